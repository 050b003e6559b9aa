import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { CreateTodoInput, useCreateTodoMutation } from '../__generated__/useCreateTodoMutation.graphql';
import { failure, type Outcome } from './outcome';
import { applyTodoPayload } from './todoBoard';
import { usePromiseMutation } from './usePromiseMutation';

export type { CreateTodoInput };

/** A hand-made todo; it lands in the board's OPEN column. Field errors come back by input name. */
export function useCreateTodo(): [create: (input: CreateTodoInput) => Promise<Outcome<{ id: string }>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useCreateTodoMutation>(graphql`
    mutation useCreateTodoMutation($input: CreateTodoInput!) {
      createTodo(input: $input) {
        __typename
        ... on MutationCreateTodoSuccess {
          todo {
            id
            ...todoBoard_todo
          }
          xpSummary {
            ...todoBoard_xpSummary
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
    async (input: CreateTodoInput): Promise<Outcome<{ id: string }>> => {
      const { createTodo: result } = await commit({
        variables: { input },
        updater: applyTodoPayload('createTodo'),
      });
      if (!(result.__typename === 'MutationCreateTodoSuccess' && result.todo)) return failure(result, 'The todo could not be created.');
      return { ok: true, data: { id: result.todo.id } };
    },
    [commit],
  );
  return [create, isInFlight];
}
