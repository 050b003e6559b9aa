// The mail lists' one query: which of the user's emails a list shows, in which order,
// one page at a time. The mine (nuggets, sludge, all), the enhanced and management
// lists, the per-account and per-venture views, GraphQL and REST all read through it,
// so search, filters, labels and order are applied by the database over all of the
// user's mail, never over a first page of it.
//
// A page is keyset-paginated from a cursor row: the rows strictly after it in the list's
// order (id breaks every tie), so paging never skips or repeats a row while mail arrives,
// and a page costs one index range scan however deep it is. Search uses the full-text
// vector that Ask Nugget uses ("Email"."searchVector", GIN-indexed), so a word in the
// oldest mail is found as surely as one in today's.
import { Prisma } from '../../db/generated/client.ts';
import { ValidationError } from '../../platform/errors.ts';

export const EMAIL_SORTS = ['date_desc', 'date_asc', 'priority', 'sender', 'subject'] as const;
export type EmailSort = (typeof EMAIL_SORTS)[number];

export const MAIL_VIEWS = ['all', 'nuggets', 'sludge'] as const;
export type MailView = (typeof MAIL_VIEWS)[number];

/** Spec §9: high priority is a score of 70 or above, whatever the user's nugget threshold. */
export const HIGH_PRIORITY_SCORE = 70;
export const MAX_SEARCH_LENGTH = 500;
const MAX_LABELS = 50;
const MAX_VENTURE_LENGTH = 200;

/** What a mail list shows. Every field narrows; none given means all of the user's mail that is not deleted. */
export type MailListQuery = {
  /** nuggets: analysed mail scoring at or above `threshold`; sludge: analysed mail below it. */
  view?: MailView | null;
  /** The user's nugget threshold (needed by the nuggets and sludge views). */
  threshold?: number;
  accountId?: string | null;
  folder?: string | null;
  /** Mail of one venture: held in a mailbox of that venture, or analysed as concerning it. */
  venture?: string | null;
  isRead?: boolean | null;
  isStarred?: boolean | null;
  isArchived?: boolean | null;
  actionRequired?: boolean | null;
  /** nuggetScore ≥ 70 (spec §9). */
  highPriority?: boolean | null;
  hasCommitments?: boolean | null;
  /** Any of these: a label's id, or `category:<name>` for an analysed category. */
  labelIds?: readonly string[] | null;
  /** Words to find (subject, sender, summary, body); quotes, OR and -word as in Ask Nugget. */
  search?: string | null;
  receivedAfter?: Date | null;
  receivedBefore?: Date | null;
};

/** The spec §9 filter names of the enhanced list, as a query. */
export const ENHANCED_FILTERS = ['all', 'unread', 'action_required', 'high_priority', 'has_commitments', 'starred'] as const;
export function enhancedFilterQuery(filter: string): MailListQuery {
  switch (filter) {
    case 'unread':
      return { isRead: false };
    case 'action_required':
      return { actionRequired: true };
    case 'high_priority':
      return { highPriority: true };
    case 'has_commitments':
      return { hasCommitments: true };
    case 'starred':
      return { isStarred: true };
    default:
      return {};
  }
}

export function validateMailQuery(q: MailListQuery): MailListQuery {
  const fields: { name: string; message: string }[] = [];
  if (q.receivedAfter && q.receivedBefore && q.receivedAfter > q.receivedBefore)
    fields.push({ name: 'receivedAfter', message: 'The start of the date range is after its end' });
  if (q.search && q.search.length > MAX_SEARCH_LENGTH) fields.push({ name: 'search', message: `Search is limited to ${MAX_SEARCH_LENGTH} characters` });
  if (q.venture && q.venture.length > MAX_VENTURE_LENGTH)
    fields.push({ name: 'venture', message: `A venture name is at most ${MAX_VENTURE_LENGTH} characters` });
  if (q.labelIds && q.labelIds.length > MAX_LABELS) fields.push({ name: 'labelIds', message: `At most ${MAX_LABELS} labels at once` });
  if ((q.view === 'nuggets' || q.view === 'sludge') && q.threshold === undefined) throw new Error('The nuggets and sludge views need the nugget threshold');
  if (fields.length) throw ValidationError.fromFields(fields);
  return q;
}

// ───────────── order ─────────────

type OrderColumn = { column: string; dir: 'asc' | 'desc'; nullable?: boolean };

/** One order per sort, each ending in id so it is total. Nullable columns sort their nulls last. */
export const EMAIL_ORDER: Record<EmailSort, OrderColumn[]> = {
  date_desc: [
    { column: 'receivedAt', dir: 'desc' },
    { column: 'id', dir: 'desc' },
  ],
  date_asc: [
    { column: 'receivedAt', dir: 'asc' },
    { column: 'id', dir: 'asc' },
  ],
  priority: [
    { column: 'nuggetScore', dir: 'desc', nullable: true },
    { column: 'receivedAt', dir: 'desc' },
    { column: 'id', dir: 'desc' },
  ],
  sender: [
    { column: 'fromAddress', dir: 'asc', nullable: true },
    { column: 'receivedAt', dir: 'desc' },
    { column: 'id', dir: 'asc' },
  ],
  subject: [
    { column: 'subject', dir: 'asc' },
    { column: 'receivedAt', dir: 'desc' },
    { column: 'id', dir: 'asc' },
  ],
};

