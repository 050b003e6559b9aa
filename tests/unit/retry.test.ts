import { describe, expect, it } from 'vitest';
import { retrying, type RetryVerdict } from '../../api/platform/retry.ts';

const policy = { attempts: 3, baseDelayMs: 20, maxDelayMs: 40 };

describe('retrying', () => {
  it('tries again after a backoff until the call succeeds', async () => {
    let calls = 0;
    const delays: number[] = [];
    const result = await retrying(
      async () => {
        if (++calls < 3) throw new Error('busy');
        return 'ok';
      },
      policy,
      () => ({ again: 'later' }),
      (_e, _a, delayMs) => delays.push(delayMs),
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
    expect(delays).toEqual([10, 20]);
  });

  it('gives up with the failure itself once the attempts are spent, and tells the judge which is the last', async () => {
    const seen: { number: number; last: boolean }[] = [];
    const failure = new Error('still busy');
    await expect(
      retrying(
        async () => {
          throw failure;
        },
        policy,
        (_e, attempt) => (seen.push(attempt), { again: 'later' }),
      ),
    ).rejects.toBe(failure);
    expect(seen).toEqual([
      { number: 1, last: false },
      { number: 2, last: false },
      { number: 3, last: true },
    ]);
  });

  it("a free retry spends no attempt, and giving up rejects with the judge's error", async () => {
    let calls = 0;
    const verdicts: RetryVerdict[] = [{ again: 'now' }, { again: 'later' }, { again: 'now' }, { again: 'later' }];
    const final = new Error('final');
    await expect(
      retrying(
        async () => {
          calls++;
          throw new Error('x');
        },
        policy,
        (_e, attempt) => (attempt.last ? { giveUp: final } : verdicts.shift()!),
      ),
    ).rejects.toBe(final);
    expect(calls).toBe(5);
  });

  it('waits at least the Retry-After it is given', async () => {
    let calls = 0;
    const t0 = Date.now();
    await retrying(
      async () => {
        if (++calls === 1) throw new Error('slow down');
        return calls;
      },
      policy,
      () => ({ again: 'later', afterMs: 150 }),
    );
    expect(Date.now() - t0).toBeGreaterThanOrEqual(145);
  });

  it('stops waiting when its signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopped')), 30);
    await expect(
      retrying(
        async () => {
          throw new Error('busy');
        },
        { ...policy, signal: controller.signal },
        () => ({ again: 'later', afterMs: 5_000 }),
      ),
    ).rejects.toThrow('stopped');
  });
});
