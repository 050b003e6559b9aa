import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { useSignedInQuery } from '../__generated__/useSignedInQuery.graphql';

/**
 * Whether a viewer is signed in, for the pages both route sets share (landing,
 * legal). The App's query has already put the answer in the store, so this
 * never waits on the network.
 */
export function useSignedIn(): boolean {
  const { viewer } = useLazyLoadQuery<useSignedInQuery>(
    graphql`
      query useSignedInQuery {
        viewer {
          id
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return viewer != null;
}
