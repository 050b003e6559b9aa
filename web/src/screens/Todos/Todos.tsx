import { useCallback, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddTaskIcon from '@mui/icons-material/AddTask';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HandshakeIcon from '@mui/icons-material/Handshake';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { TodosQuery } from '../../__generated__/TodosQuery.graphql';
import type { TodosBoard_query$data, TodosBoard_query$key } from '../../__generated__/TodosBoard_query.graphql';
import type { TodosBoardPaginationQuery } from '../../__generated__/TodosBoardPaginationQuery.graphql';
import type { TodosCommitments_query$key } from '../../__generated__/TodosCommitments_query.graphql';
import type { TodosCommitmentsPaginationQuery } from '../../__generated__/TodosCommitmentsPaginationQuery.graphql';
import { LoadMore } from '../../components/LoadMore';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { useToast } from '../../components/Toasts';
import { CreateTodoDialog } from '../../components/todos/CreateTodoDialog';
import { AllCommitmentsFulfilled, isOpenCommitment, OpenCommitmentItem } from '../../components/todos/OpenCommitments';
import { TodoCard } from '../../components/todos/TodoCard';
import { XpSummaryPanel } from '../../components/xp/XpSummaryPanel';
import { useAdvanceTodo, type XpAward } from '../../mutations/useAdvanceTodo';
import { useTodoLive } from '../../mutations/useTodoLive';
import { colors, fonts } from '../../theme';

export const TODO_STATUSES = ['open', 'in_progress', 'done'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

const COLUMN: Record<TodoStatus, { title: string; color: string; icon: typeof TaskAltIcon; hint?: string }> = {
  open: { title: 'OPEN', color: colors.yellow, icon: RadioButtonUncheckedIcon, hint: 'Mined commitments and new todos land here.' },
  in_progress: { title: 'IN PROGRESS', color: colors.blue, icon: AutorenewIcon, hint: 'Start a task to move it here.' },
  done: { title: 'DONE', color: colors.emerald, icon: CheckCircleIcon, hint: 'Completed tasks and the XP they paid.' },
};

/** Done tasks shown before "show all". */
const DONE_PREVIEW = 8;

type Node = TodosBoard_query$data['todos']['edges'][number]['node'];

/** Todos read per page: the board fills its columns left to right (the server's order: open, in progress, done). */
const BOARD_PAGE = 100;
const COMMITMENTS_PAGE = 10;

/**
 * The server's order within a column (todos.service TODO_LIST_ORDER), kept here for todos that
 * move or arrive without a reload: done ones most recently completed first; the others soonest
 * due first, undated last; then the earlier due date, then newest, then id.
 */
function sortColumn(nodes: Node[]): Node[] {
  const time = (v: unknown) => (v ? Date.parse(String(v)) : null);
  const desc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);
  const asc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);
  return [...nodes].sort(
    (a, b) =>
      desc(time(a.completedAt), time(b.completedAt)) ||
      asc(time(a.dueDate), time(b.dueDate)) ||
      desc(time(a.createdAt), time(b.createdAt)) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The 'Task Complete' toast: the XP the completion paid, or the rule that paid nothing. */
function awardMessage(award: XpAward | null): string {
  if (award && award.points > 0) return `+${award.points} XP earned.`;
  const kinds = new Set(award?.reasons.map((r) => r.kind));
  if (kinds.has('instant_completion')) return 'No XP this time: a task completed within a minute of being created earns nothing.';
  if (kinds.has('daily_cap')) return 'No XP this time: hand-made todos pay out at most 10 times a day.';
  return 'Done. This one earned no XP.';
}

/** /todos: TODO Mining — the task board, the XP summary and the open commitments, all live. */
export default function Todos() {
  const data = useLazyLoadQuery<TodosQuery>(
    graphql`
      query TodosQuery {
        ...TodosBoard_query
        xpSummary {
          # The column counts ride with the summary: todo mutations and xpChanged rewrite both at once.
          todoCounts {
            open
            inProgress
            done
          }
          ...XpSummaryPanel_xp
        }
        ...TodosCommitments_query
      }
    `,
    {},
    // The board gathers work done on other screens (CREATE TODO on the mine, completions there):
    // shown at once from the store, then brought up to date on each visit.
    { fetchPolicy: 'store-and-network' },
  );
  const board = usePaginationFragment<TodosBoardPaginationQuery, TodosBoard_query$key>(
    graphql`
      fragment TodosBoard_query on Query
      @refetchable(queryName: "TodosBoardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        todos(first: $count, after: $cursor) @connection(key: "TodoBoard_todos") {
          totalCount
          edges {
            node {
              id
              status
              dueDate
              createdAt
              completedAt
              ...TodoCard_todo
            }
          }
        }
      }
    `,
    data,
  );
  const openCommitments = usePaginationFragment<TodosCommitmentsPaginationQuery, TodosCommitments_query$key>(
    graphql`
      fragment TodosCommitments_query on Query
      @refetchable(queryName: "TodosCommitmentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        commitments(filter: { status: [open, overdue] }, first: $count, after: $cursor) @connection(key: "Todos_commitments") {
          totalCount
          edges {
            node {
              id
              status
              ...OpenCommitmentItem_commitment
            }
          }
        }
      }
    `,
    data,
  );
  const todos = board.data.todos;
  useTodoLive();
  const { toast } = useToast();
  const [advance] = useAdvanceTodo();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const [showAllDone, setShowAllDone] = useState(false);

  const columns = useMemo(() => {
    const by: Record<TodoStatus, Node[]> = { open: [], in_progress: [], done: [] };
    for (const edge of todos.edges) {
      const node = edge?.node;
      if (node && node.status in by) by[node.status as TodoStatus].push(node);
    }
    return { open: sortColumn(by.open), in_progress: sortColumn(by.in_progress), done: sortColumn(by.done) };
  }, [todos.edges]);
  const { todoCounts } = data.xpSummary;
  const counts: Record<TodoStatus, number> = { open: todoCounts.open, in_progress: todoCounts.inProgress, done: todoCounts.done };

  const commitmentsData = openCommitments.data.commitments;
  const commitments = commitmentsData.edges.map((e) => e.node).filter((c) => isOpenCommitment(c.status));

  const onAdvance = useCallback(
    async (id: string) => {
      setBusy((s) => new Set(s).add(id));
      try {
        const outcome = await advance(id);
        if (!outcome.ok) toast({ title: 'Update Failed', description: outcome.message, variant: 'destructive' });
        // What the server paid for it, and why (its 60-second rule, its daily cap): nothing is worked out here.
        else if (outcome.data.status === 'done') toast({ title: 'Task Complete', description: awardMessage(outcome.data.award) });
      } catch {
        toast({ title: 'Update Failed', description: 'The task could not be updated. Try again.', variant: 'destructive' });
      } finally {
        setBusy((s) => {
          const next = new Set(s);
          next.delete(id);
          return next;
        });
      }
    },
    [advance, toast],
  );

  return (
    <Page maxWidth={1440}>
      <PageHeader
        overline="COMMITMENT BOARD"
        title="TODO MINING"
        icon={<TaskAltIcon />}
        subtitle="Every promise mined from your mail, from open to delivered. Each one you close pays out XP."
        actions={
          <Button variant="contained" startIcon={<AddTaskIcon />} onClick={() => setCreating(true)}>
            NEW TODO
          </Button>
        }
      />

      <XpSummaryPanel xp={data.xpSummary} />

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr)) 340px' },
          alignItems: 'start',
        }}
      >
        {TODO_STATUSES.map((status) => {
          const { title, color, icon: Icon, hint } = COLUMN[status];
          const items = columns[status];
          const shown = status === 'done' && !showAllDone ? items.slice(0, DONE_PREVIEW) : items;
          // The server's count: a column may hold more than the pages read so far.
          const count = Math.max(counts[status], items.length);
          return (
            <Box
              key={status}
              component="section"
              aria-label={`${title} tasks`}
              data-column={status}
              sx={{
                minHeight: { md: 320 },
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: alpha(colors.paper, 0.7),
                borderTop: `3px solid ${color}`,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Icon sx={{ color, fontSize: 18 }} />
                <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                  {title}
                </Typography>
                <Box
                  component="span"
                  data-testid="column-count"
                  aria-label={`${count} ${count === 1 ? 'task' : 'tasks'}`}
                  sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 13, px: 1, borderRadius: 1, color, bgcolor: alpha(color, 0.12) }}
                >
                  {count}
                </Box>
              </Box>
              {items.length === 0 ? (
                // Spec §2: 'NO {STATUS} TASKS', the status in words.
                <EmptyState dense title={`NO ${title} TASKS`} description={hint} />
              ) : (
                <Box sx={{ p: 1.5, display: 'grid', gap: 1.25 }}>
                  {shown.map((node) => (
                    <TodoCard key={node.id} todo={node} busy={busy.has(node.id)} onAdvance={onAdvance} />
                  ))}
                  {count > shown.length && !(status === 'done' && showAllDone) && status === 'done' && (
                    <Button
                      size="small"
                      color="inherit"
                      onClick={() => {
                        setShowAllDone(true);
                        if (board.hasNext && !board.isLoadingNext) board.loadNext(BOARD_PAGE);
                      }}
                      sx={{ color: 'text.secondary' }}
                    >
                      SHOW ALL {count}
                    </Button>
                  )}
                </Box>
              )}
            </Box>
          );
        })}

        <Box sx={{ gridColumn: { md: '1 / -1', xl: 'auto' } }}>
          <SectionCard
            title="OPEN COMMITMENTS"
            icon={<HandshakeIcon />}
            action={
              commitments.length > 0 && (
                <Typography component="span" sx={{ fontFamily: fonts.mono, fontSize: 12 }} color="textSecondary">
                  {commitmentsData.totalCount > commitmentsData.edges.length ? `${commitments.length} of ${commitmentsData.totalCount}` : commitments.length}
                </Typography>
              )
            }
          >
            {commitments.length === 0 ? (
              <AllCommitmentsFulfilled />
            ) : (
              <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: { md: 'repeat(auto-fill, minmax(300px, 1fr))', xl: '1fr' } }}>
                {commitments.map((c) => (
                  <OpenCommitmentItem key={c.id} commitment={c} />
                ))}
              </Box>
            )}
            {openCommitments.hasNext && (
              <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1.5 }}>
                <Button size="small" variant="outlined" disabled={openCommitments.isLoadingNext} onClick={() => openCommitments.loadNext(COMMITMENTS_PAGE)}>
                  {openCommitments.isLoadingNext ? 'LOADING...' : `SHOW MORE (${commitmentsData.totalCount - commitmentsData.edges.length} LEFT)`}
                </Button>
              </Box>
            )}
          </SectionCard>
        </Box>
      </Box>

      {/* More tasks than one page: reaching the board's end reads the next page. */}
      {(board.hasNext || todos.totalCount > BOARD_PAGE) && (
        <LoadMore
          hasNext={board.hasNext}
          loading={board.isLoadingNext}
          onLoad={() => !board.isLoadingNext && board.loadNext(BOARD_PAGE)}
          shown={todos.edges.length}
          total={todos.totalCount}
          noun={['task', 'tasks']}
        />
      )}

      <CreateTodoDialog open={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
