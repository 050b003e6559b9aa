import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { colors, fonts } from '../theme';

/** The gold nugget mark. */
export function NuggetMark({ size = 32 }: { size?: number }) {
  // Unique per instance: a gradient id shared with a hidden copy (the desktop sidebar on a phone) would not paint.
  const gradient = useId();
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.goldLight} />
          <stop offset="1" stopColor={colors.goldDark} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="15" fill="#1C1C21" />
      <path d="M32 9 51 23 44 52H20L13 23Z" fill={`url(#${gradient})`} />
      <path d="M32 9 39 23H25Z" fill="#FFF3C4" opacity=".7" />
      <path d="M13 23h38L44 52Z" fill="#000" opacity=".16" />
    </Box>
  );
}

/** Mark plus wordmark. */
export function Logo({ size = 32, caption }: { size?: number; caption?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <NuggetMark size={size} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontFamily: fonts.mono,
            fontWeight: 800,
            letterSpacing: '0.16em',
            fontSize: size * 0.55,
            lineHeight: 1.1,
            color: 'text.primary',
          }}
        >
          NUGGET
        </Typography>
        {caption && (
          <Typography component="span" sx={{ display: 'block', fontFamily: fonts.mono, fontSize: 10, letterSpacing: '0.2em', color: colors.gold }}>
            {caption}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
