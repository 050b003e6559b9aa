import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { LoginInput, useLoginUserMutation } from '../__generated__/useLoginUserMutation.graphql';
import { toAuthOutcome, type AuthOutcome } from './authOutcome';

/** Signs in with email and password (the development login). Rejects only on a transport failure. */
export function useLoginUser(): [login: (input: LoginInput) => Promise<AuthOutcome>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useLoginUserMutation>(graphql`
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
    (input: LoginInput) =>
      new Promise<AuthOutcome>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (response) => resolve(toAuthOutcome(response.login)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [login, isInFlight];
}
