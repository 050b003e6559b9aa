// External sign-in through OpenID Connect: Google at /api/auth/google and the
// hosted platform's provider at /auth/replit, each with its /callback.
//
// openid-client's passport Strategy runs the authorization code flow with PKCE
// and state (both kept in the session until the callback). The provider is
// discovered lazily on the first request, so startup never waits on the network;
// a failed discovery answers 502 and is retried on the next request. Plain-http
// issuers are accepted only on localhost (tests).
//
// On a successful callback the user is found by (provider, sub), else linked by
// a verified email, else created; the session id then rotates and the browser
// goes to /auth/callback (with ?error=<message> when anything went wrong).
import { Router, type Request, type Response, type NextFunction } from 'express';
import passport from 'passport';
import * as client from 'openid-client';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';
import type { Platform, Services } from '../../context.ts';
import type { PrismaClient } from '../../db/generated/client.ts';
import type { Logger } from '../../platform/logger.ts';
import { createUsersService, type Viewer } from '../users/users.service.ts';
import { establishSession, oidcProviders } from './auth.session.ts';

/** The value stored in AuthIdentity.provider. */
export type OidcProviderName = 'google' | 'oidc';

type ProviderSetup = {
  name: OidcProviderName;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  startPath: string;
  callbackPath: string;
};

export const CALLBACK_SCREEN = '/auth/callback';
const SCOPE = 'openid email profile';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The profile an identity provider vouches for, as Nugget uses it. */
export type OidcProfile = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

/** Thrown (and turned into a redirect with ?error=) when sign-in cannot complete for a reason the user should read. */
class SignInRefused extends Error {}

/** Adds `state` to every authorization request (the library only adds it when the provider lacks PKCE). */
class StatefulStrategy extends Strategy {
  override authorizationRequestParams<T extends AuthenticateOptions>(req: Request, options: T) {
    const params = new URLSearchParams(super.authorizationRequestParams(req, options) as URLSearchParams | Record<string, string> | undefined);
    params.set('state', client.randomState());
    return params;
  }
}

