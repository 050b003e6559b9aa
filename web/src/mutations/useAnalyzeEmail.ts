import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useAnalyzeEmailMutation, useAnalyzeEmailMutation$data } from '../__generated__/useAnalyzeEmailMutation.graphql';
import { usePromiseMutation } from './usePromiseMutation';

export type AnalysisResult = useAnalyzeEmailMutation$data['analyzeEmail'];

/** The lab: analyses a pasted email without storing it. Rejects when the analysis fails. */
export function useAnalyzeEmail(): [
  analyze: (input: { from: string; subject: string; body: string; to?: string[] }) => Promise<AnalysisResult>,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = usePromiseMutation<useAnalyzeEmailMutation>(graphql`
    mutation useAnalyzeEmailMutation($input: AnalyzeEmailInput!) {
      analyzeEmail(input: $input) {
        nuggetScore
        category
        priority
        summary
        suggestedReply
        sentiment
        urgency
        keyPoints
        suggestedActions
        actionRequired
        company
        analyzedBy
        signals
        commitments {
          type
          title
          description
          owedBy
          owedTo
          dueDate
          dueText
          confidence
          quote
        }
        transaction {
          type
          amount
          currency
          counterparty
          date
          rawAmount
        }
      }
    }
  `);
  const analyze = useCallback(
    async (input: { from: string; subject: string; body: string; to?: string[] }): Promise<AnalysisResult> => {
      const response = await commit({ variables: { input } });
      return response.analyzeEmail;
    },
    [commit],
  );
  return [analyze, isInFlight];
}
