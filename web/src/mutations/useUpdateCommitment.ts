import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CommitmentStatus, useUpdateCommitmentMutation } from '../__generated__/useUpdateCommitmentMutation.graphql';
import { failure, type Outcome } from './outcome';

export type { CommitmentStatus };

/** Moves a commitment to another status; the store's copy (and every screen showing it) follows. */
export function useUpdateCommitment(): [
  update: (id: string, status: CommitmentStatus) => Promise<Outcome<{ id: string }>>,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<useUpdateCommitmentMutation>(graphql`
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
    (id: string, status: CommitmentStatus) =>
      new Promise<Outcome<{ id: string }>>((resolve, reject) => {
        commit({
          variables: { id, status },
          optimisticResponse: {
            updateCommitment: { __typename: 'MutationUpdateCommitmentSuccess', commitment: { id, status, completedAt: null } },
          },
          onCompleted: ({ updateCommitment: result }) =>
            resolve(
              result.__typename === 'MutationUpdateCommitmentSuccess' && result.commitment
                ? { ok: true, data: { id: result.commitment.id } }
                : failure(result, 'Unable to update the commitment.'),
            ),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