/** `authenticator`: the app's own passport instance (its session manager signs the user in). */
export function oidcRoutes(platform: Platform, services: Services, authenticator: passport.Authenticator = passport) {
  const { config, logger } = platform;
  const r = Router();
  const configured = oidcProviders(config);
  const notConfigured = (what: string, vars: string) => (_req: Request, res: Response) => {
    res.status(503).type('text/plain').send(`${what} is not configured on this server. Set ${vars} and restart.`);
  };

  const google: ProviderSetup | null = configured.google
    ? {
        name: 'google',
        label: 'Google',
        issuer: config.GOOGLE_ISSUER,
        clientId: config.GOOGLE_CLIENT_ID!,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        startPath: '/api/auth/google',
        callbackPath: '/api/auth/google/callback',
      }
    : null;
  const hosted: ProviderSetup | null = configured.hostedPlatform
    ? {
        name: 'oidc',
        label: 'Hosted-platform',
        issuer: config.OIDC_ISSUER!,
        clientId: config.OIDC_CLIENT_ID!,
        clientSecret: config.OIDC_CLIENT_SECRET,
        startPath: '/auth/replit',
        callbackPath: '/auth/replit/callback',
      }
    : null;

  if (google) mountProvider(r, google, platform, services, authenticator);
  else r.get(['/api/auth/google', '/api/auth/google/callback'], notConfigured('Google sign-in', 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET'));
  if (hosted) mountProvider(r, hosted, platform, services, authenticator);
  else r.get(['/auth/replit', '/auth/replit/callback'], notConfigured('Hosted-platform sign-in', 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET'));

  if (google || hosted) logger.debug('OpenID sign-in enabled', { google: !!google, hostedPlatform: !!hosted });
  return r;
}

function mountProvider(r: Router, setup: ProviderSetup, platform: Platform, services: Services, authenticator: passport.Authenticator) {
  const { config, logger } = platform;
  const strategy = lazyStrategy(setup, platform.prisma, services, logger);

  const redirectUri = (req: Request) => {
    const origin = config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : `${req.protocol}://${req.host}`;
    return `${origin}${setup.callbackPath}`;
  };

  const run = async (req: Request, res: Response, next: NextFunction, phase: 'start' | 'callback') => {
    let s: Strategy;
    try {
      s = await strategy();
    } catch (err) {
      logger.error(`${setup.label} sign-in: OpenID discovery failed`, { issuer: setup.issuer, error: errorText(err) });
      res
        .status(502)
        .type('text/plain')
        .send(
          `${setup.label} sign-in is unavailable: its identity provider (${setup.issuer}) could not be reached or is misconfigured. Try again in a moment.`,
        );
      return;
    }

    if (phase === 'callback' && !('code' in req.query) && !('error' in req.query)) {
      fail(res, 'Authentication failed - no authorization response received');
      return;
    }

    // A fresh object per request: passport attaches this request's success/fail/redirect to the strategy it is given.
    const perRequest = Object.create(s) as Strategy;
    const options: AuthenticateOptions = { callbackURL: redirectUri(req) };
    authenticator.authenticate(perRequest, options, (err: unknown, user: Viewer | false, info?: { message?: string }) => {
      if (err) {
        if (err instanceof SignInRefused) return fail(res, err.message);
        const message = describeError(err);
        if (message) {
          logger.warn(`${setup.label} sign-in refused`, { error: errorText(err) });
          return fail(res, message);
        }
        logger.error(`${setup.label} sign-in failed`, { error: errorText(err) });
        return fail(res, 'Authentication failed - please try again');
      }
      if (!user) {
        const message = info?.message ? refusalMessage(info.message) : 'Authentication failed - no user data received';
        logger.info(`${setup.label} sign-in did not complete`, { reason: info?.message });
        return fail(res, message);
      }
      establishSession(req, user).then(
        () => res.redirect(302, CALLBACK_SCREEN),
        (e) => next(e),
      );
    })(req, res, next);
  };

  r.get(setup.startPath, (req, res, next) => void run(req, res, next, 'start'));
  r.get(setup.callbackPath, (req, res, next) => void run(req, res, next, 'callback'));
}

function fail(res: Response, message: string) {
  res.redirect(302, `${CALLBACK_SCREEN}?error=${encodeURIComponent(message.slice(0, 200))}`);
}

/** Messages for the failures the library reports as errors but that are the visitor's (or the provider's) doing. */
function describeError(err: unknown): string | null {
  if (err instanceof client.AuthorizationResponseError) {
    return `Authentication failed - the provider refused the request (${err.error_description || err.error})`;
  }
  const code = (err as { code?: string } | null)?.code;
  // openid-client wraps the protocol check that failed ('unexpected "state" response parameter value') as the cause.
  const messages: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) messages.push(e.message);
  if (messages.some((m) => /"state"/.test(m))) return 'Authentication failed - the sign-in request could not be verified. Please try again.';
  if (code === 'OAUTH_RESPONSE_BODY_ERROR' && (err as { error?: string }).error === 'invalid_grant') {
    return 'Authentication failed - the sign-in code was rejected or has expired. Please try again.';
  }
  return null;
}

function refusalMessage(reason: string) {
  if (reason === 'Unable to verify authorization request state') {
    return 'Authentication failed - the sign-in request could not be verified. Please try again.';
  }
  if (/aborted|denied|access_denied/i.test(reason)) return 'Authentication failed - access was denied at the provider';
  return `Authentication failed - ${reason}`;
}

function errorText(err: unknown) {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}

/** Discovers the provider on first use; a failure is not cached, so the next request tries again. */
function lazyStrategy(setup: ProviderSetup, prisma: PrismaClient, services: Services, logger: Logger) {
  let pending: Promise<Strategy> | null = null;
  return () => {
    pending ??= discover(setup).then(
      (configuration) => {
        logger.info(`${setup.label} sign-in: discovered ${setup.issuer}`);
        return new StatefulStrategy(
          {
            config: configuration,
            name: `oidc-${setup.name}`,
            sessionKey: `oidc:${setup.name}`,
            scope: SCOPE,
          },
          (tokens, verified) => {
            profileFrom(configuration, tokens)
              .then((profile) => resolveUser(prisma, services, setup.name, profile))
              .then(
                (user) => verified(null, user as Express.User),
                (err) => verified(err),
              );
          },
        );
      },
      (err) => {
        pending = null;
        throw err;
      },
    );
    return pending;
  };
}

/** Plain http is accepted only for an issuer on this machine (tests, local development). */
export function allowsPlainHttp(issuer: string) {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

async function discover(setup: ProviderSetup): Promise<client.Configuration> {
  const url = new URL(setup.issuer);
  const insecureAllowed = allowsPlainHttp(setup.issuer);
  if (url.protocol !== 'https:' && !insecureAllowed) {
    throw new Error(`issuer ${setup.issuer} must use https (plain http is only accepted for localhost)`);
  }
  return client.discovery(url, setup.clientId, setup.clientSecret, setup.clientSecret ? undefined : client.None(), {
    timeout: 10,
    execute: insecureAllowed ? [client.allowInsecureRequests] : [],
  });
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Claims from the ID token, completed from the userinfo endpoint when the token leaves some out. */
async function profileFrom(
  configuration: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<OidcProfile> {
  const idClaims = tokens.claims();
  if (!idClaims?.sub) throw new SignInRefused('Authentication failed - no user data received');
  let claims: Record<string, unknown> = { ...idClaims };
  const incomplete = !str(claims.email) || !str(claims.given_name);
  if (incomplete && configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
    try {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...claims, ...info };
    } catch (err) {
      if (!str(claims.email)) throw err;
    }
  }
  return {
    subject: idClaims.sub,
    email: str(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: str(claims.given_name),
    lastName: str(claims.family_name),
    profileImageUrl: str(claims.picture),
  };
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === 'P2002';

/**
 * The Nugget user behind an external identity: the one already linked to
 * (provider, sub); else the user with the same email when the provider has
 * verified it (the identity is linked); else a new user with the identity.
 */
export async function resolveUser(prisma: PrismaClient, services: Services, provider: OidcProviderName, profile: OidcProfile): Promise<Viewer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await resolveOnce(prisma, services, provider, profile);
    } catch (err) {
      // Two callbacks for the same new identity at once: the loser finds the winner's row.
      if (attempt === 0 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

async function resolveOnce(prisma: PrismaClient, services: Services, provider: OidcProviderName, profile: OidcProfile): Promise<Viewer> {
  const identity = await prisma.authIdentity.findUnique({
    where: { provider_subject: { provider, subject: profile.subject } },
    include: { user: true },
  });
  if (identity) return identity.user;

  if (!profile.email) throw new SignInRefused('Authentication failed - the provider did not share an email address');
  const email = profile.email;

  const existing = await services.users.findByEmail(email);
  if (existing) {
    if (!profile.emailVerified) {
      throw new SignInRefused('Authentication failed - an account with this email already exists and the provider has not verified the address');
    }
    await prisma.authIdentity.create({ data: { userId: existing.id, provider, subject: profile.subject, email } });
    return existing;
  }

  return prisma.$transaction(async (tx) => {
    const user = await createUsersService(tx as unknown as PrismaClient).create({
      email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
    });
    await tx.authIdentity.create({ data: { userId: user.id, provider, subject: profile.subject, email } });
    return user;
  });
}
