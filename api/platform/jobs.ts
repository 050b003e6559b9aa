// Job seam. The default queue is durable in the database (the Job table): a job
// survives a killed process and runs again once its lock expires. API processes that
// share one PostgreSQL database share the queue (claims use SKIP LOCKED).
import type { PrismaClient } from '../db/generated/client.ts';
import type { Logger } from './logger.ts';

export type JobHandler = (payload: any, info: { attempt: number }) => Promise<void>;

export interface JobQueue {
  /** Queues a job; a `key` makes it idempotent (a second enqueue with the same key is ignored while it exists). */
  enqueue(queue: string, payload: unknown, options?: { key?: string; delayMs?: number }): Promise<void>;
  /** Queues many jobs at once, each as `enqueue` would (a key already queued or running is left as it is). */
  enqueueMany(queue: string, jobs: readonly NewJob[]): Promise<void>;
  /**
   * Registers the consumer of a queue (only processes that call `start` consume). `settled` runs after each attempt's
   * outcome is written (done, to retry, or failed), so a progress figure read then counts the job where it now is.
   */
  handle(queue: string, handler: JobHandler, options?: { concurrency?: number; settled?: (payload: any) => void }): void;
  /** Runs `queue` every `intervalMs`, once per interval across all processes. */
  every(queue: string, intervalMs: number, payload?: unknown): void;
  start(): void;
  stop(): Promise<void>;
  /** Resolves when nothing is queued or running (tests and CLI imports). */
  idle(): Promise<void>;
  /** Deletes finished schedule buckets and failed jobs older than `olderThanMs`. */
  purgeFinished(olderThanMs: number): Promise<number>;
}

/** `owner`: the user the job works for (their progress figures count it). */
export type NewJob = { payload: unknown; key?: string; owner?: string };

/**
 * One statement for a batch, keys deduplicated first: a key whose job finished (done or
 * failed) is queued again, one queued or running is left as it is. `db` may be a
 * transaction, so jobs can be queued atomically with the rows they work on.
 */
export async function insertJobs(db: Pick<PrismaClient, '$executeRaw'>, queue: string, jobs: readonly NewJob[]) {
  const seen = new Set<string>();
  const keys: (string | null)[] = [];
  const owners: (string | null)[] = [];
  const payloads: string[] = [];
  for (const job of jobs) {
    if (job.key !== undefined) {
      if (seen.has(job.key)) continue;
      seen.add(job.key);
    }
    keys.push(job.key ?? null);
    owners.push(job.owner ?? null);
    payloads.push(JSON.stringify(job.payload ?? {}));
  }
  if (!keys.length) return;
  await db.$executeRaw`INSERT INTO "Job" (id, queue, key, "ownerId", payload, "runAt", "updatedAt")
    SELECT gen_random_uuid()::text, ${queue}, j.key, j.owner, j.payload::jsonb, now(), now()
    FROM unnest(${keys}::text[], ${owners}::text[], ${payloads}::text[]) AS j(key, owner, payload)
    ON CONFLICT (queue, key) DO UPDATE SET status = 'queued', "ownerId" = EXCLUDED."ownerId", payload = EXCLUDED.payload, "runAt" = EXCLUDED."runAt", attempts = 0, "lastError" = NULL, "updatedAt" = now()
    WHERE "Job".status IN ('done', 'failed')`;
}

const MAX_ATTEMPTS = 5;
const LOCK_MS = 5 * 60_000;

type Claimed = { id: string; queue: string; payload: unknown; attempts: number };

/**
 * `exclusive`: this process is the only one using the database (embedded pglite
 * allows no other), so at start every job still marked running belonged to a
 * process that died and can run again at once instead of after its lock expires.
 */
