import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { colors, fonts } from '../theme';

interface StatTileProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  color?: string;
  hint?: ReactNode;
}

/** One figure with its label, as used in the stats strips and tiles. */
export function StatTile({ label, value, icon, color = colors.gold, hint }: StatTileProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        p: 2.25,
        borderRadius: 3,
        border: `1px solid ${alpha(color, 0.25)}`,
        bgcolor: alpha(color, 0.06),
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary', fontSize: 11, lineHeight: 1.4 }}>
          {label}
        </Typography>
        {icon && <Box sx={{ color, display: 'flex', '& svg': { fontSize: 20 } }}>{icon}</Box>}
      </Box>
      <Typography data-testid="stat-value" sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 28, lineHeight: 1.25, mt: 0.5 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="body2" color="textSecondary" sx={{ fontSize: 12.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** A responsive row of StatTiles. */
export function StatGrid({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns > 4 ? 3 : columns}, minmax(0, 1fr))`,
          xl: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
