// The LLM analyzer: the same AnalysisResult as the local analyzer, filled by any
// OpenAI-compatible chat-completions server (OpenAI, Azure, Ollama, vLLM, llama.cpp) through
// the `openai` package pointed at AI_BASE_URL, with structured output against the result's
// JSON schema. Answers are validated with zod (one repair round-trip when they are not
// valid), cached by content hash in AnalysisCache, and their token usage is written to
// LlmUsage per user. Calls are bounded (a semaphore per analyzer) and retried with backoff
// on 429/5xx/timeouts. Whatever goes wrong, `analyze` still answers: it falls back to the
// local analyzer and says why in `analyzedBy`.
import { createHash } from 'node:crypto';
import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Config } from '../../../config.ts';
import type { Prisma, PrismaClient } from '../../../db/generated/client.ts';
import type { Logger } from '../../../platform/logger.ts';
import { priorityFor, type AnalysisInput, type AnalysisResult } from '../analysis.types.ts';
import { analyzeLocally } from '../local/index.ts';
import { finishTitle } from '../local/titles.ts';
import { firstName } from '../local/wording.ts';
import { ANALYSIS_SYSTEM_PROMPT, analysisUserMessage, DEFAULT_MAX_BODY_CHARS, PROMPT_VERSION, type PreparedBody } from './prompt.ts';
import { LlmCallError, Semaphore, withRetries, type RetryOptions } from './retry.ts';
import { llmFieldsSchema, RESPONSE_FORMAT, schemaHash, type LlmFields } from './schema.ts';

export { LlmCallError } from './retry.ts';

export type LlmPurpose = 'analysis' | 'direct-call' | 'reply' | 'compose' | 'nudge';

export type LlmAnalyzerOptions = {
  /** Requests in flight at once from this analyzer (default 4). */
  concurrency?: number;
  retry?: RetryOptions;
  /** Per-request timeout (default 60 s); a timeout is retried like a 5xx. */
  timeoutMs?: number;
  /** Body characters sent after quotes and signature are cut (default 12,000 ≈ 3,000 tokens). */
  maxBodyChars?: number;
  /** Completion token limit for an analysis (default 1,500). */
  maxAnalysisTokens?: number;
  /** Completion token limit for `complete` when the caller gives none (default 800). */
  maxCompletionTokens?: number;
  /** A fetch implementation for the client (tests, proxies). */
  fetch?: typeof fetch;
};

export type CompleteOptions = { userId?: string; purpose: LlmPurpose; system?: string; maxTokens?: number };

export type LlmAnalyzer = {
  /** `llm:<model>`, as written in `analyzedBy` on success. */
  name: string;
  model: string;
  /** Never throws for model trouble: falls back to the local analyzer (analyzedBy says why). */
  analyze(input: AnalysisInput, opts?: { userId?: string }): Promise<AnalysisResult>;
  /** A plain completion (the lab's direct call, reply suggestions, compose). Throws LlmCallError on failure. */
  complete(prompt: string, opts: CompleteOptions): Promise<{ text: string; model: string }>;
};

type Deps = { prisma: PrismaClient; config: Config; logger: Logger };

/** The model's answer was unusable (malformed or invalid twice, refused, empty). */
class AnswerError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'AnswerError';
  }
}

type Parsed = { ok: true; value: LlmFields } | { ok: false; kind: 'malformed' | 'invalid'; error: string };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Date-only answers resolve to 12:00 UTC of that day (the rule of analysis.types.ts). */
const noon = (v: unknown) => (typeof v === 'string' && DATE_ONLY.test(v.trim()) ? `${v.trim()}T12:00:00.000Z` : v === '' ? null : v);

function prepareDates(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const o = { ...(value as Record<string, unknown>) };
  if (Array.isArray(o.commitments))
    o.commitments = o.commitments.map((c) => (c && typeof c === 'object' ? { ...c, dueDate: noon((c as Record<string, unknown>).dueDate) } : c));
  if (o.transaction && typeof o.transaction === 'object') o.transaction = { ...o.transaction, date: noon((o.transaction as Record<string, unknown>).date) };
  return o;
}

