// Contact intelligence, derived from the user's own mail (never sample data).
//
// recompute(userId) reads the mail once, a range of whole threads at a time (keyset on the
// thread id, ~2,000 compact rows per page: addresses, times, subject, category, three
// headers — never bodies), folds every message into one accumulator per counterpart
// address, adds the commitments (one grouped SQL query), scores each relationship
// (contacts.metrics.ts) and writes everything in one transaction: a batched upsert per
// address and a delete of the addresses no longer present. 100k emails: ~2 s on
// PostgreSQL, ~7 s on the embedded database; memory is bounded by the contacts, not the mail.
//
// Who is a contact: the sender of a message the user received (bulk mail — List-Unsubscribe,
// Precedence bulk/list/junk, Auto-Submitted — is not an interaction), and every To/Cc/Bcc
// recipient of a message the user sent. The user's own addresses (sign-in email, connected
// non-imported account emails, settings aliases) and machine addresses (no-reply, bounces,
// mailer-daemon, notifications) are never contacts; mail from an own address is sent mail.
// A sender who only ever sent bulk mail therefore never becomes one.
//
// Freshness: every row of a recompute carries the recompute's start time as updatedAt, so
// max(updatedAt) is "computed at". A periodic sweep (every 10 minutes) queues
// 'contacts.recompute' (keyed per user) for users whose mail was analysed, or whose
// commitments changed, after that — once their analysis jobs have settled. Every read
// also checks (cheaply: syncs, commitments, the newest mail) and recomputes a small
// mailbox at once, or queues the job for a large one and serves the rows it has.
//
// Module boundaries: contacts are a read model of the mail. The recompute's paged scan of Email,
// its grouped commitment counts and the freshness checks (Email, Commitment, SyncRun) are raw read
// statements over those tables, where the owning services would cost a query per thread or per
// contact; the only table written is Contact.
import type { PrismaClient } from '../../db/generated/client.ts';
import { Prisma } from '../../db/generated/client.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { ANALYSIS_QUEUE } from '../analysis/analysis.queue.ts';
import type { ViewerProfiles } from '../users/viewer.ts';
import {
  cleanName,
  isAddress,
  isAutomatedAddress,
  isBulkHeaders,
  medianMinutes,
  relationshipScore,
  replyGaps,
  subjectKeywords,
  topTopics,
  type ThreadMessage,
} from './contacts.metrics.ts';

export const CONTACTS_QUEUE = 'contacts.recompute';
export const CONTACTS_SWEEP_QUEUE = 'contacts.sweep';
const SWEEP_INTERVAL_MS = 10 * 60_000;
/** Emails read per page of the recompute. */
const EMAIL_PAGE = 2000;
/** Threads listed per step of the recompute. */
const THREAD_PAGE_SIZE = 5000;
/** Contact rows written per statement. */
const WRITE_BATCH = 500;
/** Mailboxes up to this size are recomputed inline when a read finds them stale. */
const INLINE_LIMIT = 5000;

export type Freshness = 'fresh' | 'recomputed' | 'queued';

export const CONTACT_SORTS = ['score', 'recent', 'name'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

export type ContactListArgs = { first?: number | null; after?: string | null; sort?: ContactSort | null; search?: string | null };

export type ContactSummary = { totalPromises: number; followUps: number; averageRelationship: number; contactCount: number; computedAt: Date | null };

type Address = { name?: string; email?: string };

type MailRow = {
  id: string;
  threadId: string;
  receivedAt: Date;
  sent: boolean;
  from: string | null;
  fromName: string | null;
  recipients: Address[] | null;
  subject: string;
  category: string | null;
  listUnsubscribe: boolean;
  precedence: string | null;
  autoSubmitted: string | null;
};

type Acc = {
  email: string;
  name: string | null;
  nameAt: number;
  sent: number;
  received: number;
  last: number;
  gaps: number[];
  categories: Map<string, number>;
  keywords: Map<string, { n: number; at: number }>;
  made: number;
  promised: number;
  followUps: number;
};

export type ContactRow = {
  email: string;
  name: string | null;
  lastInteractionAt: Date | null;
  totalEmails: number;
  sentEmails: number;
  receivedEmails: number;
  promisesMade: number;
  promisesReceived: number;
  followUps: number;
  avgResponseMinutes: number | null;
  topics: string[];
  relationshipScore: number;
};

const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v).replace(' ', 'T') + (/[zZ]|[+-]\d\d:?\d\d$/.test(String(v)) ? '' : 'Z'));

