import { fetchQuery, type Environment } from 'relay-runtime';
import AppQueryNode, { type AppQuery } from '../__generated__/AppQuery.graphql';

/**
 * Asks the server again who is signed in. The App's query reads the same
 * records, so the route set switches as soon as the answer is in the store.
 */
export function refreshViewer(environment: Environment) {
  return fetchQuery<AppQuery>(environment, AppQueryNode, {}, { fetchPolicy: 'network-only' }).toPromise();
}