/** JSON out of a reply; tolerates the code fences and chatter of models without strict decoding. */
function parseJson(content: string): unknown {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(text);
  } catch (error) {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(text.slice(start, end + 1));
      } catch {
        /* fall through to the first error */
      }
    }
    throw error;
  }
}

function parseAnswer(content: string, finishReason: string | null): Parsed {
  if (finishReason === 'length') return { ok: false, kind: 'malformed', error: 'the answer was cut off at the token limit; answer more briefly' };
  let json: unknown;
  try {
    json = parseJson(content);
  } catch (error) {
    return { ok: false, kind: 'malformed', error: `not valid JSON (${(error as Error).message.slice(0, 120)})` };
  }
  const result = llmFieldsSchema.safeParse(prepareDates(json));
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues.slice(0, 8).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return { ok: false, kind: 'invalid', error: issues.join('; ') + (result.error.issues.length > 8 ? `; and ${result.error.issues.length - 8} more` : '') };
}

const ME = /^(me|i|myself|the user|user|you)$/i;

/** Rules that must hold whatever the model said: priority from score (PRODUCT.md §9), "me" never appears. */
function normalise(fields: LlmFields, input: AnalysisInput): LlmFields {
  const mine = input.userAddresses.map((a) => a.toLowerCase());
  const fromUser = input.from && mine.includes(input.from.email.toLowerCase()) ? input.from.email.toLowerCase() : null;
  const userAddress = fromUser ?? [...input.to, ...input.cc].map((p) => p.email.toLowerCase()).find((e) => mine.includes(e)) ?? mine[0] ?? 'me';
  // A model often names a party instead of giving the address ("Dana", "Tom Reyes"): a name that is exactly one
  // party's full or first name becomes that party's address, so "who owes it" can be told apart from the user.
  const byName = new Map<string, string | null>();
  for (const p of [input.from, ...input.to, ...input.cc]) {
    const name = p?.name?.trim().toLowerCase();
    if (!p?.email || !name) continue;
    const email = p.email.toLowerCase();
    for (const key of new Set([name, name.split(/\s+/)[0]!])) byName.set(key, byName.has(key) && byName.get(key) !== email ? null : email);
  }
  const who = (s: string) => {
    const t = s.trim();
    if (ME.test(t)) return userAddress;
    return (t.includes('@') ? null : byName.get(t.toLowerCase())) ?? t;
  };
  return {
    ...fields,
    priority: priorityFor(fields.nuggetScore),
    category: fields.category.trim().toLowerCase() || 'business',
    // The kind rules hold whatever the model said: mail that is not a person's or the user's asks nothing of them.
    commitments: (fields.kind === 'bulk' || fields.kind === 'cold' || fields.kind === 'phishing'
      ? []
      : fields.kind === 'transactional'
        ? fields.commitments.slice(0, 1)
        : fields.commitments
    ).map((c) => ({
      ...c,
      title: finishTitle(c, firstName(input.from?.name, input.from?.email)),
      owedBy: who(c.owedBy),
      owedTo: who(c.owedTo),
    })),
  };
}

const reasoningModel = (model: string) => /^(o\d|gpt-5)/i.test(model);

