import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { colors, fonts } from '../../theme';

/** The server's award rules (api/modules/xp/xp.rules.ts), in the user's words. */
export const XP_RULES: { points: string; text: string; color: string }[] = [
  { points: '25 / 15 / 10', text: 'completing a high / medium / low priority todo', color: colors.gold },
  { points: '+10', text: 'done by the end of its due day', color: colors.emerald },
  { points: '+15', text: 'a promise you made, kept', color: colors.teal },
  { points: '+5', text: 'clearing an overdue item', color: colors.orange },
  { points: '+50', text: 'a nugget: every commitment of a high-value email done', color: colors.purple },
];

export function XpRules() {
  return (
    <Box component="details" sx={{ '& summary': { cursor: 'pointer' }, '&[open] summary': { mb: 1.25 } }}>
      <Typography component="summary" variant="body2" color="textSecondary" sx={{ fontFamily: fonts.mono, fontSize: 12, letterSpacing: '0.06em' }}>
        HOW XP IS EARNED
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {XP_RULES.map((rule) => (
          <Box
            component="li"
            key={rule.points}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.25,
              py: 0.5,
              borderRadius: 2,
              border: `1px solid ${alpha(rule.color, 0.3)}`,
              bgcolor: alpha(rule.color, 0.06),
            }}
          >
            <Box component="span" sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 12.5, color: rule.color, whiteSpace: 'nowrap' }}>
              {rule.points} XP
            </Box>
            <Typography component="span" variant="body2" sx={{ fontSize: 13 }}>
              {rule.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.25, fontSize: 13 }}>
        A task ticked off within 60 seconds of being created earns nothing, todos you add by hand pay out at most 10 times a day, and each obligation pays once,
        however often it is re-created.
      </Typography>
    </Box>
  );
}
