import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import DiamondIcon from '@mui/icons-material/Diamond';
import { fonts, scoreColor } from '../../theme';

/** Spec §9: a row shows its score badge at 70 or higher. */
export const BADGE_THRESHOLD = 70;

/** The nugget score in its colour band (80 / 60 / 40, else grey). */
export function ScoreBadge({ score, size = 'small' }: { score: number; size?: 'small' | 'large' }) {
  const color = scoreColor(score);
  const large = size === 'large';
  return (
    <Box
      component="span"
      data-testid="score-badge"
      title={`Nugget score ${score}/100`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: large ? 1.25 : 0.75,
        height: large ? 30 : 22,
        borderRadius: 99,
        fontFamily: fonts.mono,
        fontWeight: 800,
        fontSize: large ? 14 : 11.5,
        color,
        bgcolor: alpha(color, 0.14),
        border: `1px solid ${alpha(color, 0.45)}`,
        whiteSpace: 'nowrap',
        '& svg': { fontSize: large ? 16 : 12 },
      }}
    >
      <DiamondIcon aria-hidden />
      {score}
    </Box>
  );
}

/** A small outlined tag (category, company, count). */
export function Tag({ children, color, title, icon }: { children: React.ReactNode; color: string; title?: string; icon?: React.ReactNode }) {
  return (
    <Box
      component="span"
      title={title}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        height: 22,
        borderRadius: 1.5,
        fontFamily: fonts.mono,
        fontWeight: 700,
        fontSize: 10.5,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
        color,
        bgcolor: alpha(color, 0.1),
        border: `1px solid ${alpha(color, 0.3)}`,
        whiteSpace: 'nowrap',
        maxWidth: 180,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        '& svg': { fontSize: 12 },
      }}
    >
      {icon}
      {children}
    </Box>
  );
}
