// Money that moves through mail. Analysis records at most one transaction per
// email; re-analysing the email replaces it — except rows the user corrected
// (user-owned, see isUserEdited) and demo rows, which are never touched.
// The Financial Tracker reads them per year, company and type; totals are exact
// decimals (Prisma Decimal, summed by the database), never floats.
import { z } from 'zod';
import { Prisma, type PrismaClient, type Transaction } from '../../db/generated/client.ts';
import type { Transaction as Mined } from '../analysis/analysis.types.ts';
import { TRANSACTION_TYPES, type TransactionType } from '../analysis/analysis.types.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { MailService } from '../mail/mail.service.ts';

export { TRANSACTION_TYPES, type TransactionType };

/**
 * A row the user has corrected is theirs: re-analysis keeps it. Without a column
 * for it (PRODUCT schema is not ours to change), the mark is the row's own
 * timestamps: analysis writes createdAt = updatedAt, and an edit moves updatedAt
 * at least USER_EDIT_MARGIN_MS past createdAt (see update()).
 */
export const USER_EDIT_MARGIN_MS = 1000;
export const isUserEdited = (t: { createdAt: Date; updatedAt: Date }) => t.updatedAt.getTime() - t.createdAt.getTime() > USER_EDIT_MARGIN_MS;

export type TransactionFilter = { year?: number | null; company?: string | null; type?: string | null };

const yearRange = (year: number) => ({ gte: new Date(Date.UTC(year, 0, 1)), lt: new Date(Date.UTC(year + 1, 0, 1)) });

/** Reads a filter as sent by the screen or REST: 'all' (or nothing) means no filter on that field. */
export function parseFilter(input: { year?: unknown; company?: unknown; type?: unknown }): TransactionFilter {
  const out: TransactionFilter = {};
  const errors: { name: string; message: string }[] = [];
  const year = input.year === undefined || input.year === null || input.year === '' || input.year === 'all' ? null : Number(input.year);
  if (year !== null) {
    if (!Number.isInteger(year) || year < 1900 || year > 9999) errors.push({ name: 'year', message: 'Year must be a four-digit year such as 2024.' });
    else out.year = year;
  }
  if (typeof input.company === 'string' && input.company !== '' && input.company !== 'all') out.company = input.company;
  if (typeof input.type === 'string' && input.type !== '' && input.type !== 'all') {
    if (!(TRANSACTION_TYPES as readonly string[]).includes(input.type))
      errors.push({ name: 'type', message: `Type must be one of ${TRANSACTION_TYPES.join(', ')} (or all).` });
    else out.type = input.type;
  }
  if (errors.length) throw ValidationError.fromFields(errors);
  return out;
}

export function transactionWhere(userId: string, f: TransactionFilter = {}): Prisma.TransactionWhereInput {
  return {
    userId,
    ...(f.year ? { date: yearRange(f.year) } : {}),
    ...(f.company ? { company: f.company } : {}),
    ...(f.type ? { type: f.type } : {}),
  };
}

/** Newest first; ties broken by id so pages never overlap. */
export const TRANSACTION_ORDER: Prisma.TransactionOrderByWithRelationInput[] = [{ date: 'desc' }, { id: 'desc' }];

/**
 * "$1,250.50", "1250.5", " 1,250 " → "1250.50". Spec §5's display rule: everything
 * but digits, dot and minus is stripped first. Refused (with the reason): anything
 * that is not a non-negative decimal with at most two places that fits Decimal(14,2).
 */
export function parseAmount(input: string | number): { ok: true; value: string } | { ok: false; message: string } {
  if (typeof input === 'number' && (!Number.isFinite(input) || /e/i.test(String(input))))
    return { ok: false, message: 'Amount must be a number such as 1250.50' };
  const text = String(input).replace(/[^\d.-]/g, '');
  if (!String(input).trim()) return { ok: false, message: 'Amount is required, e.g. 1250.50' };
  if (!/^-?\d*(\.\d*)?$/.test(text) || !/\d/.test(text)) return { ok: false, message: 'Amount must be a number such as 1250.50' };
  if (text.startsWith('-') && /[1-9]/.test(text)) return { ok: false, message: 'Amount cannot be negative.' };
  const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.');
  if (fraction.length > 2) return { ok: false, message: 'Amount can have at most 2 decimal places.' };
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  if (digits.length > 12) return { ok: false, message: 'Amount is too large.' };
  return { ok: true, value: `${digits}.${fraction.padEnd(2, '0')}` };
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** "1250.00" + USD → "$1,250.00", exactly (Intl formats decimal strings without going through a float). */
export function formatMoney(amount: string | { toString(): string }, currency = 'USD'): string {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
  let f = moneyFormats.get(code);
  if (!f) moneyFormats.set(code, (f = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })));
  return f.format(amount.toString() as unknown as number);
}

