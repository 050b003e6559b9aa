import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAllowRemoteImagesMutation } from '../__generated__/useAllowRemoteImagesMutation.graphql';
import { failure, type Outcome } from './outcome';

/** "Always for this sender": remote images in this sender's mail load from now on. */
export function useAllowRemoteImages(): [allow: (sender: string) => Promise<Outcome<null>>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useAllowRemoteImagesMutation>(graphql`
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
    (sender: string) =>
      new Promise<Outcome<null>>((resolve, reject) => {
        commit({
          variables: { sender },
          onCompleted: ({ allowRemoteImages: result }) =>
            resolve(result.__typename === 'MutationAllowRemoteImagesSuccess' ? { ok: true, data: null } : failure(result, 'Images could not be allowed.')),
          onError: reject,
        });
      }),
    [commit],
  );
  return [allow, isInFlight];
}
