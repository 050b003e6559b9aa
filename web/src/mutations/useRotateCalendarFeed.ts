import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRotateCalendarFeedMutation } from '../__generated__/useRotateCalendarFeedMutation.graphql';

/** Replaces the secret calendar feed URL; the old one stops working at once. Resolves with the new URL. */
export function useRotateCalendarFeed(): [rotate: () => Promise<string>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useRotateCalendarFeedMutation>(graphql`
    mutation useRotateCalendarFeedMutation {
      rotateCalendarFeed
    }
  `);
  const rotate = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: {},
          updater: (store, data) => {
            if (data?.rotateCalendarFeed) store.getRoot().setValue(data.rotateCalendarFeed, 'calendarFeedUrl');
          },
          onCompleted: ({ rotateCalendarFeed }) => resolve(rotateCalendarFeed),
          onError: reject,
        });
      }),
    [commit],
  );
  return [rotate, isInFlight];
}
