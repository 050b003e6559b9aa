// Commitments mined from mail: stored once per thread (a promise repeated in three
// replies is one commitment), with the status moving open → completed / cancelled,
// and to overdue when the due date passes while still open.
import crypto from 'node:crypto';
import type { Prisma, PrismaClient, CommitmentStatus, CommitmentType } from '../../db/generated/client.ts';
import type { Commitment as Mined } from '../analysis/analysis.types.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';

const STOPWORDS = new Set(
  'a an the to of for and or on in at by with from about this that these those it its i we you he she they me us them my our your will shall would could can please just be is are was were been am do does did have has had get got send sending sent'.split(
    ' ',
  ),
);

/** The significant words of a commitment's title. */
export function titleWords(title: string): Set<string> {
  return new Set(
    title
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 1 && !STOPWORDS.has(w)),
  );
}

export function dedupeKey(threadId: string, c: Pick<Mined, 'type' | 'title'>): string {
  const core = [...titleWords(c.title)].sort().slice(0, 12).join(' ');
  return `${threadId}|${c.type}|${crypto.createHash('sha1').update(core).digest('hex').slice(0, 16)}`;
}

const sameDay = (a: Date | null, b: Date | null) => !a || !b || a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/**
 * The same obligation restated later in a thread ("Reminder: could you send the
 * term sheet by Friday?"): same type, compatible due date, and one wording's
 * significant words contain (≥ 80 %) the other's.
 */
export function sameObligation(a: { type: string; title: string; dueDate: Date | null }, b: { type: string; title: string; dueDate: Date | null }) {
  if (a.type !== b.type || !sameDay(a.dueDate, b.dueDate)) return false;
  const wa = titleWords(a.title);
  const wb = titleWords(b.title);
  if (!wa.size || !wb.size) return false;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  return shared / Math.min(wa.size, wb.size) >= 0.8;
}

/**
 * Due dates are day-level (a date-only due is stored at 12:00 UTC of its day), so a
 * commitment becomes overdue once its due day has ended: 12 hours after the stored instant.
 */
export const OVERDUE_GRACE_MS = 12 * 3_600_000;
export const isPastDue = (due: Date | null, now = new Date()) => !!due && due.getTime() + OVERDUE_GRACE_MS < now.getTime();

export const COMMITMENT_STATUSES = ['open', 'in_progress', 'completed', 'overdue', 'cancelled', 'archived'] as const;

/**
 * A commitment mined when its moment is already a month gone (its due date, or the mail's date when it has
 * none) comes from history: a mailbox connected or an archive imported with years in it. It is kept (shown with
 * its mail; the user can reopen it) but archived, not put on the board as overdue: whatever it asked was settled
 * long ago, one way or another.
 */
export const HISTORY_MS = 30 * 86_400_000;
export const isHistory = (due: Date | null, receivedAt: Date, now = new Date()) => (due ?? receivedAt).getTime() < now.getTime() - HISTORY_MS;

export type CommitmentFilter = {
  status?: CommitmentStatus[] | null;
  type?: CommitmentType[] | null;
  dueAfter?: Date | null;
  dueBefore?: Date | null;
  emailId?: string | null;
};

export function commitmentWhere(userId: string, f: CommitmentFilter = {}): Prisma.CommitmentWhereInput {
  return {
    userId,
    ...(f.status?.length ? { status: { in: f.status } } : {}),
    ...(f.type?.length ? { type: { in: f.type } } : {}),
    ...(f.emailId ? { emailId: f.emailId } : {}),
    ...(f.dueAfter || f.dueBefore ? { dueDate: { ...(f.dueAfter ? { gte: f.dueAfter } : {}), ...(f.dueBefore ? { lt: f.dueBefore } : {}) } } : {}),
  };
}

/** The one order of commitment lists (GraphQL and REST): soonest due first, undated last, then newest; id breaks ties. */
export const COMMITMENT_ORDER: Prisma.CommitmentOrderByWithRelationInput[] = [
  { dueDate: { sort: 'asc', nulls: 'last' } },
  { createdAt: 'desc' },
  { id: 'asc' },
];

/** The one order of an email's own commitments (GraphQL Email.commitments and the REST email views): soonest due first, undated last, then in the order mined. */
export const EMAIL_COMMITMENT_ORDER = [
  { dueDate: { sort: 'asc', nulls: 'last' } },
  { createdAt: 'asc' },
  { id: 'asc' },
] satisfies Prisma.CommitmentOrderByWithRelationInput[];

