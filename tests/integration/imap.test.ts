// IMAP sync against a real Dovecot, through the real app: connecting (GraphQL),
// the first and incremental syncs, flags both ways, archive/delete moves,
// UIDVALIDITY changes, one message in two folders, expunges, a connection killed
// mid-sync, a password the server stops accepting, and another user's reach.
//
// The steps run in order against one mailbox: each builds on what the previous left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImapFlow } from 'imapflow';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { startDovecot, type Dovecot } from '../helpers/dovecot.ts';
import { rawMessage, spamAssassin } from '../helpers/mail.ts';
import { FETCH_BATCH } from '../../api/modules/sync/imap.source.ts';
import type { SyncProgressEvent } from '../../api/platform/events.ts';

let server: TestServer;
let dovecot: Dovecot;
let alice: TestClient;
let aliceId: string;
let accountId: string;

const ham = spamAssassin('easy_ham', 260);

beforeAll(async () => {
  dovecot = await startDovecot();
  // No periodic sync: every sync in this file is started by the test.
  server = await startTestServer({ env: { SYNC_INTERVAL_MINUTES: '0' } });
  alice = new TestClient(server.url);
  aliceId = (await alice.register(`alice-${Date.now()}@example.com`)).id;
});
afterAll(async () => {
  await server?.close();
  await dovecot?.dispose();
});

const prisma = () => server.platform.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

async function runSync(options: { full?: boolean } = {}) {
  const before = await prisma().syncRun.count({ where: { accountId } });
  await server.app.services.sync.runSync(accountId, options);
  const runs = await prisma().syncRun.findMany({ where: { accountId }, orderBy: { startedAt: 'asc' } });
  expect(runs.length).toBe(before + 1);
  return runs[runs.length - 1]!;
}

/** The account's syncProgress events until the run is done. */
async function collectProgress() {
  const it = server.platform.events.subscribe('syncProgress', accountId)[Symbol.asyncIterator]();
  const events: SyncProgressEvent[] = [];
  return (async () => {
    for (;;) {
      const r = await it.next();
      if (r.done) return events;
      events.push(r.value);
      if (r.value.done) {
        await it.return?.();
        return events;
      }
    }
  })();
}

/** The Email held by a folder's copy at `uid`. */
async function emailAt(folder: string, uid: number) {
  const source = await prisma().emailSource.findFirst({ where: { accountId, folder, uid }, include: { email: true } });
  return source?.email ?? null;
}

const emailCount = () => prisma().email.count({ where: { userId: aliceId } });

async function serverFlags(folder: string, uid: number) {
  return dovecot.withClient(async (c) => {
    await c.mailboxOpen(folder);
    const m = await c.fetchOne(String(uid), { uid: true, flags: true }, { uid: true });
    return m ? [...(m.flags ?? [])].sort() : null;
  });
}

async function uidsByMessageId(c: ImapFlow, folder: string, messageId: string) {
  await c.mailboxOpen(folder);
  return (await c.search({ header: { 'message-id': messageId } }, { uid: true })) || [];
}

const CONNECT = `mutation($input: ConnectImapAccountInput!) {
  connectImapAccount(input: $input) {
    __typename
    ... on ValidationError { message fieldErrors { name message } }
    ... on MutationConnectImapAccountSuccess { account { id email provider status folders { path role selected } } }
  }
}`;

const connectInput = (password: string) => ({
  email: dovecot.user,
  provider: 'custom',
  host: dovecot.host,
  port: dovecot.port,
  secure: false,
  password,
  displayName: 'Founder',
});

