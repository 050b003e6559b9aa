// Gmail through the Gmail REST API with the production `googleapis` client
// (pointed at GMAIL_API_ROOT / GOOGLE_OAUTH_ROOT when set, as the tests do).
//
// Full sync: the profile's historyId is noted first, then every message id is
// listed (all mail but SPAM/TRASH) and the ones this account does not hold yet are
// fetched raw in bounded-concurrency batches; each batch is one `ctx.store`, and
// the last one also saves the noted historyId as the cursor, in its transaction.
// Mail already held is not fetched again: its read/starred/inbox/trash state is
// reconciled from cheap id listings, and held mail no longer listed is dropped.
//
// Incremental sync: `history.list` from the cursor. Added mail is fetched and
// stored; deleted mail loses this account's copy (the Email is marked deleted when
// no other live copy holds it); label changes move isRead (UNREAD), isStarred
// (STARRED), isArchived (INBOX) and isDeleted (TRASH/SPAM). All of it, and the
// new cursor, commit together. An expired cursor (404) falls back to a full sync.
//
// Every call is paced by a per-mailbox token bucket (Gmail's 15,000 quota units
// per user per minute) and retried on 429, 5xx and rate-limit 403s with
// exponential backoff and jitter, honouring Retry-After; a message is never
// skipped because of a limit (the sync fails and the next one resumes instead).
import { gmail as gmailApi, auth as googleAuth, type gmail_v1, type MethodOptions } from 'googleapis/build/src/apis/gmail/index.js';
import type { Config } from '../../config.ts';
import type { IncomingMessage, Tx } from '../mail/mail.ingest.ts';
import { mailCopies } from '../mail/mail.service.ts';
import { saveGmailCursor } from '../accounts/accounts.service.ts';
import type { Logger } from '../../platform/logger.ts';
import { classifyGoogleError } from '../../platform/google-errors.ts';
import { retrying, sleep, type RetryVerdict } from '../../platform/retry.ts';
import { ReconnectRequiredError, type FlagChange, type FlagPush, type MailSource, type SyncContext } from './sync.types.ts';

export const GMAIL_SCOPES = [
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/gmail.send',
  'openid',
  'email',
] as const;

/** Quota units per method (Gmail API usage limits). */
export const GMAIL_UNITS = {
  'users.getProfile': 1,
  'messages.list': 5,
  'messages.get': 5,
  'history.list': 2,
  'messages.modify': 5,
  'messages.batchModify': 50,
} as const;
export type GmailMethod = keyof typeof GMAIL_UNITS;

/** Per-user quota: 15,000 units a minute, i.e. 250 a second with one second of burst. */
const UNITS_PER_SECOND = 15_000 / 60;
const BURST_UNITS = UNITS_PER_SECOND;
const FETCH_CONCURRENCY = 10;
const BATCH_MESSAGES = 50;
const BATCH_BYTES = 32 * 1024 * 1024;
const MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 32_000;
/** A Retry-After beyond this ends the run (nothing is lost: the cursor did not move). */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

const UNREAD = 'UNREAD';
const STARRED = 'STARRED';
const INBOX = 'INBOX';
const SENT = 'SENT';
const TRASH = 'TRASH';
const SPAM = 'SPAM';
/** Not mail we store: drafts, chats, and what sits in spam or trash. */
const HIDDEN = new Set(['DRAFT', 'CHAT', SPAM, TRASH]);
const isHidden = (labels: Iterable<string>) => [...labels].some((l) => HIDDEN.has(l));
const isTrashed = (labels: Set<string>) => labels.has(TRASH) || labels.has(SPAM);
/** Out of the inbox and not merely the user's own sent copy. */
const isArchivedBy = (labels: Set<string>) => !labels.has(INBOX) && !labels.has(SENT) && !labels.has('DRAFT');

type OAuth2Client = InstanceType<typeof googleAuth.OAuth2>;
type Credentials = Parameters<OAuth2Client['setCredentials']>[0];
type Logged = Pick<Logger, 'debug' | 'warn'>;

// ───────────────────────────── clients ─────────────────────────────

