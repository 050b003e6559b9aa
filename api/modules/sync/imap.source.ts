// IMAP (imap, yahoo, apple, protonmail via Bridge, fastmail, zoho, custom, outlook)
// through imapflow: with a password, or XOAUTH2 for mailboxes connected by sign-in.
//
// The cursor is per folder (MailFolder): UIDVALIDITY + the last UID stored +
// HIGHESTMODSEQ (CONDSTORE). A sync runs in three passes over one connection:
//   1. listing   — refresh the folder list (new folders recorded, roles by special-use),
//                  then per folder: EXAMINE and UID SEARCH ALL (the UIDs on the server
//                  now: what is new, and what was expunged) — total = messages to fetch;
//   2. fetching  — per selected folder, new messages in batches of FETCH_BATCH, each
//                  batch stored with its cursor in one transaction; then the flag
//                  changes of the messages synced before (CHANGEDSINCE with CONDSTORE,
//                  else every flag compared);
//   3. reconcile — one transaction: drop the copies the server no longer has (or that
//                  belong to an old UIDVALIDITY) and the Emails no copy holds any more;
//                  copies pushFlags moved to Archive/Trash are found there and kept.
// Killing the process anywhere leaves cursors that match the stored rows; the next
// sync continues from them and the ingest's uniqueness keeps it from storing twice.
import { ImapFlow, type FetchMessageObject, type ListResponse, type MailboxObject } from 'imapflow';
import type { MailFolder } from '../../db/generated/client.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { ImapSettings } from '../accounts/accounts.service.ts';
import type { Config } from '../../config.ts';
import { freshAccessToken, isOAuthCredentials, mailOAuthProvider } from '../accounts/mail-oauth.ts';
import type { IncomingMessage, Tx } from '../mail/mail.ingest.ts';
import { mailCopies } from '../mail/mail.service.ts';
import { mailFolders } from '../accounts/accounts.service.ts';
import { ReconnectRequiredError, type FlagChange, type FlagPush, type MailSource, type SyncContext } from './sync.types.ts';
import { MailHostError, resolveMailHost, type MailHostPolicy } from '../../platform/mail-hosts.ts';
import net from 'node:net';

export type ImapFolder = { path: string; role: 'inbox' | 'sent' | null };

/** Messages fetched (and stored, with the cursor) per round trip. */
export const FETCH_BATCH = 50;
/** Copies looked up per sync in the Archive/Trash folder after Nugget moved them there (the rest wait for the next sync). */
const RELOCATE_LIMIT = 200;
const CHUNK = 1000;

/**
 * An IMAP client for `s`, after the host passed the mail-host policy (no private networks
 * unless allowed). The connection goes to the checked address; a password never travels
 * in clear text to a host that is not an allowed private one (STARTTLS is required).
 */
export async function imapClient(s: ImapSettings, policy: MailHostPolicy) {
  const { address, privateAllowed } = await resolveMailHost(s.host, policy, 'IMAP');
  return new ImapFlow({
    host: address,
    servername: net.isIP(s.host) ? undefined : s.host,
    port: s.port,
    secure: s.secure,
    ...(!s.secure && !privateAllowed ? { doSTARTTLS: true } : {}),
    auth: s.accessToken ? { user: s.user, accessToken: s.accessToken } : { user: s.user, pass: s.password },
    logger: false,
    tls: { rejectUnauthorized: !['127.0.0.1', 'localhost', '::1'].includes(s.host) },
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 120_000,
  });
}

/** Turns imapflow's failures into messages a user can act on. */
export const isImapAuthError = (error: any) =>
  !!error?.authenticationFailed || /AUTHENTICATIONFAILED|Invalid credentials|authentication failed/i.test(String(error?.responseText ?? error?.message));

