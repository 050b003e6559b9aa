// TRUST_PROXY believes only the configured proxies (issue 17): a client that rotates
// X-Forwarded-For still meets the per-IP login and register limits, because the
// address that counts is the one our own proxy appended.
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { loadConfig } from '../../api/config.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function serverWith(trust: string) {
  const s = await startTestServer({ env: { TRUST_PROXY: trust, AUTH_RATE_LIMIT_PER_IP: '3', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000' } });
  servers.push(s);
  return s;
}

let n = 0;
/** `attempts` logins (each to another account), each with a fresh forged X-Forwarded-For. */
async function rotatingLogins(url: string, forwardedFor: (forged: string) => string, attempts = 5) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const forged = `10.${i}.${++n % 250}.${i + 1}`;
    const c = new TestClient(url, { 'x-forwarded-for': forwardedFor(forged) });
    statuses.push((await c.post('/api/auth/simple/login', { email: `nobody${n}@example.com`, password: 'wrong-password' })).status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('true trusts one hop: a forged X-Forwarded-For before the real client address changes nothing', async () => {
    const s = await serverWith('true');
    // The proxy appends the address it saw (203.0.113.7) after whatever the client sent.
    const logins = await rotatingLogins(s.url, (forged) => `${forged}, 203.0.113.7`);
    expect(logins).toEqual([401, 401, 401, 429, 429]);
    const registers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const c = new TestClient(s.url, { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.7` });
      registers.push((await c.post('/api/auth/simple/register', { email: `r${i}-${Date.now()}@example.com`, password: 'secret1' })).status);
    }
    expect(registers).toEqual([201, 201, 201, 429, 429]);
    // Another real client behind the same proxy has its own budget.
    const other = new TestClient(s.url, { 'x-forwarded-for': '198.51.100.20' });
    expect((await other.post('/api/auth/simple/login', { email: 'someone@example.com', password: 'wrong-password' })).status).toBe(401);
  });

  it('a number of hops counts from the right', async () => {
    const s = await serverWith('2');
    // client → proxy A (appends the client) → proxy B (appends A) → us
    const logins = await rotatingLogins(s.url, (forged) => `${forged}, 203.0.113.8, 10.0.0.2`);
    expect(logins).toEqual([401, 401, 401, 429, 429]);
  });

  it('a list of proxy addresses trusts only those', async () => {
    const s = await serverWith('127.0.0.1, 10.0.0.0/8');
    const logins = await rotatingLogins(s.url, (forged) => `198.51.100.${forged.split('.')[3]}, 203.0.113.9, 10.1.2.3`);
    expect(logins).toEqual([401, 401, 401, 429, 429]);
  });

  it('is read from the environment as false, hops or addresses, and refuses anything else', () => {
    const trust = (v: string) => loadConfig({ TRUST_PROXY: v }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('3')).toBe(3);
    expect(trust('loopback, 10.0.0.0/8, ::1')).toEqual(['loopback', '10.0.0.0/8', '::1']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => trust('everyone')).toThrow(/TRUST_PROXY must be false, a number of proxy hops, or proxy addresses/);
  });
});
