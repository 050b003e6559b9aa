// The rules of follow-through that need no database: which day a due date falls on in the
// user's zone, what "late" means for a promise someone made the user, when the digest's
// morning has come, and whether a reply in the thread delivered what was promised.
// Pure functions, pinned by tests/unit/followup-rules.test.ts.
import { dayInZone } from '../xp/xp.rules.ts';

/** The local hour from which the day's digest goes (and due-today notifications are told). */
export const DIGEST_HOUR = 7;
/** The digest of a day is sent from DIGEST_HOUR until this local hour; after it, the day is skipped (no afternoon "morning" mail). */
export const DIGEST_LAST_HOUR = 12;
/** A promise received with no due date counts as late this long after it was made. */
export const UNDATED_LATE_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The calendar day (YYYY-MM-DD) a due date falls on for the user. A date written without a time is stored
 * at 12:00 UTC of its day and stays that day in every zone; a due with a time ("by 5pm Friday") is the day
 * of that instant in the user's zone.
 */
export function dueDayOf(due: Date, timeZone: string): string {
  const dateOnly = due.getUTCHours() === 12 && due.getUTCMinutes() === 0 && due.getUTCSeconds() === 0 && due.getUTCMilliseconds() === 0;
  return dateOnly ? due.toISOString().slice(0, 10) : dayInZone(due, timeZone);
}

/** The day after (n = 1) or before (n = -1) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The user's wall clock: today's date and the hour, in their zone. */
export function localClock(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now);
  return { day: dayInZone(now, timeZone), hour: Number(parts) % 24 };
}

/** Whether the scheduled digest of the user's current day may go now: from 07:00 to before 12:00 in their zone. */
export const digestWindowOpen = (now: Date, timeZone: string) => {
  const { hour } = localClock(now, timeZone);
  return hour >= DIGEST_HOUR && hour < DIGEST_LAST_HOUR;
};

type Waiting = { status: string; dueDate: Date | null; createdAt: Date; emailReceivedAt?: Date | null };

/**
 * A promise someone made the user is late when it is marked overdue, when its due day has ended in the
 * user's zone, or, with no due date, when it was made more than UNDATED_LATE_DAYS days ago.
 */
export function isLate(c: Waiting, now: Date, timeZone: string): boolean {
  if (c.status === 'overdue') return true;
  const today = dayInZone(now, timeZone);
  if (c.dueDate) return dueDayOf(c.dueDate, timeZone) < today;
  const made = c.emailReceivedAt ?? c.createdAt;
  return now.getTime() - made.getTime() > UNDATED_LATE_DAYS * DAY_MS;
}

/** When a waiting item became late (its due day's end, or the undated grace's end): the oldest overdue sorts first. */
export function lateSince(c: Waiting, timeZone: string): number {
  if (c.dueDate) return new Date(`${dueDayOf(c.dueDate, timeZone)}T12:00:00Z`).getTime();
  return (c.emailReceivedAt ?? c.createdAt).getTime() + UNDATED_LATE_DAYS * DAY_MS;
}

// ───────────────────────────── did the reply deliver? ─────────────────────────────

/** Wording that puts the thing off or says it is not there yet: such a reply never closes anything. */
const DEFERS =
  /\b(not yet|not ready|haven'?t|have not|hasn'?t|still (working|waiting|finali[sz]ing|on it)|delay(ed|ing)?|push(ed)? (it|this|that) (back|out)|need (a (few|couple of) )?more (time|days?)|running (late|behind)|(i'?ll|i will|we'?ll|we will|going to|gonna) (send|share|get|have|do|finish|sign|pay)|later (today|this week)|by (tomorrow|monday|tuesday|wednesday|thursday|friday|next week|end of)|sorry for the delay,? (it|this) will)\b/i;

/** Wording that hands the thing over. */
const DELIVERS =
  /\b(attached|attaching|enclosed|please find|here (it )?is|here are|here'?s|herewith|(i'?ve|i have|we'?ve|we have|just) (now )?(sent|shared|uploaded|signed|transferred|wired|paid|submitted|done|finished|completed|merged|published|added|booked|scheduled)|(it'?s|it is|this is|that'?s|that is|they'?re|they are|all) (now )?(done|sent|signed|shared|uploaded|live|merged|ready|finished|complete|paid|booked))\b/i;

/** Things that are handed over as a file or a link: for these, the reply must carry an attachment or a link. */
const DOCUMENT =
  /\b(deck|slides?|docs?|document|files?|contract|nda|agreement|report|spreadsheet|sheet|pdf|proposal|invoice|term ?sheet|draft|memo|model|plan|cv|resume|photos?|screenshots?|figures|numbers|financials|data ?room|recording|video|designs?|mock-?ups?|specs?|brief|one-pager|summary|notes|minutes|statement|receipt|quote)\b/i;

export type DeliveryVerdict = { delivered: boolean; reason: string };

/**
 * Did this reply deliver the promised thing? Conservative, so a waiting item is never closed on a hunch:
 * the reply must hand something over ("attached", "here is", "I've sent", "it's done"), must not put it off
 * ("not yet", "I'll send it Friday", "need more time"), and, when the promise is a document or file (a deck,
 * the contract, the numbers), must carry an attachment or a link. The caller has already checked that the
 * reply comes from the person who promised, in the same thread, after the promise, and does not restate the
 * promise itself.
 */
export function replyDelivers(promise: { title: string }, reply: { text: string; hasAttachments: boolean }): DeliveryVerdict {
  const text = ownText(reply.text);
  if (DEFERS.test(text)) return { delivered: false, reason: 'the reply puts it off' };
  if (!DELIVERS.test(text)) return { delivered: false, reason: 'the reply hands nothing over' };
  if (DOCUMENT.test(promise.title) && !reply.hasAttachments && !/https?:\/\/\S+/i.test(text)) {
    return { delivered: false, reason: 'a document was promised and the reply carries no attachment or link' };
  }
  return { delivered: true, reason: reply.hasAttachments ? 'the reply hands it over with an attachment' : 'the reply hands it over' };
}

/** The reply's own words: the quoted earlier messages ("> …", "On … wrote:") are not what the sender says now. */
export function ownText(text: string): string {
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*On .{3,200} wrote:\s*$/i.test(line) || /^-{2,}\s*(Original Message|Forwarded message)/i.test(line) || /^\s*From: .+/i.test(line)) break;
    if (/^\s*>/.test(line)) continue;
    lines.push(line);
  }
  return lines.join('\n');
}
