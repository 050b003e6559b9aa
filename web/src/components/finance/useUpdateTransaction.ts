import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { UpdateTransactionInput, useUpdateTransactionMutation } from '../../__generated__/useUpdateTransactionMutation.graphql';
import { failure, type Outcome } from '../../mutations/outcome';

export type { UpdateTransactionInput };

/** A correction (type, amount, company, category, description, date): the row in every list follows. */
export function useUpdateTransaction(): [update: (id: string, input: UpdateTransactionInput) => Promise<Outcome<{ id: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useUpdateTransactionMutation>(graphql`
    mutation useUpdateTransactionMutation($id: ID!, $input: UpdateTransactionInput!) {
      updateTransaction(id: $id, input: $input) {
        __typename
        ... on MutationUpdateTransactionSuccess {
          transaction {
            id
            ...TransactionRow_transaction
          }
        }
        ... on ValidationError {
          fieldErrors {
            name
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = useCallback(
    (id: string, input: UpdateTransactionInput) =>
      new Promise<Outcome<{ id: string }>>((resolve, reject) => {
        commit({
          variables: { id, input },
          onCompleted: ({ updateTransaction: r }) =>
            resolve(r.__typename === 'MutationUpdateTransactionSuccess' && r.transaction ? { ok: true, data: { id: r.transaction.id } } : failure(r, 'The transaction could not be saved.')),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
