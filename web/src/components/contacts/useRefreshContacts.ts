import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRefreshContactsMutation } from '../../__generated__/useRefreshContactsMutation.graphql';

/**
 * Derives the viewer's contacts from their mail now (the server waits for the run,
 * sharing one already under way). Resolves when done; the caller refetches the list.
 */
export function useRefreshContacts(): [refresh: () => Promise<void>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useRefreshContactsMutation>(graphql`
    mutation useRefreshContactsMutation {
      refreshContacts {
        contactCount
        computedAt
      }
    }
  `);
  const refresh = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: {}, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );
  return [refresh, isInFlight];
}
