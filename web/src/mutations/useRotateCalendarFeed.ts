import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useRotateCalendarFeedMutation } from '../__generated__/useRotateCalendarFeedMutation.graphql';
import { usePromiseMutation } from './usePromiseMutation';

/** Replaces the secret calendar feed URL; the old one stops working at once. Resolves with the new URL. */
export function useRotateCalendarFeed(): [rotate: () => Promise<string>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useRotateCalendarFeedMutation>(graphql`
    mutation useRotateCalendarFeedMutation {
      rotateCalendarFeed
    }
  `);
  const rotate = useCallback(async (): Promise<string> => {
    const { rotateCalendarFeed } = await commit({
      variables: {},
      updater: (store, data) => {
        if (data?.rotateCalendarFeed) store.getRoot().setValue(data.rotateCalendarFeed, 'calendarFeedUrl');
      },
    });
    return rotateCalendarFeed;
  }, [commit]);
  return [rotate, isInFlight];
}
