import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** Remove the body padding (lists that run edge to edge). */
  flush?: boolean;
}

/** A titled card: the building block of the signed-in screens. */
export function SectionCard({ title, icon, action, children, flush = false }: SectionCardProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: 2.5,
          py: 1.75,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {icon && <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 20 } }}>{icon}</Box>}
        <Typography variant="h6" component="h2" id={id} sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box sx={{ p: flush ? 0 : 2.5, flex: 1 }}>{children}</Box>
    </Card>
  );
}
