import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DiamondIcon from '@mui/icons-material/Diamond';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import StarIcon from '@mui/icons-material/Star';
import type { XpSummaryPanel_xp$key } from '../../__generated__/XpSummaryPanel_xp.graphql';
import { StatTile } from '../StatTile';
import { colors, fonts } from '../../theme';
import { XpRules } from './XpRules';

const number = new Intl.NumberFormat();

/** How long a "+N XP" flash stays after the total goes up. */
const GAIN_MS = 6000;

/**
 * The XP summary: level, total, the bar from this level's start to the next
 * level, streak, nuggets and completion rate. It reads the root `xpSummary`
 * record, which `xpChanged` events rewrite, so it moves live.
 */
export function XpSummaryPanel({ xp: key }: { xp: XpSummaryPanel_xp$key }) {
  const xp = useFragment(
    graphql`
      fragment XpSummaryPanel_xp on XpSummary {
        totalXP
        level
        xpToNextLevel
        levelStartXP
        nextLevelXP
        dailyStreak
        nuggetsEarned
        completionRate
      }
    `,
    key,
  );
  const span = Math.max(1, xp.nextLevelXP - xp.levelStartXP);
  const into = Math.max(0, xp.totalXP - xp.levelStartXP);
  const progress = Math.min(100, (into / span) * 100);

  // A "+N XP" flash whenever the total goes up (from this tab or another).
  const previous = useRef(xp.totalXP);
  const [gain, setGain] = useState<{ points: number; at: number } | null>(null);
  useEffect(() => {
    const delta = xp.totalXP - previous.current;
    previous.current = xp.totalXP;
    if (delta > 0) setGain({ points: delta, at: Date.now() });
  }, [xp.totalXP]);
  useEffect(() => {
    if (!gain) return;
    const timer = window.setTimeout(() => setGain(null), GAIN_MS);
    return () => window.clearTimeout(timer);
  }, [gain]);

  return (
    <Card component="section" aria-label="XP summary" sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2.25 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
          // Five tiles: on two columns the level gets a row of its own.
          '& > :first-of-type': { gridColumn: { xs: 'span 2', sm: 'auto' } },
        }}
      >
        <StatTile label="LEVEL" value={xp.level} icon={<EmojiEventsIcon />} hint={`${number.format(xp.xpToNextLevel)} XP to level ${xp.level + 1}`} />
        <StatTile label="TOTAL XP" value={number.format(xp.totalXP)} icon={<StarIcon />} color={colors.goldLight} />
        <StatTile
          label="DAY STREAK"
          value={xp.dailyStreak}
          icon={<LocalFireDepartmentIcon />}
          color={colors.orange}
          hint={xp.dailyStreak === 1 ? 'day with a completion' : 'days in a row with a completion'}
        />
        <StatTile label="NUGGETS" value={xp.nuggetsEarned} icon={<DiamondIcon />} color={colors.emerald} hint="high-value emails fully followed through" />
        <StatTile
          label="COMPLETION RATE"
          value={`${Math.round(xp.completionRate * 100)}%`}
          icon={<DonutLargeIcon />}
          color={colors.teal}
          hint="of all your todos are done"
        />
      </Box>

      <Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 13, letterSpacing: '0.08em' }} data-testid="xp-level">
            LEVEL {xp.level}
          </Typography>
          {gain && (
            <Box
              key={gain.at}
              component="span"
              data-testid="xp-gain"
              role="status"
              sx={{
                fontFamily: fonts.mono,
                fontWeight: 800,
                fontSize: 12,
                px: 0.9,
                borderRadius: 1,
                color: '#1A1400',
                bgcolor: colors.gold,
                animation: 'nugget-xp-pop 500ms cubic-bezier(.2,.8,.2,1)',
                '@keyframes nugget-xp-pop': { from: { transform: 'scale(.6)', opacity: 0 }, to: { transform: 'scale(1)', opacity: 1 } },
              }}
            >
              +{gain.points} XP
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          <Typography sx={{ fontFamily: fonts.mono, fontSize: 12.5 }} color="textSecondary" data-testid="xp-progress-text">
            {number.format(into)} / {number.format(span)} XP · {number.format(xp.xpToNextLevel)} XP to level {xp.level + 1}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={`Progress to level ${xp.level + 1}`}
          aria-valuetext={`${into} of ${span} XP`}
          sx={{
            height: 10,
            borderRadius: 5,
            bgcolor: alpha(colors.gold, 0.12),
            '& .MuiLinearProgress-bar': { borderRadius: 5, backgroundImage: `linear-gradient(90deg, ${colors.goldDark}, ${colors.goldLight})` },
          }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
          <Typography sx={{ fontFamily: fonts.mono, fontSize: 11 }} color="textSecondary">
            {number.format(xp.levelStartXP)} XP
          </Typography>
          <Typography sx={{ fontFamily: fonts.mono, fontSize: 11 }} color="textSecondary">
            {number.format(xp.nextLevelXP)} XP
          </Typography>
        </Box>
      </Box>

      <XpRules />
    </Card>
  );
}
