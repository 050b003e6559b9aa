import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventNoteIcon from '@mui/icons-material/EventNote';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { CalendarQuery, CalendarQuery$data } from '../../__generated__/CalendarQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { daysBetween, localDayKey, shortDate, utcDayKey } from '../../components/todos/format';
import { colors, fonts } from '../../theme';
import { CalendarCommitmentItem } from './CalendarCommitmentItem';
import { CalendarEventItem } from './CalendarEventItem';
import { CalendarFeedCard } from './CalendarFeedCard';

export const CALENDAR_DAYS = 30;
const OVERDUE = 'overdue';
const DAY_MS = 86_400_000;
/** Commitments still to be done: their past days are overdue, not gone. */
const OPEN_STATUSES = new Set(['open', 'in_progress', 'overdue']);

type EventNode = CalendarQuery$data['calendarEvents'][number];
type CommitmentNode = CalendarQuery$data['commitments']['edges'][number]['node'];
type Entry = { kind: 'event'; node: EventNode; sort: string } | { kind: 'commitment'; node: CommitmentNode; sort: string };

/** What the calendar shows: the next 30 days (with what is overdue), or a week or a month to move through. */
export type CalendarView = 'upcoming' | 'week' | 'month';

/** The days a view covers, `offset` periods away from the one holding today (UTC day starts, like the all-day events). */
export function viewRange(view: CalendarView, offset: number, now = new Date()): { from: Date; until: Date; label: string } {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  if (view === 'upcoming') {
    return { from: new Date(today), until: new Date(today + CALENDAR_DAYS * DAY_MS), label: `Next ${CALENDAR_DAYS} days` };
  }
  if (view === 'week') {
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS + offset * 7 * DAY_MS;
    const sunday = new Date(monday + 6 * DAY_MS);
    const fmt = (d: Date, year: boolean) =>
      d.toLocaleDateString(undefined, { month: 'short', day: 'numeric', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' });
    return { from: new Date(monday), until: new Date(monday + 7 * DAY_MS), label: `Week of ${fmt(new Date(monday), false)} – ${fmt(sunday, true)}` };
  }
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() + offset, 1));
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  return { from: first, until: next, label: first.toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}

/** 'Today', 'Tomorrow', then weekday names; the date beside it. */
function dayHeading(key: string, today: string): { title: string; date: string } {
  if (key === OVERDUE) return { title: 'Overdue', date: 'past their due day, not done yet' };
  const noon = new Date(`${key}T12:00:00Z`);
  const diff = daysBetween(today, key);
  const title =
    diff === 0 ? 'Today' : diff === 1 ? 'Tomorrow' : diff === -1 ? 'Yesterday' : noon.toLocaleDateString(undefined, { weekday: 'long', timeZone: 'UTC' });
  return {
    title,
    date: `${diff > 1 || diff < -1 ? '' : `${noon.toLocaleDateString(undefined, { weekday: 'short', timeZone: 'UTC' })}, `}${shortDate(noon, new Date(), true)}`,
  };
}

/**
 * /calendar: events and commitments due, by day: the next 30 days, or any week or month
 * (PREVIOUS / TODAY / NEXT); what is past its day and not done is listed as Overdue.
 */
export default function Calendar() {
  const [view, setView] = useState<CalendarView>('upcoming');
  const [offset, setOffset] = useState(0);
  const range = useMemo(() => viewRange(view, offset), [view, offset]);
  const today = localDayKey(new Date());
  const todayStart = useMemo(() => Date.parse(`${today}T00:00:00Z`), [today]);
  // Overdue is listed beside the period that holds today.
  const holdsToday = range.from.getTime() <= todayStart && todayStart < range.until.getTime();
  const data = useLazyLoadQuery<CalendarQuery>(
    graphql`
      query CalendarQuery($from: DateTime!, $days: Int!, $dueAfter: DateTime!, $dueBefore: DateTime!, $earlierFrom: DateTime!) {
        calendarEvents(from: $from, days: $days) {
          id
          startsAt
          allDay
          commitment {
            id
            status
          }
          ...CalendarEventItem_event
        }
        earlierEvents: calendarEvents(from: $earlierFrom, days: 366) {
          id
          startsAt
          allDay
          commitment {
            id
            status
          }
          ...CalendarEventItem_event
        }
        commitments(filter: { status: [open, in_progress, overdue], dueAfter: $dueAfter, dueBefore: $dueBefore }, first: 100) {
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
    {
      from: range.from.toISOString(),
      days: Math.round((range.until.getTime() - range.from.getTime()) / DAY_MS),
      // With today's period, everything not done from the past year too (the Overdue list).
      dueAfter: new Date(holdsToday ? todayStart - 366 * DAY_MS : range.from.getTime()).toISOString(),
      dueBefore: range.until.toISOString(),
      earlierFrom: new Date(todayStart - 366 * DAY_MS).toISOString(),
    },
    // Events are added from several screens (the mine, the board): shown at once from the store,
    // then brought up to date on each visit.
    { fetchPolicy: 'store-and-network' },
  );

  const { days, eventCount, dueCount, overdueCount } = useMemo(() => {
    const groups = new Map<string, Entry[]>();
    const add = (key: string, entry: Entry) => groups.set(key, [...(groups.get(key) ?? []), entry]);
    const onCalendar = new Set<string>();
    const dayOf = (e: EventNode) => (e.allDay ? utcDayKey(new Date(String(e.startsAt))) : localDayKey(new Date(String(e.startsAt))));
    const fromKey = range.from.toISOString().slice(0, 10);
    const untilKey = range.until.toISOString().slice(0, 10);
    let events = 0;
    for (const e of data.calendarEvents) {
      if (e.commitment) onCalendar.add(e.commitment.id);
      const key = dayOf(e);
      if (key < fromKey || key >= untilKey) continue;
      // A past day's event for a commitment not done yet is overdue, shown with the others.
      if (holdsToday && key < today && e.commitment && OPEN_STATUSES.has(e.commitment.status)) continue;
      events += 1;
      add(key, { kind: 'event', node: e, sort: `${e.allDay ? '0' : '1'}${String(e.startsAt)}` });
    }
    let overdue = 0;
    if (holdsToday) {
      for (const e of data.earlierEvents) {
        if (e.commitment) onCalendar.add(e.commitment.id);
        if (dayOf(e) >= today || !e.commitment || !OPEN_STATUSES.has(e.commitment.status)) continue;
        overdue += 1;
        add(OVERDUE, { kind: 'event', node: e, sort: `0${String(e.startsAt)}` });
      }
    }
    let due = 0;
    for (const { node } of data.commitments.edges) {
      if (!node.dueDate || onCalendar.has(node.id)) continue;
      const key = utcDayKey(String(node.dueDate));
      if (key < today && holdsToday) {
        overdue += 1;
        add(OVERDUE, { kind: 'commitment', node, sort: `1${String(node.dueDate)}` });
        continue;
      }
      if (key < fromKey || key >= untilKey) continue;
      due += 1;
      add(key, { kind: 'commitment', node, sort: `2${String(node.dueDate)}` });
    }
    const keys = [...groups.keys()].sort((a, b) => (a === OVERDUE ? -1 : b === OVERDUE ? 1 : a.localeCompare(b)));
    return {
      days: keys.map((key) => ({ key, entries: groups.get(key)!.sort((a, b) => a.sort.localeCompare(b.sort)) })),
      eventCount: events,
      dueCount: due,
      overdueCount: overdue,
    };
  }, [data.calendarEvents, data.earlierEvents, data.commitments.edges, today, range, holdsToday]);

  const unit = view === 'month' ? 'month' : 'week';
  const choose = (next: CalendarView) => {
    setView(next);
    setOffset(0);
  };

  return (
    <Page maxWidth={1280}>
      <PageHeader
        overline="FOLLOW-THROUGH"
        title="CALENDAR"
        icon={<CalendarMonthIcon />}
        subtitle={`${range.label}: ${eventCount} ${eventCount === 1 ? 'event' : 'events'}${
          dueCount ? `, and ${dueCount} ${dueCount === 1 ? 'commitment' : 'commitments'} due that ${dueCount === 1 ? 'is' : 'are'} not on it yet` : ''
        }${overdueCount ? `; ${overdueCount} overdue` : ''}.`}
        actions={
          <Button component={RouterLink} to="/todos" variant="outlined" startIcon={<TaskAltIcon />}>
            TODO BOARD
          </Button>
        }
      />

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
        <SectionCard title={range.label.toUpperCase()} icon={<EventNoteIcon />}>
          <Box role="toolbar" aria-label="Calendar period" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_e, next: CalendarView | null) => next && choose(next)}
              aria-label="Calendar view"
            >
              <ToggleButton value="upcoming">Next 30 days</ToggleButton>
              <ToggleButton value="week">Week</ToggleButton>
              <ToggleButton value="month">Month</ToggleButton>
            </ToggleButtonGroup>
            {view !== 'upcoming' && (
              <>
                <Box sx={{ flex: 1 }} />
                <IconButton size="small" aria-label={`Previous ${unit}`} onClick={() => setOffset((o) => o - 1)}>
                  <ChevronLeftIcon />
                </IconButton>
                <Button size="small" color="inherit" onClick={() => setOffset(0)} disabled={offset === 0}>
                  Today
                </Button>
                <IconButton size="small" aria-label={`Next ${unit}`} onClick={() => setOffset((o) => o + 1)}>
                  <ChevronRightIcon />
                </IconButton>
              </>
            )}
          </Box>
          {days.length === 0 ? (
            <EmptyState
              dense
              icon={<CalendarMonthIcon />}
              title="Nothing scheduled"
              description={`Nothing in ${view === 'upcoming' ? 'the next 30 days' : `this ${unit}`}. Commitments with a due date and the events you ADD TO CALENDAR from the todo board or the mine appear here, day by day.`}
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