const text = (max: number, label: string) => z.string().trim().max(max, `${label} is limited to ${max} characters.`);

const updateInput = z.object({
  type: z.enum(TRANSACTION_TYPES, { message: `Type must be one of ${TRANSACTION_TYPES.join(', ')}.` }).optional(),
  amount: z.union([z.string(), z.number()], { message: 'Amount must be a number such as 1250.50' }).optional(),
  company: text(100, 'Company').optional(),
  category: text(100, 'Category').nullable().optional(),
  description: text(300, 'Description').optional(),
  date: z.coerce.date({ message: 'Date must be a date' }).optional(),
});

/** Leaves out explicit nulls (GraphQL inputs and JSON bodies send them for "unchanged"), except category (null clears it). */
function withoutNulls(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== null || k === 'category'));
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe. */
const safeText = (value: string | null | undefined) => {
  const v = value ?? '';
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
};

export const CSV_COLUMNS = ['date', 'type', 'company', 'counterparty', 'description', 'amount', 'currency', 'email subject', 'email link'] as const;

/** Demo rows: a year of a small portfolio's money, a few from last year. Day offsets are from today. */
const DEMO: {
  type: TransactionType;
  company: string;
  counterparty: string;
  description: string;
  category: string;
  amount: string;
  daysAgo: number;
  lastYear?: boolean;
}[] = [
  {
    type: 'Revenue',
    company: 'Acme Analytics',
    counterparty: 'Globex Corporation',
    description: 'Annual platform subscription — Globex',
    category: 'Subscriptions',
    amount: '24000.00',
    daysAgo: 12,
  },
  {
    type: 'Revenue',
    company: 'Acme Analytics',
    counterparty: 'Initech',
    description: 'Consulting retainer, Q3',
    category: 'Services',
    amount: '7500.00',
    daysAgo: 48,
  },
  {
    type: 'Revenue',
    company: 'Northwind Studio',
    counterparty: 'Umbrella Health',
    description: 'Brand refresh — final milestone',
    category: 'Services',
    amount: '12850.50',
    daysAgo: 75,
  },
  {
    type: 'Invoice',
    company: 'Acme Analytics',
    counterparty: 'Initech',
    description: 'Invoice #1043 — data pipeline build',
    category: 'Receivables',
    amount: '5250.00',
    daysAgo: 5,
  },
  {
    type: 'Invoice',
    company: 'Northwind Studio',
    counterparty: 'Stark Retail',
    description: 'Invoice #NW-208 — campaign assets',
    category: 'Receivables',
    amount: '3400.00',
    daysAgo: 33,
  },
  {
    type: 'Expense',
    company: 'Acme Analytics',
    counterparty: 'Amazon Web Services',
    description: 'AWS monthly bill',
    category: 'Cloud hosting',
    amount: '1284.37',
    daysAgo: 9,
  },
  {
    type: 'Expense',
    company: 'Acme Analytics',
    counterparty: 'WeWork',
    description: 'Coworking desk, monthly',
    category: 'Rent',
    amount: '650.00',
    daysAgo: 40,
  },
  {
    type: 'Expense',
    company: 'Northwind Studio',
    counterparty: 'Adobe',
    description: 'Creative Cloud for teams',
    category: 'Software',
    amount: '359.88',
    daysAgo: 21,
  },
  {
    type: 'Expense',
    company: 'Bluebird Ventures',
    counterparty: 'Cooley LLP',
    description: 'Legal review — SAFE round',
    category: 'Legal',
    amount: '4200.00',
    daysAgo: 60,
  },
  {
    type: 'Order',
    company: 'Northwind Studio',
    counterparty: 'Dell Technologies',
    description: 'Order #DL-55120 — two workstations',
    category: 'Equipment',
    amount: '3899.98',
    daysAgo: 27,
  },
  {
    type: 'Order',
    company: 'Bluebird Ventures',
    counterparty: 'Staples',
    description: 'Office supplies order',
    category: 'Office',
    amount: '212.45',
    daysAgo: 3,
  },
  {
    type: 'Revenue',
    company: 'Bluebird Ventures',
    counterparty: 'Hooli',
    description: 'Advisory fee, H2',
    category: 'Advisory',
    amount: '15000.00',
    daysAgo: 120,
    lastYear: true,
  },
  {
    type: 'Expense',
    company: 'Acme Analytics',
    counterparty: 'Gusto',
    description: 'Payroll service, December',
    category: 'Payroll',
    amount: '149.00',
    daysAgo: 20,
    lastYear: true,
  },
  {
    type: 'Invoice',
    company: 'Northwind Studio',
    counterparty: 'Wayne Enterprises',
    description: 'Invoice #NW-171 — annual report design',
    category: 'Receivables',
    amount: '8800.00',
    daysAgo: 45,
    lastYear: true,
  },
];

