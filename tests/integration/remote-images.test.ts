// "Always for this sender" (issue 17): the per-user list of senders whose remote images
// load, through GraphQL, validated, and the viewer's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ALLOW = 'mutation($s: String!) { allowRemoteImages(sender: $s) { __typename ... on ValidationError { message } } }';

async function userWithMail(name: string) {
  const c = new TestClient(server.url);
  const { id } = await c.register(`${name}-${Date.now()}@example.com`);
  const email = await server.platform.prisma.email.create({
    data: {
      userId: id,
      subject: 'News',
      fromAddress: 'News@Shop.example',
      htmlBody: '<img src="https://t.example/p.gif">',
      textBody: 'x',
      snippet: 'x',
      threadId: `t-${name}`,
      receivedAt: new Date(),
    },
  });
  return { c, id, emailId: Buffer.from(`Email:${email.id}`).toString('base64') };
}

const allowed = async (c: TestClient, id: string) =>
  (await c.gql(`query($id: ID!) { node(id: $id) { ... on Email { remoteImagesAllowed } } }`, { id })).node.remoteImagesAllowed;

describe('remote images per sender', () => {
  it('are off by default, on once the sender is allowed (any case), for that user only', async () => {
    const ada = await userWithMail('ada');
    const bob = await userWithMail('bob');
    expect(await allowed(ada.c, ada.emailId)).toBe(false);
    expect((await ada.c.gql(ALLOW, { s: 'news@shop.EXAMPLE' })).allowRemoteImages.__typename).toBe('MutationAllowRemoteImagesSuccess');
    expect(await allowed(ada.c, ada.emailId)).toBe(true);
    expect(await allowed(bob.c, bob.emailId)).toBe(false);
    // Allowing twice keeps one entry.
    await ada.c.gql(ALLOW, { s: 'news@shop.example' });
    expect((await server.platform.prisma.userSettings.findUniqueOrThrow({ where: { userId: ada.id } })).remoteImageSenders).toEqual(['news@shop.example']);
  });

  it('refuses what is not an address, and visitors', async () => {
    const { c } = await userWithMail('cy');
    expect((await c.gql(ALLOW, { s: 'not an address' })).allowRemoteImages).toEqual({
      __typename: 'ValidationError',
      message: 'Sender must be an email address.',
    });
    const visitor = await new TestClient(server.url).gql(ALLOW, { s: 'a@b.example' }, { allowErrors: true });
    expect(visitor.errors?.length).toBeGreaterThan(0);
  });
});
