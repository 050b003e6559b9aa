import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { AiComposeInput, useAiComposeMutation } from '../../__generated__/useAiComposeMutation.graphql';

/** AI compose (spec §7): text to append to the body. Resolves null on any failure (the caller's toast says so). */
export function useAiCompose(): [compose: (input: AiComposeInput) => Promise<string | null>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useAiComposeMutation>(graphql`
    mutation useAiComposeMutation($input: AiComposeInput!) {
      aiCompose(input: $input) {
        __typename
        ... on MutationAiComposeSuccess {
          result {
            content
            template
            generatedBy
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const compose = useCallback(
    (input: AiComposeInput) =>
      new Promise<string | null>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ aiCompose }) => resolve(aiCompose.__typename === 'MutationAiComposeSuccess' && aiCompose.result ? aiCompose.result.content : null),
          onError: () => resolve(null),
        });
      }),
    [commit],
  );
  return [compose, isInFlight];
}
