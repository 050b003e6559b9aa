import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import { ConnectGmailButton } from '../../components/ConnectGmailButton';
import { ProviderBadge, StatusBadge } from '../../components/accounts/Badges';
import { formatLastSync, plural } from '../../components/accounts/format';
import { useSyncWithToast } from '../../components/accounts/useSyncWithToast';
import { useToast } from '../../components/Toasts';
import { useRemoveAccount } from '../../mutations/useRemoveAccount';
import { RemoveAccountDialog } from '../EmailAccounts/RemoveAccountDialog';
import { isRunning, useSyncProgress } from '../../relay/useSyncProgress';
import { colors } from '../../theme';

export interface SettingsAccount {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  readonly provider: string;
  readonly status: string;
  readonly statusMessage: string | null | undefined;
  readonly lastSync: unknown;
  readonly emailCount: number;
}

/** Connected mailboxes with Sync and Remove (after a confirmation); the full management lives at /email-accounts. */
export function SettingsAccounts({ accounts }: { accounts: readonly SettingsAccount[] }) {
  const [sync, syncingId] = useSyncWithToast();
  const progress = useSyncProgress(accounts.map((a) => a.id));
  const [remove, removing] = useRemoveAccount();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<SettingsAccount | null>(null);

  const onRemove = async () => {
    if (!confirming) return;
    const account = confirming;
    try {
      const outcome = await remove(account.id);
      setConfirming(null);
      toast(
        outcome.ok
          ? { title: 'Stream Removed', description: `${account.email} and the mail only it held are gone from Nugget.` }
          : { title: 'Remove Failed', description: outcome.message, variant: 'destructive' },
      );
    } catch {
      toast({ title: 'Remove Failed', description: 'The stream could not be removed. Try again.', variant: 'destructive' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {accounts.length === 0 ? (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography color="textSecondary">No email accounts connected yet. Connect a mailbox and its mail is scored and mined for commitments.</Typography>
          <ConnectGmailButton variant="outlined" />
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {accounts.map((a) => {
            const running = isRunning(progress[a.id]);
            const status = running ? 'syncing' : a.status;
            const canSync = a.provider !== 'imported' && a.status !== 'needs_reconnect';
            return (
              <Box
                component="li"
                key={a.id}
                aria-label={a.email}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'grid', gap: 0.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <ProviderBadge provider={a.provider} />
                    <StatusBadge status={status} message={a.statusMessage} />
                  </Box>
                  <Typography noWrap sx={{ fontWeight: 600 }} title={a.displayName || a.email}>
                    {a.displayName || a.email}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" noWrap sx={{ fontSize: 12.5 }} title={a.email}>
                    {a.displayName && a.displayName !== a.email ? `${a.email} · ` : ''}
                    {plural(a.emailCount, 'email')} · last sync {formatLastSync(a.lastSync ? String(a.lastSync) : null)}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={!canSync || running || syncingId === a.id}
                    title={canSync ? undefined : a.provider === 'imported' ? 'An imported archive has nothing to sync' : 'Reconnect this mailbox first'}
                    onClick={() => void sync(a.id)}
                    startIcon={syncingId === a.id ? <CircularProgress size={14} color="inherit" aria-hidden /> : <SyncIcon />}
                  >
                    Sync
                  </Button>
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() => setConfirming(a)}
                    startIcon={<DeleteOutlinedIcon />}
                    sx={{ color: 'text.secondary', '&:hover': { color: colors.red } }}
                  >
                    Remove
                  </Button>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <Button component={RouterLink} to="/email-accounts" endIcon={<ArrowForwardIcon />} sx={{ justifySelf: 'start', ml: -1 }}>
        Manage email accounts
      </Button>

      <RemoveAccountDialog
        open={!!confirming}
        email={confirming?.email ?? ''}
        emailCount={confirming?.emailCount ?? 0}
        removing={removing}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void onRemove()}
      />
    </Box>
  );
}
