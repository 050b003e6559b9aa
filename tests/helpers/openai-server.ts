// A local stand-in for an OpenAI-compatible chat-completions server, speaking the documented
// wire format, so the production `openai` client runs against it unchanged (AI_BASE_URL
// points at `${url}/v1`).
//
//   POST /v1/chat/completions   Authorization: Bearer <apiKey>; JSON body {model, messages, response_format, …}
//     200 {id, object: 'chat.completion', created, model, choices: [{index, message: {role, content, refusal}, finish_reason}], usage}
//     errors in OpenAI's shape {error: {message, type, param, code}}: 401 (bad key), 429 (with retry-after), 500, …
//   GET  /v1/models             the one model
//
// Scriptable per test: a queue of replies consumed one per request (a JSON answer, raw content
// such as malformed JSON, an error status, each with an optional delay), then a default reply.
// Every request is recorded, and the largest number of requests in flight at once is tracked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatMessage = { role: string; content: string | null };
export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | null;
  body: {
    model?: string;
    messages?: ChatMessage[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    max_tokens?: number;
    max_completion_tokens?: number;
    temperature?: number;
    [k: string]: unknown;
  };
  at: number;
};

export type Reply =
  /** The assistant answers with this value, JSON-encoded. */
  /** With `holdUntilInFlight`: answered as soon as that many requests are in flight at once, or after `delayMs` at the latest
   *  (so a test of a concurrency bound does not depend on how fast a loaded machine sends the requests). */
  | { json: unknown; delayMs?: number; holdUntilInFlight?: number; usage?: { prompt_tokens: number; completion_tokens: number } }
  /** The assistant answers with this text verbatim (e.g. malformed JSON). */
  | { content: string; finishReason?: 'stop' | 'length' | 'content_filter'; delayMs?: number; usage?: { prompt_tokens: number; completion_tokens: number } }
  /** An HTTP error in OpenAI's error shape; 429 carries `retry-after` (seconds, default 1) and optionally `retry-after-ms`. */
  | { status: number; message?: string; code?: string | null; type?: string; retryAfter?: number | null; retryAfterMs?: number; delayMs?: number }
  /** The connection is dropped without an answer. */
  | { reset: true; delayMs?: number };

export type ReplyFn = (request: RecordedRequest) => Reply;

const ERROR_TYPES: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: {
    type: 'invalid_request_error',
    code: 'invalid_api_key',
    message: 'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
  },
  404: { type: 'invalid_request_error', code: 'model_not_found', message: 'The model does not exist or you do not have access to it.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests. Please try again later.' },
  500: { type: 'server_error', code: null, message: 'The server had an error while processing your request. Sorry about that!' },
  503: { type: 'server_error', code: null, message: 'The engine is currently overloaded, please try again later.' },
};

/** Rough token count (~4 characters a token), as usage when a reply gives none. */
const tokens = (s: string) => Math.max(1, Math.ceil(s.length / 4));

export class OpenAIServer {
  url = '';
  readonly apiKey: string;
  readonly model: string;
  readonly requests: RecordedRequest[] = [];
  /** Replies still to be given, in order; `fallback` answers when it is empty. */
  readonly queue: (Reply | ReplyFn)[] = [];
  fallback: Reply | ReplyFn = { status: 500, message: 'No scripted reply left in the test server.' };
  inFlight = 0;
  maxInFlight = 0;
  private holds: { n: number; release: () => void }[] = [];
  private server: http.Server | null = null;
  private seq = 0;

  constructor(opts: { apiKey?: string; model?: string } = {}) {
    this.apiKey = opts.apiKey ?? 'sk-test-0123456789';
    this.model = opts.model ?? 'gpt-4o-mini';
  }

  /** Queues replies for the next requests. */
  script(...replies: (Reply | ReplyFn)[]) {
    this.queue.push(...replies);
    return this;
  }

