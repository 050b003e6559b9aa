import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCreateTodoFromCommitmentMutation } from '../__generated__/useCreateTodoFromCommitmentMutation.graphql';
import { failure, type Outcome } from './outcome';
import { applyTodoPayload } from './todoBoard';
import { usePromiseMutation } from './usePromiseMutation';

/**
 * CREATE TODO on a mined commitment (asking twice returns the same todo). The todo
 * joins the board and the commitment's `todo` link is updated wherever it shows.
 */
export function useCreateTodoFromCommitment(): [create: (commitmentId: string) => Promise<Outcome<{ id: string; title: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useCreateTodoFromCommitmentMutation>(graphql`
    mutation useCreateTodoFromCommitmentMutation($commitmentId: ID!) {
      createTodoFromCommitment(commitmentId: $commitmentId) {
        __typename
        ... on MutationCreateTodoFromCommitmentSuccess {
          todo {
            id
            title
            ...todoBoard_todo
          }
          xpSummary {
            ...todoBoard_xpSummary
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            name
            message
          }
        }
      }
    }
  `);
  const create = useCallback(
    async (commitmentId: string): Promise<Outcome<{ id: string; title: string }>> => {
      const { createTodoFromCommitment: result } = await commit({
        variables: { commitmentId },
        updater: applyTodoPayload('createTodoFromCommitment'),
      });
      if (!(result.__typename === 'MutationCreateTodoFromCommitmentSuccess' && result.todo)) return failure(result, 'The todo could not be created.');
      return { ok: true, data: { id: result.todo.id, title: result.todo.title } };
    },
    [commit],
  );
  return [create, isInFlight];
}
