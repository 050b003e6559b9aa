// Job seam, on pg-boss (a maintained PostgreSQL queue). The same engine runs on the
// embedded pglite (through pg-boss's `db` executor) and on PostgreSQL, where any number
// of API and worker processes share it: a job is fetched by one process
// (FOR UPDATE SKIP LOCKED), retried with backoff when it fails, and taken over by
// another process when its worker dies (its time runs out). Only this module reads or
// writes the queue's tables (schema `pgboss`).
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Logger } from './logger.ts';

export type JobHandler = (payload: any, info: { attempt: number }) => Promise<void>;

/** Runs SQL on a Prisma client or, for enqueueing with rows, on an open transaction. */
export type SqlRunner = { $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T> };

export type HandleOptions = {
  /** How many jobs of this queue one process runs at once (a process's `concurrency` setting overrides it). */
  concurrency?: number;
  /** Runs after each attempt's outcome is written (done, to retry, or failed), so a progress figure read then counts the job where it now is. */
  settled?: (payload: any) => void;
  /** How long one attempt may run before it counts as failed and another process may take it (a killed worker's jobs run again after this). */
  timeoutSeconds?: number;
};

export interface JobQueue {
  /** Queues a job; a `key` makes it idempotent (a second enqueue with the same key is ignored while one waits or runs). */
  enqueue(queue: string, payload: unknown, options?: { key?: string; delayMs?: number }): Promise<void>;
  /**
   * Queues many jobs in one statement, each as `enqueue` would. `db` may be a Prisma
   * transaction: the jobs are then committed (or rolled back) with the rows they work on.
   */
  enqueueMany(queue: string, jobs: readonly NewJob[], options?: { db?: SqlRunner }): Promise<void>;
  /** Registers the consumer of a queue (only processes that call `start` consume). */
  handle(queue: string, handler: JobHandler, options?: HandleOptions): void;
  /** Runs `queue` every `intervalMs`, once per interval across all processes. */
  every(queue: string, intervalMs: number, payload?: unknown): void;
  /** Starts consuming the registered queues (worker role). */
  start(): Promise<void>;
  /** Stops consuming (running jobs finish) and closes the engine's connections. */
  stop(): Promise<void>;
  /** Resolves when nothing is queued or running in the registered queues (tests and CLI imports). */
  idle(): Promise<void>;
  /** The jobs of `queue` working for `owner`: waiting or running, and failed for good since `since`. */
  countFor(queue: string, owner: string, since?: Date): Promise<{ pending: number; failed: number }>;
  /** Owners with jobs of `queue` waiting or running. */
  busyOwners(queue: string, owners: readonly string[]): Promise<Set<string>>;
}

/** `owner`: the user the job works for (their progress figures count it). */
export type NewJob = { payload: unknown; key?: string; owner?: string };

export type JobQueueOptions = {
  /** Idle wait between polls of an empty queue (an enqueue in this process wakes its workers at once). */
  pollMs?: number;
  /**
   * This process is the only one using the database (embedded pglite allows no other),
   * so at start every job still marked active belonged to a process that died and
   * goes back to the queue at once instead of after its time runs out.
   */
  exclusive?: boolean;
  /** Time limit of an attempt for queues that set none (seconds). */
  timeoutSeconds?: number;
  /** Jobs run at once per queue in this process, overriding the queue's own figure. */
  concurrency?: Record<string, number>;
};

/** What is stored as a pg-boss job's data: the payload and who it works for. */
type Stored = { p: unknown; owner: string | null };

const SCHEMA = 'pgboss';
const ATTEMPTS = 5;

/** pg-boss's executor for the embedded database: one connection, statements run in turn. */
export function pgliteExecutor(pg: {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return (await pg.query(text, values)) as { rows: any[] };
      // Schema creation and migrations are several statements in one text.
      const results = await pg.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as any[] };
    },
  };
}

function prismaExecutor(db: SqlRunner): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await db.$queryRawUnsafe<any[]>(text, ...(values ?? [])) }) };
}

/**
 * Opens the queue (creating or migrating pg-boss's schema). `connection`: a postgres://
 * URL (pg-boss keeps its own small pool) or an executor (the embedded database).
 */
