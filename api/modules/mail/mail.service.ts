// Reading the user's mail: filtered, sorted lists, one email, attachments and
// flags. Every query is scoped to the viewer; another user's id is "not found".
import type { Prisma, PrismaClient } from '../../db/generated/client.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { fullEmailInclude } from './mail.views.ts';

export type EmailFilter = {
  accountId?: string | null;
  folder?: string | null;
  isRead?: boolean | null;
  isStarred?: boolean | null;
  isArchived?: boolean | null;
  receivedAfter?: Date | null;
  receivedBefore?: Date | null;
};

export const EMAIL_SORTS = ['date_desc', 'date_asc', 'sender', 'subject'] as const;
export type EmailSort = (typeof EMAIL_SORTS)[number];

/** The enhanced list's filters and sorts (spec §9). */
export const ENHANCED_FILTERS = ['all', 'unread', 'action_required', 'high_priority', 'has_commitments', 'starred'] as const;
export const ENHANCED_SORTS = ['date_desc', 'date_asc', 'priority', 'sender', 'subject'] as const;

export function enhancedWhere(userId: string, filter: string, labelIds: string[]): Prisma.EmailWhereInput {
  const f = (ENHANCED_FILTERS as readonly string[]).includes(filter) ? filter : 'all';
  const byFilter: Record<string, Prisma.EmailWhereInput> = {
    all: {},
    unread: { isRead: false },
    action_required: { actionRequired: true },
    high_priority: { nuggetScore: { gte: 70 } },
    has_commitments: { commitments: { some: {} } },
    starred: { isStarred: true },
  };
  const categories = labelIds.filter((l) => l.startsWith('category:')).map((l) => l.slice('category:'.length));
  const labels = labelIds.filter((l) => !l.startsWith('category:'));
  return {
    userId,
    isDeleted: false,
    isArchived: false,
    ...byFilter[f],
    ...(categories.length || labels.length
      ? { OR: [...(categories.length ? [{ category: { in: categories } }] : []), ...(labels.length ? [{ labels: { some: { labelId: { in: labels } } } }] : [])] }
      : {}),
  };
}

export function enhancedOrder(sort: string): Prisma.EmailOrderByWithRelationInput[] {
  if (sort === 'priority') return [{ nuggetScore: { sort: 'desc', nulls: 'last' } }, { receivedAt: 'desc' }, { id: 'desc' }];
  return emailOrder((['date_desc', 'date_asc', 'sender', 'subject'] as const).find((s) => s === sort) ?? 'date_desc');
}

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

export const PUSH_FLAGS_QUEUE = 'mail.push-flags';

const FLAG_DATA: Record<FlagOperation, Prisma.EmailUpdateManyMutationInput> = {
  mark_read: { isRead: true },
  mark_unread: { isRead: false },
  archive: { isArchived: true },
  unarchive: { isArchived: false },
  star: { isStarred: true },
  unstar: { isStarred: false },
  delete: { isDeleted: true },
};

export function emailWhere(userId: string, f: EmailFilter = {}): Prisma.EmailWhereInput {
  if (f.receivedAfter && f.receivedBefore && f.receivedAfter > f.receivedBefore) {
    throw ValidationError.fromFields([{ name: 'receivedAfter', message: 'The start of the date range is after its end' }]);
  }
  return {
    userId,
    isDeleted: false,
    ...(f.isRead != null ? { isRead: f.isRead } : {}),
    ...(f.isStarred != null ? { isStarred: f.isStarred } : {}),
    ...(f.isArchived != null ? { isArchived: f.isArchived } : {}),
    ...(f.receivedAfter || f.receivedBefore
      ? { receivedAt: { ...(f.receivedAfter ? { gte: f.receivedAfter } : {}), ...(f.receivedBefore ? { lt: f.receivedBefore } : {}) } }
      : {}),
    ...(f.accountId || f.folder
      ? { sources: { some: { ...(f.accountId ? { accountId: f.accountId } : {}), ...(f.folder ? { folder: f.folder } : {}) } } }
      : {}),
  };
}

/** Deterministic order (id breaks ties) so cursors never skip or repeat rows. */
export function emailOrder(sort: EmailSort = 'date_desc'): Prisma.EmailOrderByWithRelationInput[] {
  switch (sort) {
    case 'date_asc':
      return [{ receivedAt: 'asc' }, { id: 'asc' }];
    case 'sender':
      return [{ fromAddress: 'asc' }, { receivedAt: 'desc' }, { id: 'asc' }];
    case 'subject':
      return [{ subject: 'asc' }, { receivedAt: 'desc' }, { id: 'asc' }];
    default:
      return [{ receivedAt: 'desc' }, { id: 'desc' }];
  }
}

export type { Address } from './mail.parse.ts';

