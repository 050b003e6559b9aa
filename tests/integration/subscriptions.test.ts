// Typed subscriptions fed by the event seam, end to end over graphql-ws with the
// session cookie: only the owner hears about an account or their XP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { collect, wsClient } from '../helpers/ws.ts';
import { graphql } from '../gql/index.ts';

let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;

let accountGlobalId: string;
let accountId: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = new TestClient(server.url);
  bob = new TestClient(server.url);
  aliceId = (await alice.register(`alice-${Date.now()}@example.com`)).id;
  await bob.register(`bob-${Date.now()}@example.com`);
  const account = await server.platform.prisma.mailAccount.create({ data: { userId: aliceId, provider: 'gmail', email: 'alice@acme.io' } });
  accountId = account.id;
  accountGlobalId = Buffer.from(`Account:${account.id}`).toString('base64');
});
afterAll(() => server?.close());

const SYNC = graphql(`
  subscription SyncProgressTest($id: ID!) {
    syncProgress(accountId: $id) {
      phase
      fetched
      stored
      total
      errors
      done
      account {
        email
      }
    }
  }
`);
const XP = graphql(`
  subscription XpChangedTest {
    xpChanged {
      totalXP
      level
      xpToNextLevel
    }
  }
`);

describe('syncProgress(accountId)', () => {
  it('streams progress of my own account', async () => {
    const ws = wsClient(server.url, { cookie: alice.cookieHeader });
    let fetched = 0;
    const { data, error } = await collect(ws, SYNC, { id: accountGlobalId }, 2, () => {
      fetched += 10;
      server.platform.events.publish('syncProgress', accountId, {
        accountId,
        runId: null,
        phase: 'fetching',
        fetched,
        stored: fetched - 5,
        duplicates: 0,
        total: 100,
        errors: 0,
        done: false,
        message: null,
      });
    });
    await ws.dispose();
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(data[0].syncProgress).toMatchObject({ phase: 'fetching', total: 100, done: false, account: { email: 'alice@acme.io' } });
    expect(data[1].syncProgress.fetched).toBeGreaterThan(data[0].syncProgress.fetched);
  });

  it("refuses another user's account and visitors", async () => {
    const asBob = wsClient(server.url, { cookie: bob.cookieHeader });
    const poke = () =>
      void server.platform.events.publish('syncProgress', accountId, {
        accountId,
        runId: null,
        phase: 'fetching',
        fetched: 1,
        stored: 1,
        duplicates: 0,
        total: null,
        errors: 0,
        done: false,
        message: null,
      });
    const bobs = await collect(asBob, SYNC, { id: accountGlobalId }, 1, poke, 2000);
    await asBob.dispose();
    expect(bobs.data).toEqual([]);
    expect(JSON.stringify(bobs.error)).toContain('Account not found');

    const visitor = wsClient(server.url);
    const anon = await collect(visitor, SYNC, { id: accountGlobalId }, 1, poke, 2000);
    await visitor.dispose();
    expect(anon.data).toEqual([]);
    expect(JSON.stringify(anon.error)).toMatch(/Not authorized/i);
  });
});

describe('xpChanged', () => {
  it("delivers the new XP summary to the user's own tabs only", async () => {
    const mine = wsClient(server.url, { cookie: alice.cookieHeader });
    const other = wsClient(server.url, { cookie: bob.cookieHeader });
    await server.platform.prisma.xpEvent.create({ data: { userId: aliceId, kind: 'todo_completed', points: 850, dedupeKey: 'test:850' } });
    const bobsTab = collect(other, XP, {}, 1, () => {}, 1500);
    const { data, error } = await collect(mine, XP, {}, 1, () => server.app.services.xp.notifyChanged(aliceId));
    expect(error).toBeNull();
    expect(data[0].xpChanged).toEqual({ totalXP: 850, level: 7, xpToNextLevel: 150 });
    expect((await bobsTab).data).toEqual([]);
    await mine.dispose();
    await other.dispose();
  });
});

describe('websocket handshake', () => {
  it('refuses a socket opened from another site with the user cookie (cross-site hijacking)', async () => {
    const evil = wsClient(server.url, { cookie: alice.cookieHeader, origin: 'https://evil.example' });
    const { data, error } = await collect(evil, XP, {}, 1, () => server.app.services.xp.notifyChanged(aliceId), 2000);
    await evil.dispose();
    expect(data).toEqual([]);
    expect(error).toBeTruthy();
  });
});
