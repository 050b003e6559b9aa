import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../session';

/** Google sign-in (spec §2: SIGN IN and START MINING go there when the server has it). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';
/** The sign-in page with email and password: always available, the way in on a default install. */
export const PASSWORD_SIGN_IN_PATH = '/dev-login';

/**
 * Where SIGN IN and START MINING send a visitor, as Button props: Google when it is
 * configured, else the email-and-password page (never a route that answers "not
 * configured"). The App's first request has already answered which.
 */
export function useSignInLink() {
  const { google } = useSession();
  return google ? ({ href: GOOGLE_SIGN_IN_URL } as const) : ({ component: RouterLink, to: PASSWORD_SIGN_IN_PATH } as const);
}
