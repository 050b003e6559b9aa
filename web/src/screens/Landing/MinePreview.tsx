import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { colors, fonts, priorityColor, scoreColor } from '../../theme';

const SAMPLE = [
  { from: 'Sarah Chen · Northwind Capital', subject: 'Term sheet — redlines by Friday?', score: 94, tag: 'DEADLINE', priority: 'high', venture: 'Acme Labs' },
  {
    from: 'Marcus Webb · Ledgerly',
    subject: "I'll send the pilot numbers Monday",
    score: 81,
    tag: 'PROMISE RECEIVED',
    priority: 'medium',
    venture: 'Ledgerly',
  },
  { from: 'You → Priya Patel', subject: 'Re: intro to the Helios team', score: 72, tag: 'PROMISE MADE', priority: 'medium', venture: 'Fund II' },
  { from: 'Weekly digest · SaaS Radar', subject: '17 tools you should try this week', score: 12, tag: 'SLUDGE', priority: 'low', venture: '—' },
] as const;

/** An illustration of the mine: a few sample emails with their scores and what was found in them. */
export function MinePreview() {
  return (
    <Box
      aria-label="Example of mined emails"
      role="img"
      sx={{
        position: 'relative',
        borderRadius: 4,
        border: `1px solid ${alpha(colors.gold, 0.3)}`,
        bgcolor: alpha(colors.bgDeep, 0.9),
        boxShadow: `0 40px 100px -40px ${alpha(colors.gold, 0.45)}, 0 30px 60px -30px rgba(0,0,0,.9)`,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        {[colors.red, colors.yellow, colors.green].map((c) => (
          <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: alpha(c, 0.8) }} />
        ))}
        <Typography sx={{ ml: 1, fontFamily: fonts.mono, fontSize: 12, color: 'text.secondary', letterSpacing: '0.1em' }}>
          THE MINE · 4 ACCOUNTS · 3 NUGGETS
        </Typography>
      </Box>
      {SAMPLE.map((m) => {
        const sludge = m.score < 40;
        return (
          <Box
            key={m.subject}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              px: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              opacity: sludge ? 0.45 : 1,
              borderLeft: `3px solid ${priorityColor(m.priority)}`,
            }}
          >
            <Box
              sx={{
                width: 44,
                height: 44,
                flexShrink: 0,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                fontFamily: fonts.mono,
                fontWeight: 800,
                color: scoreColor(m.score),
                border: `1px solid ${alpha(scoreColor(m.score), 0.5)}`,
                bgcolor: alpha(scoreColor(m.score), 0.1),
              }}
            >
              {m.score}
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography noWrap sx={{ fontSize: 12.5, color: 'text.secondary' }}>
                {m.from}
              </Typography>
              <Typography noWrap sx={{ fontWeight: 600, fontSize: 14.5 }}>
                {m.subject}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5 }}>
                <Box
                  component="span"
                  sx={{
                    fontFamily: fonts.mono,
                    fontSize: 10,
                    px: 0.75,
                    borderRadius: 0.75,
                    color: sludge ? colors.grey : colors.gold,
                    bgcolor: alpha(sludge ? colors.grey : colors.gold, 0.12),
                  }}
                >
                  {m.tag}
                </Box>
                <Box
                  component="span"
                  sx={{ fontFamily: fonts.mono, fontSize: 10, px: 0.75, borderRadius: 0.75, color: colors.emerald, bgcolor: alpha(colors.emerald, 0.12) }}
                >
                  {m.venture}
                </Box>
              </Box>
            </Box>
          </Box>
        );
      })}
      <Box sx={{ px: 2, py: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontFamily: fonts.mono, fontSize: 12, color: colors.emerald }}>+3 COMMITMENTS FOUND</Typography>
        <Typography sx={{ fontFamily: fonts.mono, fontSize: 12, color: colors.gold }}>+75 XP AVAILABLE</Typography>
      </Box>
    </Box>
  );
}
