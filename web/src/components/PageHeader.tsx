import type { ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { colors } from '../theme';

interface PageHeaderProps {
  overline?: string;
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** The title block every signed-in screen opens with. */
export function PageHeader({ overline, title, subtitle, icon, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              color: colors.gold,
              bgcolor: 'rgba(245,183,0,.1)',
              border: '1px solid rgba(245,183,0,.3)',
            }}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          {overline && (
            <Typography variant="overline" sx={{ color: colors.gold, display: 'block', lineHeight: 1.4 }}>
              {overline}
            </Typography>
          )}
          <Typography variant="h3" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
