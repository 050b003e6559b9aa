// The todo board's shared store records: one `todos` connection that every
// mutation and the `todoUpdated` stream add to, and the root `xpSummary` record
// (it has no id) that `xpChanged` events and refetches write into.
import { ConnectionHandler, fetchQuery, graphql, type Environment, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { todoBoardXpQuery, todoBoardXpQuery$data } from '../__generated__/todoBoardXpQuery.graphql';

/** `todos(first: …) @connection(key: TODO_BOARD_KEY)` on the board (read a page at a time). */
export const TODO_BOARD_KEY = 'TodoBoard_todos';

/** Adds a todo to the board's connection unless it is already there. */
export function upsertBoardTodo(store: RecordSourceSelectorProxy, todo: RecordProxy | null | undefined): void {
  if (!todo) return;
  const connection = ConnectionHandler.getConnection(store.getRoot(), TODO_BOARD_KEY);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === todo.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, todo, 'QueryTodosConnectionEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

/** Writes an XpSummary record (from an event or a mutation) over the root's `xpSummary`. */
export function writeXpSummary(store: RecordSourceSelectorProxy, summary: RecordProxy | null | undefined): void {
  if (!summary) return;
  const root = store.getRoot();
  const current = root.getLinkedRecord('xpSummary');
  if (current) current.copyFieldsFrom(summary);
  else root.setLinkedRecord(summary, 'xpSummary');
}

const xpQuery = graphql`
  query todoBoardXpQuery {
    xpSummary {
      totalXP
      ...XpSummaryPanel_xp
    }
    # The board's column counts move with every todo change too.
    todoCounts {
      open
      inProgress
      done
    }
  }
`;

/** Spec §4: after a todo changes, the XP figures (completion rate moves without an XP event) and the column counts are read again. */
export function refreshXp(environment: Environment): Promise<todoBoardXpQuery$data | undefined> {
  return fetchQuery<todoBoardXpQuery>(environment, xpQuery, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => undefined);
}
