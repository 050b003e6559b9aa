import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useCommitmentTodoMutation } from '../__generated__/useCommitmentTodoMutation.graphql';
import { failure, type Outcome } from './outcome';

/** The todo board's connection key: a board loaded earlier reads itself again after a todo is added here. */
const TODO_BOARD_CONNECTION = 'TodoBoard_todos';

/**
 * CREATE TODO on a mined commitment (the mining screen). Asking twice returns the
 * same todo; the commitment's `todo` link updates wherever it shows.
 */
export function useCommitmentTodo(): [create: (commitmentId: string) => Promise<Outcome<{ id: string; title: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useCommitmentTodoMutation>(graphql`
    mutation useCommitmentTodoMutation($commitmentId: ID!) {
      createTodoFromCommitment(commitmentId: $commitmentId) {
        __typename
        ... on MutationCreateTodoFromCommitmentSuccess {
          todo {
            id
            title
            status
            commitment {
              id
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
      }
    }
  `);
  const create = useCallback(
    (commitmentId: string) =>
      new Promise<Outcome<{ id: string; title: string }>>((resolve, reject) => {
        commit({
          variables: { commitmentId },
          updater: (store) => ConnectionHandler.getConnection(store.getRoot(), TODO_BOARD_CONNECTION)?.invalidateRecord(),
          onCompleted: ({ createTodoFromCommitment: result }) =>
            resolve(
              result.__typename === 'MutationCreateTodoFromCommitmentSuccess' && result.todo
                ? { ok: true, data: { id: result.todo.id, title: result.todo.title } }
                : failure(result, 'The todo could not be created.'),
            ),
          onError: reject,
        });
      }),
    [commit],
  );
  return [create, isInFlight];
}
