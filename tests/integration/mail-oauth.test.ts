// Outlook and Yahoo mailboxes connected through the provider's sign-in, then read
// and written over XOAUTH2: a real OAuth server (oidc-provider, shaped like
// Microsoft's and Yahoo's: refresh tokens, introspection, revocation), a real
// Dovecot whose oauth2 passdb asks that server whether each token is valid, and a
// real SMTP server doing the same for XOAUTH2 logins. No password exists anywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { Browser } from '../helpers/redirects.ts';
import { startOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider.ts';
import { startDovecot, type Dovecot } from '../helpers/dovecot.ts';
import { startSmtpServer, type SmtpServer } from '../helpers/smtp-server.ts';
import { rawMessage } from '../helpers/mail.ts';
import type { OAuthCredentials } from '../../api/modules/accounts/mail-oauth.ts';

const MAILBOX = 'ines@outlook.test';
const IMAP_SCOPE = 'https://outlook.office.com/IMAP.AccessAsUser.All';

let op: TestOidcProvider;
let dovecot: Dovecot;
let smtp: SmtpServer;
let server: TestServer;
let browser: Browser;
let userId: string;

const prisma = () => server.platform.prisma;
const accounts = () => server.app.services.accounts;
const app = () => browser.jar(server.url);

async function account(provider = 'outlook') {
  return prisma().mailAccount.findUniqueOrThrow({ where: { userId_provider_email: { userId, provider, email: MAILBOX } } });
}

/** Walks the sign-in from our start URL through the provider and back; returns where the browser lands. */
async function connect(start: string) {
  const res = await app().get(start);
  expect(res.status, res.text).toBe(302);
  const landed = await browser.follow(res.headers.get('location')!, `${server.url}/email-accounts`);
  return landed.searchParams;
}

/** Makes the stored access token look expired, so the next use must refresh it. */
async function expireAccessToken(accountId: string) {
  const a = await prisma().mailAccount.findUniqueOrThrow({ where: { id: accountId } });
  const c = accounts().credentials(a) as OAuthCredentials;
  await accounts().saveCredentials(accountId, { ...c, expires_at: Date.now() - 1000 });
  return c;
}

beforeAll(async () => {
  op = await startOidcProvider({
    account: { sub: MAILBOX, email: MAILBOX, email_verified: true },
    // Yahoo issues a refresh token without offline_access; Microsoft with it.
    mailProvider: { alwaysIssueRefreshToken: true },
  });
  dovecot = await startDovecot({ user: MAILBOX, password: 'no-password-is-ever-used-here', oauth: { introspectionUrl: op.introspectionUrl } });
  smtp = await startSmtpServer({ user: MAILBOX, password: 'unused-password', introspectionUrl: op.introspectionUrl });
  const provider = (name: 'OUTLOOK' | 'YAHOO') => ({
    [`${name}_CLIENT_ID`]: op.clientId,
    [`${name}_CLIENT_SECRET`]: op.clientSecret,
    [`${name}_AUTH_URL`]: `${op.issuer}/auth`,
    [`${name}_TOKEN_URL`]: `${op.issuer}/token`,
    [`${name}_IMAP_URL`]: `imap://127.0.0.1:${dovecot.port}`,
    [`${name}_SMTP_URL`]: `smtp://127.0.0.1:${smtp.port}`,
  });
  server = await startTestServer({ env: { SYNC_INTERVAL_MINUTES: '0', ...provider('OUTLOOK'), ...provider('YAHOO') } });
  op.register([`${server.url}/api/mail-oauth/outlook/callback`, `${server.url}/api/mail-oauth/yahoo/callback`]);
  browser = new Browser();
  userId = (await app().register(`ines-${Date.now()}@example.com`)).id;

  await dovecot.deliver(
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: MAILBOX,
      subject: 'Term sheet',
      messageId: 'ts@acme.io',
      body: 'Could you send me the signed term sheet by Friday?',
    }),
  );
  await dovecot.deliver(rawMessage({ from: 'Dan <dan@acme.io>', to: MAILBOX, subject: 'Board deck', messageId: 'deck@acme.io', body: 'Deck attached.' }));
  await dovecot.deliver(
    rawMessage({
      from: MAILBOX,
      to: 'priya@acme.io',
      subject: 'Re: Term sheet',
      messageId: 'ts-reply@outlook.test',
      inReplyTo: 'ts@acme.io',
      body: "I'll send it by Friday.",
    }),
    'Sent',
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await dovecot?.dispose();
  await smtp?.stop();
  await op?.close();
});

