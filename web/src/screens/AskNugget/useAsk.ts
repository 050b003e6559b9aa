import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useAskMutation, useAskMutation$data } from '../../__generated__/useAskMutation.graphql';
import { failure, type Outcome } from '../../mutations/outcome';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';

/** The history list's store connection (the screen query's `askHistory`). */
export const askHistoryConnectionId = () => ConnectionHandler.getConnectionID('client:root', 'AskNugget_askHistory');

export type AnswerRef = NonNullable<Extract<useAskMutation$data['ask'], { __typename: 'MutationAskSuccess' }>['answer']>;

/**
 * Asks Nugget. The query is sent trimmed (spec §5). The answer comes back with its
 * results and joins the top of the saved history (it is recorded server-side).
 */
export function useAsk(): [ask: (query: string) => Promise<Outcome<AnswerRef>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<useAskMutation>(graphql`
    mutation useAskMutation($query: String!, $connections: [ID!]!) {
      ask(input: { query: $query }) {
        __typename
        ... on MutationAskSuccess {
          answer @prependNode(connections: $connections, edgeTypeName: "QueryAskHistoryConnectionEdge") {
            id
            ...AskAnswerCard_answer
            ...AskHistoryItem_answer
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
  const ask = useCallback(
    async (query: string): Promise<Outcome<AnswerRef>> => {
      const { ask: result } = await commit({
        variables: { query: query.trim(), connections: [askHistoryConnectionId()] },
        updater: (store, data) => {
          if (data?.ask.__typename !== 'MutationAskSuccess') return;
          const connection = store.get(askHistoryConnectionId());
          if (connection) connection.setValue(Number(connection.getValue('totalCount') ?? 0) + 1, 'totalCount');
        },
      });
      return result.__typename === 'MutationAskSuccess' && result.answer ? { ok: true, data: result.answer } : failure(result, 'Failed to search email memory');
    },
    [commit],
  );
  return [ask, isInFlight];
}
