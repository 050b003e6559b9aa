import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { CreateTodoInput, useCreateTodoMutation } from '../__generated__/useCreateTodoMutation.graphql';
import { failure, type Outcome } from './outcome';
import { refreshXp, upsertBoardTodo } from './todoBoard';

export type { CreateTodoInput };

/** A hand-made todo; it lands in the board's OPEN column. Field errors come back by input name. */
export function useCreateTodo(): [create: (input: CreateTodoInput) => Promise<Outcome<{ id: string }>>, isInFlight: boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<useCreateTodoMutation>(graphql`
    mutation useCreateTodoMutation($input: CreateTodoInput!) {
      createTodo(input: $input) {
        __typename
        ... on MutationCreateTodoSuccess {
          todo {
            id
            status
            dueDate
            createdAt
            completedAt
            ...TodoCard_todo
          }
        }
        ... on ValidationError {
          message
          fieldErrors {
            name
            message
          }
        }
      }
    }
  `);
  const create = useCallback(
    (input: CreateTodoInput) =>
      new Promise<Outcome<{ id: string }>>((resolve, reject) => {
        commit({
          variables: { input },
          updater: (store) => upsertBoardTodo(store, store.getRootField('createTodo')?.getLinkedRecord('todo')),
          onCompleted: ({ createTodo: result }) => {
            if (result.__typename === 'MutationCreateTodoSuccess' && result.todo) {
              void refreshXp(environment);
              resolve({ ok: true, data: { id: result.todo.id } });
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
