import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { plural } from '../../components/accounts/format';
import { colors } from '../../theme';

interface RemoveAccountDialogProps {
  open: boolean;
  email: string;
  emailCount: number;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a mailbox goes: the mail only it holds goes with it. */
export function RemoveAccountDialog({ open, email, emailCount, removing, onCancel, onConfirm }: RemoveAccountDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={removing ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="remove-account-title"
      aria-describedby="remove-account-text"
      slotProps={{ paper: { sx: { borderRadius: 4, border: 1, borderColor: 'divider' } } }}
    >
      <DialogTitle id="remove-account-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <WarningAmberIcon sx={{ color: colors.red }} />
        Remove this stream?
      </DialogTitle>
      <DialogContent id="remove-account-text" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography>
          <Box component="strong" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {email}
          </Box>{' '}
          will be disconnected from Nugget.
        </Typography>
        <Typography color="textSecondary" variant="body2">
          The mail only this mailbox holds will be deleted from Nugget ({plural(emailCount, 'message')} here), with its scores and
          commitments. Messages that another connected mailbox also holds stay. Nothing is deleted at your mail provider.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={removing} color="inherit" sx={{ color: 'text.secondary' }}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={removing}
          startIcon={removing ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {removing ? 'REMOVING...' : 'REMOVE STREAM'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
