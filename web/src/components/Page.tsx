import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Content column of a signed-in screen; spacing between sections belongs here. */
export function Page({ children, maxWidth = 1280 }: { children: ReactNode; maxWidth?: number | 'none' }) {
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 3, md: 4 },
        py: { xs: 3, md: 4 },
        maxWidth,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      {children}
    </Box>
  );
}