export function isGmailConfigured(config: Config) {
  return !!(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** Google's OAuth client; GOOGLE_OAUTH_ROOT replaces accounts.google.com and oauth2.googleapis.com. */
export function googleOAuthClient(config: Config, redirectUri?: string): OAuth2Client {
  const root = config.GOOGLE_OAUTH_ROOT?.replace(/\/+$/, '');
  return new googleAuth.OAuth2({
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri,
    ...(root
      ? {
          endpoints: {
            oauth2AuthBaseUrl: `${root}/o/oauth2/v2/auth`,
            oauth2TokenUrl: `${root}/token`,
            oauth2RevokeUrl: `${root}/revoke`,
            tokenInfoUrl: `${root}/tokeninfo`,
          },
        }
      : {}),
  });
}

/**
 * An OAuth client holding a mailbox's stored tokens. Tokens Google refreshes are merged
 * (the refresh token kept unless a new one came) and handed to `save` as they arrive;
 * `flush` waits for those saves. `onSaveError` hears a save that failed.
 */
export function authorisedGoogleClient(
  config: Config,
  stored: Credentials,
  save: (tokens: Credentials) => Promise<void>,
  onSaveError: (error: unknown) => void = () => {},
) {
  const oauth = googleOAuthClient(config);
  oauth.setCredentials(stored);
  let current: Credentials = { ...stored };
  const saves: Promise<void>[] = [];
  oauth.on('tokens', (tokens: Credentials) => {
    const { id_token: _idToken, ...rest } = tokens;
    current = { ...current, ...rest, refresh_token: tokens.refresh_token ?? current.refresh_token };
    saves.push(save(current).catch(onSaveError));
  });
  return { oauth, flush: () => Promise.all(saves).then(() => {}) };
}

/** The Gmail API client. Retries are ours (paced, with Retry-After), so the library's are off. */
export function gmailClient(config: Config, auth: OAuth2Client): gmail_v1.Gmail {
  return gmailApi({ version: 'v1', auth, retry: false, timeout: 120_000, ...(config.GMAIL_API_ROOT ? { rootUrl: config.GMAIL_API_ROOT } : {}) });
}

// ───────────────────────────── pacing and retries ─────────────────────────────

/** A token bucket served in arrival order; a rate-limit answer pauses every caller. */
export class TokenBucket {
  private tokens: number;
  private last = Date.now();
  private pausedUntil = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly perSecond: number,
    private readonly capacity: number,
  ) {
    this.tokens = capacity;
  }

  take(units: number, signal?: AbortSignal): Promise<void> {
    const turn = this.queue.then(() => this.acquire(Math.min(units, this.capacity), signal));
    this.queue = turn.catch(() => {});
    return turn;
  }

  pause(ms: number) {
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + ms);
  }

  private async acquire(units: number, signal?: AbortSignal) {
    for (;;) {
      const now = Date.now();
      if (this.pausedUntil > now) {
        await sleep(this.pausedUntil - now, signal);
        continue;
      }
      this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
      this.last = now;
      if (this.tokens >= units) {
        this.tokens -= units;
        return;
      }
      await sleep(Math.ceil(((units - this.tokens) / this.perSecond) * 1000), signal);
    }
  }
}

/** One bucket per mailbox: Google counts the quota per user, whichever job is calling. */
const buckets = new Map<string, TokenBucket>();
function bucketFor(email: string) {
  const key = email.toLowerCase();
  let b = buckets.get(key);
  if (!b) buckets.set(key, (b = new TokenBucket(UNITS_PER_SECOND, BURST_UNITS)));
  return b;
}

/** A Gmail API failure that was not worth (or no longer worth) retrying. */
export class GmailApiError extends Error {
  override name = 'GmailApiError';
  constructor(
    message: string,
    public readonly status: number | null,
    public readonly reason: string | null,
  ) {
    super(message);
  }
}

/** Calls the Gmail API for one mailbox: paced, retried, refreshing the access token when Google asks. */
export class GmailCaller {
  constructor(
    private readonly oauth: OAuth2Client,
    private readonly mailbox: string,
    private readonly signal: AbortSignal,
    private readonly logger: Logged,
    private readonly bucket = bucketFor(mailbox),
  ) {}

