import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { colors } from '../theme';

interface Props {
  children: ReactNode;
  /** 'app': the whole app failed to start (the session check could not run); 'route': one screen failed. */
  variant?: 'app' | 'route';
}

interface State {
  error: Error | null;
}

/** Catches a failed screen so the rest of the app (sidebar, toasts) keeps working. */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const app = this.props.variant === 'app';
    return (
      <Box role="alert" sx={{ minHeight: app ? '100vh' : '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 520 }}>
          <ErrorOutlineIcon sx={{ fontSize: 48, color: colors.red }} />
          <Typography variant="h4">{app ? 'NUGGET IS OFFLINE' : 'THIS SHAFT CAVED IN'}</Typography>
          <Typography color="textSecondary">
            {app
              ? 'We could not reach the Nugget server to check your session. Check your connection and try again.'
              : 'Something went wrong while loading this screen. Your data is safe; try again in a moment.'}
          </Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary', opacity: 0.8, wordBreak: 'break-word' }}>
            {error.message}
          </Typography>
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              TRY AGAIN
            </Button>
            {!app && (
              <Button variant="outlined" href="/">
                RETURN TO BASE
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
    );
  }
}
