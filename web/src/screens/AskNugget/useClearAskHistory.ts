import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useClearAskHistoryMutation } from '../../__generated__/useClearAskHistoryMutation.graphql';
import { askHistoryConnectionId } from './useAsk';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';

/** Forgets every saved question; the history list empties in the store. */
export function useClearAskHistory(): [clear: () => Promise<number>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useClearAskHistoryMutation>(graphql`
    mutation useClearAskHistoryMutation {
      clearAskHistory {
        __typename
        ... on MutationClearAskHistorySuccess {
          deletedCount
        }
      }
    }
  `);
  const clear = useCallback(async (): Promise<number> => {
    const { clearAskHistory: r } = await commit({
      variables: {},
      updater: (store) => {
        const connection = store.get(askHistoryConnectionId());
        if (!connection) return;
        connection.setLinkedRecords([], 'edges');
        connection.setValue(0, 'totalCount');
      },
    });
    return r.__typename === 'MutationClearAskHistorySuccess' ? r.deletedCount : 0;
  }, [commit]);
  return [clear, isInFlight];
}
