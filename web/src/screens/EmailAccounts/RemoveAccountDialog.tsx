import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DangerDialog } from '../../components/DangerDialog';
import { plural } from '../../components/accounts/format';

interface RemoveAccountDialogProps {
  open: boolean;
  email: string;
  emailCount: number;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a mailbox goes (here and in Settings): the mail only it holds goes with it; what was mined from it stays. */
export function RemoveAccountDialog({ open, email, emailCount, removing, onCancel, onConfirm }: RemoveAccountDialogProps) {
  return (
    <DangerDialog
      open={open}
      id="remove-account"
      title="Remove this stream?"
      confirmLabel="REMOVE STREAM"
      busyLabel="REMOVING..."
      busy={removing}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Typography>
        <Box component="strong" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {email}
        </Box>{' '}
        will be disconnected from Nugget.
      </Typography>
      <Typography color="textSecondary" variant="body2">
        The mail only this mailbox holds will be deleted from Nugget ({plural(emailCount, 'message')} here), with its analysis. Messages that another connected
        mailbox also holds stay, and so do the commitments, todos and XP mined from it. Nothing is deleted at your mail provider.
      </Typography>
    </DangerDialog>
  );
}