describe('an IMAP mailbox on Dovecot', () => {
  it('refuses a wrong password with a message saying the server refused it, and stores nothing', async () => {
    const r = await alice.gql(CONNECT, { input: connectInput('not-the-password') });
    expect(r.connectImapAccount.__typename).toBe('ValidationError');
    expect(r.connectImapAccount.message).toMatch(/mail server refused the username or password/);
    expect(r.connectImapAccount.fieldErrors).toEqual([{ name: 'password', message: r.connectImapAccount.message }]);
    expect(await prisma().mailAccount.count({ where: { userId: aliceId } })).toBe(0);
    expect(await prisma().syncRun.count()).toBe(0);
  });

  it('connects, then the first sync stores every message once, the Sent folder as sent mail', async () => {
    for (const raw of ham.slice(0, 4)) await dovecot.deliver(raw);
    await dovecot.deliver(ham[4]!, 'INBOX', ['\\Seen', '\\Flagged']);
    await dovecot.deliver(
      rawMessage({ from: `Founder <${dovecot.user}>`, to: 'Priya <priya@acme.io>', subject: 'Term sheet, signed', messageId: 'sent-1@example.test' }),
      'Sent',
      ['\\Seen'],
    );

    const r = await alice.gql(CONNECT, { input: connectInput(dovecot.password) });
    expect(r.connectImapAccount.__typename).toBe('MutationConnectImapAccountSuccess');
    const account = r.connectImapAccount.account;
    expect(account).toMatchObject({ email: dovecot.user, provider: 'custom' });
    const byPath = Object.fromEntries(account.folders.map((f: any) => [f.path, f]));
    expect(byPath.INBOX).toEqual({ path: 'INBOX', role: 'inbox', selected: true });
    expect(byPath.Sent).toEqual({ path: 'Sent', role: 'sent', selected: true });
    expect(byPath.Archive).toMatchObject({ role: null, selected: false });
    accountId = Buffer.from(account.id, 'base64').toString().split(':')[1]!;

    // The mutation queued the first (full) sync.
    await server.platform.jobs.idle();
    const run = await prisma().syncRun.findFirstOrThrow({ where: { accountId } });
    expect(run).toMatchObject({ kind: 'full', status: 'succeeded', fetched: 6, stored: 6, duplicates: 0, total: 6, errors: 0 });
    expect(await emailCount()).toBe(6);
    expect(await prisma().emailSource.count({ where: { accountId } })).toBe(6);
    const stored = await prisma().mailAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(stored).toMatchObject({ status: 'active', statusMessage: null });
    expect(stored.lastSyncAt).not.toBeNull();

    const sent = await prisma().email.findMany({ where: { userId: aliceId, isSent: true } });
    expect(sent.map((e) => e.subject)).toEqual(['Term sheet, signed']);
    expect(sent[0]!.isRead).toBe(true);
    const flagged = await emailAt('INBOX', 5);
    expect(flagged).toMatchObject({ isRead: true, isStarred: true, isSent: false });
    expect(await emailAt('INBOX', 1)).toMatchObject({ isRead: false, isStarred: false });

    const inbox = await prisma().mailFolder.findUniqueOrThrow({ where: { accountId_path: { accountId, path: 'INBOX' } } });
    const status = await dovecot.withClient((c) => c.status('INBOX', { uidValidity: true, highestModseq: true }));
    expect(inbox).toMatchObject({ lastUid: 5, uidValidity: status && status.uidValidity });
    expect(inbox.highestModseq).not.toBeNull();

    // Nothing new: a second sync fetches nothing and changes nothing.
    const again = await runSync();
    expect(again).toMatchObject({ status: 'succeeded', fetched: 0, stored: 0 });
    expect(await emailCount()).toBe(6);
  });

  it('an incremental sync fetches only the messages delivered since', async () => {
    const uids = [];
    for (const raw of ham.slice(5, 8)) uids.push(await dovecot.deliver(raw));
    expect(uids).toEqual([6, 7, 8]);
    const progress = collectProgress();
    const run = await runSync();
    expect(run).toMatchObject({ kind: 'incremental', status: 'succeeded', fetched: 3, stored: 3, total: 3 });
    const events = await progress;
    const phases = events.map((e) => e.phase);
    expect(phases[0]).toBe('starting');
    expect(phases.indexOf('listing')).toBeGreaterThan(0);
    const fetching = events.findIndex((e) => e.phase === 'fetching');
    expect(fetching).toBeGreaterThan(phases.indexOf('listing'));
    expect(events[fetching]).toMatchObject({ total: 3, fetched: 0 });
    expect(events.at(-1)).toMatchObject({ phase: 'done', done: true, fetched: 3, stored: 3, total: 3 });
    expect(await emailCount()).toBe(9);
    for (const uid of uids) expect(await emailAt('INBOX', uid)).not.toBeNull();
    expect((await prisma().mailFolder.findFirstOrThrow({ where: { accountId, path: 'INBOX' } })).lastUid).toBe(8);
  });

  it('flag changes made at the server appear in Nugget (CHANGEDSINCE), without fetching messages again', async () => {
    await dovecot.withClient(async (c) => {
      await c.mailboxOpen('INBOX');
      await c.messageFlagsAdd('1', ['\\Seen'], { uid: true });
      await c.messageFlagsAdd('2', ['\\Flagged'], { uid: true });
      await c.messageFlagsRemove('5', ['\\Seen', '\\Flagged'], { uid: true });
    });
    const run = await runSync();
    expect(run).toMatchObject({ status: 'succeeded', fetched: 0 });
    expect(await emailAt('INBOX', 1)).toMatchObject({ isRead: true, isStarred: false });
    expect(await emailAt('INBOX', 2)).toMatchObject({ isRead: false, isStarred: true });
    expect(await emailAt('INBOX', 5)).toMatchObject({ isRead: false, isStarred: false });
    expect(await emailAt('INBOX', 3)).toMatchObject({ isRead: false, isStarred: false });
  });

  it('a full sync compares every flag (the path for servers without CONDSTORE)', async () => {
    // Make the stored modseq useless: only the full comparison can see this change.
    await dovecot.withClient(async (c) => {
      await c.mailboxOpen('INBOX');
      await c.messageFlagsAdd('3', ['\\Seen', '\\Flagged'], { uid: true });
    });
    await prisma().mailFolder.update({ where: { accountId_path: { accountId, path: 'INBOX' } }, data: { highestModseq: null } });
    const run = await runSync({ full: true });
    expect(run).toMatchObject({ status: 'succeeded', fetched: 0 });
    expect(await emailAt('INBOX', 3)).toMatchObject({ isRead: true, isStarred: true });
    expect(await emailAt('INBOX', 1)).toMatchObject({ isRead: true, isStarred: false });
    expect((await prisma().mailFolder.findFirstOrThrow({ where: { accountId, path: 'INBOX' } })).highestModseq).not.toBeNull();
  });

  it('flag changes made in Nugget reach the server', async () => {
    const e6 = (await emailAt('INBOX', 6))!;
    const e7 = (await emailAt('INBOX', 7))!;
    const FLAGS = `mutation($ids: [ID!]!, $op: EmailFlagOperation!) {
      updateEmailFlags(ids: $ids, operation: $op) { __typename ... on MutationUpdateEmailFlagsSuccess { emails { id isRead isStarred } } }
    }`;
    const r = await alice.gql(FLAGS, { ids: [gid('Email', e6.id), gid('Email', e7.id)], op: 'MARK_READ' });
    expect(r.updateEmailFlags.emails).toHaveLength(2);
    await alice.gql(FLAGS, { ids: [gid('Email', e7.id)], op: 'STAR' });
    await server.app.services.mail.applyFlags(aliceId, [(await emailAt('INBOX', 3))!.id], 'mark_unread');
    await server.platform.jobs.idle();

    expect(await serverFlags('INBOX', 6)).toEqual(['\\Seen']);
    expect(await serverFlags('INBOX', 7)).toEqual(['\\Flagged', '\\Seen']);
    expect(await serverFlags('INBOX', 3)).toEqual(['\\Flagged']);
    expect(await serverFlags('INBOX', 8)).toEqual([]);

    // The next sync reads the same state back: nothing flips.
    await runSync();
    expect(await emailAt('INBOX', 7)).toMatchObject({ isRead: true, isStarred: true });
    expect(await emailAt('INBOX', 3)).toMatchObject({ isRead: false, isStarred: true });
  });

  it('archive and delete in Nugget move the message to Archive and Trash; the Email stays, held by the moved copy', async () => {
    const archived = (await emailAt('INBOX', 6))!;
    const deleted = (await emailAt('INBOX', 8))!;
    await server.app.services.mail.applyFlags(aliceId, [archived.id], 'archive');
    await server.app.services.mail.applyFlags(aliceId, [deleted.id], 'delete');
    await server.platform.jobs.idle();

    await dovecot.withClient(async (c) => {
      expect(await uidsByMessageId(c, 'INBOX', archived.messageId!)).toEqual([]);
      expect(await uidsByMessageId(c, 'Archive', archived.messageId!)).toHaveLength(1);
      expect(await uidsByMessageId(c, 'INBOX', deleted.messageId!)).toEqual([]);
      expect(await uidsByMessageId(c, 'Trash', deleted.messageId!)).toHaveLength(1);
    });

    const run = await runSync();
    expect(run.status).toBe('succeeded');
    const a = await prisma().email.findUniqueOrThrow({ where: { id: archived.id }, include: { sources: true } });
    expect(a.isArchived).toBe(true);
    expect(a.sources.map((s) => s.folder)).toEqual(['Archive']);
    const d = await prisma().email.findUniqueOrThrow({ where: { id: deleted.id }, include: { sources: true } });
    expect(d.isDeleted).toBe(true);
    expect(d.sources.map((s) => s.folder)).toEqual(['Trash']);
    expect(await emailCount()).toBe(9);

    // Unarchive: back to INBOX at the server; the next sync links the new INBOX copy and drops the Archive one.
    await server.app.services.mail.applyFlags(aliceId, [archived.id], 'unarchive');
    await server.platform.jobs.idle();
    const back = await runSync();
    // A copy of mail already held: no new email (the run counts it with the duplicates).
    expect(back).toMatchObject({ status: 'succeeded', fetched: 1, stored: 0, duplicates: 1 });
    const b = await prisma().email.findUniqueOrThrow({ where: { id: archived.id }, include: { sources: true } });
    expect(b.isArchived).toBe(false);
    expect(b.sources.map((s) => s.folder)).toEqual(['INBOX']);
    expect(b.sources[0]!.uid).toBeGreaterThan(8);
    expect(await emailCount()).toBe(9);
  });

  it('a message expunged at the server leaves Nugget with its last copy', async () => {
    const victim = (await emailAt('INBOX', 4))!;
    await dovecot.withClient(async (c) => {
      await c.mailboxOpen('INBOX');
      await c.messageDelete('4', { uid: true });
    });
    const run = await runSync();
    expect(run).toMatchObject({ status: 'succeeded', fetched: 0 });
    expect(await prisma().email.findUnique({ where: { id: victim.id } })).toBeNull();
    expect(await prisma().emailSource.count({ where: { emailId: victim.id } })).toBe(0);
    expect(await emailCount()).toBe(8);
  });

  it('the same message in INBOX and another selected folder is one Email with two sources', async () => {
    const shared = (await emailAt('INBOX', 1))!;
    const onlyHere = rawMessage({ subject: 'Project Falcon: board notes', messageId: 'falcon-notes@acme.io' });
    const alsoHere = rawMessage({ subject: 'Project Falcon: budget', messageId: 'falcon-budget@acme.io' });
    await dovecot.withClient(async (c) => {
      await c.mailboxCreate('Projects');
      await c.mailboxOpen('INBOX');
      await c.messageCopy('1', 'Projects', { uid: true });
      await c.append('Projects', onlyHere);
      await c.append('Projects', alsoHere);
    });

    // A sync records the new folder (not synced until picked); the user picks it.
    await runSync();
    const folder = await prisma().mailFolder.findUniqueOrThrow({ where: { accountId_path: { accountId, path: 'Projects' } } });
    expect(folder).toMatchObject({ role: null, selected: false, lastUid: 0 });
    expect(await prisma().emailSource.count({ where: { accountId, folder: 'Projects' } })).toBe(0);
    const UPDATE = `mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { __typename ... on MutationUpdateAccountSuccess { account { folders { path selected } } } } }`;
    const u = await alice.gql(UPDATE, { input: { id: gid('Account', accountId), folders: ['Projects'] } });
    expect(u.updateAccount.account.folders).toContainEqual({ path: 'Projects', selected: true });

    const run = await runSync();
    // Two new emails; the third is the INBOX message's second copy, counted with the duplicates.
    expect(run).toMatchObject({ status: 'succeeded', fetched: 3, stored: 2, duplicates: 1 });
    expect(await emailCount()).toBe(10);
    const sources = await prisma().emailSource.findMany({ where: { emailId: shared.id }, orderBy: { folder: 'asc' } });
    expect(sources.map((s) => s.folder)).toEqual(['INBOX', 'Projects']);
    expect(await prisma().email.count({ where: { userId: aliceId, messageId: shared.messageId } })).toBe(1);
  });

  it('a new UIDVALIDITY resyncs the folder without duplicating Emails, dropping what is gone', async () => {
    const shared = (await emailAt('INBOX', 1))!;
    const budget = await prisma().email.findFirstOrThrow({ where: { userId: aliceId, messageId: 'falcon-budget@acme.io' } });
    const notes = await prisma().email.findFirstOrThrow({ where: { userId: aliceId, messageId: 'falcon-notes@acme.io' } });
    const before = await prisma().mailFolder.findUniqueOrThrow({ where: { accountId_path: { accountId, path: 'Projects' } } });

    // Delete and recreate the folder: same name, new UIDVALIDITY; the board notes are not put back.
    const raw = (await prisma().blob.findUniqueOrThrow({ where: { hash: shared.rawHash! } })).data;
    await dovecot.withClient(async (c) => {
      await c.mailboxDelete('Projects');
      await c.mailboxCreate('Projects');
      await c.append('Projects', Buffer.from(raw));
      await c.append('Projects', rawMessage({ subject: 'Project Falcon: budget', messageId: 'falcon-budget@acme.io' }));
    });
    const status = await dovecot.withClient((c) => c.status('Projects', { uidValidity: true }));
    expect(status && status.uidValidity).not.toBe(before.uidValidity);

    const run = await runSync();
    // Both messages are held already: new copies of them, no new emails.
    expect(run).toMatchObject({ status: 'succeeded', fetched: 2, stored: 0, duplicates: 2 });
    const after = await prisma().mailFolder.findUniqueOrThrow({ where: { accountId_path: { accountId, path: 'Projects' } } });
    expect(after).toMatchObject({ uidValidity: status && status.uidValidity, lastUid: 2 });

    const projects = await prisma().emailSource.findMany({ where: { accountId, folder: 'Projects' }, orderBy: { uid: 'asc' } });
    expect(projects.map((s) => s.providerId)).toEqual([`Projects:${after.uidValidity}:1`, `Projects:${after.uidValidity}:2`]);
    expect(projects.map((s) => s.emailId)).toEqual([shared.id, budget.id]); // the same Emails, linked again
    expect(await prisma().email.findUnique({ where: { id: notes.id } })).toBeNull(); // gone with its folder copy
    expect(await emailCount()).toBe(9);
    const ids = await prisma().email.findMany({ where: { userId: aliceId }, select: { messageId: true } });
    expect(new Set(ids.map((e) => e.messageId)).size).toBe(ids.length);
  });

  it('archiving an Email held in two folders moves both copies; it stays, held by both moved copies', async () => {
    const shared = (await emailAt('INBOX', 1))!;
    expect((await prisma().emailSource.findMany({ where: { emailId: shared.id } })).map((s) => s.folder).sort()).toEqual(['INBOX', 'Projects']);
    await server.app.services.mail.applyFlags(aliceId, [shared.id], 'archive');
    await server.platform.jobs.idle();
    const inArchive = await dovecot.withClient((c) => uidsByMessageId(c, 'Archive', shared.messageId!));
    expect(inArchive).toHaveLength(2);

    const run = await runSync();
    expect(run).toMatchObject({ status: 'succeeded', fetched: 0 });
    const sources = await prisma().emailSource.findMany({ where: { emailId: shared.id }, orderBy: { uid: 'asc' } });
    expect(sources.map((s) => [s.folder, s.uid])).toEqual(inArchive.sort((a, b) => a - b).map((uid) => ['Archive', uid]));
    expect(await prisma().email.findUniqueOrThrow({ where: { id: shared.id } })).toMatchObject({ isArchived: true });
    expect(await emailCount()).toBe(9);
  });

  it('a connection killed mid-sync leaves the cursor consistent; the next sync ends with the exact count', async () => {
    const bulk = ham.slice(10, 10 + 5 * FETCH_BATCH);
    await dovecot.withClient(async (c) => {
      for (const raw of bulk) await c.append('INBOX', raw);
    });
    const emailsBefore = await emailCount();
    const inboxBefore = await prisma().mailFolder.findFirstOrThrow({ where: { accountId, path: 'INBOX' } });

    // Stop Dovecot as soon as the first batch is stored.
    const events = server.platform.events.subscribe('syncProgress', accountId)[Symbol.asyncIterator]();
    const syncing = server.app.services.sync.runSync(accountId);
    for (;;) {
      const e = await events.next();
      if (e.done) throw new Error('progress stream ended');
      if (e.value.stored > 0) break;
    }
    await dovecot.stop();
    await syncing;
    await events.return?.();

    const killed = await prisma().syncRun.findFirstOrThrow({ where: { accountId }, orderBy: { startedAt: 'desc' } });
    expect(killed.status).toBe('failed');
    expect(killed.fetched).toBeGreaterThan(0);
    expect(killed.fetched).toBeLessThan(bulk.length);
    const failed = await prisma().mailAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(failed.status).toBe('error');
    expect(failed.statusMessage).toMatch(/^The connection to 127\.0\.0\.1:\d+ was lost during the sync .*continues where this one stopped/);

    // The cursor says exactly what is stored: every UID up to it, nothing above it.
    const inbox = await prisma().mailFolder.findFirstOrThrow({ where: { accountId, path: 'INBOX' } });
    expect(inbox.lastUid).toBe(inboxBefore.lastUid + killed.fetched);
    const above = await prisma().emailSource.count({ where: { accountId, folder: 'INBOX', uid: { gt: inbox.lastUid } } });
    const between = await prisma().emailSource.count({ where: { accountId, folder: 'INBOX', uid: { gt: inboxBefore.lastUid, lte: inbox.lastUid } } });
    expect(above).toBe(0);
    expect(between).toBe(killed.fetched);

    await dovecot.start();
    const resumed = await runSync();
    expect(resumed).toMatchObject({ status: 'succeeded', duplicates: 0 });
    expect(resumed.fetched).toBe(bulk.length - killed.fetched);
    expect(await emailCount()).toBe(emailsBefore + bulk.length);
    const ids = await prisma().email.findMany({ where: { userId: aliceId }, select: { messageId: true } });
    expect(new Set(ids.map((e) => e.messageId)).size).toBe(ids.length);
    const sources = await prisma().emailSource.findMany({ where: { accountId, folder: 'INBOX' }, select: { uid: true } });
    expect(new Set(sources.map((s) => s.uid)).size).toBe(sources.length);
    expect((await prisma().mailAccount.findUniqueOrThrow({ where: { id: accountId } })).status).toBe('active');
  });

  it('a password the server no longer accepts marks the account for reconnecting', async () => {
    await dovecot.setPassword('rotated-password-5678');
    try {
      const run = await runSync();
      expect(run.status).toBe('failed');
      const account = await prisma().mailAccount.findUniqueOrThrow({ where: { id: accountId } });
      expect(account.status).toBe('needs_reconnect');
      expect(account.statusMessage).toMatch(/refused the username or password/);
    } finally {
      await dovecot.setPassword(dovecot.password);
    }
    // Reconnecting with the right password brings it back.
    const r = await alice.gql(CONNECT, { input: connectInput(dovecot.password) });
    expect(r.connectImapAccount.__typename).toBe('MutationConnectImapAccountSuccess');
    await server.platform.jobs.idle();
    expect((await prisma().mailAccount.findUniqueOrThrow({ where: { id: accountId } })).status).toBe('active');
  });

  it('another user cannot sync, change or read this account', async () => {
    const bob = new TestClient(server.url);
    await bob.register(`bob-${Date.now()}@example.com`);
    const runs = await prisma().syncRun.count({ where: { accountId } });
    const s = await bob.gql(`mutation($id: ID!) { syncAccount(id: $id) { __typename ... on NotFoundError { message } } }`, { id: gid('Account', accountId) });
    expect(s.syncAccount).toEqual({ __typename: 'NotFoundError', message: 'Account not found' });
    const u = await bob.gql(`mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { __typename } }`, {
      input: { id: gid('Account', accountId), folders: ['Archive'] },
    });
    expect(u.updateAccount.__typename).toBe('NotFoundError');
    const n = await bob.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: gid('Account', accountId) });
    expect(n.node).toBeNull();
    await server.platform.jobs.idle();
    expect(await prisma().syncRun.count({ where: { accountId } })).toBe(runs);
    expect((await prisma().mailFolder.findFirstOrThrow({ where: { accountId, path: 'Archive' } })).selected).toBe(false);
  });
});
