import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DiamondIcon from '@mui/icons-material/Diamond';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import StarIcon from '@mui/icons-material/Star';
import { colors, fonts } from '../../theme';

/** Spec §9: the landing page's illustrative figures. */
export const DEMO = {
  level: 7,
  xp: 850,
  streakDays: 12,
  nuggets: 34,
  xpToNextLevel: 150,
  taskXp: 25,
} as const;

const NEXT_LEVEL_XP = DEMO.xp + DEMO.xpToNextLevel;

/** A local, self-contained taste of the XP loop: complete the sample task and watch the numbers move. */
export function GamificationDemo() {
  const [done, setDone] = useState(false);
  const xp = DEMO.xp + (done ? DEMO.taskXp : 0);
  const toNext = NEXT_LEVEL_XP - xp;
  const progress = (xp / NEXT_LEVEL_XP) * 100;

  const stats = [
    { label: 'LEVEL', value: String(DEMO.level), icon: EmojiEventsIcon, color: colors.gold },
    { label: 'TOTAL XP', value: String(xp), icon: StarIcon, color: colors.goldLight },
    { label: 'DAY STREAK', value: `${DEMO.streakDays}`, icon: LocalFireDepartmentIcon, color: colors.orange },
    { label: 'NUGGETS', value: String(DEMO.nuggets + (done ? 1 : 0)), icon: DiamondIcon, color: colors.emerald },
  ];

  return (
    <Box
      sx={{
        maxWidth: 880,
        mx: 'auto',
        p: { xs: 2.5, md: 4 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: alpha(colors.paper, 0.9),
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {stats.map(({ label, value, icon: Icon, color }) => (
          <Box key={label} sx={{ p: 2, borderRadius: 3, bgcolor: alpha(color, 0.07), border: `1px solid ${alpha(color, 0.25)}` }}>
            <Icon sx={{ color, fontSize: 22 }} />
            <Typography
              sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 30, lineHeight: 1.2, mt: 0.5, transition: 'color 300ms' }}
              aria-label={`${label.toLowerCase()} ${value}`}
            >
              {value}
            </Typography>
            <Typography variant="overline" sx={{ color: 'text.secondary', fontSize: 11 }}>
              {label}
            </Typography>
          </Box>
        ))}
      </Box>

      <Box sx={{ mt: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
          <Typography sx={{ fontFamily: fonts.mono, fontSize: 13 }}>LEVEL {DEMO.level}</Typography>
          <Typography sx={{ fontFamily: fonts.mono, fontSize: 13, color: 'text.secondary' }}>
            {toNext} XP to level {DEMO.level + 1}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Progress to the next level"
          sx={{
            height: 10,
            borderRadius: 5,
            bgcolor: alpha(colors.gold, 0.12),
            '& .MuiLinearProgress-bar': {
              borderRadius: 5,
              backgroundImage: `linear-gradient(90deg, ${colors.goldDark}, ${colors.goldLight})`,
            },
          }}
        />
      </Box>

      <Box
        data-done={done}
        sx={{
          mt: 3,
          p: 2,
          borderRadius: 3,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          border: `1px solid ${done ? alpha(colors.emerald, 0.6) : colors.line}`,
          bgcolor: done ? alpha(colors.emerald, 0.08) : alpha(colors.bgDeep, 0.6),
          transition: 'all 400ms ease',
        }}
      >
        {done ? (
          <CheckCircleIcon
            sx={{
              color: colors.emerald,
              animation: 'nugget-pop 500ms cubic-bezier(.2,1.6,.4,1)',
              '@keyframes nugget-pop': { from: { transform: 'scale(0.2)' }, to: { transform: 'scale(1)' } },
            }}
          />
        ) : (
          <RadioButtonUncheckedIcon sx={{ color: 'text.secondary' }} />
        )}
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600, textDecoration: done ? 'line-through' : 'none', color: done ? 'text.secondary' : 'text.primary' }}>
            Send Sarah the revised term sheet
          </Typography>
          <Typography variant="body2" color="textSecondary">
            Promise made · Acme Labs · due Friday
          </Typography>
        </Box>
        <Box
          sx={{
            fontFamily: fonts.mono,
            fontWeight: 800,
            color: colors.gold,
            px: 1.25,
            py: 0.25,
            borderRadius: 1,
            bgcolor: alpha(colors.gold, 0.12),
            animation: done ? 'nugget-float 900ms ease' : 'none',
            '@keyframes nugget-float': {
              '0%': { transform: 'translateY(0)', opacity: 1 },
              '50%': { transform: 'translateY(-10px)', opacity: 0.6 },
              '100%': { transform: 'translateY(0)', opacity: 1 },
            },
          }}
        >
          +{DEMO.taskXp} XP
        </Box>
        {done ? (
          <Typography sx={{ fontFamily: fonts.mono, fontWeight: 700, color: colors.emerald, fontSize: 14 }}>COMPLETED</Typography>
        ) : (
          <Button variant="contained" color="secondary" onClick={() => setDone(true)}>
            MARK COMPLETE
          </Button>
        )}
      </Box>
    </Box>
  );
}
