// The durable in-process job queue: jobs survive a killed process, retry with
// backoff, and keyed jobs are not queued twice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../helpers/platform.ts';
import { createDbJobQueue } from '../../api/platform/jobs.ts';
import { createLogger } from '../../api/platform/logger.ts';

let platform: TestPlatform;
beforeEach(async () => {
  platform = await createTestPlatform();
});
afterEach(() => platform?.cleanup());

const quiet = createLogger('silent');

describe('database job queue', () => {
  it('runs queued jobs with their payload, then forgets them', async () => {
    const jobs = createDbJobQueue(platform.prisma, quiet, { pollMs: 50 });
    const seen: number[] = [];
    jobs.handle('count', async (p) => void seen.push(p.n), { concurrency: 2 });
    jobs.start();
    for (let n = 0; n < 5; n++) await jobs.enqueue('count', { n });
    await jobs.idle();
    await jobs.stop();
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await platform.prisma.job.count()).toBe(0);
  });

  it("tells `settled` of each attempt once its outcome is written, so a count read then no longer holds the job", async () => {
    const jobs = createDbJobQueue(platform.prisma, quiet, { pollMs: 20 });
    const left: number[] = [];
    const counted: Promise<void>[] = [];
    jobs.handle('tally', async (p) => {
      if (p.fail) throw new Error('no');
    }, { settled: () => void counted.push(platform.prisma.job.count({ where: { queue: 'tally', status: { in: ['queued', 'running'] }, runAt: { lte: new Date() } } }).then((n) => void left.push(n))) });
    jobs.start();
    await jobs.enqueue('tally', { n: 1 });
    await jobs.idle();
    await jobs.enqueue('tally', { fail: true });
    for (let i = 0; i < 50 && counted.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    await jobs.stop();
    await Promise.all(counted);
    // Done: gone; failed once: queued again, but not before its backoff (not due now).
    expect(left).toEqual([0, 0]);
  });

  it('retries a failing job and records the error, giving up after five attempts', async () => {
    const jobs = createDbJobQueue(platform.prisma, quiet, { pollMs: 20 });
    let calls = 0;
    jobs.handle('flaky', async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    jobs.start();
    await jobs.enqueue('flaky', {});
    // Skip the backoff waits: make every retry due now.
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await platform.prisma.job.updateMany({ where: { status: 'queued' }, data: { runAt: new Date(0) } });
    }
    await jobs.idle();
    await jobs.stop();
    const row = await platform.prisma.job.findFirstOrThrow({ where: { queue: 'flaky' } });
    expect(calls).toBe(5);
    expect(row).toMatchObject({ status: 'failed', attempts: 5, lastError: 'boom 5' });
  });

  it('picks up a job whose worker died mid-run once its lock expires', async () => {
    // A previous process claimed the job and was killed: it is 'running' with an old lock.
    await platform.prisma.job.create({
      data: { queue: 'resume', payload: { id: 'x' }, status: 'running', attempts: 1, lockedAt: new Date(Date.now() - 10 * 60_000) },
    });
    const jobs = createDbJobQueue(platform.prisma, quiet, { pollMs: 20 });
    const seen: string[] = [];
    jobs.handle('resume', async (p) => void seen.push(p.id));
    jobs.start();
    await jobs.idle();
    await jobs.stop();
    expect(seen).toEqual(['x']);
  });

  it('does not run a job another live worker holds', async () => {
    await platform.prisma.job.create({ data: { queue: 'held', payload: {}, status: 'running', attempts: 1, lockedAt: new Date() } });
    const jobs = createDbJobQueue(platform.prisma, quiet, { pollMs: 20 });
    let ran = false;
    jobs.handle('held', async () => void (ran = true));
    jobs.start();
    await new Promise((r) => setTimeout(r, 200));
    await jobs.stop();
    expect(ran).toBe(false);
  });

  it('queues a keyed job once while it is pending, and again after it finished', async () => {
    const jobs = createDbJobQueue(platform.prisma, quiet, { pollMs: 20 });
    const runs: string[] = [];
    jobs.handle('sync', async (p) => void runs.push(p.v));
    await jobs.enqueue('sync', { v: 'a' }, { key: 'account-1' });
    await jobs.enqueue('sync', { v: 'b' }, { key: 'account-1' });
    expect(await platform.prisma.job.count({ where: { queue: 'sync' } })).toBe(1);
    jobs.start();
    await jobs.idle();
    await jobs.enqueue('sync', { v: 'c' }, { key: 'account-1' });
    await jobs.idle();
    await jobs.stop();
    expect(runs).toEqual(['a', 'c']);
  });

  it('queues a batch in one go by the same rules: a key pending or repeated in the batch once, a failed one again', async () => {
    const jobs = createDbJobQueue(platform.prisma, quiet, { pollMs: 20 });
    const runs: string[] = [];
    jobs.handle('batch', async (p) => void runs.push(p.v));
    await jobs.enqueue('batch', { v: 'pending' }, { key: 'k1' });
    await platform.prisma.job.create({ data: { queue: 'batch', key: 'k2', payload: { v: 'old' }, status: 'failed', attempts: 5, lastError: 'boom' } });
    await jobs.enqueueMany('batch', [
      { payload: { v: 'ignored' }, key: 'k1' },
      { payload: { v: 'retried' }, key: 'k2' },
      { payload: { v: 'new' }, key: 'k3' },
      { payload: { v: 'repeat' }, key: 'k3' },
      { payload: { v: 'unkeyed' } },
    ]);
    expect(await platform.prisma.job.count({ where: { queue: 'batch' } })).toBe(4);
    expect(await platform.prisma.job.findFirstOrThrow({ where: { queue: 'batch', key: 'k2' } })).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
    await jobs.enqueueMany('batch', []);
    jobs.start();
    await jobs.idle();
    await jobs.stop();
    expect(runs.sort()).toEqual(['new', 'pending', 'retried', 'unkeyed']);
    expect(await platform.prisma.job.count({ where: { queue: 'batch' } })).toBe(0);
  });

  it('runs a schedule once per interval even when two processes both schedule it', async () => {
    const a = createDbJobQueue(platform.prisma, quiet, { pollMs: 20 });
    const b = createDbJobQueue(platform.prisma, quiet, { pollMs: 20 });
    let runs = 0;
    for (const q of [a, b]) {
      q.handle('nightly', async () => void runs++);
      q.every('nightly', 3_600_000);
    }
    a.start();
    b.start();
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
  });
});
