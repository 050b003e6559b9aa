import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAnalyzeEmailMutation, useAnalyzeEmailMutation$data } from '../__generated__/useAnalyzeEmailMutation.graphql';

export type AnalysisResult = useAnalyzeEmailMutation$data['analyzeEmail'];

/** The lab: analyses a pasted email without storing it. Rejects when the analysis fails. */
export function useAnalyzeEmail(): [analyze: (input: { from: string; subject: string; body: string; to?: string[] }) => Promise<AnalysisResult>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<useAnalyzeEmailMutation>(graphql`
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
    (input: { from: string; subject: string; body: string; to?: string[] }) =>
      new Promise<AnalysisResult>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.analyzeEmail), onError: reject });
      }),
    [commit],
  );
  return [analyze, isInFlight];
}
