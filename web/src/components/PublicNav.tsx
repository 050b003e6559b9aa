import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import { colors } from '../theme';
import { Logo } from './Logo';
import { useSignInLink } from '../relay/useSignInLink';

/** The top bar of the public pages: landing, privacy policy, terms. */
export function PublicNav({ signedIn = false }: { signedIn?: boolean }) {
  const signIn = useSignInLink();
  return (
    <Box
      component="nav"
      aria-label="Site"
      sx={{
        position: 'sticky',
        top: { xs: signedIn ? 56 : 0, md: 0 },
        zIndex: 10,
        px: { xs: 2, md: 4 },
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 3 },
        bgcolor: alpha(colors.bg, 0.82),
        backdropFilter: 'blur(10px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <RouterLink to="/" style={{ textDecoration: 'none', marginRight: 'auto' }}>
        <Logo size={32} />
      </RouterLink>
      <Link component={RouterLink} to="/privacy-policy" underline="hover" color="textSecondary" sx={{ fontSize: 14 }}>
        Privacy
      </Link>
      <Link component={RouterLink} to="/tos" underline="hover" color="textSecondary" sx={{ fontSize: 14 }}>
        Terms
      </Link>
      {signedIn ? (
        <Button variant="contained" component={RouterLink} to="/dashboard">
          DASHBOARD
        </Button>
      ) : (
        <Button variant="contained" {...signIn}>
          SIGN IN
        </Button>
      )}
    </Box>
  );
}
