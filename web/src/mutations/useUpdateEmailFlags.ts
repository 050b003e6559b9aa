import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { EmailFlagOperation, useUpdateEmailFlagsMutation } from '../__generated__/useUpdateEmailFlagsMutation.graphql';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

export type { EmailFlagOperation };

/**
 * Marks emails read/unread, starred, archived or deleted. The returned flags land
 * in the store, so every list and detail showing those emails updates at once.
 * Rejects only on a transport failure.
 */
export function useUpdateEmailFlags(): [
  update: (ids: readonly string[], operation: EmailFlagOperation) => Promise<Outcome<{ count: number }>>,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<useUpdateEmailFlagsMutation>(graphql`
    mutation useUpdateEmailFlagsMutation($ids: [ID!]!, $operation: EmailFlagOperation!) {
      updateEmailFlags(ids: $ids, operation: $operation) {
        __typename
        ... on MutationUpdateEmailFlagsSuccess {
          emails {
            id
            isRead
            isStarred
            isArchived
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = useCallback(
    async (ids: readonly string[], operation: EmailFlagOperation): Promise<Outcome<{ count: number }>> => {
      const { updateEmailFlags: result } = await commit({ variables: { ids: [...ids], operation } });
      return result.__typename === 'MutationUpdateEmailFlagsSuccess'
        ? { ok: true, data: { count: result.emails?.length ?? 0 } }
        : failure(result, 'Bulk operation failed');
    },
    [commit],
  );
  return [update, isInFlight];
}
