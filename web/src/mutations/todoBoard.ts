// The todo board's shared store records: one `todos` connection that every
// mutation and the `todoUpdated` stream add to, and the root `xpSummary` record
// (it has no id) that todo mutations and `xpChanged` events write into. Each
// carries the summary as the server left it: nothing is read a second time.
import { ConnectionHandler, graphql, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** What the board needs of a todo that arrives (a mutation's answer, a `todoUpdated` event): its card, its column and order, its commitment's link. */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- a fragment declared for the Relay compiler, spread by the mutations
graphql`
  fragment todoBoard_todo on Todo {
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
`;

/** What the board shows of the XP summary: the panel and the column counts. Todo mutations and `xpChanged` select it. */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- a fragment declared for the Relay compiler, spread by the mutations
graphql`
  fragment todoBoard_xpSummary on XpSummary {
    todoCounts {
      open
      inProgress
      done
    }
    ...XpSummaryPanel_xp
  }
`;

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

/** The updater of a todo mutation (`rootField` its name): its todo joins the board, its XP summary replaces the board's. */
export const applyTodoPayload = (rootField: string) => (store: RecordSourceSelectorProxy) => {
  const payload = store.getRootField(rootField);
  upsertBoardTodo(store, payload?.getLinkedRecord('todo'));
  writeXpSummary(store, payload?.getLinkedRecord('xpSummary'));
};
