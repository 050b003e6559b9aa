import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import SyncIcon from '@mui/icons-material/Sync';
import { SyncProgressBar } from '../../components/accounts/SyncProgressBar';
import type { SyncProgress } from '../../relay/useSyncProgress';
import { colors } from '../../theme';

/** The hub's live strip: one bar per account syncing or importing right now (fed by `syncProgress`). */
export function SyncProgressPanel({ entries }: { entries: { id: string; name: string; progress: SyncProgress }[] }) {
  const running = entries.filter((e) => !e.progress.done).length;
  return (
    <Card
      component="section"
      aria-label="Live sync"
      sx={{ p: 2.25, borderColor: alpha(colors.gold, 0.35), backgroundImage: `linear-gradient(90deg, ${alpha(colors.gold, 0.08)}, transparent 60%)` }}
    >
      <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.75 }}>
        <SyncIcon
          sx={{
            fontSize: 20,
            color: colors.gold,
            animation: running ? 'nugget-spin 1.4s linear infinite' : 'none',
            '@keyframes nugget-spin': { to: { transform: 'rotate(360deg)' } },
          }}
        />
        {running ? `SYNCING ${running} STREAM${running === 1 ? '' : 'S'}` : 'SYNC COMPLETE'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: entries.length > 1 ? '1fr 1fr' : '1fr' } }}>
        {entries.map((e) => (
          <SyncProgressBar key={e.id} progress={e.progress} label={e.name} />
        ))}
      </Box>
    </Card>
  );
}
