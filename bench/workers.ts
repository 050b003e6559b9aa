// Analysis throughput with one worker and with two, side by side: the same archive is
// imported into a scratch PostgreSQL database (its analysis jobs queued, nothing run),
// then N real worker processes (`NUGGET_ROLE=worker`) analyse it; mails analysed per
// second are counted from the moment every worker is up until the queue is empty.
//
//   npm run bench:workers [-- --emails 2000 --database postgres://user@host/db --concurrency 4]
//
// Needs PostgreSQL (the embedded database belongs to one process): --database, or
// TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { emails: { type: 'string', default: '2000' }, database: { type: 'string' }, concurrency: { type: 'string', default: '4' } },
});
const TOTAL = Number(values.emails);
process.env.NUGGET_TEST_DB = 'postgres';
process.env.TEST_DATABASE_URL = values.database ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Imported after the environment is set: the helpers read it when they load.
const { createTestPlatform, freshDatabase } = await import('../tests/helpers/platform.ts');
const { createServices } = await import('../api/context.ts');
const { rawMessage, spamAssassin, tempDir, writeMbox } = await import('../tests/helpers/mail.ts');
const { startNugget } = await import('../tests/helpers/processes.ts');

const dir = tempDir('nugget-bench-workers-');
const ham = spamAssassin('easy_ham', Math.min(TOTAL, 2500));
const made = Array.from({ length: Math.max(0, TOTAL - ham.length) }, (_, i) =>
  rawMessage({
    from: `Sam ${i} <sam${i}@supplier.example>`,
    subject: `Contract ${i}`,
    messageId: `bench-${i}@workers`,
    body: `I will send you the signed contract ${i} by Friday.`,
  }),
);
const mbox = writeMbox(path.join(dir, 'archive.mbox'), [...ham, ...made]);

async function measure(workers: number) {
  const db = await freshDatabase();
  const platform = await createTestPlatform({}, db);
  try {
    const services = createServices(platform);
    const user = await services.users.create({ email: 'ada@example.com' });
    await services.sync.importArchive(user.id, [mbox]);
    const total = await platform.prisma.email.count({ where: { userId: user.id } });
    const analysed = () => platform.prisma.email.count({ where: { userId: user.id, analyzedAt: { not: null } } });
    const env = { DATABASE_URL: db.url, JOB_CONCURRENCY: `mail.analyze=${values.concurrency}` };
    const procs = [];
    for (let i = 0; i < workers; i++) procs.push(await startNugget('worker', { ...env, LOG_LEVEL: 'info' }));
    // Up one after another (each checks the migrations under a lock): counted once all run.
    const t0 = performance.now();
    const a0 = await analysed();
    let n = a0;
    while (n < total) {
      await new Promise((r) => setTimeout(r, 200));
      n = await analysed();
    }
    const seconds = (performance.now() - t0) / 1000;
    for (const p of procs) await p.kill('SIGTERM');
    return { workers, emails: total - a0, seconds, rate: (total - a0) / seconds };
  } finally {
    await platform.cleanup();
    await db.drop();
  }
}

const one = await measure(1);
const two = await measure(2);
console.log(`\nAnalysis throughput (${TOTAL} mails imported, JOB_CONCURRENCY=mail.analyze=${values.concurrency} per worker)\n`);
console.log('workers  mails  seconds  mails/s  vs one');
for (const r of [one, two]) {
  console.log(
    `${String(r.workers).padStart(7)}  ${String(r.emails).padStart(5)}  ${r.seconds.toFixed(1).padStart(7)}  ${r.rate.toFixed(1).padStart(7)}  ${(r.rate / one.rate).toFixed(2).padStart(6)}×`,
  );
}
process.exit(0);
