import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateSampleTransactionsMutation } from '../../__generated__/useCreateSampleTransactionsMutation.graphql';
import { failure, type Outcome } from '../../mutations/outcome';

/** DEMO DATA (POST /api/test/create-sample-transactions in spec §7): only while the user has no transactions. */
export function useCreateSampleTransactions(): [create: () => Promise<Outcome<{ count: number }>>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useCreateSampleTransactionsMutation>(graphql`
    mutation useCreateSampleTransactionsMutation {
      createSampleTransactions {
        __typename
        ... on MutationCreateSampleTransactionsSuccess {
          createdCount
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    () =>
      new Promise<Outcome<{ count: number }>>((resolve, reject) => {
        commit({
          variables: {},
          onCompleted: ({ createSampleTransactions: r }) =>
            resolve(r.__typename === 'MutationCreateSampleTransactionsSuccess' ? { ok: true, data: { count: r.createdCount ?? 0 } } : failure(r, 'Failed to create sample data.')),
          onError: reject,
        });
      }),
    [commit],
  );
  return [create, isInFlight];
}
