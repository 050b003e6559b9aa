import { graphql, useFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import type { CalendarEventItem_event$key } from '../../__generated__/CalendarEventItem_event.graphql';
import { commitmentStatusColor, commitmentType, humanize } from '../../components/todos/format';
import { Tag } from '../../components/todos/Tag';
import { colors } from '../../theme';
import { CalendarRow, EmailLink } from './CalendarRow';

/** An event on the calendar: all-day or timed, its commitment and email, and whether Google has a copy. */
export function CalendarEventItem({ event: key }: { event: CalendarEventItem_event$key }) {
  const e = useFragment(
    graphql`
      fragment CalendarEventItem_event on CalendarEvent {
        id
        title
        startsAt
        endsAt
        allDay
        pushedToGoogle
        commitment {
          id
          type
          status
        }
        email {
          id
          subject
        }
      }
    `,
    key,
  );
  const when = e.allDay ? 'ALL DAY' : new Date(String(e.startsAt)).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const type = e.commitment ? commitmentType(e.commitment.type) : null;
  return (
    <CalendarRow when={when} accent={colors.gold} label={e.title} kind="event">
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 14.5, lineHeight: 1.4 }}>
        {e.title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <Tag color={colors.gold}>EVENT</Tag>
        {type && <Tag color={type.color}>{type.label}</Tag>}
        {e.commitment && (
          <Tag color={commitmentStatusColor(e.commitment.status)} title="Commitment status">
            {humanize(e.commitment.status)}
          </Tag>
        )}
        {e.pushedToGoogle && (
          <Tag color={colors.blue} title="A copy is in your Google Calendar" testId="google-chip">
            <GoogleIcon sx={{ fontSize: 12 }} /> Google
          </Tag>
        )}
      </Box>
      <EmailLink email={e.email} />
    </CalendarRow>
  );
}
