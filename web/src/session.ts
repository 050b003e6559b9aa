import { createContext, useContext } from 'react';

/**
 * Who is visiting, as the app's first request answered it (and, once Relay runs,
 * as its store says). The pages both route sets share read it without Relay, so the
 * signed-out landing page needs no GraphQL client at all.
 */
export interface Session {
  signedIn: boolean;
  /** Google sign-in is configured on this server. */
  google: boolean;
}

export const SessionContext = createContext<Session>({ signedIn: false, google: false });

export const useSession = () => useContext(SessionContext);
