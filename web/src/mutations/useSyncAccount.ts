import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSyncAccountMutation } from '../__generated__/useSyncAccountMutation.graphql';
import { failure, type AccountRef, type Outcome } from './outcome';

/** Starts a sync of one account now; progress then arrives through `syncProgress`. Rejects only on a transport failure. */
export function useSyncAccount(): [sync: (id: string, full?: boolean) => Promise<Outcome<AccountRef>>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useSyncAccountMutation>(graphql`
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
    (id: string, full = false) =>
      new Promise<Outcome<AccountRef>>((resolve, reject) => {
        commit({
          variables: { id, full },
          onCompleted: ({ syncAccount: result }) =>
            resolve(
              result.__typename === 'MutationSyncAccountSuccess' && result.account
                ? { ok: true, data: { id: result.account.id } }
                : failure(result, 'Unable to sync emails at this time.'),
            ),
          onError: reject,
        });
      }),
    [commit],
  );
  return [sync, isInFlight];
}
