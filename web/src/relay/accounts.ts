import { ConnectionHandler, fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { accountsMailStatsQuery } from '../__generated__/accountsMailStatsQuery.graphql';

/**
 * Every screen that lists accounts selects `accounts(first: ACCOUNTS_PAGE)` under
 * this one connection key, so the dashboard, /email-accounts and /sluice-setup
 * read the same list and a mutation updates all three at once.
 */
export const ACCOUNTS_CONNECTION_KEY = 'AccountList_accounts';
export const ACCOUNTS_PAGE = 100;

/** The store id of the viewer's account list (for @appendNode / @deleteEdge). */
export function accountsConnectionId(): string {
  return ConnectionHandler.getConnectionID('client:root', ACCOUNTS_CONNECTION_KEY);
}

/** The GraphQL id of an account the REST API named by its database id. */
export function accountGlobalId(databaseId: string): string {
  return btoa(`Account:${databaseId}`);
}

const mailStatsQuery = graphql`
  query accountsMailStatsQuery {
    mailStats {
      totalEmails
      unreadEmails
      nuggets
      financialItems
      accounts
    }
  }
`;

/** Asks the server for the stat cards' figures again (after an account is added or removed). */
export function refreshMailStats(environment: Environment): Promise<unknown> {
  return fetchQuery<accountsMailStatsQuery>(environment, mailStatsQuery, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => undefined);
}
