// The job queue (pg-boss behind the JobQueue seam): jobs survive a killed worker,
// retry with backoff, keyed jobs are not queued twice, and jobs queued in a
// transaction commit or roll back with it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helpers/platform.ts';
import { openJobQueue } from '../../api/app.ts';
import type { JobQueue, JobQueueOptions } from '../../api/platform/jobs.ts';
import { createLogger } from '../../api/platform/logger.ts';
import { queueRows } from '../helpers/jobs.ts';

let platform: TestPlatform;
const opened: JobQueue[] = [];
beforeEach(async () => {
  platform = await createTestPlatform();
});
afterEach(async () => {
  for (const q of opened.splice(0)) await q.stop();
  await platform?.cleanup();
});

const quiet = createLogger('silent');
/** Another process's queue on the same database. */
async function open(options: JobQueueOptions = {}) {
  const q = await openJobQueue(platform.db, platform.config, quiet, { pollMs: 20, exclusive: false, ...options });
  opened.push(q);
  return q;
}
const waiting = async (queue: string) => (await queueRows(platform, queue)).filter((r) => ['created', 'retry', 'active'].includes(r.state));
const until = async (ok: () => boolean | Promise<boolean>, ms = 15_000) => {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
};

describe('job queue', () => {
  it('runs queued jobs with their payload, each once', async () => {
    const jobs = await open();
    const seen: number[] = [];
    jobs.handle('count', async (p) => void seen.push(p.n), { concurrency: 2 });
    await jobs.start();
    for (let n = 0; n < 5; n++) await jobs.enqueue('count', { n });
    await jobs.idle();
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await waiting('count')).toEqual([]);
  });

  it('tells `settled` of each attempt once its outcome is written, so a count read then no longer holds the job', async () => {
    const jobs = await open();
    const left: number[] = [];
    const counted: Promise<void>[] = [];
    jobs.handle(
      'tally',
      async (p) => {
        if (p.fail) throw new Error('no');
      },
      { settled: () => void counted.push(jobs.countFor('tally', 'u1').then((c) => void left.push(c.pending))) },
    );
    await jobs.start();
    await jobs.enqueueMany('tally', [{ payload: { n: 1 }, owner: 'u1' }]);
    await until(() => counted.length === 1);
    await jobs.enqueueMany('tally', [{ payload: { fail: true }, owner: 'u1' }]);
    await until(() => counted.length === 2);
    await Promise.all(counted);
    // Done: no longer counted. Failed once: waiting to retry, so still counted.
    expect(left).toEqual([0, 1]);
  });

  it('retries a failing job with its error, giving up after five attempts', async () => {
    const jobs = await open();
    let calls = 0;
    jobs.handle('flaky', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    await jobs.start();
    await jobs.enqueueMany('flaky', [{ payload: {}, owner: 'u1' }]);
    // Skip the backoff waits: make every retry due now.
    await until(async () => {
      await platform.prisma.$executeRawUnsafe(`UPDATE pgboss.job SET start_after = now() WHERE name = 'flaky' AND state = 'retry'`);
      return calls >= 5 && (await queueRows(platform, 'flaky'))[0]?.state === 'failed';
    });
    await new Promise((r) => setTimeout(r, 100));
    const [row] = await queueRows(platform, 'flaky');
    expect(calls).toBe(5);
    expect(row).toMatchObject({ state: 'failed', retry_count: 4 });
    expect(JSON.stringify(row!.output)).toContain('boom 5');
    expect(await jobs.countFor('flaky', 'u1')).toEqual({ pending: 0, failed: 1 });
  });

  it('gives the job of a worker that died mid-run to another once its time runs out, and not before', async () => {
    let release = () => {};
    const dead = await open({ timeoutSeconds: 2 });
    let deadRan = 0;
    dead.handle('resume', () => {
      deadRan++;
      return new Promise<void>((r) => (release = r)); // hangs: the process "died" mid-run
    });
    await dead.start();
    await dead.enqueue('resume', { id: 'x' });
    await until(() => deadRan === 1);

    const alive = await open({ timeoutSeconds: 2 });
    const seen: string[] = [];
    alive.handle('resume', async (p) => void seen.push(p.id));
    await alive.start();
    await new Promise((r) => setTimeout(r, 500));
    expect(seen).toEqual([]); // still held by the other worker
    await until(() => seen.length === 1);
    expect(seen).toEqual(['x']);
    release();
  });

  it('puts back at once, in the embedded database, the jobs its previous process left running', async () => {
    const before = await open();
    let release = () => {};
    before.handle('interrupted', () => new Promise<void>((r) => (release = r)));
    await before.start();
    await before.enqueue('interrupted', { id: 'y' });
    await until(async () => (await queueRows(platform, 'interrupted'))[0]?.state === 'active');
    // The next process of an exclusive database (pglite allows one) knows those are orphans.
    const after = await open({ exclusive: true, timeoutSeconds: 3600 });
    const seen: string[] = [];
    after.handle('interrupted', async (p) => void seen.push(p.id));
    await after.start();
    await until(() => seen.length === 1);
    release();
  });

  it('queues a keyed job once while it waits, and again after it finished', async () => {
    const jobs = await open();
    const runs: string[] = [];
    jobs.handle('sync', async (p) => void runs.push(p.v));
    await jobs.enqueue('sync', { v: 'a' }, { key: 'account-1' });
    await jobs.enqueue('sync', { v: 'b' }, { key: 'account-1' });
    expect(await waiting('sync')).toHaveLength(1);
    await jobs.start();
    await jobs.idle();
    await jobs.enqueue('sync', { v: 'c' }, { key: 'account-1' });
    await jobs.idle();
    expect(runs).toEqual(['a', 'c']);
  });

  it('serves the rest of the process between jobs: a timer due while a queue drains fires before the queue is empty', async () => {
    // On the embedded database every statement settles without I/O: a loop that went from job to job
    // on promises alone left no turn to timers, sockets or requests until the queue was empty (an API
    // answering nothing for the minute a re-analysis of 2,000 mails took).
    const jobs = await open();
    let done = 0;
    let doneWhenTimerFired: number | null = null;
    jobs.handle('drain', async () => {
      if (done++ === 0) setTimeout(() => (doneWhenTimerFired = done), 0);
    });
    await jobs.enqueueMany(
      'drain',
      Array.from({ length: 40 }, (_, n) => ({ payload: { n } })),
    );
    await jobs.start();
    await jobs.idle();
    expect(done).toBe(40);
    expect(doneWhenTimerFired).not.toBeNull();
    expect(doneWhenTimerFired!).toBeLessThan(10);
  });

  it('queues a batch in one go by the same rules: a key waiting or repeated in the batch once, a failed one again', async () => {
    const jobs = await open();
    const runs: string[] = [];
    jobs.handle('batch', async (p) => void runs.push(p.v));
    await jobs.enqueue('batch', { v: 'pending' }, { key: 'k1' });
    await jobs.enqueue('batch', { v: 'old' }, { key: 'k2' });
    await platform.prisma.$executeRawUnsafe(`UPDATE pgboss.job SET state = 'failed' WHERE name = 'batch' AND singleton_key = 'k2'`);
    await jobs.enqueueMany('batch', [
      { payload: { v: 'ignored' }, key: 'k1' },
      { payload: { v: 'retried' }, key: 'k2' },
      { payload: { v: 'new' }, key: 'k3' },
      { payload: { v: 'repeat' }, key: 'k3' },
      { payload: { v: 'unkeyed' } },
    ]);
    expect(await waiting('batch')).toHaveLength(4);
    await jobs.enqueueMany('batch', []);
    await jobs.start();
    await jobs.idle();
    expect(runs.sort()).toEqual(['new', 'pending', 'retried', 'unkeyed']);
  });

  it('commits jobs queued in a transaction with it, and drops them when it rolls back', async () => {
    const jobs = await open();
    await platform.prisma.$transaction(async (tx) => {
      await jobs.enqueueMany('tx', [{ payload: { v: 'kept' }, key: 'a' }], { db: tx });
    });
    await expect(
      platform.prisma.$transaction(async (tx) => {
        await jobs.enqueueMany('tx', [{ payload: { v: 'dropped' }, key: 'b' }], { db: tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A queue first used inside a transaction that rolled back is made again by the next one.
    await expect(
      platform.prisma.$transaction(async (tx) => {
        await jobs.enqueueMany('tx-new', [{ payload: {} }], { db: tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await platform.prisma.$transaction((tx) => jobs.enqueueMany('tx-new', [{ payload: { v: 'later' } }], { db: tx }));
    expect((await queueRows(platform, 'tx')).map((r) => r.singleton_key)).toEqual(['a']);
    expect(await queueRows(platform, 'tx-new')).toHaveLength(1);
  });

  it('runs a schedule once per interval even when two processes both schedule it', async () => {
    const a = await open();
    const b = await open();
    let runs = 0;
    for (const q of [a, b]) {
      q.handle('nightly', async () => void runs++);
      q.every('nightly', 3_600_000);
    }
    await Promise.all([a.start(), b.start()]);
    await until(() => runs > 0);
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all([a.idle(), b.idle()]);
    expect(runs).toBe(1);
  });
});
