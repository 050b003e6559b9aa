import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { AuthCard } from '../../components/AuthCard';
import { GraphQLRequestError } from '../../relay/environment';
import { refreshViewer } from '../../relay/viewer';
import { colors } from '../../theme';

/** Spec §9: wait 1 s before the session check, 2 s before leaving. */
export const CALLBACK_CHECK_DELAY_MS = 1000;
export const CALLBACK_REDIRECT_DELAY_MS = 2000;

type Status = { state: 'loading' } | { state: 'success' } | { state: 'error'; message: string };

/** /auth/callback: where a provider sends the visitor back after signing in. */
export default function AuthCallback() {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providerError = params.get('error');
  const [status, setStatus] = useState<Status>(() => (providerError ? { state: 'error', message: providerError } : { state: 'loading' }));

  useEffect(() => {
    if (providerError) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      let next: Status;
      try {
        const data = await refreshViewer(environment);
        if (!data) next = { state: 'error', message: 'Authentication failed - invalid response' };
        else if (!data.viewer) next = { state: 'error', message: 'Authentication failed - no user data received' };
        else if (!data.viewer.id) next = { state: 'error', message: 'Authentication failed - invalid response' };
        else next = { state: 'success' };
      } catch (error) {
        next = {
          state: 'error',
          message: error instanceof GraphQLRequestError ? error.message : 'Authentication failed',
        };
      }
      if (!cancelled) setStatus(next);
    }, CALLBACK_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [environment, providerError]);

  useEffect(() => {
    if (status.state !== 'success') return;
    const timer = window.setTimeout(() => navigate('/dashboard', { replace: true }), CALLBACK_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status.state, navigate]);

  return (
    <AuthCard title="SIGN-IN">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status" aria-live="polite">
        {status.state === 'loading' && (
          <>
            <CircularProgress size={40} />
            <Typography variant="h6" component="p">
              Completing authentication...
            </Typography>
            <Typography color="textSecondary">Verifying your session with the server.</Typography>
          </>
        )}
        {status.state === 'success' && (
          <>
            <CheckCircleIcon sx={{ fontSize: 52, color: colors.emerald }} />
            <Typography variant="h6" component="p">
              Authentication successful!
            </Typography>
            <Typography color="textSecondary">Taking you to your Performance Hub…</Typography>
          </>
        )}
        {status.state === 'error' && (
          <>
            <ErrorOutlineIcon sx={{ fontSize: 52, color: colors.red }} />
            <Typography variant="h6" component="p">
              Authentication failed
            </Typography>
            <Typography color="textSecondary" sx={{ wordBreak: 'break-word' }}>
              {status.message}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
              <Button variant="contained" onClick={() => window.location.assign('/auth/replit')}>
                Try Again
              </Button>
              <Button variant="outlined" onClick={() => navigate('/')}>
                Back to Home
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