export function createMailService(prisma: PrismaClient, jobs: Pick<JobQueue, 'enqueue'>) {
  const service = {
    async requireOwned(userId: string, emailId: string) {
      const email = await prisma.email.findFirst({ where: { id: emailId, userId, isDeleted: false } });
      if (!email) throw new NotFoundError('Email not found');
      return email;
    },

    list(userId: string, filter: EmailFilter = {}, sort: EmailSort = 'date_desc', take = 50) {
      return prisma.email.findMany({
        where: emailWhere(userId, filter),
        orderBy: emailOrder(sort),
        take: Math.min(Math.max(take, 1), 100),
        include: { sources: { select: { accountId: true }, orderBy: { createdAt: 'asc' }, take: 1 } },
      });
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

    /** The mining view's lists: analysed mail at/above (nuggets) or below (sludge) the threshold. */
    nuggetsOrSludge(userId: string, nuggets: boolean, threshold: number, take: number) {
      return prisma.email.findMany({
        where: { userId, isDeleted: false, isArchived: false, nuggetScore: nuggets ? { gte: threshold } : { lt: threshold } },
        orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
        take,
        include: fullEmailInclude,
      });
    },

    enhancedList(userId: string, filter: string, sort: string, labelIds: string[], take: number) {
      return prisma.email.findMany({ where: enhancedWhere(userId, filter, labelIds), orderBy: enhancedOrder(sort), take, include: fullEmailInclude });
    },

    /** One email with attachments, commitments and labels, or not-found for anyone but its owner. */
    async full(userId: string, emailId: string) {
      const email = await prisma.email.findFirst({ where: { id: emailId, userId, isDeleted: false }, include: fullEmailInclude });
      if (!email) throw new NotFoundError('Email not found');
      return email;
    },

    /** Labels with counts: the user's own labels plus one per analysed category (ids `category:<name>`). */
    async labels(userId: string) {
      const [own, categories] = await Promise.all([
        prisma.label.findMany({ where: { userId }, include: { _count: { select: { emails: true } } }, orderBy: { name: 'asc' } }),
        // Counted like the list they filter: archived mail is not in it.
        prisma.email.groupBy({ by: ['category'], where: { userId, isDeleted: false, isArchived: false, category: { not: null } }, _count: { _all: true } }),
      ]);
      return [
        ...categories
          .filter((c) => c.category)
          .sort((a, b) => b._count._all - a._count._all)
          .map((c) => ({ id: `category:${c.category}`, name: c.category!.charAt(0).toUpperCase() + c.category!.slice(1), count: c._count._all })),
        ...own.map((l) => ({ id: l.id, name: l.name, count: l._count.emails })),
      ];
    },

    /** Agent stats strip (spec §3): totals and how much of the mail has been analysed. */
    async agentStats(userId: string) {
      const base = { userId, isDeleted: false };
      const [totalEmails, processedEmails, commitmentsFound, actionableEmails, lastSync] = await Promise.all([
        prisma.email.count({ where: base }),
        prisma.email.count({ where: { ...base, analyzedAt: { not: null } } }),
        prisma.commitment.count({ where: { userId } }),
        prisma.email.count({ where: { ...base, actionRequired: true } }),
        prisma.mailAccount.findFirst({ where: { userId, lastSyncAt: { not: null } }, orderBy: { lastSyncAt: 'desc' }, select: { lastSyncAt: true } }),
      ]);
      return { totalEmails, processedEmails, commitmentsFound, actionableEmails, processingRate: totalEmails ? processedEmails / totalEmails : 0, lastSyncTime: lastSync?.lastSyncAt ?? null };
    },

    /** Figures for the Performance Hub's stat cards. */
    async stats(userId: string, nuggetThreshold: number) {
      const base = { userId, isDeleted: false };
      const [totalEmails, unreadEmails, nuggets, financialItems, accounts] = await Promise.all([
        prisma.email.count({ where: base }),
        prisma.email.count({ where: { ...base, isRead: false } }),
        prisma.email.count({ where: { ...base, nuggetScore: { gte: nuggetThreshold } } }),
        // Spec §9: a financial item has a money classification or a financial amount.
        prisma.email.count({ where: { ...base, OR: [{ financialAmount: { not: null } }, { category: { in: ['financial', 'Revenue', 'Invoice', 'Expense', 'Order'] } }] } }),
        prisma.mailAccount.count({ where: { userId } }),
      ]);
      return { totalEmails, unreadEmails, nuggets, financialItems, accounts };
    },

    /** An attachment with its bytes, only for its owner. */
    async attachment(userId: string, attachmentId: string) {
      const a = await prisma.attachment.findFirst({ where: { id: attachmentId, userId }, include: { blob: true } });
      if (!a) throw new NotFoundError('Attachment not found');
      return a;
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
