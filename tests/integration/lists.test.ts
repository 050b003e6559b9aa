// Every list is served by the server over all of the user's mail (issue 18, points 2 and 3), on
// both database legs. A user with 250 mails in two mailboxes of two ventures, imported through
// the real archive import and analysed by the real pipeline: search finds a mail older than the
// newest 100; paging (forwards and backwards, every sort, the mine's views) reaches every row
// exactly once in the service's one order, which REST shares; the venture and account filters
// return only their mail; another user's mail never appears, whatever cursor or id is tried; and
// a page costs the same number of SQL queries for 10 rows as for 100.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';
import { countQueries } from '../helpers/queries.ts';

let server: TestServer;
let ada: TestClient;
let mallory: TestClient;
let adaId: string;
let malloryId: string;
const stamp = Date.now().toString(36);
const ADA = `ada-lists-${stamp}@example.com`;
const MALLORY = `mallory-lists-${stamp}@example.com`;
const dir = tempDir('nugget-lists-');
const DAY = 86_400_000;
const NOW = Date.now();
const rfcDate = (msAgo: number) => new Date(NOW - msAgo).toUTCString().replace('GMT', '+0000');
const dbId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':').slice(1).join(':');

const BLUEBIRD = 'Bluebird Labs';
const NORTHWIND = 'Northwind';
const SENDERS = [
  'Priya Shah <priya@acme.io>',
  'Marco Ruiz <marco@northwind.vc>',
  'Billing <billing@vendor.io>',
  'Dan Ng <dan@acme.io>',
  'Lena Park <lena@orbit.dev>',
  'Newsletter <news@growth.example>',
  'Tomas Berg <tomas@harbor.co>',
];
const TOPICS = ['quarterly numbers', 'hiring plan', 'board deck', 'pricing page', 'customer call', 'vendor invoice', 'roadmap', 'security review'];

/** Mail number i of a mailbox: a mix of requests (commitments), notes and newsletters, one every 7 hours back. */
function mail(box: string, i: number, to: string): Buffer {
  const from = SENDERS[i % SENDERS.length]!;
  const topic = TOPICS[i % TOPICS.length]!;
  const request = i % 5 === 0;
  return rawMessage({
    from,
    to,
    subject: `${topic} ${box} #${i}`,
    messageId: `${box}-${i}-${stamp}@lists.test`,
    date: rfcDate(i * 7 * 3_600_000 + 60_000),
    body: request
      ? `Hi Ada,\n\nCould you send me the ${topic} by Friday? We need it for the review.\n\nThanks,\n${from.split(' ')[0]}`
      : `Hi Ada,\n\nA short note on the ${topic} (${box} ${i}). Nothing needed from you.\n\nBest,\n${from.split(' ')[0]}`,
  });
}

const CALIFORNIA = {
  subject: `Office lease renewal ${stamp}`,
  raw: (to: string) =>
    rawMessage({
      from: 'Harbor Realty <leasing@harbor-realty.com>',
      to,
      subject: `Office lease renewal ${stamp}`,
      messageId: `lease-${stamp}@harbor-realty.com`,
      date: rfcDate(400 * DAY),
      body: 'Dear Ada,\n\nThe lease of your office in San Jose, California ends this summer. Shall we renew for two years?\n\nHarbor Realty',
    }),
};

type Page = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null; startCursor: string | null };
  edges: { cursor: string; node: { id: string; subject: string } }[];
};

const LIST = `query($first: Int, $after: String, $last: Int, $before: String, $filter: EmailFilter, $sort: EmailSort) {
  emails(first: $first, after: $after, last: $last, before: $before, filter: $filter, sort: $sort) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage endCursor startCursor }
    edges { cursor node { id subject } }
  }
}`;

/** Every row of a list, a page at a time, forwards. */
async function walk(client: TestClient, vars: Record<string, unknown>, size = 100) {
  const ids: string[] = [];
  let after: string | null = null;
  let total = -1;
  for (let guard = 0; guard < 100; guard++) {
    const { emails } = (await client.gql(LIST, { ...vars, first: size, after })) as { emails: Page };
    total = emails.totalCount;
    ids.push(...emails.edges.map((e) => dbId(e.node.id)));
    if (!emails.pageInfo.hasNextPage) break;
    after = emails.pageInfo.endCursor;
  }
  return { ids, total };
}

