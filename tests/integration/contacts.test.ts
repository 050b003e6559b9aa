// Contact intelligence from real imported mail: a thread where Ada replies after a few
// hours gives her response time; promises count both ways; her own addresses, bulk
// senders and no-reply machines never become contacts; figures follow new mail; and
// another user never sees Ada's contacts, through GraphQL or REST.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';
import { createContactsService } from '../../api/modules/contacts/contacts.service.ts';

let server: TestServer;
let ada: TestClient;
let adaId: string;
const ADA = `ada-${Date.now()}@example.com`;
const ALIAS = `ada.home-${Date.now()}@example.org`;
const dir = tempDir('nugget-contacts-');
const HOUR = 3_600_000;
const t0 = Date.now() - 3 * 24 * HOUR;
const at = (hours: number) => new Date(t0 + hours * HOUR).toUTCString().replace('GMT', '+0000');

const CONTACT_FIELDS =
  'id email name displayName lastInteractionAt totalEmails promisesMade promisesReceived promisesCount followUps avgResponseMinutes topics relationshipScore relationshipBand';

async function contacts(client: TestClient, args = '') {
  const data = await client.gql(`{ contacts(first: 50${args}) { totalCount edges { node { ${CONTACT_FIELDS} } } } }`);
  return { total: data.contacts.totalCount as number, nodes: data.contacts.edges.map((e: any) => e.node) as any[] };
}

async function importMail(name: string, messages: Buffer[]) {
  writeMbox(path.join(dir, name), messages);
  await server.app.services.sync.importArchive(adaId, [path.join(dir, name)]);
  await server.platform.jobs.idle();
}

