// The one pipeline every mail source feeds. A batch of raw messages is parsed,
// then stored in ONE transaction together with the source's cursor and the
// analysis jobs: killing the process at any instant either keeps the whole batch
// (and the cursor that says so) or none of it, so a restart neither loses nor
// duplicates mail.
//
// Idempotent twice over: a copy is unique per (account, provider id), and a
// message is unique per (user, RFC Message-ID) — the same mail in two mailboxes
// is one Email with two EmailSource rows.
import crypto from 'node:crypto';
import type { Prisma, PrismaClient } from '../../db/generated/client.ts';
import { insertJobs } from '../../platform/jobs.ts';
import { parseMessage, type ParsedMessage } from './mail.parse.ts';

export type IncomingMessage = {
  /** Stable id of this copy at the provider: Gmail id, `<folder>:<uidvalidity>:<uid>`, or the archive's content hash. */
  providerId: string;
  raw: Buffer;
  folder?: string | null;
  uid?: number | null;
  labelIds?: string[];
  flags?: { read?: boolean; starred?: boolean };
  /** The provider's own receive time, used when the Date header is missing or broken. */
  internalDate?: Date | null;
  /** The provider's thread id (Gmail), preferred over the header-derived one. */
  providerThreadId?: string | null;
  /** Mail the user sent (Sent folder, Gmail SENT label). */
  sent?: boolean;
};

export type BatchResult = { stored: number; linked: number; duplicates: number; unparseable: number; emailIds: string[] };

export type Tx = Prisma.TransactionClient;

export const ANALYSIS_QUEUE = 'mail.analyze';

type Account = { id: string; userId: string };

export function createMailIngest(prisma: PrismaClient) {
  return {
    /**
     * Stores a batch idempotently. `advanceCursor` runs inside the same transaction
     * (after the rows are written), so the cursor never gets ahead of the mail.
     */
    async storeBatch(account: Account, messages: IncomingMessage[], advanceCursor?: (tx: Tx) => Promise<void>): Promise<BatchResult> {
      const parsed = await Promise.all(messages.map(async (m) => ({ m, p: await parseMessage(m.raw) })));
      // Two attempts: a concurrent sync of the user's other mailbox may insert the
      // same Message-ID between our read and our write; the retry then links to it.
      for (let attempt = 1; ; attempt++) {
        try {
          return await prisma.$transaction((tx) => writeBatch(tx, account, parsed, advanceCursor), { timeout: 120_000, maxWait: 60_000 });
        } catch (error) {
          if (attempt >= 2 || (error as { code?: string }).code !== 'P2002') throw error;
        }
      }
    },
  };
}

export type MailIngest = ReturnType<typeof createMailIngest>;

