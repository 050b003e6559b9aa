// The LLM analyzer end to end: the production `openai` client pointed at a local server that
// speaks the chat-completions wire format (tests/helpers/openai-server.ts), a real database
// for the cache and the usage ledger, and the local analyzer as the fallback.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helpers/platform.ts';
import { startOpenAIServer, type OpenAIServer, type RecordedRequest } from '../helpers/openai-server.ts';
import { createLlmAnalyzer, LlmCallError, type LlmAnalyzer, type LlmAnalyzerOptions } from '../../api/modules/analysis/llm/llm-analyzer.ts';
import { analyzeLocally } from '../../api/modules/analysis/local/index.ts';
import { analysisResultSchema, type AnalysisInput } from '../../api/modules/analysis/analysis.types.ts';
import { loadConfig } from '../../api/config.ts';

const USER = 'ann@venture.test';
const RECEIVED = new Date('2024-05-06T09:30:00Z'); // a Monday
const FAST: LlmAnalyzerOptions = { retry: { baseDelayMs: 10, maxDelayMs: 3000 } };

let ai: OpenAIServer;
let platform: TestPlatform;
let userId: string;

function mail(over: Partial<AnalysisInput> = {}): AnalysisInput {
  return {
    from: { name: 'Bob Carter', email: 'bob@client.test' },
    to: [{ name: 'Ann', email: USER }],
    cc: [],
    subject: 'Contract for the Q3 pilot',
    text: [
      'Hi Ann,',
      '',
      'Could you send me the signed contract by Friday? I will wire the deposit of $5,250.00 once it is in.',
      '',
      'Best regards,',
      'Bob Carter',
      'Head of Ops, Client Inc.',
      '',
      'On Fri, May 3, 2024 at 4:12 PM Ann <ann@venture.test> wrote:',
      '> OLD-QUOTED-PROMISE: I will send the deck to the whole board tomorrow.',
      '> Thanks!',
    ].join('\n'),
    html: null,
    headers: {},
    receivedAt: RECEIVED,
    userAddresses: [USER, 'ann.alias@venture.test'],
    userHasWrittenTo: true,
    userCompanies: [{ name: 'Venture', domains: ['venture.test'] }],
    ...over,
  };
}

/** What a model answers for `mail()`: priority deliberately inconsistent, a date-only due date and "me". */
function answer(over: Record<string, unknown> = {}) {
  return {
    nuggetScore: 84,
    category: 'business',
    priority: 'low',
    summary: 'Bob asks Ann to send the signed contract by Friday; he will then wire the $5,250.00 deposit.',
    suggestedReply: 'Hi Bob,\n\nWill do — you will have it by Friday.\n\nAnn',
    sentiment: 'positive',
    urgency: 'high',
    keyPoints: ['Signed contract due Friday', 'Deposit: $5,250.00'],
    suggestedActions: ['Send the signed contract'],
    actionRequired: true,
    company: 'Client Inc.',
    commitments: [
      {
        type: 'action_item',
        owedBy: 'me',
        owedTo: 'bob@client.test',
        title: 'Send the signed contract',
        description: 'Bob needs the signed contract before wiring the deposit.',
        dueDate: '2024-05-10',
        dueText: 'by Friday',
        confidence: 0.92,
        quote: 'Could you send me the signed contract by Friday?',
      },
      {
        type: 'promise_received',
        owedBy: 'bob@client.test',
        owedTo: USER,
        title: 'Wire the deposit',
        description: 'Once the contract is in.',
        dueDate: null,
        dueText: null,
        confidence: 0.8,
        quote: 'I will wire the deposit of $5,250.00 once it is in.',
      },
    ],
    transaction: { type: 'Invoice', amount: '5250.00', currency: 'USD', counterparty: 'Client Inc.', date: '2024-05-06T09:30:00Z', rawAmount: '$5,250.00' },
    ...over,
  };
}

function analyzer(options: LlmAnalyzerOptions = FAST, env: Record<string, string> = {}): LlmAnalyzer {
  const config = { ...platform.config, AI_API_KEY: ai.apiKey, AI_BASE_URL: `${ai.url}/v1`, AI_MODEL: 'gpt-4o-mini', ...env };
  const a = createLlmAnalyzer({ prisma: platform.prisma, config, logger: platform.logger }, options);
  if (!a) throw new Error('expected an analyzer');
  return a;
}

