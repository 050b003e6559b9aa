import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useDeleteMyAccount } from '../../mutations/useDeleteMyAccount';
import { colors } from '../../theme';

/** The danger zone: deleting the account needs the account's email typed out; then the app signs out to /. */
export function DeleteAccountCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [remove, removing] = useDeleteMyAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const close = () => {
    if (removing) return;
    setOpen(false);
    setTyped('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError('Type your account email to confirm.');
      return;
    }
    try {
      const outcome = await remove(typed.trim());
      if (!outcome.ok) setError(outcome.fieldErrors.confirmEmail ?? outcome.message);
    } catch {
      setError('Your account could not be deleted. Try again.');
    }
  };

  return (
    <Card component="section" aria-labelledby="danger-zone-title" sx={{ borderColor: alpha(colors.red, 0.45), bgcolor: alpha(colors.red, 0.04) }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h6" component="h2" id="danger-zone-title" sx={{ color: colors.red, display: 'flex', alignItems: 'center', gap: 1 }}>
            <WarningAmberIcon sx={{ fontSize: 20 }} /> DANGER ZONE
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            Delete your Nugget account and everything in it: connected mailboxes and their stored mail, analysis, commitments, todos, XP, calendar events and
            sessions. This cannot be undone. Nothing is deleted at your mail providers.
          </Typography>
        </Box>
        <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </Box>

      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="delete-account-title">
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id="delete-account-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <DeleteForeverIcon sx={{ color: colors.red }} />
            Delete your account?
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography>
              Everything of yours is deleted from Nugget at once, and you are signed out. To confirm, type your account email{' '}
              <Box component="strong" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {email}
              </Box>
              .
            </Typography>
            <TextField
              label="Your account email"
              value={typed}
              autoFocus
              autoComplete="off"
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
              }}
              error={!!error}
              helperText={error}
              slotProps={{ htmlInput: { spellCheck: false, inputMode: 'email' } }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
            <Button onClick={close} disabled={removing} color="inherit" sx={{ color: 'text.secondary' }}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={!matches || removing}
              startIcon={removing ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DeleteForeverIcon />}
            >
              {removing ? 'DELETING...' : 'DELETE MY ACCOUNT'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Card>
  );
}
