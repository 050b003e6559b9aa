import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import TerminalIcon from '@mui/icons-material/Terminal';
import type { Login_authProviders$key } from '../../__generated__/Login_authProviders.graphql';
import { AuthCard } from '../../components/AuthCard';

type Provider = 'hosted' | 'google';

const START = {
  hosted: { url: '/auth/replit', failure: 'Failed to initiate login' },
  google: { url: '/api/gmail/auth', failure: 'Failed to initiate Google login' },
} as const;

/** /auth/login, and what a signed-out visitor sees on any protected path. */
export default function Login({ authProviders }: { authProviders: Login_authProviders$key }) {
  const providers = useFragment(
    graphql`
      fragment Login_authProviders on AuthProviders {
        google
        hostedPlatform
      }
    `,
    authProviders,
  );
  const [busy, setBusy] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = (provider: Provider) => {
    setError(null);
    setBusy(provider);
    try {
      window.location.assign(START[provider].url);
    } catch {
      setBusy(null);
      setError(START[provider].failure);
    }
  };

  return (
    <AuthCard
      title="ENTER THE MINE"
      subtitle="Your smart, gamified command center for professional email management."
      footer={
        <Typography variant="body2" color="textSecondary">
          By continuing, you agree to track every commitment and deliver at 100% performance.
        </Typography>
      }
    >
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" variant="outlined">
            {error}
          </Alert>
        )}

        <Box>
          <Button
            fullWidth
            size="large"
            variant="contained"
            onClick={() => start('hosted')}
            disabled={busy !== null || !providers.hostedPlatform}
            startIcon={busy === 'hosted' ? <CircularProgress size={18} color="inherit" /> : <TerminalIcon />}
          >
            Continue with Replit
          </Button>
          {!providers.hostedPlatform && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.75 }}>
              Replit sign-in is not configured on this server.
            </Typography>
          )}
        </Box>

        <Box>
          <Button
            fullWidth
            size="large"
            variant="outlined"
            onClick={() => start('google')}
            disabled={busy !== null || !providers.google}
            startIcon={busy === 'google' ? <CircularProgress size={18} color="inherit" /> : <GoogleIcon />}
          >
            Continue with Google
          </Button>
          {!providers.google && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.75 }}>
              Google sign-in is not configured on this server.
            </Typography>
          )}
        </Box>

        <Divider sx={{ color: 'text.secondary', fontSize: 12 }}>OR</Divider>

        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          Running Nugget yourself?{' '}
          <Link component={RouterLink} to="/dev-login" sx={{ fontWeight: 700 }}>
            Sign in with email and password
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