describe('Outlook sign-in', () => {
  it('is offered where the server has the OAuth app, and the REST connect call answers with it', async () => {
    const { providerPresets } = await app().gql(`{ providerPresets { provider signInUrl } }`);
    const byProvider = Object.fromEntries(providerPresets.map((p: any) => [p.provider, p.signInUrl]));
    expect(byProvider.outlook).toBe('/api/mail-oauth/outlook/auth');
    expect(byProvider.yahoo).toBe('/api/mail-oauth/yahoo/auth');
    expect(byProvider.fastmail).toBeNull();
    const res = await app().post('/api/email-accounts', { email: MAILBOX, provider: 'outlook' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      authUrl: `/api/mail-oauth/outlook/auth?login_hint=${encodeURIComponent(MAILBOX)}`,
      message: 'Continue with Microsoft to connect this mailbox.',
    });
  });

  it('asks Microsoft for IMAP and SMTP access with a refresh token, PKCE and a state', async () => {
    const res = await app().get(`/api/mail-oauth/outlook/auth?login_hint=${encodeURIComponent(MAILBOX)}`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${op.issuer}/auth`);
    expect(to.searchParams.get('scope')!.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'offline_access', IMAP_SCOPE, 'https://outlook.office.com/SMTP.Send']),
    );
    expect(to.searchParams.get('redirect_uri')).toBe(`${server.url}/api/mail-oauth/outlook/callback`);
    expect(to.searchParams.get('prompt')).toBe('consent');
    expect(to.searchParams.get('login_hint')).toBe(MAILBOX);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
  });

  it('connects the mailbox, keeps the tokens sealed, and syncs INBOX and Sent over XOAUTH2', async () => {
    const landed = await connect('/api/mail-oauth/outlook/auth');
    expect(Object.fromEntries(landed)).toEqual({ connected: MAILBOX });
    const a = await account();
    // Its first sync is queued at once (the status may already say so).
    expect(a).toMatchObject({
      status: expect.stringMatching(/^(active|syncing)$/),
      imapHost: '127.0.0.1',
      imapPort: dovecot.port,
      imapSecure: false,
      smtpPort: smtp.port,
    });
    expect(a.grantedScopes).toContain(IMAP_SCOPE);
    const creds = accounts().credentials(a) as OAuthCredentials;
    expect(creds).toMatchObject({ kind: 'oauth', user: MAILBOX, refresh_token: expect.any(String), access_token: expect.any(String) });
    expect(a.sealedCredentials).not.toContain(creds.refresh_token);
    expect(a.sealedCredentials).not.toContain(creds.access_token!);

    await server.platform.jobs.idle();
    const emails = await prisma().email.findMany({ where: { userId }, orderBy: { subject: 'asc' } });
    expect(emails.map((e) => [e.subject, e.isSent])).toEqual([
      ['Board deck', false],
      ['Re: Term sheet', true],
      ['Term sheet', false],
    ]);
    expect((await account()).status).toBe('active');

    const { accounts: list } = await app().gql(`{ accounts(first: 5) { edges { node { email provider connectedWith signInUrl loginUser } } } }`);
    expect(list.edges[0].node).toEqual({
      email: MAILBOX,
      provider: 'outlook',
      connectedWith: 'sign_in',
      signInUrl: `/api/mail-oauth/outlook/auth?login_hint=${encodeURIComponent(MAILBOX)}`,
      loginUser: MAILBOX,
    });
  });

  it('refreshes an expired access token before syncing, and stores the new one', async () => {
    const a = await account();
    const before = await expireAccessToken(a.id);
    const issued = op.tokensIssued;
    await dovecot.deliver(
      rawMessage({ from: 'Dan <dan@acme.io>', to: MAILBOX, subject: 'Wire details', messageId: 'wire@acme.io', body: 'Please confirm the wire.' }),
    );
    await server.app.services.sync.runSync(a.id);
    expect(op.tokensIssued).toBe(issued + 1);
    const after = accounts().credentials(await account()) as OAuthCredentials;
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.expires_at).toBeGreaterThan(Date.now() + 60_000);
    expect(await prisma().email.count({ where: { userId, subject: 'Wire details' } })).toBe(1);
    // A token with time left is used as it is: no request to the provider.
    await server.app.services.sync.runSync(a.id);
    expect(op.tokensIssued).toBe(issued + 1);
  });

  it('sends through SMTP with XOAUTH2, and the sent copy is stored', async () => {
    const a = await account();
    const res = await app().post('/api/enhanced-emails/send', {
      fromAccountId: a.id,
      to: 'Priya Shah <priya@acme.io>',
      subject: 'Signed term sheet',
      body: 'Hi Priya,\n\nAttached by Friday as promised.\n\nInes',
    });
    expect(res.status, res.text).toBe(200);
    const [received] = await smtp.waitFor(1);
    expect(received!.envelope).toEqual({ mailFrom: MAILBOX, rcptTo: ['priya@acme.io'], user: MAILBOX });
    expect(received!.raw.toString('latin1')).toMatch(/^Subject: Signed term sheet$/m);
    expect(smtp.authFailures()).toBe(0);
    expect(await prisma().email.count({ where: { userId, subject: 'Signed term sheet', isSent: true } })).toBe(1);
  });

  it('asks to reconnect when Microsoft revokes the grant, and a new sign-in brings the mailbox back', async () => {
    const a = await account();
    const c = await expireAccessToken(a.id);
    const revoked = await fetch(`${op.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: c.refresh_token, token_type_hint: 'refresh_token', client_id: op.clientId, client_secret: op.clientSecret }),
    });
    expect(revoked.status).toBe(200);
    await server.app.services.sync.runSync(a.id).catch(() => undefined);
    const broken = await account();
    expect(broken.status).toBe('needs_reconnect');
    expect(broken.statusMessage).toMatch(/Microsoft no longer accepts Nugget's access to ines@outlook\.test.*Reconnect the mailbox/);
    // Sending from it says the same instead of trying a stale login.
    const send = await app().post('/api/enhanced-emails/send', { fromAccountId: a.id, to: 'priya@acme.io', subject: 'Hello', body: 'Hi' });
    expect(send.status).toBeGreaterThanOrEqual(400);
    expect(send.text).toMatch(/Reconnect/);

    const landed = await connect(`/api/mail-oauth/outlook/auth?login_hint=${encodeURIComponent(MAILBOX)}`);
    expect(landed.get('connected')).toBe(MAILBOX);
    const back = await account();
    expect(back.id).toBe(a.id);
    expect(back.status).not.toBe('needs_reconnect');
    await server.platform.jobs.idle();
    expect((await account()).status).toBe('active');
    await server.app.services.sync.runSync(a.id);
    expect((await account()).status).toBe('active');
  });

  it('says so when the user refuses, or when the answer did not start in this browser', async () => {
    op.deny = true;
    try {
      const refused = await connect('/api/mail-oauth/outlook/auth');
      expect(refused.get('error')).toBe('Microsoft access was not granted, so nothing was connected.');
    } finally {
      op.deny = false;
    }
    const stranger = new TestClient(server.url);
    await stranger.register(`mallory-${Date.now()}@example.com`);
    const forged = await stranger.get('/api/mail-oauth/outlook/callback?code=stolen&state=not-mine');
    expect(forged.status).toBe(302);
    expect(new URL(forged.headers.get('location')!, server.url).searchParams.get('error')).toBe(
      'The Microsoft sign-in link expired or did not come from this browser. Please connect again.',
    );
    expect(await prisma().mailAccount.count({ where: { provider: 'outlook' } })).toBe(1);
  });
});