beforeAll(async () => {
  server = await startTestServer();
  ada = new TestClient(server.url);
  adaId = (await ada.register(ADA)).id;
  await server.app.services.settings.update(adaId, { aliases: [ALIAS] });
  await importMail('first.mbox', [
    // Thread 1: Priya writes, Ada answers 4 hours later; Priya asks again, Ada answers 2 hours later.
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: ADA,
      subject: 'Term sheet review',
      messageId: 'c1@acme.io',
      date: at(0),
      body: 'Hi Ada,\n\nI will send you the revised term sheet by Friday.\n\nPriya',
    }),
    rawMessage({
      from: `Ada <${ADA}>`,
      to: 'Priya Shah <priya@acme.io>',
      subject: 'Re: Term sheet review',
      messageId: 'c2@example.com',
      inReplyTo: 'c1@acme.io',
      references: '<c1@acme.io>',
      date: at(4),
      body: 'Thanks Priya.\n\nI will review the cap table and send you my comments by Monday.\n\nAda',
    }),
    rawMessage({
      from: 'Priya S. <priya@acme.io>',
      to: ADA,
      subject: 'Re: Term sheet review',
      messageId: 'c3@acme.io',
      inReplyTo: 'c2@example.com',
      references: '<c1@acme.io> <c2@example.com>',
      date: at(6),
      body: 'Great.\n\nCould you please send me the signed NDA by Thursday?\n\nPriya',
    }),
    rawMessage({
      from: `Ada <${ADA}>`,
      to: 'Priya Shah <priya@acme.io>',
      subject: 'Re: Term sheet review',
      messageId: 'c4@example.com',
      inReplyTo: 'c3@acme.io',
      references: '<c1@acme.io> <c3@acme.io>',
      date: at(8),
      body: 'Sure, attached shortly.\n\nAda',
    }),
    // Jon writes once; Ada never answers.
    rawMessage({
      from: 'Jon Meyer <jon@fund.vc>',
      to: ADA,
      subject: 'Quarterly model',
      messageId: 'c5@fund.vc',
      date: at(10),
      body: 'Hi Ada,\n\nThe quarterly model is in the data room.\n\nJon',
    }),
    // From Ada's alias: to herself (no contact), and to Lena (a contact, sent by Ada).
    rawMessage({ from: `Ada <${ALIAS}>`, to: ADA, subject: 'Note to self', messageId: 'c6@example.org', date: at(11), body: 'Remember the board deck.' }),
    rawMessage({
      from: `Ada <${ALIAS}>`,
      to: 'Lena Ortiz <lena@studio.design>',
      subject: 'Logo concepts',
      messageId: 'c7@example.org',
      date: at(12),
      body: 'Hi Lena,\n\nLoved the logo concepts.\n\nAda',
    }),
    // Bulk and machines: never contacts.
    rawMessage({
      from: 'Growth Weekly <news@growthweekly.com>',
      to: ADA,
      subject: 'This week in growth',
      messageId: 'c8@growthweekly.com',
      date: at(13),
      headers: { 'List-Unsubscribe': '<https://growthweekly.com/u>', Precedence: 'list' },
      body: 'Top stories this week.',
    }),
    rawMessage({
      from: 'Acme Billing <no-reply@billing.acme.io>',
      to: ADA,
      subject: 'Your receipt',
      messageId: 'c9@billing.acme.io',
      date: at(14),
      body: 'Thanks for your payment.',
    }),
    rawMessage({
      from: 'Bot <ops@monitor.example>',
      to: ADA,
      subject: 'Nightly report',
      messageId: 'c10@monitor.example',
      date: at(15),
      headers: { 'Auto-Submitted': 'auto-generated' },
      body: 'All systems normal.',
    }),
    rawMessage({
      from: 'Deals <deals@shop.example>',
      to: ADA,
      subject: 'Weekend sale',
      messageId: 'c11@shop.example',
      date: at(15),
      headers: { Precedence: 'bulk' },
      body: '50% off.',
    }),
  ]);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('contacts derived from mail', () => {
  it('builds one contact per counterpart, leaving out the user, bulk senders and machines', async () => {
    const { total, nodes } = await contacts(ada);
    expect(nodes.map((n) => n.email).sort()).toEqual(['jon@fund.vc', 'lena@studio.design', 'priya@acme.io']);
    expect(total).toBe(3);
    const emails = nodes.map((n) => n.email);
    for (const own of [ADA, ALIAS]) expect(emails).not.toContain(own);
  });

  it('measures the reply time from thread timing (median of 4 h and 2 h = 180 minutes)', async () => {
    const { nodes } = await contacts(ada);
    const priya = nodes.find((n) => n.email === 'priya@acme.io');
    expect(priya).toMatchObject({ totalEmails: 4, avgResponseMinutes: 180 });
    // The most recent display name wins.
    expect(priya.name).toBe('Priya Shah');
    expect(new Date(priya.lastInteractionAt).getTime()).toBe(new Date(at(8)).getTime());
    expect(priya.topics).toContain('term sheet');
    // Jon was never answered; Lena only written to.
    const jon = nodes.find((n) => n.email === 'jon@fund.vc');
    expect(jon).toMatchObject({ totalEmails: 1, avgResponseMinutes: null, name: 'Jon Meyer' });
    const lena = nodes.find((n) => n.email === 'lena@studio.design');
    expect(lena).toMatchObject({ totalEmails: 1, avgResponseMinutes: null, name: 'Lena Ortiz' });
  });

  it('counts promises both ways and open follow-ups', async () => {
    const stored = await server.platform.prisma.commitment.findMany({
      where: { userId: adaId },
      select: { type: true, owedBy: true, owedTo: true, status: true },
    });
    const { nodes } = await contacts(ada);
    const priya = nodes.find((n) => n.email === 'priya@acme.io');
    const made = stored.filter((c) => c.type === 'promise_made' && c.owedTo === 'priya@acme.io').length;
    const received = stored.filter((c) => c.type === 'promise_received' && c.owedBy === 'priya@acme.io').length;
    expect(made).toBeGreaterThanOrEqual(1);
    expect(received).toBeGreaterThanOrEqual(1);
    expect(priya).toMatchObject({ promisesMade: made, promisesReceived: received, promisesCount: made + received });
    expect(priya.followUps).toBeGreaterThanOrEqual(1); // the NDA request
  });

  it('scores the two-way, recent, quickly answered relationship above the one-way ones', async () => {
    const { nodes } = await contacts(ada);
    expect(nodes[0].email).toBe('priya@acme.io'); // default sort: score
    const [priya, ...rest] = nodes;
    for (const other of rest) expect(priya.relationshipScore).toBeGreaterThan(other.relationshipScore);
    for (const n of nodes) {
      expect(n.relationshipScore).toBeGreaterThanOrEqual(0);
      expect(n.relationshipScore).toBeLessThanOrEqual(100);
    }
  });

  it('sorts by recency and name, and searches name, email and topics', async () => {
    expect((await contacts(ada, ', sort: RECENT')).nodes.map((n) => n.email)).toEqual(['lena@studio.design', 'jon@fund.vc', 'priya@acme.io']);
    expect((await contacts(ada, ', sort: NAME')).nodes.map((n) => n.name)).toEqual(['Jon Meyer', 'Lena Ortiz', 'Priya Shah']);
    expect((await contacts(ada, ', search: "ortiz"')).nodes.map((n) => n.email)).toEqual(['lena@studio.design']);
    expect((await contacts(ada, ', search: "FUND.VC"')).nodes.map((n) => n.email)).toEqual(['jon@fund.vc']);
    expect((await contacts(ada, ', search: "term sheet"')).nodes.map((n) => n.email)).toEqual(['priya@acme.io']);
    const page1 = await ada.gql('{ contacts(first: 2) { pageInfo { hasNextPage endCursor } edges { node { email } } } }');
    expect(page1.contacts.pageInfo.hasNextPage).toBe(true);
    const page2 = await ada.gql('query($after: String) { contacts(first: 2, after: $after) { pageInfo { hasNextPage } edges { node { email } } } }', {
      after: page1.contacts.pageInfo.endCursor,
    });
    const all = (await contacts(ada)).nodes.map((n) => n.email);
    expect([...page1.contacts.edges, ...page2.contacts.edges].map((e: any) => e.node.email)).toEqual(all);
    expect(page2.contacts.pageInfo.hasNextPage).toBe(false);
  });

  it('sums the four tiles and serves the same figures over REST', async () => {
    const { nodes } = await contacts(ada);
    const { contactInsights } = await ada.gql('{ contactInsights { totalPromises followUps averageRelationship contactCount computedAt refreshing } }');
    expect(contactInsights).toMatchObject({
      totalPromises: nodes.reduce((a, n) => a + n.promisesCount, 0),
      followUps: nodes.reduce((a, n) => a + n.followUps, 0),
      averageRelationship: Math.round(nodes.reduce((a, n) => a + n.relationshipScore, 0) / nodes.length),
      contactCount: 3,
      refreshing: false,
    });
    expect(contactInsights.computedAt).toBeTruthy();

    const summary = await ada.get('/api/contacts/summary');
    expect(summary.status).toBe(200);
    expect(summary.json).toMatchObject({
      totalPromises: contactInsights.totalPromises,
      followUps: contactInsights.followUps,
      averageRelationship: contactInsights.averageRelationship,
      contactCount: 3,
    });

    const list = await ada.get('/api/contacts');
    expect(list.status).toBe(200);
    const priya = list.json.find((c: any) => c.email === 'priya@acme.io');
    expect(Object.keys(priya)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'email',
        'promisesCount',
        'followUpsCount',
        'topics',
        'lastInteraction',
        'totalEmails',
        'avgResponseTime',
        'relationshipScore',
      ]),
    );
    expect(priya).toMatchObject({ name: 'Priya Shah', totalEmails: 4, avgResponseTime: '3 hours', avgResponseMinutes: 180 });
    expect((await ada.get('/api/contacts?sort=name&limit=1')).json.map((c: any) => c.name)).toEqual(['Jon Meyer']);
    expect((await ada.get('/api/contacts?sort=loudest')).status).toBe(400);
  });

  it('folds in new mail on the next read', async () => {
    await importMail('second.mbox', [
      rawMessage({
        from: 'Jon Meyer <jon@fund.vc>',
        to: ADA,
        subject: 'Quarterly model v2',
        messageId: 'd1@fund.vc',
        date: at(20),
        body: 'Ada, the second version is up.\n\nJon',
      }),
      rawMessage({
        from: `Ada <${ADA}>`,
        to: 'Jon Meyer <jon@fund.vc>',
        subject: 'Re: Quarterly model v2',
        messageId: 'd2@example.com',
        inReplyTo: 'd1@fund.vc',
        references: '<d1@fund.vc>',
        date: at(21),
        body: 'Thanks Jon, looks good.\n\nAda',
      }),
    ]);
    const { nodes } = await contacts(ada);
    expect(nodes.find((n) => n.email === 'jon@fund.vc')).toMatchObject({ totalEmails: 3, avgResponseMinutes: 60 });
  });

  it('queues stale users from the periodic sweep and recomputes them in the background', async () => {
    const before = await server.platform.prisma.contact.findFirstOrThrow({ where: { userId: adaId, email: 'jon@fund.vc' } });
    // A commitment changing state is activity too.
    await server.platform.prisma.commitment.updateMany({ where: { userId: adaId, type: 'action_item' }, data: { status: 'completed' } });
    const queued = await server.app.services.contacts.sweep();
    expect(queued).toBe(1);
    await server.platform.jobs.idle();
    const after = await server.platform.prisma.contact.findFirstOrThrow({ where: { userId: adaId, email: 'jon@fund.vc' } });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const priya = await server.platform.prisma.contact.findFirstOrThrow({ where: { userId: adaId, email: 'priya@acme.io' } });
    expect(priya.followUps).toBe(0);
    // Nothing new: nobody is queued.
    expect(await server.app.services.contacts.sweep()).toBe(0);
  });

  it('refreshContacts recomputes on demand', async () => {
    const res = await ada.gql('mutation { refreshContacts { contactCount computedAt refreshing } }');
    expect(res.refreshContacts).toMatchObject({ contactCount: 3, refreshing: false });
    expect((await ada.post('/api/contacts/refresh', {})).json.contactCount).toBe(3);
  });
});

