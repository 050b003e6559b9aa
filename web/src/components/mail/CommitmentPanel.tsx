import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HardwareIcon from '@mui/icons-material/Hardware';
import { colors, fonts } from '../../theme';
import { CommitmentCard, type CommitmentView } from './CommitmentCard';
import { MiningProgress } from './MiningProgress';
import type { MiningState } from './useMiner';

interface CommitmentPanelProps {
  commitments: readonly CommitmentView[];
  /** The current or last mining run of this email, if any. */
  mining?: MiningState;
  busy?: boolean;
  onMine?: () => void;
  mineLabel?: string;
  /** Replaces the MINE button (sample mode: a sign-in link). */
  mineAction?: ReactNode;
  renderActions?: (c: CommitmentView) => ReactNode;
  renderStatus?: (c: CommitmentView) => ReactNode;
  emptyText?: string;
}

/** The green commitment-mining panel: the MINE button, the live progress bar, and what was found. */
export function CommitmentPanel({
  commitments,
  mining,
  busy = false,
  onMine,
  mineLabel = 'MINE NUGGETS',
  mineAction,
  renderActions,
  renderStatus,
  emptyText = 'No commitments mined yet. Mine this email to pull out promises, action items and deadlines.',
}: CommitmentPanelProps) {
  return (
    <Box
      component="section"
      aria-label="Commitments"
      sx={{
        borderRadius: 3,
        border: `1px solid ${alpha(colors.emerald, 0.35)}`,
        bgcolor: alpha(colors.emerald, 0.05),
        backgroundImage: `linear-gradient(135deg, ${alpha(colors.emerald, 0.1)}, transparent 55%)`,
        p: 2,
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap' }}>
        <Box
          sx={{ width: 34, height: 34, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: alpha(colors.emerald, 0.15), color: colors.emerald }}
        >
          <HandshakeIcon fontSize="small" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 140 }}>
          <Typography variant="h6" component="h3" sx={{ color: colors.emerald, lineHeight: 1.3 }}>
            COMMITMENTS
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ fontFamily: fonts.mono, fontSize: 12 }}>
            {commitments.length} found
          </Typography>
        </Box>
        {mineAction ??
          (onMine && (
            <Button
              variant="contained"
              color="secondary"
              startIcon={<HardwareIcon />}
              onClick={onMine}
              disabled={busy}
              sx={{ boxShadow: `0 8px 24px -12px ${alpha(colors.emerald, 0.9)}` }}
            >
              {busy ? 'MINING...' : mineLabel}
            </Button>
          ))}
      </Box>
      {mining && <MiningProgress state={mining} />}
      {commitments.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ py: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.25 }}>
          {commitments.map((c) => (
            <CommitmentCard key={c.id} commitment={c} actions={renderActions?.(c)} statusControl={renderStatus?.(c)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
