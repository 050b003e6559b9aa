import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteTransactionMutation } from '../../__generated__/useDeleteTransactionMutation.graphql';
import { failure, type Outcome } from '../../mutations/outcome';

/** Deletes one transaction; its row leaves the given connections at once. */
export function useDeleteTransaction(): [remove: (id: string, connections: string[]) => Promise<Outcome<{ id: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useDeleteTransactionMutation>(graphql`
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
    (id: string, connections: string[]) =>
      new Promise<Outcome<{ id: string }>>((resolve, reject) => {
        commit({
          variables: { id, connections },
          onCompleted: ({ deleteTransaction: r }) =>
            resolve(r.__typename === 'MutationDeleteTransactionSuccess' ? { ok: true, data: { id } } : failure(r, 'The transaction could not be deleted.')),
          onError: reject,
        });
      }),
    [commit],
  );
  return [remove, isInFlight];
}