  async call<T>(method: GmailMethod, run: (options: MethodOptions) => Promise<{ data: T }>): Promise<T> {
    let forcedRefresh = false;
    let tokenUsed: string | null | undefined;
    return retrying(
      async () => {
        await this.bucket.take(GMAIL_UNITS[method], this.signal);
        tokenUsed = this.oauth.credentials.access_token;
        return (await run({ signal: this.signal })).data;
      },
      { attempts: MAX_ATTEMPTS, baseDelayMs: BACKOFF_BASE_MS, maxDelayMs: BACKOFF_CAP_MS, signal: this.signal },
      (error, attempt): RetryVerdict => {
        const f = classifyGoogleError(error);
        if (f.grantError === 'invalid_grant') {
          return {
            giveUp: new ReconnectRequiredError(
              `Google no longer accepts Nugget's access to ${this.mailbox} (the permission was revoked or has expired). Reconnect the account.`,
            ),
          };
        }
        if (f.grantError === 'invalid_client' || f.grantError === 'unauthorized_client') {
          return {
            giveUp: new GmailApiError("Google rejected this server's OAuth client: check GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.", f.status, f.grantError),
          };
        }
        if (f.status === 401) {
          // An access token Google no longer honours: refresh once (unless another call just did) and retry.
          if (!forcedRefresh) {
            forcedRefresh = true;
            if (this.oauth.credentials.access_token === tokenUsed) this.oauth.setCredentials({ ...this.oauth.credentials, expiry_date: 1 });
            return { again: 'now' };
          }
          return { giveUp: new ReconnectRequiredError(`Google refused Nugget's access to ${this.mailbox} even after a token refresh. Reconnect the account.`) };
        }
        if (f.scopeMissing) {
          return {
            giveUp: new ReconnectRequiredError(
              `Nugget lacks Gmail permission for ${this.mailbox} (${method}). Reconnect the account and allow every requested permission.`,
            ),
          };
        }
        if (!f.retryable || attempt.last) {
          const what = f.retryable ? `still failing after ${attempt.number} attempts` : 'failed';
          return { giveUp: new GmailApiError(`Gmail ${method} ${what}: ${f.status ?? 'no answer'} ${f.message}`, f.status, f.reason) };
        }
        if (f.retryAfterMs !== null && f.retryAfterMs > MAX_RETRY_AFTER_MS) {
          return {
            giveUp: new GmailApiError(
              `Gmail asked Nugget to pause ${Math.round(f.retryAfterMs / 60_000)} minutes (${f.message}); the next sync continues from here.`,
              f.status,
              f.reason,
            ),
          };
        }
        return { again: 'later', afterMs: f.retryAfterMs };
      },
      (error, attempt, delayMs) => {
        const f = classifyGoogleError(error);
        if (f.rateLimited) this.bucket.pause(delayMs);
        this.logger.debug('gmail call will be retried', { method, status: f.status, reason: f.reason, attempt: attempt.number, delayMs: Math.round(delayMs) });
      },
    );
  }
}

type SessionContext = Pick<SyncContext, 'account' | 'credentials' | 'saveCredentials' | 'signal' | 'logger'>;

/** An authorised Gmail session for one sync or push; refreshed tokens are saved (sealed) as they arrive. */
function openSession(config: Config, ctx: SessionContext) {
  if (!isGmailConfigured(config)) {
    throw new Error('Gmail is not configured on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.');
  }
  const stored = ctx.credentials() as Credentials | null;
  if (!stored?.refresh_token) {
    throw new ReconnectRequiredError(`No Google authorisation is stored for ${ctx.account.email}. Reconnect the account.`);
  }
  const { oauth, flush } = authorisedGoogleClient(
    config,
    stored,
    (tokens) => ctx.saveCredentials(tokens),
    (e) => ctx.logger.warn('could not save refreshed Gmail tokens', { error: String(e) }),
  );
  return {
    api: gmailClient(config, oauth),
    caller: new GmailCaller(oauth, ctx.account.email, ctx.signal, ctx.logger),
    flush,
  };
}
type Session = ReturnType<typeof openSession>;

// ───────────────────────────── reading and writing state ─────────────────────────────

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

