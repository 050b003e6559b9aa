// Ask Nugget search latency: the search service (question parsing, people/domain checks,
// commitments and money, full-text ranking blended with recency, highlighted snippets)
// next to the same full-text query written by hand in SQL, on 100,000 emails.
//
//   npm run bench:search [-- --emails 100000 --runs 40 --database postgres://user@host/db]
//
// Default: embedded pglite in memory. With --database, a scratch database is created on
// that server (and dropped afterwards). Mail is generated in SQL (INSERT … SELECT
// generate_series) from a business vocabulary with a skewed word distribution, real-looking
// senders over ~40 domains and two years of dates; the search vector is built by the
// same trigger as in production. Both sides run through the same Prisma client, so the
// ratio is the service's own cost over the bare query.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Prisma } from '../api/db/generated/client.ts';
import { openDatabase } from '../api/db/client.ts';
import { applyMigrations } from '../api/db/migrator.ts';
import { createSearchService } from '../api/modules/search/search.service.ts';
import { createViewerProfiles } from '../api/modules/users/viewer.ts';
import { createUsersService } from '../api/modules/users/users.service.ts';
import { createAccountsService } from '../api/modules/accounts/accounts.service.ts';
import type { MailService } from '../api/modules/mail/mail.service.ts';
import { createSettingsService } from '../api/modules/settings/settings.service.ts';
import { createLogger } from '../api/platform/logger.ts';

