// Sessions: express-session (server-side rows, httpOnly SameSite=Lax cookie) with
// passport on top. The session id is rotated at every sign-in (passport regenerates
// it) and the row is destroyed at logout.
import type { Request, Response, RequestHandler } from 'express';
import type { IncomingMessage } from 'node:http';
import session from 'express-session';
import passport from 'passport';
import signature from 'cookie-signature';
import type { Config } from '../../config.ts';
import type { UsersService, Viewer } from '../users/users.service.ts';
import { PrismaSessionStore } from './session-store.ts';
import { sha256 } from '../../platform/crypto.ts';

export const SESSION_COOKIE = 'nugget.sid';

export function oidcProviders(config: Config) {
  return {
    google: !!(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    hostedPlatform: !!(config.OIDC_ISSUER && config.OIDC_CLIENT_ID),
  };
}

export function createSessionMiddleware(config: Config, store: PrismaSessionStore, secret: string): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    // Secure cookies follow req.secure, which honours Express's `trust proxy` (hops or addresses).
    proxy: config.TRUST_PROXY === false ? false : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request arrived over TLS (directly or via a trusted proxy).
      secure: 'auto',
      maxAge: config.SESSION_TTL_DAYS * 86_400_000,
      path: '/',
    },
  });
}

/**
 * A passport instance of this app's own (not the module-wide one, whose first
 * deserializer would serve every app in the process): the session holds the user id only.
 */
export function configurePassport(users: UsersService) {
  const instance = new passport.Passport();
  instance.serializeUser((user: Express.User, done) => done(null, (user as Viewer).id));
  instance.deserializeUser((id: string, done) => {
    users.findById(id).then((u) => done(null, u ?? false), done);
  });
  return instance;
}

/** Signs the user in on this request: a new session id, then the user stored in it. */
export function establishSession(req: Request, user: Viewer): Promise<void> {
  return new Promise((resolve, reject) => req.login(user as Express.User, (err) => (err ? reject(err) : resolve())));
}

/** Ends the session: server row destroyed, cookie cleared. */
export async function endSession(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve) => req.logout({ keepSessionInfo: false }, () => resolve()));
  await new Promise<void>((resolve) => (req.session ? req.session.destroy(() => resolve()) : resolve()));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** The session behind a raw upgrade request (graphql-ws), read from the signed session cookie. */
export async function sessionFromUpgrade(
  req: IncomingMessage,
  store: PrismaSessionStore,
  secret: string,
  users: UsersService,
): Promise<{ viewer: Viewer | null; sessionId: string | null }> {
  const none = { viewer: null, sessionId: null };
  const raw = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (!raw) return none;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return none;
  }
  if (!value.startsWith('s:')) return none;
  const sid = signature.unsign(value.slice(2), secret);
  if (!sid) return none;
  const data = await store.read(sid);
  const userId = data?.passport?.user;
  const viewer = userId ? await users.findById(userId) : null;
  // The stored row's id (a hash of the session id): what logout and expiry are told by.
  return viewer ? { viewer, sessionId: sha256(sid) } : none;
}

/** The viewer behind a raw upgrade request (graphql-ws). */
export async function viewerFromUpgrade(req: IncomingMessage, store: PrismaSessionStore, secret: string, users: UsersService): Promise<Viewer | null> {
  return (await sessionFromUpgrade(req, store, secret, users)).viewer;
}