type Held = { id: string; providerId: string; emailId: string; labelIds: string[] };

const readInTransaction = <T>(ctx: Pick<SyncContext, 'transaction'>, read: (tx: Tx) => Promise<T>): Promise<T> => ctx.transaction(read);

const heldSources = (tx: Tx, accountId: string, providerIds?: string[]): Promise<Map<string, Held>> => mailCopies.held(tx, accountId, providerIds);

/** Emails whose last live copy went to trash, spam or away are marked deleted. */
async function markDeletedUnlessHeldElsewhere(tx: Tx, emailIds: string[]) {
  for (const ids of chunks([...new Set(emailIds)], 1000)) {
    const keep = await mailCopies.withLiveCopy(tx, ids, [TRASH, SPAM]);
    const gone = ids.filter((id) => !keep.has(id));
    if (gone.length) await mailCopies.setFlags(tx, gone, { isDeleted: true });
  }
}

/**
 * Moves held copies from their stored labels to new ones. Only the flags whose
 * label actually changed are written, so a change made in Nugget and not yet
 * echoed by Gmail is not undone by an unrelated label.
 */
async function applyLabelChanges(tx: Tx, changes: { held: Held; after: string[] }[]) {
  const trashed: string[] = [];
  for (const { held, after } of changes) {
    const b = new Set(held.labelIds);
    const a = new Set(after);
    const changed = (label: string) => b.has(label) !== a.has(label);
    if (b.size !== a.size || [...a].some((l) => !b.has(l))) {
      await mailCopies.setLabels(tx, held.id, [...a]);
    }
    const data: Parameters<typeof mailCopies.setFlags>[2] = {};
    if (changed(UNREAD)) data.isRead = !a.has(UNREAD);
    if (changed(STARRED)) data.isStarred = a.has(STARRED);
    if (changed(INBOX) || changed(SENT)) data.isArchived = isArchivedBy(a);
    if (isTrashed(b) !== isTrashed(a)) {
      if (isTrashed(a)) trashed.push(held.emailId);
      else data.isDeleted = false;
    }
    if (Object.keys(data).length) await mailCopies.setFlags(tx, held.emailId, data);
  }
  await markDeletedUnlessHeldElsewhere(tx, trashed);
}

/** Copies Gmail deleted for good: this account's source goes; the Email is deleted unless held elsewhere. */
async function removeCopies(tx: Tx, held: Held[]) {
  if (!held.length) return;
  for (const part of chunks(held, 1000))
    await mailCopies.remove(
      tx,
      part.map((h) => h.id),
    );
  await markDeletedUnlessHeldElsewhere(
    tx,
    held.map((h) => h.emailId),
  );
}

/** Freshly fetched mail: the Email's flags follow this copy's labels (a copy linked to an existing Email included). */
async function applyFetchedState(tx: Tx, accountId: string, messages: IncomingMessage[]) {
  if (!messages.length) return;
  const emailOf = await mailCopies.emailIds(
    tx,
    accountId,
    messages.map((m) => m.providerId),
  );
  const groups = new Map<string, { data: Parameters<typeof mailCopies.setFlags>[2]; ids: string[] }>();
  for (const m of messages) {
    const emailId = emailOf.get(m.providerId);
    if (!emailId) continue;
    const labels = new Set(m.labelIds ?? []);
    const data = { isRead: !labels.has(UNREAD), isStarred: labels.has(STARRED), isArchived: isArchivedBy(labels), isDeleted: false };
    const key = JSON.stringify(data);
    const g = groups.get(key) ?? { data, ids: [] as string[] };
    g.ids.push(emailId);
    groups.set(key, g);
  }
  for (const g of groups.values()) await mailCopies.setFlags(tx, g.ids, g.data);
}

const saveCursor = (tx: Tx, accountId: string, historyId: string) => saveGmailCursor(tx, accountId, historyId);

// ───────────────────────────── fetching ─────────────────────────────

