// Two API processes and two workers on PostgreSQL and Redis, as real processes: 2,000
// mails imported through one API are analysed by the workers, one worker is killed -9
// in the middle and another started, and in the end every email is analysed once
// (none lost, no commitment twice) while a subscriber on the other API process saw the
// progress the workers made.
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, freshDatabase, type TestPlatform } from '../helpers/platform.ts';
import { TestClient } from '../helpers/client.ts';
import { wsClient } from '../helpers/ws.ts';
import { rawMessage, spamAssassin, tempDir, writeMbox } from '../helpers/mail.ts';
import { startNugget, type NuggetProcess } from '../helpers/processes.ts';
import { queueRows } from '../helpers/jobs.ts';
import { ANALYSIS_QUEUE } from '../../api/modules/analysis/analysis.queue.ts';
import { createServices } from '../../api/context.ts';

let db: Awaited<ReturnType<typeof freshDatabase>>;
let observer: TestPlatform; // reads the shared database; runs no jobs
const running: NuggetProcess[] = [];
const dir = tempDir('nugget-scale-');
const PROMISES = 300;

beforeAll(async () => {
  db = await freshDatabase();
  // Migrated (and the queue's schema made) once, before the processes start.
  observer = await createTestPlatform({}, db);
}, 180_000);
afterAll(async () => {
  for (const p of running) await p.kill('SIGKILL').catch(() => {});
  await observer?.cleanup();
  await db?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const until = async <T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 150_000): Promise<T> => {
  let v = await read();
  for (const end = Date.now() + ms; !ok(v); v = await read()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return v;
};

describe('API processes and workers sharing PostgreSQL and Redis', () => {
  it('analyses 2,000 imported mails exactly once through a worker killed -9 mid-run, with progress seen on the other API', async () => {
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      // A killed worker's jobs come back after 10 s; each worker analyses three mails at a time.
      JOB_TIMEOUT_SECONDS: '10',
      JOB_CONCURRENCY: 'mail.analyze=3',
    };
    const start = (role: 'api' | 'worker') => startNugget(role, env).then((p) => (running.push(p), p));
    // One after another: each checks the migrations under PostgreSQL's advisory lock at start.
    const apiOne = await start('api');
    const apiTwo = await start('api');
    const first = await start('worker');

    const tab = new TestClient(apiOne.url!, { origin: apiOne.url! });
    const email = `scale-${Date.now()}@example.com`;
    const user = await tab.register(email);
    // The same session on the other API process (sessions live in the shared database).
    const other = new TestClient(apiTwo.url!);
    other.cookies = new Map(tab.cookies);
    expect((await other.get('/api/auth/session')).json.id).toBe(user.id);

    // The subscriber on API two: every analysisProgress the workers' progress makes it tell.
    const seen: { pending: number }[] = [];
    const ws = wsClient(apiTwo.url!, { cookie: tab.cookieHeader });
    let subscriptionError: unknown = null;
    const stop = ws.subscribe<{ analysisProgress: { pending: number } }>(
      { query: 'subscription { analysisProgress { pending done total inProgress } }' },
      {
        next: (r) => (r.errors ? (subscriptionError = r.errors) : seen.push(r.data!.analysisProgress)),
        error: (e) => (subscriptionError = e),
        complete: () => {},
      },
    );

    // 1,700 real mails and 300 that each promise something.
    const promises = Array.from({ length: PROMISES }, (_, i) =>
      rawMessage({
        from: `Sam Okafor ${i} <sam${i}@supplier${i % 13}.example>`,
        to: email,
        subject: `Contract ${i}`,
        messageId: `promise-${i}@supplier.example`,
        date: 'Tue, 03 Mar 2026 10:00:00 +0000',
        body: `Hi,\n\nThanks for the call today. I will send you the signed contract ${i} by Friday.\n\nBest,\nSam`,
      }),
    );
    const mbox = writeMbox(path.join(dir, 'archive.mbox'), [...spamAssassin('easy_ham', 1700), ...promises]);
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: 'mutation($file: File!) { importArchive(file: $file) { __typename ... on MutationImportArchiveSuccess { account { id } } } }',
        variables: { file: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([new Uint8Array(fs.readFileSync(mbox))]), 'archive.mbox');
    const upload = await fetch(`${apiOne.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { cookie: tab.cookieHeader, origin: apiOne.url!, 'graphql-require-preflight': '1' },
    });
    const uploaded = await upload.json();
    expect(uploaded.data?.importArchive?.__typename, JSON.stringify(uploaded)).toBe('MutationImportArchiveSuccess');

    // The import is a job too: the first worker runs it. The second joins once it is done.
    const p = observer.prisma;
    const run = await until(
      'the import',
      () => p.syncRun.findFirst({ where: { account: { userId: user.id } }, orderBy: { startedAt: 'desc' } }),
      (r) => r?.status === 'succeeded' || r?.status === 'failed',
    );
    expect(run!.status).toBe('succeeded');
    const total = await p.email.count({ where: { userId: user.id } });
    expect(total).toBeGreaterThanOrEqual(1900);
    const second = await start('worker');

    // Mid-analysis, the first worker is killed -9 (its jobs in hand are cut off) and a third starts.
    const analysed = () => p.email.count({ where: { userId: user.id, analyzedAt: { not: null } } });
    const atKill = await until('analysis to be under way', analysed, (n) => n >= 100);
    expect(atKill, 'the analysis finished before the kill: nothing was interrupted').toBeLessThan(total);
    await first.kill('SIGKILL');
    const third = await start('worker');

    await until(
      'every email analysed',
      async () => ({ analysed: await analysed(), queue: await observer.jobs.countFor(ANALYSIS_QUEUE, user.id) }),
      (s) => s.analysed === total && s.queue.pending === 0,
      240_000,
    );
    await until(
      'the last progress told',
      async () => seen.at(-1)?.pending,
      (v) => v === 0,
      15_000,
    );
    stop();
    await ws.dispose();

    // Exactly once: no email unanalysed, none failed, no commitment twice, every promise mined.
    expect(await observer.jobs.countFor(ANALYSIS_QUEUE, user.id)).toEqual({ pending: 0, failed: 0 });
    const twice = await p.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (SELECT "emailId", title FROM "Commitment" WHERE "userId" = ${user.id} GROUP BY "emailId", title HAVING count(*) > 1) d`;
    expect(twice[0]!.n).toBe(0);
    // None lost: what the workers stored for the promise mails and 200 others is what analysing them again gives. The
    // others are mails alone in their thread: a thread's mails are read against each other (an ask already mined from
    // an earlier reply is not mined twice), so what one of them yields depends on the order the workers took them in.
    const sample = await p.email.findMany({
      where: { userId: user.id, OR: [{ messageId: { startsWith: 'promise-' } }, { messageId: { not: { startsWith: 'promise-' } } }] },
      select: { id: true, messageId: true, threadId: true },
      orderBy: { id: 'asc' },
    });
    const inThread = new Map<string, number>();
    for (const e of sample) inThread.set(e.threadId, (inThread.get(e.threadId) ?? 0) + 1);
    const checked = [
      ...sample.filter((e) => e.messageId?.startsWith('promise-')),
      ...sample.filter((e) => !e.messageId?.startsWith('promise-') && inThread.get(e.threadId) === 1).slice(0, 200),
    ];
    const commitmentsOf = async () => {
      const rows = await p.commitment.findMany({
        where: { emailId: { in: checked.map((e) => e.id) } },
        select: { emailId: true, title: true },
        orderBy: [{ emailId: 'asc' }, { title: 'asc' }],
      });
      return rows.map((r) => `${r.emailId} ${r.title}`);
    };
    const stored = await commitmentsOf();
    expect(stored.length).toBeGreaterThan(0);
    const analysis = createServices(observer).analysis;
    for (const e of checked) await analysis.analyzeStored(e.id);
    expect(await commitmentsOf()).toEqual(stored);
    // The killed worker's jobs in hand were run again by another (pg-boss counts the attempt).
    const rows = await queueRows(observer, ANALYSIS_QUEUE);
    expect(rows.filter((r) => r.retry_count > 0).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.state !== 'completed')).toEqual([]);

    // The subscriber on API two saw the queue go down to nothing.
    expect(subscriptionError).toBeNull();
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.some((s) => s.pending > 0)).toBe(true);
    // Neither API process ran a job: the workers did all the analysis.
    for (const api of [apiOne, apiTwo]) expect(api.output()).not.toMatch(/job .* (failed|will retry)|resuming/);
    for (const w of [second, third]) expect(w.child.exitCode).toBeNull();
  }, 420_000);
});
