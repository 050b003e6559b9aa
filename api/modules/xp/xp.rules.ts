// XP level curve and streak rules: pure functions, pinned by unit tests.
//
// Level thresholds grow with level: reaching level L needs
//   T(L) = 10 · round(100 · ((L − 1) / 7)^1.5)  total XP,
// i.e. 0, 50, 150, 280, 430, 600, 790, 1000, 1220, 1460 … — steps of 50, 100,
// 130, 150, 170, 190, 210, 220, 240 … XP, so early levels come fast and later ones
// take steady work. It reproduces the landing page: 850 XP is level 7, 150 XP
// short of level 8 (1,000 XP).

export function levelThreshold(level: number): number {
  if (level <= 1) return 0;
  return 10 * Math.round(100 * ((level - 1) / 7) ** 1.5);
}

export function levelFor(totalXP: number): { level: number; xpToNextLevel: number; levelStartXP: number; nextLevelXP: number } {
  let level = 1;
  while (levelThreshold(level + 1) <= totalXP) level++;
  const nextLevelXP = levelThreshold(level + 1);
  return { level, xpToNextLevel: nextLevelXP - Math.max(0, totalXP), levelStartXP: levelThreshold(level), nextLevelXP };
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayInZone(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function previousDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Consecutive days (in the user's time zone) with at least one completion, counting
 * back from today — or from yesterday, so a streak is not lost before today's work.
 */
export function dailyStreak(completions: Date[], now: Date, timeZone: string): number {
  const days = new Set(completions.map((d) => dayInZone(d, timeZone)));
  let day = dayInZone(now, timeZone);
  if (!days.has(day)) day = previousDay(day);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = previousDay(day);
  }
  return streak;
}

// ───────────────────────────── award rules ─────────────────────────────
//
// XP is earned for doing what mail asked of you, never for bookkeeping:
//   • completing a todo: 25 XP at high priority, 15 at medium, 10 at low;
//   • +10 on-time bonus when it was completed by the end of its due day (in the
//     user's time zone); nothing extra when late or undated;
//   • +15 for fulfilling a promise you made (its commitment is promise_made);
//   • +5 for clearing an overdue item (completing it after it became overdue);
//   • +50 for a nugget: every commitment of a high-value email (score at or above
//     the user's threshold) completed.
// Nothing for a todo completed within 60 seconds of being created, and hand-made
// todos (not from mail) earn at most 10 awards a day. Each award has a unique
// key, so re-completing, or re-creating a todo for the same commitment, never
// pays twice.

export const TODO_BASE_XP = { high: 25, medium: 15, low: 10 } as const;
export type TodoPriority = keyof typeof TODO_BASE_XP;
/** A stored priority as one of the three todo priorities (anything else counts as medium). */
export const todoPriority = (p: string): TodoPriority => (Object.hasOwn(TODO_BASE_XP, p) ? (p as TodoPriority) : 'medium');
export const ON_TIME_BONUS = 10;
export const PROMISE_KEPT_BONUS = 15;
export const OVERDUE_CLEARED_BONUS = 5;
export const NUGGET_XP = 50;
export const INSTANT_COMPLETION_SECONDS = 60;
export const MANUAL_AWARDS_PER_DAY = 10;

export type Award = { kind: string; points: number; dedupeKey: string };

export type CompletionFacts = {
  todoId: string;
  commitmentId: string | null;
  priority: string;
  createdAt: Date;
  completedAt: Date;
  dueDate: Date | null;
  wasOverdue: boolean;
  isPromiseMade: boolean;
  timeZone: string;
  /** Hand-made todos already awarded today (in the user's time zone). */
  manualAwardsToday: number;
};

/** Ticked off within a minute of being created: such a completion pays nothing. */
export const isInstantCompletion = (createdAt: Date, completedAt: Date) => (completedAt.getTime() - createdAt.getTime()) / 1000 < INSTANT_COMPLETION_SECONDS;

/** The XP a completion earns, as ledger entries (empty when it earns nothing). */
export function completionAwards(f: CompletionFacts): Award[] {
  if (isInstantCompletion(f.createdAt, f.completedAt)) return [];
  if (!f.commitmentId && f.manualAwardsToday >= MANUAL_AWARDS_PER_DAY) return [];
  const base = TODO_BASE_XP[todoPriority(f.priority)];
  // The same obligation pays once, whichever todo carried it.
  const subject = f.commitmentId ? `commitment:${f.commitmentId}` : `todo:${f.todoId}`;
  const awards: Award[] = [{ kind: 'todo_completed', points: base, dedupeKey: `${subject}:completed` }];
  if (f.dueDate && dayInZone(f.completedAt, f.timeZone) <= dayInZone(f.dueDate, f.timeZone)) {
    awards.push({ kind: 'on_time', points: ON_TIME_BONUS, dedupeKey: `${subject}:on_time` });
  }
  if (f.isPromiseMade) awards.push({ kind: 'promise_kept', points: PROMISE_KEPT_BONUS, dedupeKey: `${subject}:promise_kept` });
  if (f.wasOverdue) awards.push({ kind: 'overdue_cleared', points: OVERDUE_CLEARED_BONUS, dedupeKey: `${subject}:overdue_cleared` });
  return awards;
}

/** What one completion paid, and why: the ledger entries credited to it, by kind; when none, the rule that paid nothing (if known). */
export type PaidAward = { points: number; reasons: { kind: string; points: number }[] };

/**
 * Reads a done todo's award back from its ledger entries (base, bonuses and a nugget it crowned).
 * Nothing paid: `instant_completion` (done within a minute of creation), `daily_cap` (a hand-made
 * todo over the day's limit), or no reason when it was someone else's work or already paid.
 */
export function paidAward(t: { entries: { kind: string; points: number }[]; createdAt: Date; completedAt: Date | null; fromMail: boolean }): PaidAward {
  if (t.entries.length) return { points: t.entries.reduce((n, e) => n + e.points, 0), reasons: t.entries.map((e) => ({ kind: e.kind, points: e.points })) };
  const why = t.completedAt && isInstantCompletion(t.createdAt, t.completedAt) ? 'instant_completion' : t.fromMail ? null : 'daily_cap';
  return { points: 0, reasons: why ? [{ kind: why, points: 0 }] : [] };
}
