import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type {
  ConnectImapAccountInput,
  useConnectImapAccountMutation,
} from '../__generated__/useConnectImapAccountMutation.graphql';
import { accountsConnectionId, refreshMailStats } from '../relay/accounts';
import { failure, type AccountRef, type Outcome } from './outcome';

/**
 * Connects an IMAP-family mailbox: the server checks the login before it stores
 * anything. On success the account joins the shared account list (every screen's
 * cards) and the stat cards are refreshed. Rejects only on a transport failure.
 */
export function useConnectImapAccount(): [
  connect: (input: ConnectImapAccountInput) => Promise<Outcome<AccountRef & { email: string }>>,
  isInFlight: boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = useMutation<useConnectImapAccountMutation>(graphql`
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
    (input: ConnectImapAccountInput) =>
      new Promise<Outcome<AccountRef & { email: string }>>((resolve, reject) => {
        commit({
          variables: { input, connections: [accountsConnectionId()] },
          onCompleted: ({ connectImapAccount: result }) => {
            if (result.__typename === 'MutationConnectImapAccountSuccess' && result.account) {
              void refreshMailStats(environment);
              resolve({ ok: true, data: { id: result.account.id, email: result.account.email } });
            } else {
              resolve(failure(result, 'Unable to connect email stream. Try again.'));
            }
          },
          onError: reject,
        });
      }),
    [commit, environment],
  );
  return [connect, isInFlight];
}
