import { graphql, useFragment } from 'react-relay/hooks';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarCommitmentItem_commitment$key } from '../../__generated__/CalendarCommitmentItem_commitment.graphql';
import { AddToCalendarButton } from '../../components/todos/AddToCalendarButton';
import { commitmentStatusColor, commitmentType, humanize, isOverdue } from '../../components/todos/format';
import { Tag } from '../../components/todos/Tag';
import { CalendarRow, EmailLink } from './CalendarRow';

/** A commitment due that day that is not on the calendar yet, with ADD TO CALENDAR. */
export function CalendarCommitmentItem({ commitment: key }: { commitment: CalendarCommitmentItem_commitment$key }) {
  const c = useFragment(
    graphql`
      fragment CalendarCommitmentItem_commitment on Commitment {
        id
        title
        type
        status
        dueDate
        email {
          id
          subject
        }
      }
    `,
    key,
  );
  const status = c.status === 'open' && isOverdue(c.dueDate) ? 'overdue' : c.status;
  const color = commitmentStatusColor(status);
  const type = commitmentType(c.type);
  return (
    <CalendarRow when="DUE" accent={color} label={c.title} kind="commitment">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 14.5, lineHeight: 1.4, flex: '1 1 220px' }}>
          {c.title}
        </Typography>
        <AddToCalendarButton commitmentId={c.id} title={c.title} dueDate={c.dueDate} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        <Tag color={type.color}>{type.label}</Tag>
        <Tag color={color} title="Commitment status">
          {humanize(status)}
        </Tag>
      </Box>
      <EmailLink email={c.email} />
    </CalendarRow>
  );
}
