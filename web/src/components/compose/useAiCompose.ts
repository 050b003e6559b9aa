import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { AiComposeInput, useAiComposeMutation } from '../../__generated__/useAiComposeMutation.graphql';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';

/** AI compose (spec §7): text to append to the body. Resolves null on any failure (the caller's toast says so). */
export function useAiCompose(): [compose: (input: AiComposeInput) => Promise<string | null>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useAiComposeMutation>(graphql`
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
    async (input: AiComposeInput): Promise<string | null> => {
      try {
        const { aiCompose } = await commit({ variables: { input } });
        return aiCompose.__typename === 'MutationAiComposeSuccess' && aiCompose.result ? aiCompose.result.content : null;
      } catch {
        return null;
      }
    },
    [commit],
  );
  return [compose, isInFlight];
}
