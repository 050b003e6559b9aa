import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventNoteIcon from '@mui/icons-material/EventNote';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { CalendarQuery, CalendarQuery$data } from '../../__generated__/CalendarQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { calendarWindow, daysBetween, localDayKey, shortDate, utcDayKey } from '../../components/todos/format';
import { colors, fonts } from '../../theme';
import { CalendarCommitmentItem } from './CalendarCommitmentItem';
import { CalendarEventItem } from './CalendarEventItem';
import { CalendarFeedCard } from './CalendarFeedCard';

export const CALENDAR_DAYS = 30;
const OVERDUE = 'overdue';

type EventNode = CalendarQuery$data['calendarEvents'][number];
type CommitmentNode = CalendarQuery$data['commitments']['edges'][number]['node'];
type Entry = { kind: 'event'; node: EventNode; sort: string } | { kind: 'commitment'; node: CommitmentNode; sort: string };

/** 'Today', 'Tomorrow', then weekday names; the date beside it. */
function dayHeading(key: string, today: string): { title: string; date: string } {
  if (key === OVERDUE) return { title: 'Overdue', date: 'past their due day' };
  const noon = new Date(`${key}T12:00:00Z`);
  const diff = daysBetween(today, key);
  const title = diff === 0 ? 'Today' : diff === 1 ? 'Tomorrow' : noon.toLocaleDateString(undefined, { weekday: 'long', timeZone: 'UTC' });
  return { title, date: `${diff > 1 ? '' : `${noon.toLocaleDateString(undefined, { weekday: 'short', timeZone: 'UTC' })}, `}${shortDate(noon, new Date(), true)}` };
}

/** /calendar: upcoming events and commitments due in the next 30 days, by day; the subscription link. */
export default function Calendar() {
  // The window starts at today's date (all-day events sit at 00:00 UTC of their day).
  const range = useMemo(() => calendarWindow(new Date(), CALENDAR_DAYS), []);
  const data = useLazyLoadQuery<CalendarQuery>(
    graphql`
      query CalendarQuery($from: DateTime!, $days: Int!, $dueBefore: DateTime!) {
        calendarEvents(from: $from, days: $days) {
          id
          startsAt
          allDay
          commitment {
            id
          }
          ...CalendarEventItem_event
        }
        commitments(filter: { status: [open, in_progress, overdue], dueBefore: $dueBefore }, first: 100) {
          edges {
            node {
              id
              dueDate
              ...CalendarCommitmentItem_commitment
            }
          }
        }
        calendarFeedUrl
      }
    `,
    { from: range.from, days: range.days, dueBefore: range.until },
    // Events are added from several screens (the mine, the board): shown at once from the store,
    // then brought up to date on each visit.
    { fetchPolicy: 'store-and-network' },
  );

  const today = localDayKey(new Date());
  const { days, eventCount, dueCount } = useMemo(() => {
    const groups = new Map<string, Entry[]>();
    const add = (key: string, entry: Entry) => groups.set(key, [...(groups.get(key) ?? []), entry]);
    const onCalendar = new Set<string>();
    for (const e of data.calendarEvents) {
      if (e.commitment) onCalendar.add(e.commitment.id);
      const start = new Date(String(e.startsAt));
      add(e.allDay ? utcDayKey(start) : localDayKey(start), { kind: 'event', node: e, sort: `${e.allDay ? '0' : '1'}${start.toISOString()}` });
    }
    let due = 0;
    for (const { node } of data.commitments.edges) {
      if (!node.dueDate || onCalendar.has(node.id)) continue;
      const key = utcDayKey(String(node.dueDate));
      due += 1;
      add(key < today ? OVERDUE : key, { kind: 'commitment', node, sort: `2${String(node.dueDate)}` });
    }
    const keys = [...groups.keys()].sort((a, b) => (a === OVERDUE ? -1 : b === OVERDUE ? 1 : a.localeCompare(b)));
    return {
      days: keys.map((key) => ({ key, entries: groups.get(key)!.sort((a, b) => a.sort.localeCompare(b.sort)) })),
      eventCount: data.calendarEvents.length,
      dueCount: due,
    };
  }, [data.calendarEvents, data.commitments.edges, today]);

  return (
    <Page maxWidth={1280}>
      <PageHeader
        overline="FOLLOW-THROUGH"
        title="CALENDAR"
        icon={<CalendarMonthIcon />}
        subtitle={`The next ${CALENDAR_DAYS} days: ${eventCount} ${eventCount === 1 ? 'event' : 'events'}${
          dueCount ? `, and ${dueCount} ${dueCount === 1 ? 'commitment' : 'commitments'} due that ${dueCount === 1 ? 'is' : 'are'} not on it yet` : ''
        }.`}
        actions={
          <Button component={RouterLink} to="/todos" variant="outlined" startIcon={<TaskAltIcon />}>
            TODO BOARD
          </Button>
        }
      />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
        <SectionCard title={`NEXT ${CALENDAR_DAYS} DAYS`} icon={<EventNoteIcon />}>
          {days.length === 0 ? (
            <EmptyState
              dense
              icon={<CalendarMonthIcon />}
              title="Nothing scheduled"
              description="Commitments with a due date and the events you ADD TO CALENDAR from the todo board or the mine appear here, day by day."
            />
          ) : (
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              {days.map(({ key, entries }) => {
                const heading = dayHeading(key, today);
                const accent = key === OVERDUE ? colors.red : key === today ? colors.gold : colors.textDim;
                return (
                  <Box component="section" key={key} aria-label={heading.title} data-day={key}>
                    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.25, mb: 1, pb: 0.75, borderBottom: `1px solid ${alpha(accent, 0.3)}` }}>
                      <Typography component="h3" variant="h6" sx={{ color: accent }}>
                        {heading.title}
                      </Typography>
                      <Typography sx={{ fontFamily: fonts.mono, fontSize: 12.5 }} color="textSecondary">
                        {heading.date}
                      </Typography>
                      <Box sx={{ flex: 1 }} />
                      <Typography sx={{ fontFamily: fonts.mono, fontSize: 12 }} color="textSecondary">
                        {entries.length}
                      </Typography>
                    </Box>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                      {entries.map((entry) =>
                        entry.kind === 'event' ? (
                          <CalendarEventItem key={entry.node.id} event={entry.node} />
                        ) : (
                          <CalendarCommitmentItem key={entry.node.id} commitment={entry.node} />
                        ),
                      )}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          )}
        </SectionCard>

        <Box sx={{ display: 'grid', gap: 3 }}>
          <CalendarFeedCard url={data.calendarFeedUrl} />
        </Box>
      </Box>
    </Page>
  );
}