export const toSort = (s: string | null | undefined): EmailSort => ((EMAIL_SORTS as readonly string[]).includes(String(s)) ? (s as EmailSort) : 'date_desc');

const col = (alias: string, c: string) => Prisma.raw(`${alias}."${c}"`);

/** ORDER BY for an order read forwards, or backwards (a `last`/`before` page). */
function orderBy(order: OrderColumn[], backwards: boolean): Prisma.Sql {
  return Prisma.join(
    order.map((o) => {
      const desc = (o.dir === 'desc') !== backwards;
      // Nulls last forwards means nulls first backwards; a NOT NULL column keeps the default so its index serves the order.
      const nulls = o.nullable ? (backwards ? ' NULLS FIRST' : ' NULLS LAST') : '';
      return Prisma.raw(`e."${o.column}" ${desc ? 'DESC' : 'ASC'}${nulls}`);
    }),
    ', ',
  );
}

/**
 * Rows strictly after the cursor row in the order (read backwards: strictly before it). `c(column)`
 * is the cursor row's value: a scalar subquery the planner runs once, so the leading column's
 * bound starts the index scan at the cursor instead of filtering every row before it.
 */
function afterCursor(order: OrderColumn[], backwards: boolean, c: (column: string) => Prisma.Sql): Prisma.Sql {
  const branches: Prisma.Sql[] = [];
  const equal: Prisma.Sql[] = [];
  for (const o of order) {
    const e = col('e', o.column);
    const v = c(o.column);
    const desc = (o.dir === 'desc') !== backwards;
    const beyond = desc ? Prisma.sql`${e} < ${v}` : Prisma.sql`${e} > ${v}`;
    let after: Prisma.Sql;
    if (!o.nullable) after = beyond;
    else if (!backwards)
      after = Prisma.sql`(${v} IS NOT NULL AND (${beyond} OR ${e} IS NULL))`; // nulls last
    else after = Prisma.sql`((${v} IS NULL AND ${e} IS NOT NULL) OR ${beyond})`; // nulls first
    branches.push(equal.length ? Prisma.sql`(${Prisma.join(equal, ' AND ')} AND ${after})` : after);
    equal.push(o.nullable ? Prisma.sql`${e} IS NOT DISTINCT FROM ${v}` : Prisma.sql`${e} = ${v}`);
  }
  const first = order[0]!;
  // The leading column's bound, redundant but what lets the index start at the cursor.
  const lead = col('e', first.column);
  const bound = first.nullable
    ? []
    : [(first.dir === 'desc') !== backwards ? Prisma.sql`${lead} <= ${c(first.column)}` : Prisma.sql`${lead} >= ${c(first.column)}`];
  return Prisma.sql`(${Prisma.join([...bound, Prisma.sql`(${Prisma.join(branches, ' OR ')})`], ' AND ')})`;
}

// ───────────── conditions ─────────────

/** A timestamp parameter read as UTC whatever the server's TimeZone (columns are timestamp without time zone). */
const at = (d: Date) => Prisma.sql`(CAST(${d.toISOString()} AS timestamptz) AT TIME ZONE 'UTC')`;

/**
 * The words as a tsquery. Plain words must all match, the last one as a prefix, so the list
 * narrows while the user types ("califor" finds California). Quotes, OR or a -word switch to
 * websearch syntax, read as Ask Nugget reads it. Null when nothing searchable is left.
 */
export function searchQuery(text: string): Prisma.Sql | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (/["]|\sOR\s|(^|\s)-[\p{L}\p{N}]/u.test(trimmed)) return Prisma.sql`websearch_to_tsquery('english', ${trimmed})`;
  const words = trimmed
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}@._-]/gu, '').replace(/^[._@-]+|[._@-]+$/g, ''))
    .filter(Boolean);
  if (!words.length) return null;
  const query = words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
  return Prisma.sql`to_tsquery('english', ${query})`;
}

