import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSyncAllAccountsMutation } from '../__generated__/useSyncAllAccountsMutation.graphql';
import { usePromiseMutation } from './usePromiseMutation';

/**
 * Starts a sync of every connected mailbox (imported archives and mailboxes that
 * need reconnecting are skipped by the server). Resolves with the accounts being
 * synced; rejects with the server's message when the request fails.
 */
export function useSyncAllAccounts(): [syncAll: () => Promise<ReadonlyArray<{ id: string; email: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useSyncAllAccountsMutation>(graphql`
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
  const syncAll = useCallback(async (): Promise<ReadonlyArray<{ id: string; email: string }>> => {
    const response = await commit({ variables: {} });
    return response.syncAllAccounts;
  }, [commit]);
  return [syncAll, isInFlight];
}
