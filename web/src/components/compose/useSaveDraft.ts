import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { DraftInput, useSaveDraftMutation } from '../../__generated__/useSaveDraftMutation.graphql';
import { mutateWithFiles } from './graphqlUpload';

const mutation = graphql`
  mutation useSaveDraftMutation($input: DraftInput!) {
    saveDraft(input: $input) {
      __typename
      ... on MutationSaveDraftSuccess {
        draft {
          id
          status
          updatedAt
          attachments {
            id
            filename
            mimeType
            size
          }
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
`;

export type SaveResult = useSaveDraftMutation['response']['saveDraft'];

/** Saves the draft (creating it the first time), uploading the new files with it. Rejects on a transport failure. */
export function useSaveDraft(): [save: (input: DraftInput, files: readonly File[]) => Promise<SaveResult>, isSaving: boolean] {
  const environment = useRelayEnvironment();
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (input: DraftInput, files: readonly File[]) => {
      setSaving(true);
      try {
        const data = await mutateWithFiles<useSaveDraftMutation['response']>(environment, mutation, { input: input as Record<string, unknown> }, files);
        return data.saveDraft;
      } finally {
        setSaving(false);
      }
    },
    [environment],
  );
  return [save, saving];
}
