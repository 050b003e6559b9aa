import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useClearAskHistoryMutation } from '../../__generated__/useClearAskHistoryMutation.graphql';
import { askHistoryConnectionId } from './useAsk';

/** Forgets every saved question; the history list empties in the store. */
export function useClearAskHistory(): [clear: () => Promise<number>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useClearAskHistoryMutation>(graphql`
    mutation useClearAskHistoryMutation {
      clearAskHistory {
        __typename
        ... on MutationClearAskHistorySuccess {
          deletedCount
        }
      }
    }
  `);
  const clear = useCallback(
    () =>
      new Promise<number>((resolve, reject) => {
        commit({
          variables: {},
          updater: (store) => {
            const connection = store.get(askHistoryConnectionId());
            if (!connection) return;
            connection.setLinkedRecords([], 'edges');
            connection.setValue(0, 'totalCount');
          },
          onCompleted: ({ clearAskHistory: r }) => resolve(r.__typename === 'MutationClearAskHistorySuccess' ? r.deletedCount : 0),
          onError: reject,
        });
      }),
    [commit],
  );
  return [clear, isInFlight];
}
