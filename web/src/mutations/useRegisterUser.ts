import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { RegisterInput, useRegisterUserMutation } from '../__generated__/useRegisterUserMutation.graphql';
import { toAuthOutcome, type AuthOutcome } from './authOutcome';
import { usePromiseMutation } from './usePromiseMutation';

/** Creates an account with email and password (the development register) and signs it in. */
export function useRegisterUser(): [register: (input: RegisterInput) => Promise<AuthOutcome>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useRegisterUserMutation>(graphql`
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
    async (input: RegisterInput): Promise<AuthOutcome> => {
      const response = await commit({ variables: { input } });
      return toAuthOutcome(response.register);
    },
    [commit],
  );
  return [register, isInFlight];
}
