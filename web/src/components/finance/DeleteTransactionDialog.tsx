import Typography from '@mui/material/Typography';
import { DangerDialog } from '../DangerDialog';
import { fonts } from '../../theme';

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
    <DangerDialog
      open={label !== null}
      id="delete-transaction"
      title="Delete this transaction?"
      confirmLabel="DELETE"
      busyLabel="DELETING..."
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Typography sx={{ fontFamily: fonts.mono, fontWeight: 700 }}>{label}</Typography>
      <Typography color="textSecondary" variant="body2">
        It leaves your totals and exports.{fromEmail ? ' Its email stays in your mine; mining that email again would record it anew.' : ''}
      </Typography>
    </DangerDialog>
  );
}
