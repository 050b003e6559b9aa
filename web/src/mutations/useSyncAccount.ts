import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSyncAccountMutation } from '../__generated__/useSyncAccountMutation.graphql';
import { failure, type AccountRef, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/** Starts a sync of one account now; progress then arrives through `syncProgress`. Rejects only on a transport failure. */
export function useSyncAccount(): [sync: (id: string, full?: boolean) => Promise<Outcome<AccountRef>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useSyncAccountMutation>(graphql`
    mutation useSyncAccountMutation($id: ID!, $full: Boolean) {
      syncAccount(id: $id, full: $full) {
        __typename
        ... on MutationSyncAccountSuccess {
          account {
            id
            status
            statusMessage
            lastSync
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const sync = useCallback(
    async (id: string, full = false): Promise<Outcome<AccountRef>> => {
      const { syncAccount: result } = await commit({ variables: { id, full } });
      return result.__typename === 'MutationSyncAccountSuccess' && result.account
        ? { ok: true, data: { id: result.account.id } }
        : failure(result, 'Unable to sync emails at this time.');
    },
    [commit],
  );
  return [sync, isInFlight];
}
