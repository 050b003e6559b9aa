import { createOperationDescriptor, fetchQuery, type Environment } from 'relay-runtime';
import EnhancedEmailDetailQueryNode from '../../__generated__/EnhancedEmailDetailQuery.graphql';

/** How long a preloaded email stays in the store unasked (then Relay may collect it). */
const KEEP_MS = 120_000;
const preloaded = new Map<string, number>();

/**
 * Reads an email's detail into the store before it is opened (on hover, on focus, or as
 * the neighbour of the open one), so opening it renders from the store without waiting
 * on the network. The same request is not made twice while it is kept.
 */
export function preloadEmailDetail(environment: Environment, id: string) {
  const at = preloaded.get(id);
  if (at !== undefined && Date.now() - at < KEEP_MS) return;
  preloaded.set(id, Date.now());
  const retained = environment.retain(createOperationDescriptor(EnhancedEmailDetailQueryNode, { id }));
  fetchQuery(environment, EnhancedEmailDetailQueryNode, { id }, { fetchPolicy: 'store-or-network' }).subscribe({
    error: () => preloaded.delete(id),
  });
  window.setTimeout(() => {
    retained.dispose();
    preloaded.delete(id);
  }, KEEP_MS);
}
