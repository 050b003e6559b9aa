import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { DashboardAccountCard_account$key } from '../../__generated__/DashboardAccountCard_account.graphql';
import { ProviderBadge, StatusBadge } from '../../components/accounts/Badges';
import { formatCount, formatLastSync } from '../../components/accounts/format';
import { providerColor } from '../../components/accounts/providers';
import { SyncProgressBar } from '../../components/accounts/SyncProgressBar';
import { isRunning, type SyncProgress } from '../../relay/useSyncProgress';
import { colors, fonts } from '../../theme';
import { SyncButton } from '../../components/accounts/SyncButton';

interface DashboardAccountCardProps {
  account: DashboardAccountCard_account$key;
  progress?: SyncProgress;
  onSync: (id: string) => void;
  syncing: boolean;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" sx={{ color: 'text.secondary', fontSize: 10.5, lineHeight: 1.5, display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontFamily: fonts.mono, fontWeight: 700, fontSize: 15 }}>{value}</Typography>
    </Box>
  );
}

/** One mailbox on the Performance Hub: status, last sync, email count, Sync and View. */
export function DashboardAccountCard({ account: key, progress, onSync, syncing }: DashboardAccountCardProps) {
  const account = useFragment(
    graphql`
      fragment DashboardAccountCard_account on Account {
        id
        email
        displayName
        provider
        company
        status
        statusMessage
        lastSync
        emailCount
      }
    `,
    key,
  );
  const color = providerColor(account.provider);
  const running = isRunning(progress);
  const status = running ? 'syncing' : account.status;
  const trouble = account.status === 'error' || account.status === 'needs_reconnect';

  return (
    <Card
      component="article"
      aria-label={account.displayName}
      data-account-id={account.id}
      sx={{
        p: 2.25,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.75,
        borderTop: `3px solid ${color}`,
        backgroundImage: `linear-gradient(180deg, ${alpha(color, 0.06)}, transparent 45%)`,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <ProviderBadge provider={account.provider} />
        <StatusBadge status={status} message={account.statusMessage} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h3" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {account.displayName}
        </Typography>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ fontFamily: fonts.mono, fontSize: 12.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {account.email}
        </Typography>
        {account.company && (
          <Link
            component={RouterLink}
            to={`/enhanced-email-management?venture=${encodeURIComponent(account.company)}`}
            underline="hover"
            aria-label={`Mail of the venture ${account.company}`}
            sx={{ display: 'inline-block', color: colors.gold, fontSize: 12.5, mt: 0.25 }}
          >
            {account.company}
          </Link>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, py: 1.25, borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Figure label="Last sync" value={formatLastSync(account.lastSync)} />
        <Figure label="Emails" value={formatCount(account.emailCount)} />
      </Box>
      {running && <SyncProgressBar progress={progress} dense />}
      {trouble && account.statusMessage && !running && (
        <Typography variant="body2" sx={{ color: account.status === 'error' ? colors.red : colors.orange, fontSize: 12.5 }}>
          {account.statusMessage}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 'auto' }}>
        <SyncButton account={account} syncing={syncing} running={running} onSync={onSync} />
        <Button
          size="small"
          component={RouterLink}
          to={`/enhanced-email-management?account=${encodeURIComponent(account.id)}`}
          endIcon={<ArrowForwardIcon />}
          sx={{ ml: 'auto' }}
        >
          View
        </Button>
      </Box>
    </Card>
  );
}
