import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { SyncProgress } from '../../relay/useSyncProgress';
import { colors, fonts } from '../../theme';
import { formatCount } from './format';

const PHASES: Record<string, string> = {
  starting: 'Starting',
  listing: 'Listing folders',
  fetching: 'Fetching mail',
  storing: 'Storing mail',
  counting: 'Counting messages',
  importing: 'Importing',
  done: 'Done',
  failed: 'Failed',
};

export const phaseLabel = (phase: string) => PHASES[phase] ?? phase.charAt(0).toUpperCase() + phase.slice(1);

/** Fraction done (0–100), or null while the total is unknown. */
export function percentOf(p: Pick<SyncProgress, 'fetched' | 'total' | 'done'>): number | null {
  if (p.done) return 100;
  if (!p.total) return null;
  return Math.min(100, Math.round((p.fetched / p.total) * 100));
}

/** One live sync or import: phase, a bar (determinate once the total is known), fetched / total and stored. */
export function SyncProgressBar({ progress, label, dense = false }: { progress: SyncProgress; label?: string; dense?: boolean }) {
  const failed = progress.phase === 'failed';
  const pct = percentOf(progress);
  const color = failed ? colors.red : progress.done ? colors.green : colors.gold;
  const counts = [
    progress.total != null ? `${formatCount(progress.fetched)} / ${formatCount(progress.total)} fetched` : `${formatCount(progress.fetched)} fetched`,
    `${formatCount(progress.stored)} stored`,
    ...(progress.errors ? [`${formatCount(progress.errors)} unparseable`] : []),
  ];
  return (
    <Box data-phase={progress.phase} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
        <Typography sx={{ fontSize: dense ? 12.5 : 13.5, fontWeight: 700, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label ? `${label} · ` : ''}
          <Box component="span" sx={{ color }}>
            {phaseLabel(progress.phase)}
            {!progress.done && '…'}
          </Box>
        </Typography>
        {pct != null && <Typography sx={{ fontFamily: fonts.mono, fontSize: 12, color: 'text.secondary', flexShrink: 0 }}>{pct}%</Typography>}
      </Box>
      <LinearProgress
        variant={pct == null ? 'indeterminate' : 'determinate'}
        value={pct ?? undefined}
        aria-label={`${label ? `${label}: ` : ''}${phaseLabel(progress.phase)}`}
        sx={{
          height: dense ? 5 : 7,
          borderRadius: 4,
          bgcolor: alpha(color, 0.14),
          '& .MuiLinearProgress-bar': { borderRadius: 4, bgcolor: color },
        }}
      />
      <Typography sx={{ fontFamily: fonts.mono, fontSize: 11.5, color: 'text.secondary' }}>
        {failed && progress.message ? progress.message : counts.join(' · ')}
      </Typography>
    </Box>
  );
}
