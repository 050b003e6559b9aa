// Ask Nugget: full-text search over the user's whole mail memory, then an answer.
//
// Search. "Email"."searchVector" is a weighted tsvector kept by a database trigger
// (subject A, sender B, analysis summary + key points C, body D, configuration 'english'),
// indexed with GIN. The question is parsed (search.parse.ts): people, domains, a venture,
// a time window, commitment and money questions become filters; the rest is matched with
// websearch_to_tsquery (quotes, OR, -exclusion). Every query is scoped to the viewer.
//
// Module boundaries: Ask Nugget is a read model over every domain. Its raw queries read Email,
// EmailSource, MailAccount, Commitment and Transaction directly, each one ranked, joined and
// filtered statement where the owning services would cost a query per hit or per domain; it writes
// only AskQuery. Plain reads by id go through the owning services.
//
// Ranking blends relevance with recency:
//   score = 0.65 · rank / max(rank over the matches) + 0.35 · 0.5^(age in days / 30)
// where rank = ts_rank_cd(searchVector, query, 1): cover density with PostgreSQL's default
// weights (A 1.0, B 0.4, C 0.2, D 0.1, so a subject hit counts ten times a body hit),
// divided by 1 + log(document length) so long mail is not favoured for its length.
// Relevance is normalised to the best match of the question, so the blend does not
// depend on how many words were asked; recency halves every 30 days. Equally relevant
// mail comes newest first; mail from today needs at least 46 % of the best match's
// relevance to outrank a year-old best match (0.65·r + 0.35 > 0.65). Structure-only
// questions ("mail from acme.io last week") are ordered newest first.
//
// Answer. Locally an extractive summary (who said what and when, counts, the top
// commitments with due dates, money totals) and follow-up suggestions; with a model
// configured, the model's answer citing the emails it used as [1], [2] (mapped back
// to email ids), falling back to the local answer if the model fails.
import { Prisma, type AskQuery, type PrismaClient } from '../../db/generated/client.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { parseQuestion, type ParsedQuestion, type Role } from './search.parse.ts';
import type { ViewerProfiles } from '../users/viewer.ts';
import type { MailService } from '../mail/mail.service.ts';

export const MAX_QUERY_LENGTH = 500;
export const RELEVANCE_WEIGHT = 0.65;
export const RECENCY_WEIGHT = 0.35;
export const RECENCY_HALF_LIFE_DAYS = 30;
const OPEN_STATUSES = ['open', 'in_progress', 'overdue'] as const;
/** Categories of mail no person of the user's wrote: phishing/spam, cold outreach and sales, newsletters. */
export const SPAM_CATEGORIES = ['spam', 'promotion', 'newsletter'] as const;
const START_MARK = '\uE000';
const STOP_MARK = '\uE001';

export type EmailHit = {
  id: string;
  subject: string;
  /** The subject, HTML-escaped, with matched words in <mark>. */
  subjectHtml: string;
  /** A fragment of the body around the matches, HTML-escaped apart from <mark> tags. */
  snippetHtml: string;
  fromName: string | null;
  fromAddress: string | null;
  receivedAt: Date;
  company: string | null;
  summary: string | null;
  /** The stored plain-text snippet (the start of the body). */
  snippet: string;
  /** /mine?email=<id> */
  link: string;
  rank: number;
  score: number;
};

export type CommitmentHit = {
  id: string;
  type: string;
  status: string;
  title: string;
  description: string;
  dueDate: Date | null;
  owedBy: string | null;
  owedTo: string | null;
  emailId: string | null;
  emailSubject: string | null;
  emailFrom: string | null;
};

export type TransactionHit = {
  id: string;
  type: string;
  company: string;
  counterparty: string | null;
  description: string;
  amount: string;
  currency: string;
  rawAmount: string | null;
  date: Date;
  emailId: string | null;
};

export type SearchResult = {
  parsed: ParsedQuestion;
  /** How the question was read, one phrase each ("from Priya", "last week (…)"). */
  interpretation: string[];
  emails: EmailHit[];
  totalEmails: number;
  commitments: CommitmentHit[];
  transactions: TransactionHit[];
  moneyTotals: { currency: string; count: number; total: string }[];
  /** Where the search had to loosen the question to find anything. */
  notes: string[];
};

export type Citation = { number: number; emailId: string };

export type AskAnswer = SearchResult & {
  id: string;
  /** The AskQuery row kept in the history. */
  record: AskQuery;
  query: string;
  timestamp: Date;
  summary: string;
  suggestions: string[];
  answeredBy: string;
  citations: Citation[];
};

type Llm = {
  complete(prompt: string, opts: { userId?: string; purpose: string; system?: string; maxTokens?: number }): Promise<{ text: string; model: string }>;
};

type UserContext = { addresses: string[]; companies: string[]; timeZone: string; threshold: number; loadedAt: number };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** ts_headline output → HTML: everything escaped, then our private-use markers become <mark>. */
export const highlightHtml = (s: string) => escapeHtml(s.replace(/\s+/g, ' ').trim()).replaceAll(START_MARK, '<mark>').replaceAll(STOP_MARK, '</mark>');

/** Machine senders (no-reply, notifications, bounces): nobody's contact. */
const AUTOMATED =
  /(^|[-_.+])(no-?reply|do-?not-?reply|donotreply|noreply)([-_.+]|$)|^(mailer-daemon|postmaster|bounces?|notifications?|notify|alerts?|automated|daemon|mailer)([-_.+]|$)/i;
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A timestamp parameter read as UTC whatever the server's TimeZone (columns are timestamp without time zone). */
const at = (d: Date) => Prisma.sql`(CAST(${d.toISOString()} AS timestamptz) AT TIME ZONE 'UTC')`;
/** Lexemes of a name, 'priya' & 'shah', or restricted to one weight: 'priya':B & 'shah':B. */
function lexemes(words: string, weight?: 'B'): string | null {
  const parts = words
    .toLowerCase()
    .split(/[\s]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}@._-]/gu, ''))
    .filter(Boolean);
  return parts.length ? parts.map((p) => `'${p}'${weight ? `:${weight}` : ''}`).join(' & ') : null;
}
/**
 * The sender's own words (weight B). The GIN index cannot take a weighted query (the planner
 * then reads every row), so the same words unweighted go first: GIN finds the candidates and the
 * weighted match keeps those where the words are the sender's.
 */
