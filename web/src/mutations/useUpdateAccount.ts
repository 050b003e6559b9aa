import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdateAccountInput, useUpdateAccountMutation } from '../__generated__/useUpdateAccountMutation.graphql';
import { failure, type AccountRef, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/** Renames an account, sets its venture, or chooses its extra folders. Rejects only on a transport failure. */
export function useUpdateAccount(): [update: (input: UpdateAccountInput) => Promise<Outcome<AccountRef>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useUpdateAccountMutation>(graphql`
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
    async (input: UpdateAccountInput): Promise<Outcome<AccountRef>> => {
      const { updateAccount: result } = await commit({ variables: { input } });
      return result.__typename === 'MutationUpdateAccountSuccess' && result.account
        ? { ok: true, data: { id: result.account.id } }
        : failure(result, 'The account could not be updated.');
    },
    [commit],
  );
  return [update, isInFlight];
}