const userMessage = (r: RecordedRequest) =>
  r.body
    .messages!.filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n');

beforeAll(async () => {
  ai = await startOpenAIServer();
  platform = await createTestPlatform({ AI_API_KEY: ai.apiKey, AI_BASE_URL: `${ai.url}/v1` });
  userId = (await platform.prisma.user.create({ data: { email: USER } })).id;
});

afterAll(async () => {
  await ai?.stop();
  await platform?.cleanup();
});

beforeEach(async () => {
  ai.reset();
  await platform.prisma.analysisCache.deleteMany();
  await platform.prisma.llmUsage.deleteMany();
});

describe('LLM analyzer', () => {
  it('is off without AI_API_KEY (callers use the local analyzer)', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(createLlmAnalyzer({ prisma: platform.prisma, config, logger: platform.logger })).toBeNull();
  });

  it('turns a structured answer into an AnalysisResult and records the tokens it cost', async () => {
    ai.script({
      json: answer({ reasons: ['Bob asks for the signed contract by Friday', 'A $5,250.00 deposit depends on it'] }),
      usage: { prompt_tokens: 812, completion_tokens: 233 },
    });
    const a = analyzer();
    const result = await a.analyze(mail(), { userId });

    expect(a.name).toBe('llm:gpt-4o-mini');
    expect(analysisResultSchema.safeParse(result).success).toBe(true);
    expect(result.analyzedBy).toBe('llm:gpt-4o-mini');
    expect(result.nuggetScore).toBe(84);
    expect(result.priority).toBe('high'); // recomputed from the score, whatever the model said
    expect(result.summary).toMatch(/signed contract/);
    expect(result.commitments).toHaveLength(2);
    expect(result.commitments[0]!.owedBy).toBe(USER); // "me" never appears
    expect(result.commitments[0]!.dueDate).toEqual(new Date('2024-05-10T12:00:00Z')); // date-only → 12:00 UTC
    expect(result.commitments[1]!.dueDate).toBeNull();
    expect(result.transaction).toMatchObject({ type: 'Invoice', amount: '5250.00', currency: 'USD' });
    expect(result.transaction!.date).toEqual(RECEIVED);
    // The model's reasons come first under "Why this score", then what we did with the mail.
    expect(result.signals.slice(0, 3)).toEqual(['Bob asks for the signed contract by Friday', 'A $5,250.00 deposit depends on it', 'score 84 by gpt-4o-mini']);
    expect(result).not.toHaveProperty('reasons');

    // The wire: bearer key, model, the strict JSON schema, and the context needed to resolve dates and direction.
    expect(ai.completions).toHaveLength(1);
    const req = ai.completions[0]!;
    expect(req.authorization).toBe(`Bearer ${ai.apiKey}`);
    expect(req.body.model).toBe('gpt-4o-mini');
    expect(req.body.max_tokens).toBeGreaterThan(0);
    const msg = userMessage(req);
    expect(msg).toContain('Received: 2024-05-06T09:30:00.000Z (Monday)');
    expect(msg).toContain(`The user's addresses: ann.alias@venture.test, ${USER}`);
    expect(msg).toContain(`To: Ann <${USER}> (the user)`);
    expect(msg).toMatch(/Direction: incoming/);

    const usage = await platform.prisma.llmUsage.findMany();
    expect(usage).toEqual([expect.objectContaining({ userId, model: 'gpt-4o-mini', purpose: 'analysis', promptTokens: 812, completionTokens: 233 })]);
  });

  it('turns a party the model names instead of addressing into that party\'s address ("Ann" is the user, "Bob Carter" the sender)', async () => {
    const [ask, promise] = answer().commitments as Record<string, unknown>[];
    const named = [
      { ...ask, owedBy: 'Ann', owedTo: 'Bob Carter' },
      { ...promise, owedBy: 'bob', owedTo: 'ann' },
      { ...ask, title: 'Tell the auditors', owedBy: 'Priya', owedTo: 'Ann' }, // not on the mail: stays a name
    ];
    ai.script({ json: answer({ commitments: named }) });
    const result = await analyzer().analyze(mail({ cc: [{ name: 'Bob Reyes', email: 'bob.reyes@client.test' }] }), { userId });
    expect(result.commitments.map((c) => [c.owedBy, c.owedTo])).toEqual([
      [USER, 'bob@client.test'],
      ['bob', USER], // two parties are called Bob: the first name alone says not which
      ['Priya', USER],
    ]);
  });

  it('sends the strict json_schema and only the new text: no quoted history, no signature, trimmed to the budget', async () => {
    ai.script({ json: answer() }, { json: answer() });
    await analyzer().analyze(mail(), { userId });
    const req = ai.completions[0]!;
    const format = req.body.response_format!;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema!.strict).toBe(true);
    const schema = format.json_schema!.schema as { properties: Record<string, any>; required: string[]; additionalProperties: boolean };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required.sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.required).toContain('commitments');
    expect(schema.required).not.toContain('analyzedBy');
    expect(schema.required).not.toContain('signals');
    expect(schema.properties.reasons.description).toMatch(/reasons for nuggetScore/);
    const commitment = schema.properties.commitments.items;
    expect(commitment.additionalProperties).toBe(false);
    expect(commitment.required).toContain('dueDate');
    expect(JSON.stringify(commitment.properties.dueDate)).toContain('null');
    expect(JSON.stringify(schema)).not.toMatch(/"(pattern|minimum|maximum|format|\$schema)"/);

    const msg = userMessage(req);
    expect(msg).toContain('Could you send me the signed contract by Friday?');
    expect(msg).not.toContain('OLD-QUOTED-PROMISE');
    expect(msg).not.toContain('wrote:');
    expect(msg).not.toContain('Head of Ops');
    expect(msg).toMatch(/quoted history, signature removed/);

    // A long body is cut to the budget after the quotes are gone.
    const long = mail({
      subject: 'Long one',
      text: `Please review the plan below.\n\n${'The plan covers sourcing, pricing and launch. '.repeat(600)}\n\nOn Mon, Jan 1, 2024 Ann wrote:\n> OLD-QUOTED-PROMISE`,
    });
    await analyzer({ ...FAST, maxBodyChars: 2000 }).analyze(long, { userId });
    const longMsg = userMessage(ai.completions[1]!);
    expect(longMsg.length).toBeLessThan(3000);
    expect(longMsg).toMatch(/more characters not shown/);
    expect(longMsg).not.toContain('OLD-QUOTED-PROMISE');
  });

  it('never pays twice for the same content (cache by content hash, shared through the database)', async () => {
    ai.script({ json: answer() });
    const a = analyzer();
    const first = await a.analyze(mail(), { userId });
    const second = await a.analyze(mail(), { userId });
    expect(ai.completions).toHaveLength(1);
    expect(second).toEqual(first);
    // Another process (a new analyzer on the same database) finds it too.
    const third = await analyzer().analyze(mail(), { userId });
    expect(third).toEqual(first);
    expect(ai.completions).toHaveLength(1);
    expect(await platform.prisma.analysisCache.count()).toBe(1);
    expect(await platform.prisma.llmUsage.count()).toBe(1);

    // Identical mails analysed at the same moment share one request.
    ai.script({ json: answer(), delayMs: 100 });
    const same = mail({ subject: 'Concurrent twins' });
    const twins = await Promise.all([a.analyze(same, { userId }), a.analyze(same, { userId }), a.analyze(same, { userId })]);
    expect(ai.completions).toHaveLength(2);
    expect(twins.every((t) => t.analyzedBy === 'llm:gpt-4o-mini')).toBe(true);

    // Different content, or another model, is a different key.
    ai.script({ json: answer() });
    await a.analyze(mail({ subject: 'Something else' }), { userId });
    expect(ai.completions).toHaveLength(3);
    ai.script({ json: answer() });
    await analyzer(FAST, { AI_MODEL: 'gpt-4.1-mini' }).analyze(mail(), { userId });
    expect(ai.completions).toHaveLength(4);
    expect(ai.completions[3]!.body.model).toBe('gpt-4.1-mini');
  });

  it('repairs malformed JSON once, sending the error back', async () => {
    ai.script({ content: '{"nuggetScore": 84, "category": "business", "summary": "Bob asks' }, { json: answer() });
    const result = await analyzer().analyze(mail(), { userId });
    expect(result.analyzedBy).toBe('llm:gpt-4o-mini');
    expect(ai.completions).toHaveLength(2);
    const repair = ai.completions[1]!.body.messages!;
    expect(repair.at(-2)).toMatchObject({ role: 'assistant', content: expect.stringContaining('"nuggetScore": 84') });
    expect(repair.at(-1)!.content).toMatch(/not valid JSON/);
    expect(ai.completions[1]!.body.response_format?.type).toBe('json_schema');
    expect(await platform.prisma.llmUsage.count({ where: { userId, purpose: 'analysis' } })).toBe(2);
  });

  it('repairs an answer that breaks the schema, naming what was wrong', async () => {
    ai.script({ json: answer({ nuggetScore: 140, sentiment: 'ecstatic' }) }, { json: answer() });
    const result = await analyzer().analyze(mail(), { userId });
    expect(result.analyzedBy).toBe('llm:gpt-4o-mini');
    const feedback = ai.completions[1]!.body.messages!.at(-1)!.content!;
    expect(feedback).toMatch(/did not match the schema/);
    expect(feedback).toMatch(/nuggetScore/);
    expect(feedback).toMatch(/sentiment/);
  });

  it('falls back to the local analyzer when the answer is malformed twice, and says why', async () => {
    ai.script({ content: 'Sure! Here is the analysis: nuggetScore=84' }, { content: '{"nuggetScore": 84,,}' });
    const input = mail();
    const result = await analyzer().analyze(input, { userId });
    expect(result.analyzedBy).toMatch(/^local \(LLM failed: malformed JSON twice/);
    const { analyzedBy: _a, ...local } = analyzeLocally(input);
    const { analyzedBy: _b, ...rest } = result;
    expect(rest).toEqual(local);
    expect(ai.completions).toHaveLength(2);
    expect(await platform.prisma.analysisCache.count()).toBe(0); // a failure is not cached
  });

  it('falls back when the answer breaks the schema twice', async () => {
    ai.script({ json: { nuggetScore: 'high' } }, { json: answer({ commitments: [{ type: 'maybe' }] }) });
    const result = await analyzer().analyze(mail(), { userId });
    expect(result.analyzedBy).toMatch(/^local \(LLM failed: invalid answer twice \(commitments/);
  });

  it('retries 429 with backoff, honouring Retry-After, and then succeeds', async () => {
    ai.script({ status: 429, retryAfter: null, retryAfterMs: 250 }, { status: 429, retryAfter: null, retryAfterMs: 250 }, { json: answer() });
    const result = await analyzer().analyze(mail(), { userId });
    expect(result.analyzedBy).toBe('llm:gpt-4o-mini');
    const at = ai.completions.map((r) => r.at);
    expect(at).toHaveLength(3);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(240);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(240);
    expect(await platform.prisma.llmUsage.count()).toBe(1); // failed calls cost nothing

    // Retry-After in seconds (OpenAI's header) is honoured too.
    ai.reset();
    ai.script({ status: 429, retryAfter: 1 }, { json: answer() });
    const again = await analyzer().analyze(mail({ subject: 'Seconds' }), { userId });
    expect(again.analyzedBy).toBe('llm:gpt-4o-mini');
    expect(ai.completions[1]!.at - ai.completions[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up after 4 attempts when rate limited and falls back', async () => {
    ai.fallback = { status: 429, retryAfter: 0 };
    const result = await analyzer().analyze(mail(), { userId });
    expect(result.analyzedBy).toBe('local (LLM failed: rate limited after 4 attempts)');
    expect(ai.completions).toHaveLength(4);
  });

  it('falls back on a persistent 500, and does not retry a 401', async () => {
    ai.fallback = { status: 500 };
    const result = await analyzer().analyze(mail(), { userId });
    expect(result.analyzedBy).toBe('local (LLM failed: server error 500 after 4 attempts)');
    expect(ai.completions).toHaveLength(4);
    // Backoff grows: the gaps between attempts are not shrinking.
    const at = ai.completions.map((r) => r.at);
    expect(at[3]! - at[0]!).toBeGreaterThanOrEqual(10 * 0.5 * (1 + 2 + 4));

    ai.reset();
    const wrongKey = await analyzer(FAST, { AI_API_KEY: 'sk-wrong' }).analyze(mail(), { userId });
    expect(wrongKey.analyzedBy).toBe('local (LLM failed: authentication failed (401))');
    expect(ai.completions).toHaveLength(1);
  });

  it('retries a timeout', async () => {
    ai.script({ json: answer(), delayMs: 1500 }, { json: answer() });
    const result = await analyzer({ ...FAST, timeoutMs: 300 }).analyze(mail(), { userId });
    expect(result.analyzedBy).toBe('llm:gpt-4o-mini');
    expect(ai.completions).toHaveLength(2);

    ai.reset();
    ai.fallback = { json: answer(), delayMs: 1000 };
    const slow = await analyzer({ ...FAST, timeoutMs: 100, retry: { attempts: 2, baseDelayMs: 10 } }).analyze(mail({ subject: 'Slow' }), { userId });
    expect(slow.analyzedBy).toBe('local (LLM failed: timed out after 2 attempts)');
  });

  it('keeps at most 4 requests in flight however many analyses run at once', async () => {
    let n = 0;
    // Each answer waits until 4 requests are in flight (the last two, which never see 4, for 1 s).
    ai.fallback = () => ({ json: answer({ nuggetScore: 50 + n++ }), holdUntilInFlight: 4, delayMs: 1000 });
    const a = analyzer();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => a.analyze(mail({ subject: `Parallel ${i}` }), { userId })));
    expect(results.every((r) => r.analyzedBy === 'llm:gpt-4o-mini')).toBe(true);
    expect(ai.completions).toHaveLength(10);
    expect(ai.maxInFlight).toBe(4);
    expect(await platform.prisma.llmUsage.count({ where: { userId } })).toBe(10);

    // The bound is an option.
    ai.reset();
    ai.fallback = () => ({ json: answer(), holdUntilInFlight: 2, delayMs: 1000 });
    const narrow = analyzer({ ...FAST, concurrency: 2 });
    await Promise.all(Array.from({ length: 6 }, (_, i) => narrow.analyze(mail({ subject: `Narrow ${i}` }), { userId })));
    expect(ai.maxInFlight).toBe(2);
  });

  it('complete() answers a plain prompt and records usage under its purpose', async () => {
    ai.script({ content: '  Hi Bob, the contract is on its way.  ', usage: { prompt_tokens: 40, completion_tokens: 12 } });
    const out = await analyzer().complete('Write a short reply to Bob about the contract.', {
      userId,
      purpose: 'reply',
      system: 'You write short, friendly emails.',
      maxTokens: 200,
    });
    expect(out).toEqual({ text: 'Hi Bob, the contract is on its way.', model: 'gpt-4o-mini' });
    const req = ai.completions[0]!;
    expect(req.body.messages).toEqual([
      { role: 'system', content: 'You write short, friendly emails.' },
      { role: 'user', content: 'Write a short reply to Bob about the contract.' },
    ]);
    expect(req.body.max_tokens).toBe(200);
    expect(req.body.response_format).toBeUndefined();
    expect(await platform.prisma.llmUsage.findMany()).toEqual([expect.objectContaining({ userId, purpose: 'reply', promptTokens: 40, completionTokens: 12 })]);

    // Every purpose is recorded as given; no user is fine (the lab without a session).
    ai.script({ content: 'Draft.' }, { content: 'Answer.' });
    await analyzer().complete('Compose', { userId, purpose: 'compose' });
    await analyzer().complete('Direct', { purpose: 'direct-call' });
    const rows = await platform.prisma.llmUsage.findMany({ orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => [r.purpose, r.userId])).toEqual([
      ['reply', userId],
      ['compose', userId],
      ['direct-call', null],
    ]);

    // Failures surface as LlmCallError (the caller chooses its fallback).
    ai.fallback = { status: 500 };
    await expect(analyzer({ retry: { attempts: 2, baseDelayMs: 5 } }).complete('x', { purpose: 'reply' })).rejects.toThrow(LlmCallError);
    await expect(analyzer({ retry: { attempts: 2, baseDelayMs: 5 } }).complete('x', { purpose: 'reply' })).rejects.toThrow('server error 500 after 2 attempts');
  });
});
