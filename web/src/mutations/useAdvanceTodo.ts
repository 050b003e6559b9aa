import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { TodoStatus, useAdvanceTodoMutation } from '../__generated__/useAdvanceTodoMutation.graphql';
import { failure, type Outcome } from './outcome';
import { refreshXp } from './todoBoard';

export type { TodoStatus };

export interface Advanced {
  id: string;
  status: TodoStatus;
  /** The XP total read after the move (null when it could not be read). */
  totalXP: number | null;
}

/**
 * Start Task / Mark Complete: one step forward (open → in_progress → done), never
 * back. The card moves column through the store; the XP figures are read again.
 */
export function useAdvanceTodo(): [advance: (id: string, status?: TodoStatus) => Promise<Outcome<Advanced>>, isInFlight: boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<useAdvanceTodoMutation>(graphql`
    mutation useAdvanceTodoMutation($id: ID!, $status: TodoStatus) {
      advanceTodo(id: $id, status: $status) {
        __typename
        ... on MutationAdvanceTodoSuccess {
          todo {
            id
            status
            startedAt
            completedAt
            ...TodoCard_todo
            commitment {
              id
              status
              completedAt
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
  const advance = useCallback(
    (id: string, status?: TodoStatus) =>
      new Promise<Outcome<Advanced>>((resolve, reject) => {
        commit({
          variables: { id, status },
          onCompleted: ({ advanceTodo: result }) => {
            if (result.__typename === 'MutationAdvanceTodoSuccess' && result.todo) {
              const { id: todoId, status: todoStatus } = result.todo;
              void refreshXp(environment).then((xp) => resolve({ ok: true, data: { id: todoId, status: todoStatus, totalXP: xp?.xpSummary.totalXP ?? null } }));
            } else {
              resolve(failure(result, 'The task could not be updated.'));
            }
          },
          onError: reject,
        });
      }),
    [commit, environment],
  );
  return [advance, isInFlight];
}