beforeAll(async () => {
  server = await startTestServer();
  ada = new TestClient(server.url);
  mallory = new TestClient(server.url);
  adaId = (await ada.register(ADA)).id;
  malloryId = (await mallory.register(MALLORY)).id;

  // Ada: 150 mails in one mailbox, 110 in the other, 10 of them the same messages (one email, two sources).
  const bluebird = [...Array.from({ length: 149 }, (_, i) => mail('bluebird', i, ADA)), CALIFORNIA.raw(ADA)];
  const northwind = [
    ...Array.from({ length: 100 }, (_, i) => mail('northwind', i, ADA)),
    ...Array.from({ length: 10 }, (_, i) => mail('bluebird', i * 3, ADA)),
  ];
  await server.app.services.sync.importArchive(adaId, [writeMbox(path.join(dir, 'bluebird.mbox'), bluebird)]);
  await server.app.services.sync.importArchive(adaId, [writeMbox(path.join(dir, 'northwind.mbox'), northwind)]);
  // Mallory: her own mail, one of them about California too.
  await server.app.services.sync.importArchive(malloryId, [
    writeMbox(path.join(dir, 'mallory.mbox'), [
      ...Array.from({ length: 5 }, (_, i) => mail('mallory', i, MALLORY)),
      rawMessage({
        from: 'Realtor <r@realty.example>',
        to: MALLORY,
        subject: `Mallory California ${stamp}`,
        messageId: `m-cal-${stamp}@x`,
        date: rfcDate(3 * DAY),
        body: 'A house in California.',
      }),
    ]),
  ]);
  await server.platform.jobs.idle();

  // Each of Ada's mailboxes belongs to a venture, set as the user sets it.
  const { accounts } = await ada.gql(`{ accounts { edges { node { id email } } } }`);
  for (const { node } of accounts.edges as { node: { id: string; email: string } }[]) {
    const company = node.email.startsWith('bluebird') ? BLUEBIRD : NORTHWIND;
    const out = await ada.gql(`mutation($input: UpdateAccountInput!) { updateAccount(input: $input) { __typename } }`, { input: { id: node.id, company } });
    expect(out.updateAccount.__typename).toBe('MutationUpdateAccountSuccess');
  }
}, 300_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a user with 250 mails', () => {
  it('holds them all, most of them beyond the newest 100', async () => {
    const total = await server.platform.prisma.email.count({ where: { userId: adaId, isDeleted: false } });
    expect(total).toBe(250);
    const { emails } = await ada.gql(LIST, { first: 1 });
    expect(emails.totalCount).toBe(250);
  });

  it("search finds a mail older than the newest 100 (and the list search is the server's)", async () => {
    const newest = (await ada.gql(LIST, { first: 100 })).emails as Page;
    expect(newest.edges.map((e) => e.node.subject)).not.toContain(CALIFORNIA.subject);

    for (const search of ['California', 'califor', 'california lease', '"San Jose"']) {
      const { emails } = (await ada.gql(LIST, { first: 100, filter: { search } })) as { emails: Page };
      expect(
        emails.edges.map((e) => e.node.subject),
        search,
      ).toEqual([CALIFORNIA.subject]);
      expect(emails.totalCount).toBe(1);
    }
    // Words of the sender and of the subject count too; a word nobody wrote finds nothing.
    expect(((await ada.gql(LIST, { first: 100, filter: { search: 'harbor-realty.com' } })).emails as Page).edges).toHaveLength(1);
    expect(((await ada.gql(LIST, { first: 100, filter: { search: 'zeppelin' } })).emails as Page).totalCount).toBe(0);
    // Search with other filters: the venture of the mailbox holding it, and not the other one.
    expect(((await ada.gql(LIST, { first: 10, filter: { search: 'California', venture: BLUEBIRD } })).emails as Page).totalCount).toBe(1);
    expect(((await ada.gql(LIST, { first: 10, filter: { search: 'California', venture: NORTHWIND } })).emails as Page).totalCount).toBe(0);
    // REST's enhanced list searches the same way.
    const rest = await ada.get('/api/enhanced-emails?search=California&limit=100');
    expect(rest.json.map((e: { subject: string }) => e.subject)).toEqual([CALIFORNIA.subject]);
  });

  it('pages past 100 to every row exactly once, in the one order the service owns, for every sort', async () => {
    for (const [sort, orderBy] of [
      ['DATE_DESC', [{ receivedAt: 'desc' }, { id: 'desc' }]],
      ['DATE_ASC', [{ receivedAt: 'asc' }, { id: 'asc' }]],
      ['PRIORITY', [{ nuggetScore: { sort: 'desc', nulls: 'last' } }, { receivedAt: 'desc' }, { id: 'desc' }]],
      ['SENDER', [{ fromAddress: { sort: 'asc', nulls: 'last' } }, { receivedAt: 'desc' }, { id: 'asc' }]],
      ['SUBJECT', [{ subject: 'asc' }, { receivedAt: 'desc' }, { id: 'asc' }]],
    ] as const) {
      const expected = (
        await server.platform.prisma.email.findMany({ where: { userId: adaId, isDeleted: false }, orderBy: orderBy as never, select: { id: true } })
      ).map((e) => e.id);
      for (const size of sort === 'DATE_DESC' ? [100, 7] : [37]) {
        const { ids, total } = await walk(ada, { sort }, size);
        expect(total).toBe(250);
        expect(new Set(ids).size, `${sort} by ${size}`).toBe(250);
        expect(ids, `${sort} by ${size}`).toEqual(expected);
      }
    }
  });

  it('pages backwards (last/before) to the same rows', async () => {
    const forward = (await walk(ada, { sort: 'PRIORITY' }, 100)).ids;
    const backward: string[] = [];
    let before: string | null = null;
    for (let guard = 0; guard < 20; guard++) {
      const { emails } = (await ada.gql(LIST, { sort: 'PRIORITY', last: 60, before })) as { emails: Page };
      backward.unshift(...emails.edges.map((e) => dbId(e.node.id)));
      if (!emails.pageInfo.hasPreviousPage) break;
      before = emails.pageInfo.startCursor;
    }
    expect(backward).toEqual(forward);
  });

  it("the mine's nuggets, sludge and all reach every row of their view", async () => {
    const threshold = 70;
    const all = await walk(ada, { filter: { view: 'ALL', isArchived: false } }, 64);
    const nuggets = await walk(ada, { filter: { view: 'NUGGETS' } }, 64);
    const sludge = await walk(ada, { filter: { view: 'SLUDGE' } }, 64);
    const db = (where: object) => server.platform.prisma.email.count({ where: { userId: adaId, isDeleted: false, isArchived: false, ...where } });
    expect(nuggets.ids.length).toBe(await db({ nuggetScore: { gte: threshold } }));
    expect(sludge.ids.length).toBe(await db({ nuggetScore: { lt: threshold } }));
    expect(nuggets.ids.length).toBeGreaterThan(0);
    expect(sludge.ids.length).toBeGreaterThan(0);
    expect(new Set([...nuggets.ids, ...sludge.ids]).size).toBe(nuggets.ids.length + sludge.ids.length);
    expect(all.ids.length).toBe(250);
    // The nuggets field is the same list.
    const { nuggets: field } = await ada.gql(`{ nuggets(first: 100) { totalCount edges { node { id } } } }`);
    expect(field.totalCount).toBe(nuggets.total);
    expect(field.edges.map((e: { node: { id: string } }) => dbId(e.node.id))).toEqual(nuggets.ids.slice(0, 100));
  });

  it('the venture filter and the account filter return only their mail; the unified view holds both', async () => {
    const { ventures } = await ada.gql(`{ ventures }`);
    expect(ventures).toEqual([BLUEBIRD, NORTHWIND]);
    const sources = await server.platform.prisma.emailSource.findMany({
      where: { userId: adaId },
      select: { emailId: true, account: { select: { id: true, company: true } } },
    });
    const of = (company: string) => new Set(sources.filter((s) => s.account.company === company).map((s) => s.emailId));
    const companyOf = new Map(
      (await server.platform.prisma.email.findMany({ where: { userId: adaId }, select: { id: true, company: true } })).map((e) => [e.id, e.company]),
    );

    for (const venture of [BLUEBIRD, NORTHWIND]) {
      const { ids, total } = await walk(ada, { filter: { venture: venture.toUpperCase() } }, 100);
      const expected = [...companyOf.keys()].filter((id) => of(venture).has(id) || companyOf.get(id)?.toLowerCase() === venture.toLowerCase());
      expect(total).toBe(expected.length);
      expect(new Set(ids)).toEqual(new Set(expected));
    }
    expect(of(BLUEBIRD).size).toBe(150);
    expect(of(NORTHWIND).size).toBe(110);

    const { accounts } = await ada.gql(`{ accounts { edges { node { id email company } } } }`);
    for (const { node } of accounts.edges as { node: { id: string; company: string } }[]) {
      const { ids, total } = await walk(ada, { filter: { accountId: node.id } }, 100);
      expect(total).toBe(of(node.company).size);
      expect(new Set(ids)).toEqual(of(node.company));
    }
    // Label counts follow the mailbox given.
    const northwindAccount = (accounts.edges as { node: { id: string; company: string } }[]).find((e) => e.node.company === NORTHWIND)!.node.id;
    const { emailLabels } = await ada.gql(`query($a: ID) { emailLabels(accountId: $a) { id name count } }`, { a: northwindAccount });
    expect(emailLabels.reduce((n: number, l: { count: number }) => n + l.count, 0)).toBe(110);
    const label = emailLabels[0] as { id: string; count: number };
    const { total } = await walk(ada, { filter: { accountId: northwindAccount, labelIds: [label.id], isArchived: false } }, 100);
    expect(total).toBe(label.count);
  });

  it("never shows another user's mail, whatever filter, cursor or id is tried", async () => {
    const malloryMail = new Set((await server.platform.prisma.email.findMany({ where: { userId: malloryId }, select: { id: true } })).map((e) => e.id));
    expect(malloryMail.size).toBe(6);
    const adaAll = await walk(ada, {}, 100);
    expect(adaAll.ids.some((id) => malloryMail.has(id))).toBe(false);

    const mine = (await mallory.gql(LIST, { first: 100, filter: { search: 'California' } })).emails as Page;
    expect(mine.edges.map((e) => e.node.subject)).toEqual([`Mallory California ${stamp}`]);
    // Ada's cursor, Ada's mailbox, Ada's venture: nothing of Ada's.
    const adaPage = (await ada.gql(LIST, { first: 5 })).emails as Page;
    const viaCursor = (await mallory.gql(LIST, { first: 100, after: adaPage.pageInfo.endCursor })).emails as Page;
    expect(viaCursor.edges).toEqual([]);
    const { accounts } = await ada.gql(`{ accounts { edges { node { id } } } }`);
    const viaAccount = (await mallory.gql(LIST, { first: 100, filter: { accountId: accounts.edges[0].node.id } })).emails as Page;
    expect(viaAccount.totalCount).toBe(0);
    const viaVenture = (await mallory.gql(LIST, { first: 100, filter: { venture: BLUEBIRD } })).emails as Page;
    expect(viaVenture.totalCount).toBe(0);
    const { ventures } = await mallory.gql(`{ ventures }`);
    expect(ventures).toEqual([]);
    const { emailLabels } = await mallory.gql(`query($a: ID) { emailLabels(accountId: $a) { count } }`, { a: accounts.edges[0].node.id });
    expect(emailLabels.reduce((n: number, l: { count: number }) => n + l.count, 0)).toBe(0);
    // Signed out: no list at all.
    const visitor = await new TestClient(server.url).gql(LIST, { first: 5 }, { allowErrors: true });
    expect(visitor.errors?.length).toBeGreaterThan(0);
  });

  it("REST lists in the order GraphQL does (one order, the service's)", async () => {
    for (const [filter, sort, gqlFilter] of [
      ['all', 'date_desc', {}],
      ['all', 'priority', {}],
      ['all', 'sender', {}],
      ['has_commitments', 'subject', { hasCommitments: true }],
      ['unread', 'date_asc', { isRead: false }],
    ] as const) {
      const rest = await ada.get(`/api/enhanced-emails?filter=${filter}&sort=${sort}&limit=100`);
      expect(rest.status).toBe(200);
      const { emails } = (await ada.gql(LIST, { first: 100, sort: sort.toUpperCase(), filter: { ...gqlFilter, isArchived: false } })) as { emails: Page };
      expect(
        rest.json.map((e: { id: string }) => e.id),
        `${filter} ${sort}`,
      ).toEqual(emails.edges.map((e) => dbId(e.node.id)));
    }
    const nuggets = await ada.get('/api/emails/nuggets?limit=100');
    const { emails } = (await ada.gql(LIST, { first: 100, filter: { view: 'NUGGETS', isArchived: false } })) as { emails: Page };
    expect(nuggets.json.map((e: { id: string }) => e.id)).toEqual(emails.edges.map((e) => dbId(e.node.id)));
  });

  it('refuses a filter it cannot serve with a clear message', async () => {
    const long = await ada.gql(LIST, { first: 5, filter: { search: 'x'.repeat(501) } }, { allowErrors: true });
    expect(JSON.stringify(long.errors)).toMatch(/Search is limited to 500 characters/);
    const tooMany = await ada.gql(LIST, { first: 101 }, { allowErrors: true });
    expect(tooMany.errors?.length).toBeGreaterThan(0);
  });
});

