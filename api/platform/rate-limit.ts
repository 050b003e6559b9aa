// Sliding-window rate limiter. In memory by default (one process); the interface
// is small so a Redis implementation can replace it for several API processes.
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Records one hit for `key` and says whether it is within `limit` per window. */
  hit(key: string, limit: number): RateLimitResult;
  /** Whether `key` is already over `limit`, without recording a hit. */
  check(key: string, limit: number): RateLimitResult;
  reset(key: string): void;
}

export function createMemoryRateLimiter(windowSeconds: number, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();
  const windowMs = windowSeconds * 1000;
  const recent = (key: string) => {
    const cutoff = now() - windowMs;
    const list = (hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) hits.set(key, list);
    else hits.delete(key);
    return list;
  };
  const verdict = (list: number[], limit: number): RateLimitResult =>
    list.length < limit
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((list[list.length - limit]! + windowMs - now()) / 1000)) };
  return {
    check: (key, limit) => verdict(recent(key), limit),
    hit(key, limit) {
      const list = recent(key);
      const result = verdict(list, limit);
      if (result.allowed) hits.set(key, [...list, now()]);
      return result;
    },
    reset: (key) => void hits.delete(key),
  };
}
