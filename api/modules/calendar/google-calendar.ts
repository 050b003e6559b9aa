// ADD TO CALENDAR, pushed to the user's Google Calendar with the production
// `googleapis` client (pointed at GMAIL_API_ROOT / GOOGLE_OAUTH_ROOT when set,
// as the tests do), when the user's Google account granted `calendar.events` on
// the Gmail consent screen. A user who refused it, or has no Gmail account, gets
// no HTTP call at all: the event stays in Nugget (and in the iCalendar feed).
//
// The account: the user's own Gmail account whose grantedScopes hold a calendar
// write scope, preferring a healthy one, oldest first; never another user's.
// Tokens: the account's sealed credentials, refreshed by the OAuth client as the
// Gmail source does, with refreshed tokens saved sealed again.
//
// The event: all-day on the primary calendar (summary = title, a description
// carrying the link to the email, source = Nugget + that link), transparent like
// the feed's, and tagged with a private extended property `nuggetEventId`. Before
// every insert the calendar is searched for that tag, so a retry after an insert
// whose answer was lost, or a second push of the same event, reuses the Google
// event instead of creating another.
//
// Failures: 429, 5xx, rate-limit 403s and dropped connections are retried a few
// times with exponential backoff and jitter (honouring a short Retry-After); an
// access token Google no longer honours is refreshed once. Anything else, and an
// invalid_grant (revoked or expired authorisation: the next sync marks the
// account for reconnecting), gives up: logged here, null to the caller.
import { calendar as calendarApi, type calendar_v3 } from 'googleapis/build/src/apis/calendar/index.js';
import type { Config } from '../../config.ts';
import type { CalendarEvent, MailAccount } from '../../db/generated/client.ts';
import type { Logger } from '../../platform/logger.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { authorisedGoogleClient, googleOAuthClient, isGmailConfigured } from '../sync/gmail.source.ts';
import type { CalendarPusher } from './calendar.service.ts';
import { classifyGoogleError } from '../../platform/google-errors.ts';
import { retrying, type RetryVerdict } from '../../platform/retry.ts';

/** Asked for on the Gmail consent screen; the user may refuse it. */
export const CALENDAR_EVENTS_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
/** Either one lets Nugget write events (`calendar` is the broader scope). */
const CALENDAR_WRITE_SCOPES = [CALENDAR_EVENTS_SCOPE, 'https://www.googleapis.com/auth/calendar'];
/** The private extended property tying a Google event to Nugget's CalendarEvent id. */
export const NUGGET_EVENT_PROPERTY = 'nuggetEventId';

export const CALENDAR_MAX_ATTEMPTS = 4;
const BACKOFF_BASE_MS = 400;
const BACKOFF_CAP_MS = 4_000;
/** A longer Retry-After is not waited for: the user is waiting on ADD TO CALENDAR. */
const MAX_RETRY_AFTER_MS = 10_000;
const REQUEST_TIMEOUT_MS = 20_000;

type OAuth2Client = ReturnType<typeof googleOAuthClient>;
type Credentials = Parameters<OAuth2Client['setCredentials']>[0];

export type GoogleCalendarDeps = {
  config: Config;
  logger: Pick<Logger, 'debug' | 'info' | 'warn'>;
  accounts: Pick<AccountsService, 'credentials' | 'saveCredentials' | 'usableGmailWithScopes'>;
};

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The link to the email in Nugget (the same one the description and the feed carry). */
export const emailLink = (appUrl: string, emailId: string) => `${appUrl}/mine?email=${emailId}`;

/** The user's Gmail account that may write to their calendar, or null. Healthy accounts first, then the oldest. */
async function calendarAccountFor(accounts: GoogleCalendarDeps['accounts'], userId: string): Promise<MailAccount | null> {
  const candidates = await accounts.usableGmailWithScopes(userId, CALENDAR_WRITE_SCOPES);
  return candidates.find((a) => a.status === 'active' || a.status === 'syncing') ?? candidates[0] ?? null;
}

/** The Google Calendar event for a Nugget event. */
export function googleEventFor(event: CalendarEvent, appUrl: string): calendar_v3.Schema$Event {
  const link = event.emailId ? emailLink(appUrl, event.emailId) : null;
  const description = link && !event.description.includes(link) ? [event.description, `Email: ${link}`].filter(Boolean).join('\n\n') : event.description;
  let start: calendar_v3.Schema$EventDateTime;
  let end: calendar_v3.Schema$EventDateTime;
  if (event.allDay) {
    // The end date is exclusive: a one-day event ends the next day.
    const next = new Date(event.startsAt.getTime() + 86_400_000);
    const until = event.endsAt && dayOf(event.endsAt) > dayOf(event.startsAt) ? event.endsAt : next;
    start = { date: dayOf(event.startsAt) };
    end = { date: dayOf(until) };
  } else {
    const until = event.endsAt && event.endsAt > event.startsAt ? event.endsAt : new Date(event.startsAt.getTime() + 3_600_000);
    start = { dateTime: event.startsAt.toISOString() };
    end = { dateTime: until.toISOString() };
  }
  return {
    summary: event.title,
    description,
    start,
    end,
    transparency: 'transparent',
    source: { title: 'Nugget', url: link ?? appUrl },
    extendedProperties: { private: { [NUGGET_EVENT_PROPERTY]: event.id } },
  };
}

