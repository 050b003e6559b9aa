import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { colors, fonts } from '../../theme';
import { plural } from './format';
import type { MiningState } from './useMiner';

const STEP: Record<MiningState['phase'], { value: number; text: (s: MiningState) => string }> = {
  queued: { value: 12, text: () => 'Queued for the mine…' },
  reading: { value: 38, text: () => 'Reading the email…' },
  extracting: { value: 72, text: () => 'Extracting commitments…' },
  done: { value: 100, text: (s) => `Done — ${plural(s.commitmentCount ?? 0, 'commitment')} mined` },
  failed: { value: 100, text: (s) => s.message || 'Failed to mine commitments' },
};

/** The mining bar: the phase the server last reported, with the count when done. */
export function MiningProgress({ state, label = 'Mining progress' }: { state: MiningState; label?: string }) {
  const step = STEP[state.phase];
  const failed = state.phase === 'failed';
  const color = failed ? colors.red : colors.emerald;
  return (
    <Box data-testid="mining-progress" data-phase={state.phase} sx={{ display: 'grid', gap: 0.75 }}>
      <LinearProgress
        variant="determinate"
        value={step.value}
        aria-label={label}
        sx={{
          height: 8,
          borderRadius: 99,
          bgcolor: alpha(color, 0.15),
          '& .MuiLinearProgress-bar': { borderRadius: 99, bgcolor: color, transition: 'transform 240ms ease' },
        }}
      />
      <Typography
        role="status"
        variant="body2"
        sx={{ fontFamily: fonts.mono, fontSize: 12.5, color: failed ? colors.red : state.phase === 'done' ? colors.emerald : 'text.secondary' }}
      >
        {step.text(state)}
      </Typography>
    </Box>
  );
}
