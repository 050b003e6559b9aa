-- AlterTable
ALTER TABLE "SyncRun" ADD COLUMN     "notice" TEXT;

-- AlterTable
ALTER TABLE "UserSettings" ALTER COLUMN "dataRetentionDays" DROP NOT NULL,
ALTER COLUMN "dataRetentionDays" DROP DEFAULT;

-- Retention becomes opt-in: the old default (90 days from each mail's own date) deleted
-- imported archives the day after import. Nobody chose it knowingly, so every existing
-- user starts with retention off, and can choose a window again in Settings.
UPDATE "UserSettings" SET "dataRetentionDays" = NULL;
