import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { colors } from '../../theme';

interface Props {
  children: ReactNode;
  /** The spec's text for this pane ('Failed to load email'). */
  message: string;
  onRetry?: () => void;
}

/** Keeps a failed pane (one email's detail) from taking the whole screen down. */
export class PaneErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error) {
    console.error(this.props.message, error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box role="alert" sx={{ display: 'grid', placeItems: 'center', gap: 1.5, py: 8, px: 3, textAlign: 'center' }}>
        <ErrorOutlineIcon sx={{ fontSize: 40, color: colors.red }} />
        <Typography variant="h6" component="p">
          {this.props.message}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 420, wordBreak: 'break-word' }}>
          {error.message}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry?.();
          }}
        >
          Try again
        </Button>
      </Box>
    );
  }
}

/** A pane's loading state with the spec's text. */
export function PaneLoading({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 1.5, py: 10 }}>
      <Box
        aria-hidden
        sx={{
          width: 26,
          height: 26,
          borderRadius: '50%',
          border: '3px solid',
          borderColor: `${colors.emerald} transparent ${colors.emerald} transparent`,
          animation: 'nugget-spin 900ms linear infinite',
          '@keyframes nugget-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
      <Typography variant="overline" color="textSecondary">
        {text}
      </Typography>
    </Box>
  );
}