describe('a page costs a fixed number of queries, whatever its length', () => {
  const CARD = `query($first: Int!, $filter: EmailFilter, $sort: EmailSort) {
    emails(first: $first, filter: $filter, sort: $sort) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node {
        id subject snippet summary receivedAt isRead isStarred hasAttachments priority nuggetScore category actionRequired commitmentCount labels
        from { name email }
        commitments { id status priority title dueDate owedByYou }
        sources { folder account { id email company } }
        attachments { id filename }
      } }
    }
  }`;

  async function queriesFor(client: TestClient, query: string, vars: Record<string, unknown>) {
    let data: Record<string, unknown> = {};
    const statements = await countQueries(server.platform.db, async () => {
      data = await client.gql(query, vars);
    });
    return { statements, data };
  }

  it('mail lists: 10 rows and 100 rows cost the same', async () => {
    for (const [filter, sort] of [
      [{}, 'DATE_DESC'],
      [{ view: 'NUGGETS', isArchived: false }, 'DATE_DESC'],
      [{ search: 'quarterly', venture: BLUEBIRD }, 'PRIORITY'],
      [{ labelIds: ['category:general'], hasCommitments: true }, 'SENDER'],
    ] as const) {
      const small = await queriesFor(ada, CARD, { first: 10, filter, sort });
      const large = await queriesFor(ada, CARD, { first: 100, filter, sort });
      expect(large.statements.length, `${JSON.stringify(filter)}: ${large.statements.join('\n')}`).toBe(small.statements.length);
      expect(large.statements.length, large.statements.join('\n')).toBeLessThanOrEqual(16);
    }
    const page = (await queriesFor(ada, CARD, { first: 100 })).data as { emails: { edges: unknown[] } };
    expect(page.emails.edges).toHaveLength(100);
  });

  it('todos, commitments, contacts and transactions: 10 rows and 100 rows cost the same', async () => {
    // Enough rows for a full page of each.
    const prisma = server.platform.prisma;
    await prisma.todo.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({
        userId: adaId,
        title: `Todo ${i}`,
        status: (['open', 'in_progress', 'done'] as const)[i % 3],
        dueDate: i % 4 ? new Date(NOW + i * DAY) : null,
        completedAt: i % 3 === 2 ? new Date(NOW - i * 3_600_000) : null,
      })),
    });
    await ada.gql(`mutation { createSampleTransactions }`, {}, { allowErrors: true });
    await prisma.transaction.createMany({
      data: Array.from({ length: 110 }, (_, i) => ({
        userId: adaId,
        type: 'Expense',
        company: BLUEBIRD,
        amount: `${10 + i}.00`,
        date: new Date(NOW - i * DAY),
      })),
    });
    const commitments = await prisma.commitment.count({ where: { userId: adaId } });
    expect(commitments).toBeGreaterThanOrEqual(20);

    for (const [name, query] of [
      [
        'todos',
        `query($first: Int!) { todos(first: $first) { totalCount edges { node { id title status dueDate completedAt xpEarned commitment { id title } email { id subject } } } } }`,
      ],
      [
        'commitments',
        `query($first: Int!) { commitments(first: $first) { totalCount edges { node { id title status dueDate owedByYou todo { id status } email { id subject } } } } }`,
      ],
      ['contacts', `query($first: Int!) { contacts(first: $first) { totalCount edges { node { id email displayName relationshipBand topics } } } }`],
      ['transactions', `query($first: Int!) { transactions(first: $first) { totalCount edges { node { id amount company type email { id subject } } } } }`],
    ] as const) {
      await ada.gql(query, { first: 1 }); // contacts are derived on first read
      const small = await queriesFor(ada, query, { first: 10 });
      const large = await queriesFor(ada, query, { first: 100 });
      expect(large.statements.length, `${name}: ${large.statements.join('\n')}`).toBe(small.statements.length);
      expect(large.statements.length, name).toBeLessThanOrEqual(12);
    }
  });

  it('todos page to every row exactly once in the service order', async () => {
    const expected = (
      await server.platform.prisma.todo.findMany({
        where: { userId: adaId },
        orderBy: [
          { status: 'asc' },
          { completedAt: { sort: 'desc', nulls: 'last' } },
          { dueDate: { sort: 'asc', nulls: 'last' } },
          { createdAt: 'desc' },
          { id: 'asc' },
        ],
        select: { id: true },
      })
    ).map((t) => t.id);
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 30; guard++) {
      const { todos }: { todos: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { id: string } }[] } } = await ada.gql(
        `query($after: String) { todos(first: 17, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id } } } }`,
        { after },
      );
      seen.push(...todos.edges.map((e: { node: { id: string } }) => dbId(e.node.id)));
      if (!todos.pageInfo.hasNextPage) break;
      after = todos.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);
    const rest = await ada.get('/api/todos');
    expect(rest.json.map((t: { id: string }) => t.id)).toEqual(expected);
    const { todoCounts } = await ada.gql(`{ todoCounts { open inProgress done } }`);
    expect(todoCounts.open + todoCounts.inProgress + todoCounts.done).toBe(expected.length);
  });
});
