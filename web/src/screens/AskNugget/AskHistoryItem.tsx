import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AskHistoryItem_answer$key } from '../../__generated__/AskHistoryItem_answer.graphql';
import { fonts } from '../../theme';
import { day, time } from './format';

/** A saved question: what was asked, when, the first line of its answer and the emails it showed. */
export function AskHistoryItem({ answer, onAsk, busy }: { answer: AskHistoryItem_answer$key; onAsk: (query: string) => void; busy: boolean }) {
  const a = useFragment(
    graphql`
      fragment AskHistoryItem_answer on AskQuery {
        query
        timestamp
        summary
        emails {
          emailId
          subject
          link
        }
      }
    `,
    answer,
  );
  return (
    <Box component="li" aria-label={a.query} sx={{ py: 1.5, px: 2.5, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{a.query}</Typography>
          <Typography variant="body2" color="textSecondary" component="time" dateTime={a.timestamp} sx={{ fontFamily: fonts.mono, fontSize: 12 }}>
            {day(a.timestamp)} {time(a.timestamp)}
          </Typography>
        </Box>
        <Typography variant="body2" color="textSecondary" noWrap>
          {a.summary.split('\n')[0]}
        </Typography>
        {a.emails.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 0.5 }}>
            {a.emails.slice(0, 3).map((e) => (
              <Link key={e.emailId} component={RouterLink} to={e.link} variant="body2" noWrap sx={{ maxWidth: 260 }}>
                {e.subject || '(no subject)'}
              </Link>
            ))}
            {a.emails.length > 3 && (
              <Typography variant="body2" color="textSecondary">
                +{a.emails.length - 3} more
              </Typography>
            )}
          </Box>
        )}
      </Box>
      <Button size="small" disabled={busy} onClick={() => onAsk(a.query)} aria-label={`Ask again: ${a.query}`} sx={{ flexShrink: 0 }}>
        ASK AGAIN
      </Button>
    </Box>
  );
}