export function createCommitmentsService(prisma: PrismaClient) {
  const service = {
    /**
     * Stores what an analysis mined from one email. Re-mining the same email replaces
     * its still-open commitments; a commitment the user already acted on is kept.
     */
    async replaceForEmail(
      tx: Prisma.TransactionClient,
      email: { id: string; userId: string; threadId: string; receivedAt: Date },
      mined: Mined[],
      priority: string,
      category: string | null,
    ): Promise<number> {
      // Emails of one thread are analysed concurrently (four workers, and several processes
      // on PostgreSQL): take a lock on the thread, held until this transaction ends, so the
      // second email sees the first one's commitments before it decides what is new.
      await tx.$executeRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(${`${email.userId}|${email.threadId}`}, 0))) AS thread_lock`;
      // A restatement of an obligation already mined elsewhere in this thread keeps that one's key.
      const inThread = await tx.commitment.findMany({ where: { userId: email.userId, threadId: email.threadId, emailId: { not: email.id } } });
      const keys = mined.map((c) => inThread.find((e) => sameObligation(e, c))?.dedupeKey ?? dedupeKey(email.threadId, c));
      await tx.commitment.deleteMany({ where: { emailId: email.id, status: { in: ['open', 'archived'] }, dedupeKey: { notIn: keys }, todo: null } });
      const now = new Date();
      let stored = 0;
      for (const [i, c] of mined.entries()) {
        const key = keys[i]!;
        const tracked = isPastDue(c.dueDate, now) ? 'overdue' : 'open';
        const data = {
          type: c.type,
          owedBy: c.owedBy || null,
          owedTo: c.owedTo || null,
          title: c.title.slice(0, 300),
          description: c.description.slice(0, 2000),
          dueDate: c.dueDate,
          confidence: c.confidence,
          priority,
          category,
          sourceQuote: c.quote.slice(0, 2000),
        };
        const existing = await tx.commitment.findUnique({
          where: { userId_dedupeKey: { userId: email.userId, dedupeKey: key } },
          include: { email: { select: { receivedAt: true } } },
        });
        if (!existing) {
          // History is judged once, when first mined: one the user has seen on the board stays there when re-mined.
          const status = isHistory(c.dueDate, email.receivedAt, now) ? 'archived' : tracked;
          await tx.commitment.create({ data: { ...data, status, userId: email.userId, emailId: email.id, threadId: email.threadId, dedupeKey: key } });
        } else if (existing.status === 'open' || existing.status === 'overdue' || existing.status === 'archived') {
          // Stated more than once in the thread: one commitment, whatever order the emails are
          // analysed in. It links to the email that first stated it and carries the latest
          // wording and due date.
          const statedAt = existing.email?.receivedAt ?? null;
          const statedEarlier = existing.emailId !== email.id && !!statedAt && email.receivedAt < statedAt;
          await tx.commitment.update({
            where: { id: existing.id },
            data: statedEarlier
              ? { emailId: email.id }
              : { ...data, status: existing.status === 'archived' ? 'archived' : tracked, dueDate: c.dueDate ?? existing.dueDate },
          });
        }
        stored++;
      }
      return stored;
    },

    /** A commitment by id, whoever owns it (the caller checked); null once deleted. */
    byId: (id: string) => prisma.commitment.findUnique({ where: { id } }),

    /** The statuses of the commitments an email of the user's made (whether its nugget is earned). */
    async statusesOfEmail(userId: string, emailId: string) {
      return (await prisma.commitment.findMany({ where: { userId, emailId }, select: { status: true } })).map((c) => c.status);
    },

    /** Marks a commitment completed at `now`, inside the caller's transaction when given (its todo completes with it). */
    complete: (id: string, now: Date, tx: Pick<PrismaClient, 'commitment'> = prisma) =>
      tx.commitment.update({ where: { id }, data: { status: 'completed', completedAt: now } }),

    /** Its todo was started: an open or overdue commitment is now in progress (others keep their status). */
    markInProgress: (id: string) => prisma.commitment.updateMany({ where: { id, status: { in: ['open', 'overdue'] } }, data: { status: 'in_progress' } }),

    /** The emails whose commitments are still open (or overdue) and dated: their dates depend on the user's time zone. */
    async emailIdsOpenAndDated(userId: string) {
      const rows = await prisma.commitment.findMany({
        where: { userId, emailId: { not: null }, status: { in: ['open', 'overdue'] }, dueDate: { not: null } },
        select: { emailId: true },
        distinct: ['emailId'],
      });
      return rows.map((r) => r.emailId!);
    },

    /** Categorisation switched off: no commitment of the user's keeps a category. */
    clearCategories: (userId: string) => prisma.commitment.updateMany({ where: { userId, category: { not: null } }, data: { category: null } }),

    /** Promises made to the user still waiting (`statuses`), in one thread or all. */
    waitingPromises: (userId: string, statuses: CommitmentStatus[], threadId?: string, take?: number) =>
      prisma.commitment.findMany({
        where: { userId, ...(threadId !== undefined ? { threadId } : {}), type: 'promise_received', status: { in: statuses } },
        ...(take ? { take } : {}),
      }),

    /** A waiting promise delivered by a reply: completed unless it left `statuses` meanwhile; returns whether it was. */
    async markDelivered(id: string, statuses: CommitmentStatus[], byEmailId: string, now: Date) {
      const { count } = await prisma.commitment.updateMany({
        where: { id, status: { in: statuses } },
        data: { status: 'completed', completedAt: now, deliveredByEmailId: byEmailId },
      });
      return count > 0;
    },

    /**
     * Open or in-progress commitments due in [from, to), of one user or of every user but `exceptUserIds`
     * (at most `take`).
     */
    dueBetween: (from: Date, to: Date, opts: { userId?: string; exceptUserIds?: string[]; take: number }) =>
      prisma.commitment.findMany({
        where: {
          userId: { ...(opts.userId ? { equals: opts.userId } : {}), ...(opts.exceptUserIds?.length ? { notIn: opts.exceptUserIds } : {}) },
          status: { in: ['open', 'in_progress'] },
          dueDate: { gte: from, lt: to },
        },
        take: opts.take,
      }),

    /** The user's commitments still to do (open, in progress, overdue), soonest due first (undated last), then oldest. */
    open: (userId: string, take: number) =>
      prisma.commitment.findMany({
        where: { userId, status: { in: ['open', 'in_progress', 'overdue'] } },
        orderBy: [{ dueDate: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
        take,
      }),

    /** The user's commitments among `ids` (in no particular order). */
    ofUser: (userId: string, ids: string[]) => prisma.commitment.findMany({ where: { id: { in: ids }, userId } }),

    /** The commitments an email made. */
    ofEmail: (emailId: string) => prisma.commitment.findMany({ where: { emailId } }),

    /** How many commitments the user has (any status). */
    count: (userId: string) => prisma.commitment.count({ where: { userId } }),

    async requireOwned(userId: string, id: string) {
      const c = await prisma.commitment.findFirst({ where: { id, userId } });
      if (!c) throw new NotFoundError('Commitment not found');
      return c;
    },

    list(userId: string, filter: CommitmentFilter = {}, take = 10) {
      return prisma.commitment.findMany({
        where: commitmentWhere(userId, filter),
        orderBy: COMMITMENT_ORDER,
        take: Math.min(Math.max(take, 1), 100),
      });
    },

    async setStatus(userId: string, id: string, status: string) {
      if (!(COMMITMENT_STATUSES as readonly string[]).includes(status)) {
        throw ValidationError.fromFields([{ name: 'status', message: `Status must be one of: ${COMMITMENT_STATUSES.join(', ')}` }]);
      }
      const c = await service.requireOwned(userId, id);
      return prisma.commitment.update({
        where: { id: c.id },
        data: { status: status as CommitmentStatus, completedAt: status === 'completed' ? (c.completedAt ?? new Date()) : null },
      });
    },

    /** Open commitments whose due date passed become overdue (a scheduled job). */
    async markOverdue(now = new Date()) {
      const cutoff = new Date(now.getTime() - OVERDUE_GRACE_MS);
      const { count } = await prisma.commitment.updateMany({
        where: { status: { in: ['open', 'in_progress'] }, dueDate: { lt: cutoff } },
        data: { status: 'overdue' },
      });
      return count;
    },
  };
  return service;
}

export type CommitmentsService = ReturnType<typeof createCommitmentsService>;
