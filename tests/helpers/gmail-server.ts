// A local stand-in for Google's OAuth endpoints and the Gmail REST API (v1),
// speaking their documented wire format, so the production `googleapis` client
// runs against it unchanged (GOOGLE_OAUTH_ROOT and GMAIL_API_ROOT point here).
//
// One mailbox, one OAuth client. Served:
//   GET  /o/oauth2/v2/auth                 consent (redirects back with code + state, or error=access_denied)
//   POST /token                            authorization_code (PKCE S256 checked) and refresh_token grants
//   GET  /gmail/v1/users/{me}/profile
//   GET  /gmail/v1/users/{me}/messages     pageToken, maxResults (≤500), labelIds (all must match), includeSpamTrash
//   GET  /gmail/v1/users/{me}/messages/{id}?format=raw|minimal
//   POST /gmail/v1/users/{me}/messages/{id}/modify, /messages/batchModify
//   GET  /gmail/v1/users/{me}/history      startHistoryId, historyTypes, labelId, pageToken, maxResults
//   POST /gmail/v1/users/{me}/messages/send         {raw (base64url), threadId}; also /upload/gmail/v1/… (uploadType=media|multipart)
//   POST /calendar/v3/calendars/primary/events                         insert (start/end checked)
//   GET  /calendar/v3/calendars/primary/events?privateExtendedProperty=  list (all given k=v must match)
// Bearer tokens are checked (401 for unknown, expired or revoked ones; 403 when a
// scope is missing). Test controls: add/label/delete messages, expire history,
// expire access tokens, revoke the grant, inject failures, count calls.
// Calendar: the consent grants calendar.events when asked unless `refuseScopes`
// holds it; inserted events are kept in `calendarEvents`.
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';

export const SCOPE = {
  readonly: 'https://www.googleapis.com/auth/gmail.readonly',
  modify: 'https://www.googleapis.com/auth/gmail.modify',
  send: 'https://www.googleapis.com/auth/gmail.send',
  calendarEvents: 'https://www.googleapis.com/auth/calendar.events',
};
const READ_SCOPES = [SCOPE.readonly, SCOPE.modify, 'https://mail.google.com/'];
const WRITE_SCOPES = [SCOPE.modify, 'https://mail.google.com/'];
const SEND_SCOPES = [SCOPE.send, SCOPE.modify, 'https://www.googleapis.com/auth/gmail.compose', 'https://mail.google.com/'];
const CALENDAR_SCOPES = [SCOPE.calendarEvents, 'https://www.googleapis.com/auth/calendar'];

type StoredMessage = { id: string; threadId: string; labelIds: Set<string>; raw: Buffer; internalDate: number; historyId: number; messageId: string | null };
type Ref = { id: string; threadId: string; labelIds?: string[] };
type HistoryRecord = {
  id: number;
  messages: Ref[];
  messagesAdded?: { message: Ref }[];
  messagesDeleted?: { message: Ref }[];
  labelsAdded?: { message: Ref; labelIds: string[] }[];
  labelsRemoved?: { message: Ref; labelIds: string[] }[];
};
type Grant = { refreshToken: string; scope: string[]; revoked: boolean };
type AccessToken = { grant: Grant; expiresAt: number };
type Injected = { status: number | 'reset'; method: string | null; retryAfter: number | null; reason: string | null };

export type AuthRequest = Record<string, string>;
export type Modification = { via: 'modify' | 'batchModify'; ids: string[]; add: string[]; remove: string[] };

const ERRORS: Record<number, { message: string; reason: string; status: string; domain?: string }> = {
  400: { message: 'Invalid argument', reason: 'invalidArgument', status: 'INVALID_ARGUMENT' },
  401: {
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    reason: 'authError',
    status: 'UNAUTHENTICATED',
  },
  403: { message: 'Request had insufficient authentication scopes.', reason: 'insufficientPermissions', status: 'PERMISSION_DENIED' },
  404: { message: 'Requested entity was not found.', reason: 'notFound', status: 'NOT_FOUND' },
  429: { message: 'Too many concurrent requests for user.', reason: 'rateLimitExceeded', status: 'RESOURCE_EXHAUSTED' },
  500: { message: 'Internal error encountered.', reason: 'backendError', status: 'INTERNAL' },
  503: { message: 'The service is currently unavailable.', reason: 'backendError', status: 'UNAVAILABLE' },
};

