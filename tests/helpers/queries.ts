// Counting the SQL statements a piece of work sends (STYLE.md: list fields assert their query
// count, so an N+1 shows up). The job queue's own polling runs beside the test and is left out.
import type { Database } from '../../api/db/client.ts';

const BACKGROUND = /"Job"|"RateLimiterFlexible"/;

/** The statements `work` sent, in order (background job polling excluded). */
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
