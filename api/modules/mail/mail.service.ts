// Reading the user's mail: filtered, sorted lists, one email, attachments and
// flags. Every query is scoped to the viewer; another user's id is "not found".
import { Prisma, type PrismaClient } from '../../db/generated/client.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { PUSH_FLAGS_QUEUE } from '../sync/sync.queues.ts';
import { isAutomatedAddress } from '../contacts/contacts.metrics.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CommitmentsService } from '../commitments/commitments.service.ts';
import { fullEmailInclude } from './mail.views.ts';
import { sha256 } from './mail.parse.ts';
import { countSql, mailConditions, pageSql, validateMailQuery, type EmailSort, type MailListQuery } from './mail.list.ts';

export { EMAIL_SORTS, ENHANCED_FILTERS, MAIL_VIEWS, type EmailSort, type MailListQuery, type MailView } from './mail.list.ts';

export const FLAG_OPERATIONS = ['mark_read', 'mark_unread', 'archive', 'unarchive', 'star', 'unstar', 'delete'] as const;
export type FlagOperation = (typeof FLAG_OPERATIONS)[number];

export const FLAG_CHANGE: Record<FlagOperation, { read?: boolean; starred?: boolean; archived?: boolean; deleted?: boolean }> = {
  mark_read: { read: true },
  mark_unread: { read: false },
  archive: { archived: true },
  unarchive: { archived: false },
  star: { starred: true },
  unstar: { starred: false },
  delete: { deleted: true },
};

const FLAG_DATA: Record<FlagOperation, Prisma.EmailUpdateManyMutationInput> = {
  mark_read: { isRead: true },
  mark_unread: { isRead: false },
  archive: { isArchived: true },
  unarchive: { isArchived: false },
  star: { isStarred: true },
  unstar: { isStarred: false },
  delete: { isDeleted: true },
};

export type { Address } from './mail.parse.ts';

export type AddressCandidate = { address: string; name: string | null; sent: number; received: number };

/**
 * "Which of these addresses are yours?" after an import: the addresses the mail (of one
 * account, or all) is most often from and to, with how often, leaving out the user's known
 * addresses, machine addresses (no-reply, notifications…) and bulk mail (List-Unsubscribe),
 * whose sender and list address are nobody's own. An archive's owner is at the top: the
 * sender of its sent mail, the recipient of the rest. `own`: the user's known addresses (ViewerProfile.addresses).
 */
