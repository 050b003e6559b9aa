import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import GoogleIcon from '@mui/icons-material/Google';
import LinkIcon from '@mui/icons-material/Link';
import type { AccountCard_account$data, AccountCard_account$key } from '../../__generated__/AccountCard_account.graphql';
import { ProviderBadge, StatusBadge } from '../../components/accounts/Badges';
import { formatCount, formatLastSync } from '../../components/accounts/format';
import { gmailAuthUrl, isImapProvider, providerColor } from '../../components/accounts/providers';
import { SyncProgressBar } from '../../components/accounts/SyncProgressBar';
import { SyncButton } from '../../components/accounts/SyncButton';
import { useToast } from '../../components/Toasts';
import { useRemoveAccount } from '../../mutations/useRemoveAccount';
import { isRunning, type SyncProgress } from '../../relay/useSyncProgress';
import { colors, fonts } from '../../theme';
import { CompanyField } from './CompanyField';
import { FolderDialog } from './FolderDialog';
import { RemoveAccountDialog } from './RemoveAccountDialog';

export type ReconnectTarget = Pick<AccountCard_account$data, 'provider' | 'email' | 'imapHost' | 'imapPort' | 'displayName' | 'company'>;

interface AccountCardProps {
  account: AccountCard_account$key;
  progress?: SyncProgress;
  onSync: (id: string) => void;
  syncing: boolean;
  /** An IMAP account that needs its password again: open the connect dialog for it. */
  onReconnect: (account: ReconnectTarget) => void;
}

/** Orange like the NEEDS RECONNECT badge: the one thing to do on this card. */
const reconnectSx = {
  backgroundImage: 'none',
  bgcolor: colors.orange,
  color: '#1F0B00',
  boxShadow: 'none',
  '&:hover': { bgcolor: '#FB923C', backgroundImage: 'none' },
} as const;

function lastRunText(run: NonNullable<AccountCard_account$data['lastRun']>): string {
  const what = run.kind === 'import' ? 'Last import' : 'Last sync';
  if (run.status === 'running') return `${what}: running`;
  if (run.status === 'failed') return `${what} failed${run.errorMessage ? `: ${run.errorMessage}` : ''}`;
  const parts = [`${formatCount(run.stored)} new`, `${formatCount(run.duplicates)} duplicates skipped`];
  if (run.errors) parts.push(`${formatCount(run.errors)} unparseable`);
  return `${what}: ${parts.join(' · ')}`;
}

