import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../api/platform/rate-limit.ts';

describe('rate limiter (rate-limiter-flexible)', () => {
  it('allows the limit, then refuses with a retry time within the window', async () => {
    const limiter = createMemoryRateLimiter(60);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3)).allowed).toBe(true);
    const refused = await limiter.hit('k', 3);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('check does not count, reset clears, and keys and limits are independent', async () => {
    const limiter = createMemoryRateLimiter(60);
    await limiter.hit('a', 1);
    expect((await limiter.check('a', 1)).allowed).toBe(false);
    expect((await limiter.check('b', 1)).allowed).toBe(true);
    expect((await limiter.check('b', 1)).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.check('a', 1)).allowed).toBe(true);
    await limiter.hit('c', 5);
    expect((await limiter.check('c', 5)).allowed).toBe(true);
  });
});
