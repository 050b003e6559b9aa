import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventIcon from '@mui/icons-material/Event';
import { useAddCommitmentToCalendar } from '../../mutations/useAddCommitmentToCalendar';
import { useToast } from '../Toasts';
import { dayInputToIso, dueLabel, todayInput } from './format';

interface AddToCalendarButtonProps {
  commitmentId: string;
  title: string;
  dueDate: string | null | undefined;
  size?: ButtonProps['size'];
  /** Grey until hovered (boards and lists); false: the theme's outlined button (the mining screen's actions). */
  quiet?: boolean;
}

/**
 * ADD TO CALENDAR on a commitment: an all-day event on its due day. A commitment
 * without a due date asks for a day first. Spec §8: 'Calendar Event Created'.
 */
export function AddToCalendarButton({ commitmentId, title, dueDate, size = 'small', quiet = true }: AddToCalendarButtonProps) {
  const [add, adding] = useAddCommitmentToCalendar();
  const { toast } = useToast();
  const [added, setAdded] = useState(false);
  const [picking, setPicking] = useState(false);
  const [day, setDay] = useState(todayInput());
  const [dayError, setDayError] = useState<string | null>(null);

  const run = async (date?: string) => {
    try {
      const outcome = await add(commitmentId, date);
      if (outcome.ok) {
        setAdded(true);
        setPicking(false);
        toast({
          title: 'Calendar Event Created',
          description: `“${title}” is on your calendar for ${dueLabel(outcome.data.startsAt)}${outcome.data.pushedToGoogle ? ', and in your Google Calendar' : ''}.`,
        });
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
      <Button
        size={size}
        variant="outlined"
        color={quiet ? 'inherit' : 'primary'}
        disabled={adding}
        onClick={() => (dueDate ? run() : setPicking(true))}
        startIcon={adding ? <CircularProgress size={14} color="inherit" aria-hidden /> : added ? <EventAvailableIcon /> : <EventIcon />}
        sx={quiet ? { color: 'text.secondary', borderColor: 'divider', '&:hover': { color: 'text.primary' } } : undefined}
      >
        {added ? 'ON CALENDAR' : 'ADD TO CALENDAR'}
      </Button>
      <Dialog open={picking} onClose={() => !adding && setPicking(false)} maxWidth="xs" fullWidth aria-labelledby={`calendar-day-${commitmentId}`}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!day) setDayError('Choose a day');
            else void run(dayInputToIso(day));
          }}
        >
          <DialogTitle id={`calendar-day-${commitmentId}`}>Which day?</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="body2" color="textSecondary">
              “{title}” has no due date. Choose the day it goes on your calendar (an all-day event).
            </Typography>
            <TextField
              label="Day"
              type="date"
              value={day}
              onChange={(e) => {
                setDay(e.target.value);
                setDayError(null);
              }}
              error={!!dayError}
              helperText={dayError}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setPicking(false)} disabled={adding} color="inherit" sx={{ color: 'text.secondary' }}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={adding}>
              ADD TO CALENDAR
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
