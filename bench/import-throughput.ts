// Import throughput: Nugget's archive import (parse + sanitise + store + queue
// analysis, on the embedded database) against `notmuch new` indexing the same
// Maildir, measured side by side in one run.
//
//   npm run bench:import [-- --messages 6000 --analysed 10000 --database postgres://… --profile]
//
// Then the time from starting an import of --analysed messages (10,000) until every one is
// analysed: the app as npm start runs it (its job queue consuming analysis jobs while the import
// stores mail). --analysed 0 skips it; --profile writes a CPU profile of each (import.cpuprofile,
// import-analysed.cpuprofile).
//
// The Maildir is built from the public corpora in ../shared/eval (Enron, SpamAssassin);
// copies beyond the originals get a fresh Message-ID so every message is distinct.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/config.ts';
import { createPlatform } from '../api/app.ts';
import { createServices } from '../api/context.ts';
import { createApp } from '../api/app.ts';

const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '6000' },
    analysed: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    database: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const target = Number(values.messages);
const evalDir = path.resolve(import.meta.dirname, '../../shared/eval');

function corpus(): Buffer[] {
  const out: Buffer[] = [];
  for (const folder of ['easy_ham', 'hard_ham', 'spam']) {
    const dir = path.join(evalDir, 'spamassassin-ham-spam', folder);
    for (const f of fs.readdirSync(dir).sort()) {
      const raw = fs.readFileSync(path.join(dir, f));
      out.push(raw.subarray(0, 5).toString() === 'From ' ? raw.subarray(raw.indexOf(10) + 1) : raw);
    }
  }
  const enron = path.join(evalDir, 'enron-berkeley-categories');
  for (const d of fs.readdirSync(enron).filter((n) => /^\d+$/.test(n))) {
    for (const f of fs.readdirSync(path.join(enron, d)).filter((n) => n.endsWith('.txt'))) out.push(fs.readFileSync(path.join(enron, d, f)));
  }
  return out;
}

function buildMaildir(root: string, n: number) {
  const base = corpus();
  fs.mkdirSync(path.join(root, 'cur'), { recursive: true });
  fs.mkdirSync(path.join(root, 'new'), { recursive: true });
  fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    let raw = base[i % base.length]!;
    const copy = Math.floor(i / base.length);
    if (copy > 0) {
      // A distinct message: same content, its own Message-ID.
      const text = raw.toString('latin1');
      raw = Buffer.from(
        /^message-id:/im.test(text) ? text.replace(/^(message-id:\s*<)([^>]+)>/im, `$1copy${copy}.$2>`) : `Message-ID: <copy${copy}.${i}@bench>\n${text}`,
        'latin1',
      );
    }
    bytes += raw.length;
    fs.writeFileSync(path.join(root, 'cur', `${1_700_000_000 + i}.${i}.bench:2,S`), raw);
  }
  return bytes;
}

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** A CPU profile of what `run` does, written to `file` (when --profile). */
async function profiled<T>(file: string, run: () => Promise<T>): Promise<T> {
  if (!values.profile) return run();
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
  }
}

const benchConfig = (dataDir: string) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', SECRET_KEY: 'bench-secret-key-0123456789abcdef0123456789', SYNC_INTERVAL_MINUTES: '0' });

async function nuggetImport(maildir: string, dataDir: string) {
  const platform = await createPlatform(benchConfig(dataDir), values.database ? { databaseUrl: values.database } : {});
  const services = createServices(platform);
  const user = await services.users.create({ email: `bench-${Date.now()}@example.com` });
  const started = performance.now();
  const result = await profiled('import.cpuprofile', () => services.sync.importArchive(user.id, [maildir], 'bench'));
  const seconds = (performance.now() - started) / 1000;
  await platform.db.close();
  return { seconds, stored: result.imported, duplicates: result.duplicates };
}

