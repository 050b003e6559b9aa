import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { LoginInput, useLoginUserMutation } from '../__generated__/useLoginUserMutation.graphql';
import { toAuthOutcome, type AuthOutcome } from './authOutcome';
import { usePromiseMutation } from './usePromiseMutation';

/** Signs in with email and password (the development login). Rejects only on a transport failure. */
export function useLoginUser(): [login: (input: LoginInput) => Promise<AuthOutcome>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useLoginUserMutation>(graphql`
    mutation useLoginUserMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on MutationLoginSuccess {
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
  const login = useCallback(
    async (input: LoginInput): Promise<AuthOutcome> => {
      const response = await commit({ variables: { input } });
      return toAuthOutcome(response.login);
    },
    [commit],
  );
  return [login, isInFlight];
}