/** Demo dates: `daysAgo` before today, kept inside this year (or last year's for the last-year rows). */
function demoDate(daysAgo: number, lastYear: boolean, now: Date): Date {
  const year = now.getUTCFullYear();
  if (lastYear) return new Date(Date.UTC(year - 1, 11, 31, 12) - daysAgo * 86_400_000);
  const noonToday = Date.UTC(year, now.getUTCMonth(), now.getUTCDate(), 12);
  return new Date(Math.max(noonToday - daysAgo * 86_400_000, Date.UTC(year, 0, 1, 12)));
}

export function createTransactionsService(prisma: PrismaClient, d: { mail: Pick<MailService, 'headersOf'> }) {
  async function requireOwned(userId: string, id: string) {
    const t = await prisma.transaction.findFirst({ where: { id, userId } });
    if (!t) throw new NotFoundError('Transaction not found');
    return t;
  }

  return {
    requireOwned,

    /**
     * Analysis: the email's transaction becomes `mined` (none when null). Rows the user
     * corrected stay as they are, and then no second row is added next to them.
     */
    /** The user's real (not demo) transactions of one type dated in (after, until], newest first. */
    dated: (userId: string, type: string, after: Date, until: Date, take: number) =>
      prisma.transaction.findMany({ where: { userId, isDemo: false, type, date: { gt: after, lte: until } }, orderBy: { date: 'desc' }, take }),

    /**
     * Their emails' stand-in company got its name: the transactions the analysis made from them take it (not ones
     * the user edited: their stamps differ, and this raw update leaves updatedAt alone).
     */
    async renameCompanyOfEmails(tx: Prisma.TransactionClient, emailIds: string[], standIn: string, name: string) {
      if (!emailIds.length) return 0;
      return tx.$executeRaw`
        UPDATE "Transaction" SET "company" = ${name}
        WHERE "emailId" IN (${Prisma.join(emailIds)}) AND "company" = ${standIn} AND "createdAt" = "updatedAt"`;
    },

    async replaceForEmail(tx: Prisma.TransactionClient, email: { id: string; userId: string; subject: string }, mined: Mined | null, company: string | null) {
      const existing = await tx.transaction.findMany({
        where: { emailId: email.id, userId: email.userId, isDemo: false },
        select: { id: true, createdAt: true, updatedAt: true },
      });
      const kept = existing.filter(isUserEdited);
      const replaced = existing.filter((t) => !isUserEdited(t));
      if (replaced.length) await tx.transaction.deleteMany({ where: { id: { in: replaced.map((t) => t.id) } } });
      if (!mined || kept.length) return null;
      const now = new Date(); // one clock for both stamps: equal stamps mark an analysis row
      return tx.transaction.create({
        data: {
          userId: email.userId,
          emailId: email.id,
          type: mined.type,
          company: company ?? mined.counterparty ?? '',
          counterparty: mined.counterparty,
          description: email.subject.slice(0, 300),
          amount: mined.amount,
          currency: mined.currency,
          rawAmount: mined.rawAmount,
          date: mined.date,
          createdAt: now,
          updatedAt: now,
        },
      });
    },

    /** One page, newest first. */
    list(userId: string, filter: TransactionFilter, page: { limit?: number; offset?: number } = {}) {
      return prisma.transaction.findMany({
        where: transactionWhere(userId, filter),
        orderBy: TRANSACTION_ORDER,
        take: page.limit ?? 500,
        skip: page.offset ?? 0,
      });
    },

    count: (userId: string, filter: TransactionFilter) => prisma.transaction.count({ where: transactionWhere(userId, filter) }),

    /** Distinct non-empty company names, sorted for people (case-insensitive). */
    async companies(userId: string) {
      const rows = await prisma.transaction.findMany({ where: { userId, company: { not: '' } }, distinct: ['company'], select: { company: true } });
      return rows.map((r) => r.company).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
    },

    /** Years that have at least one transaction, newest first. */
    async years(userId: string) {
      const rows = await prisma.$queryRaw<
        { year: number }[]
      >`SELECT DISTINCT CAST(EXTRACT(YEAR FROM "date") AS INTEGER) AS "year" FROM "Transaction" WHERE "userId" = ${userId} ORDER BY 1 DESC`;
      return rows.map((r) => Number(r.year));
    },

    /** One row per type (all four, in order): exact total as a decimal string, and the count. */
    async summary(userId: string, filter: TransactionFilter) {
      const groups = await prisma.transaction.groupBy({
        by: ['type'],
        where: transactionWhere(userId, { year: filter.year, company: filter.company }),
        _sum: { amount: true },
        _count: { _all: true },
      });
      return TRANSACTION_TYPES.map((type) => {
        const g = groups.find((r) => r.type === type);
        return { type, total: (g?._sum.amount ?? new Prisma.Decimal(0)).toFixed(2), count: g?._count._all ?? 0 };
      });
    },

    /** A correction by the user; the row then belongs to the user and survives re-analysis. */
    async update(userId: string, id: string, input: unknown): Promise<Transaction> {
      const row = await requireOwned(userId, id);
      const parsed = updateInput.safeParse(withoutNulls(input ?? {}));
      const errors = parsed.success ? [] : parsed.error.issues.map((i) => ({ name: String(i.path[0] ?? 'input'), message: i.message }));
      let amount: string | undefined;
      if (parsed.success && parsed.data.amount !== undefined) {
        const a = parseAmount(parsed.data.amount);
        if (a.ok) amount = a.value;
        else errors.push({ name: 'amount', message: a.message });
      }
      if (!parsed.success || errors.length) throw ValidationError.fromFields(errors);
      const { type, company, category, description, date } = parsed.data;
      const data: Prisma.TransactionUpdateInput = {
        ...(type !== undefined ? { type } : {}),
        ...(amount !== undefined ? { amount } : {}),
        ...(company !== undefined ? { company } : {}),
        ...(category !== undefined ? { category: category || null } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(date !== undefined ? { date } : {}),
      };
      if (!Object.keys(data).length) return row;
      // The user-owned mark (isUserEdited): updatedAt clear of createdAt even for an edit in the first second.
      data.updatedAt = new Date(Math.max(Date.now(), row.createdAt.getTime() + 2 * USER_EDIT_MARGIN_MS));
      return prisma.transaction.update({ where: { id: row.id }, data });
    },

    async remove(userId: string, id: string) {
      const row = await requireOwned(userId, id);
      await prisma.transaction.delete({ where: { id: row.id } });
      return row;
    },

    /** DEMO DATA: only while the user has no transactions at all. */
    async createDemo(userId: string, now = new Date()) {
      return prisma.$transaction(async (tx) => {
        if (await tx.transaction.count({ where: { userId } })) {
          throw new ValidationError('Demo data can only be created while you have no transactions.');
        }
        const rows = DEMO.map((d) => ({
          userId,
          type: d.type,
          company: d.company,
          counterparty: d.counterparty,
          description: d.description,
          category: d.category,
          amount: d.amount,
          currency: 'USD',
          rawAmount: formatMoney(d.amount),
          date: demoDate(d.daysAgo, !!d.lastYear, now),
          isDemo: true,
        }));
        await tx.transaction.createMany({ data: rows });
        return rows.length;
      });
    },

    /** CSV for tax preparation: the filtered rows, oldest first, RFC 4180 (CRLF, quoted where needed). */
    async exportCsv(userId: string, filter: TransactionFilter, appUrl: string) {
      const lines = [CSV_COLUMNS.join(',')];
      let cursor: string | undefined;
      for (;;) {
        const page = await prisma.transaction.findMany({
          where: transactionWhere(userId, filter),
          orderBy: [{ date: 'asc' }, { id: 'asc' }],
          take: 1000,
          ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        });
        const emails = await d.mail.headersOf(page.map((t) => t.emailId));
        for (const t of page) {
          const email = t.emailId ? emails.get(t.emailId) : undefined;
          lines.push(
            [
              t.date.toISOString().slice(0, 10),
              t.type,
              safeText(t.company),
              safeText(t.counterparty),
              safeText(t.description),
              t.amount.toFixed(2),
              t.currency,
              safeText(email?.subject),
              t.emailId ? `${appUrl}/mine?email=${encodeURIComponent(t.emailId)}` : '',
            ]
              .map(csvField)
              .join(','),
          );
        }
        if (page.length < 1000) break;
        cursor = page.at(-1)!.id;
      }
      return lines.join('\r\n') + '\r\n';
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