/** The Prisma filter of a contact list (GraphQL and REST share it). */
export function contactWhere(userId: string, search?: string | null): Prisma.ContactWhereInput {
  const q = search?.trim();
  if (!q) return { userId };
  return {
    userId,
    OR: [{ name: { contains: q, mode: 'insensitive' } }, { email: { contains: q, mode: 'insensitive' } }, { topics: { has: q.toLowerCase() } }],
  };
}

/** Orders of the list; the id last keeps cursors stable. */
export function contactOrder(sort: ContactSort = 'score'): Prisma.ContactOrderByWithRelationInput[] {
  switch (sort) {
    case 'recent':
      return [{ lastInteractionAt: { sort: 'desc', nulls: 'last' } }, { relationshipScore: 'desc' }, { id: 'asc' }];
    case 'name':
      return [{ name: { sort: 'asc', nulls: 'last' } }, { email: 'asc' }, { id: 'asc' }];
    default:
      return [{ relationshipScore: 'desc' }, { lastInteractionAt: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }];
  }
}

export function createContactsService(d: {
  prisma: PrismaClient;
  jobs: JobQueue;
  logger: Logger;
  viewers: ViewerProfiles;
  /** Page sizes (tests use tiny ones to cross every page boundary). */
  paging?: { emails?: number; threads?: number };
}) {
  const { prisma } = d;
  const PAGE_SIZE = d.paging?.emails ?? EMAIL_PAGE;
  const THREAD_PAGE = d.paging?.threads ?? THREAD_PAGE_SIZE;
  /** Recomputes in flight in this process, per user (a read and the job share one). */
  const running = new Map<string, Promise<number>>();
  /** When this process last computed a user whose mail gave no contacts (no row carries the time). */
  const computedEmpty = new Map<string, Date>();
  /** One freshness check per user at a time (the screen asks for the list and the summary at once). */
  const checking = new Map<string, Promise<Freshness>>();
  let lastSweep: Date | null = null;

  /**
   * The next threads after `after` (by id) with their message counts, from the (userId, threadId)
   * index alone: a page of mail is then a contiguous range of whole threads.
   */
  function threadPage(userId: string, after: string | null) {
    return prisma.$queryRaw<{ threadId: string; n: number }[]>`
      SELECT "threadId", count(*)::int AS n FROM "Email"
      WHERE "userId" = ${userId} ${after === null ? Prisma.empty : Prisma.sql`AND "threadId" > ${after}`}
      GROUP BY "threadId" ORDER BY "threadId" LIMIT ${THREAD_PAGE}`;
  }

  /** The compact rows of every message in threads first..last (inclusive), ordered by thread then time. */
  async function mailRange(userId: string, own: string[], first: string, last: string): Promise<MailRow[]> {
    const rows = await prisma.$queryRaw<(Omit<MailRow, 'receivedAt'> & { receivedAt: unknown })[]>`
      SELECT e.id, e."threadId", e."receivedAt", s.sent,
        lower(e."fromAddress") AS "from", e."fromName",
        CASE WHEN s.sent
          THEN (CASE WHEN jsonb_typeof(e."to") = 'array' THEN e."to" ELSE '[]'::jsonb END)
            || (CASE WHEN jsonb_typeof(e.cc) = 'array' THEN e.cc ELSE '[]'::jsonb END)
            || (CASE WHEN jsonb_typeof(e.bcc) = 'array' THEN e.bcc ELSE '[]'::jsonb END)
        END AS recipients,
        e.subject, e.category,
        (e.headers->>'list-unsubscribe') IS NOT NULL AS "listUnsubscribe",
        e.headers->>'precedence' AS precedence,
        e.headers->>'auto-submitted' AS "autoSubmitted"
      FROM "Email" e
      CROSS JOIN LATERAL (SELECT e."isSent" OR lower(e."fromAddress") = ANY(${own}::text[]) AS sent) s
      WHERE e."userId" = ${userId} AND NOT e."isDeleted" AND e."threadId" >= ${first} AND e."threadId" <= ${last}
      ORDER BY e."threadId", e."receivedAt", e.id`;
    return rows.map((r) => ({ ...r, receivedAt: toDate(r.receivedAt)! }));
  }

  /** Derives every contact of the user from their mail and commitments (no writes). */
  async function derive(userId: string, now = new Date()): Promise<ContactRow[]> {
    const ownList = (await d.viewers.load(userId)).addresses;
    const own = new Set(ownList);
    // Replies repeat their thread's subject: its keywords are worked out once.
    const keywordCache = new Map<string, string[]>();
    const keywordsOf = (subject: string) => {
      let k = keywordCache.get(subject);
      if (!k) {
        if (keywordCache.size > 20_000) keywordCache.clear();
        keywordCache.set(subject, (k = subjectKeywords(subject)));
      }
      return k;
    };
    const accs = new Map<string, Acc>();
    const counts = (email: string): Acc => {
      let a = accs.get(email);
      if (!a) {
        a = {
          email,
          name: null,
          nameAt: -Infinity,
          sent: 0,
          received: 0,
          last: -Infinity,
          gaps: [],
          categories: new Map(),
          keywords: new Map(),
          made: 0,
          promised: 0,
          followUps: 0,
        };
        accs.set(email, a);
      }
      return a;
    };
    const counterpart = (address: string | null | undefined): string | null => {
      const a = (address ?? '').trim().toLowerCase();
      return a && isAddress(a) && !own.has(a) && !isAutomatedAddress(a) ? a : null;
    };

    const foldThread = (rows: MailRow[]) => {
      const timeline: ThreadMessage[] = [];
      const threadKeywords = new Map<string, Set<string>>();
      for (const r of rows) {
        const at = r.receivedAt.getTime();
        const who: { email: string; name: string | null }[] = [];
        if (r.sent) {
          timeline.push({ at: r.receivedAt, sent: true, from: null });
          const seen = new Set<string>();
          for (const p of r.recipients ?? []) {
            const email = counterpart(p?.email);
            if (!email || seen.has(email)) continue;
            seen.add(email);
            who.push({ email, name: cleanName(p?.name, email) });
          }
          for (const w of who) counts(w.email).sent++;
        } else {
          const bulk =
            (r.listUnsubscribe || r.precedence !== null || r.autoSubmitted !== null) &&
            isBulkHeaders({
              'list-unsubscribe': r.listUnsubscribe ? '1' : undefined,
              precedence: r.precedence ?? undefined,
              'auto-submitted': r.autoSubmitted ?? undefined,
            });
          const email = bulk ? null : counterpart(r.from);
          timeline.push({ at: r.receivedAt, sent: false, from: email });
          if (email) {
            who.push({ email, name: cleanName(r.fromName, email) });
            counts(email).received++;
          }
        }
        if (!who.length) continue;
        const keywords = keywordsOf(r.subject.replace(/^\s*((re|fw|fwd|aw|wg|sv|tr|antw)(\[\d+\])?\s*:\s*)+/i, ''));
        const category = r.category?.trim().toLowerCase() || null;
        for (const w of who) {
          const a = counts(w.email);
          if (at > a.last) a.last = at;
          if (w.name && at >= a.nameAt) {
            a.name = w.name;
            a.nameAt = at;
          }
          if (category) a.categories.set(category, (a.categories.get(category) ?? 0) + 1);
          let set = threadKeywords.get(w.email);
          if (!set) threadKeywords.set(w.email, (set = new Set()));
          for (const k of keywords) {
            // Counted once per thread: a 30-message thread is one conversation about it.
            if (!set.has(k)) {
              set.add(k);
              const cur = a.keywords.get(k);
              a.keywords.set(k, { n: (cur?.n ?? 0) + 1, at: Math.max(cur?.at ?? 0, at) });
            } else {
              const cur = a.keywords.get(k)!;
              cur.at = Math.max(cur.at, at);
            }
          }
        }
      }
      for (const g of replyGaps(timeline)) accs.get(g.from)?.gaps.push(g.minutes);
    };

    // Page through the mail a range of whole threads at a time (~PAGE_SIZE messages; a
    // bigger thread is a page of its own), keyed on the thread id: memory stays bounded.
    let after: string | null = null;
    for (;;) {
      const threads = await threadPage(userId, after);
      if (!threads.length) break;
      let start = 0;
      while (start < threads.length) {
        let end = start;
        let n = threads[start]!.n;
        while (end + 1 < threads.length && n + threads[end + 1]!.n <= PAGE_SIZE) n += threads[++end]!.n;
        const rows = await mailRange(userId, ownList, threads[start]!.threadId, threads[end]!.threadId);
        let thread: MailRow[] = [];
        for (const r of rows) {
          if (thread.length && thread[0]!.threadId !== r.threadId) {
            foldThread(thread);
            thread = [];
          }
          thread.push(r);
        }
        if (thread.length) foldThread(thread);
        start = end + 1;
      }
      if (threads.length < THREAD_PAGE) break;
      after = threads.at(-1)!.threadId;
    }

    // Commitments, grouped by the party on each side (an address, or a name as written).
    const sides = await prisma.$queryRaw<{ who: string; made: number; promised: number; followUps: number }[]>`
      SELECT who,
        count(*) FILTER (WHERE side = 'to' AND type = 'promise_made')::int AS made,
        count(*) FILTER (WHERE side = 'by' AND type = 'promise_received')::int AS promised,
        count(DISTINCT id) FILTER (WHERE type IN ('action_item', 'deadline') AND status IN ('open', 'in_progress', 'overdue'))::int AS "followUps"
      FROM (
        SELECT c.id, c.type::text AS type, c.status::text AS status, lower(trim(c."owedBy")) AS who, 'by' AS side FROM "Commitment" c WHERE c."userId" = ${userId} AND c.status <> 'cancelled'
        UNION ALL
        SELECT c.id, c.type::text, c.status::text, lower(trim(c."owedTo")), 'to' FROM "Commitment" c WHERE c."userId" = ${userId} AND c.status <> 'cancelled'
      ) s
      WHERE who IS NOT NULL AND who <> ''
      GROUP BY who`;
    // A party written as a name ("Priya Shah") matches the one contact of that name.
    const byName = new Map<string, string | null>();
    for (const a of accs.values()) {
      const n = a.name?.toLowerCase();
      if (n) byName.set(n, byName.has(n) && byName.get(n) !== a.email ? null : a.email);
    }
    for (const s of sides) {
      const address = s.who.match(/[^\s<>"]+@[^\s<>"]+/)?.[0]?.toLowerCase();
      const email = address ? (accs.has(address) ? address : null) : (byName.get(s.who) ?? null);
      if (!email) continue;
      const a = accs.get(email)!;
      a.made += s.made;
      a.promised += s.promised;
      a.followUps += s.followUps;
    }

    const out: ContactRow[] = [];
    for (const a of accs.values()) {
      const avgResponseMinutes = medianMinutes(a.gaps);
      const lastInteractionAt = Number.isFinite(a.last) ? new Date(a.last) : null;
      out.push({
        email: a.email,
        name: a.name,
        lastInteractionAt,
        totalEmails: a.sent + a.received,
        sentEmails: a.sent,
        receivedEmails: a.received,
        promisesMade: a.made,
        promisesReceived: a.promised,
        followUps: a.followUps,
        avgResponseMinutes,
        topics: topTopics({ categories: a.categories, keywords: a.keywords }),
        relationshipScore: relationshipScore({ sent: a.sent, received: a.received, lastInteractionAt, responseMinutes: avgResponseMinutes }, now),
      });
    }
    return out;
  }

  /** Writes the derived rows (stamped with the start time) and deletes the addresses that are gone, in one transaction. */
  async function write(userId: string, rows: ContactRow[], startedAt: Date) {
    const stamp = startedAt.toISOString();
    await prisma.$transaction(
      async (tx) => {
        for (let i = 0; i < rows.length; i += WRITE_BATCH) {
          const batch = rows.slice(i, i + WRITE_BATCH).map((r) => ({
            email: r.email,
            name: r.name,
            last: r.lastInteractionAt?.toISOString() ?? null,
            total: r.totalEmails,
            made: r.promisesMade,
            promised: r.promisesReceived,
            follow: r.followUps,
            resp: r.avgResponseMinutes,
            topics: r.topics,
            score: r.relationshipScore,
          }));
          await tx.$executeRaw`
            INSERT INTO "Contact" (id, "userId", email, name, "lastInteractionAt", "totalEmails", "promisesMade", "promisesReceived", "followUps", "avgResponseMinutes", topics, "relationshipScore", "updatedAt")
            SELECT gen_random_uuid()::text, ${userId}, x.email, x.name, x.last::timestamp(3), x.total, x.made, x.promised, x.follow, x.resp,
              ARRAY(SELECT jsonb_array_elements_text(x.topics)), x.score, ${stamp}::timestamp(3)
            FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
              AS x(email text, name text, last text, total int, made int, promised int, follow int, resp int, topics jsonb, score int)
            ON CONFLICT ("userId", email) DO UPDATE SET
              name = EXCLUDED.name, "lastInteractionAt" = EXCLUDED."lastInteractionAt", "totalEmails" = EXCLUDED."totalEmails",
              "promisesMade" = EXCLUDED."promisesMade", "promisesReceived" = EXCLUDED."promisesReceived", "followUps" = EXCLUDED."followUps",
              "avgResponseMinutes" = EXCLUDED."avgResponseMinutes", topics = EXCLUDED.topics, "relationshipScore" = EXCLUDED."relationshipScore",
              "updatedAt" = EXCLUDED."updatedAt"`;
        }
        await tx.$executeRaw`DELETE FROM "Contact" WHERE "userId" = ${userId} AND "updatedAt" < ${stamp}::timestamp(3)`;
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
  }

  /** Recomputes the user's contacts; concurrent calls for one user share one run. Resolves to the number of contacts. */
  function recompute(userId: string): Promise<number> {
    const inFlight = running.get(userId);
    if (inFlight) return inFlight;
    const run = (async () => {
      const startedAt = new Date();
      const t0 = performance.now();
      const rows = await derive(userId, startedAt);
      await write(userId, rows, startedAt);
      if (rows.length) computedEmpty.delete(userId);
      else computedEmpty.set(userId, startedAt);
      d.logger.debug('contacts recomputed', { userId, contacts: rows.length, ms: Math.round(performance.now() - t0) });
      return rows.length;
    })().finally(() => running.delete(userId));
    running.set(userId, run);
    return run;
  }

  /**
   * When the contacts were computed, and the latest activity that could change them: a
   * sync or import (started or finished), a commitment changing, the analysis of recent
   * mail. Every part reads an index or a small table, so a read can afford it; older mail
   * re-analysed later is the periodic sweep's to notice.
   */
  async function freshness(userId: string) {
    const [row] = await prisma.$queryRaw<{ computed: unknown; synced: unknown; committed: unknown; analysed: unknown; hasMail: boolean }[]>`
      SELECT
        (SELECT max("updatedAt") FROM "Contact" WHERE "userId" = ${userId}) AS computed,
        (SELECT max(COALESCE("finishedAt", "startedAt")) FROM "SyncRun" WHERE "userId" = ${userId}) AS synced,
        (SELECT max("updatedAt") FROM "Commitment" WHERE "userId" = ${userId}) AS committed,
        (SELECT max(r."analyzedAt") FROM (SELECT "analyzedAt" FROM "Email" WHERE "userId" = ${userId} ORDER BY "receivedAt" DESC LIMIT 200) r) AS analysed,
        EXISTS (SELECT 1 FROM "Email" WHERE "userId" = ${userId}) AS "hasMail"`;
    const stored = toDate(row?.computed);
    const empty = computedEmpty.get(userId) ?? null;
    const computedAt = stored && empty ? (stored > empty ? stored : empty) : (stored ?? empty);
    const times = [toDate(row?.synced), toDate(row?.committed), toDate(row?.analysed)].filter((t): t is Date => !!t);
    const activityAt = times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
    return { computedAt, activityAt, hasMail: !!row?.hasMail };
  }

  /** Whether the user has more than `limit` emails (stops counting there). */
  async function largerThan(userId: string, limit: number) {
    const [row] = await prisma.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM (SELECT 1 FROM "Email" WHERE "userId" = ${userId} LIMIT ${limit + 1}) s`;
    return (row?.n ?? 0) > limit;
  }

  const service = {
    recompute,
    derive,

    /**
     * Called by every read: stale or missing contacts of a mailbox up to INLINE_LIMIT
     * emails are computed now; a larger one is queued ('queued': the rows served may lag,
     * and the screen asks refreshContacts to wait for it).
     */
    async ensureFresh(userId: string): Promise<Freshness> {
      const pending = checking.get(userId);
      if (pending) return pending;
      const check = (async (): Promise<Freshness> => {
        const f = await freshness(userId);
        const stale = f.computedAt ? !!f.activityAt && f.activityAt > f.computedAt : f.hasMail;
        if (!stale) return 'fresh';
        if (!(await largerThan(userId, INLINE_LIMIT))) {
          await recompute(userId);
          return 'recomputed';
        }
        await d.jobs.enqueue(CONTACTS_QUEUE, { userId }, { key: userId });
        return 'queued';
      })().finally(() => checking.delete(userId));
      checking.set(userId, check);
      return check;
    },

    /** Queues a background recompute (keyed per user: queued at most once at a time). */
    enqueue(userId: string) {
      return d.jobs.enqueue(CONTACTS_QUEUE, { userId }, { key: userId });
    },

    /** A page of contacts: `first` (1–200, default 50) after the contact id `after`. */
    async list(userId: string, args: ContactListArgs = {}) {
      const first = Math.min(Math.max(Math.trunc(args.first ?? 50), 1), 200);
      const where = contactWhere(userId, args.search);
      const after = args.after ? await prisma.contact.findFirst({ where: { id: args.after, userId }, select: { id: true } }) : null;
      const rows = await prisma.contact.findMany({
        where,
        orderBy: contactOrder(args.sort ?? 'score'),
        take: first + 1,
        ...(after ? { cursor: { id: after.id }, skip: 1 } : {}),
      });
      const contacts = rows.slice(0, first);
      return { contacts, hasNextPage: rows.length > first, endCursor: contacts.at(-1)?.id ?? null };
    },

    count: (userId: string, search?: string | null) => prisma.contact.count({ where: contactWhere(userId, search) }),

    /** The four tiles: promises both ways, follow-ups, the average score (rounded), the number of contacts. */
    async summary(userId: string): Promise<ContactSummary> {
      const a = await prisma.contact.aggregate({
        where: { userId },
        _sum: { promisesMade: true, promisesReceived: true, followUps: true },
        _avg: { relationshipScore: true },
        _count: { _all: true },
        _max: { updatedAt: true },
      });
      return {
        totalPromises: (a._sum.promisesMade ?? 0) + (a._sum.promisesReceived ?? 0),
        followUps: a._sum.followUps ?? 0,
        averageRelationship: Math.round(a._avg.relationshipScore ?? 0),
        contactCount: a._count._all,
        computedAt: a._max.updatedAt ?? computedEmpty.get(userId) ?? null,
      };
    },

    /**
     * Users whose mail was analysed, or whose commitments changed, after their contacts
     * were computed. Looks only at activity since the previous sweep (a day back on a
     * fresh process), so a sweep costs one pass over recent rows, not over all mail.
     */
    async staleUsers(since: Date): Promise<string[]> {
      const rows = await prisma.$queryRaw<{ userId: string; at: unknown }[]>`
        SELECT a."userId", max(a.at) AS at FROM (
          SELECT "userId", max("analyzedAt") AS at FROM "Email" WHERE "analyzedAt" > ${since.toISOString()}::timestamp(3) GROUP BY "userId"
          UNION ALL
          SELECT "userId", max("updatedAt") FROM "Commitment" WHERE "updatedAt" > ${since.toISOString()}::timestamp(3) GROUP BY "userId"
        ) a
        GROUP BY a."userId"
        HAVING max(a.at) > COALESCE((SELECT max(c."updatedAt") FROM "Contact" c WHERE c."userId" = a."userId"), '-infinity'::timestamp)`;
      // Analysis still running for them: the next sweep, once it has settled.
      const busy = await d.jobs.busyOwners(
        ANALYSIS_QUEUE,
        rows.map((r) => r.userId),
      );
      // A user whose mail gave no contacts has no row to carry the time: this process remembers it.
      return rows
        .filter((r) => !busy.has(r.userId))
        .filter((r) => {
          const empty = computedEmpty.get(r.userId);
          const at = toDate(r.at);
          return !empty || !at || at > empty;
        })
        .map((r) => r.userId);
    },

    /** Queues a recompute for each stale user. */
    async sweep(now = new Date()) {
      const since = lastSweep ? new Date(lastSweep.getTime() - 60_000) : new Date(now.getTime() - 86_400_000);
      const users = await service.staleUsers(since);
      for (const userId of users) await d.jobs.enqueue(CONTACTS_QUEUE, { userId }, { key: userId });
      lastSweep = now;
      return users.length;
    },

    registerJobs() {
      d.jobs.handle(CONTACTS_QUEUE, async (p: { userId: string }) => void (await recompute(p.userId)), { concurrency: 2 });
      d.jobs.handle(CONTACTS_SWEEP_QUEUE, async () => {
        const n = await service.sweep();
        if (n) d.logger.info(`contacts: ${n} user(s) queued for a recompute`);
      });
      d.jobs.every(CONTACTS_SWEEP_QUEUE, SWEEP_INTERVAL_MS);
    },
  };
  return service;
}

export type ContactsService = ReturnType<typeof createContactsService>;