export async function addressCandidates(
  prisma: PrismaClient,
  userId: string,
  own: string[],
  opts: { accountId?: string; take?: number } = {},
): Promise<AddressCandidate[]> {
  const take = Math.min(Math.max(opts.take ?? 8, 1), 20);
  const account = opts.accountId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "EmailSource" s WHERE s."emailId" = e."id" AND s."accountId" = ${opts.accountId})`
    : Prisma.empty;
  const [rows] = await Promise.all([
    prisma.$queryRaw<{ address: string; name: string | null; sent: number; received: number }[]>`
      WITH m AS (
        SELECT lower(e."fromAddress") AS sender, e."fromName", CASE WHEN jsonb_typeof(e."to") = 'array' THEN e."to" ELSE '[]'::jsonb END AS recipients
        FROM "Email" e
        WHERE e."userId" = ${userId} AND e."isDeleted" = false AND NOT (e."headers" ? 'list-unsubscribe') ${account}
      ),
      s AS (SELECT sender AS address, max("fromName") AS name, count(*)::int AS sent FROM m WHERE sender IS NOT NULL AND sender <> '' GROUP BY sender),
      r AS (
        SELECT lower(x->>'email') AS address, max(nullif(x->>'name', '')) AS name, count(*)::int AS received
        FROM m CROSS JOIN LATERAL jsonb_array_elements(m.recipients) x
        WHERE coalesce(x->>'email', '') <> '' GROUP BY lower(x->>'email')
      )
      SELECT coalesce(s.address, r.address) AS address, coalesce(nullif(s.name, ''), r.name) AS name,
        coalesce(s.sent, 0)::int AS sent, coalesce(r.received, 0)::int AS received
      FROM s FULL JOIN r ON r.address = s.address
      ORDER BY coalesce(s.sent, 0) + coalesce(r.received, 0) DESC, 1
      LIMIT ${take + 30}`,
  ]);
  const mine = new Set(own);
  return rows
    .filter((r) => !mine.has(r.address) && !isAutomatedAddress(r.address) && /^[^\s@]+@[^\s@]+$/.test(r.address))
    .slice(0, take)
    .map((r) => ({ address: r.address, name: r.name?.trim() || null, sent: Number(r.sent), received: Number(r.received) }));
}

/**
 * A mailbox's copies of messages (EmailSource) and the flags of the emails they make, for the mail
 * sources reconciling a mailbox: every call runs in the caller's sync transaction (`tx`).
 */
export const mailCopies = {
  /** The copies a mailbox holds (of these provider ids, or all), by provider id. */
  async held(tx: Prisma.TransactionClient, accountId: string, providerIds?: string[]) {
    const select = { id: true, providerId: true, emailId: true, labelIds: true } as const;
    const rows = providerIds
      ? (await Promise.all(chunked(providerIds, 1000).map((ids) => tx.emailSource.findMany({ where: { accountId, providerId: { in: ids } }, select })))).flat()
      : await tx.emailSource.findMany({ where: { accountId }, select });
    return new Map(rows.map((r) => [r.providerId, r]));
  },

  /** Of these emails, those with a copy (in any mailbox) carrying none of `deadLabels`. */
  async withLiveCopy(tx: Prisma.TransactionClient, emailIds: string[], deadLabels: string[]) {
    const live = await tx.emailSource.findMany({ where: { emailId: { in: emailIds }, NOT: { labelIds: { hasSome: deadLabels } } }, select: { emailId: true } });
    return new Set(live.map((s) => s.emailId));
  },

  /** A copy's labels as the provider now has them. */
  setLabels: (tx: Prisma.TransactionClient, sourceId: string, labelIds: string[]) => tx.emailSource.update({ where: { id: sourceId }, data: { labelIds } }),

  /** Removes copies the provider deleted for good. */
  remove: (tx: Prisma.TransactionClient, sourceIds: string[]) => tx.emailSource.deleteMany({ where: { id: { in: sourceIds } } }),

  /** The emails these copies of a mailbox make, by provider id. */
  async emailIds(tx: Prisma.TransactionClient, accountId: string, providerIds: string[]) {
    const rows = await tx.emailSource.findMany({ where: { accountId, providerId: { in: providerIds } }, select: { providerId: true, emailId: true } });
    return new Map(rows.map((s) => [s.providerId, s.emailId]));
  },

  /** Sets a flag on those of `emailIds` where it differs (`from` → `to`); returns how many changed. */
  async changeFlags(
    tx: Prisma.TransactionClient,
    emailIds: string[],
    from: Pick<Prisma.EmailWhereInput, 'isRead' | 'isStarred'>,
    to: Pick<Prisma.EmailUpdateManyMutationInput, 'isRead' | 'isStarred'>,
  ) {
    return emailIds.length ? (await tx.email.updateMany({ where: { id: { in: emailIds }, ...from }, data: to })).count : 0;
  },

  /** The folders a mailbox holds copies in. */
  async folders(tx: Prisma.TransactionClient, accountId: string) {
    const rows = await tx.emailSource.findMany({ where: { accountId }, distinct: ['folder'], select: { folder: true } });
    return rows.map((s) => s.folder).filter((f): f is string => !!f);
  },

  /** How many copies a mailbox holds in a folder (only those whose provider id starts with `prefix`, when given). */
  countInFolder: (tx: Prisma.TransactionClient, accountId: string, folder: string, prefix?: string) =>
    tx.emailSource.count({ where: { accountId, folder, ...(prefix !== undefined ? { providerId: { startsWith: prefix } } : {}) } }),

  /** One page (id order, after `cursor`) of the copies a mailbox holds in a folder. */
  inFolderPage: (tx: Prisma.TransactionClient, accountId: string, folder: string, take: number, cursor?: string) =>
    tx.emailSource.findMany({
      where: { accountId, folder },
      select: { id: true, emailId: true, providerId: true, uid: true },
      orderBy: { id: 'asc' },
      take,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    }),

  /** The copies a mailbox holds in these folders. */
  inFolders: (tx: Prisma.TransactionClient, accountId: string, folders: string[]) =>
    tx.emailSource.findMany({ where: { accountId, folder: { in: folders } }, select: { id: true, emailId: true, folder: true } }),

  /** Of the user's `emailIds`, those archived or deleted in Nugget, with their Message-ID. */
  archivedOrDeleted: (tx: Prisma.TransactionClient, userId: string, emailIds: string[]) =>
    tx.email.findMany({
      where: { userId, id: { in: emailIds }, OR: [{ isArchived: true }, { isDeleted: true }] },
      select: { id: true, messageId: true, isArchived: true, isDeleted: true },
    }),

  /** Whether the mailbox already holds a copy under this provider id. */
  async holds(tx: Prisma.TransactionClient, accountId: string, providerId: string) {
    return !!(await tx.emailSource.findUnique({ where: { accountId_providerId: { accountId, providerId } }, select: { id: true } }));
  },

  /** A copy found elsewhere at the server (moved to Archive or Trash): its new place. */
  move: (tx: Prisma.TransactionClient, sourceId: string, to: { folder: string; uid: number; providerId: string }) =>
    tx.emailSource.update({ where: { id: sourceId }, data: to }),

  /** Deletes those of the user's `emailIds` no mailbox holds any more. */
  deleteUnsourced: (tx: Prisma.TransactionClient, userId: string, emailIds: string[]) =>
    tx.email.deleteMany({ where: { userId, id: { in: emailIds }, sources: { none: {} } } }),

  /** Sets flags (read, starred, archived, deleted) on one email or on many. */
  setFlags: (
    tx: Prisma.TransactionClient,
    emailIds: string | string[],
    data: Pick<Prisma.EmailUpdateManyMutationInput, 'isRead' | 'isStarred' | 'isArchived' | 'isDeleted'>,
  ) => (typeof emailIds === 'string' ? tx.email.update({ where: { id: emailIds }, data }) : tx.email.updateMany({ where: { id: { in: emailIds } }, data })),
};

const chunked = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** Rows loaded by id, put back in the order of the ids. */
export function inOrder<T extends { id: string }>(ids: readonly string[], rows: T[]): T[] {
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.filter((r) => at.has(r.id)).sort((a, b) => at.get(a.id)! - at.get(b.id)!);
}

export function createMailService(
  prisma: PrismaClient,
  jobs: Pick<JobQueue, 'enqueue'>,
  d: { commitments: Pick<CommitmentsService, 'count'>; accounts: Pick<AccountsService, 'count' | 'lastSyncAt'> },
) {
  const service = {
    async requireOwned(userId: string, emailId: string) {
      const email = await prisma.email.findFirst({ where: { id: emailId, userId, isDeleted: false } });
      if (!email) throw new NotFoundError('Email not found');
      return email;
    },

    /**
     * One page of a mail list, as ids in the list's order (every list of the app and of REST
     * reads through here: one keyset query, see mail.list.ts). `take` is the page size plus one;
     * negative, the page ends at the cursor (`last`/`before`).
     */
    async pageIds(userId: string, q: MailListQuery, sort: EmailSort, page: { take: number; cursorId?: string | null }): Promise<string[]> {
      const ids = (await prisma.$queryRaw<{ id: string }[]>(pageSql(userId, validateMailQuery(q), sort, page))).map((r) => r.id);
      return page.take < 0 ? ids.reverse() : ids;
    },

    /** How many emails a list holds in all. */
    async count(userId: string, q: MailListQuery) {
      const [row] = await prisma.$queryRaw<{ n: number }[]>(countSql(userId, validateMailQuery(q)));
      return Number(row?.n ?? 0);
    },

    /** The first `take` emails of a list, for REST (one page, no cursor). */
    async firstPage<I extends Prisma.EmailInclude = typeof fullEmailInclude>(
      userId: string,
      q: MailListQuery,
      sort: EmailSort,
      take: number,
      include: I = fullEmailInclude as I,
    ) {
      const ids = await service.pageIds(userId, q, sort, { take: Math.min(Math.max(take, 1), 100) });
      const rows = (await prisma.email.findMany({ where: { id: { in: ids }, userId }, include })) as Prisma.EmailGetPayload<{ include: I }>[];
      return inOrder(ids, rows);
    },

    /** Applies one flag operation to the user's emails; ids that are not theirs are ignored and reported. */
    async applyFlags(userId: string, emailIds: string[], operation: FlagOperation) {
      if (!FLAG_OPERATIONS.includes(operation)) {
        throw ValidationError.fromFields([{ name: 'operation', message: `Unknown operation. Use one of: ${FLAG_OPERATIONS.join(', ')}` }]);
      }
      const ids = [...new Set(emailIds)].slice(0, 1000);
      const owned = (await prisma.email.findMany({ where: { userId, id: { in: ids } }, select: { id: true } })).map((e) => e.id);
      const { count } = await prisma.email.updateMany({ where: { userId, id: { in: owned } }, data: FLAG_DATA[operation] });
      // The same change goes back to every mailbox holding these messages (flags flow both ways).
      if (owned.length) await jobs.enqueue(PUSH_FLAGS_QUEUE, { userId, emailIds: owned, change: FLAG_CHANGE[operation] });
      return { updated: count, requested: ids.length };
    },

    /** One email with attachments, commitments and labels, or not-found for anyone but its owner. */
    async full(userId: string, emailId: string) {
      const email = await prisma.email.findFirst({ where: { id: emailId, userId, isDeleted: false }, include: fullEmailInclude });
      if (!email) throw new NotFoundError('Email not found');
      return email;
    },

    /**
     * Labels with counts: the user's own labels plus one per analysed category (ids `category:<name>`),
     * counted like the list they filter (archived mail is not in it) within its mailbox or venture.
     */
    async labels(userId: string, scope: Pick<MailListQuery, 'accountId' | 'venture'> = {}) {
      const where = Prisma.join(mailConditions(userId, { ...scope, isArchived: false }), ' AND ');
      const [categories, own] = await Promise.all([
        prisma.$queryRaw<{ category: string; n: number }[]>`
          SELECT e."category", count(*)::int AS n FROM "Email" e WHERE ${where} AND e."category" IS NOT NULL
          GROUP BY e."category" ORDER BY n DESC, e."category"`,
        prisma.$queryRaw<{ id: string; name: string; n: number }[]>`
          SELECT l."id", l."name", count(e."id")::int AS n FROM "Label" l
          LEFT JOIN "EmailLabel" el ON el."labelId" = l."id"
          LEFT JOIN "Email" e ON e."id" = el."emailId" AND ${where}
          WHERE l."userId" = ${userId} GROUP BY l."id", l."name" ORDER BY l."name"`,
      ]);
      return [
        ...categories
          .filter((c) => c.category)
          .map((c) => ({ id: `category:${c.category}`, name: c.category.charAt(0).toUpperCase() + c.category.slice(1), count: Number(c.n) })),
        ...own.map((l) => ({ id: l.id, name: l.name, count: Number(l.n) })),
      ];
    },

    /** Agent stats strip (spec §3): totals and how much of the mail has been analysed. */
    async agentStats(userId: string) {
      const base = { userId, isDeleted: false };
      const [totalEmails, processedEmails, commitmentsFound, actionableEmails, lastSync] = await Promise.all([
        prisma.email.count({ where: base }),
        prisma.email.count({ where: { ...base, analyzedAt: { not: null } } }),
        d.commitments.count(userId),
        prisma.email.count({ where: { ...base, actionRequired: true } }),
        d.accounts.lastSyncAt(userId),
      ]);
      return {
        totalEmails,
        processedEmails,
        commitmentsFound,
        actionableEmails,
        processingRate: totalEmails ? processedEmails / totalEmails : 0,
        lastSyncTime: lastSync,
      };
    },

    /** Figures for the Performance Hub's stat cards. */
    async stats(userId: string, nuggetThreshold: number) {
      // One pass over the user's mail for every figure (the mine asks for them with each first page).
      // Spec §9: a financial item has a money classification or a financial amount.
      const [[row], accounts] = await Promise.all([
        prisma.$queryRaw<{ totalEmails: number; unreadEmails: number; nuggets: number; financialItems: number }[]>`
          SELECT count(*)::int AS "totalEmails",
            (count(*) FILTER (WHERE NOT e."isRead"))::int AS "unreadEmails",
            (count(*) FILTER (WHERE e."nuggetScore" >= ${nuggetThreshold}))::int AS "nuggets",
            (count(*) FILTER (WHERE e."financialAmount" IS NOT NULL OR e."category" IN ('financial', 'Revenue', 'Invoice', 'Expense', 'Order')))::int AS "financialItems"
          FROM "Email" e WHERE e."userId" = ${userId} AND e."isDeleted" = false`,
        d.accounts.count(userId),
      ]);
      return { ...row!, accounts };
    },

    /** An attachment with its bytes, only for its owner. */
    async attachment(userId: string, attachmentId: string) {
      const a = await prisma.attachment.findFirst({ where: { id: attachmentId, userId }, include: { blob: true } });
      if (!a) throw new NotFoundError('Attachment not found');
      return a;
    },

    /** "Which of these addresses are yours?" (see addressCandidates above). */
    addressCandidates: (userId: string, own: string[], opts: { accountId?: string; take?: number } = {}) => addressCandidates(prisma, userId, own, opts),

    /** An email's nugget score (null: not analysed yet, or not the user's). */
    async nuggetScore(userId: string, emailId: string) {
      return (await prisma.email.findFirst({ where: { id: emailId, userId }, select: { nuggetScore: true } }))?.nuggetScore ?? null;
    },

    /** Who an email is from and to, by id (for a todo's contact); null when it is gone. */
    correspondents: (emailId: string) => prisma.email.findUnique({ where: { id: emailId }, select: { fromAddress: true, to: true } }),

    /** An email by id, whoever owns it: for jobs, which carry only the id. Null once deleted. */
    byId: (emailId: string) => prisma.email.findUnique({ where: { id: emailId } }),

    /** Whether the email is the user's (deleted or not). */
    async isOwned(userId: string, emailId: string) {
      return !!(await prisma.email.findFirst({ where: { id: emailId, userId }, select: { id: true } }));
    },

    /** Recipients (To, Cc) of the user's latest sent mail, newest first: whom the user writes to. */
    recentSentRecipients: (userId: string, take: number) =>
      prisma.email.findMany({ where: { userId, isSent: true }, select: { to: true, cc: true }, take, orderBy: { receivedAt: 'desc' } }),

    /** Stores what an analysis found on the email, inside the caller's transaction (its commitments and transaction go with it). */
    saveAnalysis: (emailId: string, data: Prisma.EmailUpdateInput, tx: Pick<PrismaClient, 'email'> = prisma) =>
      tx.email.update({ where: { id: emailId }, data }),

    /** One page of the ids of the user's emails matching `where`, in id order after `cursor`. */
    async idsPage(userId: string, where: Prisma.EmailWhereInput, take: number, cursor?: string) {
      const page = await prisma.email.findMany({
        where: { ...where, userId },
        select: { id: true },
        orderBy: { id: 'asc' },
        take,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      });
      return page.map((e) => e.id);
    },

    /** When the user's latest email was analysed; null before any was. */
    async lastAnalyzedAt(userId: string) {
      return (await prisma.email.aggregate({ where: { userId }, _max: { analyzedAt: true } }))._max.analyzedAt;
    },

    /** The users with mail (not deleted) matching `where`, e.g. analysed by an older analyzer or not analysed yet. */
    async usersWithMail(where: Prisma.EmailWhereInput) {
      return (await prisma.email.groupBy({ by: ['userId'], where: { ...where, isDeleted: false } })).map((g) => g.userId);
    },

    /** The user's emails (not deleted) from, to, cc'd or bcc'd to any of `addresses` (lower case). */
    async idsFromOrTo(userId: string, addresses: string[]) {
      // An address in To, Cc or Bcc is a quoted JSON string there ("email": "a@b.example"): the quotes keep it whole.
      const quoted = addresses.map((a) => `%"${a.replace(/[\\%_]/g, (c) => `\\${c}`)}"%`);
      const rows = await prisma.$queryRaw<{ id: string }[]>`
        SELECT e."id" FROM "Email" e
        WHERE e."userId" = ${userId} AND e."isDeleted" = false
          AND (lower(e."fromAddress") IN (${Prisma.join(addresses)})
            OR (e."to"::text || e."cc"::text || e."bcc"::text) ILIKE ANY (ARRAY[${Prisma.join(quoted)}]::text[]))`;
      return rows.map((r) => r.id);
    },

    /**
     * The domain got its name: the user's mail from it (or sent to it) that carries the stand-in takes the name.
     * Returns the ids renamed (their transactions follow, in the caller's transaction).
     */
    async renameCompanyStandIn(userId: string, domain: string, standIn: string, name: string, tx: Prisma.TransactionClient | PrismaClient = prisma) {
      const at = `%@${domain}`;
      const sub = `%.${domain}`;
      const inTo = `%@${domain}"%`;
      const inSubTo = `%.${domain}"%`;
      const rows = await tx.$queryRaw<{ id: string }[]>`
        UPDATE "Email" SET "company" = ${name}
        WHERE "userId" = ${userId} AND "company" = ${standIn}
          AND (lower("fromAddress") LIKE ${at} OR lower("fromAddress") LIKE ${sub}
               OR ("isSent" AND (lower("to"::text) LIKE ${inTo} OR lower("to"::text) LIKE ${inSubTo})))
        RETURNING "id"`;
      return rows.map((r) => r.id);
    },

    /** What lists show of the emails commitments came from (subject, sender, date, thread), by id. */
    async headersOf(emailIds: (string | null)[]) {
      const ids = [...new Set(emailIds.filter((id): id is string => !!id))];
      const rows = ids.length
        ? await prisma.email.findMany({
            where: { id: { in: ids } },
            select: { id: true, subject: true, fromName: true, fromAddress: true, receivedAt: true, threadId: true },
          })
        : [];
      return new Map(rows.map((r) => [r.id, r]));
    },

    /** The messages of one of the user's threads (not deleted), oldest first; only those others sent with `received`. */
    thread: (userId: string, threadId: string, opts: { received?: boolean } = {}) =>
      prisma.email.findMany({
        where: { userId, threadId, isDeleted: false, ...(opts.received ? { isSent: false } : {}) },
        orderBy: { receivedAt: 'asc' },
        select: { id: true, isSent: true, fromAddress: true, fromName: true, receivedAt: true, textBody: true, hasAttachments: true, subject: true },
      }),

    /** The bodies of the user's latest sent mail (to `to` when given): how the user writes. */
    async latestSentBodies(userId: string, take: number, to?: string) {
      const rows = await prisma.email.findMany({
        where: { userId, isSent: true, isDeleted: false, ...(to ? { to: { array_contains: [{ email: to }] } } : {}) },
        orderBy: { receivedAt: 'desc' },
        take,
        select: { textBody: true },
      });
      return rows.map((e) => e.textBody);
    },

    /** The mailboxes holding a copy of the email (their account ids), in the order the copies came. */
    async sourceAccountIds(emailId: string, userId?: string) {
      const rows = await prisma.emailSource.findMany({
        where: { emailId, ...(userId ? { userId } : {}) },
        orderBy: { createdAt: 'asc' },
        select: { accountId: true },
      });
      return rows.map((s) => s.accountId);
    },

    /** Whether the mailbox holds a copy of the email. */
    async inAccount(emailId: string, accountId: string) {
      return (await prisma.emailSource.count({ where: { emailId, accountId } })) > 0;
    },

    /** One of the user's emails (deleted or not), or null. */
    find: (userId: string, emailId: string) => prisma.email.findFirst({ where: { id: emailId, userId } }),

    /** The user's email a mailbox holds under a provider id (a sent message's copy), or null. */
    async byCopy(userId: string, accountId: string, providerId: string) {
      return (await prisma.emailSource.findFirst({ where: { accountId, providerId, userId }, select: { email: true } }))?.email ?? null;
    },

    /** The id of the user's email with this Message-ID (no angle brackets), or null. */
    async idByMessageId(userId: string, messageId: string) {
      return (await prisma.email.findFirst({ where: { userId, messageId }, select: { id: true } }))?.id ?? null;
    },

    /** The latest message (not deleted) of one of the user's threads, or null. */
    latestInThread: (userId: string, threadId: string) =>
      prisma.email.findFirst({ where: { userId, threadId, isDeleted: false }, orderBy: { receivedAt: 'desc' } }),

    /** Stores content (attachments of a draft) once per hash, inside the caller's transaction when given. */
    storeBlobs: (files: Buffer[], tx: Pick<PrismaClient, 'blob'> = prisma) =>
      tx.blob.createMany({ data: files.map((f) => ({ hash: sha256(f), size: f.length, data: new Uint8Array(f) })), skipDuplicates: true }),

    /** Stored content by hash. */
    async blobs(hashes: string[]) {
      const rows = hashes.length ? await prisma.blob.findMany({ where: { hash: { in: [...new Set(hashes)] } } }) : [];
      return new Map(rows.map((b) => [b.hash, Buffer.from(b.data)]));
    },

    /** The nuggets the user received in (since, until]: the best `take` of them, and how many there were. */
    async nuggetsReceived(userId: string, threshold: number, since: Date, until: Date, take: number) {
      const where = { userId, isSent: false, isDeleted: false, nuggetScore: { gte: threshold }, receivedAt: { gt: since, lte: until } };
      const [top, total] = await Promise.all([
        prisma.email.findMany({
          where,
          orderBy: [{ nuggetScore: 'desc' }, { receivedAt: 'desc' }],
          take,
          select: { id: true, subject: true, fromName: true, fromAddress: true, summary: true, snippet: true, nuggetScore: true },
        }),
        prisma.email.count({ where }),
      ]);
      return { top, total };
    },

    /** The user's emails (not deleted) among `ids`, as search hits show them, in no particular order. */
    cards: (userId: string, ids: string[]) =>
      prisma.email.findMany({
        where: { userId, id: { in: ids }, isDeleted: false },
        select: { id: true, subject: true, fromName: true, fromAddress: true, receivedAt: true, company: true, summary: true, snippet: true },
      }),

    /** Categorisation switched off: no email of the user's keeps a category. */
    clearCategories: (userId: string) => prisma.email.updateMany({ where: { userId, category: { not: null } }, data: { category: null } }),

    /** Auto-reply suggestions switched off: no email of the user's keeps a suggested reply. */
    clearSuggestedReplies: (userId: string) => prisma.email.updateMany({ where: { userId, suggestedReply: { not: null } }, data: { suggestedReply: null } }),

    /** Where the user's emails live: every mailbox copy of them (to push a flag change back). */
    sourcesOf: (userId: string, emailIds: string[]) => prisma.emailSource.findMany({ where: { userId, emailId: { in: emailIds } } }),

    /** The ids of the emails a mailbox holds a copy of (inside the caller's transaction when given). */
    async emailIdsOfAccount(accountId: string, tx: Pick<PrismaClient, 'emailSource'> = prisma) {
      return (await tx.emailSource.findMany({ where: { accountId }, select: { emailId: true } })).map((s) => s.emailId);
    },

    /** Deletes those of the user's `emailIds` no mailbox holds any more (after a mailbox went), 1,000 ids a statement. */
    async deleteUnsourced(userId: string, emailIds: string[], tx: Pick<PrismaClient, 'email'> = prisma) {
      for (let i = 0; i < emailIds.length; i += 1000) {
        await tx.email.deleteMany({ where: { userId, id: { in: emailIds.slice(i, i + 1000) }, sources: { none: {} } } });
      }
    },

    /** The user's emails Nugget stored before `cutoff` (the retention window's preview): how many, and the oldest's store time. */
    async storedBefore(userId: string, cutoff: Date) {
      const where = { userId, createdAt: { lt: cutoff } };
      const [count, oldest] = await Promise.all([
        prisma.email.count({ where }),
        prisma.email.findFirst({ where, orderBy: { createdAt: 'asc' }, select: { createdAt: true } }),
      ]);
      return { count, oldestStoredAt: oldest?.createdAt ?? null };
    },

    /** Deletes the user's emails Nugget stored before `cutoff` (retention); returns how many went. */
    async deleteStoredBefore(userId: string, cutoff: Date) {
      const { count } = await prisma.email.deleteMany({ where: { userId, createdAt: { lt: cutoff } } });
      return count;
    },

    /** Of `emailIds` (the user's), how many are dated before `cutoff`; 5,000 ids a query. */
    async countReceivedBefore(userId: string, emailIds: string[], cutoff: Date) {
      let n = 0;
      for (let i = 0; i < emailIds.length; i += 5000) {
        n += await prisma.email.count({ where: { userId, id: { in: emailIds.slice(i, i + 5000) }, receivedAt: { lt: cutoff } } });
      }
      return n;
    },

    /**
     * Content no email, attachment or draft refers to any more. Exception to module boundaries: Blob is the
     * content store of mail and compose alike, so the one DELETE also reads DraftAttachment (compose's) — a
     * separate read of the drafts' hashes could miss an attachment added in between and lose its bytes.
     */
    async deleteOrphanBlobs() {
      return prisma.$executeRaw`
        DELETE FROM "Blob" b
        WHERE NOT EXISTS (SELECT 1 FROM "Email" e WHERE e."rawHash" = b.hash)
          AND NOT EXISTS (SELECT 1 FROM "Attachment" a WHERE a."blobHash" = b.hash)
          AND NOT EXISTS (SELECT 1 FROM "DraftAttachment" d WHERE d."blobHash" = b.hash)`;
    },

    /** The original message bytes, only for its owner. */
    async rawSource(userId: string, emailId: string) {
      const email = await prisma.email.findFirst({ where: { id: emailId, userId }, select: { subject: true, raw: true } });
      if (!email?.raw) throw new NotFoundError('Email not found');
      return email;
    },
  };
  return service;
}

export type MailService = ReturnType<typeof createMailService>;
