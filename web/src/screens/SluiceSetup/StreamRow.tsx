import { graphql, useFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { StreamRow_account$key } from '../../__generated__/StreamRow_account.graphql';
import { ProviderBadge, StatusBadge } from '../../components/accounts/Badges';
import { formatLastSync, plural } from '../../components/accounts/format';
import { providerColor } from '../../components/accounts/providers';
import { fonts } from '../../theme';

/** One connected stream in the sluice list. */
export function StreamRow({ account: key }: { account: StreamRow_account$key }) {
  const account = useFragment(
    graphql`
      fragment StreamRow_account on Account {
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
  return (
    <Box
      component="li"
      aria-label={account.displayName}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        px: 2.5,
        py: 1.75,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          fontFamily: fonts.mono,
          fontWeight: 800,
          color,
          bgcolor: alpha(color, 0.12),
          border: `1px solid ${alpha(color, 0.35)}`,
        }}
      >
        {account.displayName.charAt(0).toUpperCase()}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{account.displayName}</Typography>
          <ProviderBadge provider={account.provider} />
          {account.company && (
            <Typography component="span" variant="body2" color="textSecondary" sx={{ fontSize: 12.5 }}>
              · {account.company}
            </Typography>
          )}
        </Box>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ fontFamily: fonts.mono, fontSize: 12.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {account.email} · {plural(account.emailCount, 'email')} · synced {formatLastSync(account.lastSync).toLowerCase()}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: '2', sm: 'auto' }, justifySelf: { xs: 'start', sm: 'end' } }}>
        <StatusBadge status={account.status} message={account.statusMessage} />
      </Box>
    </Box>
  );
}
