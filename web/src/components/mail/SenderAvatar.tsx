import Avatar from '@mui/material/Avatar';
import { alpha } from '@mui/material/styles';
import { colors, fonts } from '../../theme';
import { initials, type Address } from './format';

const PALETTE = [colors.gold, colors.emerald, colors.teal, colors.purple, colors.orange, colors.blue];

/** Initials on a colour picked from the address, so one sender keeps one colour. */
export function SenderAvatar({ address, size = 36 }: { address: Address | null | undefined; size?: number }) {
  const key = address?.email || address?.name || '?';
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const color = PALETTE[hash % PALETTE.length]!;
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.36,
        fontFamily: fonts.mono,
        fontWeight: 800,
        color,
        bgcolor: alpha(color, 0.15),
        border: `1px solid ${alpha(color, 0.4)}`,
      }}
    >
      {initials(address)}
    </Avatar>
  );
}
