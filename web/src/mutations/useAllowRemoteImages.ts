import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useAllowRemoteImagesMutation } from '../__generated__/useAllowRemoteImagesMutation.graphql';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/** "Always for this sender": remote images in this sender's mail load from now on. */
export function useAllowRemoteImages(): [allow: (sender: string) => Promise<Outcome<null>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useAllowRemoteImagesMutation>(graphql`
    mutation useAllowRemoteImagesMutation($sender: String!) {
      allowRemoteImages(sender: $sender) {
        __typename
        ... on MutationAllowRemoteImagesSuccess {
          allowed
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
  const allow = useCallback(
    async (sender: string): Promise<Outcome<null>> => {
      const { allowRemoteImages: result } = await commit({ variables: { sender } });
      return result.__typename === 'MutationAllowRemoteImagesSuccess' ? { ok: true, data: null } : failure(result, 'Images could not be allowed.');
    },
    [commit],
  );
  return [allow, isInFlight];
}
