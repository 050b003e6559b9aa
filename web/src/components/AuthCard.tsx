import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { colors } from '../theme';
import { Logo } from './Logo';
import { useDocumentTitle } from './useDocumentTitle';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}

/** The centred card of the sign-in, dev-login and callback screens. */
export function AuthCard({ title, subtitle, children, footer, width = 460 }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        backgroundImage: `radial-gradient(600px 400px at 50% 0%, ${alpha(colors.gold, 0.12)}, transparent 70%)`,
      }}
    >
      <RouterLink to="/" style={{ textDecoration: 'none', marginBottom: 28 }}>
        <Logo size={40} caption="EMAIL INTELLIGENCE" />
      </RouterLink>
      <Card
        sx={{
          width: '100%',
          maxWidth: width,
          p: { xs: 3, sm: 4 },
          borderColor: alpha(colors.gold, 0.25),
          boxShadow: `0 30px 80px -30px rgba(0,0,0,.8), 0 0 0 1px ${alpha(colors.gold, 0.06)}`,
        }}
      >
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="textSecondary" sx={{ textAlign: 'center', mt: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Card>
      {footer && <Box sx={{ mt: 3, maxWidth: width, textAlign: 'center' }}>{footer}</Box>}
    </Box>
  );
}