describe('Yahoo sign-in', () => {
  it('connects with the mail-w scope and syncs over XOAUTH2', async () => {
    const res = await app().get('/api/mail-oauth/yahoo/auth');
    const to = new URL(res.headers.get('location')!);
    expect(to.searchParams.get('scope')!.split(' ').sort()).toEqual(['email', 'mail-w', 'openid']);
    const landed = await browser.follow(res.headers.get('location')!, `${server.url}/email-accounts`);
    expect(landed.searchParams.get('connected')).toBe(MAILBOX);
    await server.platform.jobs.idle();
    const yahoo = await account('yahoo');
    expect(yahoo.status).toBe('active');
    // Same mailbox as the Outlook test account: each message once, held by both.
    const termSheet = await prisma().email.findFirstOrThrow({ where: { userId, messageId: 'ts@acme.io' }, include: { sources: true } });
    expect(termSheet.sources.map((s) => s.accountId).sort()).toEqual([(await account()).id, yahoo.id].sort());
    // Its token is refreshed the way Yahoo documents it, and the sync goes on.
    await expireAccessToken(yahoo.id);
    const issued = op.tokensIssued;
    await server.app.services.sync.runSync(yahoo.id);
    expect(op.tokensIssued).toBe(issued + 1);
    expect((await account('yahoo')).status).toBe('active');
  });
});

describe('without an OAuth app', () => {
  it('explains that sign-in is not configured, and the password route stays', async () => {
    const plain = await startTestServer({ env: { SYNC_INTERVAL_MINUTES: '0' } });
    try {
      const client = new TestClient(plain.url);
      await client.register(`plain-${Date.now()}@example.com`);
      const start = await client.get('/api/mail-oauth/outlook/auth');
      expect(start.status).toBe(503);
      expect(start.text).toContain('Outlook sign-in is not configured on this server');
      expect((await client.get('/api/mail-oauth/hotmail/auth')).status).toBe(404);
      const { providerPresets } = await client.gql(`{ providerPresets { provider signInUrl } }`);
      expect(providerPresets.find((p: any) => p.provider === 'outlook').signInUrl).toBeNull();
      const res = await client.post('/api/email-accounts', { email: MAILBOX, provider: 'outlook' });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.json)).toContain('Password is required');
    } finally {
      await plain.close();
    }
  });
});
