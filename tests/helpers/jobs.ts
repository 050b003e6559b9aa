// The queue engine's rows (pg-boss's `pgboss.job`), for tests that look at what is queued.
import type { Platform } from '../../api/context.ts';

export type QueueRow = {
  id: string;
  state: string;
  singleton_key: string | null;
  retry_count: number;
  output: unknown;
  data: { p: any; owner: string | null };
};

export function queueRows(platform: Pick<Platform, 'prisma'>, queue: string): Promise<QueueRow[]> {
  return platform.prisma.$queryRawUnsafe<QueueRow[]>(
    `SELECT id::text, state::text, singleton_key, retry_count, output, data FROM pgboss.job WHERE name = $1 ORDER BY created_on, singleton_key`,
    queue,
  );
}

/** A user's jobs of a queue that wait or run, by key: 'queued' or 'running'. */
export async function waitingJobs(platform: Pick<Platform, 'prisma'>, queue: string, owner: string) {
  const rows = await queueRows(platform, queue);
  return rows
    .filter((r) => r.data?.owner === owner && ['created', 'retry', 'active'].includes(r.state))
    .map((r) => ({ key: r.singleton_key!, status: r.state === 'active' ? 'running' : 'queued' }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A job that failed for good (all its attempts), as the analyzer giving up leaves one (written as such: no worker runs it). */
export async function addFailedJob(platform: Pick<Platform, 'prisma'>, queue: string, job: { key: string; owner: string; payload: unknown }) {
  await platform.prisma.$executeRawUnsafe(
    `INSERT INTO pgboss.job (name, data, state, singleton_key, retry_limit, retry_count, started_on, completed_on, output, policy)
     VALUES ($1, $2::jsonb, 'failed', $3, 4, 4, now(), now(), '{"message":"model down"}'::jsonb, 'short')`,
    queue,
    JSON.stringify({ p: job.payload, owner: job.owner }),
    job.key,
  );
}