export function describeImapError(error: any, s: Pick<ImapSettings, 'host' | 'port'> & { accessToken?: string; user?: string }): string {
  if (isImapAuthError(error) && s.accessToken) {
    return `The mail server refused the sign-in of ${s.user ?? 'this mailbox'} (its token was not accepted). Reconnect the mailbox.`;
  }
  if (isImapAuthError(error)) {
    return 'The mail server refused the username or password. Check them (many providers need an app password).';
  }
  if (error?.code === 'ENOTFOUND') return `The IMAP server ${s.host} could not be found. Check the server name.`;
  if (error?.code === 'ECONNREFUSED') return `Nothing answered at ${s.host}:${s.port}. Check the server and port.`;
  if (error?.code === 'ETIMEDOUT' || error?.code === 'CONNECT_TIMEOUT' || /timeout/i.test(String(error?.message))) {
    return `The IMAP server ${s.host}:${s.port} did not answer in time.`;
  }
  if (error?.tlsFailed) {
    return `The IMAP server ${s.host}:${s.port} offers no STARTTLS: Nugget does not send a password over an unencrypted connection. Use the SSL/TLS port (usually 993).`;
  }
  if (/certificate|SSL|TLS|wrong version number/i.test(String(error?.message))) {
    return `Could not establish a secure connection to ${s.host}:${s.port}. Check the port and the SSL/TLS setting.`;
  }
  return `Could not connect to ${s.host}:${s.port}: ${error?.responseText ?? error?.message ?? error}`;
}

function roleOf(box: { path: string; specialUse?: string | undefined; flags?: Set<string> }): ImapFolder['role'] {
  if (box.path.toUpperCase() === 'INBOX' || box.specialUse === '\\Inbox') return 'inbox';
  if (box.specialUse === '\\Sent' || /^(sent|sent items|sent mail|sent messages|\[gmail\]\/sent mail)$/i.test(box.path)) return 'sent';
  return null;
}

const selectable = (b: ListResponse) => !b.flags?.has('\\Noselect') && !b.flags?.has('\\NonExistent');

