-- CreateIndex
CREATE INDEX "Email_userId_subject_receivedAt_id_idx" ON "Email"("userId", "subject", "receivedAt" DESC, "id");
