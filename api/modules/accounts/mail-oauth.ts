// Outlook / Microsoft 365 and Yahoo Mail through their own sign-in (OAuth 2.0
// authorization code with PKCE), then IMAP and SMTP authenticated with XOAUTH2:
// no password ever reaches Nugget. Available when the provider's OAuth app is
// configured (OUTLOOK_CLIENT_ID/SECRET, YAHOO_CLIENT_ID/SECRET); without it these
// providers still connect with an app password.
//
// The token endpoint is spoken directly (RFC 6749 §4.1.3 and §6, client_secret_post):
// Microsoft's `common` endpoint issues ID tokens whose issuer names the user's own
// tenant, which generic OpenID clients refuse. The ID token only tells which
// mailbox signed in; it comes straight from the token endpoint over TLS, which
// OpenID Connect Core §3.1.3.7 accepts in place of checking its signature.
import type { Config } from '../../config.ts';
import { ReconnectRequiredError } from '../sync/sync.types.ts';

export const MAIL_OAUTH_PROVIDERS = ['outlook', 'yahoo'] as const;
export type MailOAuthProviderId = (typeof MAIL_OAUTH_PROVIDERS)[number];
export const isMailOAuthProvider = (p: string): p is MailOAuthProviderId => (MAIL_OAUTH_PROVIDERS as readonly string[]).includes(p);

type Server = { host: string; port: number; secure: boolean };

export type MailOAuthProvider = {
  id: MailOAuthProviderId;
  /** Whose sign-in page the user goes to. */
  name: string;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  scopes: string[];
  /** The scope without which IMAP refuses the token. */
  imapScope: string;
  /** Extra parameters of the authorization request, and of a refresh. */
  authParams: Record<string, string>;
  refreshParams: Record<string, string>;
  imap: Server;
  smtp: Server;
};

/** The stored (sealed) credentials of a mailbox connected by sign-in. */
export type OAuthCredentials = {
  kind: 'oauth';
  /** The XOAUTH2 user: the mailbox address. */
  user: string;
  refresh_token: string;
  access_token?: string;
  /** Epoch milliseconds when the access token stops working. */
  expires_at?: number;
  scope?: string;
};

export const isOAuthCredentials = (c: Record<string, any> | null | undefined): c is OAuthCredentials =>
  c?.kind === 'oauth' && typeof c.refresh_token === 'string';

/** imaps://host:993 → TLS from the start; imap://host:143 → STARTTLS (likewise smtps/smtp). */
function server(url: string, fallbackPort: (secure: boolean) => number): Server {
  const u = new URL(url);
  const secure = u.protocol === 'imaps:' || u.protocol === 'smtps:';
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: u.port ? Number(u.port) : fallbackPort(secure), secure };
}
const imapPort = (secure: boolean) => (secure ? 993 : 143);
const smtpPort = (secure: boolean) => (secure ? 465 : 587);

/** The provider's sign-in setup, or null when its OAuth app is not configured. */
export function mailOAuthProvider(config: Config, id: string): MailOAuthProvider | null {
  if (id === 'outlook' && config.OUTLOOK_CLIENT_ID && config.OUTLOOK_CLIENT_SECRET) {
    const root = `https://login.microsoftonline.com/${config.OUTLOOK_TENANT}/oauth2/v2.0`;
    const imapScope = 'https://outlook.office.com/IMAP.AccessAsUser.All';
    // offline_access: a refresh token; email: the address in the ID token.
    const scopes = ['openid', 'email', 'offline_access', imapScope, 'https://outlook.office.com/SMTP.Send'];
    return {
      id,
      name: 'Microsoft',
      clientId: config.OUTLOOK_CLIENT_ID,
      clientSecret: config.OUTLOOK_CLIENT_SECRET,
      authUrl: config.OUTLOOK_AUTH_URL ?? `${root}/authorize`,
      tokenUrl: config.OUTLOOK_TOKEN_URL ?? `${root}/token`,
      scopes,
      imapScope,
      // Ask again on a reconnect, so the grant (and its refresh token) is renewed.
      authParams: { prompt: 'consent' },
      // Microsoft's v2 endpoint wants the scopes again on a refresh.
      refreshParams: { scope: scopes.join(' ') },
      imap: server(config.OUTLOOK_IMAP_URL, imapPort),
      smtp: server(config.OUTLOOK_SMTP_URL, smtpPort),
    };
  }
  if (id === 'yahoo' && config.YAHOO_CLIENT_ID && config.YAHOO_CLIENT_SECRET) {
    return {
      id,
      name: 'Yahoo',
      clientId: config.YAHOO_CLIENT_ID,
      clientSecret: config.YAHOO_CLIENT_SECRET,
      authUrl: config.YAHOO_AUTH_URL,
      tokenUrl: config.YAHOO_TOKEN_URL,
      // mail-w: read and write mail (flags pushed back, sending); Yahoo always issues a refresh token.
      scopes: ['openid', 'email', 'mail-w'],
      imapScope: 'mail-w',
      authParams: {},
      // Yahoo's documented refresh request carries redirect_uri=oob.
      refreshParams: { redirect_uri: 'oob' },
      imap: server(config.YAHOO_IMAP_URL, imapPort),
      smtp: server(config.YAHOO_SMTP_URL, smtpPort),
    };
  }
  return null;
}

