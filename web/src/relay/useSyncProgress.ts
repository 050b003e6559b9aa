import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { graphql, requestSubscription } from 'relay-runtime';
import type { useSyncProgressSubscription, useSyncProgressSubscription$data } from '../__generated__/useSyncProgressSubscription.graphql';

export type SyncProgress = useSyncProgressSubscription$data['syncProgress'];

export const syncProgressSubscription = graphql`
  subscription useSyncProgressSubscription($accountId: ID!) {
    syncProgress(accountId: $accountId) {
      phase
      fetched
      stored
      total
      errors
      done
      message
      account {
        id
        status
        statusMessage
        lastSync
        emailCount
      }
    }
  }
`;

/** How long a finished sync stays on screen ("done"), before its bar goes away. */
const DONE_LINGER_MS = 4000;

/**
 * Live `syncProgress` of each listed account, keyed by account id, while the
 * calling screen is shown. The account's status, last sync and count reach the
 * store with every event; `onDone` runs once a sync or import ends, for the
 * figures an event does not carry (stat cards, the last run's counts).
 */
export function useSyncProgress(accountIds: readonly string[], onDone?: (accountId: string, progress: SyncProgress) => void): Record<string, SyncProgress> {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<Record<string, SyncProgress>>({});
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const key = [...accountIds].sort().join(',');

  useEffect(() => {
    if (!key) return;
    const timers = new Set<number>();
    const disposables = key.split(',').map((accountId) =>
      requestSubscription<useSyncProgressSubscription>(environment, {
        subscription: syncProgressSubscription,
        variables: { accountId },
        onNext: (response) => {
          const event = response?.syncProgress;
          if (!event) return;
          setProgress((current) => ({ ...current, [accountId]: event }));
          if (event.done) {
            onDoneRef.current?.(accountId, event);
            const timer = window.setTimeout(() => {
              timers.delete(timer);
              setProgress((current) => {
                if (current[accountId] !== event) return current;
                const { [accountId]: _finished, ...rest } = current;
                return rest;
              });
            }, DONE_LINGER_MS);
            timers.add(timer);
          }
        },
        // An account removed meanwhile ends its stream with "not found": nothing to show.
        onError: () => undefined,
      }),
    );
    return () => {
      disposables.forEach((d) => d.dispose());
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [environment, key]);

  return progress;
}

/** True while a sync or import is under way (not yet done). */
export const isRunning = (p: SyncProgress | undefined): p is SyncProgress => !!p && !p.done;

/** A coalescing refresher: calls while one is in flight run once more after it, not in parallel. */
export function useCoalesced(fn: () => Promise<unknown>): () => Promise<void> {
  const state = useRef<{ running: Promise<void> | null; again: boolean }>({ running: null, again: false });
  const fnRef = useRef(fn);
  fnRef.current = fn;
  return useCallback(() => {
    const s = state.current;
    if (s.running) {
      s.again = true;
      return s.running;
    }
    const run = async (): Promise<void> => {
      do {
        s.again = false;
        await fnRef.current().catch(() => undefined);
      } while (s.again);
      s.running = null;
    };
    s.running = run();
    return s.running;
  }, []);
}
