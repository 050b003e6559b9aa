import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useMineEmailMutation } from '../__generated__/useMineEmailMutation.graphql';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/**
 * Re-runs the analysis and commitment mining of one email now. Progress arrives
 * through `miningProgress` meanwhile; the answer carries the new score, analysis
 * and commitments into the store.
 */
export function useMineEmail(): [mine: (id: string) => Promise<Outcome<{ commitmentCount: number }>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useMineEmailMutation>(graphql`
    mutation useMineEmailMutation($id: ID!) {
      mineEmail(id: $id) {
        __typename
        ... on MutationMineEmailSuccess {
          email {
            id
            nuggetScore
            priority
            category
            company
            summary
            commitmentCount
            commitments {
              id
              status
              priority
            }
            ...EmailCommitments_email
            ...EmailAnalysis_email
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const mine = useCallback(
    async (id: string): Promise<Outcome<{ commitmentCount: number }>> => {
      const { mineEmail: result } = await commit({ variables: { id } });
      return result.__typename === 'MutationMineEmailSuccess' && result.email
        ? { ok: true, data: { commitmentCount: result.email.commitmentCount } }
        : failure(result, 'Failed to mine commitments');
    },
    [commit],
  );
  return [mine, isInFlight];
}