  /** Forgets requests, queue and counters (between tests). */
  /** Resolves once `n` requests are in flight at once, or after `maxMs`. */
  private holdUntilInFlight(n: number, maxMs: number): Promise<void> {
    return new Promise((resolve) => {
      const hold = {
        n,
        release: () => {
          clearTimeout(timer);
          this.holds = this.holds.filter((h) => h !== hold);
          resolve();
        },
      };
      const timer = setTimeout(hold.release, maxMs);
      this.holds.push(hold);
    });
  }

  reset() {
    this.requests.length = 0;
    this.queue.length = 0;
    this.inFlight = 0;
    this.maxInFlight = 0;
    this.fallback = { status: 500, message: 'No scripted reply left in the test server.' };
  }

  /** Chat-completion requests only. */
  get completions() {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions');
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  private send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    if (res.destroyed || res.writableEnded) return; // the client gave up (timeout)
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-request-id': `req_${++this.seq}`, ...headers });
    res.end(text);
  }

  private error(
    res: http.ServerResponse,
    status: number,
    r: { message?: string; code?: string | null; type?: string } = {},
    headers: Record<string, string> = {},
  ) {
    const base = ERROR_TYPES[status] ?? { type: 'api_error', code: null, message: `HTTP ${status}` };
    this.send(
      res,
      status,
      { error: { message: r.message ?? base.message, type: r.type ?? base.type, param: null, code: r.code !== undefined ? r.code : base.code } },
      headers,
    );
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0]!;
    let body: RecordedRequest['body'] = {};
    try {
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return this.error(res, 400, {
        message: "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
      });
    }
    const request: RecordedRequest = { method: req.method ?? 'GET', path, authorization: req.headers.authorization ?? null, body, at: Date.now() };
    this.requests.push(request);

    if (request.authorization !== `Bearer ${this.apiKey}`) return this.error(res, 401);
    if (req.method === 'GET' && path === '/v1/models') {
      return this.send(res, 200, { object: 'list', data: [{ id: this.model, object: 'model', created: 1_700_000_000, owned_by: 'test' }] });
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') return this.error(res, 404, { message: `Invalid URL (${req.method} ${path})`, code: null });
    if (!body.model || !Array.isArray(body.messages) || !body.messages.length) {
      return this.error(res, 400, { message: "Missing required parameter: 'model' or 'messages'.", code: 'missing_required_parameter' });
    }

    const next = this.queue.length ? this.queue.shift()! : this.fallback;
    const reply = typeof next === 'function' ? next(request) : next;
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    for (const hold of this.holds.filter((h) => h.n <= this.inFlight)) hold.release();
    try {
      const holdUntil = 'holdUntilInFlight' in reply ? reply.holdUntilInFlight : undefined;
      if (holdUntil !== undefined && this.inFlight < holdUntil) await this.holdUntilInFlight(holdUntil, reply.delayMs ?? 5000);
      else if (reply.delayMs && holdUntil === undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if ('reset' in reply) {
        req.socket.destroy();
        return;
      }
      if ('status' in reply) {
        const headers: Record<string, string> = {};
        if (reply.status === 429 && reply.retryAfter !== null) headers['retry-after'] = String(reply.retryAfter ?? 1);
        if (reply.retryAfterMs !== undefined) headers['retry-after-ms'] = String(reply.retryAfterMs);
        return this.error(res, reply.status, reply, headers);
      }
      const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
      const prompt = body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
      const usage = reply.usage ?? { prompt_tokens: tokens(prompt), completion_tokens: tokens(content) };
      this.send(res, 200, {
        id: `chatcmpl-${++this.seq}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null },
            logprobs: null,
            finish_reason: 'finishReason' in reply && reply.finishReason ? reply.finishReason : 'stop',
          },
        ],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        system_fingerprint: 'fp_test',
      });
    } finally {
      this.inFlight--;
    }
  }
}

export async function startOpenAIServer(opts: { apiKey?: string; model?: string } = {}) {
  return new OpenAIServer(opts).start();
}
