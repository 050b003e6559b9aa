// Rate limits that every API process sees (issue 17): rate-limiter-flexible on the
// database (a small Prisma table, pglite or PostgreSQL) by default, or on Redis when
// REDIS_URL is set; N processes then allow the limit, not N times it. The in-memory
// limiter remains for tests of the rules alone.
import { RateLimiterMemory, RateLimiterPrisma, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PrismaClient } from '../db/generated/client.ts';

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Records one hit for `key` and says whether it is within `limit` per window. */
  hit(key: string, limit: number): Promise<RateLimitResult>;
  /** Whether `key` is already at `limit`, without recording a hit. */
  check(key: string, limit: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): void;
}

type Factory = (points: number) => RateLimiterAbstract;

/** One rate-limiter-flexible instance per limit (its `points`), all in one store. */
function flexible(make: Factory, close: () => void = () => {}): RateLimiter {
  const byLimit = new Map<number, RateLimiterAbstract>();
  const limiter = (limit: number) => {
    let l = byLimit.get(limit);
    if (!l) byLimit.set(limit, (l = make(limit)));
    return l;
  };
  const refused = (res: RateLimiterRes): RateLimitResult => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
  return {
    async hit(key, limit) {
      try {
        await limiter(limit).consume(key, 1);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) return refused(error);
        throw error; // the store failed: better an error than no limit
      }
    },
    async check(key, limit) {
      const res = await limiter(limit).get(key);
      return res && res.consumedPoints >= limit ? refused(res) : { allowed: true };
    },
    async reset(key) {
      await Promise.all([...byLimit.values()].map((l) => l.delete(key)));
    },
    close,
  };
}

const KEY_PREFIX = 'nugget';

/** The database store: the `RateLimiterFlexible` table, shared by every process on it. */
export function createDbRateLimiter(prisma: PrismaClient, windowSeconds: number): RateLimiter {
  const made: RateLimiterPrisma[] = [];
  return flexible(
    (points) => {
      const l = new RateLimiterPrisma({ storeClient: prisma, tableName: 'rateLimiterFlexible', points, duration: windowSeconds, keyPrefix: KEY_PREFIX });
      made.push(l);
      return l;
    },
    () => made.forEach((l) => clearTimeout((l as unknown as { _clearExpiredTimeoutId?: NodeJS.Timeout })._clearExpiredTimeoutId)),
  );
}

/** Redis (REDIS_URL): `redis` is an ioredis client. */
export function createRedisRateLimiter(redis: unknown, windowSeconds: number): RateLimiter {
  return flexible((points) => new RateLimiterRedis({ storeClient: redis, points, duration: windowSeconds, keyPrefix: KEY_PREFIX }));
}

/** One process only (unit tests of the rules). */
export function createMemoryRateLimiter(windowSeconds: number): RateLimiter {
  return flexible((points) => new RateLimiterMemory({ points, duration: windowSeconds, keyPrefix: KEY_PREFIX }));
}
