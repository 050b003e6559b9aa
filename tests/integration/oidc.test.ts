// OpenID sign-in (Google at /api/auth/google, the hosted platform at /auth/replit)
// against a real OpenID provider process (oidc-provider) on localhost, walked
// redirect by redirect like a browser: each origin keeps its own cookies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { Browser } from '../helpers/redirects.ts';
import { startOidcProvider, type TestAccount, type TestOidcProvider } from '../helpers/oidc-provider.ts';
import { allowsPlainHttp } from '../../api/modules/auth/auth.oidc.ts';

const SESSION = 'nugget.sid';

const alice: TestAccount = {
  sub: 'alice-sub-001',
  email: 'Alice.Miner@Example.com',
  email_verified: true,
  given_name: 'Alice',
  family_name: 'Miner',
  picture: 'https://img.example.com/alice.png',
};

let op: TestOidcProvider;
let server: TestServer;
let authorizationEndpoint: string;
let discoveryBeforeRegistration: { status: number; text: string };

async function sessionUser(b: Browser) {
  return b.jar(server.url).get('/api/auth/session');
}

/** A full sign-in from the start path; returns where the browser lands and the cookie before/after. */
async function signIn(b: Browser, startPath: string) {
  const start = await b.jar(server.url).get(startPath);
  expect(start.status).toBe(302);
  const before = b.jar(server.url).cookies.get(SESSION);
  const landed = await b.follow(start.headers.get('location')!, `${server.url}/auth/callback`);
  return { landed, before, after: b.jar(server.url).cookies.get(SESSION) };
}

beforeAll(async () => {
  op = await startOidcProvider({ account: alice });
  server = await startTestServer({
    env: {
      OIDC_ISSUER: op.issuer,
      OIDC_CLIENT_ID: op.clientId,
      OIDC_CLIENT_SECRET: op.clientSecret,
      GOOGLE_CLIENT_ID: op.clientId,
      GOOGLE_CLIENT_SECRET: op.clientSecret,
      GOOGLE_ISSUER: op.issuer,
    },
  });
  // The provider is not answering yet: the app started anyway, and discovery fails now.
  const early = await new TestClient(server.url).get('/auth/replit');
  discoveryBeforeRegistration = { status: early.status, text: early.text };
  op.register([`${server.url}/auth/replit/callback`, `${server.url}/api/auth/google/callback`]);
  const meta = await fetch(`${op.issuer}/.well-known/openid-configuration`).then((r) => r.json());
  authorizationEndpoint = meta.authorization_endpoint;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await op?.close();
});

describe('discovery', () => {
  it('is lazy: a failed discovery answers 502 with a clear message, and the next request retries', async () => {
    expect(discoveryBeforeRegistration.status).toBe(502);
    expect(discoveryBeforeRegistration.text).toContain('Hosted-platform sign-in is unavailable');
    expect(discoveryBeforeRegistration.text).toContain(op.issuer);
    const again = await new TestClient(server.url).get('/auth/replit');
    expect(again.status).toBe(302);
  });

  it('accepts plain-http issuers only on localhost', () => {
    expect(allowsPlainHttp('http://127.0.0.1:4000')).toBe(true);
    expect(allowsPlainHttp('http://localhost:4000/issuer')).toBe(true);
    expect(allowsPlainHttp('http://op.example.com')).toBe(false);
    expect(allowsPlainHttp('http://127.0.0.1.example.com')).toBe(false);
    expect(allowsPlainHttp('https://accounts.google.com')).toBe(false);
  });
});