/** Where the browser starts the sign-in for this provider, when it is configured. */
export function signInPath(config: Config, provider: string, loginHint?: string): string | null {
  if (!mailOAuthProvider(config, provider)) return null;
  const path = `/api/mail-oauth/${provider}/auth`;
  return loginHint ? `${path}?login_hint=${encodeURIComponent(loginHint)}` : path;
}

export function authorizationUrl(p: MailOAuthProvider, o: { redirectUri: string; state: string; codeChallenge: string; loginHint?: string }): string {
  const url = new URL(p.authUrl);
  const params: Record<string, string> = {
    client_id: p.clientId,
    response_type: 'code',
    redirect_uri: o.redirectUri,
    scope: p.scopes.join(' '),
    state: o.state,
    code_challenge: o.codeChallenge,
    code_challenge_method: 'S256',
    ...p.authParams,
    ...(o.loginHint ? { login_hint: o.loginHint } : {}),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** The token endpoint refused: `invalid_grant` means the grant is gone (revoked, expired, password changed). */
export class TokenError extends Error {
  override name = 'TokenError';
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number,
  ) {
    super(message);
  }
  get grantRevoked() {
    return this.code === 'invalid_grant' || this.code === 'unauthorized_client' || this.code === 'invalid_client';
  }
}

type TokenResponse = { access_token: string; refresh_token?: string; expires_in?: number; scope?: string; id_token?: string; token_type?: string };

async function tokenRequest(p: MailOAuthProvider, params: Record<string, string>): Promise<TokenResponse> {
  let res: Response;
  try {
    res = await fetch(p.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...params, client_id: p.clientId, client_secret: p.clientSecret }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new TokenError(`${p.name} sign-in could not be reached: ${(error as Error).message}`, null, 0);
  }
  const text = await res.text();
  let body: Record<string, any> = {};
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: reported below */
  }
  if (!res.ok || typeof body.access_token !== 'string') {
    const code = typeof body.error === 'string' ? body.error : null;
    const detail = typeof body.error_description === 'string' ? body.error_description : (code ?? `HTTP ${res.status}`);
    throw new TokenError(`${p.name} refused the token request: ${detail.slice(0, 300)}`, code, res.status);
  }
  return body as TokenResponse;
}

const expiresAt = (t: TokenResponse, now: number) => now + Math.max(60, Number(t.expires_in) || 3600) * 1000;

/** Trades the authorization code for tokens (with the PKCE verifier). */
export async function exchangeCode(p: MailOAuthProvider, o: { code: string; verifier: string; redirectUri: string }) {
  const now = Date.now();
  const t = await tokenRequest(p, { grant_type: 'authorization_code', code: o.code, redirect_uri: o.redirectUri, code_verifier: o.verifier });
  return { ...t, expires_at: expiresAt(t, now) };
}

/** The mailbox address the ID token names (Microsoft: `email`, else the sign-in name). */
export function mailboxFromIdToken(idToken: string | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const address = [claims.email, claims.preferred_username].find((v) => typeof v === 'string' && /^[^@\s]+@[^@\s]+$/.test(v.trim()));
    return address ? String(address).trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Refresh this long before the access token expires (a sync may run for minutes). */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * A working access token for IMAP or SMTP: the stored one while it has time left,
 * else a refreshed one (stored sealed, with the new refresh token when the provider
 * rotates it). A grant the provider no longer honours asks the user to reconnect.
 */
export async function freshAccessToken(
  p: MailOAuthProvider,
  credentials: OAuthCredentials,
  save: (value: OAuthCredentials) => Promise<void>,
  now = Date.now(),
): Promise<string> {
  if (credentials.access_token && (credentials.expires_at ?? 0) - REFRESH_MARGIN_MS > now) return credentials.access_token;
  let t: TokenResponse;
  try {
    t = await tokenRequest(p, { grant_type: 'refresh_token', refresh_token: credentials.refresh_token, ...p.refreshParams });
  } catch (error) {
    if (error instanceof TokenError && error.grantRevoked) {
      throw new ReconnectRequiredError(`${p.name} no longer accepts Nugget's access to ${credentials.user} (${error.message}). Reconnect the mailbox.`);
    }
    throw error;
  }
  const next: OAuthCredentials = {
    ...credentials,
    access_token: t.access_token,
    expires_at: expiresAt(t, now),
    refresh_token: t.refresh_token ?? credentials.refresh_token,
    ...(t.scope ? { scope: t.scope } : {}),
  };
  await save(next);
  return t.access_token;
}
