// The relationship score: its documented formula, its bands, and that it never drops
// with more mail or a more recent interaction.
import { describe, expect, it } from 'vitest';
import { relationshipBand, relationshipScore, type ScoreInput } from '../../api/modules/contacts/contacts.metrics.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
const score = (o: Partial<ScoreInput>) => relationshipScore({ sent: 0, received: 0, lastInteractionAt: daysAgo(0), responseMinutes: null, ...o }, NOW);

describe('relationship score', () => {
  it('follows the formula 35·F + 25·R + 25·T + 15·P', () => {
    // 10 emails, 4 sent / 6 received, 7 days ago, replies in 6 hours.
    const F = Math.log1p(10) / Math.log1p(50);
    const R = (2 * 4) / 10;
    const T = 0.5 ** (7 / 30);
    const P = 0.5 ** (360 / 1440);
    expect(score({ sent: 4, received: 6, lastInteractionAt: daysAgo(7), responseMinutes: 360 })).toBe(Math.round(35 * F + 25 * R + 25 * T + 15 * P));
  });

  it('is 100 at saturation and 0 without mail, always within 0–100', () => {
    expect(score({ sent: 40, received: 40, lastInteractionAt: NOW, responseMinutes: 0 })).toBe(100);
    expect(score({})).toBe(0);
    for (const sent of [0, 1, 5, 500]) {
      for (const received of [0, 1, 5, 500]) {
        for (const days of [0, 1, 30, 365, 5000]) {
          for (const responseMinutes of [null, 0, 60, 100_000]) {
            const s = score({ sent, received, lastInteractionAt: daysAgo(days), responseMinutes });
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(100);
            expect(Number.isInteger(s)).toBe(true);
          }
        }
      }
    }
  });

  it('lands typical relationships in the spec bands (≥ 90, 70–89, 50–69, < 50)', () => {
    // A weekly correspondent: 20 emails both ways, 3 days ago, answered within 2 hours.
    const close = score({ sent: 10, received: 10, lastInteractionAt: daysAgo(3), responseMinutes: 120 });
    expect(relationshipBand(close)).toBe('inner_circle');
    // A regular one: 10 emails, 4/6, a week ago, answered in 6 hours.
    expect(relationshipBand(score({ sent: 4, received: 6, lastInteractionAt: daysAgo(7), responseMinutes: 360 }))).toBe('strong');
    // Occasional: 6 emails, 3/3, three weeks ago, answered after a day.
    expect(relationshipBand(score({ sent: 3, received: 3, lastInteractionAt: daysAgo(21), responseMinutes: 1440 }))).toBe('warm');
    // Fading: 4 emails, 1/3, a month ago, answered after two days.
    expect(relationshipBand(score({ sent: 1, received: 3, lastInteractionAt: daysAgo(30), responseMinutes: 2880 }))).toBe('cooling');
    // One-way and old: someone who wrote twice two months ago and was never answered.
    expect(relationshipBand(score({ received: 2, lastInteractionAt: daysAgo(60) }))).toBe('cooling');
  });

  it('bands at exactly 90, 70 and 50', () => {
    expect([100, 90, 89, 70, 69, 50, 49, 0].map(relationshipBand)).toEqual([
      'inner_circle',
      'inner_circle',
      'strong',
      'strong',
      'warm',
      'warm',
      'cooling',
      'cooling',
    ]);
  });

  it('never falls with more recent interaction', () => {
    let previous = -1;
    for (const days of [3650, 365, 180, 90, 30, 14, 7, 1, 0]) {
      const s = score({ sent: 3, received: 3, lastInteractionAt: daysAgo(days), responseMinutes: 600 });
      expect(s).toBeGreaterThanOrEqual(previous);
      previous = s;
    }
    expect(score({ sent: 3, received: 3, lastInteractionAt: daysAgo(0) })).toBeGreaterThan(score({ sent: 3, received: 3, lastInteractionAt: daysAgo(90) }));
  });

  it('never falls with more mail (same balance), and rises until frequency saturates', () => {
    let previous = -1;
    for (const n of [1, 2, 3, 5, 8, 13, 25, 50, 100]) {
      const s = score({ sent: n, received: n, lastInteractionAt: daysAgo(10), responseMinutes: 240 });
      expect(s).toBeGreaterThanOrEqual(previous);
      previous = s;
    }
    expect(score({ sent: 10, received: 10, lastInteractionAt: daysAgo(10) })).toBeGreaterThan(score({ sent: 1, received: 1, lastInteractionAt: daysAgo(10) }));
  });

  it('rewards reciprocity and quick replies', () => {
    const balanced = score({ sent: 5, received: 5, lastInteractionAt: daysAgo(5) });
    const oneWay = score({ received: 10, lastInteractionAt: daysAgo(5) });
    expect(balanced).toBeGreaterThan(oneWay);
    const quick = score({ sent: 5, received: 5, lastInteractionAt: daysAgo(5), responseMinutes: 30 });
    const slow = score({ sent: 5, received: 5, lastInteractionAt: daysAgo(5), responseMinutes: 4320 });
    expect(quick).toBeGreaterThan(slow);
    expect(slow).toBeGreaterThan(balanced); // answering late still beats never answering
  });
});
