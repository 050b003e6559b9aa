import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import SyncIcon from '@mui/icons-material/Sync';

interface SyncButtonProps {
  account: { readonly id: string; readonly provider: string; readonly status: string };
  /** Its Sync was just asked for. */
  syncing: boolean;
  /** A run is in progress (its progress stream says so). */
  running: boolean;
  onSync: (id: string) => void;
}

/** A mailbox card's Sync: off while it runs, for an imported archive (which says why) and for a mailbox that must reconnect first. */
export function SyncButton({ account, syncing, running, onSync }: SyncButtonProps) {
  const imported = account.provider === 'imported';
  const button = (
    <Button
      size="small"
      variant="outlined"
      startIcon={syncing ? <CircularProgress size={14} color="inherit" aria-hidden /> : <SyncIcon />}
      disabled={syncing || running || imported || account.status === 'needs_reconnect'}
      onClick={() => onSync(account.id)}
    >
      Sync
    </Button>
  );
  if (!imported) return button;
  return (
    <Tooltip title="Imported archives don't sync: import the file again to add mail.">
      <span>{button}</span>
    </Tooltip>
  );
}