const { values } = parseArgs({
  options: {
    emails: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const TOTAL = Number(values.emails);
const RUNS = Number(values.runs);

// ───────────── the database ─────────────

let url = 'pglite:memory';
let dropDatabase = async () => {};
if (values.database) {
  const name = `nugget_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: values.database });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(values.database);
  u.pathname = `/${name}`;
  url = u.toString();
  dropDatabase = async () => {
    if (values.keep) return console.log(`Kept database ${name}`);
    const c = new pg.Client({ connectionString: values.database });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  };
}

const db = await openDatabase(url);
const prisma = db.prisma;
await applyMigrations(db.adapter);
const version = (await prisma.$queryRaw<{ version: string }[]>`SELECT version()`)[0]!.version;
const label = db.kind === 'pglite' ? `pglite (${version.split(' ').slice(0, 2).join(' ')}, in memory)` : version.split(',')[0]!;

// ───────────── seed ─────────────

/**
 * The vocabulary, most frequent first: the words of the public Enron mail in ../shared/eval
 * (read here, never copied into the repo), else a built-in business list. Words are drawn
 * log-uniformly by rank (index = e^(U·ln N)), which gives Zipf's 1/rank frequencies.
 */
function vocabulary(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../shared/eval/enron-berkeley-categories');
  const counts = new Map<string, number>();
  if (fs.existsSync(dir)) {
    for (const d of fs.readdirSync(dir).filter((n) => /^\d+$/.test(n))) {
      for (const f of fs.readdirSync(path.join(dir, d)).filter((n) => n.endsWith('.txt'))) {
        const text = fs.readFileSync(path.join(dir, d, f), 'latin1');
        const body = text.slice(text.indexOf('\n\n') + 2).toLowerCase();
        for (const w of body.match(/\b[a-z]{2,14}\b/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
      }
    }
  }
  const words = [...counts]
    .filter(([, n]) => n >= 3)
    .sort((a, b) => b[1] - a[1])
    .map(([w]) => w)
    .slice(0, 8000);
  const business = `budget contract deck roadmap invoice payment proposal meeting board investor investors hiring candidate interview offer
revenue forecast quarterly pipeline customer renewal churn pricing discount launch release feature bug outage incident postmortem
security audit compliance legal counsel agreement signature signed draft review approve approval schedule calendar agenda notes
expense receipt reimbursement payroll tax funding round seed valuation equity shares vesting cap table term sheet diligence vendor
supplier order shipment delivery office lease rent insurance hosting escalation refund subscription onboarding deadline milestone
sprint backlog blocker zeppelin`.split(/\s+/);
  for (const w of business) if (!words.includes(w)) words.splice(Math.min(words.length, 300 + ((w.length * 131) % 3000)), 0, w);
  return words;
}
const WORDS = vocabulary();
const FIRST =
  'Priya Jon Lena Sam Kai Nora Maya Omar Lucas Emma Noah Ava Liam Mia Ethan Zoe Ivan Sara Tom Aisha Diego Hana Felix Rosa Yuki Ben Clara Raj Eva Leo'.split(
    ' ',
  );
const LAST = 'Shah Park Ortiz Lee Tanaka Novak Rossi Kim Silva Chen Brown Garcia Patel Müller Dubois Nguyen Cohen Okafor Larsen Costa'.split(' ');
const DOMAINS =
  'acme.io fund.vc helios.dev northwind.com contoso.co globex.net initech.org umbrella.ai stark.io wayne.co hooli.com piedpiper.io vandelay.com soylent.io tyrell.ai cyberdyne.co gringotts.bank oscorp.com wonka.co aperture.dev blackmesa.org monarch.vc sterling.law pearson.cpa gmail.com outlook.com yahoo.com fastmail.com proton.me icloud.com bluth.co dunder.com prestige.io massive.dynamic.io nakatomi.co zorg.io weyland.ai abstergo.com lacroix.fr'.split(
    ' ',
  );
const COMPANIES = ['Helios', 'Acme Labs', 'Northwind', 'Globex', 'Stark Ventures'];

const USER = `bench-${crypto.randomUUID()}`;
const started = performance.now();
await prisma.user.create({ data: { id: USER, email: `${USER}@example.com` } });
const account = await prisma.mailAccount.create({ data: { userId: USER, provider: 'imap', email: `ada@helios.dev`, company: 'Helios' } });
await prisma.$executeRawUnsafe(`SELECT setseed(0.42)`);
const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const BATCH = 5000;
process.stdout.write(`Seeding ${TOTAL.toLocaleString('en-US')} emails on ${label} `);
for (let from = 0; from < TOTAL; from += BATCH) {
  const to = Math.min(TOTAL, from + BATCH) - 1;
  // Words by Zipf's law (see vocabulary()): a few words common, most rare, as in real mail.
  // (k * 0 ties each aggregate to its own sub-select, so it runs once per email.)
  await prisma.$executeRawUnsafe(`
    WITH v AS (SELECT ${arr(WORDS)} AS w, ${arr(FIRST)} AS f, ${arr(LAST)} AS l, ${arr(DOMAINS)} AS d, ${arr(COMPANIES)} AS c),
    g AS (SELECT i, floor(random() * 30)::int + 1 AS fi, floor(random() * 20)::int + 1 AS li, floor(random() * ${DOMAINS.length})::int + 1 AS di,
                 random() AS r1, random() AS r2 FROM generate_series(${from}, ${to}) AS i)
    INSERT INTO "Email" ("id", "userId", "threadId", "messageId", "subject", "fromName", "fromAddress", "receivedAt", "textBody", "snippet",
                         "summary", "company", "nuggetScore", "actionRequired", "isSent", "updatedAt")
    SELECT 'e' || g.i, '${USER}', 't' || (g.i / 3), 'm' || g.i || '@bench',
      initcap((SELECT string_agg(v.w[k * 0 + floor(exp(random() * ln(array_length(v.w, 1))))::int], ' ') FROM generate_series(1, 3 + (g.i % 5)) AS k)),
      v.f[g.fi] || ' ' || v.l[g.li],
      lower(v.f[g.fi]) || '.' || lower(v.l[g.li]) || '@' || v.d[g.di],
      now() - (g.r1 * 730) * interval '1 day',
      (SELECT string_agg(v.w[k * 0 + floor(exp(random() * ln(array_length(v.w, 1))))::int], CASE WHEN random() < 0.08 THEN '. ' ELSE ' ' END)
         FROM generate_series(1, 40 + (g.i % 120)) AS k),
      '', CASE WHEN g.r2 < 0.3 THEN 'Summary: ' || v.w[1 + (g.i % array_length(v.w, 1))] || ' ' || v.w[1 + ((g.i * 7) % array_length(v.w, 1))] END,
      CASE WHEN g.r2 < 0.5 THEN v.c[1 + (g.i % 5)] END,
      (g.i * 37) % 100, g.r2 < 0.2, g.r2 > 0.95, now()
    FROM g CROSS JOIN v`);
  process.stdout.write('.');
}
await prisma.$executeRawUnsafe(`UPDATE "Email" SET "snippet" = left("textBody", 150) WHERE "userId" = '${USER}'`);
await prisma.$executeRawUnsafe(`
  INSERT INTO "EmailSource" ("id", "userId", "emailId", "accountId", "providerId")
  SELECT 's' || id, "userId", id, '${account.id}', id FROM "Email" WHERE "userId" = '${USER}' AND "company" = 'Helios'`);
await prisma.$executeRawUnsafe(`
  INSERT INTO "Commitment" ("id", "userId", "emailId", "type", "status", "owedBy", "owedTo", "title", "description", "dueDate", "dedupeKey", "updatedAt")
  SELECT 'c' || i, '${USER}', 'e' || (i * 37 % ${TOTAL}),
    (ARRAY['promise_made','promise_received','action_item','deadline'])[1 + i % 4]::"CommitmentType",
    (ARRAY['open','open','open','completed','overdue'])[1 + i % 5]::"CommitmentStatus",
    CASE WHEN i % 2 = 0 THEN '${USER}@example.com' ELSE 'partner' || i || '@fund.vc' END,
    CASE WHEN i % 2 = 0 THEN 'partner' || i || '@fund.vc' ELSE '${USER}@example.com' END,
    (ARRAY['Send the investors the deck','Sign the contract','Share the forecast','Review the budget','Book the offsite'])[1 + i % 5] || ' #' || i,
    'From the mail', now() + ((i % 60) - 20) * interval '1 day', 'k' || i, now()
  FROM generate_series(1, ${Math.max(1, Math.round(TOTAL / 50))}) AS i`);
await prisma.$executeRawUnsafe(`
  INSERT INTO "Transaction" ("id", "userId", "emailId", "type", "company", "description", "amount", "date", "updatedAt")
  SELECT 'x' || i, '${USER}', 'e' || (i * 53 % ${TOTAL}), (ARRAY['Invoice','Expense','Revenue','Order'])[1 + i % 4],
    (ARRAY['Helios','Acme Labs','Northwind','Globex','Stark Ventures'])[1 + i % 5], 'Invoice ' || i, round((random() * 20000)::numeric, 2),
    now() - (i % 700) * interval '1 day', now()
  FROM generate_series(1, ${Math.max(1, Math.round(TOTAL / 30))}) AS i`);
// Fold the GIN index's pending list into the index, as autovacuum would on a server.
await prisma.$executeRawUnsafe(`VACUUM ANALYZE "Email"`);
const seeded = (performance.now() - started) / 1000;
console.log(` ${seeded.toFixed(1)} s`);

// ───────────── the queries ─────────────

const now = new Date();
const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
const fts = (text: string, extra: Prisma.Sql = Prisma.empty) => Prisma.sql`
  SELECT e."id", ts_rank_cd(e."searchVector", q, 1) AS rank
  FROM "Email" e, websearch_to_tsquery('english', ${text}) q
  WHERE e."userId" = ${USER} AND e."searchVector" @@ q ${extra}
  ORDER BY rank DESC LIMIT 10`;

const QUERIES: { q: string; sql: Prisma.Sql }[] = [
  { q: 'budget', sql: fts('budget') },
  { q: 'term sheet', sql: fts('term sheet') },
  { q: '"cap table" -draft', sql: fts('"cap table" -draft') },
  { q: 'zeppelin or outage', sql: fts('zeppelin or outage') },
  { q: 'postmortem incident escalation', sql: fts('postmortem incident escalation') },
  { q: 'what did Priya say about the contract', sql: fts('contract', Prisma.sql`AND e."searchVector" @@ to_tsquery('english', 'priya:B')`) },
  {
    q: 'mail from acme.io last week',
    sql: Prisma.sql`SELECT e."id" FROM "Email" e WHERE e."userId" = ${USER} AND e."searchVector" @@ to_tsquery('english', 'acme.io:B')
      AND e."receivedAt" >= ${weekAgo} ORDER BY e."receivedAt" DESC LIMIT 10`,
  },
  { q: 'hosting invoice at Helios', sql: fts('hosting invoice', Prisma.sql`AND e."company" = 'Helios'`) },
  {
    q: 'invoices over $5,000',
    sql: Prisma.sql`SELECT t."id" FROM "Transaction" t WHERE t."userId" = ${USER} AND t."type" = 'Invoice' AND t."amount" > 5000 ORDER BY t."amount" DESC LIMIT 25`,
  },
  {
    q: 'what do I owe investors',
    sql: Prisma.sql`SELECT c."id" FROM "Commitment" c WHERE c."userId" = ${USER} AND c."status" IN ('open','in_progress','overdue')
      AND c."owedBy" = ${`${USER}@example.com`} AND to_tsvector('english', c."title" || ' ' || c."description") @@ websearch_to_tsquery('english', 'investors')
      ORDER BY c."dueDate" ASC NULLS LAST LIMIT 25`,
  },
];

const users = createUsersService(prisma);
// The bench reads settings, accounts and search rankings only; what they need mail for (retention, deleting,
// an old answer's emails) never runs here.
const noMail = new Proxy({}, { get: () => () => Promise.reject(new Error('not in the bench')) }) as MailService;
const viewers = createViewerProfiles({
  users,
  accounts: createAccountsService(prisma, Buffer.alloc(32), noMail),
  settings: createSettingsService(prisma, { mail: noMail, users }),
});
const service = createSearchService({ prisma, logger: createLogger('silent'), viewers, mail: noMail });
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

console.log(`\nSearch latency on ${label}: ${TOTAL.toLocaleString('en-US')} emails of one user, ${RUNS} timed runs per query (after 3 warm-up runs)\n`);
const head = ['query', 'hits', 'service median', 'service p95', 'SQL median', 'SQL p95', 'ratio'];
const rows: string[][] = [];
const allService: number[] = [];
const allSql: number[] = [];
const ratios: number[] = [];
for (const { q, sql } of QUERIES) {
  let hits = 0;
  let relaxed = false;
  for (let i = 0; i < 3; i++) {
    const r = await service.search(USER, q, { now });
    hits = r.totalEmails + r.commitments.length + r.transactions.length;
    relaxed = r.notes.length > 0;
    await prisma.$queryRaw(sql);
  }
  const s: number[] = [];
  const d: number[] = [];
  // Interleaved, so drift on a shared machine hits both sides alike.
  for (let i = 0; i < RUNS; i++) {
    s.push(await time(() => service.search(USER, q, { now })));
    d.push(await time(() => prisma.$queryRaw(sql)));
  }
  allService.push(...s);
  allSql.push(...d);
  const ratio = pct(s, 50) / pct(d, 50);
  ratios.push(ratio);
  rows.push([
    relaxed ? `${q} *` : q,
    String(hits),
    `${pct(s, 50).toFixed(2)} ms`,
    `${pct(s, 95).toFixed(2)} ms`,
    `${pct(d, 50).toFixed(2)} ms`,
    `${pct(d, 95).toFixed(2)} ms`,
    `${ratio.toFixed(2)}×`,
  ]);
}
const geo = Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length);
rows.push([
  'all queries',
  '',
  `${pct(allService, 50).toFixed(2)} ms`,
  `${pct(allService, 95).toFixed(2)} ms`,
  `${pct(allSql, 50).toFixed(2)} ms`,
  `${pct(allSql, 95).toFixed(2)} ms`,
  `${(pct(allService, 50) / pct(allSql, 50)).toFixed(2)}×`,
]);
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
console.log(line(head));
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
for (const r of rows.slice(0, -1)) console.log(line(r));
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
console.log(line(rows.at(-1)!));
console.log(`\nratio = service median / SQL median; geometric mean of the per-query ratios: ${geo.toFixed(2)}×`);
console.log('hits = emails matching in all + commitments + transactions returned by the service.');
if (rows.some((r) => r[0]!.endsWith(' *')))
  console.log('* the exact question matched nothing, so the service also ran its looser search (any of the words, or the structure alone).');

await db.close();
await dropDatabase();
