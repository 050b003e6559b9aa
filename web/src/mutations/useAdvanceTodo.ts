import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { TodoStatus, useAdvanceTodoMutation } from '../__generated__/useAdvanceTodoMutation.graphql';
import { failure, type Outcome } from './outcome';
import { applyTodoPayload } from './todoBoard';
import { usePromiseMutation } from './usePromiseMutation';

export type { TodoStatus };

/** What a completion paid and why (the server's word: its 60-second rule and daily cap included). */
export type XpAward = { readonly points: number; readonly reasons: ReadonlyArray<{ readonly kind: string; readonly points: number }> };

export interface Advanced {
  id: string;
  status: TodoStatus;
  award: XpAward | null;
}

/**
 * Start Task / Mark Complete: one step forward (open → in_progress → done), never
 * back. The card moves column and the XP summary is rewritten from the answer
 * itself (award and new summary ride with the todo): nothing is read again.
 */
export function useAdvanceTodo(): [advance: (id: string, status?: TodoStatus) => Promise<Outcome<Advanced>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useAdvanceTodoMutation>(graphql`
    mutation useAdvanceTodoMutation($id: ID!, $status: TodoStatus) {
      advanceTodo(id: $id, status: $status) {
        __typename
        ... on MutationAdvanceTodoSuccess {
          todo {
            id
            status
            xpAward {
              points
              reasons {
                kind
                points
              }
            }
            ...todoBoard_todo
            commitment {
              id
              completedAt
            }
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
  const advance = useCallback(
    async (id: string, status?: TodoStatus): Promise<Outcome<Advanced>> => {
      const { advanceTodo: result } = await commit({
        variables: { id, status },
        updater: applyTodoPayload('advanceTodo'),
      });
      if (result.__typename !== 'MutationAdvanceTodoSuccess' || !result.todo) return failure(result, 'The task could not be updated.');
      return { ok: true, data: { id: result.todo.id, status: result.todo.status, award: result.todo.xpAward ?? null } };
    },
    [commit],
  );
  return [advance, isInFlight];
}