/** Logs in and lists the folders (verifies the credentials before we store them). */
export async function verifyImapLogin(s: ImapSettings, policy: MailHostPolicy): Promise<ImapFolder[]> {
  let client: ImapFlow;
  try {
    client = await imapClient(s, policy);
  } catch (error) {
    if (error instanceof MailHostError) throw ValidationError.fromFields([{ name: 'host', message: error.message }]);
    throw error;
  }
  client.on('error', () => {});
  try {
    await client.connect();
    const boxes = await client.list();
    return boxes.filter(selectable).map((b) => ({ path: b.path, role: roleOf(b) }));
  } catch (error) {
    throw ValidationError.fromFields([{ name: isImapAuthError(error) ? 'password' : 'host', message: describeImapError(error, s) }]);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

// ---------------------------------------------------------------------------
// Helpers

/** The id of one copy at the server: stable while the folder keeps its UIDVALIDITY. */
export const imapProviderId = (folder: string, uidValidity: bigint | number | string, uid: number) => `${folder}:${uidValidity}:${uid}`;

/** Packs UIDs into an IMAP sequence set: [1,2,3,7,9,10] → "1:3,7,9:10". */
export function packUids(uids: Iterable<number>): string {
  const sorted = [...new Set(uids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `${sorted[i]}` : `${sorted[i]}:${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** A Message-ID as the parser stores it: without angle brackets and spaces. */
function cleanMessageId(id: string | undefined | null) {
  const m = id?.trim().match(/<([^>]+)>/);
  return ((m ? m[1] : id?.trim()) ?? '').replace(/\s+/g, '') || null;
}

function chunks<T>(list: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

type Ctx = Omit<SyncContext, 'store' | 'progress' | 'kind'>;

/**
 * How to log in to this account's server: its password, or (a mailbox connected by
 * Outlook or Yahoo sign-in) an access token, refreshed first when it is about to expire.
 */
export async function imapSettingsOf(config: Config, ctx: Pick<Ctx, 'account' | 'credentials' | 'saveCredentials'>): Promise<ImapSettings> {
  const a = ctx.account;
  const c = ctx.credentials();
  const server = { host: a.imapHost ?? '', port: a.imapPort ?? 0, secure: a.imapSecure ?? true };
  if (isOAuthCredentials(c)) {
    const provider = mailOAuthProvider(config, a.provider);
    if (!provider) {
      throw new ReconnectRequiredError(`Sign-in for ${a.provider} is no longer configured on this server. Reconnect the mailbox with an app password.`);
    }
    const accessToken = await freshAccessToken(provider, c, (next) => ctx.saveCredentials(next));
    return { ...server, user: c.user, accessToken };
  }
  if (!a.imapHost || !a.imapPort || !c?.password) {
    throw new ReconnectRequiredError('This mailbox has no IMAP server or password stored. Reconnect it.');
  }
  return { ...server, user: String(c.user ?? a.email), password: String(c.password) };
}

/** Connects and logs in; a refused login means the user must reconnect the account. */
async function connect(config: Config, ctx: Ctx): Promise<ImapFlow> {
  const s = await imapSettingsOf(config, ctx);
  const client = await imapClient(s, { allowPrivate: config.MAIL_ALLOW_PRIVATE_HOSTS });
  client.on('error', (error: Error) => ctx.logger.warn(`IMAP connection of account ${ctx.account.id} failed`, { error: error.message }));
  try {
    await client.connect();
  } catch (error) {
    client.close();
    if (isImapAuthError(error)) throw new ReconnectRequiredError(describeImapError(error, s));
    throw new Error(describeImapError(error, s));
  }
  if (ctx.signal.aborted) client.close();
  else ctx.signal.addEventListener('abort', () => client.close(), { once: true });
  return client;
}

async function disconnect(client: ImapFlow) {
  if (client.usable) await client.logout().catch(() => client.close());
  else client.close();
}

/** Runs `fn` with the mailbox selected (EXAMINEd when `readOnly`). */
async function inMailbox<T>(client: ImapFlow, path: string, fn: (box: MailboxObject) => Promise<T>, readOnly = false): Promise<T> {
  const lock = await client.getMailboxLock(path, { readOnly });
  try {
    return await fn(client.mailbox as MailboxObject);
  } finally {
    try {
      lock.release();
    } catch {
      /* connection already gone */
    }
  }
}

const inTx = <T>(ctx: Pick<SyncContext, 'transaction'>, fn: (tx: Tx) => Promise<T>): Promise<T> => ctx.transaction(fn);

const phases = new WeakMap<SyncContext, string>();
function setPhase(ctx: SyncContext, phase: 'listing' | 'fetching', update: { total?: number | null; message?: string | null } = {}) {
  phases.set(ctx, phase);
  ctx.progress({ phase, ...update });
}

type FlagState = { providerId: string; read: boolean; starred: boolean };

const flagState = (folder: string, uidValidity: bigint, m: FetchMessageObject): FlagState => ({
  providerId: imapProviderId(folder, uidValidity, m.uid),
  read: !!m.flags?.has('\\Seen'),
  starred: !!m.flags?.has('\\Flagged'),
});

/** Brings Email.isRead/isStarred to the server's flags of these copies; touches only rows that differ. */
async function applyServerFlags(tx: Tx, accountId: string, states: FlagState[]) {
  let changed = 0;
  for (const part of chunks(states)) {
    const emailOf = await mailCopies.emailIds(
      tx,
      accountId,
      part.map((s) => s.providerId),
    );
    const groups = { read: [] as string[], unread: [] as string[], starred: [] as string[], unstarred: [] as string[] };
    for (const s of part) {
      const id = emailOf.get(s.providerId);
      if (!id) continue;
      (s.read ? groups.read : groups.unread).push(id);
      (s.starred ? groups.starred : groups.unstarred).push(id);
    }
    const update = (ids: string[], from: { isRead?: boolean; isStarred?: boolean }, to: { isRead?: boolean; isStarred?: boolean }) =>
      mailCopies.changeFlags(tx, ids, from, to);
    changed += await update(groups.read, { isRead: false }, { isRead: true });
    changed += await update(groups.unread, { isRead: true }, { isRead: false });
    changed += await update(groups.starred, { isStarred: false }, { isStarred: true });
    changed += await update(groups.unstarred, { isStarred: true }, { isStarred: false });
  }
  return changed;
}

type Plan = {
  folder: MailFolder;
  /** Listed in a selected folder: new messages are fetched and flags followed. */
  selected: boolean;
  uidValidity: bigint;
  highestModseq: bigint | null;
  /** UIDs at the server when listed. */
  uids: Set<number>;
  /** UIDs to fetch (above the cursor, or all of them under a new UIDVALIDITY). */
  fresh: number[];
  /** The stored cursor belongs to an older UIDVALIDITY. */
  validityChanged: boolean;
  /** Everything listed was fetched (or nothing had to be): reconcile may drop what is missing. */
  complete: boolean;
};

// ---------------------------------------------------------------------------
// Sync

async function refreshFolders(ctx: SyncContext, boxes: ListResponse[]) {
  const accountId = ctx.account.id;
  return inTx(ctx, async (tx) => {
    const existing = new Map((await mailFolders.list(tx, accountId)).map((f) => [f.path, f]));
    for (const b of boxes.filter(selectable)) {
      const role = roleOf(b);
      const row = existing.get(b.path);
      if (!row) {
        // New at the server: recorded; synced when it is the inbox or sent folder, else when the user picks it.
        await mailFolders.add(tx, accountId, b.path, role);
      } else if (row.role !== role) {
        await mailFolders.setRole(tx, row.id, role);
      }
    }
    const folders = await mailFolders.list(tx, accountId);
    const held = await mailCopies.folders(tx, accountId);
    return { folders, held: new Set(held) };
  });
}

async function syncFolder(ctx: SyncContext, client: ImapFlow, plan: Plan) {
  const { folder } = plan;
  const accountId = ctx.account.id;
  const sent = folder.role === 'sent';
  const previousLast = plan.validityChanged || folder.uidValidity === null ? 0 : folder.lastUid;

  await inMailbox(client, folder.path, async (box) => {
    if (box.uidValidity !== plan.uidValidity) {
      // Changed between listing and now: leave the cursor alone, the next sync resyncs it.
      ctx.logger.warn(`IMAP folder ${folder.path} changed UIDVALIDITY during the sync; skipped until the next sync`, { accountId });
      plan.complete = false;
      return;
    }
    let lastUid = previousLast;
    let missing = 0;

    for (let i = 0; i < plan.fresh.length; i += FETCH_BATCH) {
      if (ctx.signal.aborted) throw new Error('Sync cancelled');
      const uids = plan.fresh.slice(i, i + FETCH_BATCH);
      setPhase(ctx, 'fetching', { message: `Fetching ${folder.path}` });
      const fetched = await client.fetchAll(packUids(uids), { uid: true, source: true, flags: true, internalDate: true }, { uid: true });
      const wanted = new Set(uids);
      const messages: IncomingMessage[] = [];
      const states: FlagState[] = [];
      for (const m of fetched) {
        if (!wanted.has(m.uid) || !m.source) continue;
        wanted.delete(m.uid);
        const state = flagState(folder.path, plan.uidValidity, m);
        states.push(state);
        messages.push({
          providerId: state.providerId,
          raw: m.source,
          folder: folder.path,
          uid: m.uid,
          flags: { read: state.read, starred: state.starred },
          internalDate: m.internalDate ? new Date(m.internalDate) : null,
          sent,
        });
      }
      // Listed but gone by now (expunged meanwhile): the cursor still moves past them.
      missing += wanted.size;
      const batchLast = Math.max(lastUid, ...uids);
      await ctx.store(messages, async (tx) => {
        // Copies linked to an Email that already existed bring their server flags along
        // (and a Sent-folder copy makes it sent: the ingest does that).
        await applyServerFlags(tx, accountId, states);
        await mailFolders.saveCursor(tx, accountId, folder.path, {
          uidValidity: plan.uidValidity,
          lastUid: batchLast,
          ...(plan.validityChanged ? { highestModseq: null } : {}),
        });
      });
      lastUid = batchLast;
    }
    if (missing) plan.complete = false;

    // Flags of the messages synced by earlier runs.
    let states: FlagState[] = [];
    if (previousLast > 0 && box.exists > 0) {
      const known = folder.highestModseq;
      const condstore = client.enabled.has('CONDSTORE') && !box.noModseq && plan.highestModseq !== null;
      const incremental = condstore && known !== null && ctx.kind !== 'full';
      if (!incremental || plan.highestModseq! > known!) {
        setPhase(ctx, 'fetching', { message: `Checking flags in ${folder.path}` });
        const changed = await client.fetchAll(`1:${previousLast}`, { uid: true, flags: true }, { uid: true, ...(incremental ? { changedSince: known! } : {}) });
        states = changed.filter((m) => m.uid <= previousLast).map((m) => flagState(folder.path, plan.uidValidity, m));
      }
    }
    const unchanged =
      folder.uidValidity === plan.uidValidity && folder.lastUid === lastUid && folder.highestModseq === plan.highestModseq && !plan.fresh.length;
    if (unchanged && !states.length) return;
    await inTx(ctx, async (tx) => {
      if (states.length) await applyServerFlags(tx, accountId, states);
      await mailFolders.saveCursor(tx, accountId, folder.path, { uidValidity: plan.uidValidity, lastUid, highestModseq: plan.highestModseq });
    });
  });
}

/**
 * Copies the server no longer has. Emails the user archived or deleted in Nugget were
 * moved by `pushFlags` to the Archive/Trash folder: their copy is found there again
 * (by Message-ID) instead of being dropped.
 */
async function reconcile(ctx: SyncContext, client: ImapFlow, plans: Plan[], gone: string[], special: { archive?: string; trash?: string }) {
  const accountId = ctx.account.id;
  const userId = ctx.account.userId;
  type Stale = { id: string; emailId: string; folder: string; expunged: boolean };
  const stale: Stale[] = [];

  await inTx(ctx, async (tx) => {
    for (const plan of plans) {
      if (!plan.complete) continue;
      const path = plan.folder.path;
      const prefix = `${path}:${plan.uidValidity}:`;
      // A selected folder fetched completely holds every listed UID: when the counts
      // agree too (and no copy is of an older UIDVALIDITY), nothing was expunged.
      if (plan.selected) {
        const held = await mailCopies.countInFolder(tx, accountId, path);
        const current = await mailCopies.countInFolder(tx, accountId, path, prefix);
        if (held === current && current === plan.uids.size) continue;
      }
      for (let cursor: string | undefined; ;) {
        const rows = await mailCopies.inFolderPage(tx, accountId, path, 5000, cursor);
        for (const r of rows) {
          if (!r.providerId.startsWith(prefix)) stale.push({ id: r.id, emailId: r.emailId, folder: path, expunged: false });
          else if (r.uid === null || !plan.uids.has(r.uid)) stale.push({ id: r.id, emailId: r.emailId, folder: path, expunged: true });
        }
        if (rows.length < 5000) break;
        cursor = rows[rows.length - 1]!.id;
      }
    }
    for (const r of gone.length ? await mailCopies.inFolders(tx, accountId, gone) : []) {
      stale.push({ id: r.id, emailId: r.emailId, folder: r.folder!, expunged: false });
    }
  });

  // Archived / deleted in Nugget, so moved at the server by pushFlags: find the moved copies.
  const relocated = new Map<string, { folder: string; uid: number; providerId: string }>();
  const deferred = new Set<string>();
  const candidates = stale.filter((s) => s.expunged && (special.archive || special.trash));
  if (candidates.length) {
    const emails = await inTx(ctx, async (tx) => {
      const out = [];
      for (const part of chunks([...new Set(candidates.map((c) => c.emailId))])) {
        out.push(...(await mailCopies.archivedOrDeleted(tx, userId, part)));
      }
      return out;
    });
    const byId = new Map(emails.map((e) => [e.id, e]));
    const lookups = new Map<string, Stale[]>();
    for (const c of candidates) {
      const e = byId.get(c.emailId);
      if (!e?.messageId) continue;
      const target = e.isDeleted ? special.trash : special.archive;
      if (!target || target === c.folder) continue;
      lookups.set(target, [...(lookups.get(target) ?? []), c]);
    }
    for (const [target, list] of lookups) {
      // Bounded per sync; the rest keep their copies until the next sync looks for them.
      for (const c of list.slice(RELOCATE_LIMIT)) deferred.add(c.id);
      const wanted = list.slice(0, RELOCATE_LIMIT);
      await inMailbox(
        client,
        target,
        async (box) => {
          const ids = [...new Set(wanted.map((c) => byId.get(c.emailId)!.messageId!))];
          const uidsOf = new Map<string, number[]>();
          for (const part of chunks(ids, 25)) {
            const found = await client.search({ or: part.map((mid) => ({ header: { 'message-id': `<${mid}>` } })) }, { uid: true });
            if (!Array.isArray(found) || !found.length) continue;
            for (const m of await client.fetchAll(packUids(found), { uid: true, envelope: true }, { uid: true })) {
              const mid = cleanMessageId(m.envelope?.messageId);
              if (mid)
                uidsOf.set(
                  mid,
                  [...(uidsOf.get(mid) ?? []), m.uid].sort((a, b) => a - b),
                );
            }
          }
          // Each moved copy takes one of the UIDs holding its Message-ID there (two copies, two UIDs).
          for (const c of wanted) {
            const uid = uidsOf.get(byId.get(c.emailId)!.messageId!)?.shift();
            if (uid) relocated.set(c.id, { folder: target, uid, providerId: imapProviderId(target, box.uidValidity, uid) });
          }
        },
        true,
      );
    }
  }

  const settle = stale.filter((s) => !deferred.has(s.id));
  if (!settle.length) return;
  await inTx(ctx, async (tx) => {
    const drop: string[] = [];
    for (const s of settle) {
      const to = relocated.get(s.id);
      const taken = to && (await mailCopies.holds(tx, accountId, to.providerId));
      if (to && !taken) await mailCopies.move(tx, s.id, to);
      else drop.push(s.id);
    }
    for (const part of chunks(drop)) await mailCopies.remove(tx, part);
    // Messages no mailbox holds any more leave Nugget with their last copy.
    for (const part of chunks([...new Set(settle.map((s) => s.emailId))])) {
      await mailCopies.deleteUnsourced(tx, userId, part);
    }
    if (gone.length) await mailFolders.remove(tx, accountId, gone);
  });
  const dropped = settle.length - relocated.size;
  if (dropped || relocated.size) {
    ctx.logger.info(`IMAP account ${accountId}: ${dropped} copies gone from the server dropped, ${relocated.size} found in Archive/Trash`);
  }
}

async function syncImap(config: Config, ctx: SyncContext) {
  setPhase(ctx, 'listing', { total: null });
  const client = await connect(config, ctx);
  try {
    // 1. Listing: folders, then what each tracked folder holds now.
    const boxes = await client.list();
    const listed = new Set(boxes.filter(selectable).map((b) => b.path));
    const special = {
      archive: boxes.find((b) => b.specialUse === '\\Archive' && selectable(b))?.path,
      trash: boxes.find((b) => b.specialUse === '\\Trash' && selectable(b))?.path,
    };
    const { folders, held } = await refreshFolders(ctx, boxes);
    const gone = [...new Set([...folders.map((f) => f.path), ...held])].filter((p) => !listed.has(p));
    const tracked = folders
      .filter((f) => listed.has(f.path) && (f.selected || held.has(f.path)))
      // Inbox first, sent last: what the user receives shows up first.
      .sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));

    const plans: Plan[] = [];
    for (const folder of tracked) {
      if (ctx.signal.aborted) throw new Error('Sync cancelled');
      const plan = await skipIfRefused(ctx, client, folder.path, () =>
        inMailbox(
          client,
          folder.path,
          async (box): Promise<Plan> => {
            const uids = box.exists > 0 ? (await client.search({ all: true }, { uid: true })) || [] : [];
            const fromScratch = folder.uidValidity === null || folder.uidValidity !== box.uidValidity;
            const after = fromScratch ? 0 : folder.lastUid;
            const fresh = folder.selected ? uids.filter((u) => u > after).sort((a, b) => a - b) : [];
            return {
              folder,
              selected: folder.selected,
              uidValidity: box.uidValidity,
              highestModseq: box.noModseq ? null : (box.highestModseq ?? null),
              uids: new Set(uids),
              fresh,
              validityChanged: folder.uidValidity !== null && folder.uidValidity !== box.uidValidity,
              complete: true,
            };
          },
          true,
        ),
      );
      if (plan) plans.push(plan);
    }
    for (const p of plans) {
      if (p.validityChanged) {
        ctx.logger.info(`IMAP folder ${p.folder.path} has a new UIDVALIDITY (${p.folder.uidValidity} → ${p.uidValidity}): fetching it again`, {
          accountId: ctx.account.id,
        });
      }
    }

    // 2. Fetching.
    const total = plans.reduce((n, p) => n + p.fresh.length, 0);
    setPhase(ctx, 'fetching', { total });
    for (const plan of plans) {
      if (ctx.signal.aborted) throw new Error('Sync cancelled');
      if (!plan.selected) continue;
      const done = await skipIfRefused(ctx, client, plan.folder.path, async () => (await syncFolder(ctx, client, plan), true));
      if (!done) plan.complete = false;
    }

    // 3. Reconcile: copies gone from the server.
    setPhase(ctx, 'fetching', { message: 'Checking for removed messages' });
    await reconcile(ctx, client, plans, gone, special);
    ctx.progress({ message: null });
  } catch (error) {
    if (error instanceof ReconnectRequiredError || client.usable) throw error;
    // The server or the network dropped us: everything stored so far is kept with its cursor.
    const a = ctx.account;
    throw new Error(
      `The connection to ${a.imapHost}:${a.imapPort} was lost during the sync (${(error as Error).message}). The next sync continues where this one stopped.`,
    );
  } finally {
    await disconnect(client);
  }
}

/**
 * A folder the server refuses to open (deleted or renamed since it was listed) is
 * skipped for this sync; a dropped connection is not.
 */
async function skipIfRefused<T>(ctx: SyncContext, client: ImapFlow, path: string, fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (error) {
    const e = error as { responseStatus?: string; message?: string };
    if (!client.usable || e.responseStatus !== 'NO') throw error;
    ctx.logger.warn(`IMAP folder ${path} could not be opened; skipped this sync`, { accountId: ctx.account.id, error: e.message });
    return null;
  }
}

const rank = (f: MailFolder) => (f.role === 'inbox' ? 0 : f.role === 'sent' ? 2 : 1);

// ---------------------------------------------------------------------------
// Flags made in Nugget, pushed to the server

async function pushImapFlags(config: Config, ctx: Ctx, pushes: FlagPush[]) {
  const usable = pushes.filter((p) => p.folder && p.uid);
  if (!usable.length) return;
  const client = await connect(config, ctx);
  try {
    const boxes = await client.list();
    const archive = boxes.find((b) => b.specialUse === '\\Archive' && selectable(b))?.path;
    const trash = boxes.find((b) => b.specialUse === '\\Trash' && selectable(b))?.path;
    const inbox = boxes.find((b) => roleOf(b) === 'inbox')?.path ?? 'INBOX';
    const byFolder = new Map<string, FlagPush[]>();
    for (const p of usable) byFolder.set(p.folder!, [...(byFolder.get(p.folder!) ?? []), p]);

    for (const [folder, list] of byFolder) {
      if (!boxes.some((b) => b.path === folder)) {
        ctx.logger.info(`IMAP folder ${folder} no longer exists; flag change not pushed`, { accountId: ctx.account.id });
        continue;
      }
      await inMailbox(client, folder, async (box) => {
        // A UID only names the same message under the UIDVALIDITY it was read with.
        const current = list.filter((p) => p.providerId === imapProviderId(folder, box.uidValidity, p.uid!));
        if (current.length < list.length) {
          ctx.logger.info(`IMAP folder ${folder}: ${list.length - current.length} flag changes skipped (the folder has a new UIDVALIDITY)`, {
            accountId: ctx.account.id,
          });
        }
        const uidsWhere = (pick: (c: FlagChange) => boolean) => packUids(current.filter((p) => pick(p.change)).map((p) => p.uid!));
        const store = async (uids: string, flag: string, add: boolean) => {
          if (!uids) return;
          if (add) await client.messageFlagsAdd(uids, [flag], { uid: true });
          else await client.messageFlagsRemove(uids, [flag], { uid: true });
        };
        await store(
          uidsWhere((c) => c.read === true),
          '\\Seen',
          true,
        );
        await store(
          uidsWhere((c) => c.read === false),
          '\\Seen',
          false,
        );
        await store(
          uidsWhere((c) => c.starred === true),
          '\\Flagged',
          true,
        );
        await store(
          uidsWhere((c) => c.starred === false),
          '\\Flagged',
          false,
        );

        const toArchive = uidsWhere((c) => c.archived === true);
        if (toArchive) {
          if (!archive) {
            ctx.logger.info(`IMAP account ${ctx.account.id} has no Archive folder: archived messages stay in ${folder} at the server`);
          } else if (archive !== folder) {
            await client.messageMove(toArchive, archive, { uid: true });
          }
        }
        const toInbox = uidsWhere((c) => c.archived === false);
        if (toInbox && folder === archive && inbox !== folder) await client.messageMove(toInbox, inbox, { uid: true });

        const toDelete = uidsWhere((c) => c.deleted === true);
        if (toDelete && folder !== trash) {
          if (trash) await client.messageMove(toDelete, trash, { uid: true });
          else await client.messageDelete(toDelete, { uid: true }); // \Deleted + UID EXPUNGE
        }
      });
    }
  } finally {
    await disconnect(client);
  }
}

export function createImapSource(config: Config): MailSource {
  return {
    async sync(ctx) {
      await syncImap(config, ctx);
    },
    pushFlags: (ctx, pushes) => pushImapFlags(config, ctx, pushes),
  };
}
