// Gmail end to end: the real app (startTestServer) with the production googleapis
// client pointed at a local stand-in for Google's OAuth endpoints and the Gmail
// API (tests/helpers/gmail-server.ts). Real messages come from the SpamAssassin
// ham corpus, read at test time. The steps build on each other, in order.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { SCOPE, startGmailFixture, type GmailFixture } from '../helpers/gmail-server.ts';
import { TokenBucket } from '../../api/modules/sync/gmail.source.ts';

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/eval/spamassassin-ham-spam');
const MAILBOX = 'founder.gmail@example.com';

/** The first `n` messages of a corpus folder, without the mbox envelope line. */
function corpus(folder: 'easy_ham' | 'spam', n: number): Buffer[] {
  const dir = path.join(CORPUS, folder);
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{5}\./.test(f))
    .sort()
    .slice(0, n)
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f));
      return raw.subarray(0, 5).toString() === 'From ' ? raw.subarray(raw.indexOf(0x0a) + 1) : raw;
    });
}

const messageIdOf = (raw: Buffer) => raw.toString('latin1').match(/^Message-Id:\s*<([^>]+)>/im)?.[1] ?? null;

let gmail: GmailFixture;
let server: TestServer;
let alice: TestClient;
let aliceId: string;
const ham = corpus('easy_ham', 20);
/** Fixture id of each ham message added, by corpus index. */
const gid: string[] = [];

function env(f: GmailFixture): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: f.clientId,
    GOOGLE_CLIENT_SECRET: f.clientSecret,
    GOOGLE_OAUTH_ROOT: f.url,
    GMAIL_API_ROOT: f.url,
    SYNC_INTERVAL_MINUTES: '0',
  };
}

/** Starts the consent flow as the browser would and returns each hop. */
async function startConsent(user: TestClient, loginHint?: string) {
  const start = await user.get(`/api/gmail/auth${loginHint ? `?login_hint=${encodeURIComponent(loginHint)}` : ''}`);
  expect(start.status).toBe(302);
  const consent = new URL(start.headers.get('location')!);
  const google = await fetch(consent, { redirect: 'manual' });
  expect(google.status).toBe(302);
  return { consent, callback: new URL(google.headers.get('location')!) };
}

async function connect(user: TestClient, loginHint?: string) {
  const { consent, callback } = await startConsent(user, loginHint);
  const done = await user.get(callback.pathname + callback.search);
  expect(done.status).toBe(302);
  return { consent, callback, landed: done.headers.get('location')! };
}

const account = () => server.platform.prisma.mailAccount.findFirstOrThrow({ where: { userId: aliceId, provider: 'gmail' } });
const emails = () => server.platform.prisma.email.findMany({ where: { userId: aliceId }, include: { sources: true }, orderBy: { receivedAt: 'asc' } });
const emailFor = async (fixtureId: string) => {
  const source = await server.platform.prisma.emailSource.findFirst({ where: { providerId: fixtureId }, include: { email: true } });
  return source?.email ?? null;
};
const latestRun = async () => server.platform.prisma.syncRun.findFirstOrThrow({ where: { accountId: (await account()).id }, orderBy: { startedAt: 'desc' } });

async function syncNow(client = alice, full = false) {
  const a = await account();
  const res = await client.post(`/api/email-accounts/${a.id}/sync`, full ? { fullSync: true } : {});
  expect(res.status).toBe(202);
  await server.platform.jobs.idle();
}

const EMAILS = `query { emails(first: 100) { totalCount edges { node { id messageId isRead isStarred isArchived } } } }`;
const UPDATE_FLAGS = `mutation($ids: [ID!]!, $op: EmailFlagOperation!) {
  updateEmailFlags(ids: $ids, operation: $op) { __typename ... on MutationUpdateEmailFlagsSuccess { emails { id isRead isArchived } } }
}`;

