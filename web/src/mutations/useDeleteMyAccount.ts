import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteMyAccountMutation } from '../__generated__/useDeleteMyAccountMutation.graphql';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/**
 * Deletes the user and everything of theirs; the server ends the session. On
 * success the app is reloaded at / (signed out, nothing of theirs left in memory).
 */
export function useDeleteMyAccount(): [remove: (confirmEmail: string) => Promise<Outcome<null>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useDeleteMyAccountMutation>(graphql`
    mutation useDeleteMyAccountMutation($confirmEmail: String!) {
      deleteMyAccount(confirmEmail: $confirmEmail) {
        __typename
        ... on MutationDeleteMyAccountSuccess {
          deleted
        }
        ... on ValidationError {
          message
          fieldErrors {
            name
            message
          }
        }
      }
    }
  `);
  const remove = useCallback(
    async (confirmEmail: string): Promise<Outcome<null>> => {
      const { deleteMyAccount: result } = await commit({ variables: { confirmEmail } });
      if (!(result.__typename === 'MutationDeleteMyAccountSuccess' && result.deleted)) return failure(result, 'The account could not be deleted.');
      window.location.assign('/');
      return { ok: true, data: null };
    },
    [commit],
  );
  return [remove, isInFlight];
}