export function createDbJobQueue(prisma: PrismaClient, logger: Logger, options: { pollMs?: number; exclusive?: boolean } = {}): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const handlers = new Map<string, { handler: JobHandler; concurrency: number; running: number; settled?: (payload: any) => void }>();
  const schedules: { queue: string; intervalMs: number; payload: unknown }[] = [];
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  let stopping = false;
  let pumping: Promise<void> | null = null;
  let again = false;
  const inflight = new Set<Promise<void>>();
  let idleWaiters: (() => void)[] = [];

  /**
   * A keyed job is queued at most once at a time. 'requeue-finished': a key whose
   * job already finished is queued again (sync this account again); 'once': never
   * (a schedule bucket).
   */
  async function insertJob(queue: string, payload: unknown, key: string | null, delayMs: number, mode: 'requeue-finished' | 'once') {
    const runAt = new Date(Date.now() + delayMs);
    const json = JSON.stringify(payload ?? {});
    if (!key) {
      await prisma.$executeRaw`INSERT INTO "Job" (id, queue, payload, "runAt", "updatedAt") VALUES (gen_random_uuid()::text, ${queue}, ${json}::jsonb, ${runAt}, now())`;
    } else if (mode === 'once') {
      await prisma.$executeRaw`INSERT INTO "Job" (id, queue, key, payload, "runAt", "updatedAt") VALUES (gen_random_uuid()::text, ${queue}, ${key}, ${json}::jsonb, ${runAt}, now())
        ON CONFLICT (queue, key) DO NOTHING`;
    } else {
      await prisma.$executeRaw`INSERT INTO "Job" (id, queue, key, payload, "runAt", "updatedAt") VALUES (gen_random_uuid()::text, ${queue}, ${key}, ${json}::jsonb, ${runAt}, now())
        ON CONFLICT (queue, key) DO UPDATE SET status = 'queued', payload = EXCLUDED.payload, "runAt" = EXCLUDED."runAt", attempts = 0, "lastError" = NULL, "updatedAt" = now()
        WHERE "Job".status IN ('done', 'failed')`;
    }
  }

  async function claim(queue: string): Promise<Claimed | null> {
    // SKIP LOCKED lets several processes share the table without double work.
    const rows = await prisma.$queryRaw<Claimed[]>`
      UPDATE "Job" SET status = 'running', "lockedAt" = now(), attempts = attempts + 1, "updatedAt" = now()
      WHERE id = (
        SELECT id FROM "Job"
        WHERE queue = ${queue} AND (
          (status = 'queued' AND "runAt" <= now()) OR
          (status = 'running' AND "lockedAt" < now() - ${`${LOCK_MS} milliseconds`}::interval)
        )
        ORDER BY "runAt" LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, queue, payload, attempts`;
    return rows[0] ?? null;
  }

  async function run(job: Claimed, entry: { handler: JobHandler; settled?: (payload: any) => void }) {
    // Heartbeat: a long job keeps its lock fresh so no other process takes it over.
    const heartbeat = setInterval(() => {
      void prisma.job.updateMany({ where: { id: job.id, status: 'running' }, data: { lockedAt: new Date() } }).catch(() => {});
    }, LOCK_MS / 5);
    try {
      await entry.handler(job.payload, { attempt: job.attempts });
      // Schedule buckets stay as 'done' so each interval runs once across processes
      // (purged later); every other finished job is deleted.
      await prisma.$executeRaw`UPDATE "Job" SET status = 'done', "lockedAt" = NULL, "updatedAt" = now() WHERE id = ${job.id} AND key LIKE 'every:%'`;
      await prisma.$executeRaw`DELETE FROM "Job" WHERE id = ${job.id} AND (key IS NULL OR key NOT LIKE 'every:%')`;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= MAX_ATTEMPTS;
      logger.warn(`job ${job.queue} ${failed ? 'failed' : 'will retry'}`, { id: job.id, attempt: job.attempts, error: message });
      const backoffMs = Math.min(60_000, 1000 * 2 ** job.attempts) * (0.5 + Math.random() / 2);
      await prisma.job
        .update({
          where: { id: job.id },
          data: failed
            ? { status: 'failed', lastError: message, lockedAt: null }
            : { status: 'queued', lastError: message, lockedAt: null, runAt: new Date(Date.now() + backoffMs) },
        })
        .catch(() => {});
    } finally {
      clearInterval(heartbeat);
      try {
        entry.settled?.(job.payload);
      } catch (error) {
        logger.warn(`job ${job.queue}: settled hook failed`, { id: job.id, error: String(error) });
      }
    }
  }

  async function pumpOnce() {
    for (const [queue, entry] of handlers) {
      while (!stopping && entry.running < entry.concurrency) {
        const job = await claim(queue);
        if (!job) break;
        entry.running++;
        const p = run(job, entry).finally(() => {
          entry.running--;
          inflight.delete(p);
          wake();
        });
        inflight.add(p);
      }
    }
  }

  function wake() {
    if (!started || stopping) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = (async () => {
      do {
        again = false;
        await pumpOnce().catch((e) => logger.error('job queue poll failed', { error: String(e) }));
      } while (again && !stopping);
    })().finally(() => {
      pumping = null;
      void checkIdle();
    });
  }

  async function checkIdle() {
    if (!idleWaiters.length || pumping || inflight.size) return;
    const pending = await prisma.job.count({ where: { queue: { in: [...handlers.keys()] }, status: { in: ['queued', 'running'] }, runAt: { lte: new Date() } } });
    if (pending === 0 && !pumping && !inflight.size) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((w) => w());
    } else wake();
  }

  return {
    async enqueue(queue, payload, { key, delayMs } = {}) {
      await insertJob(queue, payload, key ?? null, delayMs ?? 0, 'requeue-finished');
      wake();
    },
    async enqueueMany(queue, jobs) {
      await insertJobs(prisma, queue, jobs);
      wake();
    },
    handle(queue, handler, { concurrency = 1, settled } = {}) {
      handlers.set(queue, { handler, concurrency, running: 0, settled });
    },
    every(queue, intervalMs, payload = {}) {
      schedules.push({ queue, intervalMs, payload });
    },
    start() {
      if (started) return;
      started = true;
      if (options.exclusive) {
        void prisma.job
          .updateMany({ where: { status: 'running' }, data: { status: 'queued', lockedAt: null } })
          .then(({ count }) => count && logger.info(`resuming ${count} interrupted job(s)`))
          .catch(() => {})
          .finally(wake);
      }
      timers.push(setInterval(wake, pollMs));
      for (const s of schedules) {
        // One job per interval bucket: several processes enqueueing the same bucket collapse onto one row.
        const tick = () => {
          const bucket = Math.floor(Date.now() / s.intervalMs);
          void insertJob(s.queue, s.payload, `every:${bucket}`, 0, 'once')
            .then(wake)
            .catch(() => {});
        };
        tick();
        timers.push(setInterval(tick, s.intervalMs));
      }
      wake();
    },
    async stop() {
      stopping = true;
      timers.forEach(clearInterval);
      await pumping;
      await Promise.allSettled([...inflight]);
    },
    async purgeFinished(olderThanMs) {
      const cutoff = new Date(Date.now() - olderThanMs);
      const { count } = await prisma.job.deleteMany({ where: { status: { in: ['done', 'failed'] }, updatedAt: { lt: cutoff } } });
      return count;
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        void checkIdle();
      });
    },
  };
}
