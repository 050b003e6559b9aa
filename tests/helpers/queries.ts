// Counting the SQL statements a piece of work sends (STYLE.md: list fields assert their query
// count, so an N+1 shows up). Left out: the job queue's own polling, which runs beside the test,
// and the session's sliding expiry, written by whichever request comes after a quiet spell.
import type { Database } from '../../api/db/client.ts';

const BACKGROUND = /pgboss\.|"Job"|"RateLimiterFlexible"|^UPDATE "public"\."Session"/;

/** The statements `work` sent, in order (background work and session touches excluded). */
export async function countQueries(db: Pick<Database, 'onQuery'>, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const stop = db.onQuery((sql) => {
    if (!BACKGROUND.test(sql)) seen.push(sql.replace(/\s+/g, ' ').slice(0, 240));
  });
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}
