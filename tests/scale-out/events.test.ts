// Two API processes on one PostgreSQL database and one Redis: a subscription
// opened on one receives the events another produces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/platform.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { collect, wsClient } from '../helpers/ws.ts';

let db: Awaited<ReturnType<typeof freshDatabase>>;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  db = await freshDatabase();
  const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
  one = await startTestServer({ env, database: db });
  two = await startTestServer({ env, database: db });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.drop();
});

describe('scale-out through Redis', () => {
  it('delivers xpChanged produced on process two to a tab subscribed on process one', async () => {
    const tab = new TestClient(one.url);
    const user = await tab.register(`scale-${Date.now()}@example.com`);
    // The session lives in the shared database: the same cookie works on process two.
    const sameUser = new TestClient(two.url);
    sameUser.cookies = new Map(tab.cookies);
    expect((await sameUser.get('/api/auth/session')).json.id).toBe(user.id);

    await two.platform.prisma.xpEvent.create({ data: { userId: user.id, kind: 'todo_completed', points: 40, dedupeKey: 'scale:1' } });
    const ws = wsClient(one.url, { cookie: tab.cookieHeader });
    const { data, error } = await collect(ws, 'subscription { xpChanged { totalXP level } }', {}, 1, () => two.app.services.xp.notifyChanged(user.id));
    await ws.dispose();
    expect(error).toBeNull();
    expect(data[0].xpChanged).toEqual({ totalXP: 40, level: 1 });
  });

  it('keeps users apart across processes', async () => {
    const a = new TestClient(one.url);
    const b = new TestClient(two.url);
    const ua = await a.register(`a-${Date.now()}@example.com`);
    const ub = await b.register(`b-${Date.now()}@example.com`);
    const ws = wsClient(one.url, { cookie: a.cookieHeader });
    const { data } = await collect(ws, 'subscription { xpChanged { totalXP } }', {}, 1, () => two.app.services.xp.notifyChanged(ub.id), 1500);
    await ws.dispose();
    expect(data).toEqual([]);
    expect(ua.id).not.toBe(ub.id);
  });
});
