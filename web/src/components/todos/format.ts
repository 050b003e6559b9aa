// Display rules for todos, commitments and calendar days.
//
// Due dates are day-level: the server stores a date-only due at 12:00 UTC of its
// day, and an item becomes overdue once that day has ended (12 h after the stored
// instant). Days are therefore read in UTC, so a due day never shifts with the
// browser's time zone.
import { colors } from '../../theme';

const DAY_MS = 86_400_000;
const OVERDUE_GRACE_MS = 12 * 3_600_000;

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "Fri, Mar 6" — spec §9: the year only when it differs from the current year. */
export function dueLabel(value: string | Date, now: Date = new Date()): string {
  const date = toDate(value);
  return date.toLocaleDateString(undefined, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(date.getUTCFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}

/** A short date (no weekday), same year rule: "Mar 6", "Mar 6, 2025". */
export function shortDate(value: string | Date, now: Date = new Date(), utc = false): string {
  const date = toDate(value);
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return date.toLocaleDateString(undefined, {
    ...(utc ? { timeZone: 'UTC' } : {}),
    month: 'short',
    day: 'numeric',
    ...(year !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}

/** Past its due day (the same rule the server uses to mark commitments overdue). */
export function isOverdue(value: string | Date | null | undefined, now: Date = new Date()): boolean {
  return !!value && toDate(value).getTime() + OVERDUE_GRACE_MS < now.getTime();
}

/** A date-input value ("2026-03-06") as the server's day-level instant (12:00 UTC). */
export function dayInputToIso(day: string): string {
  return `${day}T12:00:00.000Z`;
}

/** Today in the browser's calendar, as a date-input value. */
export function todayInput(now: Date = new Date()): string {
  return localDayKey(now);
}

/** YYYY-MM-DD of an instant in the browser's calendar. */
export function localDayKey(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** YYYY-MM-DD of a day-level instant (all-day events, due dates). */
export function utcDayKey(value: string | Date): string {
  return toDate(value).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD keys). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The calendar window: from the start of today (as a UTC day, like all-day events) for `days` days. */
export function calendarWindow(now: Date = new Date(), days = 30): { from: string; days: number; until: string } {
  const from = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return { from: new Date(from).toISOString(), days, until: new Date(from + days * DAY_MS).toISOString() };
}

/** 'in_progress' → 'in progress'. */
export const humanize = (value: string) => value.replace(/_/g, ' ');

export { mineLink } from '../../relay/ids';

/** One palette for commitment statuses everywhere (mail/colors.ts). */
export { commitmentStatusColor } from '../mail/colors';

export const COMMITMENT_TYPE: Record<string, { label: string; color: string }> = {
  promise_made: { label: 'PROMISE MADE', color: colors.gold },
  promise_received: { label: 'PROMISE RECEIVED', color: colors.teal },
  action_item: { label: 'ACTION ITEM', color: colors.orange },
  deadline: { label: 'DEADLINE', color: colors.purple },
};

export const commitmentType = (type: string) => COMMITMENT_TYPE[type] ?? { label: humanize(type).toUpperCase(), color: colors.gold };
