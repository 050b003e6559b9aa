import { useSession } from '../session';

/**
 * Whether a viewer is signed in, for the pages both route sets share (landing,
 * legal). The App's query has already answered it, so this never waits.
 */
export function useSignedIn(): boolean {
  return useSession().signedIn;
}
