// CORS (issue 17): a page on another origin — even another port of the same host — must
// not read a signed-in user's data; only the app's own origin and CORS_ORIGINS may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { loadConfig } from '../../api/config.ts';

const PARTNER = 'http://partner.test:8080';
let server: TestServer;
let user: TestClient;
beforeAll(async () => {
  server = await startTestServer({ env: { CORS_ORIGINS: `${PARTNER}, https://other.example` } });
  user = new TestClient(server.url);
  await user.register(`cors-${Date.now()}@example.com`);
});
afterAll(() => server?.close());

const otherPort = () => server.url.replace(/:(\d+)$/, (_m, p) => `:${Number(p) + 1}`);

async function read(path: string, origin: string, method = 'GET') {
  const res = await fetch(server.url + path, {
    method,
    headers: {
      origin,
      cookie: user.cookieHeader,
      ...(method === 'OPTIONS' ? { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } : {}),
    },
  });
  await res.text();
  return { status: res.status, allowOrigin: res.headers.get('access-control-allow-origin'), credentials: res.headers.get('access-control-allow-credentials') };
}

describe('CORS', () => {
  it('never lets another origin read /graphql with the cookie', async () => {
    for (const origin of [otherPort(), 'https://evil.example', 'null']) {
      const res = await read('/graphql?query=%7Bviewer%7Bemail%7D%7D', origin);
      expect(res.allowOrigin, origin).toBeNull();
      expect(res.credentials, origin).toBeNull();
      const preflight = await read('/graphql', origin, 'OPTIONS');
      expect(preflight.allowOrigin, origin).toBeNull();
    }
  });

  it('never lets another origin read /api with the cookie', async () => {
    const res = await read('/api/auth/session', otherPort());
    expect(res.allowOrigin).toBeNull();
    const preflight = await read('/api/todos', 'https://evil.example', 'OPTIONS');
    expect(preflight.allowOrigin).toBeNull();
  });

  it("allows the app's own origin and the configured ones, with credentials", async () => {
    for (const origin of [server.url, PARTNER, 'https://other.example']) {
      const gql = await read('/graphql?query=%7Bviewer%7Bemail%7D%7D', origin);
      expect(gql).toMatchObject({ allowOrigin: origin, credentials: 'true' });
      const api = await read('/api/auth/session', origin);
      expect(api).toMatchObject({ status: 200, allowOrigin: origin, credentials: 'true' });
      const preflight = await read('/api/todos', origin, 'OPTIONS');
      expect(preflight).toMatchObject({ status: 204, allowOrigin: origin });
    }
    // A configured origin may also change things (its pages are ours).
    const partnerPost = await fetch(`${server.url}/api/todos`, {
      method: 'POST',
      headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json', cookie: user.cookieHeader },
      body: JSON.stringify({ title: 'from the partner page' }),
    });
    expect(partnerPost.status).toBe(201);
  });

  it('reads CORS_ORIGINS as origins and refuses anything else', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://b.example:81/' }).CORS_ORIGINS).toEqual(['https://a.example', 'http://b.example:81']);
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});
