import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCreateSampleTransactionsMutation } from '../../__generated__/useCreateSampleTransactionsMutation.graphql';
import { failure, type Outcome } from '../../mutations/outcome';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';

/** DEMO DATA (POST /api/test/create-sample-transactions in spec §7): only while the user has no transactions. */
export function useCreateSampleTransactions(): [create: () => Promise<Outcome<{ count: number }>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useCreateSampleTransactionsMutation>(graphql`
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
  const create = useCallback(async (): Promise<Outcome<{ count: number }>> => {
    const { createSampleTransactions: r } = await commit({ variables: {} });
    return r.__typename === 'MutationCreateSampleTransactionsSuccess'
      ? { ok: true, data: { count: r.createdCount ?? 0 } }
      : failure(r, 'Failed to create sample data.');
  }, [commit]);
  return [create, isInFlight];
}
