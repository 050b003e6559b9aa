import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useCreateTodoFromCommitmentMutation } from '../__generated__/useCreateTodoFromCommitmentMutation.graphql';
import { failure, type Outcome } from './outcome';
import { refreshXp, upsertBoardTodo } from './todoBoard';

/**
 * CREATE TODO on a mined commitment (asking twice returns the same todo). The todo
 * joins the board and the commitment's `todo` link is updated wherever it shows.
 */
export function useCreateTodoFromCommitment(): [create: (commitmentId: string) => Promise<Outcome<{ id: string; title: string }>>, isInFlight: boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<useCreateTodoFromCommitmentMutation>(graphql`
    mutation useCreateTodoFromCommitmentMutation($commitmentId: ID!) {
      createTodoFromCommitment(commitmentId: $commitmentId) {
        __typename
        ... on MutationCreateTodoFromCommitmentSuccess {
          todo {
            id
            title
            status
            dueDate
            createdAt
            completedAt
            ...TodoCard_todo
            commitment {
              id
              status
              todo {
                id
                status
              }
            }
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
    (commitmentId: string) =>
      new Promise<Outcome<{ id: string; title: string }>>((resolve, reject) => {
        commit({
          variables: { commitmentId },
          updater: (store) => upsertBoardTodo(store, store.getRootField('createTodoFromCommitment')?.getLinkedRecord('todo')),
          onCompleted: ({ createTodoFromCommitment: result }) => {
            if (result.__typename === 'MutationCreateTodoFromCommitmentSuccess' && result.todo) {
              void refreshXp(environment);
              resolve({ ok: true, data: { id: result.todo.id, title: result.todo.title } });
            } else {
              resolve(failure(result, 'The todo could not be created.'));
            }
          },
          onError: reject,
        });
      }),
    [commit, environment],
  );
  return [create, isInFlight];
}
