import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { colors, fonts } from '../../theme';

interface DeleteTransactionDialogProps {
  /** The row's label ("Invoice, Acme, $5,250.00"); null when closed. */
  label: string | null;
  fromEmail: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a transaction goes. */
export function DeleteTransactionDialog({ label, fromEmail, deleting, onCancel, onConfirm }: DeleteTransactionDialogProps) {
  return (
    <Dialog
      open={label !== null}
      onClose={deleting ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-transaction-title"
      aria-describedby="delete-transaction-text"
      slotProps={{ paper: { sx: { borderRadius: 4, border: 1, borderColor: 'divider' } } }}
    >
      <DialogTitle id="delete-transaction-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <WarningAmberIcon sx={{ color: colors.red }} />
        Delete this transaction?
      </DialogTitle>
      <DialogContent id="delete-transaction-text" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography sx={{ fontFamily: fonts.mono, fontWeight: 700 }}>{label}</Typography>
        <Typography color="textSecondary" variant="body2">
          It leaves your totals and exports.{fromEmail ? ' Its email stays in your mine; mining that email again would record it anew.' : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={deleting} color="inherit" sx={{ color: 'text.secondary' }}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={deleting}
          startIcon={deleting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {deleting ? 'DELETING...' : 'DELETE'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
