import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCommitmentCalendarEventMutation } from '../__generated__/useCommitmentCalendarEventMutation.graphql';
import { failure, type Outcome } from './outcome';

/**
 * ADD TO CALENDAR on a mined commitment (the mining screen): an all-day event on
 * its due day, or on `date` when it has none (without one the server answers a
 * `date` field error). Asking twice returns the same event.
 */
export function useCommitmentCalendarEvent(): [
  add: (commitmentId: string, date?: string) => Promise<Outcome<{ id: string; startsAt: string }>>,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<useCommitmentCalendarEventMutation>(graphql`
    mutation useCommitmentCalendarEventMutation($commitmentId: ID!, $date: DateTime) {
      addCommitmentToCalendar(commitmentId: $commitmentId, date: $date) {
        __typename
        ... on MutationAddCommitmentToCalendarSuccess {
          event {
            id
            title
            startsAt
            allDay
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
    (commitmentId: string, date?: string) =>
      new Promise<Outcome<{ id: string; startsAt: string }>>((resolve, reject) => {
        commit({
          variables: { commitmentId, ...(date ? { date } : {}) },
          onCompleted: ({ addCommitmentToCalendar: result }) =>
            resolve(
              result.__typename === 'MutationAddCommitmentToCalendarSuccess' && result.event
                ? { ok: true, data: { id: result.event.id, startsAt: String(result.event.startsAt) } }
                : failure(result, 'The event could not be created.'),
            ),
          onError: reject,
        });
      }),
    [commit],
  );
  return [add, isInFlight];
}
