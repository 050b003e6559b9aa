import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddTaskIcon from '@mui/icons-material/AddTask';
import { useCreateTodo, type CreateTodoInput } from '../../mutations/useCreateTodo';
import { useToast } from '../Toasts';
import { XP_RULES } from '../xp/XpRules';
import { dayInputToIso } from './format';

type Priority = 'high' | 'medium' | 'low';
const PRIORITY_XP: Record<Priority, number> = { high: 25, medium: 15, low: 10 };
const EMPTY = { title: '', description: '', dueDate: '', contactEmail: '', priority: 'medium' as Priority };

/** A hand-made todo: title required; description, due day, contact and priority optional. Server field errors land on their fields. */
export function CreateTodoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateTodo();
  const { toast } = useToast();

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [name]: e.target.value }));
    setErrors(({ [name]: _cleared, input: _input, ...rest }) => rest);
  };

  const close = () => {
    if (creating) return;
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim()) {
      setErrors({ title: 'Title is required' });
      return;
    }
    // The API reads an explicit null as a wrong type: empty optional fields are left out.
    const input: CreateTodoInput = {
      title: form.title.trim(),
      priority: form.priority,
      ...(form.description.trim() ? { description: form.description.trim() } : {}),
      ...(form.dueDate ? { dueDate: dayInputToIso(form.dueDate) } : {}),
      ...(form.contactEmail.trim() ? { contactEmail: form.contactEmail.trim() } : {}),
    };
    try {
      const outcome = await create(input);
      if (outcome.ok) {
        toast({ title: 'Todo Created', description: `“${input.title}” is in your OPEN column.` });
        setForm(EMPTY);
        setErrors({});
        onClose();
      } else {
        setErrors(Object.keys(outcome.fieldErrors).length ? outcome.fieldErrors : { input: outcome.message });
      }
    } catch {
      setErrors({ input: 'The todo could not be created. Check your connection and try again.' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="create-todo-title"
      slotProps={{ paper: { sx: { borderRadius: 4, border: 1, borderColor: 'divider' } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="create-todo-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <AddTaskIcon color="primary" />
          NEW TODO
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Title"
            required
            autoFocus
            value={form.title}
            onChange={set('title')}
            error={!!errors.title}
            helperText={errors.title}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={form.description}
            onChange={set('description')}
            error={!!errors.description}
            helperText={errors.description}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Due date"
              type="date"
              value={form.dueDate}
              onChange={set('dueDate')}
              error={!!errors.dueDate}
              helperText={errors.dueDate ?? 'Finish by the end of this day for +10 XP'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="Priority"
              select
              value={form.priority}
              onChange={set('priority')}
              error={!!errors.priority}
              helperText={errors.priority ?? `${PRIORITY_XP[form.priority]} XP when completed`}
            >
              <MenuItem value="high">High</MenuItem>
              <MenuItem value="medium">Medium</MenuItem>
              <MenuItem value="low">Low</MenuItem>
            </TextField>
          </Box>
          <TextField
            label="Contact email"
            type="email"
            value={form.contactEmail}
            onChange={set('contactEmail')}
            error={!!errors.contactEmail}
            helperText={errors.contactEmail ?? 'Who this is for, or who you are waiting on'}
            slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
          />
          {errors.input && (
            <Typography role="alert" color="error" variant="body2">
              {errors.input}
            </Typography>
          )}
          <Typography variant="body2" color="textSecondary" sx={{ fontSize: 12.5 }}>
            {XP_RULES[0]!.points} XP by priority. A task completed within a minute of being created earns nothing.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={close} disabled={creating} color="inherit" sx={{ color: 'text.secondary' }}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={creating}
            startIcon={creating ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {creating ? 'CREATING...' : 'CREATE TODO'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
