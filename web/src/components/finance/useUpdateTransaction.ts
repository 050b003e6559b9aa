import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdateTransactionInput, useUpdateTransactionMutation } from '../../__generated__/useUpdateTransactionMutation.graphql';
import { failure, type Outcome } from '../../mutations/outcome';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';

export type { UpdateTransactionInput };

/** A correction (type, amount, company, category, description, date): the row in every list follows. */
export function useUpdateTransaction(): [update: (id: string, input: UpdateTransactionInput) => Promise<Outcome<{ id: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useUpdateTransactionMutation>(graphql`
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
    async (id: string, input: UpdateTransactionInput): Promise<Outcome<{ id: string }>> => {
      const { updateTransaction: r } = await commit({ variables: { id, input } });
      return r.__typename === 'MutationUpdateTransactionSuccess' && r.transaction
        ? { ok: true, data: { id: r.transaction.id } }
        : failure(r, 'The transaction could not be saved.');
    },
    [commit],
  );
  return [update, isInFlight];
}
