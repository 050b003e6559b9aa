import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useAddCommitmentToCalendarMutation } from '../__generated__/useAddCommitmentToCalendarMutation.graphql';
import { calendarWindow } from '../components/todos/format';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/**
 * ADD TO CALENDAR: an all-day event on the commitment's due day, or on `date` when
 * it has none (the server answers a `date` field error then). Asking twice returns
 * the same event. The event joins the calendar view's list when that is loaded.
 */
export function useAddCommitmentToCalendar(): [
  add: (commitmentId: string, date?: string) => Promise<Outcome<{ id: string; startsAt: string; title: string; pushedToGoogle: boolean }>>,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<useAddCommitmentToCalendarMutation>(graphql`
    mutation useAddCommitmentToCalendarMutation($commitmentId: ID!, $date: DateTime) {
      addCommitmentToCalendar(commitmentId: $commitmentId, date: $date) {
        __typename
        ... on MutationAddCommitmentToCalendarSuccess {
          event {
            id
            title
            startsAt
            pushedToGoogle
            ...CalendarEventItem_event
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            name
            message
          }
        }
      }
    }
  `);
  const add = useCallback(
    async (commitmentId: string, date?: string): Promise<Outcome<{ id: string; startsAt: string; title: string; pushedToGoogle: boolean }>> => {
      const { addCommitmentToCalendar: result } = await commit({
        variables: { commitmentId, date },
        updater: (store) => {
          const event = store.getRootField('addCommitmentToCalendar')?.getLinkedRecord('event');
          if (!event) return;
          // The calendar view's window (today + 30 days), or the year before it (its Overdue list), when loaded.
          const { from, days } = calendarWindow();
          const startsAt = String(event.getValue('startsAt'));
          const args = startsAt < from ? { from: new Date(Date.parse(from) - 366 * 86_400_000).toISOString(), days: 366 } : { from, days };
          const root = store.getRoot();
          const list = root.getLinkedRecords('calendarEvents', args);
          if (!list || list.some((e) => e?.getDataID() === event.getDataID())) return;
          const next = [...list.filter((e) => e != null), event].sort((a, b) => String(a.getValue('startsAt')).localeCompare(String(b.getValue('startsAt'))));
          root.setLinkedRecords(next, 'calendarEvents', args);
        },
      });
      return result.__typename === 'MutationAddCommitmentToCalendarSuccess' && result.event
        ? {
            ok: true,
            data: { id: result.event.id, startsAt: String(result.event.startsAt), title: result.event.title, pushedToGoogle: result.event.pushedToGoogle },
          }
        : failure(result, 'The event could not be created.');
    },
    [commit],
  );
  return [add, isInFlight];
}
