// The GraphQL endpoint as a protocol (graphql-http audits) and as a door that
// never lets one user reach another's rows through a global id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAudits } from 'graphql-http';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GraphQL over HTTP', () => {
  it('passes every graphql-http server audit', async () => {
    const audits = serverAudits({ url: `${server.url}/graphql`, fetchFn: fetch });
    const results = await Promise.all(audits.map((a) => a.fn()));
    const failed = results.filter((r) => r.status !== 'ok').map((r) => `${r.name}: ${(r as any).reason}`);
    expect(failed).toEqual([]);
    expect(results.length).toBeGreaterThan(50);
  });

  it('serves GraphiQL to a browser at /graphql', async () => {
    const res = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Nugget GraphQL</title>');
  });

  it("answers GraphiQL's full introspection query (not limited by depth)", async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const res = await new TestClient(server.url).post('/graphql', { query: getIntrospectionQuery({ descriptions: true }) });
    expect(res.json.errors).toBeUndefined();
    expect(res.json.data.__schema.types.map((t: { name: string }) => t.name)).toContain('User');
  });
});

describe('Node ids and ownership', () => {
  it("resolves the viewer's own nodes and nothing of another user's", async () => {
    const alice = new TestClient(server.url);
    const bob = new TestClient(server.url);
    const a = await alice.register(`alice-${Date.now()}@example.com`);
    await bob.register(`bob-${Date.now()}@example.com`);
    const account = await server.platform.prisma.mailAccount.create({ data: { userId: a.id, provider: 'imap', email: 'alice@venture.io' } });

    const mine = await alice.gql('{ viewer { id } }');
    const userId = mine.viewer.id as string;
    expect(userId).not.toContain(a.id); // opaque, not the raw database id
    const accountId = Buffer.from(`Account:${account.id}`).toString('base64');

    const own = await alice.gql(
      `query($u: ID!, $a: ID!) { u: node(id: $u) { id ... on User { email } } a: node(id: $a) { ... on Account { email displayName provider status } } }`,
      { u: userId, a: accountId },
    );
    expect(own.u.email).toMatch(/^alice-/);
    expect(own.a).toEqual({ email: 'alice@venture.io', displayName: 'alice', provider: 'imap', status: 'active' });

    const theirs = await bob.gql(`query($u: ID!, $a: ID!) { u: node(id: $u) { id } a: node(id: $a) { id } list: nodes(ids: [$u, $a]) { id } }`, {
      u: userId,
      a: accountId,
    });
    expect(theirs).toEqual({ u: null, a: null, list: [null, null] });

    const visitor = await new TestClient(server.url).gql(`query($a: ID!) { node(id: $a) { id } }`, { a: accountId });
    expect(visitor.node).toBeNull();
  });

  it('answers a malformed global id with an error, not a crash', async () => {
    const res = await new TestClient(server.url).gql('{ node(id: "%%%not-base64") { id } }', undefined, { allowErrors: true });
    expect(res.errors?.length).toBeGreaterThan(0);
  });
});

describe('introspection switch', () => {
  it('can be turned off for production', async () => {
    const closed = await startTestServer({ env: { GRAPHQL_INTROSPECTION: 'false' } });
    try {
      const res = await new TestClient(closed.url).post('/graphql', { query: '{ __schema { types { name } } }' });
      expect(res.json.errors?.[0]?.message).toMatch(/introspection/i);
      const normal = await new TestClient(closed.url).post('/graphql', { query: '{ viewer { id } }' });
      expect(normal.json).toEqual({ data: { viewer: null } });
    } finally {
      await closed.close();
    }
  });
});
