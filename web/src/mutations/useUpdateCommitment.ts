import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { CommitmentStatus, useUpdateCommitmentMutation } from '../__generated__/useUpdateCommitmentMutation.graphql';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

export type { CommitmentStatus };

/** Moves a commitment to another status; the store's copy (and every screen showing it) follows. */
export function useUpdateCommitment(): [update: (id: string, status: CommitmentStatus) => Promise<Outcome<{ id: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useUpdateCommitmentMutation>(graphql`
    mutation useUpdateCommitmentMutation($id: ID!, $status: CommitmentStatus!) {
      updateCommitment(id: $id, status: $status) {
        __typename
        ... on MutationUpdateCommitmentSuccess {
          commitment {
            id
            status
            completedAt
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const update = useCallback(
    async (id: string, status: CommitmentStatus): Promise<Outcome<{ id: string }>> => {
      const { updateCommitment: result } = await commit({
        variables: { id, status },
        optimisticResponse: {
          updateCommitment: { __typename: 'MutationUpdateCommitmentSuccess', commitment: { id, status, completedAt: null } },
        },
      });
      return result.__typename === 'MutationUpdateCommitmentSuccess' && result.commitment
        ? { ok: true, data: { id: result.commitment.id } }
        : failure(result, 'Unable to update the commitment.');
    },
    [commit],
  );
  return [update, isInFlight];
}
