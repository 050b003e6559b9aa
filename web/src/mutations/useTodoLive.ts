import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { graphql, requestSubscription } from 'relay-runtime';
import type { useTodoLiveTodoSubscription } from '../__generated__/useTodoLiveTodoSubscription.graphql';
import type { useTodoLiveXpSubscription } from '../__generated__/useTodoLiveXpSubscription.graphql';
import { upsertBoardTodo, writeXpSummary } from './todoBoard';

/**
 * Keeps the board live while it is shown: `todoUpdated` moves cards (and adds todos
 * created in another tab; a done card carries what it paid), `xpChanged` rewrites
 * the XP summary and the column counts (sent on every todo change). Every tab of
 * the same user stays in step without a reload, and without reading anything again.
 */
export function useTodoLive(enabled = true): void {
  const environment = useRelayEnvironment();

  useEffect(() => {
    if (!enabled) return;
    const todos = requestSubscription<useTodoLiveTodoSubscription>(environment, {
      subscription: graphql`
        subscription useTodoLiveTodoSubscription {
          todoUpdated {
            ...todoBoard_todo
          }
        }
      `,
      variables: {},
      updater: (store) => upsertBoardTodo(store, store.getRootField('todoUpdated')),
      onError: () => undefined,
    });
    const xp = requestSubscription<useTodoLiveXpSubscription>(environment, {
      subscription: graphql`
        subscription useTodoLiveXpSubscription {
          xpChanged {
            ...todoBoard_xpSummary
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
