import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useDeleteTransactionMutation } from '../../__generated__/useDeleteTransactionMutation.graphql';
import { failure, type Outcome } from '../../mutations/outcome';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';

/** Deletes one transaction; its row leaves the given connections at once. */
export function useDeleteTransaction(): [remove: (id: string, connections: string[]) => Promise<Outcome<{ id: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useDeleteTransactionMutation>(graphql`
    mutation useDeleteTransactionMutation($id: ID!, $connections: [ID!]!) {
      deleteTransaction(id: $id) {
        __typename
        ... on MutationDeleteTransactionSuccess {
          deletedTransactionId @deleteEdge(connections: $connections)
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    async (id: string, connections: string[]): Promise<Outcome<{ id: string }>> => {
      const { deleteTransaction: r } = await commit({ variables: { id, connections } });
      return r.__typename === 'MutationDeleteTransactionSuccess' ? { ok: true, data: { id } } : failure(r, 'The transaction could not be deleted.');
    },
    [commit],
  );
  return [remove, isInFlight];
}
