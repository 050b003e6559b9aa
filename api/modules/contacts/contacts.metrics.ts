// The pure arithmetic of contact intelligence: the relationship score and its bands,
// reply gaps and their median, topics from categories and subject keywords, and which
// addresses are machines. No database here: contacts.service.ts feeds it rows, the
// unit tests feed it numbers.

/** Weights of the relationship score (they sum to 100). */
export const SCORE_WEIGHTS = { frequency: 35, reciprocity: 25, recency: 25, responsiveness: 15 } as const;
/** Emails (both directions) at which frequency saturates. */
export const FREQUENCY_SATURATION = 50;
/** Days for the recency factor to halve. */
export const RECENCY_HALF_LIFE_DAYS = 30;
/** Reply time (minutes) at which responsiveness halves: one day. */
export const RESPONSE_HALF_LIFE_MINUTES = 24 * 60;
/** A reply later than this is not counted as an answer (a thread revived months later). */
export const MAX_REPLY_GAP_MINUTES = 30 * 24 * 60;

export type ScoreInput = {
  /** Emails the user sent to them. */
  sent: number;
  /** Emails they sent to the user (bulk mail excluded). */
  received: number;
  lastInteractionAt: Date | null;
  /** Median minutes the user took to reply to them; null when never measured. */
  responseMinutes: number | null;
};

/**
 * Relationship score 0–100:
 *
 *   score = round(35·F + 25·R + 25·T + 15·P), clamped to 0–100
 *
 *   F  frequency      = min(1, ln(1 + sent + received) / ln(1 + 50))   — 50 emails saturate
 *   R  reciprocity    = 2·min(sent, received) / (sent + received)     — 1 balanced, 0 one-way
 *   T  recency        = 0.5 ^ (days since last interaction / 30)       — halves every 30 days
 *   P  responsiveness = 0.5 ^ (median reply minutes / 1440)            — halves per day of delay;
 *                       0 when the user never replied to them
 *
 * F rises with the number of emails, T falls with the time since the last one, so the
 * score never goes down with more mail or a more recent one (R and P held equal).
 */
export function relationshipScore(input: ScoreInput, now: Date = new Date()): number {
  const sent = Math.max(0, input.sent);
  const received = Math.max(0, input.received);
  const total = sent + received;
  if (total === 0) return 0;
  const frequency = Math.min(1, Math.log1p(total) / Math.log1p(FREQUENCY_SATURATION));
  const reciprocity = sent > 0 && received > 0 ? (2 * Math.min(sent, received)) / total : 0;
  const days = input.lastInteractionAt ? Math.max(0, (now.getTime() - input.lastInteractionAt.getTime()) / 86_400_000) : Infinity;
  const recency = Number.isFinite(days) ? 0.5 ** (days / RECENCY_HALF_LIFE_DAYS) : 0;
  const responsiveness = input.responseMinutes === null ? 0 : 0.5 ** (Math.max(0, input.responseMinutes) / RESPONSE_HALF_LIFE_MINUTES);
  const w = SCORE_WEIGHTS;
  const score = w.frequency * frequency + w.reciprocity * reciprocity + w.recency * recency + w.responsiveness * responsiveness;
  return Math.min(100, Math.max(0, Math.round(score)));
}

export const RELATIONSHIP_BANDS = ['inner_circle', 'strong', 'warm', 'cooling'] as const;
export type RelationshipBand = (typeof RELATIONSHIP_BANDS)[number];

/** Spec §4/§9 bands: 90 and above, 70–89, 50–69, below 50. */
export function relationshipBand(score: number): RelationshipBand {
  if (score >= 90) return 'inner_circle';
  if (score >= 70) return 'strong';
  if (score >= 50) return 'warm';
  return 'cooling';
}

// ───────────────────────────── reply times ─────────────────────────────

export type ThreadMessage = {
  at: Date;
  /** Written by the user. */
  sent: boolean;
  /** For a received message: the sender's address (null when it does not count: bulk, automated, the user's own). */
  from: string | null;
};

/**
 * Reply gaps in one thread: for each message from a counterpart, the minutes until the
 * user's next sent message in the same thread (strictly later). Messages never followed
 * by a reply, or followed only after MAX_REPLY_GAP_MINUTES, give no gap. Two messages
 * from them before one reply give two gaps (each waited that long).
 */
export function replyGaps(thread: readonly ThreadMessage[], maxGapMinutes = MAX_REPLY_GAP_MINUTES): { from: string; minutes: number }[] {
  const sorted = [...thread].sort((a, b) => a.at.getTime() - b.at.getTime());
  const out: { from: string; minutes: number }[] = [];
  let nextSent: number | null = null;
  for (let i = sorted.length - 1; i >= 0; i--) {
    const m = sorted[i]!;
    const t = m.at.getTime();
    if (m.sent) {
      // Same-instant messages are not replies to each other: keep the later sent one for earlier mail.
      if (nextSent === null || t < nextSent) nextSent = t;
      continue;
    }
    if (!m.from || nextSent === null || nextSent <= t) continue;
    const minutes = (nextSent - t) / 60_000;
    if (minutes <= maxGapMinutes) out.push({ from: m.from, minutes });
  }
  return out.reverse();
}

