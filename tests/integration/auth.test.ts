// Password sign-in through both doors (REST of spec §7 and GraphQL), sessions,
// rate limits and CSRF, against the real app on a fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { SESSION_COOKIE } from '../../api/modules/auth/auth.session.ts';
import { sha256 } from '../../api/platform/crypto.ts';
import { graphql } from '../gql/index.ts';

const REGISTER = graphql(`
  mutation RegisterTest($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on MutationRegisterSuccess {
        data {
          email
          displayName
          initials
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          name
          message
        }
      }
    }
  }
`);

let server: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy, so each client below can come from its own address.
  server = await startTestServer({ env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_IP: '12', AUTH_RATE_LIMIT_PER_ACCOUNT: '3' } });
});
afterAll(() => server?.close());

let ip = 0;
const client = () => new TestClient(server.url, { 'x-forwarded-for': `10.0.${Math.floor(++ip / 250)}.${ip % 250}` });
let n = 0;
const freshEmail = () => `user${++n}-${Date.now()}@example.com`;

describe('REST: register, session, login, logout (spec §7)', () => {
  it('registers, is signed in at once, and reads the session', async () => {
    const c = client();
    const email = freshEmail();
    const res = await c.post('/api/auth/simple/register', { email: email.toUpperCase(), password: 'secret1', firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email, firstName: 'Ada', displayName: 'Ada Lovelace' });
    expect(res.json.passwordHash).toBeUndefined();
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await c.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.json).toMatchObject({ id: res.json.id, email });
  });

  it('answers 401 on the session check when signed out', async () => {
    const res = await client().get('/api/auth/session');
    expect(res.status).toBe(401);
  });

  it('refuses a duplicate email with a clear message', async () => {
    const email = freshEmail();
    await client().register(email);
    const res = await client().post('/api/auth/simple/register', { email, password: 'another1' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('An account with this email already exists. Log in instead.');
    expect(res.json.fieldErrors).toEqual([{ name: 'email', message: 'An account with this email already exists. Log in instead.' }]);
  });

  it('gives the validation texts of spec §5', async () => {
    const reg = await client().post('/api/auth/simple/register', { email: 'nope', password: '12345' });
    expect(reg.status).toBe(400);
    expect(reg.json.fieldErrors).toEqual([
      { name: 'email', message: 'Invalid email address' },
      { name: 'password', message: 'Password must be at least 6 characters' },
    ]);
    const login = await client().post('/api/auth/simple/login', { email: 'a@b.co', password: '' });
    expect(login.json.fieldErrors).toEqual([{ name: 'password', message: 'Password is required' }]);
    const broken = await client().request('POST', '/api/auth/simple/login', undefined, { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
  });

  it('logs in with the right password only', async () => {
    const email = freshEmail();
    await client().register(email, 'right-password');
    const c = client();
    const wrong = await c.post('/api/auth/simple/login', { email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Invalid email or password');
    expect((await c.get('/api/auth/session')).status).toBe(401);
    const ok = await c.post('/api/auth/simple/login', { email: `  ${email.toUpperCase()} `, password: 'right-password' });
    expect(ok.status).toBe(200);
    expect(ok.json.email).toBe(email);
    expect((await c.get('/api/auth/session')).status).toBe(200);
  });

  it('rotates the session id at login and destroys the session at logout', async () => {
    const email = freshEmail();
    await client().register(email, 'right-password');
    const c = client();
    // A pre-login session (e.g. planted by an attacker) …
    await c.post('/api/auth/simple/login', { email, password: 'wrong-password' });
    c.cookies.set(SESSION_COOKIE, 'planted');
    await c.post('/api/auth/simple/login', { email, password: 'right-password' });
    const first = c.cookies.get(SESSION_COOKIE)!;
    expect(first).not.toBe('planted');
    // … and a second login gives yet another id; the first one no longer works.
    await c.post('/api/auth/simple/login', { email, password: 'right-password' });
    const second = c.cookies.get(SESSION_COOKIE)!;
    expect(second).not.toBe(first);
    const old = client();
    old.cookies.set(SESSION_COOKIE, first);
    expect((await old.get('/api/auth/session')).status).toBe(401);

    // The server keeps only hashes of session ids.
    const sid = decodeURIComponent(second).slice(2).split('.')[0]!;
    const rows = await server.platform.prisma.session.findMany({ where: { user: { email } } });
    expect(rows.map((r) => r.id)).toContain(sha256(sid));
    expect(rows.map((r) => r.id)).not.toContain(sid);

    const stolen = client();
    stolen.cookies.set(SESSION_COOKIE, second);
    const out = await c.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect((await c.get('/api/auth/session')).status).toBe(401);
    // The cookie value copied before logout is dead too: the row is gone.
    expect((await stolen.get('/api/auth/session')).status).toBe(401);
    expect(await server.platform.prisma.session.count({ where: { id: sha256(sid) } })).toBe(0);
  });

  it('GET /api/auth/logout signs out and redirects to /', async () => {
    const c = client();
    await c.register(freshEmail());
    const res = await c.get('/api/auth/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect((await c.get('/api/auth/session')).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('locks an account after repeated wrong passwords, even from different addresses', async () => {
    const email = freshEmail();
    await client().register(email, 'right-password');
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(await client().post('/api/auth/simple/login', { email, password: `wrong-${i}` }));
    }
    expect(tries.slice(0, 3).map((t) => t.status)).toEqual([401, 401, 401]);
    expect(tries[3]!.status).toBe(429);
    expect(tries[3]!.json.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(tries[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password is refused while locked: guessing cannot continue.
    const right = await client().post('/api/auth/simple/login', { email, password: 'right-password' });
    expect(right.status).toBe(429);
  });

  it('limits attempts per IP address across accounts', async () => {
    const limited = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_ACCOUNT: '100' } });
    try {
      const c = new TestClient(limited.url);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await c.post('/api/auth/simple/login', { email: `x${i}@example.com`, password: 'p' })).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const reg = await c.post('/api/auth/simple/register', { email: 'new@example.com', password: 'secret1' });
      expect(reg.status).toBe(201); // register has its own per-IP budget
      const gql = await c.gql(
        `mutation { login(input: {email: "y@example.com", password: "p"}) { __typename ... on RateLimitError { message retryAfterSeconds } } }`,
      );
      expect(gql.login.__typename).toBe('RateLimitError');
      expect(gql.login.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('CSRF', () => {
  it('refuses state-changing requests from another site, with or without a session', async () => {
    const c = client();
    await c.register(freshEmail());
    const evil = await c.post('/api/auth/logout', undefined, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const fetchMeta = await c.post('/graphql', { query: 'mutation { logout }' }, { 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.status).toBe(403);
    const getLogout = await c.get('/api/auth/logout', { 'sec-fetch-site': 'cross-site' });
    expect(getLogout.status).toBe(403);
    expect((await c.get('/api/auth/session')).status).toBe(200);
    const sameOrigin = await c.post('/api/auth/logout', undefined, { origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(200);
  });
});

describe('GraphQL: register, login, viewer, logout', () => {
  it('signs up and in through mutations with typed errors', async () => {
    const c = client();
    const email = freshEmail();
    const reg = await c.gql(REGISTER, { input: { email, password: 'secret1', firstName: 'Grace' } });
    expect(reg.register).toEqual({ __typename: 'MutationRegisterSuccess', data: { email, displayName: 'Grace', initials: 'G' } });
    expect((await c.gql('{ viewer { email } }')).viewer).toEqual({ email });

    const dup = await client().gql(
      `mutation { register(input: {email: "${email}", password: "secret1"}) { __typename ... on ValidationError { fieldErrors { name message } } } }`,
    );
    expect(dup.register.fieldErrors).toEqual([{ name: 'email', message: 'An account with this email already exists. Log in instead.' }]);

    expect((await c.gql('mutation { logout }')).logout).toBe(true);
    expect((await c.gql('{ viewer { email } }')).viewer).toBeNull();

    const bad = await c.gql(`mutation { login(input: {email: "${email}", password: "nope"}) { __typename ... on Error { message } } }`);
    expect(bad.login).toEqual({ __typename: 'AuthenticationError', message: 'Invalid email or password' });
    const good = await c.gql(
      `mutation { login(input: {email: "${email}", password: "secret1"}) { __typename ... on MutationLoginSuccess { data { email } } } }`,
    );
    expect(good.login.data.email).toBe(email);
    expect((await c.gql('{ viewer { firstName } }')).viewer).toEqual({ firstName: 'Grace' });
  });

  it('hides signed-in fields from visitors with an error, not data', async () => {
    const res = await client().gql('{ xpSummary { totalXP } }', undefined, { allowErrors: true });
    expect(res.errors?.[0]?.message).toMatch(/Not authorized/i);
  });
});
