import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface LoadingScreenProps {
  /** One of the spec's loading texts (§8). */
  text?: string;
  /** Fill the viewport (app start) or only the content area (a screen inside the shell). */
  fullPage?: boolean;
}

export function LoadingScreen({ text = 'Loading...', fullPage = true }: LoadingScreenProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullPage ? '100vh' : '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress size={28} thickness={5} aria-hidden />
      <Typography variant="overline" color="textSecondary">
        {text}
      </Typography>
    </Box>
  );
}