async function writeBatch(
  tx: Tx,
  account: Account,
  items: { m: IncomingMessage; p: ParsedMessage }[],
  advanceCursor?: (tx: Tx) => Promise<void>,
): Promise<BatchResult> {
  const result: BatchResult = { stored: 0, linked: 0, duplicates: 0, unparseable: 0, emailIds: [] };
  const { userId } = account;

  // 1. Copies we already hold for this account (re-delivered after a crash, or re-imported).
  const known = new Set(
    (
      await tx.emailSource.findMany({
        where: { accountId: account.id, providerId: { in: items.map((i) => i.m.providerId) } },
        select: { providerId: true },
      })
    ).map((s) => s.providerId),
  );
  const seenInBatch = new Set<string>();
  const fresh = items.filter(({ m }) => {
    if (known.has(m.providerId) || seenInBatch.has(m.providerId)) {
      result.duplicates++;
      return false;
    }
    seenInBatch.add(m.providerId);
    return true;
  });
  if (!fresh.length) {
    await advanceCursor?.(tx);
    return result;
  }

  // 2. Messages the user already has from another mailbox (or earlier in this batch).
  const existing = new Map(
    (
      await tx.email.findMany({
        where: { userId, messageId: { in: [...new Set(fresh.map(({ p }) => p.messageId))] } },
        select: { id: true, messageId: true },
      })
    ).map((e) => [e.messageId!, e.id]),
  );

  const blobs = new Map<string, Buffer>();
  const emails: Prisma.EmailCreateManyInput[] = [];
  const attachments: Prisma.AttachmentCreateManyInput[] = [];
  const sources: Prisma.EmailSourceCreateManyInput[] = [];
  /** Mail already held that this mailbox files as sent (the copy in the user's other account's Sent folder). */
  const sentCopies: string[] = [];

  for (const { m, p } of fresh) {
    let emailId = existing.get(p.messageId);
    if (emailId) {
      result.linked++;
      if (m.sent) sentCopies.push(emailId);
    } else {
      emailId = crypto.randomUUID();
      existing.set(p.messageId, emailId);
      blobs.set(p.rawHash, m.raw);
      for (const a of p.attachments) blobs.set(a.hash, a.content);
      if (p.parseError) result.unparseable++;
      result.stored++;
      result.emailIds.push(emailId);
      emails.push({
        id: emailId,
        userId,
        messageId: p.messageId,
        threadId: m.providerThreadId ? `g${m.providerThreadId}` : p.threadKey,
        inReplyTo: p.inReplyTo,
        references: p.references,
        subject: p.subject,
        fromName: p.from?.name || null,
        fromAddress: p.from?.email || null,
        to: p.to,
        cc: p.cc,
        bcc: p.bcc,
        replyTo: p.replyTo,
        receivedAt: p.date ?? m.internalDate ?? new Date(),
        headers: p.headers,
        textBody: p.text,
        htmlBody: p.html,
        snippet: p.snippet,
        sizeBytes: p.size,
        rawHash: p.rawHash,
        parseError: p.parseError,
        isRead: m.flags?.read ?? false,
        isStarred: m.flags?.starred ?? false,
        isSent: m.sent ?? false,
        inSentFolder: m.sent ?? false,
        hasAttachments: p.attachments.some((a) => !a.inline),
      });
      for (const a of p.attachments) {
        attachments.push({
          userId,
          emailId,
          filename: a.filename,
          mimeType: a.mimeType,
          size: a.size,
          contentId: a.contentId,
          inline: a.inline,
          blobHash: a.hash,
        });
      }
    }
    sources.push({
      userId,
      emailId,
      accountId: account.id,
      providerId: m.providerId,
      folder: m.folder ?? null,
      uid: m.uid ?? null,
      labelIds: m.labelIds ?? [],
    });
  }

  // 3. Write: content-addressed bytes once, then rows, then the analysis jobs.
  if (blobs.size) {
    await tx.blob.createMany({ data: [...blobs].map(([hash, data]) => ({ hash, size: data.length, data: new Uint8Array(data) })), skipDuplicates: true });
  }
  if (emails.length) await tx.email.createMany({ data: emails });
  if (attachments.length) await tx.attachment.createMany({ data: attachments });
  await tx.emailSource.createMany({ data: sources });
  await queueAnalysis(tx, userId, result.emailIds);
  if (sentCopies.length) await markSent(tx, userId, sentCopies);
  await advanceCursor?.(tx);
  return result;
}

/**
 * Mail first seen as received turns out to be the user's own (a later copy sits in a
 * Sent folder): it becomes sent and is analysed again, so its promises are the user's.
 */
async function markSent(tx: Tx, userId: string, emailIds: string[]) {
  const flipped = await tx.email.findMany({ where: { id: { in: emailIds }, userId, inSentFolder: false }, select: { id: true, isSent: true } });
  if (!flipped.length) return;
  await tx.email.updateMany({ where: { id: { in: flipped.map((e) => e.id) } }, data: { isSent: true, inSentFolder: true } });
  await queueAnalysis(tx, userId, flipped.filter((e) => !e.isSent).map((e) => e.id));
}

/** Analysis jobs for these emails, in the batch's transaction (a finished one is queued again). */
function queueAnalysis(tx: Tx, userId: string, emailIds: string[]) {
  return insertJobs(tx, ANALYSIS_QUEUE, emailIds.map((emailId) => ({ key: emailId, owner: userId, payload: { emailId, userId } })));
}