function senderMatch(words: string): Prisma.Sql {
  const plain = lexemes(words);
  if (!plain) return Prisma.sql`FALSE`;
  return Prisma.sql`(e."searchVector" @@ to_tsquery('english', ${plain}) AND e."searchVector" @@ to_tsquery('english', ${lexemes(words, 'B')}))`;
}
const and = (parts: Prisma.Sql[]) => (parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`);
const or = (parts: Prisma.Sql[]) => (parts.length ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : Prisma.sql`FALSE`);

const day = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDay = (d: Date, now: Date) =>
  d.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(d.getUTCFullYear() !== now.getUTCFullYear() ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const firstName = (name: string | null, address: string | null) => (name?.trim().split(/\s+/)[0] || address?.split('@')[0] || '').replace(/^["']|["']$/g, '');
const sender = (name: string | null, address: string | null) => name?.trim() || address || 'unknown sender';
const money = (amount: string, currency: string) => {
  const n = Number(amount);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);
  } catch {
    return `${currency} ${n.toFixed(2)}`;
  }
};
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
const firstSentence = (s: string) =>
  clip(
    s
      .replace(/\s+/g, ' ')
      .trim()
      .match(/^.*?[.!?](?=\s|$)/)?.[0] ?? s.replace(/\s+/g, ' ').trim(),
    160,
  );

export function validateQuery(raw: unknown): string {
  const query = typeof raw === 'string' ? raw.trim() : '';
  if (typeof raw !== 'string' && raw !== undefined && raw !== null) {
    throw new ValidationError('The query must be text.', [{ name: 'query', message: 'The query must be text.' }]);
  }
  if (!query) throw new ValidationError('Ask a question: the query is empty.', [{ name: 'query', message: 'Ask a question: the query is empty.' }]);
  if (query.length > MAX_QUERY_LENGTH) {
    const message = `The query is too long: at most ${MAX_QUERY_LENGTH} characters (this one has ${query.length}).`;
    throw new ValidationError(message, [{ name: 'query', message }]);
  }
  return query;
}

export function createSearchService(d: { prisma: PrismaClient; logger: Logger; llm?: Llm | null; viewers: ViewerProfiles; mail: Pick<MailService, 'cards'> }) {
  const { prisma } = d;
  const contexts = new Map<string, UserContext>();

  const loading = new Map<string, Promise<UserContext>>();

  /**
   * The user's own addresses, the ventures and companies their mail names, their time zone.
   * Cached: after a minute the cached copy is still used while a fresh one loads in the
   * background (naming the companies reads every email of the user, too slow to wait for).
   */
  async function userContext(userId: string): Promise<UserContext> {
    const cached = contexts.get(userId);
    if (cached && Date.now() - cached.loadedAt < 60_000) return cached;
    let load = loading.get(userId);
    if (!load) {
      load = loadContext(userId).finally(() => loading.delete(userId));
      loading.set(userId, load);
      load.catch((error) => d.logger.warn('Ask Nugget: could not refresh the user context', { error: String(error) }));
    }
    return cached ?? load;
  }

  async function loadContext(userId: string): Promise<UserContext> {
    const [profile, companies] = await Promise.all([
      d.viewers.load(userId),
      prisma.$queryRaw<{ company: string }[]>`
        SELECT DISTINCT company FROM (
          SELECT "company" FROM "Email" WHERE "userId" = ${userId} AND "company" IS NOT NULL
          UNION SELECT "company" FROM "MailAccount" WHERE "userId" = ${userId} AND "company" IS NOT NULL
          UNION SELECT "company" FROM "Transaction" WHERE "userId" = ${userId} AND "company" <> ''
        ) c WHERE length(company) > 1`,
    ]);
    const ctx: UserContext = {
      addresses: profile.addresses,
      companies: companies.map((c) => c.company),
      timeZone: profile.timeZone,
      threshold: profile.nuggetThreshold,
      loadedAt: Date.now(),
    };
    contexts.set(userId, ctx);
    return ctx;
  }

  // ───────────── conditions ─────────────

  const personFrom = (name: string) => senderMatch(name);
  const personTo = (name: string) => Prisma.sql`(e."to"::text ILIKE ${like(name)} OR e."cc"::text ILIKE ${like(name)})`;
  /** To and Cc of the mail `e` as one JSON array. */
  const recipientsOf = Prisma.sql`(CASE WHEN jsonb_typeof(e."to") = 'array' THEN e."to" ELSE '[]'::jsonb END || CASE WHEN jsonb_typeof(e."cc") = 'array' THEN e."cc" ELSE '[]'::jsonb END)`;
  const personCond = (name: string, role: Role) =>
    role === 'from' ? personFrom(name) : role === 'to' ? personTo(name) : or([personFrom(name), personTo(name)]);
  /** A person of the question: the mail of the contacts of that name once resolved (never the user, never spam), else of the name. */
  const personMail = (person: ParsedQuestion['people'][number]) => {
    const them = person.addresses;
    if (!them) return personCond(person.name, person.role);
    if (!them.length) return Prisma.sql`FALSE`;
    // Addresses are stored lower-cased (mail.parse.ts): the (userId, fromAddress) index answers the sender side.
    const from = Prisma.sql`e."fromAddress" IN (${Prisma.join(them)})`;
    // A recipient among them (one IN list, hashed by the planner, rather than a pattern per address).
    const to = Prisma.sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${recipientsOf}) x WHERE x->>'email' IN (${Prisma.join(them)}))`;
    return person.role === 'from' ? from : person.role === 'to' ? to : or([from, to]);
  };
  const addressCond = (address: string, role: Role) => {
    const from = Prisma.sql`lower(e."fromAddress") = ${address}`;
    const to = Prisma.sql`(e."to"::text ILIKE ${like(address)} OR e."cc"::text ILIKE ${like(address)})`;
    return role === 'from' ? from : role === 'to' ? to : or([from, to]);
  };
  const domainCond = (domain: string, role: Role) => {
    // The sender's domain is a B-weighted lexeme (GIN finds it), LIKE confirms it is the address's own.
    const from = Prisma.sql`(${senderMatch(domain)} AND (lower(e."fromAddress") LIKE ${`%@${domain}`} OR lower(e."fromAddress") LIKE ${`%.${domain}`}))`;
    const to = Prisma.sql`(e."to"::text ILIKE ${like(`@${domain}`)} OR e."cc"::text ILIKE ${like(`@${domain}`)})`;
    return role === 'from' ? from : role === 'to' ? to : or([from, to]);
  };
  const companyCond = (company: string) =>
    Prisma.sql`(e."company" ILIKE ${company} OR EXISTS (SELECT 1 FROM "EmailSource" es JOIN "MailAccount" a ON a."id" = es."accountId" WHERE es."emailId" = e."id" AND a."company" ILIKE ${company}))`;

  /** Filters on the mail itself (not the full-text part). */
  function emailFilters(userId: string, p: ParsedQuestion, ctx: UserContext, opts: { window?: boolean } = {}): Prisma.Sql[] {
    const parts: Prisma.Sql[] = [Prisma.sql`e."userId" = ${userId}`, Prisma.sql`e."isDeleted" = false`];
    for (const person of p.people) parts.push(personMail(person));
    for (const a of p.addresses) parts.push(addressCond(a.address, a.role));
    for (const dm of p.domains) parts.push(domainCond(dm.domain, dm.role));
    if (p.company) parts.push(companyCond(p.company));
    if (p.window && p.window.field === 'received' && opts.window !== false) {
      if (p.window.start) parts.push(Prisma.sql`e."receivedAt" >= ${at(p.window.start)}`);
      if (p.window.end) parts.push(Prisma.sql`e."receivedAt" < ${at(p.window.end)}`);
    }
    if (p.unanswered) {
      parts.push(Prisma.sql`e."isSent" = false`);
      parts.push(Prisma.sql`(e."actionRequired" OR coalesce(e."nuggetScore", 0) >= ${ctx.threshold})`);
      parts.push(
        Prisma.sql`NOT EXISTS (SELECT 1 FROM "Email" r WHERE r."userId" = e."userId" AND r."threadId" = e."threadId" AND r."isSent" AND r."receivedAt" >= e."receivedAt")`,
      );
    }
    return parts;
  }

  /**
   * The email of a commitment or transaction, looked up by primary key for each row (LIMIT 1 keeps
   * the planner from turning it into a hash join that reads the whole Email table).
   */
  const emailOf = (id: Prisma.Sql) => Prisma.sql`SELECT * FROM "Email" e1 WHERE e1."id" = ${id} LIMIT 1`;

  const hasEmailStructure = (p: ParsedQuestion) =>
    !!(p.people.length || p.addresses.length || p.domains.length || p.company || (p.window && p.window.field === 'received') || p.unanswered);

  // ───────────── emails ─────────────

  type Row = {
    id: string;
    rank: number;
    score: number;
    total: number;
    subject: string;
    fromName: string | null;
    fromAddress: string | null;
    receivedAt: Date;
    company: string | null;
    summary: string | null;
    snippet: string;
    snippet_hl: string | null;
    subject_hl: string | null;
  };

  const toHit = (r: Row): EmailHit => ({
    id: r.id,
    subject: r.subject,
    subjectHtml: r.subject_hl != null ? highlightHtml(r.subject_hl) : escapeHtml(r.subject),
    snippetHtml: r.snippet_hl != null && r.snippet_hl.trim() ? highlightHtml(r.snippet_hl) : escapeHtml(r.snippet),
    fromName: r.fromName,
    fromAddress: r.fromAddress,
    receivedAt: new Date(r.receivedAt),
    company: r.company,
    summary: r.summary,
    snippet: r.snippet,
    link: `/mine?email=${encodeURIComponent(r.id)}`,
    rank: Number(r.rank),
    score: Number(r.score),
  });

  const HEADLINE = `StartSel=${START_MARK}, StopSel=${STOP_MARK}, MaxFragments=2, MaxWords=22, MinWords=8, ShortWord=2, FragmentDelimiter=" … "`;
  const SUBJECT_HEADLINE = `StartSel=${START_MARK}, StopSel=${STOP_MARK}, HighlightAll=true`;
  const recency = (now: Date) =>
    Prisma.sql`power(0.5, GREATEST(${now.getTime() / 1000}::float8 - extract(epoch FROM e."receivedAt")::float8, 0) / ${RECENCY_HALF_LIFE_DAYS * 86400}::float8)`;

  /** Ranked full-text matches: websearch syntax, relevance blended with recency, highlighted. */
  async function fullText(
    text: string,
    filters: Prisma.Sql[],
    now: Date,
    limit: number,
    checkEmpty = false,
  ): Promise<{ hits: EmailHit[]; total: number; empty: boolean }> {
    const rows = await prisma.$queryRaw<Row[]>`
      WITH q AS (SELECT websearch_to_tsquery('english', ${text}) AS q),
      m AS MATERIALIZED (
        -- materialised: the rank is computed once a row, not again for the window's max
        SELECT e."id", e."receivedAt", ts_rank_cd(e."searchVector", q.q, 1) AS rank, ${recency(now)} AS fresh
        FROM "Email" e CROSS JOIN q
        WHERE ${and(filters)} AND e."searchVector" @@ q.q
      ),
      s AS (
        SELECT "id", rank, "receivedAt",
          ${RELEVANCE_WEIGHT}::float8 * coalesce(rank / NULLIF(max(rank) OVER (), 0), 0) + ${RECENCY_WEIGHT}::float8 * fresh AS score,
          count(*) OVER () AS total
        FROM m
        ORDER BY score DESC, "receivedAt" DESC, "id"
        LIMIT ${limit}
      )
      SELECT s."id", s.rank::float8 AS rank, s.score::float8 AS score, s.total::int AS total,
        e."subject", e."fromName", e."fromAddress", e."receivedAt", e."company", e."summary", e."snippet",
        ts_headline('english', translate(left(CASE WHEN e."textBody" <> '' THEN e."textBody" ELSE e."snippet" END, 60000), ${START_MARK + STOP_MARK}, ''), q.q, ${HEADLINE}) AS snippet_hl,
        ts_headline('english', translate(e."subject", ${START_MARK + STOP_MARK}, ''), q.q, ${SUBJECT_HEADLINE}) AS subject_hl
      FROM s JOIN "Email" e ON e."id" = s."id" CROSS JOIN q
      ORDER BY s.score DESC, s."receivedAt" DESC, s."id"`;
    if (rows.length || !checkEmpty) return { hits: rows.map(toHit), total: rows[0]?.total ?? 0, empty: false };
    // Nothing found: was there anything to look for (a question of stop words only is not a search)?
    const [q] = await prisma.$queryRaw<{ empty: boolean }[]>`SELECT numnode(websearch_to_tsquery('english', ${text})) = 0 AS empty`;
    return { hits: [], total: 0, empty: !!q?.empty };
  }

  /** Mail matching only the structure (no words): newest first. */
  async function structured(filters: Prisma.Sql[], now: Date, limit: number, ids?: string[]): Promise<{ hits: EmailHit[]; total: number }> {
    const idCond = ids ? (ids.length ? Prisma.sql`e."id" IN (${Prisma.join(ids)})` : Prisma.sql`FALSE`) : Prisma.sql`TRUE`;
    const rows = await prisma.$queryRaw<Row[]>`
      SELECT e."id", 0::float8 AS rank, (${RECENCY_WEIGHT}::float8 * ${recency(now)})::float8 AS score, (count(*) OVER ())::int AS total,
        e."subject", e."fromName", e."fromAddress", e."receivedAt", e."company", e."summary", e."snippet",
        NULL::text AS snippet_hl, NULL::text AS subject_hl
      FROM "Email" e
      WHERE ${and(filters)} AND ${idCond}
      ORDER BY e."receivedAt" DESC, e."id"
      LIMIT ${limit}`;
    return { hits: rows.map(toHit), total: rows[0]?.total ?? 0 };
  }

  // ───────────── people and domains that exist ─────────────

  /**
   * The user's contacts a name in a question means. A contact is an address that is not the
   * user's own nor a machine's, which the user has written to (To/Cc of their sent mail), or
   * which has written to the user at least once as a person: mail that is not bulk
   * (List-Unsubscribe) and not analysed as spam, cold outreach or a newsletter. A spammer
   * signing "Jeff" is therefore nobody's Jeff, and neither is the user. The name matches
   * whole words of the display name or of the address ("Jeff", "Jeff Skilling", "skilling").
   */
  async function contactsNamed(
    userId: string,
    name: string,
    ctx: UserContext,
  ): Promise<{ matched: boolean; contacts: { address: string; name: string | null }[] }> {
    const words = name.toLowerCase().split(/\s+/).filter(Boolean);
    const named = (text: string) =>
      words.every((w) => new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text.toLowerCase()));
    const [senders, written] = await Promise.all([
      prisma.$queryRaw<{ address: string; name: string | null; personal: number }[]>`
        SELECT lower(e."fromAddress") AS address, max(e."fromName") AS name,
          (count(*) FILTER (WHERE NOT e."isSent" AND NOT (e."headers" ? 'list-unsubscribe') AND coalesce(e."category", '') NOT IN (${Prisma.join(SPAM_CATEGORIES)})))::int AS personal
        FROM "Email" e
        WHERE e."userId" = ${userId} AND e."isDeleted" = false AND e."fromAddress" IS NOT NULL AND ${senderMatch(name)}
        GROUP BY lower(e."fromAddress")
        LIMIT 2000`,
      prisma.$queryRaw<{ address: string; name: string | null }[]>`
        SELECT lower(x->>'email') AS address, max(nullif(x->>'name', '')) AS name
        FROM "Email" e CROSS JOIN LATERAL jsonb_array_elements(${recipientsOf}) x
        WHERE e."userId" = ${userId} AND e."isSent" AND e."isDeleted" = false AND (e."to"::text || e."cc"::text) ILIKE ${like(words[0] ?? name)}
        GROUP BY lower(x->>'email')
        LIMIT 500`,
    ]);
    const mine = new Set(ctx.addresses);
    const people = new Map<string, { address: string; name: string | null; contact: boolean }>();
    for (const r of written) if (r.address && named(`${r.name ?? ''} ${r.address}`)) people.set(r.address, { address: r.address, name: r.name, contact: true });
    for (const r of senders) {
      if (!named(`${r.name ?? ''} ${r.address}`)) continue;
      const known = people.get(r.address);
      people.set(r.address, { address: r.address, name: known?.name ?? r.name, contact: !!known || Number(r.personal) > 0 });
    }
    const contacts = [...people.values()]
      .filter((c) => c.contact && !mine.has(c.address) && !AUTOMATED.test(c.address.split('@')[0] ?? ''))
      .map(({ address, name: n }) => ({ address, name: n?.trim() || null }))
      .sort((a, b) => (a.name ?? a.address).localeCompare(b.name ?? b.address));
    return { matched: people.size > 0, contacts };
  }

  /** A person or domain the mail never mentions in that role is not a filter: it goes back to the words. */
  async function verify(userId: string, p: ParsedQuestion, ctx: UserContext, notes: string[]): Promise<ParsedQuestion> {
    const keep: ParsedQuestion['people'] = [];
    const words: string[] = [];
    for (const person of p.people) {
      const found = await contactsNamed(userId, person.name, ctx);
      if (found.contacts.length) {
        keep.push({ ...person, addresses: found.contacts.map((c) => c.address) });
        if (found.contacts.length > 1) {
          const who = found.contacts.slice(0, 5).map((c) => (c.name ? `${c.name} <${c.address}>` : c.address));
          const more = found.contacts.length > 5 ? ` and ${found.contacts.length - 5} more` : '';
          notes.push(
            `${found.contacts.length} of your contacts are called ${person.name}: ${who.join(', ')}${more}. Showing all of them; ask with a full name or an address for one.`,
          );
        }
        continue;
      }
      if (found.matched) {
        // Only the user, machines or spam go by that name: nothing of theirs is anyone's answer.
        keep.push({ ...person, addresses: [] });
        notes.push(`None of your contacts is called ${person.name} (mail from spam, bulk senders and your own addresses does not count).`);
        continue;
      }
      // Someone the user corresponds with has written to them at least once: their name is a
      // sender (B) lexeme, which the GIN index answers at once (a recipient scan would read every row).
      const cond = personFrom(person.name);
      const commitmentCond = Prisma.sql`EXISTS (SELECT 1 FROM "Commitment" c WHERE c."userId" = ${userId} AND (c."owedBy" ILIKE ${like(person.name)} OR c."owedTo" ILIKE ${like(person.name)}))`;
      const [row] = await prisma.$queryRaw<{ found: boolean }[]>`
        SELECT (EXISTS (SELECT 1 FROM "Email" e WHERE e."userId" = ${userId} AND ${cond}) OR ${p.commitments ? commitmentCond : Prisma.sql`FALSE`}) AS found`;
      if (row?.found) keep.push(person);
      else words.push(person.name);
    }
    const domains: ParsedQuestion['domains'] = [];
    for (const dm of p.domains) {
      const [row] = await prisma.$queryRaw<{ found: boolean }[]>`
        SELECT EXISTS (SELECT 1 FROM "Email" e WHERE e."userId" = ${userId} AND ${domainCond(dm.domain, dm.role)}) AS found`;
      if (row?.found) domains.push(dm);
      else words.push(dm.domain);
    }
    return { ...p, people: keep, domains, text: [p.text, ...words].filter(Boolean).join(' ') };
  }

  // ───────────── commitments and money ─────────────

  async function findCommitments(userId: string, p: ParsedQuestion, ctx: UserContext, useText: boolean): Promise<CommitmentHit[]> {
    const c = p.commitments!;
    const mine = Prisma.join(ctx.addresses.length ? ctx.addresses : ['\u0000']);
    const parts: Prisma.Sql[] = [Prisma.sql`c."userId" = ${userId}`, Prisma.sql`c."status"::text IN (${Prisma.join([...OPEN_STATUSES])})`];
    if (c.direction === 'owed_by_me')
      parts.push(Prisma.sql`(lower(coalesce(c."owedBy", '')) IN (${mine}) OR c."owedBy" IN ('you', 'me') OR c."type" = 'promise_made')`);
    if (c.direction === 'owed_to_me')
      parts.push(Prisma.sql`(lower(coalesce(c."owedTo", '')) IN (${mine}) OR c."owedTo" IN ('you', 'me') OR c."type" = 'promise_received')`);
    if (c.dueOnly) parts.push(Prisma.sql`c."dueDate" IS NOT NULL`);
    if (p.window) {
      const col = p.window.field === 'due' ? Prisma.sql`c."dueDate"` : Prisma.sql`coalesce(e."receivedAt", c."createdAt")`;
      if (p.window.start) parts.push(Prisma.sql`${col} >= ${at(p.window.start)}`);
      if (p.window.end) parts.push(Prisma.sql`${col} < ${at(p.window.end)}`);
    }
    // Never a promise read in spam, cold outreach or bulk mail.
    parts.push(Prisma.sql`coalesce(e."category", '') NOT IN (${Prisma.join(SPAM_CATEGORIES)})`);
    for (const person of p.people) {
      if (person.addresses) {
        // Nobody the user knows goes by that name: nothing is theirs.
        if (!person.addresses.length) {
          parts.push(Prisma.sql`FALSE`);
          continue;
        }
        // The contacts of that name: what they owe (role from), what is owed to them (to), either (any).
        const them = Prisma.join(person.addresses);
        const theyOwe = Prisma.sql`(lower(coalesce(c."owedBy", '')) IN (${them}) OR (${personMail({ ...person, role: 'from' })} AND lower(coalesce(c."owedBy", '')) NOT IN (${mine}) AND coalesce(c."owedBy", '') NOT IN ('you', 'me')))`;
        const owedThem = Prisma.sql`(lower(coalesce(c."owedTo", '')) IN (${them}) OR (${personMail({ ...person, role: 'to' })} AND lower(coalesce(c."owedTo", '')) NOT IN (${mine})))`;
        parts.push(person.role === 'from' ? theyOwe : person.role === 'to' ? owedThem : or([theyOwe, owedThem]));
        continue;
      }
      parts.push(
        or([Prisma.sql`c."owedBy" ILIKE ${like(person.name)}`, Prisma.sql`c."owedTo" ILIKE ${like(person.name)}`, personCond(person.name, person.role)]),
      );
    }
    for (const a of p.addresses) {
      // "what did jeff@enron.com promise": what that address owes, not what the user owes it.
      if (a.role === 'from' && c.direction === 'owed_to_me')
        parts.push(
          or([
            Prisma.sql`lower(c."owedBy") = ${a.address}`,
            Prisma.sql`(${addressCond(a.address, 'from')} AND lower(coalesce(c."owedBy", '')) NOT IN (${mine}))`,
          ]),
        );
      else parts.push(or([Prisma.sql`lower(c."owedBy") = ${a.address}`, Prisma.sql`lower(c."owedTo") = ${a.address}`, addressCond(a.address, a.role)]));
    }
    for (const dm of p.domains)
      parts.push(
        or([Prisma.sql`c."owedBy" ILIKE ${like(`@${dm.domain}`)}`, Prisma.sql`c."owedTo" ILIKE ${like(`@${dm.domain}`)}`, domainCond(dm.domain, dm.role)]),
      );
    if (p.company)
      parts.push(or([companyCond(p.company), Prisma.sql`c."title" ILIKE ${like(p.company)}`, Prisma.sql`c."description" ILIKE ${like(p.company)}`]));
    if (useText && p.text) {
      parts.push(Prisma.sql`(to_tsvector('english', c."title" || ' ' || c."description" || ' ' || coalesce(c."owedBy", '') || ' ' || coalesce(c."owedTo", '')) @@ websearch_to_tsquery('english', ${p.text})
        OR e."searchVector" @@ websearch_to_tsquery('english', ${p.text}))`);
    }
    const rows = await prisma.$queryRaw<(Omit<CommitmentHit, 'dueDate'> & { dueDate: Date | null })[]>`
      SELECT c."id", c."type"::text AS type, c."status"::text AS status, c."title", c."description", c."dueDate", c."owedBy", c."owedTo", c."emailId",
        e."subject" AS "emailSubject", coalesce(nullif(e."fromName", ''), e."fromAddress") AS "emailFrom"
      FROM "Commitment" c LEFT JOIN LATERAL (${emailOf(Prisma.sql`c."emailId"`)}) e ON TRUE
      WHERE ${and(parts)}
      ORDER BY c."dueDate" ASC NULLS LAST, c."createdAt" DESC, c."id"
      LIMIT 25`;
    return rows.map((r) => ({ ...r, dueDate: r.dueDate ? new Date(r.dueDate) : null }));
  }

  async function findTransactions(userId: string, p: ParsedQuestion, useText: boolean) {
    const m = p.money!;
    const parts: Prisma.Sql[] = [Prisma.sql`t."userId" = ${userId}`, Prisma.sql`t."type" IN (${Prisma.join(m.types)})`];
    if (m.min != null) parts.push(m.minInclusive ? Prisma.sql`t."amount" >= ${m.min}` : Prisma.sql`t."amount" > ${m.min}`);
    if (m.max != null) parts.push(m.maxInclusive ? Prisma.sql`t."amount" <= ${m.max}` : Prisma.sql`t."amount" < ${m.max}`);
    if (m.currency) parts.push(Prisma.sql`t."currency" = ${m.currency}`);
    if (p.window) {
      if (p.window.start) parts.push(Prisma.sql`t."date" >= ${at(p.window.start)}`);
      if (p.window.end) parts.push(Prisma.sql`t."date" < ${at(p.window.end)}`);
    }
    if (p.company) parts.push(Prisma.sql`(t."company" ILIKE ${p.company} OR t."counterparty" ILIKE ${like(p.company)} OR e."company" ILIKE ${p.company})`);
    for (const person of p.people)
      parts.push(or([Prisma.sql`t."counterparty" ILIKE ${like(person.name)}`, Prisma.sql`t."company" ILIKE ${like(person.name)}`, personMail(person)]));
    for (const dm of p.domains) parts.push(or([Prisma.sql`t."counterparty" ILIKE ${like(dm.domain)}`, domainCond(dm.domain, dm.role)]));
    for (const a of p.addresses) parts.push(addressCond(a.address, a.role));
    if (useText && p.text) {
      parts.push(Prisma.sql`(to_tsvector('english', t."description" || ' ' || t."company" || ' ' || coalesce(t."counterparty", '')) @@ websearch_to_tsquery('english', ${p.text})
        OR e."searchVector" @@ websearch_to_tsquery('english', ${p.text}))`);
    }
    const order = m.min != null || m.max != null ? Prisma.sql`t."amount" DESC, t."date" DESC` : Prisma.sql`t."date" DESC, t."amount" DESC`;
    const [rows, totals] = await Promise.all([
      prisma.$queryRaw<(Omit<TransactionHit, 'date'> & { date: Date })[]>`
        SELECT t."id", t."type", t."company", t."counterparty", t."description", t."amount"::text AS amount, t."currency", t."rawAmount", t."date", t."emailId"
        FROM "Transaction" t LEFT JOIN LATERAL (${emailOf(Prisma.sql`t."emailId"`)}) e ON TRUE
        WHERE ${and(parts)}
        ORDER BY ${order}, t."id"
        LIMIT 25`,
      prisma.$queryRaw<{ currency: string; count: number; total: string }[]>`
        SELECT t."currency", count(*)::int AS count, sum(t."amount")::text AS total
        FROM "Transaction" t LEFT JOIN LATERAL (${emailOf(Prisma.sql`t."emailId"`)}) e ON TRUE
        WHERE ${and(parts)}
        GROUP BY t."currency" ORDER BY count(*) DESC`,
    ]);
    return { rows: rows.map((r) => ({ ...r, date: new Date(r.date) })), totals };
  }

  // ───────────── the search ─────────────

  async function search(userId: string, question: string, opts: { now?: Date; limit?: number } = {}): Promise<SearchResult> {
    const now = opts.now ?? new Date();
    const limit = Math.min(Math.max(opts.limit ?? 10, 1), 50);
    const ctx = await userContext(userId);
    let p = parseQuestion(question, { now, timeZone: ctx.timeZone, companies: ctx.companies });
    const notes: string[] = [];
    if (p.people.length || p.domains.length) p = await verify(userId, p, ctx, notes);

    let commitments: CommitmentHit[] = [];
    if (p.commitments) {
      commitments = await findCommitments(userId, p, ctx, true);
      if (!commitments.length && p.text) {
        commitments = await findCommitments(userId, p, ctx, false);
        if (commitments.length)
          notes.push(
            `No commitment mentions “${p.text}”: these are all the matching ${p.commitments.direction === 'owed_by_me' ? 'ones you owe' : p.commitments.direction === 'owed_to_me' ? 'ones owed to you' : 'open ones'}.`,
          );
      }
    }
    let transactions: TransactionHit[] = [];
    let moneyTotals: SearchResult['moneyTotals'] = [];
    if (p.money) {
      let t = await findTransactions(userId, p, true);
      if (!t.rows.length && p.text) t = await findTransactions(userId, p, false);
      transactions = t.rows;
      moneyTotals = t.totals;
    }

    const filters = emailFilters(userId, p, ctx);
    let emails: { hits: EmailHit[]; total: number } = { hits: [], total: 0 };
    if (p.text) {
      const words = p.text.split(/\s+/).filter((w) => !/^or$/i.test(w));
      const exact = await fullText(p.text, filters, now, limit, !p.operators && words.length > 1);
      emails = exact;
      if (!exact.total && !exact.empty && !p.operators && words.length > 1) {
        // Every word (AND) found nothing: any of them (OR), still ranked.
        const loose = await fullText(words.join(' or '), filters, now, limit);
        if (loose.total) {
          emails = loose;
          notes.push(`No email has all of “${p.text}”: showing mail with any of these words.`);
        }
      }
      if (!emails.total && (hasEmailStructure(p) || p.commitments || p.money) && !p.operators) {
        const linked = linkedIds(commitments, transactions);
        const loose = p.commitments || p.money ? await structured(filters, now, limit, linked) : await structured(filters, now, limit);
        if (loose.total) {
          emails = loose;
          notes.push(`No email mentions “${p.text}”: showing the mail that matches the rest of the question.`);
        }
      }
    } else if (p.commitments || p.money) {
      emails = await structured(filters, now, limit, linkedIds(commitments, transactions));
      if (!emails.total && hasEmailStructure(p) && !p.unanswered) emails = await structured(filters, now, limit);
    } else if (hasEmailStructure(p)) {
      emails = await structured(filters, now, limit);
    }

    return { parsed: p, interpretation: describe(p), emails: emails.hits, totalEmails: emails.total, commitments, transactions, moneyTotals, notes };
  }

  const linkedIds = (c: CommitmentHit[], t: TransactionHit[]) => [...new Set([...c, ...t].map((x) => x.emailId).filter((id): id is string => !!id))];

  // ───────────── the answer ─────────────

  async function answerWithModel(
    userId: string,
    query: string,
    r: SearchResult,
    now: Date,
  ): Promise<{ summary: string; citations: Citation[]; model: string } | null> {
    if (!d.llm || (!r.emails.length && !r.commitments.length && !r.transactions.length)) return null;
    const plain = (html: string) =>
      html
        .replace(/<\/?mark>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    const emails = r.emails
      .map(
        (e, i) =>
          `[${i + 1}] ${day(e.receivedAt)} — from ${sender(e.fromName, e.fromAddress)}${e.fromAddress && e.fromName ? ` <${e.fromAddress}>` : ''} — subject: ${e.subject || '(no subject)'}\n${clip(e.summary || plain(e.snippetHtml), 600)}`,
      )
      .join('\n\n');
    const commitments = r.commitments
      .map((c) => `- ${c.title}${c.dueDate ? ` (due ${day(c.dueDate)})` : ''}, owed by ${c.owedBy ?? '?'} to ${c.owedTo ?? '?'}, ${c.status}`)
      .join('\n');
    const transactions = r.transactions
      .map((t) => `- ${t.type} ${money(t.amount, t.currency)} ${t.company || t.counterparty || ''} on ${day(t.date)}: ${t.description}`)
      .join('\n');
    const prompt = [
      `Question: ${query}`,
      `Today is ${day(now)}.`,
      emails && `Emails (cite them as [n]):\n${emails}`,
      commitments && `Open commitments:\n${commitments}`,
      transactions && `Transactions:\n${transactions}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    try {
      const out = await d.llm.complete(prompt, {
        userId,
        purpose: 'ask',
        maxTokens: 500,
        system:
          "You answer questions about the user's own email. Use only the emails, commitments and transactions given. Cite every email you rely on as [n] with its number. Be concise: at most six sentences, plain text. If they do not answer the question, say so.",
      });
      const citations: Citation[] = [];
      for (const m of out.text.matchAll(/\[(\d{1,2})\]/g)) {
        const n = Number(m[1]);
        const email = r.emails[n - 1];
        if (email && !citations.some((c) => c.number === n)) citations.push({ number: n, emailId: email.id });
      }
      // Numbers that point at nothing are removed rather than shown as broken citations.
      const summary = out.text.replace(/\[(\d{1,2})\]/g, (s, n) => (r.emails[Number(n) - 1] ? s : '')).trim();
      return { summary, citations: citations.sort((a, b) => a.number - b.number), model: out.model };
    } catch (error) {
      d.logger.warn('Ask Nugget: the model failed; answering locally', { error: (error as Error).message });
      return null;
    }
  }

  return {
    search,
    userContext,

    /** Asks a question: searches, answers (model or local), and keeps it in the user's history. */
    async ask(userId: string, rawQuery: unknown, opts: { now?: Date } = {}): Promise<AskAnswer> {
      const query = validateQuery(rawQuery);
      const now = opts.now ?? new Date();
      let r: SearchResult;
      try {
        r = await search(userId, query, { now });
      } catch (error) {
        d.logger.error('Failed to search email memory', { error: String((error as Error)?.stack ?? error) });
        throw error;
      }
      const local = extractiveSummary(query, r, now);
      const model = await answerWithModel(userId, query, r, now);
      const summary = model?.summary || local;
      const suggestions = suggest(query, r);
      const answeredBy = model
        ? `llm:${model.model}`
        : d.llm && (r.emails.length || r.commitments.length || r.transactions.length)
          ? 'local (model failed)'
          : 'local';
      const row = await prisma.askQuery.create({
        data: { userId, query, summary, suggestions, resultEmailIds: r.emails.map((e) => e.id), answeredBy },
      });
      return { ...r, id: row.id, record: row, query, timestamp: row.createdAt, summary, suggestions, answeredBy, citations: model?.citations ?? [] };
    },

    /** The emails an earlier answer showed, in its order (those since deleted are left out). */
    async historyEmails(userId: string, ids: string[]): Promise<EmailHit[]> {
      if (!ids.length) return [];
      const rows = await d.mail.cards(userId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids
        .map((id) => byId.get(id))
        .filter((r): r is NonNullable<typeof r> => !!r)
        .map((r) => ({
          ...r,
          subjectHtml: escapeHtml(r.subject),
          snippetHtml: escapeHtml(r.snippet),
          link: `/mine?email=${encodeURIComponent(r.id)}`,
          rank: 0,
          score: 0,
        }));
    },

    async clearHistory(userId: string): Promise<number> {
      return (await prisma.askQuery.deleteMany({ where: { userId } })).count;
    },

    async history(userId: string, take = 20) {
      return prisma.askQuery.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: Math.min(Math.max(take, 1), 100) });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

// ───────────── wording ─────────────

/** How the question was read, for the screen and the summary. */
export function describe(p: ParsedQuestion): string[] {
  const out: string[] = [];
  const role = (r: Role) => (r === 'from' ? 'from' : r === 'to' ? 'to' : 'with');
  for (const person of p.people) out.push(`${role(person.role)} ${person.name}`);
  for (const a of p.addresses) out.push(`${role(a.role)} ${a.address}`);
  for (const dm of p.domains) out.push(`${role(dm.role)} ${dm.domain}`);
  if (p.company) out.push(`at ${p.company}`);
  if (p.window) {
    const { start, end, label, field } = p.window;
    const span = start && end ? `${day(start)} – ${day(new Date(end.getTime() - 1))}` : start ? `since ${day(start)}` : end ? `before ${day(end)}` : '';
    out.push(`${field === 'due' ? 'due ' : ''}${label}${span ? ` (${span})` : ''}`);
  }
  if (p.unanswered) out.push('awaiting your reply');
  if (p.commitments) {
    out.push(
      p.commitments.direction === 'owed_by_me'
        ? 'commitments you owe'
        : p.commitments.direction === 'owed_to_me'
          ? 'commitments owed to you'
          : p.commitments.dueOnly
            ? 'deadlines'
            : 'commitments',
    );
  }
  if (p.money) {
    const types = p.money.types.length === 4 ? 'transactions' : p.money.types.map((t) => `${t.toLowerCase()}s`).join(', ');
    out.push(`${types}${p.money.label ? ` ${p.money.label}` : ''}`);
  }
  if (p.text) out.push(`words: ${p.text}`);
  return out;
}

export function extractiveSummary(query: string, r: SearchResult, now: Date): string {
  const lines: string[] = [];
  const p = r.parsed;
  const scope = describe({ ...p, text: '', commitments: null, money: null }).join(', ');

  if (p.money) {
    const kind = p.money.types.length === 4 ? 'transaction' : p.money.types.length === 1 ? p.money.types[0]!.toLowerCase() : 'transaction';
    if (r.transactions.length) {
      const count = r.moneyTotals.reduce((n, t) => n + t.count, 0);
      const totals = r.moneyTotals.map((t) => money(t.total, t.currency)).join(' + ');
      lines.push(`${plural(count, kind)}${p.money.label ? ` ${p.money.label}` : ''}${scope ? ` (${scope})` : ''}, totalling ${totals}:`);
      for (const t of r.transactions.slice(0, 5)) {
        lines.push(
          `• ${money(t.amount, t.currency)} — ${t.company || t.counterparty || 'unknown'}, ${shortDay(t.date, now)}${t.description ? `: ${clip(t.description, 80)}` : ''}`,
        );
      }
      if (r.transactions.length > 5) lines.push(`…and ${r.transactions.length - 5} more.`);
    } else {
      lines.push(`No ${kind}s${p.money.label ? ` ${p.money.label}` : ''}${scope ? ` (${scope})` : ''} in your mail.`);
    }
  }

  if (p.commitments) {
    const dir = p.commitments.direction;
    const noun = p.commitments.dueOnly ? 'deadline' : 'open commitment';
    const n = r.commitments.length;
    const head =
      dir === 'owed_by_me'
        ? `You owe ${plural(n, noun)}`
        : dir === 'owed_to_me'
          ? `${plural(n, noun)} ${n === 1 ? 'is' : 'are'} owed to you`
          : `${plural(n, noun)}`;
    const about = p.text && !r.notes.some((x) => x.startsWith('No commitment mentions')) ? ` about “${p.text}”` : '';
    if (n) {
      lines.push(`${head}${about}${scope ? ` (${scope})` : ''}:`);
      for (const c of r.commitments.slice(0, 5)) {
        const due = c.dueDate ? ` — due ${shortDay(c.dueDate, now)}${c.dueDate.getTime() + 12 * 3_600_000 < now.getTime() ? ' (overdue)' : ''}` : '';
        const who = dir === 'owed_by_me' ? c.owedTo : dir === 'owed_to_me' ? c.owedBy : null;
        lines.push(`• ${c.title}${due}${who && !/^(you|me)$/i.test(who) ? ` (${dir === 'owed_by_me' ? 'to' : 'from'} ${who})` : ''}`);
      }
      if (n > 5) lines.push(`…and ${n - 5} more.`);
    } else {
      lines.push(
        `No ${noun}s${dir === 'owed_by_me' ? ' you owe' : dir === 'owed_to_me' ? ' owed to you' : ''}${scope ? ` (${scope})` : ''}${p.text ? ` about “${p.text}”` : ''}.`,
      );
    }
  }

  if (r.emails.length) {
    const what = [p.text ? `about “${p.text}”` : '', scope].filter(Boolean).join(', ');
    lines.push(
      `${r.totalEmails > r.emails.length ? `Found ${r.totalEmails} emails` : `Found ${plural(r.totalEmails, 'email')}`}${what ? ` ${what}` : ''}${r.totalEmails > r.emails.length ? `; the ${r.emails.length} best:` : ':'}`,
    );
    for (const e of r.emails.slice(0, 3)) {
      const said = e.summary?.trim() || firstSentence(e.snippet);
      lines.push(
        `• ${sender(e.fromName, e.fromAddress)}, ${shortDay(e.receivedAt, now)}: “${clip(e.subject || '(no subject)', 90)}”${said ? ` — ${clip(said, 160)}` : ''}`,
      );
    }
    const senders = new Map<string, number>();
    for (const e of r.emails) senders.set(sender(e.fromName, e.fromAddress), (senders.get(sender(e.fromName, e.fromAddress)) ?? 0) + 1);
    if (r.emails.length > 3 && senders.size > 1) {
      const top = [...senders]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([s, n]) => `${s} (${n})`);
      lines.push(`Most from ${top.join(', ')}.`);
    }
  } else if (!p.commitments && !p.money) {
    lines.push(`Nothing in your email memory matches “${query}”${scope ? ` (${scope})` : ''}.`);
  }
  for (const note of r.notes) lines.push(note);
  return lines.join('\n');
}

export function suggest(query: string, r: SearchResult): string[] {
  const out: string[] = [];
  const add = (s: string) => {
    const t = s.trim();
    if (t && t.toLowerCase() !== query.trim().toLowerCase() && !out.some((o) => o.toLowerCase() === t.toLowerCase())) out.push(t);
  };
  const p = r.parsed;
  const nothing = !r.emails.length && !r.commitments.length && !r.transactions.length;
  if (nothing) {
    if (p.window) add(query.replace(new RegExp(p.window.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), '').replace(/\s{2,}/g, ' '));
    const words = p.text.split(/\s+/).filter((w) => w && !/^or$/i.test(w) && !w.startsWith('-'));
    if (!p.operators && words.length > 1) add(words.join(' or '));
    add('What do I owe this week?');
    add('Mail from the last 7 days');
    return out.slice(0, 4);
  }
  // A person to ask about: the best match's sender, unless it is a mailbox rather than someone.
  const top = r.emails.find((e) => e.fromAddress || e.fromName);
  const candidate = top ? firstName(top.fromName, top.fromAddress) : '';
  const name =
    /^(billing|no-?reply|do-?not-?reply|support|info|notifications?|alerts?|team|admin|hello|contact|sales|accounts?|mailer|newsletters?|updates?|news|service)$/i.test(
      candidate,
    )
      ? ''
      : candidate;
  if (top && name && !p.people.some((x) => x.name.toLowerCase() === name.toLowerCase())) {
    add(p.commitments?.direction === 'owed_to_me' ? `What do I owe ${name}?` : `What did ${name} promise?`);
  }
  const domain = top?.fromAddress?.split('@')[1];
  if (domain && !p.domains.length && !/^(gmail|googlemail|outlook|hotmail|yahoo|icloud|me|proton|protonmail|fastmail)\./i.test(domain))
    add(`Mail from ${domain} last month`);
  if (r.totalEmails > 10 && !p.window) add(`${query.replace(/[?.!]+$/, '')} last week`);
  if (p.commitments && !p.commitments.dueOnly) add('Which deadlines are due this week?');
  if (!p.commitments && r.emails.length) add(name ? `What did I promise ${name}?` : 'What do I owe this week?');
  if (p.money && r.transactions.length) {
    const company = r.transactions[0]!.company;
    if (company && !p.company) add(`${p.money.types.length === 1 ? `${p.money.types[0]}s` : 'Transactions'} at ${company} this year`);
  }
  if (!p.money && r.emails.some((e) => /invoice|payment|receipt/i.test(e.subject))) add('Invoices over $1,000 this year');
  return out.slice(0, 4);
}
