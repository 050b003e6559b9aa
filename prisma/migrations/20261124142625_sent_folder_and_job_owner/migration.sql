-- AlterTable
ALTER TABLE "Email" ADD COLUMN     "inSentFolder" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "ownerId" TEXT;

-- CreateIndex
CREATE INDEX "Job_queue_ownerId_status_idx" ON "Job"("queue", "ownerId", "status");

-- Backfill: mail the mailbox itself calls sent (a Gmail SENT label, a copy in a Sent
-- folder, or sent through Nugget, which files its copy as such).
UPDATE "Email" e SET "inSentFolder" = true
WHERE e."isSent" AND EXISTS (
  SELECT 1 FROM "EmailSource" s
  LEFT JOIN "MailFolder" f ON f."accountId" = s."accountId" AND f.path = s.folder
  WHERE s."emailId" = e.id AND ('SENT' = ANY(s."labelIds") OR f.role = 'sent' OR s.folder = 'Sent')
);

-- Backfill: queued analysis jobs name their user in the payload.
UPDATE "Job" SET "ownerId" = payload->>'userId' WHERE payload ? 'userId' AND status IN ('queued', 'running', 'failed');
