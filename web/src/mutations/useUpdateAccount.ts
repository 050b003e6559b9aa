import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UpdateAccountInput, useUpdateAccountMutation } from '../__generated__/useUpdateAccountMutation.graphql';
import { failure, type AccountRef, type Outcome } from './outcome';

/** Renames an account, sets its venture, or chooses its extra folders. Rejects only on a transport failure. */
export function useUpdateAccount(): [update: (input: UpdateAccountInput) => Promise<Outcome<AccountRef>>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useUpdateAccountMutation>(graphql`
    mutation useUpdateAccountMutation($input: UpdateAccountInput!) {
      updateAccount(input: $input) {
        __typename
        ... on MutationUpdateAccountSuccess {
          account {
            id
            displayName
            company
            folders {
              path
              role
              selected
            }
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            name
            message
          }
        }
      }
    }
  `);
  const update = useCallback(
    (input: UpdateAccountInput) =>
      new Promise<Outcome<AccountRef>>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: ({ updateAccount: result }) =>
            resolve(
              result.__typename === 'MutationUpdateAccountSuccess' && result.account
                ? { ok: true, data: { id: result.account.id } }
                : failure(result, 'The account could not be updated.'),
            ),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
