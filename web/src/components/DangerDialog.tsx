import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { colors } from '../theme';

interface DangerDialogProps {
  open: boolean;
  /** Ids of the title and text (the dialog's accessible name and description). */
  id: string;
  title: string;
  children: ReactNode;
  /** The red button, and what it says while the action runs ('DELETE' / 'DELETING...'). */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before something goes for good: a warning title, what goes, Cancel and a red button. Cannot be dismissed while it runs. */
export function DangerDialog({ open, id, title, children, confirmLabel, busyLabel, busy, onCancel, onConfirm }: DangerDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: { sx: { borderRadius: 4, border: 1, borderColor: 'divider' } } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <WarningAmberIcon sx={{ color: colors.red }} />
        {title}
      </DialogTitle>
      <DialogContent id={`${id}-text`} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit" sx={{ color: 'text.secondary' }}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