/** The median, rounded to whole minutes; null for no values. Median, not mean: one reply after a holiday does not swamp twenty quick ones. */
export function medianMinutes(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const m = s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
  return Math.round(m);
}

// ───────────────────────────── topics ─────────────────────────────

const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just let me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours ' +
    're fw fwd aw wg sv tr vs via per new hi hey hello review reviews reminder invitation invite accepted declined tentative updated canceled cancelled dear thanks thank thx regards cheers please pls fyi asap urgent important quick question questions update updates info follow followup following reply response request requested requesting today tomorrow yesterday week weekly month monthly year next last get got make made see seen call email emails mail message note notes one two three re- draft final attached attachment'
  ).split(/\s+/),
);

/** Generic categories that say nothing about a relationship. */
const GENERIC_CATEGORIES = new Set(['business', 'general', 'other', 'uncategorized', 'none', 'unknown']);

/** "Re: FW: Term sheet — v2 (final)" → ["term", "sheet"] plus the phrase "term sheet". */
export function subjectKeywords(subject: string): string[] {
  const cleaned = subject
    .replace(/^\s*((re|fw|fwd|aw|wg|sv|tr|antw)(\[\d+\])?\s*:\s*)+/i, '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ');
  const tokens = cleaned.split(/\s+/).map((w) => w.replace(/^-+|-+$/g, ''));
  const keep = (w: string) => w.length >= 3 && !STOPWORDS.has(w) && !/^\d+$/.test(w) && !/^v\d+$/.test(w);
  const words = new Set<string>();
  const phrases = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!;
    if (!keep(w)) continue;
    words.add(w);
    const next = tokens[i + 1];
    if (next && keep(next)) phrases.add(`${w} ${next}`);
  }
  return [...phrases, ...words];
}

export type TopicCounts = {
  /** Analysis category → messages. */
  categories: Map<string, number>;
  /** Keyword or two-word phrase → threads it appeared in, and when last. */
  keywords: Map<string, { n: number; at: number }>;
};

export const MAX_TOPICS = 5;

/**
 * Up to five tags: first the specific categories of their mail (generic ones such as
 * "business" left out) that make up at least a tenth of it (at most two), then the
 * subject keywords seen in the most threads (a two-word phrase beats its own words
 * at equal count; ties go to the most recent).
 */
export function topTopics(counts: TopicCounts, max = MAX_TOPICS): string[] {
  const out: string[] = [];
  const totalCats = [...counts.categories.values()].reduce((a, b) => a + b, 0);
  const cats = [...counts.categories]
    .filter(([c, n]) => !GENERIC_CATEGORIES.has(c) && n / Math.max(1, totalCats) >= 0.1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([c]) => c);
  out.push(...cats);
  const ranked = [...counts.keywords].sort((a, b) => b[1].n - a[1].n || phraseFirst(a[0], b[0]) || b[1].at - a[1].at || a[0].localeCompare(b[0]));
  for (const [k] of ranked) {
    if (out.length >= max) break;
    const parts = k.split(' ');
    // A word already inside a chosen tag adds nothing; a phrase sharing a word with one neither
    // ("board deck" then "deck review").
    const chosenWords = out.flatMap((t) => t.split(' '));
    if (parts.some((p) => chosenWords.includes(p))) continue;
    out.push(k);
  }
  return out.slice(0, max);
}

const phraseFirst = (a: string, b: string) => (b.includes(' ') ? 1 : 0) - (a.includes(' ') ? 1 : 0);

// ───────────────────────────── who counts ─────────────────────────────

const AUTOMATED_LOCAL =
  /(^|[-_.+])(no-?reply|do-?not-?reply|donotreply|noreply|no_reply)([-_.+]|$)|^(mailer-daemon|postmaster|bounces?|bounce-.*|notifications?|notify|alerts?|automated|daemon|mailer)([-_.+]|$)/i;

/** A machine's address: no-reply, bounces, mailer daemons, notification senders. */
export function isAutomatedAddress(address: string): boolean {
  const local = address.split('@')[0] ?? '';
  return AUTOMATED_LOCAL.test(local);
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
export const isAddress = (s: string) => ADDRESS.test(s);

/** Headers of bulk mail (kept lower-cased at ingest): List-Unsubscribe, Precedence bulk/list/junk, Auto-Submitted. */
export function isBulkHeaders(headers: Record<string, string | undefined>): boolean {
  if (headers['list-unsubscribe']) return true;
  if (/^(bulk|list|junk)$/i.test((headers['precedence'] ?? '').trim())) return true;
  const auto = (headers['auto-submitted'] ?? '').trim().toLowerCase();
  return !!auto && auto !== 'no';
}

/** A display name worth keeping: not empty, not the address itself, quotes stripped. */
export function cleanName(name: string | null | undefined, address: string): string | null {
  const n = (name ?? '')
    .replace(/^["'\s]+|["'\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!n || n.toLowerCase() === address || isAddress(n)) return null;
  return n.slice(0, 200);
}