describe('hosted-platform sign-in (/auth/replit)', () => {
  let aliceId: string;

  it('redirects to the provider with state, PKCE and the callback URL', async () => {
    const res = await new Browser().jar(server.url).get('/auth/replit');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(authorizationEndpoint);
    expect(to.searchParams.get('client_id')).toBe(op.clientId);
    expect(to.searchParams.get('response_type')).toBe('code');
    expect(to.searchParams.get('redirect_uri')).toBe(`${server.url}/auth/replit/callback`);
    expect(to.searchParams.get('scope')!.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    // The state lives in a session on our side.
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION}=`))).toBe(true);
  });

  it('signs in: lands on /auth/callback, rotates the session, and the session and GraphQL know the user', async () => {
    const b = new Browser();
    const { landed, before, after } = await signIn(b, '/auth/replit');
    expect(landed.toString()).toBe(`${server.url}/auth/callback`);
    expect(before).toBeTruthy();
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);

    const me = await sessionUser(b);
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: 'alice.miner@example.com', firstName: 'Alice', lastName: 'Miner', profileImageUrl: alice.picture });
    aliceId = me.json.id;
    expect(aliceId).toBeTruthy();

    const gql = await b.jar(server.url).gql<{ viewer: { email: string } }>('{ viewer { email } }');
    expect(gql.viewer.email).toBe('alice.miner@example.com');

    // The pre-sign-in session is gone: its cookie no longer means anything.
    const stale = new TestClient(server.url);
    stale.cookies.set(SESSION, before!);
    expect((await stale.get('/api/auth/session')).status).toBe(401);

    const identities = await server.platform.prisma.authIdentity.findMany({ where: { userId: aliceId } });
    expect(identities.map((i) => [i.provider, i.subject, i.email])).toEqual([['oidc', alice.sub, 'alice.miner@example.com']]);
  });

  it('a second sign-in reuses the same user', async () => {
    const b = new Browser();
    const { landed } = await signIn(b, '/auth/replit');
    expect(landed.toString()).toBe(`${server.url}/auth/callback`);
    const me = await sessionUser(b);
    expect(me.json.id).toBe(aliceId);
    expect(await server.platform.prisma.user.count({ where: { email: 'alice.miner@example.com' } })).toBe(1);
    expect(await server.platform.prisma.authIdentity.count({ where: { provider: 'oidc', subject: alice.sub } })).toBe(1);
  });

  it('refuses a tampered state and creates no session', async () => {
    const b = new Browser();
    const interactionsBefore = op.interactions;
    const start = await b.jar(server.url).get('/auth/replit');
    const callback = await b.follow(start.headers.get('location')!, `${server.url}/auth/replit/callback`);
    expect(op.interactions).toBeGreaterThan(interactionsBefore); // the provider really did sign the user in
    expect(callback.searchParams.get('code')).toBeTruthy();
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const res = await b.get(callback.toString());
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!, server.url);
    expect(to.pathname).toBe('/auth/callback');
    expect(to.searchParams.get('error')).toMatch(/could not be verified/);
    expect((await sessionUser(b)).status).toBe(401);
  });

  it('refuses a callback that arrives without a sign-in started in this session', async () => {
    const b = new Browser();
    const start = await b.jar(server.url).get('/auth/replit');
    const callback = await b.follow(start.headers.get('location')!, `${server.url}/auth/replit/callback`);
    const other = new Browser(); // no session holding the state and PKCE verifier
    const res = await other.get(callback.toString());
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, server.url).searchParams.get('error')).toMatch(/could not be verified/);
    expect((await sessionUser(other)).status).toBe(401);
  });

  it('a callback without any authorization response is refused', async () => {
    const res = await new TestClient(server.url).get('/auth/replit/callback');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/auth\/callback\?error=/);
  });

  it('denied consent lands on /auth/callback with an error', async () => {
    const b = new Browser();
    op.deny = true;
    try {
      const { landed } = await signIn(b, '/auth/replit');
      expect(landed.pathname).toBe('/auth/callback');
      expect(landed.searchParams.get('error')).toMatch(/denied/);
    } finally {
      op.deny = false;
    }
    expect((await sessionUser(b)).status).toBe(401);
  });
});

describe('Google sign-in (/api/auth/google)', () => {
  it('redirects to the provider with state and PKCE, and links to the user with the same verified email', async () => {
    const b = new Browser();
    const start = await b.jar(server.url).get('/api/auth/google');
    expect(start.status).toBe(302);
    const to = new URL(start.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(authorizationEndpoint);
    expect(to.searchParams.get('redirect_uri')).toBe(`${server.url}/api/auth/google/callback`);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('code_challenge')).toBeTruthy();
    const before = b.jar(server.url).cookies.get(SESSION);

    const landed = await b.follow(to.toString(), `${server.url}/auth/callback`);
    expect(landed.toString()).toBe(`${server.url}/auth/callback`);
    expect(b.jar(server.url).cookies.get(SESSION)).not.toBe(before);

    const me = await sessionUser(b);
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: 'alice.miner@example.com', firstName: 'Alice', lastName: 'Miner' });
    const gql = await b.jar(server.url).gql<{ viewer: { email: string } }>('{ viewer { email } }');
    expect(gql.viewer.email).toBe('alice.miner@example.com');

    expect(await server.platform.prisma.user.count({ where: { email: 'alice.miner@example.com' } })).toBe(1);
    const identities = await server.platform.prisma.authIdentity.findMany({ where: { userId: me.json.id }, orderBy: { provider: 'asc' } });
    expect(identities.map((i) => i.provider)).toEqual(['google', 'oidc']);

    // And again: still the same user, no new identity.
    const b2 = new Browser();
    await signIn(b2, '/api/auth/google');
    expect((await sessionUser(b2)).json.id).toBe(me.json.id);
    expect(await server.platform.prisma.authIdentity.count({ where: { userId: me.json.id } })).toBe(2);
  });
});

describe('accounts the provider vouches for less', () => {
  it('creates a new user for an unverified email nobody uses yet', async () => {
    op.account = { sub: 'bob-sub', email: 'bob@example.com', email_verified: false, given_name: 'Bob' };
    const b = new Browser();
    const { landed } = await signIn(b, '/auth/replit');
    expect(landed.toString()).toBe(`${server.url}/auth/callback`);
    const me = await sessionUser(b);
    expect(me.json).toMatchObject({ email: 'bob@example.com', firstName: 'Bob', lastName: null });
  });

  it('does not link an unverified email to an existing account', async () => {
    const owner = new TestClient(server.url);
    const carol = await owner.register('carol@example.com');
    op.account = { sub: 'mallory-sub', email: 'carol@example.com', email_verified: false, given_name: 'Mallory' };
    const b = new Browser();
    const { landed } = await signIn(b, '/auth/replit');
    expect(landed.pathname).toBe('/auth/callback');
    expect(landed.searchParams.get('error')).toMatch(/already exists/);
    expect((await sessionUser(b)).status).toBe(401);
    expect(await server.platform.prisma.authIdentity.count({ where: { userId: carol.id } })).toBe(0);
  });

  it('refuses an account without an email address', async () => {
    op.account = { sub: 'no-email-sub', given_name: 'Nobody' };
    const b = new Browser();
    const { landed } = await signIn(b, '/auth/replit');
    expect(landed.pathname).toBe('/auth/callback');
    expect(landed.searchParams.get('error')).toMatch(/email/);
    expect((await sessionUser(b)).status).toBe(401);
    expect(await server.platform.prisma.authIdentity.count({ where: { subject: 'no-email-sub' } })).toBe(0);
  });
});

describe('without configuration', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await bare?.close();
  });

  it('answers 503 naming the variables to set', async () => {
    const c = new TestClient(bare.url);
    for (const path of ['/auth/replit', '/auth/replit/callback']) {
      const res = await c.get(path);
      expect(res.status).toBe(503);
      expect(res.text).toBe('Hosted-platform sign-in is not configured on this server. Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET and restart.');
    }
    for (const path of ['/api/auth/google', '/api/auth/google/callback']) {
      const res = await c.get(path);
      expect(res.status).toBe(503);
      expect(res.text).toBe('Google sign-in is not configured on this server. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET and restart.');
    }
  });
});
