import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSyncAllAccountsMutation } from '../__generated__/useSyncAllAccountsMutation.graphql';

/**
 * Starts a sync of every connected mailbox (imported archives and mailboxes that
 * need reconnecting are skipped by the server). Resolves with the accounts being
 * synced; rejects with the server's message when the request fails.
 */
export function useSyncAllAccounts(): [syncAll: () => Promise<ReadonlyArray<{ id: string; email: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useSyncAllAccountsMutation>(graphql`
    mutation useSyncAllAccountsMutation {
      syncAllAccounts {
        id
        email
        status
        statusMessage
        lastSync
      }
    }
  `);
  const syncAll = useCallback(
    () =>
      new Promise<ReadonlyArray<{ id: string; email: string }>>((resolve, reject) => {
        commit({ variables: {}, onCompleted: (response) => resolve(response.syncAllAccounts), onError: reject });
      }),
    [commit],
  );
  return [syncAll, isInFlight];
}