async function globalIdOf(client: TestClient, raw: Buffer) {
  const data = await client.gql(EMAILS);
  const node = data.emails.edges.map((e: any) => e.node).find((n: any) => n.messageId === messageIdOf(raw));
  expect(node, `no email with Message-ID ${messageIdOf(raw)}`).toBeTruthy();
  return node.id as string;
}

beforeAll(async () => {
  gmail = await startGmailFixture(MAILBOX);
  // The mailbox before Nugget connects: inbox mail read and unread, starred, sent,
  // a reply in the same thread, mail archived under a user label, and what is not
  // stored (spam, trash, a draft).
  const labels: string[][] = [
    ['INBOX', 'UNREAD'], // 0
    ['INBOX'], // 1
    ['INBOX', 'STARRED'], // 2
    ['SENT'], // 3
    ['INBOX', 'UNREAD'], // 4
    ['INBOX', 'UNREAD', 'IMPORTANT'], // 5: replies to 4
    ['Label_12'], // 6: archived
    ['INBOX', 'CATEGORY_UPDATES'], // 7
  ];
  labels.forEach((l, i) => (gid[i] = gmail.addMessage(ham[i]!, { labelIds: l })));
  gmail.addMessage(corpus('spam', 1)[0]!, { labelIds: ['SPAM', 'UNREAD'] });
  gmail.addMessage(ham[8]!, { labelIds: ['TRASH'] });
  gmail.addMessage('From: founder.gmail@example.com\r\nTo: x@example.com\r\nSubject: half-written\r\nMessage-ID: <draft-1@example.com>\r\n\r\nDraft.\r\n', {
    labelIds: ['DRAFT'],
  });
  server = await startTestServer({ env: env(gmail) });
  alice = new TestClient(server.url);
  aliceId = (await alice.register('alice@example.com')).id;
});

afterAll(async () => {
  await server?.close();
  await gmail?.close();
});

