// Connecting (and reconnecting) an Outlook / Microsoft 365 or Yahoo mailbox through
// the provider's own sign-in: GET /api/mail-oauth/{outlook|yahoo}/auth starts it,
// GET /api/mail-oauth/{provider}/callback finishes it. Mounted under /api.
//
// The callback checks the state this browser started, trades the code for tokens
// (PKCE), reads the mailbox address from the ID token, logs in to the provider's
// IMAP server with XOAUTH2 to prove the token works and list the folders, stores
// the account with its tokens sealed, queues a full sync and sends the browser to
// /email-accounts?connected=<address> (or ?error=<message>).
import { Router, type Request, type Response } from 'express';
import type { Platform, Services } from '../../context.ts';
import { verifyImapLogin } from '../sync/imap.source.ts';
import { ValidationError } from '../../platform/errors.ts';
import { ConnectRefused, signedInUserId as viewerId, backToAccounts, beginSignIn, callbackUrl, takeSignIn } from './oauth-state.ts';
import {
  TokenError,
  authorizationUrl,
  exchangeCode,
  isMailOAuthProvider,
  mailOAuthProvider,
  mailboxFromIdToken,
  type MailOAuthProvider,
} from './mail-oauth.ts';

export function mailOAuthRoutes(platform: Pick<Platform, 'config' | 'logger'>, services: Services) {
  const { config, logger } = platform;
  const r = Router();

  /** The configured provider of the path, or an answer saying why there is none. */
  const providerOf = (req: Request, res: Response): MailOAuthProvider | null => {
    const id = String(req.params.provider);
    if (!isMailOAuthProvider(id)) {
      res.status(404).type('text/plain').send('Unknown mail provider.');
      return null;
    }
    const p = mailOAuthProvider(config, id);
    if (!p) {
      const env = id === 'outlook' ? 'OUTLOOK_CLIENT_ID and OUTLOOK_CLIENT_SECRET' : 'YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET';
      res
        .status(503)
        .type('text/plain')
        .send(
          `${id === 'outlook' ? 'Outlook' : 'Yahoo'} sign-in is not configured on this server (set ${env} and restart). Connect this mailbox with an app password instead.`,
        );
      return null;
    }
    return p;
  };
  const redirectUri = (req: Request, p: MailOAuthProvider) => callbackUrl(req, config.PUBLIC_URL, `/api/mail-oauth/${p.id}/callback`);

  r.get('/mail-oauth/:provider/auth', async (req, res, next) => {
    try {
      const p = providerOf(req, res);
      if (!p) return;
      if (!viewerId(req)) return res.redirect(302, '/auth/login');
      const { state, codeChallenge } = await beginSignIn(req, p.id);
      const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.trim().slice(0, 320) : '';
      res.redirect(302, authorizationUrl(p, { redirectUri: redirectUri(req, p), state, codeChallenge, ...(hint ? { loginHint: hint } : {}) }));
    } catch (error) {
      next(error);
    }
  });

  r.get('/mail-oauth/:provider/callback', async (req, res) => {
    const p = providerOf(req, res);
    if (!p) return;
    const userId = viewerId(req);
    if (!userId) return res.redirect(302, '/auth/login');
    const q = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
    try {
      const match = await takeSignIn(req, p.id, q('state'));
      if (!match) throw new ConnectRefused(`The ${p.name} sign-in link expired or did not come from this browser. Please connect again.`);
      if (q('error')) {
        throw new ConnectRefused(
          q('error') === 'access_denied' || q('error') === 'consent_required'
            ? `${p.name} access was not granted, so nothing was connected.`
            : `${p.name} refused the request: ${(q('error_description') || q('error')).slice(0, 200)}`,
        );
      }
      if (!q('code')) throw new ConnectRefused(`${p.name} did not return an authorisation code. Please connect again.`);

      let tokens: Awaited<ReturnType<typeof exchangeCode>>;
      try {
        tokens = await exchangeCode(p, { code: q('code'), verifier: match.verifier, redirectUri: redirectUri(req, p) });
      } catch (error) {
        logger.warn('mail sign-in: code exchange failed', { provider: p.id, error: (error as Error).message });
        throw new ConnectRefused(`${p.name} did not accept the authorisation code. Please connect again.`);
      }
      if (!tokens.refresh_token) {
        throw new ConnectRefused(`${p.name} did not grant lasting access to this mailbox. Please connect again and accept every permission.`);
      }
      const granted = (tokens.scope ?? '').split(/\s+/).filter(Boolean);
      if (granted.length && !granted.includes(p.imapScope)) {
        throw new ConnectRefused(`Nugget needs permission to read your mail over IMAP. Connect again and allow every permission ${p.name} asks for.`);
      }
      const email = mailboxFromIdToken(tokens.id_token);
      if (!email) throw new ConnectRefused(`${p.name} did not say which mailbox signed in. Please connect again.`);

      let folders: Awaited<ReturnType<typeof verifyImapLogin>>;
      try {
        folders = await verifyImapLogin(
          { ...p.imap, user: email, accessToken: tokens.access_token },
          { allowPrivate: platform.config.MAIL_ALLOW_PRIVATE_HOSTS },
        );
      } catch (error) {
        const message = error instanceof ValidationError ? (error.fieldErrors[0]?.message ?? error.message) : (error as Error).message;
        throw new ConnectRefused(`${p.name} signed you in, but the mail server did not let Nugget in: ${message}`);
      }
      const account = await services.accounts.saveOAuthImap(
        userId,
        p,
        {
          kind: 'oauth',
          user: email,
          refresh_token: tokens.refresh_token,
          access_token: tokens.access_token,
          expires_at: tokens.expires_at,
          ...(tokens.scope ? { scope: tokens.scope } : {}),
        },
        granted.length ? granted : p.scopes,
        folders,
      );
      await services.sync.requestSync(userId, account.id, { full: true });
      logger.info('mailbox connected by sign-in', { provider: p.id, accountId: account.id });
      backToAccounts(res, { connected: email });
    } catch (error) {
      if (!(error instanceof ConnectRefused)) logger.error('mail sign-in failed', { provider: p.id, error: String((error as Error)?.stack ?? error) });
      const message =
        error instanceof ConnectRefused ? error.message : error instanceof TokenError ? error.message : `Connecting ${p.name} failed. Please try again.`;
      backToAccounts(res, { error: message });
    }
  });

  return r;
}