/** Import with the app's job queue running, until every stored message is analysed (nothing queued or running). */
async function importUntilAnalysed(maildir: string, dataDir: string) {
  const platform = await createPlatform(benchConfig(dataDir), values.database ? { databaseUrl: values.database } : {});
  const app = createApp(platform);
  const user = await app.services.users.create({ email: `bench-${Date.now()}@example.com` });
  platform.jobs.start();
  const started = performance.now();
  let imported = 0;
  const analysed = await profiled('import-analysed.cpuprofile', async () => {
    await app.services.sync.importArchive(user.id, [maildir], 'bench');
    imported = (performance.now() - started) / 1000;
    await platform.jobs.idle();
    return platform.prisma.email.count({ where: { userId: user.id, analyzedAt: { not: null } } });
  });
  const seconds = (performance.now() - started) / 1000;
  const stored = await platform.prisma.email.count({ where: { userId: user.id } });
  await app.close();
  return { seconds, imported, stored, analysed };
}

function notmuchNew(maildir: string, home: string) {
  const cfg = path.join(home, 'notmuch-config');
  fs.writeFileSync(
    cfg,
    `[database]\npath=${maildir}\n[user]\nname=Bench\nprimary_email=bench@example.com\n[new]\ntags=unread;inbox;\n[search]\nexclude_tags=\n[maildir]\nsynchronize_flags=true\n`,
  );
  fs.rmSync(path.join(maildir, '.notmuch'), { recursive: true, force: true });
  const started = performance.now();
  execFileSync('notmuch', ['--config', cfg, 'new', '--quiet'], { env: { ...process.env, HOME: home }, stdio: 'pipe' });
  const seconds = (performance.now() - started) / 1000;
  const count = Number(
    execFileSync('notmuch', ['--config', cfg, 'count', '*'], { env: { ...process.env, HOME: home } })
      .toString()
      .trim(),
  );
  return { seconds, count };
}

try {
  execFileSync('notmuch', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('notmuch is not installed: `apt-get install notmuch` (Debian), then run this again.');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nugget-bench-'));
try {
  const maildir = path.join(work, 'Maildir');
  const bytes = buildMaildir(maildir, target);
  console.log(`Maildir: ${target} messages, ${(bytes / 1024 / 1024).toFixed(1)} MB, database: ${values.database ? 'PostgreSQL' : 'embedded pglite'}`);

  const runs = Number(values.runs);
  const nugget: number[] = [];
  const notmuch: number[] = [];
  let stored = 0;
  let indexed = 0;
  for (let r = 0; r < runs; r++) {
    // Alternate which goes first so neither always gets the warmer cache.
    const a = r % 2 === 0;
    if (a) {
      const n = await nuggetImport(maildir, path.join(work, `data-${r}`));
      nugget.push(n.seconds);
      stored = n.stored;
    }
    const m = notmuchNew(maildir, work);
    notmuch.push(m.seconds);
    indexed = m.count;
    if (!a) {
      const n = await nuggetImport(maildir, path.join(work, `data-${r}`));
      nugget.push(n.seconds);
      stored = n.stored;
    }
    fs.rmSync(path.join(work, `data-${r}`), { recursive: true, force: true });
  }
  const tn = median(nugget);
  const tm = median(notmuch);
  console.log(`\n| importer | messages | median s (of ${runs}) | messages/s |`);
  console.log('|---|---|---|---|');
  console.log(`| Nugget import (parse, sanitise, store, queue analysis) | ${stored} | ${tn.toFixed(2)} | ${Math.round(stored / tn)} |`);
  console.log(`| notmuch new (index) | ${indexed} | ${tm.toFixed(2)} | ${Math.round(indexed / tm)} |`);
  console.log(`\nratio Nugget / notmuch (messages per second): ${(stored / tn / (indexed / tm)).toFixed(2)}`);

  const total = Number(values.analysed);
  if (total > 0) {
    const big = path.join(work, 'Maildir-analysed');
    buildMaildir(big, total);
    const a = await importUntilAnalysed(big, path.join(work, 'data-analysed'));
    console.log(`\nImport of ${total} messages until every one is analysed (jobs running as under npm start): ${a.seconds.toFixed(1)} s`);
    console.log(
      `  stored ${a.stored}, analysed ${a.analysed}; the import itself returned after ${a.imported.toFixed(1)} s; ${Math.round(a.analysed / a.seconds)} messages/s end to end`,
    );
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
