// One way to retry a call to a remote service (Gmail, Google Calendar, the model
// server): p-retry runs the attempts and the exponential backoff with jitter; the
// caller only says, for each failure, what it means.
import pRetry, { AbortError } from 'p-retry';

export type RetryPolicy = {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first wait: between half of it and all of it, doubling each retry. */
  baseDelayMs: number;
  /** The longest backoff (a longer Retry-After is the caller's to refuse). */
  maxDelayMs: number;
  /** Stops the waiting and the retries. */
  signal?: AbortSignal;
};

/**
 * What one failure means:
 * - `{ giveUp: error }`: stop, and reject with this error;
 * - `{ again: 'now' }`: try again at once without spending an attempt (a refreshed token);
 * - `{ again: 'later', afterMs }`: back off, waiting at least `afterMs` (the server's Retry-After).
 */
export type RetryVerdict = { giveUp: Error } | { again: 'now' } | { again: 'later'; afterMs?: number | null };

export type Attempt = {
  /** 1 for the first try; a free retry (`again: 'now'`) keeps the number. */
  number: number;
  /** No attempt is left after this one: a `later` verdict gives the failure up as it is. */
  last: boolean;
};

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** Runs `run` until it succeeds or `judge` gives up; the final attempt's `later` gives up with the failure itself. */
export async function retrying<T>(
  run: (attempt: Attempt) => Promise<T>,
  policy: RetryPolicy,
  judge: (error: unknown, attempt: Attempt) => RetryVerdict | Promise<RetryVerdict>,
  onRetry?: (error: unknown, attempt: Attempt, delayMs: number) => void,
): Promise<T> {
  let spent = 0; // attempts that used the budget (free retries do not)
  let verdict: RetryVerdict = { again: 'later' };
  let failed: { error: unknown; attempt: Attempt } | null = null;
  const minTimeout = policy.baseDelayMs / 2;
  return pRetry(
    async () => {
      const attempt = { number: spent + 1, last: spent + 1 >= policy.attempts };
      try {
        return await run(attempt);
      } catch (error) {
        if (policy.signal?.aborted) throw new AbortError(asError(error));
        verdict = await judge(error, attempt);
        if ('giveUp' in verdict) throw new AbortError(verdict.giveUp);
        if (verdict.again === 'later' && attempt.last) throw new AbortError(asError(error));
        failed = { error, attempt };
        throw asError(error);
      }
    },
    {
      retries: Math.max(0, policy.attempts - 1),
      factor: 2,
      minTimeout,
      maxTimeout: policy.maxDelayMs,
      randomize: true, // ×1–2 of minTimeout·2ⁿ: between half and all of baseDelayMs·2ⁿ
      signal: policy.signal,
      shouldConsumeRetry: () => !('again' in verdict && verdict.again === 'now'),
      onFailedAttempt: async ({ retriesConsumed }) => {
        if (!failed || !('again' in verdict) || verdict.again === 'now') return;
        spent++;
        // p-retry waits at least minTimeout·2ⁿ next; a longer Retry-After is waited for here first.
        const backoff = Math.min(policy.maxDelayMs, minTimeout * 2 ** retriesConsumed);
        const afterMs = verdict.afterMs ?? 0;
        onRetry?.(failed.error, failed.attempt, Math.max(afterMs, backoff));
        if (afterMs > backoff) await sleep(afterMs - backoff, policy.signal);
      },
    },
  );
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