/** One mailbox in the sluice: who it is, whether it works, and what can be done with it. */
export function AccountCard({ account: key, progress, onSync, syncing, onReconnect }: AccountCardProps) {
  const account = useFragment(
    graphql`
      fragment AccountCard_account on Account {
        id
        email
        displayName
        provider
        company
        status
        statusMessage
        lastSync
        emailCount
        imapHost
        imapPort
        connectedWith
        signInUrl
        folders {
          path
          role
          selected
        }
        lastRun {
          id
          kind
          status
          stored
          duplicates
          errors
          errorMessage
        }
      }
    `,
    key,
  );
  const { toast } = useToast();
  const [remove, removing] = useRemoveAccount();
  const [confirming, setConfirming] = useState(false);
  const [foldersOpen, setFoldersOpen] = useState(false);

  const color = providerColor(account.provider);
  const running = isRunning(progress);
  const status = running ? 'syncing' : account.status;
  const gmail = account.provider === 'gmail';
  const imap = isImapProvider(account.provider);
  // Gmail, and Outlook or Yahoo connected through their sign-in, reconnect there (not with a password).
  const signIn = gmail ? (account.signInUrl ?? gmailAuthUrl(account.email)) : account.connectedWith === 'sign_in' ? account.signInUrl : null;
  const needsReconnect = account.status === 'needs_reconnect';
  const trouble = account.status === 'error' || needsReconnect;
  const syncedFolders = account.folders.filter((f) => f.selected).length;

  const onRemove = async () => {
    try {
      const outcome = await remove(account.id);
      if (outcome.ok) {
        setConfirming(false);
        toast({ title: 'Stream Removed', description: `${account.email} and the mail only it held are gone from Nugget.` });
      } else {
        setConfirming(false);
        toast({ title: 'Remove Failed', description: outcome.message, variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Remove Failed', description: 'The stream could not be removed. Try again.', variant: 'destructive' });
    }
  };

  return (
    <Card
      component="article"
      aria-label={account.displayName}
      data-account-id={account.id}
      data-status={status}
      sx={{
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.75,
        minWidth: 0,
        borderTop: `3px solid ${color}`,
        borderColor: trouble ? alpha(account.status === 'error' ? colors.red : colors.orange, 0.5) : undefined,
        borderTopColor: color,
        backgroundImage: `linear-gradient(180deg, ${alpha(color, 0.07)}, transparent 40%)`,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ProviderBadge provider={account.provider} />
        <StatusBadge status={status} message={account.statusMessage} />
      </Box>

      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {account.displayName}
        </Typography>
        <Typography sx={{ fontFamily: fonts.mono, fontSize: 13, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {account.email}
        </Typography>
      </Box>

      <CompanyField key={account.company ?? ''} accountId={account.id} company={account.company} />

      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5, py: 1.25, borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {[
          { label: 'Last sync', value: formatLastSync(account.lastSync) },
          { label: 'Emails', value: formatCount(account.emailCount) },
          {
            label: imap ? 'Folders' : 'Server',
            value: imap ? (account.folders.length ? `${syncedFolders} of ${account.folders.length}` : '—') : gmail ? 'Google' : 'Local',
          },
        ].map((f) => (
          <Box key={f.label} sx={{ minWidth: 0 }}>
            <Typography variant="overline" sx={{ color: 'text.secondary', fontSize: 10.5, lineHeight: 1.5, display: 'block' }}>
              {f.label}
            </Typography>
            <Typography data-testid={`account-${f.label.toLowerCase().replace(' ', '-')}`} sx={{ fontFamily: fonts.mono, fontWeight: 700, fontSize: 14.5 }}>
              {f.value}
            </Typography>
          </Box>
        ))}
      </Box>

      {running ? (
        <SyncProgressBar progress={progress} dense />
      ) : trouble && account.statusMessage ? (
        <Typography variant="body2" role="note" sx={{ color: account.status === 'error' ? colors.red : colors.orange, fontSize: 13 }}>
          {account.statusMessage}
        </Typography>
      ) : account.lastRun ? (
        <Typography variant="body2" color="textSecondary" sx={{ fontSize: 12.5 }}>
          {lastRunText(account.lastRun)}
        </Typography>
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ fontSize: 12.5 }}>
          {imap && account.imapHost ? `${account.imapHost}:${account.imapPort ?? ''}` : 'Not synced yet'}
        </Typography>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 0.5 }}>
        <SyncButton account={account} syncing={syncing} running={running} onSync={onSync} />
        {(signIn || needsReconnect) &&
          (signIn ? (
            <Button
              size="small"
              variant={needsReconnect ? 'contained' : 'text'}
              href={signIn}
              target={gmail ? '_blank' : undefined}
              rel={gmail ? 'noopener' : undefined}
              startIcon={gmail ? <GoogleIcon /> : <LinkIcon />}
              sx={needsReconnect ? reconnectSx : undefined}
            >
              Reconnect
            </Button>
          ) : (
            <Button size="small" variant="contained" startIcon={<LinkIcon />} onClick={() => onReconnect(account)} sx={reconnectSx}>
              Reconnect
            </Button>
          ))}
        {imap && (
          <Button size="small" color="inherit" startIcon={<FolderIcon />} onClick={() => setFoldersOpen(true)} sx={{ color: 'text.secondary' }}>
            Folders
          </Button>
        )}
        <Tooltip title="Remove stream">
          <IconButton
            size="small"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${account.email}`}
            sx={{ ml: 'auto', color: 'text.secondary', '&:hover': { color: colors.red, bgcolor: alpha(colors.red, 0.1) } }}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>

      <RemoveAccountDialog
        open={confirming}
        email={account.email}
        emailCount={account.emailCount}
        removing={removing}
        onCancel={() => setConfirming(false)}
        onConfirm={onRemove}
      />
      {imap && <FolderDialog open={foldersOpen} onClose={() => setFoldersOpen(false)} accountId={account.id} email={account.email} folders={account.folders} />}
    </Card>
  );
}
