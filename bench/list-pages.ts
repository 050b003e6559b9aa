// Mail list pages on an imported archive: how long one GraphQL page of 100 takes (the fields
// the enhanced list's cards ask for) with each filter, sort and search, how long a page deep in
// the list takes, and how many rows paging reaches — through the whole app (HTTP, session,
// GraphQL, services), on mail imported through the real archive import and analysed by the
// real pipeline.
//
//   npx tsx bench/list-pages.ts [-- --emails 2000 --runs 15 --database postgres://user@host/db]
//
// Default: embedded pglite in memory. With --database, a scratch database on that server.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { emails: { type: 'string', default: '2000' }, runs: { type: 'string', default: '15' }, database: { type: 'string' } },
});
const TOTAL = Number(values.emails);
const RUNS = Number(values.runs);
if (values.database) {
  process.env.NUGGET_TEST_DB = 'postgres';
  process.env.TEST_DATABASE_URL = values.database;
}
// Imported after the environment is set: the helpers read it when they load.
const { startTestServer } = await import('../tests/helpers/server.ts');
const { freshDatabase } = await import('../tests/helpers/platform.ts');
const { TestClient } = await import('../tests/helpers/client.ts');
const { rawMessage, tempDir, writeMbox } = await import('../tests/helpers/mail.ts');

const HOUR = 3_600_000;
const NOW = Date.now();
const WORDS = [
  'quarterly numbers',
  'hiring plan',
  'board deck',
  'pricing page',
  'customer call',
  'vendor invoice',
  'roadmap',
  'security review',
  'term sheet',
  'offsite',
];
const SENDERS = [
  'Priya Shah <priya@acme.io>',
  'Marco Ruiz <marco@northwind.vc>',
  'Billing <billing@vendor.io>',
  'Dan Ng <dan@acme.io>',
  'Lena Park <lena@orbit.dev>',
  'News <news@growth.example>',
  'Tomas Berg <tomas@harbor.co>',
];
const ME = 'ada@example.com';

function mail(box: string, i: number): Buffer {
  const topic = WORDS[i % WORDS.length]!;
  return rawMessage({
    from: SENDERS[i % SENDERS.length],
    to: ME,
    subject: i === 0 && box === 'bluebird' ? 'Office lease renewal' : `${topic} ${box} ${i}`,
    messageId: `${box}-${i}@bench.list`,
    date: new Date(NOW - (i * 3 + (box === 'bluebird' ? 0 : 1)) * HOUR - (i === 0 && box === 'bluebird' ? 900 * 24 * HOUR : 0))
      .toUTCString()
      .replace('GMT', '+0000'),
    body:
      i === 0 && box === 'bluebird'
        ? 'The lease of your office in San Jose, California ends this summer.'
        : i % 5 === 0
          ? `Hi Ada,\n\nCould you send me the ${topic} by Friday?\n\nThanks`
          : `Hi Ada,\n\nA note on the ${topic} for ${box}. Nothing needed.\n\nBest`,
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))]!;

const CARD = `query($first: Int!, $after: String, $filter: EmailFilter, $sort: EmailSort) {
  emails(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id isArchived labels subject from { name email } receivedAt snippet summary isRead isStarred hasAttachments priority nuggetScore commitmentCount actionRequired } }
  }
}`;

const db = await freshDatabase();
const server = await startTestServer({ database: db });
const dir = tempDir('nugget-bench-lists-');
try {
  const client = new TestClient(server.url);
  const { id: userId } = await client.register(ME);
  const half = Math.floor(TOTAL / 2);
  const started = Date.now();
  await server.app.services.sync.importArchive(userId, [
    writeMbox(
      path.join(dir, 'bluebird.mbox'),
      Array.from({ length: half }, (_, i) => mail('bluebird', i)),
    ),
  ]);
  await server.app.services.sync.importArchive(userId, [
    writeMbox(
      path.join(dir, 'orbit.mbox'),
      Array.from({ length: TOTAL - half }, (_, i) => mail('orbit', i)),
    ),
  ]);
  await server.platform.jobs.idle();
  const accounts = await server.platform.prisma.mailAccount.findMany({ where: { userId } });
  for (const a of accounts)
    await server.app.services.accounts.update(userId, a.id, { company: a.email.startsWith('bluebird') ? 'Bluebird Labs' : 'Orbit Labs' });
  // Statistics as a running server has them a few minutes after an import (PostgreSQL's autovacuum,
  // or the embedded database's 5-minute maintenance.analyze job).
  await server.platform.prisma.$executeRawUnsafe('ANALYZE');
  const held = await server.platform.prisma.email.count({ where: { userId } });
  console.log(`${server.platform.db.kind}: ${held} emails imported and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const account = Buffer.from(`Account:${accounts.find((a) => a.email.startsWith('orbit'))!.id}`).toString('base64');

  const time = async (vars: Record<string, unknown>) => {
    const t = performance.now();
    const out = await client.gql(CARD, vars);
    return { ms: performance.now() - t, out: out.emails as { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: unknown[] } };
  };

  // A cursor ~100 rows from the end: a deep page.
  let deep: string | null = null;
  {
    let after: string | null = null;
    let seen = 0;
    while (seen < held - 150) {
      const { out } = await time({ first: 100, after });
      seen += out.edges.length;
      after = out.pageInfo.endCursor;
    }
    deep = after;
  }

  const cases: [string, Record<string, unknown>][] = [
    ['newest first (the unified inbox)', {}],
    ['oldest first', { sort: 'DATE_ASC' }],
    ['priority', { sort: 'PRIORITY' }],
    ['sender', { sort: 'SENDER' }],
    ['subject', { sort: 'SUBJECT' }],
    ["the mine's nuggets", { filter: { view: 'NUGGETS', isArchived: false } }],
    ["the mine's sludge", { filter: { view: 'SLUDGE', isArchived: false } }],
    ['has commitments', { filter: { hasCommitments: true, isArchived: false } }],
    ['search "California" (oldest mail)', { filter: { search: 'California' } }],
    ['search "invoice" (a tenth of the mail)', { filter: { search: 'invoice' } }],
    ['venture Orbit Labs', { filter: { venture: 'Orbit Labs' } }],
    ['one mailbox', { filter: { accountId: account } }],
    ['a page ~150 rows from the end', { after: deep }],
  ];
  console.log(`\nOne GraphQL page of 100 (${RUNS} runs each, after one warm-up): median / p90 ms, rows, total`);
  for (const [name, vars] of cases) {
    await time({ first: 100, ...vars });
    const runs: number[] = [];
    let last = { edges: [] as unknown[], totalCount: 0 };
    for (let i = 0; i < RUNS; i++) {
      const r = await time({ first: 100, ...vars });
      runs.push(r.ms);
      last = r.out;
    }
    console.log(
      `  ${name.padEnd(42)} ${median(runs).toFixed(1).padStart(7)} / ${p90(runs).toFixed(1).padStart(7)}   ${String(last.edges.length).padStart(3)} of ${last.totalCount}`,
    );
  }

  // Paging the whole list: every row once.
  const t = performance.now();
  const ids = new Set<string>();
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const { out } = await time({ first: 100, after });
    pages++;
    for (const e of out.edges as { node: { id: string } }[]) ids.add(e.node.id);
    if (!out.pageInfo.hasNextPage) break;
    after = out.pageInfo.endCursor;
  }
  console.log(`\nPaging newest first by 100: ${ids.size} distinct rows of ${held} reached in ${pages} pages, ${(performance.now() - t).toFixed(0)} ms in all`);
} finally {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
