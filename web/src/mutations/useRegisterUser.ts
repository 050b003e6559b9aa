import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RegisterInput, useRegisterUserMutation } from '../__generated__/useRegisterUserMutation.graphql';
import { toAuthOutcome, type AuthOutcome } from './authOutcome';

/** Creates an account with email and password (the development register) and signs it in. */
export function useRegisterUser(): [register: (input: RegisterInput) => Promise<AuthOutcome>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useRegisterUserMutation>(graphql`
    mutation useRegisterUserMutation($input: RegisterInput!) {
      register(input: $input) {
        __typename
        ... on MutationRegisterSuccess {
          data {
            id
            firstName
            email
            ...Sidebar_viewer
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
  const register = useCallback(
    (input: RegisterInput) =>
      new Promise<AuthOutcome>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (response) => resolve(toAuthOutcome(response.register)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [register, isInFlight];
}