describe('privacy', () => {
  it("never shows one user's contacts to another", async () => {
    const mallory = new TestClient(server.url);
    await mallory.register(`mallory-${Date.now()}@example.com`);
    const { nodes } = await contacts(ada);
    const id = nodes[0].id;
    expect((await ada.gql('query($id: ID!) { node(id: $id) { ... on Contact { email } } }', { id })).node).toEqual({ email: nodes[0].email });
    expect((await mallory.gql('query($id: ID!) { node(id: $id) { id } }', { id })).node).toBeNull();
    expect(await contacts(mallory)).toEqual({ total: 0, nodes: [] });
    expect((await mallory.gql('{ contactInsights { contactCount totalPromises averageRelationship followUps } }')).contactInsights).toEqual({
      contactCount: 0,
      totalPromises: 0,
      averageRelationship: 0,
      followUps: 0,
    });
    expect((await mallory.get('/api/contacts')).json).toEqual([]);
    const rawId = Buffer.from(id, 'base64').toString().split(':')[1];
    expect((await mallory.get(`/api/contacts?after=${rawId}`)).json).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/contacts')).status).toBe(401);
    expect((await anon.get('/api/contacts/summary')).status).toBe(401);
  });
});

describe('paging', () => {
  it('gives the same contacts whatever the page sizes (threads split across pages, a thread bigger than a page)', async () => {
    const prisma = server.platform.prisma;
    const user = await prisma.user.create({ data: { email: `pager-${Date.now()}@example.com` } });
    const people = ['a@one.io', 'b@two.io', 'c@three.io', 'd@four.io', 'e@five.io'];
    const rows = [];
    for (let i = 0; i < 240; i++) {
      const person = people[i % people.length]!;
      const thread = i < 40 ? 'big-thread' : `t-${String(i % 37).padStart(2, '0')}`;
      const sent = i % 3 === 0;
      rows.push({
        userId: user.id,
        messageId: `p${i}@test`,
        threadId: thread,
        subject: `Plan ${i % 4 === 0 ? 'budget' : 'launch'} review`,
        fromAddress: sent ? user.email : person,
        fromName: sent ? 'Me' : `Person ${person[0]!.toUpperCase()}`,
        to: sent ? [{ name: `Person ${person[0]!.toUpperCase()}`, email: person }] : [{ name: 'Me', email: user.email }],
        receivedAt: new Date(Date.now() - (240 - i) * 3_600_000),
        isSent: sent,
        category: i % 5 === 0 ? 'finance' : 'business',
      });
    }
    await prisma.email.createMany({ data: rows });
    const tiny = createContactsService({
      prisma,
      jobs: server.platform.jobs,
      logger: server.platform.logger,
      viewers: server.app.services.viewers,
      paging: { emails: 5, threads: 3 },
    });
    const now = new Date();
    const sort = (list: Awaited<ReturnType<typeof tiny.derive>>) => [...list].sort((x, y) => x.email.localeCompare(y.email));
    const small = sort(await tiny.derive(user.id, now));
    const whole = sort(await server.app.services.contacts.derive(user.id, now));
    expect(small).toEqual(whole);
    expect(whole.map((c) => c.email)).toEqual(people);
    expect(whole.reduce((a, c) => a + c.totalEmails, 0)).toBe(240);
    expect(whole.every((c) => c.avgResponseMinutes !== null)).toBe(true);
  });
});