export function createLlmAnalyzer(deps: Deps, options: LlmAnalyzerOptions = {}): LlmAnalyzer | null {
  const { prisma, config, logger } = deps;
  if (!config.AI_API_KEY) return null;
  const model = config.AI_MODEL;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxBodyChars = options.maxBodyChars ?? DEFAULT_MAX_BODY_CHARS;
  const retry = { attempts: 4, baseDelayMs: 500, maxDelayMs: 30_000, ...options.retry };
  const semaphore = new Semaphore(options.concurrency ?? 4);
  const client = new OpenAI({
    apiKey: config.AI_API_KEY,
    ...(config.AI_BASE_URL ? { baseURL: config.AI_BASE_URL } : {}),
    // Retries are ours (backoff with jitter, Retry-After, and the semaphore released while waiting).
    maxRetries: 0,
    timeout: timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  /** Identical content analysed concurrently shares one request. */
  const inflight = new Map<string, Promise<LlmFields>>();

  function limits(maxTokens: number): Partial<ChatCompletionCreateParamsNonStreaming> {
    // Reasoning models take max_completion_tokens (which also counts their reasoning) and only the default temperature;
    // everything else — and every OpenAI-compatible server — understands max_tokens.
    return reasoningModel(model) ? { max_completion_tokens: maxTokens * 4 } : { max_tokens: maxTokens, temperature: 0 };
  }

  async function recordUsage(userId: string | undefined, purpose: LlmPurpose, completion: ChatCompletion, messages: ChatCompletionMessageParam[]) {
    const usage = completion.usage;
    // Servers that do not report usage: estimate at ~4 characters a token.
    const promptTokens = usage?.prompt_tokens ?? Math.ceil(messages.reduce((n, m) => n + (typeof m.content === 'string' ? m.content.length : 0), 0) / 4);
    const completionTokens = usage?.completion_tokens ?? Math.ceil((completion.choices[0]?.message?.content ?? '').length / 4);
    try {
      await prisma.llmUsage.create({ data: { userId: userId ?? null, model, purpose, promptTokens, completionTokens } });
    } catch (error) {
      logger.warn('could not record LLM usage', { purpose, error: (error as Error).message });
    }
  }

  async function chat(params: ChatCompletionCreateParamsNonStreaming, userId: string | undefined, purpose: LlmPurpose) {
    const completion = await withRetries(
      () => client.chat.completions.create(params, { timeout: timeoutMs, maxRetries: 0 }),
      semaphore,
      retry,
      (failure, attempt, delayMs) => logger.debug('LLM call failed; retrying', { purpose, reason: failure.reason, attempt, delayMs: Math.round(delayMs) }),
    );
    await recordUsage(userId, purpose, completion, params.messages);
    const choice = completion.choices?.[0];
    const message = choice?.message as (ChatCompletion.Choice['message'] & { refusal?: string | null }) | undefined;
    if (message?.refusal) throw new AnswerError(`model refused (${message.refusal.slice(0, 60)})`);
    return { content: message?.content ?? '', finishReason: choice?.finish_reason ?? null };
  }

  function cacheKey(userMessage: string) {
    return createHash('sha256')
      .update(JSON.stringify({ model, prompt: PROMPT_VERSION, schema: schemaHash, system: ANALYSIS_SYSTEM_PROMPT, input: userMessage }))
      .digest('hex');
  }

  async function readCache(key: string): Promise<LlmFields | null> {
    try {
      const row = await prisma.analysisCache.findUnique({ where: { key } });
      if (!row) return null;
      const parsed = llmFieldsSchema.safeParse(row.result);
      return parsed.success ? parsed.data : null;
    } catch (error) {
      logger.warn('could not read the analysis cache', { error: (error as Error).message });
      return null;
    }
  }

  async function writeCache(key: string, fields: LlmFields) {
    const result = JSON.parse(JSON.stringify(fields)) as Prisma.InputJsonValue;
    try {
      await prisma.analysisCache.upsert({ where: { key }, create: { key, model, result }, update: {} });
    } catch (error) {
      // Another process wrote the same key first: same content, same answer.
      logger.debug('could not write the analysis cache', { error: (error as Error).message });
    }
  }

  async function ask(input: AnalysisInput, userMessage: string, key: string, userId: string | undefined): Promise<LlmFields> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: ANALYSIS_SYSTEM_PROMPT },
      { role: 'user', content: userMessage },
    ];
    const params = (msgs: ChatCompletionMessageParam[]): ChatCompletionCreateParamsNonStreaming => ({
      model,
      messages: msgs,
      response_format: RESPONSE_FORMAT,
      ...limits(options.maxAnalysisTokens ?? 1500),
    });
    const first = await chat(params(messages), userId, 'analysis');
    let answer = parseAnswer(first.content, first.finishReason);
    if (!answer.ok) {
      // One repair round-trip: the model sees its answer and what was wrong with it.
      const firstKind = answer.kind;
      logger.debug('LLM answer unusable; asking for a repair', { kind: answer.kind, error: answer.error });
      const repair = await chat(
        params([
          ...messages,
          { role: 'assistant', content: first.content.slice(0, 20_000) },
          {
            role: 'user',
            content: `Your answer ${answer.kind === 'malformed' ? 'was not valid JSON' : 'did not match the schema'}: ${answer.error}. Reply again with only the corrected JSON object, following the schema exactly.`,
          },
        ]),
        userId,
        'analysis',
      );
      answer = parseAnswer(repair.content, repair.finishReason);
      if (!answer.ok) {
        const what = (k: string) => (k === 'malformed' ? 'malformed JSON' : 'invalid answer');
        throw new AnswerError(
          answer.kind === firstKind
            ? `${what(answer.kind)} twice (${answer.error.slice(0, 100)})`
            : `${what(firstKind)}, then ${what(answer.kind)} (${answer.error.slice(0, 100)})`,
        );
      }
    }
    const fields = normalise(answer.value, input);
    await writeCache(key, fields);
    return fields;
  }

  function finish({ reasons, ...fields }: LlmFields, body: PreparedBody): AnalysisResult {
    const removed = [body.quoted && 'quote', body.forwarded && 'forwarded headers', body.signature && 'signature'].filter(Boolean);
    return {
      ...fields,
      priority: priorityFor(fields.nuggetScore),
      analyzedBy: `llm:${model}`,
      signals: [
        ...reasons
          .map((r) => r.trim().slice(0, 160))
          .filter(Boolean)
          .slice(0, 4),
        `score ${fields.nuggetScore} by ${model}`,
        ...(removed.length ? [`read new text only (${removed.join(', ')} removed)`] : []),
        ...(body.trimmedChars ? [`body trimmed by ${body.trimmedChars} characters`] : []),
      ],
    };
  }

  return {
    name: `llm:${model}`,
    model,

    async analyze(input, opts = {}) {
      try {
        const { message, body } = analysisUserMessage(input, maxBodyChars);
        const key = cacheKey(message);
        const cached = await readCache(key);
        if (cached) return finish(cached, body);
        let pending = inflight.get(key);
        if (!pending) {
          pending = ask(input, message, key, opts.userId).finally(() => inflight.delete(key));
          inflight.set(key, pending);
        }
        return finish(await pending, body);
      } catch (error) {
        const reason =
          error instanceof LlmCallError || error instanceof AnswerError ? error.reason : (error as Error).message?.slice(0, 100) || 'unknown error';
        logger.warn('LLM analysis failed; using the local analyzer', { model, reason });
        return { ...analyzeLocally(input), analyzedBy: `local (LLM failed: ${reason})` };
      }
    },

    async complete(prompt, opts) {
      const messages: ChatCompletionMessageParam[] = [
        ...(opts.system ? [{ role: 'system' as const, content: opts.system }] : []),
        { role: 'user', content: prompt },
      ];
      let out: { content: string; finishReason: string | null };
      try {
        out = await chat({ model, messages, ...limits(opts.maxTokens ?? options.maxCompletionTokens ?? 800) }, opts.userId, opts.purpose);
      } catch (error) {
        if (error instanceof LlmCallError) throw error;
        throw new LlmCallError(error instanceof AnswerError ? error.reason : (error as Error).message, 1, { cause: error });
      }
      const text = out.content.trim();
      if (!text) throw new LlmCallError('empty answer', 1);
      return { text, model };
    },
  };
}
