import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AddTaskIcon from '@mui/icons-material/AddTask';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useCreateTodoFromCommitment } from '../../mutations/useCreateTodoFromCommitment';
import { AddToCalendarButton } from '../todos/AddToCalendarButton';
import { useToast } from '../Toasts';

interface Props {
  commitmentId: string;
  title: string;
  dueDate: string | null | undefined;
  /** The todo already made from this commitment, if any. */
  hasTodo: boolean;
}

/** CREATE TODO and ADD TO CALENDAR on a mined commitment, with the spec's toasts ('Todo Created', 'Calendar Event Created'). */
export function CommitmentActions({ commitmentId, title, dueDate, hasTodo }: Props) {
  const [createTodo, creating] = useCreateTodoFromCommitment();
  const { toast } = useToast();

  const todo = async () => {
    try {
      const outcome = await createTodo(commitmentId);
      if (outcome.ok) toast({ title: 'Todo Created', description: `“${outcome.data.title}” is on your todo board.` });
      else toast({ title: 'Todo Failed', description: outcome.message, variant: 'destructive' });
    } catch {
      toast({ title: 'Todo Failed', description: 'The todo could not be created. Try again.', variant: 'destructive' });
    }
  };

  return (
    <>
      {hasTodo ? (
        <Button size="small" variant="outlined" color="secondary" startIcon={<TaskAltIcon />} component={RouterLink} to="/todos">
          ON TODO BOARD
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          startIcon={creating ? <CircularProgress size={14} color="inherit" aria-hidden /> : <AddTaskIcon />}
          disabled={creating}
          onClick={() => void todo()}
        >
          CREATE TODO
        </Button>
      )}
      <AddToCalendarButton commitmentId={commitmentId} title={title} dueDate={dueDate} quiet={false} />
    </>
  );
}
