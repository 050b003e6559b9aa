// The one pipeline every mail source feeds. A batch of raw messages is parsed,
// then stored in ONE transaction together with the source's cursor and the
// analysis jobs: killing the process at any instant either keeps the whole batch
// (and the cursor that says so) or none of it, so a restart neither loses nor
// duplicates mail.
//
// Idempotent twice over: a copy is unique per (account, provider id), and a
// message is unique per user by its identity — the same mail in two mailboxes is
// one Email with two EmailSource rows. The identity is the RFC Message-ID, but a
// shared Message-ID alone does not make two messages one: broken mailers give
// distinct messages the same id. A copy is the same message only when its content
// matches (same raw bytes, or same sender, subject, date, body and attachments);
// otherwise it is stored as its own email under `<Message-ID>#<content hash>`.
import crypto from 'node:crypto';
import type { Prisma, PrismaClient } from '../../db/generated/client.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { queueAnalysis } from '../analysis/analysis.queue.ts';
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

export type BatchResult = {
  /** New emails. */
  stored: number;
  /** Copies of messages the user already had from another mailbox (a source added, no new email). */
  linked: number;
  /** Copies this mailbox had already delivered. */
  duplicates: number;
  unparseable: number;
  emailIds: string[];
};

export type Tx = Prisma.TransactionClient;

type Account = { id: string; userId: string };

export function createMailIngest(prisma: PrismaClient, jobs: Pick<JobQueue, 'enqueueMany'>) {
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
          return await prisma.$transaction((tx) => writeBatch(tx, jobs, account, parsed, advanceCursor), { timeout: 120_000, maxWait: 60_000 });
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
  jobs: Pick<JobQueue, 'enqueueMany'>,
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

  // 2. Messages the user already has from another mailbox (or earlier in this batch):
  //    every email holding one of these Message-IDs, compared by content.
  const candidates = new Map<string, Held[]>();
  const rows = await tx.email.findMany({
    where: { userId, messageId: { in: [...new Set(fresh.map(({ p }) => p.messageId))] } },
    select: {
      id: true,
      messageId: true,
      identityKey: true,
      rawHash: true,
      fromAddress: true,
      subject: true,
      receivedAt: true,
      textBody: true,
      attachments: { select: { blobHash: true } },
    },
  });
  for (const r of rows) {
    const held: Held = {
      id: r.id,
      identityKey: r.identityKey ?? r.messageId!,
      rawHash: r.rawHash,
      content: contentOf(
        r.fromAddress,
        r.subject,
        r.receivedAt,
        r.textBody,
        r.attachments.map((a) => a.blobHash),
      ),
    };
    candidates.set(r.messageId!, [...(candidates.get(r.messageId!) ?? []), held]);
  }

  const blobs = new Map<string, Buffer>();
  const emails: Prisma.EmailCreateManyInput[] = [];
  const attachments: Prisma.AttachmentCreateManyInput[] = [];
  const sources: Prisma.EmailSourceCreateManyInput[] = [];
  /** Mail already held that this mailbox files as sent (the copy in the user's other account's Sent folder). */
  const sentCopies: string[] = [];

  for (const { m, p } of fresh) {
    const held = candidates.get(p.messageId) ?? [];
    const receivedAt = p.date ?? m.internalDate ?? new Date();
    const content = contentOf(
      p.from?.email ?? null,
      p.subject,
      receivedAt,
      p.text,
      p.attachments.map((a) => a.hash),
    );
    const same = held.find((h) => h.rawHash === p.rawHash || sameContent(h.content, content, !!p.date));
    let emailId = same?.id;
    if (emailId) {
      result.linked++;
      if (m.sent) sentCopies.push(emailId);
    } else {
      emailId = crypto.randomUUID();
      // The first message with this Message-ID keeps it as its identity; a distinct one
      // that reuses it (broken mailers) is told apart by its content.
      const identityKey = held.some((h) => h.identityKey === p.messageId) ? `${p.messageId}#${p.rawHash.slice(0, 24)}` : p.messageId;
      candidates.set(p.messageId, [...held, { id: emailId, identityKey, rawHash: p.rawHash, content }]);
      blobs.set(p.rawHash, m.raw);
      for (const a of p.attachments) blobs.set(a.hash, a.content);
      if (p.parseError) result.unparseable++;
      result.stored++;
      result.emailIds.push(emailId);
      emails.push({
        id: emailId,
        userId,
        messageId: p.messageId,
        identityKey,
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
        receivedAt,
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
  await queueAnalysis(jobs, userId, result.emailIds, tx);
  if (sentCopies.length) await markSent(tx, jobs, userId, sentCopies);
  await advanceCursor?.(tx);
  return result;
}

/** An email already held (or stored earlier in this batch) under a Message-ID. */
type Held = { id: string; identityKey: string; rawHash: string | null; content: Content };
type Content = { from: string; subject: string; date: number; body: string; attachments: string };

/** What a message says, normalised so that two copies of it (Gmail, IMAP, an archive) compare equal. */
function contentOf(from: string | null, subject: string, date: Date, body: string, attachmentHashes: string[]): Content {
  return {
    from: (from ?? '').toLowerCase(),
    subject: subject.replace(/\s+/g, ' ').trim(),
    date: date.getTime(),
    body: crypto.createHash('sha256').update(body.replace(/\s+/g, ' ').trim()).digest('hex'),
    attachments: [...attachmentHashes].sort().join(','),
  };
}

/**
 * Two copies are one message when sender, subject, body and attachments agree, and so does
 * the date when this copy has a Date header (without one its date is the provider's).
 */
function sameContent(a: Content, b: Content, compareDate: boolean) {
  return a.from === b.from && a.subject === b.subject && a.body === b.body && a.attachments === b.attachments && (!compareDate || a.date === b.date);
}

/**
 * Mail first seen as received turns out to be the user's own (a later copy sits in a
 * Sent folder): it becomes sent and is analysed again, so its promises are the user's.
 */
async function markSent(tx: Tx, jobs: Pick<JobQueue, 'enqueueMany'>, userId: string, emailIds: string[]) {
  const flipped = await tx.email.findMany({ where: { id: { in: emailIds }, userId, inSentFolder: false }, select: { id: true, isSent: true } });
  if (!flipped.length) return;
  await tx.email.updateMany({ where: { id: { in: flipped.map((e) => e.id) } }, data: { isSent: true, inSentFolder: true } });
  await queueAnalysis(
    jobs,
    userId,
    flipped.filter((e) => !e.isSent).map((e) => e.id),
    tx,
  );
}
