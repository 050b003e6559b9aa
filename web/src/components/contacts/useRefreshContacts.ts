import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRefreshContactsMutation } from '../../__generated__/useRefreshContactsMutation.graphql';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';

/**
 * Derives the viewer's contacts from their mail now (the server waits for the run,
 * sharing one already under way). Resolves when done; the caller refetches the list.
 */
export function useRefreshContacts(): [refresh: () => Promise<void>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useRefreshContactsMutation>(graphql`
    mutation useRefreshContactsMutation {
      refreshContacts {
        contactCount
        computedAt
      }
    }
  `);
  const refresh = useCallback(async (): Promise<void> => {
    await commit({ variables: {} });
  }, [commit]);
  return [refresh, isInFlight];
}