// ───────────────────────────── failures ─────────────────────────────

/** Why the push stopped (logged; the caller only sees null). */
class GiveUp extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
  }
}

// ───────────────────────────── the pusher ─────────────────────────────

async function insertOnce(api: calendar_v3.Calendar, body: calendar_v3.Schema$Event, nuggetEventId: string) {
  const found = await api.events.list({
    calendarId: 'primary',
    privateExtendedProperty: [`${NUGGET_EVENT_PROPERTY}=${nuggetEventId}`],
    showDeleted: false,
    maxResults: 5,
  });
  const existing = found.data.items?.find((e) => e.id && e.status !== 'cancelled');
  if (existing) return { id: existing.id!, reused: true };
  const made = await api.events.insert({ calendarId: 'primary', requestBody: body });
  if (!made.data.id) throw new GiveUp('Google Calendar created an event without an id', {});
  return { id: made.data.id, reused: false };
}

export function createGoogleCalendarPusher(d: GoogleCalendarDeps): CalendarPusher {
  const { config, logger, accounts } = d;
  return async (userId, event, appUrl) => {
    if (!isGmailConfigured(config)) return null;
    const account = await calendarAccountFor(accounts, userId);
    if (!account || account.userId !== userId) return null;
    const stored = accounts.credentials(account) as Credentials | null;
    if (!stored?.refresh_token) {
      logger.warn('google calendar: no stored Google authorisation; event not pushed', { accountId: account.id, eventId: event.id });
      return null;
    }

    const { oauth, flush } = authorisedGoogleClient(
      config,
      stored,
      (tokens) => accounts.saveCredentials(account.id, tokens),
      (e) => logger.warn('google calendar: could not save refreshed tokens', { accountId: account.id, error: String(e) }),
    );
    const api = calendarApi({
      version: 'v3',
      auth: oauth,
      retry: false,
      timeout: REQUEST_TIMEOUT_MS,
      ...(config.GMAIL_API_ROOT ? { rootUrl: config.GMAIL_API_ROOT } : {}),
    });
    const body = googleEventFor(event, appUrl);

    try {
      let refreshed = false;
      let tokenUsed: string | null | undefined;
      let attempts = 0;
      const { id, reused } = await retrying(
        (attempt) => {
          attempts = attempt.number;
          tokenUsed = oauth.credentials.access_token;
          return insertOnce(api, body, event.id);
        },
        { attempts: CALENDAR_MAX_ATTEMPTS, baseDelayMs: BACKOFF_BASE_MS, maxDelayMs: BACKOFF_CAP_MS },
        (error, attempt): RetryVerdict => {
          if (error instanceof GiveUp) return { giveUp: error };
          const f = classifyGoogleError(error);
          const details = { status: f.status, reason: f.reason, error: f.message, attempts: attempt.number };
          if (f.grantError === 'invalid_grant')
            return { giveUp: new GiveUp("Google no longer accepts this account's authorisation (revoked or expired); reconnect the account", details) };
          if (f.grantError)
            return { giveUp: new GiveUp(`Google rejected the OAuth client (${f.grantError}): check GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET`, details) };
          if (f.status === 401 && !refreshed) {
            // An access token Google no longer honours: refresh once (unless the client just did) and try again.
            refreshed = true;
            if (oauth.credentials.access_token === tokenUsed) oauth.setCredentials({ ...oauth.credentials, expiry_date: 1 });
            return { again: 'now' };
          }
          if (f.status === 401) return { giveUp: new GiveUp("Google refused the account's access even after a token refresh", details) };
          if (f.status === 403 && !f.retryable)
            return { giveUp: new GiveUp('Google Calendar refused the request (calendar access was probably withdrawn)', details) };
          if (!f.retryable) return { giveUp: new GiveUp('Google Calendar refused the event', details) };
          if (attempt.last) return { giveUp: new GiveUp(`Google Calendar still failing after ${attempt.number} attempts`, details) };
          if (f.retryAfterMs !== null && f.retryAfterMs > MAX_RETRY_AFTER_MS)
            return { giveUp: new GiveUp(`Google Calendar asked to wait ${Math.round(f.retryAfterMs / 1000)}s`, details) };
          return { again: 'later', afterMs: f.retryAfterMs };
        },
        (error, attempt, delayMs) => {
          const f = classifyGoogleError(error);
          logger.debug('google calendar: call will be retried', {
            status: f.status,
            reason: f.reason,
            error: f.message,
            attempts: attempt.number,
            delayMs: Math.round(delayMs),
          });
        },
      );
      logger.info('google calendar: event pushed', { accountId: account.id, eventId: event.id, googleEventId: id, reused, attempts });
      return id;
    } catch (error) {
      const details = error instanceof GiveUp ? error.details : { error: String((error as Error)?.message ?? error) };
      logger.warn(`google calendar: event not pushed: ${error instanceof GiveUp ? error.message : 'unexpected failure'}`, {
        accountId: account.id,
        eventId: event.id,
        ...details,
      });
      return null;
    } finally {
      await flush();
    }
  };
}
