import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { graphql, requestSubscription } from 'relay-runtime';
import type { useTodoLiveTodoSubscription } from '../__generated__/useTodoLiveTodoSubscription.graphql';
import type { useTodoLiveXpSubscription } from '../__generated__/useTodoLiveXpSubscription.graphql';
import { refreshXp, upsertBoardTodo, writeXpSummary } from './todoBoard';

/**
 * Keeps the board live while it is shown: `todoUpdated` moves cards (and adds todos
 * created in another tab), `xpChanged` rewrites the XP summary. Every tab of the
 * same user stays in step without a reload.
 */
export function useTodoLive(enabled = true): void {
  const environment = useRelayEnvironment();

  useEffect(() => {
    if (!enabled) return;
    const todos = requestSubscription<useTodoLiveTodoSubscription>(environment, {
      subscription: graphql`
        subscription useTodoLiveTodoSubscription {
          todoUpdated {
            id
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
      `,
      variables: {},
      updater: (store) => upsertBoardTodo(store, store.getRootField('todoUpdated')),
      // The completion rate moves with every todo change, XP events or not.
      onNext: () => void refreshXp(environment),
      onError: () => undefined,
    });
    const xp = requestSubscription<useTodoLiveXpSubscription>(environment, {
      subscription: graphql`
        subscription useTodoLiveXpSubscription {
          xpChanged {
            totalXP
            ...XpSummaryPanel_xp
          }
        }
      `,
      variables: {},
      updater: (store) => writeXpSummary(store, store.getRootField('xpChanged')),
      onError: () => undefined,
    });
    return () => {
      todos.dispose();
      xp.dispose();
    };
  }, [environment, enabled]);
}
