import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { ConnectImapAccountInput, useConnectImapAccountMutation } from '../__generated__/useConnectImapAccountMutation.graphql';
import { accountsConnectionId, refreshMailStats } from '../relay/accounts';
import { failure, type AccountRef, type Outcome } from './outcome';
import { usePromiseMutation } from './usePromiseMutation';

/**
 * Connects an IMAP-family mailbox: the server checks the login before it stores
 * anything. On success the account joins the shared account list (every screen's
 * cards) and the stat cards are refreshed. Rejects only on a transport failure.
 */
export function useConnectImapAccount(): [connect: (input: ConnectImapAccountInput) => Promise<Outcome<AccountRef & { email: string }>>, isInFlight: boolean] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = usePromiseMutation<useConnectImapAccountMutation>(graphql`
    mutation useConnectImapAccountMutation($input: ConnectImapAccountInput!, $connections: [ID!]!) {
      connectImapAccount(input: $input) {
        __typename
        ... on MutationConnectImapAccountSuccess {
          account @appendNode(connections: $connections, edgeTypeName: "QueryAccountsConnectionEdge") {
            id
            email
            status
            ...AccountCard_account
            ...DashboardAccountCard_account
            ...StreamRow_account
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
  `);
  const connect = useCallback(
    async (input: ConnectImapAccountInput): Promise<Outcome<AccountRef & { email: string }>> => {
      const { connectImapAccount: result } = await commit({ variables: { input, connections: [accountsConnectionId()] } });
      if (!(result.__typename === 'MutationConnectImapAccountSuccess' && result.account)) return failure(result, 'Unable to connect email stream. Try again.');
      void refreshMailStats(environment);
      return { ok: true, data: { id: result.account.id, email: result.account.email } };
    },
    [commit, environment],
  );
  return [connect, isInFlight];
}
