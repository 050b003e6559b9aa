import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { colors } from '../theme';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Smaller variant for columns and panes. */
  dense?: boolean;
}

/** The spec's empty states: an icon, the spec's text, and the next step. */
export function EmptyState({ icon, title, description, action, dense = false }: EmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: dense ? 4 : 8,
        px: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: dense ? 1 : 1.5,
      }}
    >
      {icon && (
        <Box
          aria-hidden
          sx={{
            width: dense ? 48 : 72,
            height: dense ? 48 : 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: colors.gold,
            bgcolor: 'rgba(245,183,0,.08)',
            border: '1px dashed rgba(245,183,0,.35)',
            mb: 1,
            '& svg': { fontSize: dense ? 24 : 34 },
          }}
        >
          {icon}
        </Box>
      )}
      <Typography variant={dense ? 'h6' : 'h5'} component="h2">
        {title}
      </Typography>
      {description && (
        <Typography color="textSecondary" sx={{ maxWidth: 460, fontSize: dense ? 14 : 15 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