function toIncoming(m: gmail_v1.Schema$Message): IncomingMessage | null {
  if (!m.id || !m.raw) return null;
  const labels = m.labelIds ?? [];
  if (isHidden(labels)) return null;
  return {
    providerId: m.id,
    raw: Buffer.from(m.raw, 'base64url'),
    labelIds: labels,
    flags: { read: !labels.includes(UNREAD), starred: labels.includes(STARRED) },
    internalDate: m.internalDate ? new Date(Number(m.internalDate)) : null,
    providerThreadId: m.threadId ?? null,
    sent: labels.includes(SENT),
  };
}

async function fetchRaw(s: Session, id: string): Promise<IncomingMessage | null> {
  try {
    return toIncoming(await s.caller.call('messages.get', (o) => s.api.users.messages.get({ userId: 'me', id, format: 'raw' }, o)));
  } catch (error) {
    if (error instanceof GmailApiError && error.status === 404) return null; // deleted since it was listed
    throw error;
  }
}

/**
 * Fetches the ids in batches (bounded concurrency, bounded bytes) and stores each
 * batch while the next one downloads. `finish` runs in the last batch's transaction.
 */
async function fetchAndStore(s: Session, ctx: SyncContext, ids: string[], finish: (tx: Tx) => Promise<void>) {
  let batch: IncomingMessage[] = [];
  let bytes = 0;
  let storing: Promise<void> | null = null;
  let storeError: unknown = null;
  const flush = async (last: boolean) => {
    if (storing) await storing;
    if (storeError) throw storeError;
    const messages = batch;
    batch = [];
    bytes = 0;
    const advance = async (tx: Tx) => {
      await applyFetchedState(tx, ctx.account.id, messages);
      if (last) await finish(tx);
    };
    if (last) {
      await ctx.store(messages, advance);
      return;
    }
    storing = ctx.store(messages, advance).then(
      () => {
        ctx.progress({ phase: 'fetching' });
      },
      (e) => {
        storeError = e;
      },
    );
  };
  for (const group of chunks(ids, FETCH_CONCURRENCY)) {
    if (storeError) throw storeError;
    for (const m of await mapLimit(group, FETCH_CONCURRENCY, (id) => fetchRaw(s, id))) {
      if (!m) continue;
      batch.push(m);
      bytes += m.raw.length;
    }
    if (batch.length >= BATCH_MESSAGES || bytes >= BATCH_BYTES) await flush(false);
  }
  await flush(true);
}

