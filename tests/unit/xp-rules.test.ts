import { describe, expect, it } from 'vitest';
import { dailyStreak, dayInZone, levelFor, levelThreshold } from '../../api/modules/xp/xp.rules.ts';

describe('level curve', () => {
  it('reproduces the landing page: 850 XP is level 7 with 150 XP to level 8', () => {
    expect(levelFor(850)).toMatchObject({ level: 7, xpToNextLevel: 150, nextLevelXP: 1000 });
  });

  it('starts at level 1 with 0 XP and levels up exactly at a threshold', () => {
    expect(levelFor(0).level).toBe(1);
    expect(levelFor(levelThreshold(2) - 1).level).toBe(1);
    expect(levelFor(levelThreshold(2)).level).toBe(2);
    expect(levelFor(1000)).toMatchObject({ level: 8, levelStartXP: 1000 });
  });

  it('needs more XP for each next level (thresholds grow with level)', () => {
    const steps = Array.from({ length: 30 }, (_, i) => levelThreshold(i + 3) - levelThreshold(i + 2));
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]!);
    expect(steps.at(-1)!).toBeGreaterThan(steps[0]!);
  });
});

describe('daily streak', () => {
  const at = (iso: string) => new Date(iso);

  it('counts consecutive days with a completion up to today', () => {
    const now = at('2026-03-10T15:00:00Z');
    const done = ['2026-03-10T09:00:00Z', '2026-03-09T09:00:00Z', '2026-03-08T23:00:00Z', '2026-03-06T09:00:00Z'].map(at);
    expect(dailyStreak(done, now, 'UTC')).toBe(3);
  });

  it("keeps yesterday's streak alive before today's first completion, and breaks after a missed day", () => {
    const done = ['2026-03-09T09:00:00Z', '2026-03-08T09:00:00Z'].map(at);
    expect(dailyStreak(done, at('2026-03-10T08:00:00Z'), 'UTC')).toBe(2);
    expect(dailyStreak(done, at('2026-03-11T08:00:00Z'), 'UTC')).toBe(0);
  });

  it("uses the user's time zone for day boundaries", () => {
    // 23:30 in New York (EDT, UTC−4) on the 8th is 03:30 UTC on the 9th.
    const lateEvening = at('2026-03-09T03:30:00Z');
    const nextMorning = at('2026-03-09T14:00:00Z');
    expect(dayInZone(lateEvening, 'America/New_York')).toBe('2026-03-08');
    expect(dailyStreak([lateEvening, nextMorning], at('2026-03-09T20:00:00Z'), 'America/New_York')).toBe(2);
    // In UTC both fall on the 9th: one day.
    expect(dailyStreak([lateEvening, nextMorning], at('2026-03-09T20:00:00Z'), 'UTC')).toBe(1);
  });

  it('crosses month ends and daylight-saving changes', () => {
    const done = ['2026-03-01T12:00:00Z', '2026-02-28T12:00:00Z', '2026-02-27T12:00:00Z'].map(at);
    expect(dailyStreak(done, at('2026-03-01T18:00:00Z'), 'UTC')).toBe(3);
    // US DST began 2026-03-08: the 23-hour day still counts once.
    const dst = ['2026-03-07T17:00:00Z', '2026-03-08T17:00:00Z', '2026-03-09T17:00:00Z'].map(at);
    expect(dailyStreak(dst, at('2026-03-09T18:00:00Z'), 'America/Los_Angeles')).toBe(3);
  });
});
