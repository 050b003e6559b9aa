// List throughput: the mine's real list query (MineLiveQuery, view ALL, a page of 100) at 50
// connections through the whole app (HTTP, session, GraphQL, services, database) on the
// embedded pglite and on PostgreSQL, and, side by side in the same run, the same GraphQL schema
// answering the same shape from memory in Yoga and a bare node:http server sending the same
// bytes: what the app costs above GraphQL and above HTTP. The load runs in a worker thread
// (its own event loop) so the server's loop serves requests only.
//
//   npx tsx bench/list-throughput.ts [-- --emails 2000 --seconds 10 --connections 50 --database postgres://user@host/db]
//
// Without --database (or TEST_DATABASE_URL) the PostgreSQL leg is skipped; with it, a scratch
// database is created on that server and dropped after.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import MineLiveQuery from '../web/src/__generated__/MineLiveQuery.graphql.ts';
import { startTestServer, type TestServer } from '../tests/helpers/server.ts';
import { TestClient } from '../tests/helpers/client.ts';
import { rawMessage, tempDir, writeMbox } from '../tests/helpers/mail.ts';

const { values } = parseArgs({
  options: {
    emails: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    database: { type: 'string' },
    only: { type: 'string' },
    /** Writes a CPU profile of the server process during each Nugget leg's load (list-<kind>.cpuprofile). */
    profile: { type: 'boolean', default: false },
  },
});
const TOTAL = Number(values.emails);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const PG_URL = values.database ?? process.env.TEST_DATABASE_URL;
const ONLY = values.only?.split(',');

// The mine's first page as the web app asks for it, a page of 100 as in issue 19's measurement.
const QUERY = MineLiveQuery.params.text!.replace('emails(first: 50, filter: $filter)', 'emails(first: 100, filter: $filter)');
const VARIABLES = { filter: { view: 'ALL', isArchived: false } };
const BODY = JSON.stringify({ query: QUERY, variables: VARIABLES, operationName: 'MineLiveQuery' });

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
  'Tomas Berg <tomas@harbor.co>',
];
const ME = 'ada@example.com';

function mail(box: string, i: number): Buffer {
  const topic = WORDS[i % WORDS.length]!;
  return rawMessage({
    from: SENDERS[i % SENDERS.length],
    to: ME,
    subject: `${topic} ${box} ${i}`,
    messageId: `${box}-${i}@bench.throughput`,
    date: new Date(NOW - (i * 3 + (box === 'bluebird' ? 0 : 1)) * HOUR).toUTCString().replace('GMT', '+0000'),
    body:
      i % 5 === 0 ? `Hi Ada,\n\nCould you send me the ${topic} by Friday?\n\nThanks` : `Hi Ada,\n\nA note on the ${topic} for ${box}. Nothing needed.\n\nBest`,
  });
}

// ───────────── load ─────────────

type Result = { requests: number; errors: number; seconds: number; latencies: number[]; bytes: number; firstError?: string };

