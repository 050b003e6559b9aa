import { graphql, useFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ContactCard_contact$key } from '../../__generated__/ContactCard_contact.graphql';
import { colors, fonts } from '../../theme';
import { relativeTime } from '../mail/format';
import { bandColor, bandOf, initialsOf, responseTime } from './format';

interface ContactCardProps {
  contact: ContactCard_contact$key;
}

/** One correspondent: who, how strong the relationship is, what is owed, how fast the user answers, what they talk about. */
export function ContactCard({ contact }: ContactCardProps) {
  const c = useFragment(
    graphql`
      fragment ContactCard_contact on Contact {
        displayName
        email
        lastInteractionAt
        relationshipScore
        promisesCount
        promisesMade
        promisesReceived
        followUps
        totalEmails
        avgResponseMinutes
        topics
      }
    `,
    contact,
  );
  const color = bandColor(c.relationshipScore);
  const band = bandOf(c.relationshipScore);
  const reply = responseTime(c.avgResponseMinutes);

  return (
    <Box
      component="div"
      role="listitem"
      aria-label={c.displayName}
      sx={{
        p: 2,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: alpha(colors.paperRaised, 0.6),
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
        transition: 'border-color 120ms',
        '&:hover': { borderColor: alpha(color, 0.5) },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Box
          aria-hidden
          sx={{
            width: 42,
            height: 42,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontFamily: fonts.mono,
            fontWeight: 800,
            fontSize: 14,
            color,
            bgcolor: alpha(color, 0.12),
            border: `2px solid ${alpha(color, 0.6)}`,
          }}
        >
          {initialsOf(c.displayName, c.email)}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15.5, lineHeight: 1.3 }} noWrap title={c.displayName}>
            {c.displayName}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap title={c.email} sx={{ fontSize: 13 }}>
            {c.email}
          </Typography>
        </Box>
        <Box
          data-testid="relationship-score"
          aria-label={`Relationship score ${c.relationshipScore} of 100, ${band.label}`}
          title={`${band.label} (${band.range})`}
          sx={{ textAlign: 'right', flexShrink: 0 }}
        >
          <Typography component="span" sx={{ fontFamily: fonts.mono, fontWeight: 800, fontSize: 26, lineHeight: 1, color }}>
            {c.relationshipScore}
          </Typography>
          <Typography component="span" sx={{ fontFamily: fonts.mono, fontSize: 12, color: 'text.secondary' }}>
            /100
          </Typography>
          <Typography sx={{ fontFamily: fonts.mono, fontSize: 10.5, letterSpacing: '0.08em', color, textTransform: 'uppercase', mt: 0.25 }}>
            {band.label}
          </Typography>
        </Box>
      </Box>

      <Box aria-hidden sx={{ height: 4, borderRadius: 2, bgcolor: alpha(color, 0.14), overflow: 'hidden' }}>
        <Box sx={{ height: '100%', width: `${Math.max(2, c.relationshipScore)}%`, bgcolor: color, borderRadius: 2 }} />
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          gap: 1,
          '& > div': { minWidth: 0 },
          '& dt': {
            fontFamily: fonts.mono,
            fontSize: 10,
            letterSpacing: '0.04em',
            color: 'text.secondary',
            textTransform: 'uppercase',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
          '& dd': { m: 0, fontFamily: fonts.mono, fontWeight: 700, fontSize: 15, whiteSpace: 'nowrap' },
        }}
      >
        <div title={`${c.promisesMade} made by you · ${c.promisesReceived} made to you`}>
          <dt>Promises</dt>
          <dd>{c.promisesCount}</dd>
        </div>
        <div title="Open action items and deadlines involving them">
          <dt>Follow-ups</dt>
          <dd style={c.followUps ? { color: colors.yellow } : undefined}>{c.followUps}</dd>
        </div>
        <div title="Emails both ways">
          <dt>Emails</dt>
          <dd>{c.totalEmails}</dd>
        </div>
        <div title={reply ? 'Your median reply time' : 'No reply from you measured yet'}>
          <dt>Avg reply</dt>
          <dd>{reply ?? '—'}</dd>
        </div>
      </Box>

      <Typography variant="body2" color="textSecondary" sx={{ fontSize: 12.5 }}>
        Last interaction{' '}
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {c.lastInteractionAt ? relativeTime(c.lastInteractionAt) : 'never'}
        </Box>
      </Typography>
      {c.topics.length > 0 && (
        <Box component="ul" aria-label="Topics" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: -0.5 }}>
          {c.topics.map((t) => (
            <li key={t}>
              <Chip
                label={t}
                size="small"
                variant="outlined"
                sx={{ height: 22, fontSize: 11, borderColor: alpha(colors.gold, 0.35), color: colors.goldLight }}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