async function listIds(s: Session, params: gmail_v1.Params$Resource$Users$Messages$List, onFirstPage?: (estimate: number | null) => void) {
  const ids: string[] = [];
  let pageToken: string | undefined;
  let first = true;
  do {
    const page = await s.caller.call('messages.list', (o) => s.api.users.messages.list({ userId: 'me', maxResults: 500, ...params, pageToken }, o));
    if (first) onFirstPage?.(page.resultSizeEstimate ?? null);
    first = false;
    for (const m of page.messages ?? []) if (m.id) ids.push(m.id);
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
  return ids;
}

// ───────────────────────────── the two syncs ─────────────────────────────

async function fullSync(s: Session, ctx: SyncContext) {
  const held = await readInTransaction(ctx, (tx) => heldSources(tx, ctx.account.id));
  ctx.progress({ phase: 'listing', total: null, message: null });
  const profile = await s.caller.call('users.getProfile', (o) => s.api.users.getProfile({ userId: 'me' }, o));
  if (!profile.historyId) throw new GmailApiError('Gmail returned a profile without a historyId.', null, null);
  const startHistoryId = profile.historyId;

  const listed = [...new Set(await listIds(s, { includeSpamTrash: false }, (estimate) => ctx.progress({ total: estimate })))];
  const toFetch = listed.filter((id) => !held.has(id));

  // Mail already held is reconciled from id listings instead of being downloaded again.
  let reconcile: ((tx: Tx) => Promise<void>) | null = null;
  if (held.size) {
    const sets = {
      [UNREAD]: new Set(await listIds(s, { labelIds: [UNREAD] })),
      [STARRED]: new Set(await listIds(s, { labelIds: [STARRED] })),
      [INBOX]: new Set(await listIds(s, { labelIds: [INBOX] })),
      [TRASH]: new Set(await listIds(s, { labelIds: [TRASH], includeSpamTrash: true })),
      [SPAM]: new Set(await listIds(s, { labelIds: [SPAM], includeSpamTrash: true })),
    };
    const listedSet = new Set(listed);
    reconcile = async (tx) => {
      const current = await heldSources(tx, ctx.account.id, [...held.keys()]);
      const changes: { held: Held; after: string[] }[] = [];
      const removed: Held[] = [];
      for (const h of current.values()) {
        const after = new Set(h.labelIds);
        if (listedSet.has(h.providerId)) {
          for (const label of [UNREAD, STARRED, INBOX] as const) {
            if (sets[label].has(h.providerId)) after.add(label);
            else after.delete(label);
          }
          after.delete(TRASH);
          after.delete(SPAM);
        } else if (sets[TRASH].has(h.providerId) || sets[SPAM].has(h.providerId)) {
          if (sets[TRASH].has(h.providerId)) after.add(TRASH);
          if (sets[SPAM].has(h.providerId)) after.add(SPAM);
        } else {
          removed.push(h);
          continue;
        }
        changes.push({ held: h, after: [...after] });
      }
      await applyLabelChanges(tx, changes);
      await removeCopies(tx, removed);
    };
  }

  ctx.progress({ phase: 'fetching', total: toFetch.length });
  await fetchAndStore(s, ctx, toFetch, async (tx) => {
    await reconcile?.(tx);
    await saveCursor(tx, ctx.account.id, startHistoryId);
  });
  return { kind: 'full' as const };
}

type LabelOp = { add: boolean; labels: string[]; current: string[] | null };

async function incrementalSync(s: Session, ctx: SyncContext, startHistoryId: string) {
  ctx.progress({ phase: 'listing', total: null, message: null });
  const added = new Map<string, string[] | null>();
  const deleted = new Set<string>();
  const ops = new Map<string, LabelOp[]>();
  const pushOp = (id: string, op: LabelOp) => ops.set(id, [...(ops.get(id) ?? []), op]);
  let latest = startHistoryId;
  let pageToken: string | undefined;
  try {
    do {
      const page = await s.caller.call('history.list', (o) =>
        s.api.users.history.list(
          { userId: 'me', startHistoryId, pageToken, maxResults: 500, historyTypes: ['messageAdded', 'messageDeleted', 'labelAdded', 'labelRemoved'] },
          o,
        ),
      );
      for (const record of page.history ?? []) {
        for (const a of record.messagesAdded ?? []) if (a.message?.id) added.set(a.message.id, a.message.labelIds ?? null);
        for (const d of record.messagesDeleted ?? []) if (d.message?.id) deleted.add(d.message.id);
        for (const l of record.labelsAdded ?? [])
          if (l.message?.id) pushOp(l.message.id, { add: true, labels: l.labelIds ?? [], current: l.message.labelIds ?? null });
        for (const l of record.labelsRemoved ?? [])
          if (l.message?.id) pushOp(l.message.id, { add: false, labels: l.labelIds ?? [], current: l.message.labelIds ?? null });
      }
      if (page.historyId) latest = page.historyId;
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
  } catch (error) {
    if (error instanceof GmailApiError && error.status === 404) {
      ctx.logger.debug('gmail history expired; running a full sync', { account: ctx.account.id, startHistoryId });
      return fullSync(s, ctx);
    }
    throw error;
  }

  if (latest === startHistoryId && !added.size && !deleted.size && !ops.size) return { kind: 'incremental' as const };

  const touched = [...new Set([...added.keys(), ...ops.keys(), ...deleted])];
  const held = touched.length ? await readInTransaction(ctx, (tx) => heldSources(tx, ctx.account.id, touched)) : new Map<string, Held>();
  const toFetch: string[] = [];
  for (const [id, labels] of added) {
    const last = ops.get(id)?.at(-1)?.current ?? labels;
    if (!deleted.has(id) && !held.has(id) && !(last && isHidden(last))) toFetch.push(id);
  }
  for (const [id, list] of ops) {
    if (added.has(id) || held.has(id) || deleted.has(id)) continue;
    // Mail we do not hold that came into view: a sent draft, or mail back from trash or spam.
    const current = list.at(-1)!.current;
    const surfaced = current ? !isHidden(current) : list.some((o) => !o.add && isHidden(o.labels));
    if (surfaced) toFetch.push(id);
  }
  const fetchedIds = new Set(toFetch);

  ctx.progress({ phase: 'fetching', total: toFetch.length });
  await fetchAndStore(s, ctx, toFetch, async (tx) => {
    const changedIds = [...new Set([...ops.keys(), ...deleted])].filter((id) => !fetchedIds.has(id));
    const current = changedIds.length ? await heldSources(tx, ctx.account.id, changedIds) : new Map<string, Held>();
    await removeCopies(
      tx,
      [...deleted].map((id) => current.get(id)).filter((h): h is Held => !!h),
    );
    const changes: { held: Held; after: string[] }[] = [];
    for (const [id, list] of ops) {
      const h = current.get(id);
      if (!h || deleted.has(id) || fetchedIds.has(id)) continue;
      const after = new Set(h.labelIds);
      for (const op of list)
        for (const l of op.labels)
          if (op.add) after.add(l);
          else after.delete(l);
      changes.push({ held: h, after: [...after] });
    }
    await applyLabelChanges(tx, changes);
    await saveCursor(tx, ctx.account.id, latest);
  });
  return { kind: 'incremental' as const };
}

// ───────────────────────────── flags back to Gmail ─────────────────────────────

function labelEdits(change: FlagChange) {
  const add: string[] = [];
  const remove: string[] = [];
  const set = (on: boolean | undefined, label: string) => (on === undefined ? null : (on ? add : remove).push(label));
  if (change.read !== undefined) set(!change.read, UNREAD);
  set(change.starred, STARRED);
  if (change.archived !== undefined) set(!change.archived, INBOX);
  set(change.deleted, TRASH);
  return { add, remove };
}

async function modifyOne(s: Session, id: string, add: string[], remove: string[]) {
  try {
    await s.caller.call('messages.modify', (o) =>
      s.api.users.messages.modify({ userId: 'me', id, requestBody: { addLabelIds: add, removeLabelIds: remove } }, o),
    );
  } catch (error) {
    if (error instanceof GmailApiError && error.status === 404) return; // gone from the mailbox meanwhile
    throw error;
  }
}

async function pushFlags(s: Session, pushes: FlagPush[]) {
  const byChange = new Map<string, { change: FlagChange; ids: string[] }>();
  for (const p of pushes) {
    const key = JSON.stringify(p.change);
    const g = byChange.get(key) ?? { change: p.change, ids: [] };
    g.ids.push(p.providerId);
    byChange.set(key, g);
  }
  for (const { change, ids } of byChange.values()) {
    const { add, remove } = labelEdits(change);
    if (!add.length && !remove.length) continue;
    const unique = [...new Set(ids)];
    if (unique.length === 1) {
      await modifyOne(s, unique[0]!, add, remove);
      continue;
    }
    for (const part of chunks(unique, 1000)) {
      try {
        await s.caller.call('messages.batchModify', (o) =>
          s.api.users.messages.batchModify({ userId: 'me', requestBody: { ids: part, addLabelIds: add, removeLabelIds: remove } }, o),
        );
      } catch (error) {
        // One id Gmail no longer knows fails the whole batch: fall back to one call per message.
        if (!(error instanceof GmailApiError) || error.status === null || error.status < 400 || error.status >= 500) throw error;
        await mapLimit(part, FETCH_CONCURRENCY, (id) => modifyOne(s, id, add, remove));
      }
    }
  }
}

// ───────────────────────────── the source ─────────────────────────────

export function createGmailSource(config: Config): MailSource {
  return {
    async sync(ctx) {
      const s = openSession(config, ctx);
      try {
        const cursor = ctx.account.gmailHistoryId;
        return ctx.kind === 'full' || !cursor ? await fullSync(s, ctx) : await incrementalSync(s, ctx, cursor);
      } finally {
        await s.flush();
      }
    },
    async pushFlags(ctx, pushes) {
      if (!pushes.length) return;
      const s = openSession(config, ctx);
      try {
        await pushFlags(s, pushes);
      } finally {
        await s.flush();
      }
    },
  };
}
