import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import { colors, fonts } from '../../theme';
import { providerColor } from './providers';

const pill = (color: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.75,
    fontFamily: fonts.mono,
    fontWeight: 800,
    fontSize: 11,
    lineHeight: '18px',
    letterSpacing: '0.1em',
    px: 1,
    borderRadius: 1,
    whiteSpace: 'nowrap',
    color,
    bgcolor: alpha(color, 0.12),
    border: `1px solid ${alpha(color, 0.38)}`,
  }) as const;

/** The provider in its colour (spec §2). */
export function ProviderBadge({ provider }: { provider: string }) {
  return (
    <Box component="span" data-provider={provider} sx={pill(providerColor(provider))}>
      {provider.toUpperCase()}
    </Box>
  );
}

export type AccountStatusValue = 'active' | 'syncing' | 'needs_reconnect' | 'error' | 'disabled' | (string & {});

const STATUS: Record<string, { label: string; color: string }> = {
  active: { label: 'ACTIVE', color: colors.green },
  syncing: { label: 'SYNCING', color: colors.blue },
  needs_reconnect: { label: 'NEEDS RECONNECT', color: colors.orange },
  error: { label: 'ERROR', color: colors.red },
  disabled: { label: 'DISABLED', color: colors.grey },
};

export const statusLabel = (status: string) => STATUS[status]?.label ?? status.toUpperCase();

/**
 * The account's real state. The server's explanation, when it gave one, is the
 * badge's title (the cards also print it): a native title keeps the tooltip
 * machinery (Popper) out of the hub's first download.
 */
export function StatusBadge({ status, message }: { status: AccountStatusValue; message?: string | null }) {
  const { label, color } = STATUS[status] ?? { label: status.toUpperCase(), color: colors.grey };
  return (
    <Box component="span" data-status={status} title={message ?? undefined} sx={pill(color)}>
      {status === 'syncing' ? (
        <CircularProgress size={9} thickness={7} sx={{ color }} aria-hidden />
      ) : (
        <Box component="span" aria-hidden sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: color, boxShadow: `0 0 6px ${alpha(color, 0.8)}` }} />
      )}
      {label}
    </Box>
  );
}