/** The WHERE conditions of a list (alias e = "Email"). */
export function mailConditions(userId: string, q: MailListQuery): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [Prisma.sql`e."userId" = ${userId}`, Prisma.sql`e."isDeleted" = false`];
  if (q.isRead != null) parts.push(Prisma.sql`e."isRead" = ${q.isRead}`);
  if (q.isStarred != null) parts.push(Prisma.sql`e."isStarred" = ${q.isStarred}`);
  if (q.isArchived != null) parts.push(Prisma.sql`e."isArchived" = ${q.isArchived}`);
  if (q.actionRequired != null) parts.push(Prisma.sql`e."actionRequired" = ${q.actionRequired}`);
  if (q.highPriority != null)
    parts.push(q.highPriority ? Prisma.sql`e."nuggetScore" >= ${HIGH_PRIORITY_SCORE}` : Prisma.sql`coalesce(e."nuggetScore", 0) < ${HIGH_PRIORITY_SCORE}`);
  if (q.view === 'nuggets') parts.push(Prisma.sql`e."nuggetScore" >= ${q.threshold!}`);
  if (q.view === 'sludge') parts.push(Prisma.sql`e."nuggetScore" < ${q.threshold!}`);
  // Boundary exception (the commitments and mailboxes tables are read here): conditions of the one page query.
  if (q.hasCommitments != null) {
    parts.push(Prisma.sql`${q.hasCommitments ? Prisma.empty : Prisma.sql`NOT`} EXISTS (SELECT 1 FROM "Commitment" c WHERE c."emailId" = e."id")`);
  }
  if (q.receivedAfter) parts.push(Prisma.sql`e."receivedAt" >= ${at(q.receivedAfter)}`);
  if (q.receivedBefore) parts.push(Prisma.sql`e."receivedAt" < ${at(q.receivedBefore)}`);
  const labelIds = [...new Set(q.labelIds ?? [])];
  if (labelIds.length) {
    const categories = labelIds.filter((l) => l.startsWith('category:')).map((l) => l.slice('category:'.length));
    const labels = labelIds.filter((l) => !l.startsWith('category:'));
    const any: Prisma.Sql[] = [];
    if (categories.length) any.push(Prisma.sql`e."category" IN (${Prisma.join(categories)})`);
    if (labels.length) any.push(Prisma.sql`EXISTS (SELECT 1 FROM "EmailLabel" el WHERE el."emailId" = e."id" AND el."labelId" IN (${Prisma.join(labels)}))`);
    parts.push(Prisma.sql`(${Prisma.join(any, ' OR ')})`);
  }
  if (q.accountId || q.folder) {
    // The mailbox's copies, read once (by its index) rather than probed once per email.
    parts.push(
      Prisma.sql`e."id" IN (SELECT s."emailId" FROM "EmailSource" s WHERE s."userId" = ${userId}${q.accountId ? Prisma.sql` AND s."accountId" = ${q.accountId}` : Prisma.empty}${q.folder ? Prisma.sql` AND s."folder" = ${q.folder}` : Prisma.empty})`,
    );
  }
  const venture = q.venture?.trim();
  if (venture) {
    // As Ask Nugget reads a venture: the mailbox it came through belongs to it, or the analysis says the mail concerns it.
    parts.push(Prisma.sql`(lower(e."company") = lower(${venture}) OR EXISTS (
      SELECT 1 FROM "EmailSource" s JOIN "MailAccount" a ON a."id" = s."accountId"
      WHERE s."emailId" = e."id" AND a."userId" = ${userId} AND lower(a."company") = lower(${venture})))`);
  }
  if (q.search != null) {
    const tsq = searchQuery(q.search);
    if (tsq) parts.push(Prisma.sql`e."searchVector" @@ ${tsq}`);
  }
  return parts;
}

/**
 * The ids of one page (SQL). `take` is the page size plus one (the extra row
 * tells there is a next page); negative, the page ends just before the cursor (`last`/`before`)
 * and its rows come nearest the cursor first. A cursor that is not one of the user's emails gives nothing.
 */
export function pageSql(userId: string, q: MailListQuery, sort: EmailSort, page: { take: number; cursorId?: string | null }): Prisma.Sql {
  const order = EMAIL_ORDER[sort];
  const backwards = page.take < 0;
  const where = mailConditions(userId, q);
  const limit = Math.abs(page.take);
  const cursorId = page.cursorId;
  const conditions = cursorId
    ? [
        ...where,
        // A cursor that is not one of the user's emails gives an empty page.
        Prisma.sql`EXISTS (SELECT 1 FROM "Email" WHERE "id" = ${cursorId} AND "userId" = ${userId})`,
        afterCursor(
          order,
          backwards,
          (column) => Prisma.sql`(SELECT ${Prisma.raw(`"${column}"`)} FROM "Email" WHERE "id" = ${cursorId} AND "userId" = ${userId})`,
        ),
      ]
    : where;
  const body = Prisma.sql`SELECT e."id" FROM "Email" e WHERE ${Prisma.join(conditions, ' AND ')}`;
  // Backwards pages come nearest-first: the caller reverses them into the list's order.
  return Prisma.sql`${body} ORDER BY ${orderBy(order, backwards)} LIMIT ${limit}`;
}

export function countSql(userId: string, q: MailListQuery): Prisma.Sql {
  return Prisma.sql`SELECT count(*)::int AS n FROM "Email" e WHERE ${Prisma.join(mailConditions(userId, q), ' AND ')}`;
}
