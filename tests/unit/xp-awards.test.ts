import { describe, expect, it } from 'vitest';
import { completionAwards, MANUAL_AWARDS_PER_DAY, paidAward, type CompletionFacts } from '../../api/modules/xp/xp.rules.ts';

const facts = (over: Partial<CompletionFacts> = {}): CompletionFacts => ({
  todoId: 't1',
  commitmentId: 'c1',
  priority: 'high',
  createdAt: new Date('2026-03-02T09:00:00Z'),
  completedAt: new Date('2026-03-05T15:00:00Z'),
  dueDate: null,
  wasOverdue: false,
  isPromiseMade: false,
  timeZone: 'UTC',
  manualAwardsToday: 0,
  ...over,
});
const total = (f: CompletionFacts) => completionAwards(f).reduce((n, a) => n + a.points, 0);

describe('XP award rules', () => {
  it('pays a base by priority: the landing page task is worth +25 XP', () => {
    expect(total(facts({ priority: 'high' }))).toBe(25);
    expect(total(facts({ priority: 'medium' }))).toBe(15);
    expect(total(facts({ priority: 'low' }))).toBe(10);
  });

  it('adds an on-time bonus up to the end of the due day, in the user’s time zone, and nothing when late', () => {
    const due = new Date('2026-03-05T12:00:00Z');
    expect(total(facts({ dueDate: due, completedAt: new Date('2026-03-05T23:30:00Z') }))).toBe(35);
    expect(total(facts({ dueDate: due, completedAt: new Date('2026-03-06T00:30:00Z') }))).toBe(25);
    // 00:30 UTC on the 6th is still the 5th in New York: on time there.
    expect(total(facts({ dueDate: due, completedAt: new Date('2026-03-06T00:30:00Z'), timeZone: 'America/New_York' }))).toBe(35);
  });

  it('rewards keeping a promise you made and clearing an overdue item', () => {
    expect(completionAwards(facts({ isPromiseMade: true })).map((a) => a.kind)).toEqual(['todo_completed', 'promise_kept']);
    expect(total(facts({ isPromiseMade: true }))).toBe(40);
    expect(total(facts({ wasOverdue: true }))).toBe(30);
  });

  it('pays nothing for creating and completing within a minute', () => {
    expect(completionAwards(facts({ completedAt: new Date('2026-03-02T09:00:40Z') }))).toEqual([]);
    expect(total(facts({ completedAt: new Date('2026-03-02T09:01:05Z') }))).toBe(25);
  });

  it('caps hand-made todos per day but not todos from mail', () => {
    expect(completionAwards(facts({ commitmentId: null, manualAwardsToday: MANUAL_AWARDS_PER_DAY }))).toEqual([]);
    expect(total(facts({ commitmentId: null, manualAwardsToday: MANUAL_AWARDS_PER_DAY - 1 }))).toBe(25);
    expect(total(facts({ manualAwardsToday: 99 }))).toBe(25);
  });

  it('keys awards by the obligation, so a second todo for the same commitment cannot pay again', () => {
    const a = completionAwards(facts({ todoId: 'first' })).map((x) => x.dedupeKey);
    const b = completionAwards(facts({ todoId: 'second' })).map((x) => x.dedupeKey);
    expect(a).toEqual(b);
    expect(completionAwards(facts({ commitmentId: null, todoId: 'x' }))[0]!.dedupeKey).toBe('todo:x:completed');
  });
});

describe('the award a done todo reports', () => {
  const createdAt = new Date('2026-03-05T15:00:00Z');
  const at = (seconds: number) => new Date(createdAt.getTime() + seconds * 1000);

  it('adds up its ledger entries, line by line', () => {
    const entries = [
      { kind: 'todo_completed', points: 25 },
      { kind: 'on_time', points: 10 },
    ];
    expect(paidAward({ entries, createdAt, completedAt: at(3600), fromMail: true })).toEqual({ points: 35, reasons: entries });
  });

  it('says which rule paid nothing: the 60-second rule first, then the daily cap of hand-made todos', () => {
    expect(paidAward({ entries: [], createdAt, completedAt: at(59), fromMail: true })).toEqual({
      points: 0,
      reasons: [{ kind: 'instant_completion', points: 0 }],
    });
    expect(paidAward({ entries: [], createdAt, completedAt: at(59), fromMail: false })).toEqual({
      points: 0,
      reasons: [{ kind: 'instant_completion', points: 0 }],
    });
    expect(paidAward({ entries: [], createdAt, completedAt: at(60), fromMail: false })).toEqual({ points: 0, reasons: [{ kind: 'daily_cap', points: 0 }] });
    // From mail, past the minute, nothing paid: someone else's work, or paid before. No reason is made up.
    expect(paidAward({ entries: [], createdAt, completedAt: at(60), fromMail: true })).toEqual({ points: 0, reasons: [] });
  });
});
