import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { UpdateSettingsInput, useUpdateSettingsMutation } from '../__generated__/useUpdateSettingsMutation.graphql';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

export type { UpdateSettingsInput };

/**
 * Saves the fields given (the others stay as they are). Settings have no id, so the
 * answer is written over the root's `settings` record for every screen reading it.
 */
export function useUpdateSettings(): [update: (input: UpdateSettingsInput) => Promise<Outcome<null>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useUpdateSettingsMutation>(graphql`
    mutation useUpdateSettingsMutation($input: UpdateSettingsInput!) {
      updateSettings(input: $input) {
        __typename
        ... on MutationUpdateSettingsSuccess {
          settings {
            nuggetThreshold
            autoReplySuggestions
            categorization
            highPriorityNotifications
            dailyDigest
            dataRetentionDays
            timeZone
            aliases
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
  const update = useCallback(
    async (input: UpdateSettingsInput): Promise<Outcome<null>> => {
      const { updateSettings: result } = await commit({
        variables: { input },
        updater: (store) => {
          const saved = store.getRootField('updateSettings')?.getLinkedRecord('settings');
          if (!saved) return;
          const root = store.getRoot();
          const current = root.getLinkedRecord('settings');
          if (current) current.copyFieldsFrom(saved);
          else root.setLinkedRecord(saved, 'settings');
        },
      });
      return result.__typename === 'MutationUpdateSettingsSuccess' ? { ok: true, data: null } : failure(result, 'The settings could not be saved.');
    },
    [commit],
  );
  return [update, isInFlight];
}
