import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddTaskIcon from '@mui/icons-material/AddTask';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventIcon from '@mui/icons-material/Event';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useCommitmentCalendarEvent } from '../../mutations/useCommitmentCalendarEvent';
import { useCommitmentTodo } from '../../mutations/useCommitmentTodo';
import { useToast } from '../Toasts';
import { dueDate } from './format';

interface Props {
  commitmentId: string;
  title: string;
  dueDate: string | null | undefined;
  /** The todo already made from this commitment, if any. */
  hasTodo: boolean;
}

const todayInput = () => new Date().toISOString().slice(0, 10);

/** CREATE TODO and ADD TO CALENDAR on a mined commitment, with the spec's toasts ('Todo Created', 'Calendar Event Created'). */
export function CommitmentActions({ commitmentId, title, dueDate: due, hasTodo }: Props) {
  const [createTodo, creating] = useCommitmentTodo();
  const [addEvent, adding] = useCommitmentCalendarEvent();
  const { toast } = useToast();
  const [onCalendar, setOnCalendar] = useState(false);
  const [picking, setPicking] = useState(false);
  const [day, setDay] = useState(todayInput());
  const [dayError, setDayError] = useState<string | null>(null);

  const todo = async () => {
    try {
      const outcome = await createTodo(commitmentId);
      if (outcome.ok) toast({ title: 'Todo Created', description: `“${outcome.data.title}” is on your todo board.` });
      else toast({ title: 'Todo Failed', description: outcome.message, variant: 'destructive' });
    } catch {
      toast({ title: 'Todo Failed', description: 'The todo could not be created. Try again.', variant: 'destructive' });
    }
  };

  const calendar = async (date?: string) => {
    try {
      const outcome = await addEvent(commitmentId, date);
      if (outcome.ok) {
        setOnCalendar(true);
        setPicking(false);
        toast({ title: 'Calendar Event Created', description: `“${title}” is on your calendar for ${dueDate(outcome.data.startsAt)}.` });
      } else if (outcome.fieldErrors.date) {
        setPicking(true);
        setDayError(date ? outcome.fieldErrors.date : null);
      } else {
        toast({ title: 'Calendar Event Failed', description: outcome.message, variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Calendar Event Failed', description: 'The event could not be created. Try again.', variant: 'destructive' });
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
      <Button
        size="small"
        variant="outlined"
        startIcon={adding ? <CircularProgress size={14} color="inherit" aria-hidden /> : onCalendar ? <EventAvailableIcon /> : <EventIcon />}
        disabled={adding || onCalendar}
        onClick={() => (due ? void calendar() : setPicking(true))}
      >
        {onCalendar ? 'ON CALENDAR' : 'ADD TO CALENDAR'}
      </Button>
      <Dialog open={picking} onClose={() => !adding && setPicking(false)} maxWidth="xs" fullWidth aria-labelledby={`mine-calendar-${commitmentId}`}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!day) setDayError('Choose a day');
            else void calendar(new Date(`${day}T12:00:00Z`).toISOString());
          }}
        >
          <DialogTitle id={`mine-calendar-${commitmentId}`}>Which day?</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="body2" color="textSecondary">
              “{title}” has no due date. Choose the day it goes on your calendar (an all-day event).
            </Typography>
            <TextField
              type="date"
              label="Day"
              value={day}
              onChange={(e) => {
                setDay(e.target.value);
                setDayError(null);
              }}
              error={!!dayError}
              helperText={dayError ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPicking(false)} disabled={adding}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={adding} startIcon={<EventIcon />}>
              ADD TO CALENDAR
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
