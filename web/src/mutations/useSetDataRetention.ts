import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useSetDataRetentionMutation } from '../__generated__/useSetDataRetentionMutation.graphql';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/**
 * Turns retention on with a window of `days` (the user confirmed the preview of what it
 * deletes) or off (`null`). The answer is written over the root's `settings` record.
 */
export function useSetDataRetention(): [save: (days: number | null) => Promise<Outcome<null>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useSetDataRetentionMutation>(graphql`
    mutation useSetDataRetentionMutation($input: SetDataRetentionInput!) {
      setDataRetention(input: $input) {
        __typename
        ... on MutationSetDataRetentionSuccess {
          settings {
            dataRetentionDays
          }
        }
        ... on ValidationError {
          message
          fieldErrors {
            name
            message
          }
        }
      }
    }
  `);
  const save = useCallback(
    async (days: number | null): Promise<Outcome<null>> => {
      const { setDataRetention: result } = await commit({
        variables: { input: { days, confirmed: days !== null } },
        updater: (store) => {
          const saved = store.getRootField('setDataRetention')?.getLinkedRecord('settings');
          const current = store.getRoot().getLinkedRecord('settings');
          if (saved && current) current.setValue(saved.getValue('dataRetentionDays'), 'dataRetentionDays');
        },
      });
      return result.__typename === 'MutationSetDataRetentionSuccess' ? { ok: true, data: null } : failure(result, 'Retention could not be saved.');
    },
    [commit],
  );
  return [save, isInFlight];
}
