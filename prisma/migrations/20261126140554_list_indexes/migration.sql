-- DropIndex
DROP INDEX "Email_userId_fromAddress_idx";

-- DropIndex
DROP INDEX "Email_userId_receivedAt_idx";

-- CreateIndex
CREATE INDEX "Contact_userId_relationshipScore_idx" ON "Contact"("userId", "relationshipScore" DESC);

-- CreateIndex
CREATE INDEX "Email_userId_receivedAt_id_idx" ON "Email"("userId", "receivedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Email_userId_fromAddress_receivedAt_id_idx" ON "Email"("userId", "fromAddress", "receivedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Email_userId_category_idx" ON "Email"("userId", "category");
