// Sending through a Gmail account: `users.messages.send` with the raw MIME
// (base64url), threadId set for replies so Gmail files it in the conversation.
// Same client construction and token handling as the sync (gmail.source.ts):
// refreshed tokens are saved, sealed. A send is not retried on a server error
// (it may have gone out); an expired access token is refreshed once and retried.
import { Readable } from 'node:stream';
import type { Config } from '../../config.ts';
import type { MailAccount } from '../../db/generated/client.ts';
import { authorisedGoogleClient, gmailClient, isGmailConfigured } from '../sync/gmail.source.ts';
import type { BuiltMessage } from './compose.mime.ts';
import { SendError } from './smtp.sender.ts';
import { classifyGoogleError } from '../../platform/google-errors.ts';
import { retrying, type RetryVerdict } from '../../platform/retry.ts';

/** Above this the message goes through the media upload endpoint (Gmail's simple body limit is 5 MB). */
const SIMPLE_SEND_LIMIT = 4 * 1024 * 1024;

type Tokens = Record<string, any>;

export async function sendViaGmail(
  config: Config,
  account: MailAccount,
  tokens: Tokens | null,
  saveTokens: (value: Tokens) => Promise<void>,
  message: BuiltMessage,
  threadId: string | null,
): Promise<{ providerMessageId: string; threadId: string | null }> {
  if (!isGmailConfigured(config)) throw new SendError('Gmail is not configured on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.');
  if (!tokens?.refresh_token) throw new SendError(`No Google authorisation is stored for ${account.email}. Reconnect the account.`, true);
  const { oauth, flush } = authorisedGoogleClient(config, tokens, saveTokens);
  const api = gmailClient(config, oauth);
  const raw = message.rawWithBcc;
  const send = () =>
    raw.length <= SIMPLE_SEND_LIMIT
      ? api.users.messages.send({ userId: 'me', requestBody: { raw: raw.toString('base64url'), ...(threadId ? { threadId } : {}) } })
      : api.users.messages.send(
          { userId: 'me', requestBody: threadId ? { threadId } : {}, media: { mimeType: 'message/rfc822', body: Readable.from([raw]) } },
          // The upload URL is built from the per-call root (the client-wide one does not reach it).
          config.GMAIL_API_ROOT ? { rootUrl: config.GMAIL_API_ROOT } : {},
        );
  try {
    let refreshed = false;
    // One attempt: a send that failed on the server may still have gone out. Only a
    // refused access token is refreshed and tried once more.
    return await retrying(
      async () => {
        const { data } = await send();
        if (!data.id) throw new SendError('Gmail accepted the message but returned no id.');
        return { providerMessageId: data.id, threadId: data.threadId ?? null };
      },
      { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
      (error): RetryVerdict => {
        if (error instanceof SendError) return { giveUp: error };
        const f = classifyGoogleError(error);
        if (f.grantError === 'invalid_grant') {
          return { giveUp: new SendError(`Google no longer accepts Nugget's access to ${account.email} (revoked or expired). Reconnect the account.`, true) };
        }
        if (f.status === 401 && !refreshed) {
          refreshed = true;
          oauth.setCredentials({ ...oauth.credentials, expiry_date: 1 }); // refresh, then try once more
          return { again: 'now' };
        }
        if (f.status === 401) return { giveUp: new SendError(`Google refused Nugget's access to ${account.email}. Reconnect the account.`, true) };
        if (f.status === 403 && /insufficient|scope|PERMISSION_DENIED/i.test(`${f.reason} ${f.message}`)) {
          return { giveUp: new SendError(`Nugget may not send from ${account.email} yet. Reconnect the account and allow sending email.`, true) };
        }
        if (f.status === 429 || (f.status === 403 && /rate/i.test(String(f.reason)))) {
          return { giveUp: new SendError(`Gmail is limiting how fast ${account.email} may send (${f.message}). Try again in a minute.`) };
        }
        return { giveUp: new SendError(`Gmail refused the message: ${f.status ?? 'no answer'} ${f.message}`) };
      },
    );
  } finally {
    await flush();
  }
}
