// Rate limits live where every process sees them (issue 17): two app instances on one
// database allow the limit between them, not twice it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { createApp, createRateLimiter, openJobQueue, type App } from '../../api/app.ts';

let first: TestServer;
let second: { url: string; app: App; close(): Promise<void> };
beforeAll(async () => {
  first = await startTestServer({ env: { AUTH_RATE_LIMIT_PER_IP: '4', AUTH_RATE_LIMIT_PER_ACCOUNT: '3' } });
  // A second API process on the same database: its own app, job queue and rate limiter
  // object (nothing shared in memory but the database connection it is given).
  const p = first.platform;
  const platform = { ...p, jobs: await openJobQueue(p.db, p.config, p.logger, { exclusive: false }), limiter: await createRateLimiter(p.config, p.prisma) };
  const app = createApp(platform);
  const server = http.createServer(app.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  second = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    app,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      platform.limiter.close();
      await platform.jobs.stop();
    },
  };
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('rate limits shared by two app instances', () => {
  it('count login attempts per address across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const url = i % 2 ? second.url : first.url;
      statuses.push((await new TestClient(url).post('/api/auth/simple/login', { email: `nobody${i}@example.com`, password: 'wrong-password' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect(await first.platform.prisma.rateLimiterFlexible.count()).toBeGreaterThan(0);
  });

  it('count failed logins per account across both', async () => {
    await first.platform.prisma.rateLimiterFlexible.deleteMany({});
    const email = `shared-${Date.now()}@example.com`;
    await new TestClient(first.url).register(email, 'right-password');
    const tries: number[] = [];
    for (let i = 0; i < 4; i++) {
      await first.platform.prisma.rateLimiterFlexible.deleteMany({ where: { key: { contains: ':ip:' } } });
      tries.push((await new TestClient(i % 2 ? second.url : first.url).post('/api/auth/simple/login', { email, password: `wrong-${i}` })).status);
    }
    expect(tries).toEqual([401, 401, 401, 429]);
  });
});
