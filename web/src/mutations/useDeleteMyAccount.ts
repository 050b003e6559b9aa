import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteMyAccountMutation } from '../__generated__/useDeleteMyAccountMutation.graphql';
import { failure, type Outcome } from './outcome';

/**
 * Deletes the user and everything of theirs; the server ends the session. On
 * success the app is reloaded at / (signed out, nothing of theirs left in memory).
 */
export function useDeleteMyAccount(): [remove: (confirmEmail: string) => Promise<Outcome<null>>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useDeleteMyAccountMutation>(graphql`
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
    (confirmEmail: string) =>
      new Promise<Outcome<null>>((resolve, reject) => {
        commit({
          variables: { confirmEmail },
          onCompleted: ({ deleteMyAccount: result }) => {
            if (result.__typename === 'MutationDeleteMyAccountSuccess' && result.deleted) {
              resolve({ ok: true, data: null });
              window.location.assign('/');
            } else {
              resolve(failure(result, 'The account could not be deleted.'));
            }
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [remove, isInFlight];
}
