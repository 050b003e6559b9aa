import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../api/platform/rate-limit.ts';

describe('sliding-window rate limiter', () => {
  it('allows the limit, refuses the next with a retry time, and frees up as the window slides', () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(60, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.hit('k', 3).allowed).toBe(true);
      now += 10_000;
    }
    const refused = limiter.hit('k', 3);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now = 60_001; // the first hit left the window
    expect(limiter.hit('k', 3).allowed).toBe(true);
  });

  it('check does not count, reset clears, and keys are independent', () => {
    const limiter = createMemoryRateLimiter(60);
    limiter.hit('a', 1);
    expect(limiter.check('a', 1).allowed).toBe(false);
    expect(limiter.check('b', 1).allowed).toBe(true);
    expect(limiter.check('b', 1).allowed).toBe(true);
    limiter.reset('a');
    expect(limiter.check('a', 1).allowed).toBe(true);
  });
});