/** The load loop: `connections` keep-alive connections, each sending the next request as soon as its answer is read. */
const LOADER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, body, headers, connections, seconds, warmupSeconds } = workerData;
const u = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
function once() {
  return new Promise((resolve) => {
    const t = performance.now();
    const req = http.request({ agent, host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (c) => { bytes += c.length; if (res.statusCode !== 200) chunks.push(c); });
      res.on('end', () => resolve({ ok: res.statusCode === 200, ms: performance.now() - t, bytes, text: res.statusCode !== 200 ? Buffer.concat(chunks).toString().slice(0, 300) : '' }));
    });
    req.on('error', (e) => resolve({ ok: false, ms: performance.now() - t, bytes: 0, text: String(e) }));
    req.end(body);
  });
}
(async () => {
  const start = performance.now();
  const measureFrom = start + warmupSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const latencies = [];
  let requests = 0, errors = 0, bytes = 0, firstError;
  async function loop() {
    while (performance.now() < end) {
      const sent = performance.now();
      const r = await once();
      if (sent < measureFrom) continue;
      requests++;
      latencies.push(r.ms);
      if (r.ok) bytes = r.bytes; else { errors++; firstError ??= r.text; }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  parentPort.postMessage({ requests, errors, seconds: (performance.now() - measureFrom) / 1000, latencies, bytes, firstError });
})();
`;

function load(url: string, headers: Record<string, string>, connections: number, seconds: number, warmupSeconds = 1): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOADER, {
      eval: true,
      workerData: { url, body: BODY, headers: { 'content-type': 'application/json', ...headers }, connections, seconds, warmupSeconds },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? NaN;
};

type Row = { name: string; rps: number; p50: number; p99: number; single: number; errors: number; bytes: number; firstError?: string };

async function profiled<T>(file: string | null, run: () => Promise<T>): Promise<T> {
  if (!file) return run();
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`  (CPU profile in ${file})`);
  }
}

async function measure(name: string, url: string, headers: Record<string, string>, profile: string | null = null): Promise<Row> {
  // One connection first: the latency a single user sees on an idle server.
  const one = await load(url, headers, 1, Math.min(3, SECONDS), 0.5);
  const many = await profiled(profile, () => load(url, headers, CONNECTIONS, SECONDS));
  const row = {
    name,
    rps: many.requests / many.seconds,
    p50: quantile(many.latencies, 0.5),
    p99: quantile(many.latencies, 0.99),
    single: quantile(one.latencies, 0.5),
    errors: many.errors + one.errors,
    bytes: many.bytes,
    firstError: many.firstError ?? one.firstError,
  };
  console.log(
    `  ${name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, one connection ${row.single.toFixed(1)} ms, ${row.bytes} bytes${row.errors ? `, ${row.errors} errors (${row.firstError})` : ''}`,
  );
  return row;
}

// ───────────── servers ─────────────

async function seeded(database: { url: string; drop(): Promise<void> }): Promise<{ server: TestServer; cookie: string; answer: string }> {
  const server = await startTestServer({ database });
  const dir = tempDir('nugget-bench-throughput-');
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
    // Statistics as a running server has them a few minutes after an import.
    await server.platform.prisma.$executeRawUnsafe('ANALYZE');
    const held = await server.platform.prisma.email.count({ where: { userId } });
    console.log(`${server.platform.db.kind}: ${held} emails imported and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const res = await client.post('/graphql', JSON.parse(BODY));
    if (res.status !== 200 || res.json?.errors) throw new Error(`the list query failed: ${res.status} ${res.text.slice(0, 500)}`);
    return { server, cookie: client.cookieHeader, answer: res.text };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function scratchPostgres(base: string) {
  const name = `nugget_bench_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

async function listen(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The app's schema (schema.graphql), every root field answering what the real server answered. */
function memorySchema(data: Record<string, unknown>): GraphQLSchema {
  const schema = buildSchema(fs.readFileSync(path.resolve(import.meta.dirname, '../schema.graphql'), 'utf8'));
  const fields = schema.getQueryType()!.getFields();
  for (const [name, value] of Object.entries(data)) fields[name]!.resolve = () => value;
  return schema;
}

// ───────────── run ─────────────

const rows: Row[] = [];
let answer = '';
const want = (name: string) => !ONLY || ONLY.includes(name);
console.log(`MineLiveQuery (view ALL, first 100) at ${CONNECTIONS} connections for ${SECONDS} s each, ${TOTAL} stored mails\n`);

if (want('pglite')) {
  const { server, cookie, answer: a } = await seeded({ url: 'pglite:memory', drop: async () => {} });
  answer = a;
  try {
    rows.push(await measure('Nugget on pglite', `${server.url}/graphql`, { cookie }, values.profile ? 'list-pglite.cpuprofile' : null));
  } finally {
    await server.close();
  }
}
if (want('postgres')) {
  if (!PG_URL) console.log('  PostgreSQL: skipped (give --database postgres://… or TEST_DATABASE_URL)');
  else {
    const { server, cookie, answer: a } = await seeded(await scratchPostgres(PG_URL));
    answer ||= a;
    try {
      rows.push(await measure('Nugget on PostgreSQL', `${server.url}/graphql`, { cookie }, values.profile ? 'list-postgresql.cpuprofile' : null));
    } finally {
      await server.close();
    }
  }
}
if (!answer) throw new Error('no leg ran: nothing to compare with');

{
  const yoga = createYoga({ schema: memorySchema(JSON.parse(answer).data), graphqlEndpoint: '/graphql', landingPage: false, logging: false });
  const s = await listen(yoga as unknown as http.RequestListener);
  try {
    rows.push(await measure('same schema in Yoga, from memory', s.url, {}));
  } finally {
    await s.close();
  }
}
{
  const bytes = Buffer.from(answer);
  const s = await listen((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
      res.end(bytes);
    });
  });
  try {
    rows.push(await measure('bare node:http, same bytes', s.url, {}));
  } finally {
    await s.close();
  }
}

const bare = rows.at(-1)!;
const memory = rows.at(-2)!;
console.log(`\n| server | req/s | p50 ms | p99 ms | one connection ms | of Yoga from memory | of bare node:http |`);
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.single.toFixed(1)} | ${(r.rps / memory.rps).toFixed(3)} | ${(r.rps / bare.rps).toFixed(3)} |`,
  );
}
console.log(`\nanswer: ${answer.length} bytes; goals (issue 19): ≥ 200 req/s on pglite, ≥ 400 on PostgreSQL, p99 < 250 ms, one connection ≤ 15 ms`);
process.exit(rows.some((r) => r.errors) ? 1 : 0);
