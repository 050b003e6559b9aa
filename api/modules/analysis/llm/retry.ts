// Bounded concurrency and retries for calls to the model server.
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { retrying, type RetryVerdict } from '../../../platform/retry.ts';

/** At most `limit` holders at a time; the rest wait in order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new Error('Semaphore limit must be at least 1');
  }
  get inFlight() {
    return this.active;
  }
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next waiter
      else this.active--;
    }
  }
}

export type RetryOptions = {
  /** Tries in all, the first included (default 4). */
  attempts?: number;
  /** First backoff (default 500 ms); doubles each time, with jitter. */
  baseDelayMs?: number;
  /** Longest single wait, Retry-After included (default 30 s). */
  maxDelayMs?: number;
};

/** Why a call failed, in words that fit in `analyzedBy`, and whether trying again can help. */
export type Failure = { retryable: boolean; reason: string; retryAfterMs: number | null };

function retryAfterMs(headers: Headers | undefined): number | null {
  if (!headers || typeof headers.get !== 'function') return null;
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

export function classify(error: unknown): Failure {
  if (error instanceof APIConnectionTimeoutError) return { retryable: true, reason: 'timed out', retryAfterMs: null };
  if (error instanceof APIConnectionError) return { retryable: true, reason: 'network error', retryAfterMs: null };
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    const after = retryAfterMs(error.headers as Headers | undefined);
    if (status === 429) {
      // OpenAI answers 429 for an exhausted quota too; waiting does not refill it.
      if (error.code === 'insufficient_quota') return { retryable: false, reason: 'quota exceeded', retryAfterMs: null };
      return { retryable: true, reason: 'rate limited', retryAfterMs: after };
    }
    if (status >= 500) return { retryable: true, reason: `server error ${status}`, retryAfterMs: after };
    if (status === 408 || status === 409) return { retryable: true, reason: `HTTP ${status}`, retryAfterMs: after };
    if (status === 401) return { retryable: false, reason: 'authentication failed (401)', retryAfterMs: null };
    if (status === 403) return { retryable: false, reason: 'permission denied (403)', retryAfterMs: null };
    if (status === 404) return { retryable: false, reason: 'model or endpoint not found (404)', retryAfterMs: null };
    const message = (error.message || '').replace(/^\d{3}\s*/, '').slice(0, 80);
    return { retryable: false, reason: `HTTP ${status}${message ? `: ${message}` : ''}`, retryAfterMs: null };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { retryable: false, reason: message.slice(0, 80) || 'unknown error', retryAfterMs: null };
}

export class LlmCallError extends Error {
  constructor(
    readonly reason: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'LlmCallError';
  }
}

/**
 * Runs `call` until it succeeds, a failure is not worth retrying, or the attempts run out.
 * The semaphore is held only while a request is in flight, not while backing off.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  semaphore: Semaphore,
  options: Required<RetryOptions>,
  onRetry?: (f: Failure, attempt: number, delayMs: number) => void,
): Promise<T> {
  return retrying(
    () => semaphore.run(call),
    { attempts: options.attempts, baseDelayMs: options.baseDelayMs, maxDelayMs: options.maxDelayMs },
    (error, attempt): RetryVerdict => {
      const failure = classify(error);
      if (!failure.retryable) return { giveUp: new LlmCallError(failure.reason, attempt.number, { cause: error }) };
      if (attempt.last)
        return {
          giveUp: new LlmCallError(`${failure.reason} after ${attempt.number} attempt${attempt.number > 1 ? 's' : ''}`, attempt.number, { cause: error }),
        };
      return { again: 'later', afterMs: failure.retryAfterMs === null ? null : Math.min(failure.retryAfterMs, options.maxDelayMs) };
    },
    (error, attempt, delayMs) => onRetry?.(classify(error), attempt.number, delayMs),
  );
}
