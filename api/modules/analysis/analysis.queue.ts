// The analysis queue: every stored email gets one job (keyed by the email, so an email
// waiting to be analysed is queued once), consumed by the analysis service.
import type { JobQueue, SqlRunner } from '../../platform/jobs.ts';

export const ANALYSIS_QUEUE = 'mail.analyze';

/** Queues analysis of these emails of one user; with `db` (a transaction) the jobs commit with it. */
export function queueAnalysis(jobs: Pick<JobQueue, 'enqueueMany'>, userId: string, emailIds: readonly string[], db?: SqlRunner) {
  return jobs.enqueueMany(
    ANALYSIS_QUEUE,
    emailIds.map((emailId) => ({ key: emailId, owner: userId, payload: { emailId, userId } })),
    db ? { db } : {},
  );
}
