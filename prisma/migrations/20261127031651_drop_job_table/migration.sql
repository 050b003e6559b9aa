-- The job queue is pg-boss now (schema pgboss, created by the queue itself at start).
-- Mail whose analysis was still waiting in this table is queued again by the first
-- process that runs jobs (every email never analysed is), other jobs come back on schedule.
DROP TABLE "Job";

DROP TYPE "JobStatus";
