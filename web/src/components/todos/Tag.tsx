import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { fonts } from '../../theme';

/** A small coloured label (priority, type, status). */
export function Tag({ color, children, title, testId }: { color: string; children: ReactNode; title?: string; testId?: string }) {
  return (
    <Box
      component="span"
      title={title}
      data-testid={testId}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontFamily: fonts.mono,
        fontWeight: 800,
        fontSize: 10.5,
        lineHeight: '18px',
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        px: 0.85,
        borderRadius: 1,
        whiteSpace: 'nowrap',
        color,
        bgcolor: alpha(color, 0.12),
        border: `1px solid ${alpha(color, 0.38)}`,
      }}
    >
      {children}
    </Box>
  );
}
