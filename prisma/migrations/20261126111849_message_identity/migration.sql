-- DropIndex
DROP INDEX "Email_userId_messageId_key";

-- AlterTable
ALTER TABLE "Email" ADD COLUMN     "identityKey" TEXT;

-- Every email held so far was unique by its Message-ID: that is its identity.
UPDATE "Email" SET "identityKey" = "messageId";

-- CreateIndex
CREATE INDEX "Email_userId_messageId_idx" ON "Email"("userId", "messageId");

-- CreateIndex
CREATE UNIQUE INDEX "Email_userId_identityKey_key" ON "Email"("userId", "identityKey");
