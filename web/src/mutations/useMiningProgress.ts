import { useEffect, useRef } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { graphql, requestSubscription } from 'relay-runtime';
import type { useMiningProgressSubscription, useMiningProgressSubscription$data } from '../__generated__/useMiningProgressSubscription.graphql';

export type MiningProgressEvent = useMiningProgressSubscription$data['miningProgress'];

/**
 * The viewer's `miningProgress` stream while the calling screen is shown: every
 * mining run on any of their emails (from this tab or another). A `done` event
 * carries the email's new commitments into the store.
 */
export function useMiningProgress(onEvent: (event: MiningProgressEvent) => void, enabled = true): void {
  const environment = useRelayEnvironment();
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    if (!enabled) return;
    const disposable = requestSubscription<useMiningProgressSubscription>(environment, {
      subscription: graphql`
        subscription useMiningProgressSubscription {
          miningProgress {
            emailId
            phase
            commitmentCount
            message
            email {
              id
              commitmentCount
            }
          }
        }
      `,
      variables: {},
      onNext: (response) => {
        if (response?.miningProgress) onEventRef.current(response.miningProgress);
      },
      // A dropped stream leaves the mutation's own answer to finish the run.
      onError: () => undefined,
    });
    return () => disposable.dispose();
  }, [environment, enabled]);
}
