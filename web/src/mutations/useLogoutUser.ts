import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useLogoutUserMutation } from '../__generated__/useLogoutUserMutation.graphql';

/**
 * Ends the session, then reloads the app at / so no signed-in data stays in
 * memory. Spec §8: on failure the visitor still goes to /.
 */
export function useLogoutUser(): [logout: () => void, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useLogoutUserMutation>(graphql`
    mutation useLogoutUserMutation {
      logout
    }
  `);
  const logout = useCallback(() => {
    const leave = () => window.location.assign('/');
    commit({ variables: {}, onCompleted: leave, onError: leave });
  }, [commit]);
  return [logout, isInFlight];
}
