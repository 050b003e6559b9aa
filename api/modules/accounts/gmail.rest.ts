// Connecting (and reconnecting) a Gmail mailbox through Google's consent screen:
// GET /api/gmail/auth starts it, GET /api/gmail/callback finishes it. Mounted under /api.
//
// The request asks for offline access (a refresh token), forces the consent
// screen (so Google issues a refresh token again on a reconnect), keeps earlier
// grants (include_granted_scopes), also asks for calendar.events (optional: a
// user may refuse it, and then nothing is pushed to Google Calendar), and
// carries a random `state` plus a PKCE challenge kept in the signed-in session.
// The callback checks the state, trades the code for tokens, reads the mailbox
// address from Gmail itself, stores the account with its tokens sealed (and the
// scopes actually granted), queues a full sync and sends the browser to
// /email-accounts?connected=<address> (or ?error=<message>).
import { Router, type Request, type Response } from 'express';
import type { Platform, Services } from '../../context.ts';
import { GMAIL_SCOPES, gmailClient, googleOAuthClient, isGmailConfigured } from '../sync/gmail.source.ts';
import { CALENDAR_EVENTS_SCOPE } from '../calendar/google-calendar.ts';
import { ConnectRefused, signedInUserId as viewerId, backToAccounts, beginSignIn, callbackUrl as callbackFor, takeSignIn } from './oauth-state.ts';

const READ_SCOPES = ['https://www.googleapis.com/auth/gmail.readonly', 'https://www.googleapis.com/auth/gmail.modify'];

type GmailTokens = { refresh_token?: string | null; access_token?: string | null; expiry_date?: number | null; scope?: string; token_type?: string | null };

/** Creates the Gmail account or re-authorises the existing one (same user, same mailbox). */
async function saveGmailAccount(services: Services, userId: string, email: string, tokens: GmailTokens) {
  const account = await services.accounts.saveGmail(userId, email, tokens);
  if (!account) {
    throw new ConnectRefused('Google did not grant offline access to this mailbox. Please connect again and accept the consent screen.');
  }
  return account;
}

export function gmailRoutes(platform: Pick<Platform, 'config' | 'logger'>, services: Services) {
  const { config, logger } = platform;
  const r = Router();

  const notConfigured = (res: Response) => {
    res.status(503).type('text/plain').send('Gmail is not configured on this server. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET and restart.');
  };
  const callbackUrl = (req: Request) => callbackFor(req, config.PUBLIC_URL, '/api/gmail/callback');

  r.get('/gmail/auth', async (req, res, next) => {
    try {
      if (!isGmailConfigured(config)) return notConfigured(res);
      if (!viewerId(req)) return res.redirect(302, '/auth/login');
      const oauth = googleOAuthClient(config, callbackUrl(req));
      const { state, codeChallenge } = await beginSignIn(req, 'gmail');
      const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.trim().slice(0, 320) : '';
      const url = new URL(
        oauth.generateAuthUrl({
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: true,
          scope: [...GMAIL_SCOPES, CALENDAR_EVENTS_SCOPE],
          state,
          ...(hint ? { login_hint: hint } : {}),
        }),
      );
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      res.redirect(302, url.toString());
    } catch (error) {
      next(error);
    }
  });

  r.get('/gmail/callback', async (req, res) => {
    if (!isGmailConfigured(config)) return notConfigured(res);
    const userId = viewerId(req);
    if (!userId) return res.redirect(302, '/auth/login');
    const q = (name: string) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
    try {
      // A state is used once, whatever the outcome.
      const match = await takeSignIn(req, 'gmail', q('state'));
      if (!match) throw new ConnectRefused('The Google sign-in link expired or did not come from this browser. Please connect again.');
      if (q('error')) {
        throw new ConnectRefused(
          q('error') === 'access_denied' ? 'Google access was not granted, so nothing was connected.' : `Google refused the request: ${q('error')}`,
        );
      }
      if (!q('code')) throw new ConnectRefused('Google did not return an authorisation code. Please connect again.');

      const oauth = googleOAuthClient(config, callbackUrl(req));
      let tokens: GmailTokens;
      try {
        ({ tokens } = await oauth.getToken({ code: q('code'), codeVerifier: match.verifier }));
      } catch (error) {
        logger.warn('gmail connect: code exchange failed', { error: String((error as Error).message) });
        throw new ConnectRefused('Google did not accept the authorisation code. Please connect again.');
      }
      const granted = new Set((tokens.scope ?? '').split(/\s+/));
      if (!READ_SCOPES.some((s) => granted.has(s))) {
        throw new ConnectRefused("Nugget needs permission to read your Gmail. Connect again and allow every permission on Google's consent screen.");
      }
      oauth.setCredentials(tokens);
      let email: string | undefined;
      try {
        email = (await gmailClient(config, oauth).users.getProfile({ userId: 'me' })).data.emailAddress?.trim().toLowerCase();
      } catch (error) {
        const e = error as { status?: number; response?: { data?: { error?: { message?: string } } }; message?: string };
        logger.warn('gmail connect: reading the profile failed', { status: e.status, error: e.message });
        throw new ConnectRefused(`Gmail did not let Nugget read the mailbox: ${e.response?.data?.error?.message ?? e.message ?? 'unknown error'}`);
      }
      if (!email) throw new ConnectRefused('Gmail did not say which mailbox this is. Please connect again.');

      const account = await saveGmailAccount(services, userId, email, tokens);
      await services.sync.requestSync(userId, account.id, { full: true });
      logger.info('gmail account connected', { accountId: account.id });
      backToAccounts(res, { connected: email });
    } catch (error) {
      if (!(error instanceof ConnectRefused)) logger.error('gmail connect failed', { error: String((error as Error)?.stack ?? error) });
      backToAccounts(res, { error: error instanceof ConnectRefused ? error.message : 'Connecting Gmail failed. Please try again.' });
    }
  });

  return r;
}
