// A websocket subscription does not outlive its session (issue 17): logout, account
// deletion and expiry close the viewer's graphql-ws sockets, and no event reaches them after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { wsClient } from '../helpers/ws.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Watch = { client: Client; events: string[]; closed: Promise<{ code: number; reason: string }>; stop(): void };

/** Opens a todoUpdated subscription with `user`'s cookie and waits until it delivers one event. */
async function watchTodos(user: TestClient): Promise<Watch> {
  let onClosed!: (e: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (onClosed = r));
  const client = wsClient(server.url, { cookie: user.cookieHeader, onClosed });
  const events: string[] = [];
  const stop = client.subscribe<{ todoUpdated: { title: string } | null }>(
    { query: 'subscription { todoUpdated { title } }' },
    { next: (r) => r.data?.todoUpdated && events.push(r.data.todoUpdated.title), error: () => {}, complete: () => {} },
  );
  // No subscribe acknowledgement exists: create todos until the first one is heard.
  const deadline = Date.now() + 15_000;
  while (!events.length && Date.now() < deadline) {
    await user.post('/api/todos', { title: 'before' });
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(events.length).toBeGreaterThan(0);
  return { client, events, closed, stop };
}

/** Asserts the socket closes within a few seconds and that later todos of the user are not heard. */
async function expectClosedAndSilent(watch: Watch, sameUser: TestClient | null) {
  const closed = await Promise.race([watch.closed, new Promise<null>((r) => setTimeout(() => r(null), 8_000))]);
  expect(closed).toMatchObject({ code: 4401 });
  const heard = watch.events.length;
  if (sameUser) {
    for (let i = 0; i < 5; i++) {
      await sameUser.post('/api/todos', { title: `secret after the end ${i}` });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await new Promise((r) => setTimeout(r, 300));
  expect(watch.events.length).toBe(heard);
  expect(watch.events.some((t) => t.startsWith('secret'))).toBe(false);
  await watch.client.dispose();
}

describe('websocket subscriptions end with their session', () => {
  it('closes at logout, and a new session of the same user is not heard by the old socket', async () => {
    const email = `ws-logout-${Date.now()}@example.com`;
    const user = new TestClient(server.url);
    await user.register(email, 'secret-pass');
    const watch = await watchTodos(user);
    // A second tab of the same user keeps its socket: only the ended session's closes.
    const otherTab = new TestClient(server.url);
    await otherTab.post('/api/auth/simple/login', { email, password: 'secret-pass' });
    const other = await watchTodos(otherTab);
    expect((await user.post('/api/auth/logout')).status).toBe(200);
    await expectClosedAndSilent(watch, otherTab);
    expect(other.events.some((t) => t.startsWith('secret after the end'))).toBe(true);
    await other.client.dispose();
  });

  it('closes when the account is deleted', async () => {
    const email = `ws-delete-${Date.now()}@example.com`;
    const user = new TestClient(server.url);
    const { id } = await user.register(email);
    const watch = await watchTodos(user);
    const res = await user.gql<{ deleteMyAccount: { __typename: string } }>(`mutation { deleteMyAccount(confirmEmail: "${email}") { __typename } }`);
    expect(res.deleteMyAccount.__typename).toBe('MutationDeleteMyAccountSuccess');
    await expectClosedAndSilent(watch, null);
    expect(await server.platform.prisma.user.count({ where: { id } })).toBe(0);
  });

  it('closes when the session expires', async () => {
    const user = new TestClient(server.url);
    const { id } = await user.register(`ws-expire-${Date.now()}@example.com`);
    const watch = await watchTodos(user);
    await server.platform.prisma.session.updateMany({ where: { userId: id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await server.app.sweepSockets(); // what the minute timer runs
    await expectClosedAndSilent(watch, null);
    // The expired cookie no longer signs anything in, so nothing more can reach that user either.
    expect((await user.get('/api/auth/session')).status).toBe(401);
  });
});