function headerOf(raw: Buffer, name: string): string | null {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const head = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const m = head.match(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im'));
  return m ? m[1]!.trim() : null;
}

export class GmailFixture {
  readonly clientId = `nugget-test-${crypto.randomBytes(4).toString('hex')}.apps.googleusercontent.com`;
  readonly clientSecret = crypto.randomBytes(18).toString('base64url');
  url = '';
  /** Seconds an access token lives (Google: 3599). */
  accessTokenTtl = 3599;
  /** The scopes the consenting user grants; null = everything asked for. */
  grantScopes: string[] | null = null;
  /** The consenting user's answer on the consent screen. */
  consent: 'allow' | 'deny' = 'allow';
  /** Scopes the consenting user unticks (e.g. calendar access): never in the grant, whatever was granted before. */
  refuseScopes: string[] = [];
  /** Events inserted through the Calendar API (or `addCalendarEvent`), as stored. */
  readonly calendarEvents: Record<string, any>[] = [];

  readonly calls: Record<string, number> = {};
  readonly authRequests: AuthRequest[] = [];
  readonly modifications: Modification[] = [];
  /** Messages sent through `messages.send`, as received (the raw MIME, the threadId asked for). */
  readonly sent: { id: string; threadId: string; requestedThreadId: string | null; raw: Buffer; via: 'json' | 'upload' }[] = [];
  failuresServed = 0;

  private server!: http.Server;
  private messages = new Map<string, StoredMessage>();
  private history: HistoryRecord[] = [];
  private historyId = 4000 + Math.floor(Math.random() * 1000);
  private oldestHistoryId = this.historyId;
  private nextId = BigInt('0x18f3a2b4c5d60000') + BigInt(Math.floor(Math.random() * 0xffff));
  private codes = new Map<string, { redirectUri: string; scope: string[]; challenge: string | null; method: string | null; offline: boolean; used: boolean }>();
  private grants: Grant[] = [];
  private tokens = new Map<string, AccessToken>();
  private injected: Injected[] = [];

  constructor(readonly email: string) {}

  async start() {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error) => {
        res.statusCode = 500;
        res.end(String(error?.stack ?? error));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ───────────────────────────── test controls ─────────────────────────────

  /** Delivers a message (RFC 822 bytes). Threads by In-Reply-To/References like Gmail, unless a threadId is given. */
  addMessage(raw: Buffer | string, options: { labelIds?: string[]; threadId?: string; internalDate?: Date } = {}) {
    const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    const id = (this.nextId += BigInt(1 + Math.floor(Math.random() * 7))).toString(16);
    const refs = [headerOf(bytes, 'In-Reply-To'), headerOf(bytes, 'References')].join(' ').match(/<[^>]+>/g) ?? ([] as string[]);
    const parent = [...this.messages.values()].find((m) => m.messageId && refs.includes(m.messageId));
    const date = options.internalDate?.getTime() ?? Date.parse(headerOf(bytes, 'Date') ?? '');
    const message: StoredMessage = {
      id,
      threadId: options.threadId ?? parent?.threadId ?? id,
      labelIds: new Set(options.labelIds ?? ['INBOX', 'UNREAD']),
      raw: bytes,
      internalDate: Number.isFinite(date) ? date : Date.now(),
      historyId: 0,
      messageId: headerOf(bytes, 'Message-ID'),
    };
    this.messages.set(id, message);
    message.historyId = this.record((r) => (r.messagesAdded = [{ message: this.ref(message) }]), message);
    return id;
  }

  /** Changes labels as the Gmail web app would; records labelAdded/labelRemoved history. */
  changeLabels(id: string, add: string[] = [], remove: string[] = []) {
    const m = this.requireMessage(id);
    const added = add.filter((l) => !m.labelIds.has(l));
    const removed = remove.filter((l) => m.labelIds.has(l));
    added.forEach((l) => m.labelIds.add(l));
    removed.forEach((l) => m.labelIds.delete(l));
    if (added.length) m.historyId = this.record((r) => (r.labelsAdded = [{ message: this.ref(m), labelIds: added }]), m);
    if (removed.length) m.historyId = this.record((r) => (r.labelsRemoved = [{ message: this.ref(m), labelIds: removed }]), m);
  }

  /** Deletes a message for good (not Trash); records messageDeleted history. */
  deleteMessage(id: string) {
    const m = this.requireMessage(id);
    this.messages.delete(id);
    this.record((r) => (r.messagesDeleted = [{ message: { id: m.id, threadId: m.threadId } }]), m);
  }

  message(id: string) {
    const m = this.messages.get(id);
    return m ? { id: m.id, threadId: m.threadId, labelIds: [...m.labelIds].sort(), raw: m.raw } : null;
  }

  get messageIds() {
    return [...this.messages.keys()];
  }

  get currentHistoryId() {
    return String(this.historyId);
  }

  /** Forgets all history so far: any earlier startHistoryId now answers 404. */
  expireHistory() {
    this.history = [];
    this.oldestHistoryId = this.historyId;
  }

  /** Every access token issued so far stops working (401), as after an hour. */
  expireAccessTokens() {
    for (const t of this.tokens.values()) t.expiresAt = 0;
  }

  /** The user removes the app's access: refresh and access tokens stop working. */
  revokeGrant() {
    for (const g of this.grants) g.revoked = true;
  }

  /** The next `count` Gmail API calls (of `method`, when given) fail with `status` ('reset': the connection drops, no answer). */
  failNext(count: number, status: 429 | 500 | 503 | 403 | 'reset', options: { method?: string; retryAfter?: number; reason?: string } = {}) {
    for (let i = 0; i < count; i++) {
      this.injected.push({ status, method: options.method ?? null, retryAfter: options.retryAfter ?? null, reason: options.reason ?? null });
    }
  }

  resetCalls() {
    for (const k of Object.keys(this.calls)) delete this.calls[k];
    this.modifications.length = 0;
    this.failuresServed = 0;
  }

  /** Refresh tokens issued so far (to compare with what the app stored). */
  get refreshTokens() {
    return this.grants.map((g) => g.refreshToken);
  }

  // ───────────────────────────── internals ─────────────────────────────

  private requireMessage(id: string) {
    const m = this.messages.get(id);
    if (!m) throw new Error(`no message ${id}`);
    return m;
  }

  private ref(m: StoredMessage): Ref {
    return { id: m.id, threadId: m.threadId, labelIds: [...m.labelIds] };
  }

  private record(fill: (r: HistoryRecord) => void, m: StoredMessage) {
    // History ids increase but are not contiguous.
    this.historyId += 1 + Math.floor(Math.random() * 5);
    const r: HistoryRecord = { id: this.historyId, messages: [{ id: m.id, threadId: m.threadId }] };
    fill(r);
    this.history.push(r);
    return this.historyId;
  }

  private count(method: string) {
    this.calls[method] = (this.calls[method] ?? 0) + 1;
  }

  private send(res: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (body === undefined) {
      res.statusCode = status;
      res.end();
      return;
    }
    res.statusCode = status;
    res.setHeader('content-type', 'application/json; charset=UTF-8');
    res.end(JSON.stringify(body));
  }

  private apiError(
    res: http.ServerResponse,
    status: number,
    override: { message?: string; reason?: string; domain?: string } = {},
    headers: Record<string, string> = {},
  ) {
    const e = ERRORS[status] ?? ERRORS[500]!;
    const message = override.message ?? e.message;
    const reason = override.reason ?? e.reason;
    this.send(
      res,
      status,
      { error: { code: status, message, errors: [{ message, domain: override.domain ?? e.domain ?? 'global', reason }], status: e.status } },
      headers,
    );
  }

  private oauthError(res: http.ServerResponse, status: number, error: string, description: string) {
    this.send(res, status, { error, error_description: description });
  }

  private async body(req: http.IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/token') return this.token(req, res);
    const cal = url.pathname.match(/^\/calendar\/v3\/calendars\/([^/]+)\/events$/);
    if (cal) return this.calendarApi(req, res, url, decodeURIComponent(cal[1]!));
    const upload = url.pathname.match(/^\/upload\/gmail\/v1\/users\/([^/]+)(\/messages\/send)$/);
    if (upload) return this.api(req, res, url, decodeURIComponent(upload[1]!), upload[2]!, true);
    const m = url.pathname.match(/^\/gmail\/v1\/users\/([^/]+)(\/.*)$/);
    if (!m) return this.apiError(res, 404);
    return this.api(req, res, url, decodeURIComponent(m[1]!), m[2]!);
  }

  private authorize(url: URL, res: http.ServerResponse) {
    const p = Object.fromEntries(url.searchParams);
    this.authRequests.push(p);
    this.count('oauth.authorize');
    if (p.client_id !== this.clientId) {
      res.statusCode = 401;
      res.setHeader('content-type', 'text/html');
      return res.end('<h1>Error 401: invalid_client</h1><p>The OAuth client was not found.</p>');
    }
    if (!p.redirect_uri || p.response_type !== 'code' || !p.scope) {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/html');
      return res.end('<h1>Error 400: invalid_request</h1>');
    }
    const back = new URL(p.redirect_uri);
    if (this.consent === 'deny') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const asked = p.scope.split(' ').map((s) => (s === 'email' ? 'https://www.googleapis.com/auth/userinfo.email' : s));
      let scope = this.grantScopes ? asked.filter((s) => this.grantScopes!.includes(s) || !s.includes('/auth/gmail')) : asked;
      if (p.include_granted_scopes === 'true') {
        const earlier = this.grants.filter((g) => !g.revoked).flatMap((g) => g.scope);
        scope = [...new Set([...scope, ...earlier])];
      }
      scope = scope.filter((s) => !this.refuseScopes.includes(s));
      const code = `4/0A${crypto.randomBytes(24).toString('base64url')}`;
      this.codes.set(code, {
        redirectUri: p.redirect_uri,
        scope,
        challenge: p.code_challenge ?? null,
        method: p.code_challenge_method ?? null,
        offline: p.access_type === 'offline',
        used: false,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', scope.join(' '));
      back.searchParams.set('authuser', '0');
      back.searchParams.set('prompt', 'consent');
    }
    if (p.state !== undefined) back.searchParams.set('state', p.state);
    res.statusCode = 302;
    res.setHeader('location', back.toString());
    res.end();
  }

  private issueAccessToken(grant: Grant) {
    const token = `ya29.${crypto.randomBytes(32).toString('base64url')}`;
    this.tokens.set(token, { grant, expiresAt: Date.now() + this.accessTokenTtl * 1000 });
    return token;
  }

  private async token(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = new URLSearchParams(await this.body(req));
    const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    const clientId = form.get('client_id') ?? basicId;
    const clientSecret = form.get('client_secret') ?? basicSecret;
    const grantType = form.get('grant_type');
    this.count(`token.${grantType}`);
    if (clientId !== this.clientId || clientSecret !== this.clientSecret) return this.oauthError(res, 401, 'invalid_client', 'Unauthorized');

    if (grantType === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      if (!code || code.used) return this.oauthError(res, 400, 'invalid_grant', 'Bad Request');
      code.used = true;
      if (form.get('redirect_uri') !== code.redirectUri) return this.oauthError(res, 400, 'redirect_uri_mismatch', 'Bad Request');
      if (code.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        const computed = code.method === 'S256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (computed !== code.challenge) return this.oauthError(res, 400, 'invalid_grant', 'Invalid code verifier.');
      }
      const grant: Grant = { refreshToken: `1//0g${crypto.randomBytes(32).toString('base64url')}`, scope: code.scope, revoked: false };
      this.grants.push(grant);
      return this.send(res, 200, {
        access_token: this.issueAccessToken(grant),
        expires_in: this.accessTokenTtl,
        ...(code.offline ? { refresh_token: grant.refreshToken } : {}),
        scope: code.scope.join(' '),
        token_type: 'Bearer',
      });
    }
    if (grantType === 'refresh_token') {
      const grant = this.grants.find((g) => g.refreshToken === form.get('refresh_token'));
      if (!grant || grant.revoked) return this.oauthError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
      return this.send(res, 200, {
        access_token: this.issueAccessToken(grant),
        expires_in: this.accessTokenTtl,
        scope: grant.scope.join(' '),
        token_type: 'Bearer',
      });
    }
    return this.oauthError(res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  }

  private authorise(req: http.IncomingMessage, res: http.ServerResponse, scopes: string[]) {
    const bearer = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    const t = bearer ? this.tokens.get(bearer) : undefined;
    if (!t || t.expiresAt <= Date.now() || t.grant.revoked) {
      this.apiError(
        res,
        401,
        { message: ERRORS[401]!.message, reason: 'authError' },
        { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
      );
      return false;
    }
    if (!scopes.some((s) => t.grant.scope.includes(s))) {
      this.apiError(res, 403);
      return false;
    }
    return true;
  }

  private async api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, user: string, path: string, upload = false) {
    const method = this.methodOf(req.method ?? 'GET', path);
    this.count(method);
    const i = this.injected.findIndex((f) => !f.method || f.method === method);
    if (i >= 0) {
      const f = this.injected.splice(i, 1)[0]!;
      this.failuresServed++;
      if (f.status === 'reset') {
        req.socket.destroy();
        return;
      }
      const headers: Record<string, string> = f.retryAfter !== null ? { 'retry-after': String(f.retryAfter) } : {};
      if (f.status === 403) {
        return this.apiError(res, 403, { message: 'User-rate limit exceeded.', reason: f.reason ?? 'userRateLimitExceeded', domain: 'usageLimits' }, headers);
      }
      return this.apiError(res, f.status, {}, headers);
    }
    const write = method === 'messages.modify' || method === 'messages.batchModify';
    if (!this.authorise(req, res, method === 'messages.send' ? SEND_SCOPES : write ? WRITE_SCOPES : READ_SCOPES)) return;
    if (user !== 'me' && user.toLowerCase() !== this.email.toLowerCase()) {
      return this.apiError(res, 403, { message: 'Delegation denied for ' + this.email, reason: 'forbidden' });
    }
    const q = url.searchParams;
    switch (method) {
      case 'users.getProfile':
        return this.send(res, 200, {
          emailAddress: this.email,
          messagesTotal: this.messages.size,
          threadsTotal: new Set([...this.messages.values()].map((m) => m.threadId)).size,
          historyId: String(this.historyId),
        });
      case 'messages.list':
        return this.list(res, q);
      case 'messages.get':
        return this.get(res, decodeURIComponent(path.split('/')[2]!), q);
      case 'messages.modify': {
        const id = decodeURIComponent(path.split('/')[2]!);
        const m = this.messages.get(id);
        if (!m) return this.apiError(res, 404);
        const body = JSON.parse((await this.body(req)) || '{}');
        this.modifications.push({ via: 'modify', ids: [id], add: body.addLabelIds ?? [], remove: body.removeLabelIds ?? [] });
        this.changeLabels(id, body.addLabelIds ?? [], body.removeLabelIds ?? []);
        return this.send(res, 200, { id: m.id, threadId: m.threadId, labelIds: [...m.labelIds] });
      }
      case 'messages.batchModify': {
        const body = JSON.parse((await this.body(req)) || '{}');
        const ids: string[] = body.ids ?? [];
        if (!ids.length || ids.length > 1000) return this.apiError(res, 400, { message: 'ids must hold 1 to 1000 message ids' });
        if (ids.some((id) => !this.messages.has(id))) return this.apiError(res, 400, { message: 'Invalid id value' });
        this.modifications.push({ via: 'batchModify', ids, add: body.addLabelIds ?? [], remove: body.removeLabelIds ?? [] });
        for (const id of ids) this.changeLabels(id, body.addLabelIds ?? [], body.removeLabelIds ?? []);
        return this.send(res, 204);
      }
      case 'history.list':
        return this.historyList(res, q);
      case 'messages.send':
        return this.sendMessage(req, res, q, upload);
      default:
        return this.apiError(res, 404);
    }
  }

  /** users.messages.send: the raw MIME as JSON `{raw, threadId}`, or uploaded (media, or multipart/related metadata + message). */
  private async sendMessage(req: http.IncomingMessage, res: http.ServerResponse, q: URLSearchParams, upload: boolean) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    let raw: Buffer | null = null;
    let meta: { threadId?: string } = {};
    try {
      if (!upload) {
        const json = JSON.parse(body.toString('utf8') || '{}');
        meta = json;
        raw = json.raw ? Buffer.from(String(json.raw), 'base64url') : null;
      } else if (q.get('uploadType') === 'multipart') {
        const boundary = String(req.headers['content-type']).match(/boundary="?([^";]+)"?/)?.[1];
        if (!boundary) return this.apiError(res, 400, { message: 'Missing multipart boundary' });
        const parts = body
          .toString('latin1')
          .split(`--${boundary}`)
          .slice(1, -1)
          .map((p) => p.replace(/^\r\n/, '').replace(/\r\n$/, ''));
        const split = (p: string) => [p.slice(0, p.indexOf('\r\n\r\n')), p.slice(p.indexOf('\r\n\r\n') + 4)] as const;
        const [, json] = split(parts[0] ?? '');
        meta = JSON.parse(json || '{}');
        const [head, content] = split(parts[1] ?? '');
        raw = Buffer.from(content, /base64/i.test(head) ? 'base64' : 'latin1');
      } else {
        raw = body;
      }
    } catch {
      return this.apiError(res, 400, { message: 'Invalid message body' });
    }
    if (!raw?.length) return this.apiError(res, 400, { message: "'raw' RFC822 payload message string or uploading message via /upload/* URL required" });
    if (!headerOf(raw, 'To') && !headerOf(raw, 'Cc') && !headerOf(raw, 'Bcc')) return this.apiError(res, 400, { message: 'Recipient address required' });
    const requested = meta.threadId ?? null;
    if (requested && ![...this.messages.values()].some((m) => m.threadId === requested)) return this.apiError(res, 404);
    const id = this.addMessage(raw, { labelIds: ['SENT'], ...(requested ? { threadId: requested } : {}) });
    const m = this.messages.get(id)!;
    this.sent.push({ id, threadId: m.threadId, requestedThreadId: requested, raw, via: upload ? 'upload' : 'json' });
    return this.send(res, 200, { id, threadId: m.threadId, labelIds: ['SENT'] });
  }

  private methodOf(verb: string, path: string) {
    if (verb === 'GET' && path === '/profile') return 'users.getProfile';
    if (verb === 'GET' && path === '/messages') return 'messages.list';
    if (verb === 'POST' && path === '/messages/batchModify') return 'messages.batchModify';
    if (verb === 'GET' && /^\/messages\/[^/]+$/.test(path)) return 'messages.get';
    if (verb === 'POST' && /^\/messages\/[^/]+\/modify$/.test(path)) return 'messages.modify';
    if (verb === 'GET' && path === '/history') return 'history.list';
    if (verb === 'POST' && path === '/messages/send') return 'messages.send';
    return `${verb} ${path}`;
  }

  // ───────────────────────────── Calendar API v3 ─────────────────────────────

  /** Puts an event on the primary calendar as another client (or the user) would. */
  addCalendarEvent(body: Record<string, any>) {
    const now = new Date().toISOString();
    const id = crypto.randomBytes(13).toString('hex'); // base32hex characters, as Google's ids
    const event = {
      kind: 'calendar#event',
      etag: `"${Date.now()}"`,
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${this.email}`).toString('base64url')}`,
      created: now,
      updated: now,
      creator: { email: this.email, self: true },
      organizer: { email: this.email, self: true },
      iCalUID: `${id}@google.com`,
      sequence: 0,
      eventType: 'default',
      ...body,
    };
    this.calendarEvents.push(event);
    return event;
  }

  /** Serves an injected failure for `method`, if one is queued. */
  private serveInjected(req: http.IncomingMessage, res: http.ServerResponse, method: string) {
    const i = this.injected.findIndex((f) => !f.method || f.method === method);
    if (i < 0) return false;
    const f = this.injected.splice(i, 1)[0]!;
    this.failuresServed++;
    if (f.status === 'reset') {
      req.socket.destroy();
      return true;
    }
    const headers: Record<string, string> = f.retryAfter !== null ? { 'retry-after': String(f.retryAfter) } : {};
    if (f.status === 403) this.apiError(res, 403, { message: 'Rate Limit Exceeded', reason: f.reason ?? 'rateLimitExceeded', domain: 'usageLimits' }, headers);
    else this.apiError(res, f.status, {}, headers);
    return true;
  }

  private async calendarApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, calendarId: string) {
    const method = req.method === 'POST' ? 'calendar.events.insert' : req.method === 'GET' ? 'calendar.events.list' : `${req.method} ${url.pathname}`;
    this.count(method);
    if (this.serveInjected(req, res, method)) return;
    if (!this.authorise(req, res, CALENDAR_SCOPES)) return;
    if (calendarId !== 'primary' && calendarId.toLowerCase() !== this.email.toLowerCase()) return this.apiError(res, 404);
    const q = url.searchParams;
    if (method === 'calendar.events.list') {
      const wanted = (name: string) => q.getAll(name).map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const);
      if ([...wanted('privateExtendedProperty'), ...wanted('sharedExtendedProperty')].some(([k]) => !k)) {
        return this.apiError(res, 400, { message: 'Invalid extended property constraint' });
      }
      const items = this.calendarEvents
        .filter((e) => q.get('showDeleted') === 'true' || e.status !== 'cancelled')
        .filter((e) => wanted('privateExtendedProperty').every(([k, v]) => e.extendedProperties?.private?.[k] === v))
        .filter((e) => wanted('sharedExtendedProperty').every(([k, v]) => e.extendedProperties?.shared?.[k] === v))
        .filter((e) => !q.get('iCalUID') || e.iCalUID === q.get('iCalUID'));
      const { max, offset, token } = this.page(q, 250);
      return this.send(res, 200, {
        kind: 'calendar#events',
        summary: this.email,
        updated: new Date().toISOString(),
        timeZone: 'UTC',
        accessRole: 'owner',
        defaultReminders: [],
        ...(offset + max < items.length ? { nextPageToken: token(offset + max) } : {}),
        items: items.slice(offset, offset + max),
      });
    }
    if (method === 'calendar.events.insert') {
      let body: Record<string, any>;
      try {
        body = JSON.parse((await this.body(req)) || '{}');
      } catch {
        return this.apiError(res, 400, { message: 'Parse Error', reason: 'parseError' });
      }
      const at = (t: any) => (t?.date ? Date.parse(`${t.date}T00:00:00Z`) : t?.dateTime ? Date.parse(t.dateTime) : NaN);
      if (!body.start || !body.end || !Number.isFinite(at(body.start)) || !Number.isFinite(at(body.end))) {
        return this.apiError(res, 400, { message: 'Missing or invalid start or end time.', reason: 'required' });
      }
      if (!!body.start.date !== !!body.end.date)
        return this.apiError(res, 400, { message: 'Start and end times must either both be date or both be dateTime.', reason: 'invalid' });
      if (at(body.end) <= at(body.start)) return this.apiError(res, 400, { message: 'The specified time range is empty.', reason: 'timeRangeEmpty' });
      if (body.source && !/^https?:\/\//.test(body.source.url ?? '')) return this.apiError(res, 400, { message: 'Invalid source URL.', reason: 'invalid' });
      const { id: _id, ...rest } = body;
      return this.send(res, 200, this.addCalendarEvent(rest));
    }
    return this.apiError(res, 404);
  }

  private page(q: URLSearchParams, defaultSize: number) {
    const max = Math.min(Math.max(Number(q.get('maxResults') ?? defaultSize) || defaultSize, 1), 500);
    const offset = q.get('pageToken') ? Number(Buffer.from(q.get('pageToken')!, 'base64url').toString()) : 0;
    return { max, offset, token: (n: number) => Buffer.from(String(n)).toString('base64url') };
  }

  private list(res: http.ServerResponse, q: URLSearchParams) {
    const labels = q.getAll('labelIds');
    const spamTrash = q.get('includeSpamTrash') === 'true';
    const matching = [...this.messages.values()]
      .filter((m) => spamTrash || (!m.labelIds.has('SPAM') && !m.labelIds.has('TRASH')))
      .filter((m) => labels.every((l) => m.labelIds.has(l)))
      .sort((a, b) => b.internalDate - a.internalDate || (BigInt(`0x${b.id}`) > BigInt(`0x${a.id}`) ? 1 : -1));
    const { max, offset, token } = this.page(q, 100);
    const slice = matching.slice(offset, offset + max);
    return this.send(res, 200, {
      ...(slice.length ? { messages: slice.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}),
      ...(offset + max < matching.length ? { nextPageToken: token(offset + max) } : {}),
      resultSizeEstimate: matching.length,
    });
  }

  private get(res: http.ServerResponse, id: string, q: URLSearchParams) {
    const m = this.messages.get(id);
    if (!m) return this.apiError(res, 404);
    const format = q.get('format') ?? 'full';
    if (!['raw', 'minimal'].includes(format)) return this.apiError(res, 400, { message: `This fixture serves format=raw and format=minimal, not ${format}` });
    const text = m.raw.toString('utf8');
    const bodyStart = text.search(/\r?\n\r?\n/);
    const snippet = (bodyStart < 0 ? '' : text.slice(bodyStart)).replace(/\s+/g, ' ').trim().slice(0, 200);
    return this.send(res, 200, {
      id: m.id,
      threadId: m.threadId,
      labelIds: [...m.labelIds],
      snippet,
      sizeEstimate: m.raw.length,
      historyId: String(m.historyId),
      internalDate: String(m.internalDate),
      ...(format === 'raw' ? { raw: m.raw.toString('base64url') } : {}),
    });
  }

  private historyList(res: http.ServerResponse, q: URLSearchParams) {
    const start = Number(q.get('startHistoryId'));
    if (!q.get('startHistoryId') || !Number.isFinite(start)) return this.apiError(res, 400, { message: 'Invalid startHistoryId' });
    if (start < this.oldestHistoryId) return this.apiError(res, 404);
    const types = new Set(q.getAll('historyTypes'));
    const labelId = q.get('labelId');
    const keys = { messageAdded: 'messagesAdded', messageDeleted: 'messagesDeleted', labelAdded: 'labelsAdded', labelRemoved: 'labelsRemoved' } as const;
    const records = this.history
      .filter((r) => r.id > start)
      .map((r) => {
        if (!types.size) return r;
        const out: HistoryRecord = { id: r.id, messages: r.messages };
        for (const [type, key] of Object.entries(keys)) if (types.has(type) && r[key]) (out as any)[key] = r[key];
        return out;
      })
      .filter((r) => !types.size || Object.values(keys).some((k) => r[k]))
      .filter((r) => !labelId || Object.values(keys).some((k) => (r[k] ?? []).some((e: { message: Ref }) => e.message.labelIds?.includes(labelId))));
    const { max, offset, token } = this.page(q, 100);
    const slice = records.slice(offset, offset + max).map((r) => ({ ...r, id: String(r.id) }));
    return this.send(res, 200, {
      ...(slice.length ? { history: slice } : {}),
      ...(offset + max < records.length ? { nextPageToken: token(offset + max) } : {}),
      historyId: String(this.historyId),
    });
  }
}

export async function startGmailFixture(email = 'founder.gmail@example.com') {
  return new GmailFixture(email).start();
}