export async function createJobQueue(connection: string | PgBoss.Db, logger: Logger, options: JobQueueOptions = {}): Promise<JobQueue> {
  const pollMs = options.pollMs ?? 1000;
  const defaultTimeout = Math.max(1, Math.round(options.timeoutSeconds ?? 900));
  const boss = new PgBoss({
    ...(typeof connection === 'string' ? { connectionString: connection, max: 4 } : { db: connection }),
    schema: SCHEMA,
    migrate: true,
    // Maintenance (expiring, archiving) and clocks are run by `start` in consuming processes only.
    supervise: false,
    schedule: false,
    retryLimit: ATTEMPTS - 1,
    retryDelay: 1,
    retryBackoff: true,
    expireInSeconds: defaultTimeout,
    // Completed jobs stay a day (a daily schedule's slot must outlive its day), failed ones a week.
    archiveCompletedAfterSeconds: 26 * 3600,
    archiveFailedAfterSeconds: 7 * 86_400,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.warn('job queue error', { error: String((error as Error)?.message ?? error) }));
  await boss.start();
  // Progress figures count a user's waiting jobs, and a key being run is not queued again:
  // indexes for both, on every queue's partition.
  for (const index of [
    `CREATE INDEX IF NOT EXISTS job_owner_waiting ON ${SCHEMA}.job (name, (data->>'owner')) WHERE state < 'completed'`,
    `CREATE INDEX IF NOT EXISTS job_key_active ON ${SCHEMA}.job (name, singleton_key) WHERE state = 'active'`,
  ]) {
    await boss
      .getDb()
      .executeSql(index, [])
      .catch(() => {}); // another process made it at the same moment
  }

  const handlers = new Map<string, { handler: JobHandler; concurrency: number; settled?: (payload: any) => void; timeoutSeconds: number }>();
  const schedules: { queue: string; intervalMs: number; payload: unknown }[] = [];
  const created = new Map<string, Promise<void>>();
  /** Queues known to exist (their creation finished). */
  const ready = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  const loops: Promise<void>[] = [];
  const inflight = new Set<Promise<void>>();
  let sleepers: (() => void)[] = [];
  let started = false;
  let stopping = false;
  let stopped = false;

  const queueOptions = (queue: string) => ({ name: queue, policy: 'short' as const, expireInSeconds: handlers.get(queue)?.timeoutSeconds ?? defaultTimeout });

  /** A queue exists before its first job (pg-boss keeps one table partition per queue); idempotent. */
  function ensureQueue(queue: string, db?: SqlRunner): Promise<void> {
    if (db) {
      if (ready.has(queue)) return Promise.resolve();
      // Inside a transaction the queue is made on the transaction's connection, never awaiting
      // work on another (the embedded database has one connection, which the transaction holds).
      // Not remembered: the transaction may roll back.
      return db
        .$queryRawUnsafe(`SELECT count(*)::int AS n FROM (SELECT ${SCHEMA}.create_queue($1, $2::json)) q`, queue, JSON.stringify(queueOptions(queue)))
        .then(() => {});
    }
    const known = created.get(queue);
    if (known) return known;
    const remembered = createShared(queue).then(
      () => void ready.add(queue),
      (error) => {
        created.delete(queue);
        throw error;
      },
    );
    created.set(queue, remembered);
    return remembered;
  }

  /**
   * Several processes starting at once all create the same queues: PostgreSQL may pick
   * one of them as a deadlock victim, which then finds the queue made by another.
   */
  async function createShared(queue: string) {
    for (let attempt = 1; ; attempt++) {
      if (await boss.getQueue(queue)) return;
      try {
        return await boss.createQueue(queue, queueOptions(queue));
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  /**
   * pg-boss's 'short' policy keeps one waiting job per key (a duplicate is ignored);
   * a job without a key gets one of its own, so it never collides.
   */
  function rows(queue: string, jobs: readonly NewJob[]): PgBoss.JobInsert[] {
    const seen = new Set<string>();
    const out: PgBoss.JobInsert[] = [];
    for (const job of jobs) {
      if (job.key !== undefined) {
        if (seen.has(job.key)) continue;
        seen.add(job.key);
      }
      const data: Stored = { p: job.payload ?? {}, owner: job.owner ?? null };
      out.push({ name: queue, data, singletonKey: job.key ?? randomUUID(), expireInSeconds: handlers.get(queue)?.timeoutSeconds ?? defaultTimeout });
    }
    return out;
  }

  /**
   * Keys of these jobs already being run: not queued again (pg-boss's 'short' policy
   * only keeps one *waiting* job per key), so a job is queued at most once at a time.
   */
  async function withoutRunning(queue: string, list: PgBoss.JobInsert[], db: PgBoss.Db): Promise<PgBoss.JobInsert[]> {
    const keys = list.map((j) => j.singletonKey!);
    const { rows: running } = await db.executeSql(
      `SELECT singleton_key FROM ${SCHEMA}.job WHERE name = $1 AND state = 'active' AND singleton_key = ANY($2::text[])`,
      [queue, keys],
    );
    if (!running.length) return list;
    const busy = new Set(running.map((r: { singleton_key: string }) => r.singleton_key));
    return list.filter((j) => !busy.has(j.singletonKey!));
  }

  function wake() {
    const s = sleepers;
    sleepers = [];
    s.forEach((w) => w());
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        resolve();
      }
      sleepers.push(done);
    });
  }

  async function runOne(queue: string): Promise<boolean> {
    const entry = handlers.get(queue)!;
    const [job] = await boss.fetch<Stored>(queue, { batchSize: 1, includeMetadata: true });
    if (!job) return false;
    const run = (async () => {
      const payload = (job.data as Stored)?.p ?? {};
      try {
        await entry.handler(payload, { attempt: job.retryCount + 1 });
        await boss.complete(queue, job.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const failed = job.retryCount + 1 >= job.retryLimit + 1;
        logger.warn(`job ${queue} ${failed ? 'failed' : 'will retry'}`, { id: job.id, attempt: job.retryCount + 1, error: message });
        await boss.fail(queue, job.id, { message }).catch((e) => logger.warn(`job ${queue}: could not record failure`, { error: String(e) }));
      }
      try {
        entry.settled?.(payload);
      } catch (error) {
        logger.warn(`job ${queue}: settled hook failed`, { id: job.id, error: String(error) });
      }
    })();
    inflight.add(run);
    await run.finally(() => inflight.delete(run));
    return true;
  }

  async function loop(queue: string) {
    while (!stopping) {
      let got = false;
      try {
        got = await runOne(queue);
      } catch (error) {
        logger.error(`job queue ${queue}: fetch failed`, { error: String(error) });
      }
      if (!got && !stopping) await sleep(pollMs);
      // On the embedded database a statement's promise settles without waiting on any I/O, so a queue
      // of jobs would run as one unbroken chain of microtasks: no request, timer or socket of the
      // process would be served until the queue is empty. Each job ends by letting them in.
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function pending(): Promise<number> {
    const names = [...handlers.keys()];
    if (!names.length) return 0;
    const { rows } = await boss
      .getDb()
      .executeSql(
        `SELECT count(*)::int AS n FROM ${SCHEMA}.job WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active') AND start_after <= now()`,
        [names],
      );
    return Number(rows[0]?.n ?? 0);
  }

  function tick(s: { queue: string; intervalMs: number; payload: unknown }) {
    // One job per interval slot: pg-boss ignores a second job of the same slot, from any process.
    const seconds = Math.max(1, Math.round(s.intervalMs / 1000));
    return ensureQueue(s.queue)
      .then(() => boss.send(s.queue, { p: s.payload, owner: null } satisfies Stored, { singletonKey: 'every', singletonSeconds: seconds }))
      .then(wake)
      .catch((error) => logger.warn(`job queue: could not schedule ${s.queue}`, { error: String(error) }));
  }

  return {
    async enqueue(queue, payload, { key, delayMs } = {}) {
      await ensureQueue(queue);
      const [row] = key === undefined ? rows(queue, [{ payload }]) : await withoutRunning(queue, rows(queue, [{ payload, key }]), boss.getDb());
      if (!row) return;
      await boss.send(queue, row!.data as object, {
        singletonKey: row!.singletonKey,
        expireInSeconds: row!.expireInSeconds,
        ...(delayMs ? { startAfter: new Date(Date.now() + delayMs) } : {}),
      });
      wake();
    },
    async enqueueMany(queue, jobs, { db } = {}) {
      if (!jobs.length) return;
      await ensureQueue(queue, db);
      const executor = db ? prismaExecutor(db) : boss.getDb();
      const list = await withoutRunning(queue, rows(queue, jobs), executor);
      if (!list.length) return;
      await boss.insert(list, { db: executor });
      wake();
    },
    handle(queue, handler, { concurrency = 1, settled, timeoutSeconds } = {}) {
      handlers.set(queue, { handler, concurrency: options.concurrency?.[queue] ?? concurrency, settled, timeoutSeconds: timeoutSeconds ?? defaultTimeout });
      void ensureQueue(queue).catch((error) => logger.error(`job queue: could not create ${queue}`, { error: String(error) }));
    },
    every(queue, intervalMs, payload = {}) {
      schedules.push({ queue, intervalMs, payload });
    },
    async start() {
      if (started) return;
      started = true;
      await Promise.all([...handlers.keys()].map((q) => ensureQueue(q)));
      if (options.exclusive) {
        // Jobs still active belonged to this database's previous process, which died.
        const { rows: active } = await boss
          .getDb()
          .executeSql(`SELECT name, array_agg(id::text) AS ids FROM ${SCHEMA}.job WHERE state = 'active' GROUP BY name`, []);
        for (const r of active as { name: string; ids: string[] }[]) {
          await boss
            .getDb()
            .executeSql(`UPDATE ${SCHEMA}.job SET state = 'retry', start_after = now() WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`, [
              r.name,
              r.ids,
            ]);
          logger.info(`resuming ${r.ids.length} interrupted ${r.name} job(s)`);
        }
      }
      // Expiry (a dead worker's jobs go back to the queue), archiving and deleting: pg-boss
      // runs them under a lock, so several processes doing it is harmless.
      const maintainEvery = Math.min(60, Math.max(1, Math.floor(defaultTimeout / 2))) * 1000;
      timers.push(setInterval(() => void boss.maintain().catch((e) => logger.warn('job queue maintenance failed', { error: String(e) })), maintainEvery));
      for (const s of schedules) {
        void tick(s);
        timers.push(setInterval(() => void tick(s), s.intervalMs));
      }
      for (const [queue, entry] of handlers) {
        for (let i = 0; i < entry.concurrency; i++) loops.push(loop(queue));
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      stopping = true;
      timers.forEach(clearInterval);
      wake();
      await Promise.allSettled(loops);
      await Promise.allSettled([...inflight]);
      await boss.stop({ graceful: false, close: true }).catch(() => {});
    },
    async idle() {
      for (;;) {
        if (!inflight.size && (await pending()) === 0 && !inflight.size) return;
        wake();
        await new Promise((r) => setTimeout(r, Math.min(pollMs, 50)));
      }
    },
    async countFor(queue, owner, since = new Date(0)) {
      const { rows } = await boss.getDb().executeSql(
        `SELECT count(*) FILTER (WHERE state IN ('created', 'retry', 'active'))::int AS pending,
                count(*) FILTER (WHERE state = 'failed' AND completed_on >= $3)::int AS failed
         FROM (SELECT state, completed_on FROM ${SCHEMA}.job WHERE name = $1 AND data->>'owner' = $2
               UNION ALL SELECT state, completed_on FROM ${SCHEMA}.archive WHERE name = $1 AND state = 'failed' AND data->>'owner' = $2) j`,
        [queue, owner, since.toISOString()],
      );
      return { pending: Number(rows[0]?.pending ?? 0), failed: Number(rows[0]?.failed ?? 0) };
    },
    async busyOwners(queue, owners) {
      if (!owners.length) return new Set();
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT DISTINCT data->>'owner' AS owner FROM ${SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry', 'active') AND data->>'owner' = ANY($2::text[])`,
          [queue, owners],
        );
      return new Set(rows.map((r: { owner: string }) => r.owner));
    },
  };
}