describe('connecting Gmail', () => {
  it('answers 503 naming the variables when Google is not configured', async () => {
    const bare = await startTestServer({ env: { SYNC_INTERVAL_MINUTES: '0' } });
    try {
      const client = new TestClient(bare.url);
      await client.register('nobody@example.com');
      const res = await client.get('/api/gmail/auth');
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/text\/plain/);
      expect(res.text).toContain('GOOGLE_CLIENT_ID');
      expect(res.text).toContain('GOOGLE_CLIENT_SECRET');
    } finally {
      await bare.close();
    }
  });

  it('sends a signed-out visitor to the login screen', async () => {
    const stranger = new TestClient(server.url);
    for (const p of ['/api/gmail/auth', '/api/gmail/callback?code=x&state=y']) {
      const res = await stranger.get(p);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/auth/login');
    }
    expect(gmail.authRequests).toHaveLength(0);
  });

  it('asks Google for offline access to the three Gmail scopes (and calendar events) with a state and the login hint', async () => {
    const a = await startConsent(alice, MAILBOX);
    const b = await startConsent(alice);
    const p = a.consent.searchParams;
    expect(a.consent.origin + a.consent.pathname).toBe(`${gmail.url}/o/oauth2/v2/auth`);
    expect(p.get('client_id')).toBe(gmail.clientId);
    expect(p.get('redirect_uri')).toBe(`${server.url}/api/gmail/callback`);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('access_type')).toBe('offline');
    expect(p.get('prompt')).toBe('consent');
    expect(p.get('include_granted_scopes')).toBe('true');
    expect(p.get('scope')!.split(' ').sort()).toEqual(
      [SCOPE.readonly, SCOPE.modify, SCOPE.send, 'https://www.googleapis.com/auth/calendar.events', 'email', 'openid'].sort(),
    );
    expect(p.get('login_hint')).toBe(MAILBOX);
    expect(b.consent.searchParams.get('login_hint')).toBeNull();
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('state')!.length).toBeGreaterThanOrEqual(20);
    expect(b.consent.searchParams.get('state')).not.toBe(p.get('state'));
    // Google hands the state back untouched.
    expect(a.callback.searchParams.get('state')).toBe(p.get('state'));
    expect(a.callback.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a callback whose state this browser did not start, a denied consent, and a grant without Gmail access', async () => {
    const { callback } = await startConsent(alice);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'attacker-chosen-state-value');
    let res = await alice.get(forged.pathname + forged.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/email-accounts\?error=/);

    // Another signed-in browser replaying alice's genuine callback.
    const mallory = new TestClient(server.url);
    await mallory.register('mallory@example.com');
    res = await mallory.get(callback.pathname + callback.search);
    expect(new URL(res.headers.get('location')!, server.url).searchParams.get('error')).toMatch(/expired or did not come from this browser/);

    gmail.consent = 'deny';
    try {
      const denied = await connect(alice);
      expect(new URL(denied.landed, server.url).searchParams.get('error')).toMatch(/not granted/);
    } finally {
      gmail.consent = 'allow';
    }

    gmail.grantScopes = []; // the user unticked every Gmail box
    try {
      const partial = await connect(alice);
      expect(new URL(partial.landed, server.url).searchParams.get('error')).toMatch(/needs permission to read your Gmail/);
    } finally {
      gmail.grantScopes = null;
    }
    expect(await server.platform.prisma.mailAccount.count()).toBe(0);
  });

  it('connects the mailbox: account created, refresh token sealed, full sync stores every message once', async () => {
    const { landed } = await connect(alice, MAILBOX);
    expect(landed).toBe(`/email-accounts?connected=${encodeURIComponent(MAILBOX)}`);
    await server.platform.jobs.idle();

    const a = await account();
    expect(a.email).toBe(MAILBOX);
    expect(a.status).toBe('active');
    expect(a.grantedScopes).toEqual(expect.arrayContaining([SCOPE.readonly, SCOPE.modify, SCOPE.send]));
    const refreshToken = gmail.refreshTokens.at(-1)!;
    expect(a.sealedCredentials).toBeTruthy();
    expect(a.sealedCredentials).not.toContain(refreshToken);
    expect(a.sealedCredentials).not.toContain('refresh_token');
    expect(server.app.services.accounts.credentials(a)?.refresh_token).toBe(refreshToken);

    const stored = await emails();
    expect(stored).toHaveLength(8);
    const sources = stored.flatMap((e) => e.sources);
    expect(sources.map((s) => s.providerId).sort()).toEqual(gid.slice(0, 8).sort());
    expect(new Set(stored.map((e) => e.messageId)).size).toBe(8);

    const byIndex = await Promise.all(gid.slice(0, 8).map((id) => emailFor(id)));
    expect(byIndex.map((e) => e!.isRead)).toEqual([false, true, true, true, false, false, true, true]);
    expect(byIndex.map((e) => e!.isStarred)).toEqual([false, false, true, false, false, false, false, false]);
    expect(byIndex.map((e) => e!.isSent)).toEqual([false, false, false, true, false, false, false, false]);
    expect(byIndex.map((e) => e!.isArchived)).toEqual([false, false, false, false, false, false, true, false]);
    expect(byIndex.map((e) => e!.messageId)).toEqual(ham.slice(0, 8).map(messageIdOf));
    // Gmail's thread ids: the reply shares its parent's thread.
    for (let i = 0; i < 8; i++) expect(byIndex[i]!.threadId).toBe(`g${gmail.message(gid[i]!)!.threadId}`);
    expect(byIndex[5]!.threadId).toBe(byIndex[4]!.threadId);
    expect(byIndex[3]!.threadId).not.toBe(byIndex[4]!.threadId);
    expect((await server.platform.prisma.emailSource.findFirstOrThrow({ where: { providerId: gid[6]! } })).labelIds).toEqual(['Label_12']);

    expect(a.gmailHistoryId).toBe(gmail.currentHistoryId);
    const run = await latestRun();
    expect(run).toMatchObject({ kind: 'full', status: 'succeeded', stored: 8 });
    // Listed: 8 messages and the draft (spam and trash are not listed); the draft is fetched, not stored.
    expect(gmail.calls['messages.get']).toBe(9);
  });

  it('syncs incrementally: only the new messages are fetched', async () => {
    gmail.resetCalls();
    gid[9] = gmail.addMessage(ham[9]!, { labelIds: ['INBOX', 'UNREAD'] });
    gid[10] = gmail.addMessage(ham[10]!, { labelIds: ['INBOX', 'UNREAD', 'STARRED'] });
    await syncNow();

    expect(await emails()).toHaveLength(10);
    expect(gmail.calls['history.list']).toBe(1);
    expect(gmail.calls['messages.get']).toBe(2);
    expect(gmail.calls['messages.list']).toBeUndefined();
    expect((await emailFor(gid[10]!))!.isStarred).toBe(true);
    expect((await account()).gmailHistoryId).toBe(gmail.currentHistoryId);
    expect(await latestRun()).toMatchObject({ kind: 'incremental', status: 'succeeded', stored: 2 });

    // Nothing changed: nothing fetched, nothing stored.
    gmail.resetCalls();
    await syncNow();
    expect(gmail.calls['history.list']).toBe(1);
    expect(gmail.calls['messages.get']).toBeUndefined();
    expect(await emails()).toHaveLength(10);
  });

  it('brings label changes and deletions made in Gmail into Nugget', async () => {
    gmail.changeLabels(gid[0]!, [], ['UNREAD']); // read
    gmail.changeLabels(gid[1]!, ['STARRED']); // starred
    gmail.changeLabels(gid[7]!, [], ['INBOX']); // archived
    gmail.changeLabels(gid[2]!, ['TRASH'], ['INBOX']); // trashed
    gmail.changeLabels(gid[4]!, ['Label_7']); // a user label only
    gmail.deleteMessage(gid[9]!); // deleted for good
    gmail.resetCalls();
    await syncNow();

    expect(gmail.calls['messages.get']).toBeUndefined();
    expect((await emailFor(gid[0]!))!.isRead).toBe(true);
    expect((await emailFor(gid[1]!))!.isStarred).toBe(true);
    expect((await emailFor(gid[7]!))!.isArchived).toBe(true);
    const trashed = await emailFor(gid[2]!);
    expect(trashed!.isDeleted).toBe(true);
    const five = await emailFor(gid[4]!);
    expect(five!.isRead).toBe(false);
    expect((await server.platform.prisma.emailSource.findFirstOrThrow({ where: { providerId: gid[4]! } })).labelIds.sort()).toEqual(
      ['INBOX', 'Label_7', 'UNREAD'].sort(),
    );
    // The deleted message's copy is gone and the Email is marked deleted.
    expect(await server.platform.prisma.emailSource.count({ where: { providerId: gid[9]! } })).toBe(0);
    const gone = await server.platform.prisma.email.findFirstOrThrow({ where: { userId: aliceId, messageId: messageIdOf(ham[9]!)! } });
    expect(gone.isDeleted).toBe(true);
    const visible = await alice.gql(EMAILS);
    expect(visible.emails.totalCount).toBe(8);
    expect((await account()).gmailHistoryId).toBe(gmail.currentHistoryId);

    // Back from the trash in Gmail: visible again.
    gmail.changeLabels(gid[2]!, ['INBOX'], ['TRASH']);
    await syncNow();
    expect((await emailFor(gid[2]!))!.isDeleted).toBe(false);
  });

  it('sends flag changes made in Nugget to Gmail (modify for one, batchModify for several)', async () => {
    gmail.resetCalls();
    const four = await globalIdOf(alice, ham[4]!);
    const result = await alice.gql(UPDATE_FLAGS, { ids: [four], op: 'MARK_READ' });
    expect(result.updateEmailFlags.__typename).toBe('MutationUpdateEmailFlagsSuccess');
    await server.platform.jobs.idle();
    expect(gmail.modifications).toEqual([{ via: 'modify', ids: [gid[4]], add: [], remove: ['UNREAD'] }]);
    expect(gmail.message(gid[4]!)!.labelIds).not.toContain('UNREAD');

    const ids = [await globalIdOf(alice, ham[1]!), await globalIdOf(alice, ham[5]!)];
    await alice.gql(UPDATE_FLAGS, { ids, op: 'ARCHIVE' });
    await server.platform.jobs.idle();
    expect(gmail.modifications).toHaveLength(2);
    expect(gmail.modifications[1]).toMatchObject({ via: 'batchModify', add: [], remove: ['INBOX'] });
    expect(gmail.modifications[1]!.ids.sort()).toEqual([gid[1], gid[5]].sort());
    expect(gmail.message(gid[1]!)!.labelIds).not.toContain('INBOX');
    expect(gmail.message(gid[5]!)!.labelIds).not.toContain('INBOX');
    expect(gmail.calls['messages.modify']).toBe(1);
    expect(gmail.calls['messages.batchModify']).toBe(1);

    // Gmail echoes the changes in its history; the next sync keeps them and fetches nothing.
    gmail.resetCalls();
    await syncNow();
    expect(gmail.calls['messages.get']).toBeUndefined();
    expect((await emailFor(gid[4]!))!.isRead).toBe(true);
    expect((await emailFor(gid[1]!))!.isArchived).toBe(true);
    expect((await emailFor(gid[5]!))!.isArchived).toBe(true);
  });

  it('falls back to a full sync when the history expired, without duplicates', async () => {
    const before = await emails();
    gid[11] = gmail.addMessage(ham[11]!, { labelIds: ['INBOX', 'UNREAD'] });
    gmail.changeLabels(gid[7]!, ['STARRED']); // a change inside the lost history
    gmail.expireHistory();
    gmail.resetCalls();
    await syncNow();

    expect(gmail.calls['history.list']).toBe(1); // answered 404
    expect(await latestRun()).toMatchObject({ kind: 'full', status: 'succeeded' });
    const after = await emails();
    expect(after).toHaveLength(before.length + 1);
    const sources = after.flatMap((e) => e.sources);
    expect(new Set(sources.map((s) => s.providerId)).size).toBe(sources.length);
    expect(new Set(after.map((e) => e.messageId)).size).toBe(after.length);
    // Only the new message was downloaded; the rest was reconciled from id listings.
    expect(gmail.calls['messages.get']).toBe(2); // the new message and the draft
    expect((await emailFor(gid[7]!))!.isStarred).toBe(true);
    expect((await emailFor(gid[11]!))!.isRead).toBe(false);
    expect((await account()).gmailHistoryId).toBe(gmail.currentHistoryId);

    // Incremental again from the new cursor.
    gmail.resetCalls();
    await syncNow();
    expect(gmail.calls['history.list']).toBe(1);
    expect(await latestRun()).toMatchObject({ kind: 'incremental', status: 'succeeded' });
  });

  it('retries bursts of 429, 503, rate-limit 403 answers and a dropped connection, and drops nothing', async () => {
    const before = (await emails()).length;
    for (let i = 12; i < 18; i++) gid[i] = gmail.addMessage(ham[i]!, { labelIds: ['INBOX', 'UNREAD'] });
    gmail.resetCalls();
    gmail.failNext(1, 503, { method: 'history.list' });
    gmail.failNext(4, 429, { method: 'messages.get', retryAfter: 1 });
    gmail.failNext(3, 503, { method: 'messages.get' });
    gmail.failNext(1, 403, { method: 'messages.get', reason: 'userRateLimitExceeded' });
    gmail.failNext(1, 'reset', { method: 'messages.get' });
    await syncNow();

    expect(gmail.failuresServed).toBe(10);
    expect(gmail.calls['history.list']).toBe(2);
    expect(gmail.calls['messages.get']).toBe(6 + 9);
    expect(await emails()).toHaveLength(before + 6);
    for (let i = 12; i < 18; i++) expect(await emailFor(gid[i]!)).not.toBeNull();
    expect(await latestRun()).toMatchObject({ kind: 'incremental', status: 'succeeded', stored: 6 });
  });

  it('refreshes an access token Google stopped accepting and keeps the new one (sealed)', async () => {
    const a = await account();
    const before = server.app.services.accounts.credentials(a)!;
    gmail.expireAccessTokens();
    gid[18] = gmail.addMessage(ham[18]!, { labelIds: ['INBOX'] });
    gmail.resetCalls();
    await syncNow();

    expect(gmail.calls['token.refresh_token']).toBe(1);
    const after = server.app.services.accounts.credentials(await account())!;
    expect(after.access_token).toBeTruthy();
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).toBe(before.refresh_token);
    expect(await emailFor(gid[18]!)).not.toBeNull();
    expect((await account()).status).toBe('active');
  });

  it('marks the account needs_reconnect when the grant is revoked; reconnecting makes it active again', async () => {
    gmail.revokeGrant();
    gmail.expireAccessTokens();
    gid[19] = gmail.addMessage(ham[19]!, { labelIds: ['INBOX', 'UNREAD'] });
    await syncNow();

    let a = await account();
    expect(a.status).toBe('needs_reconnect');
    expect(a.statusMessage).toMatch(/Reconnect/);
    expect(await latestRun()).toMatchObject({ status: 'failed' });
    expect(await emailFor(gid[19]!)).toBeNull();
    const listed = await alice.get('/api/email-accounts');
    expect(listed.json.find((x: any) => x.id === a.id).status).toBe('needs_reconnect');

    const oldToken = server.app.services.accounts.credentials(a)!.refresh_token;
    const { landed } = await connect(alice);
    expect(landed).toBe(`/email-accounts?connected=${encodeURIComponent(MAILBOX)}`);
    await server.platform.jobs.idle();

    expect(await server.platform.prisma.mailAccount.count({ where: { userId: aliceId, provider: 'gmail' } })).toBe(1);
    a = await account();
    expect(a.status).toBe('active');
    const newToken = server.app.services.accounts.credentials(a)!.refresh_token;
    expect(newToken).not.toBe(oldToken);
    expect(newToken).toBe(gmail.refreshTokens.at(-1));
    expect(await emailFor(gid[19]!)).not.toBeNull();
  });

  it('lets no other user sync or see the account', async () => {
    const a = await account();
    const bob = new TestClient(server.url);
    await bob.register('bob@example.com');
    const direct = await bob.post(`/api/email-accounts/${a.id}/sync`, {});
    expect(direct.status).toBe(404);
    const legacy = await bob.post('/api/emails/sync', { accountId: a.id });
    expect(legacy.status).toBe(404);
    expect((await bob.get('/api/email-accounts')).json).toEqual([]);
    expect((await bob.gql(EMAILS)).emails.totalCount).toBe(0);
    await expect(server.app.services.sync.requestSync((await bob.get('/api/auth/session')).json.id, a.id)).rejects.toThrow(/not found/i);
  });
});

describe('quota pacing', () => {
  it('lets a one-second burst through, then paces to the refill rate (Gmail: 15,000 units a minute = 250 a second)', async () => {
    const bucket = new TokenBucket(250, 250);
    const t0 = Date.now();
    for (let i = 0; i < 50; i++) await bucket.take(5); // 50 messages.get: the burst
    expect(Date.now() - t0).toBeLessThan(200);
    for (let i = 0; i < 25; i++) await bucket.take(5); // 125 more units at 250 a second
    expect(Date.now() - t0).toBeGreaterThanOrEqual(450);
  });

  it('holds every caller while a rate-limit pause runs', async () => {
    const bucket = new TokenBucket(250, 250);
    bucket.pause(300);
    const t0 = Date.now();
    await Promise.all([bucket.take(1), bucket.take(1)]);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
  });
});
