import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useReanalyzeAllMutation } from '../__generated__/useReanalyzeAllMutation.graphql';
import { failure, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/**
 * Queues every email of the viewer for analysis again. Resolves with how many were
 * queued (0 when a re-analysis of all mail is already under way: nothing is queued
 * twice). Progress is read from `analysisProgress`.
 */
export function useReanalyzeAll(): [start: () => Promise<Outcome<{ queued: number }>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useReanalyzeAllMutation>(graphql`
    mutation useReanalyzeAllMutation {
      reanalyze {
        __typename
        ... on MutationReanalyzeSuccess {
          queued
        }
        ... on NotFoundError {
          message
        }
      }
    }
  `);
  const start = useCallback(async (): Promise<Outcome<{ queued: number }>> => {
    const { reanalyze: result } = await commit({ variables: {} });
    return result.__typename === 'MutationReanalyzeSuccess'
      ? { ok: true, data: { queued: result.queued } }
      : failure(result.__typename === 'NotFoundError' ? result : { __typename: result.__typename }, 'Your mail could not be queued for analysis.');
  }, [commit]);
  return [start, isInFlight];
}
