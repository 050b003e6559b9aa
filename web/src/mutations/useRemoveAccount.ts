import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { commitLocalUpdate, ConnectionHandler } from 'relay-runtime';
import type { useRemoveAccountMutation } from '../__generated__/useRemoveAccountMutation.graphql';
import { accountsConnectionId, refreshMailStats } from '../relay/accounts';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/**
 * Removes a mailbox and the mail only it held. Its card leaves every list
 * (@deleteEdge on the shared connection) and the stat cards are refreshed.
 * An account already gone (another tab) leaves the lists too.
 */
export function useRemoveAccount(): [remove: (id: string) => Promise<Outcome<{ removedAccountId: string }>>, isInFlight: boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = usePromiseMutation<useRemoveAccountMutation>(graphql`
    mutation useRemoveAccountMutation($id: ID!, $connections: [ID!]!) {
      removeAccount(id: $id) {
        __typename
        ... on MutationRemoveAccountSuccess {
          removedAccountId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    async (id: string): Promise<Outcome<{ removedAccountId: string }>> => {
      const { removeAccount: result } = await commit({ variables: { id, connections: [accountsConnectionId()] } });
      void refreshMailStats(environment);
      if (result.__typename === 'MutationRemoveAccountSuccess' && result.removedAccountId) {
        return { ok: true, data: { removedAccountId: result.removedAccountId } };
      }
      if (result.__typename === 'NotFoundError') {
        commitLocalUpdate(environment, (store) => {
          const connection = store.get(accountsConnectionId());
          if (connection) ConnectionHandler.deleteNode(connection, id);
        });
      }
      return failure(result, 'The account could not be removed.');
    },
    [commit, environment],
  );
  return [remove, isInFlight];
}
