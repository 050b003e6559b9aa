// ADD TO CALENDAR pushed to Google Calendar: the real app (startTestServer) with
// the production googleapis client pointed at the local stand-in for Google's
// OAuth endpoints and APIs (tests/helpers/gmail-server.ts), a Gmail account
// connected through the real consent flow, and commitments mined from an mbox.
// The steps build on each other, in order.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { SCOPE, startGmailFixture, type GmailFixture } from '../helpers/gmail-server.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';
import { CALENDAR_MAX_ATTEMPTS, createGoogleCalendarPusher } from '../../api/modules/calendar/google-calendar.ts';

const MAILBOX = 'founder.gmail@example.com';
const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';

let gmail: GmailFixture;
let server: TestServer;
let alice: TestClient;
let aliceId: string;
let bob: TestClient;
let bobId: string;
const dir = tempDir();
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
const day = (d: Date) => d.toISOString().slice(0, 10);

function env(f: GmailFixture): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: f.clientId,
    GOOGLE_CLIENT_SECRET: f.clientSecret,
    GOOGLE_OAUTH_ROOT: f.url,
    GMAIL_API_ROOT: f.url,
    SYNC_INTERVAL_MINUTES: '0',
  };
}

/** The consent flow as the browser drives it (as in gmail.test.ts). */
async function connect(user: TestClient) {
  const start = await user.get('/api/gmail/auth');
  expect(start.status).toBe(302);
  const consent = new URL(start.headers.get('location')!);
  const google = await fetch(consent, { redirect: 'manual' });
  expect(google.status).toBe(302);
  const callback = new URL(google.headers.get('location')!);
  const done = await user.get(callback.pathname + callback.search);
  expect(done.status).toBe(302);
  await server.platform.jobs.idle();
  return { consent, landed: done.headers.get('location')! };
}

const gmailAccount = (userId: string) => server.platform.prisma.mailAccount.findFirstOrThrow({ where: { userId, provider: 'gmail' } });
const commitments = (userId: string) =>
  server.platform.prisma.commitment.findMany({ where: { userId }, include: { email: true }, orderBy: { createdAt: 'asc' } });
const calendarCalls = () =>
  Object.entries(gmail.calls)
    .filter(([k]) => k.startsWith('calendar.'))
    .reduce((n, [, v]) => n + v, 0);
const totalCalls = () => Object.values(gmail.calls).reduce((n, v) => n + v, 0);

const ADD = `mutation($id: ID!, $date: DateTime) {
  addCommitmentToCalendar(commitmentId: $id, date: $date) {
    __typename
    ... on MutationAddCommitmentToCalendarSuccess { event { id title startsAt allDay pushedToGoogle email { id } } }
  }
}`;
async function addToCalendar(client: TestClient, commitmentId: string, date?: Date) {
  const res = await client.gql(ADD, { id: gid('Commitment', commitmentId), date: date?.toISOString() ?? null });
  expect(res.addCommitmentToCalendar.__typename).toBe('MutationAddCommitmentToCalendarSuccess');
  return res.addCommitmentToCalendar.event as {
    id: string;
    title: string;
    startsAt: string;
    allDay: boolean;
    pushedToGoogle: boolean;
    email: { id: string } | null;
  };
}
const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

function captureLogger() {
  const lines: { level: string; message: string; details?: Record<string, unknown> }[] = [];
  const at = (level: string) => (message: string, details?: Record<string, unknown>) => void lines.push({ level, message, details });
  return { lines, logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}
const pusherWith = (logger = captureLogger().logger) =>
  createGoogleCalendarPusher({ config: server.platform.config, logger, accounts: server.app.services.accounts });

beforeAll(async () => {
  gmail = await startGmailFixture(MAILBOX);
  server = await startTestServer({ env: env(gmail) });
  alice = new TestClient(server.url);
  aliceId = (await alice.register(ALICE)).id;
  bob = new TestClient(server.url);
  bobId = (await bob.register(BOB)).id;
  const sent = inDays(-1);
  // Each user's own copy of the same requests, addressed to them.
  for (const [id, to] of [
    [aliceId, ALICE],
    [bobId, BOB],
  ] as const) {
    const mbox = writeMbox(path.join(dir, `mail-${id}.mbox`), [
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to,
        subject: 'Term sheet',
        messageId: 'gc1@acme.io',
        date: rfc2822(sent),
        body: 'Hi,\n\nCould you please send me the signed term sheet by next Friday?\n\nThanks,\nPriya',
      }),
      rawMessage({
        from: 'Jon <jon@fund.vc>',
        to,
        subject: 'Model',
        messageId: 'gc2@fund.vc',
        date: rfc2822(sent),
        body: 'Hi,\n\nPlease review the financial model by next Wednesday.\n\nJon',
      }),
      rawMessage({
        from: 'Mei <mei@bank.com>',
        to,
        subject: 'KYC',
        messageId: 'gc3@bank.com',
        date: rfc2822(sent),
        body: 'Hello,\n\nCan you send the KYC documents by next Thursday?\n\nMei',
      }),
      rawMessage({
        from: 'Sam <sam@law.io>',
        to,
        subject: 'NDA',
        messageId: 'gc4@law.io',
        date: rfc2822(sent),
        body: 'Hi,\n\nPlease sign the NDA by next Tuesday.\n\nSam',
      }),
    ]);
    await server.app.services.sync.importArchive(id, [mbox]);
  }
  await server.platform.jobs.idle();
});

afterAll(async () => {
  await server?.close();
  await gmail?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('pushing ADD TO CALENDAR to Google Calendar', () => {
  let first: Awaited<ReturnType<typeof addToCalendar>>;

  it('has mined the requests to work with', async () => {
    expect((await commitments(aliceId)).length).toBeGreaterThanOrEqual(4);
    expect((await commitments(bobId)).length).toBeGreaterThanOrEqual(1);
  });

  it('asks for calendar.events on the Gmail consent screen; alice grants it', async () => {
    const { consent, landed } = await connect(alice);
    expect(landed).toBe(`/email-accounts?connected=${encodeURIComponent(MAILBOX)}`);
    expect(consent.searchParams.get('scope')!.split(' ')).toContain(SCOPE.calendarEvents);
    expect(consent.searchParams.get('include_granted_scopes')).toBe('true');
    expect((await gmailAccount(aliceId)).grantedScopes).toEqual(expect.arrayContaining([SCOPE.readonly, SCOPE.calendarEvents]));
    // Connecting pushes nothing by itself.
    expect(calendarCalls()).toBe(0);
    expect(gmail.calendarEvents).toHaveLength(0);
  });

  it('inserts an all-day event on the primary calendar: date, summary, the email link, Nugget as source', async () => {
    const c = (await commitments(aliceId)).find((x) => x.email?.messageId === 'gc1@acme.io')!;
    expect(c.dueDate).toBeTruthy();
    first = await addToCalendar(alice, c.id);
    expect(first).toMatchObject({ title: c.title, allDay: true, pushedToGoogle: true });

    expect(gmail.calendarEvents).toHaveLength(1);
    const g = gmail.calendarEvents[0]!;
    const link = `${server.url}/mine?email=${c.emailId}`;
    expect(g.summary).toBe(c.title);
    expect(g.start).toEqual({ date: day(c.dueDate!) });
    expect(g.end).toEqual({ date: day(new Date(c.dueDate!.getTime() + 86_400_000)) });
    expect(g.description).toContain(link);
    expect(g.source).toEqual({ title: 'Nugget', url: link });
    expect(g.transparency).toBe('transparent');
    expect(g.extendedProperties).toEqual({ private: { nuggetEventId: rawId(first.id) } });

    const stored = await server.platform.prisma.calendarEvent.findUniqueOrThrow({ where: { id: rawId(first.id) } });
    expect(stored.googleEventId).toBe(g.id);
    expect(gmail.calls['calendar.events.insert']).toBe(1);
  });

  it('does not create a second Google event when asked again, nor when the same event is pushed again', async () => {
    const c = (await commitments(aliceId)).find((x) => x.email?.messageId === 'gc1@acme.io')!;
    const again = await addToCalendar(alice, c.id);
    expect(again).toMatchObject({ id: first.id, pushedToGoogle: true });
    expect(gmail.calls['calendar.events.insert']).toBe(1);

    // Pushed again (say, a retry after an insert whose answer was lost): Google's event is found by its tag and reused.
    const event = await server.platform.prisma.calendarEvent.findUniqueOrThrow({ where: { id: rawId(first.id) } });
    expect(await pusherWith()(aliceId, event, server.url)).toBe(gmail.calendarEvents[0]!.id);
    expect(gmail.calls['calendar.events.insert']).toBe(1);
    expect(gmail.calendarEvents).toHaveLength(1);
  });

  it('retries a 429 and a 500 and then succeeds, with one Google event', async () => {
    gmail.resetCalls();
    gmail.failNext(1, 500, { method: 'calendar.events.list' });
    gmail.failNext(1, 429, { method: 'calendar.events.insert' });
    const c = (await commitments(aliceId)).find((x) => x.email?.messageId === 'gc2@fund.vc')!;
    const e = await addToCalendar(alice, c.id);
    expect(e.pushedToGoogle).toBe(true);
    expect(gmail.failuresServed).toBe(2);
    expect(gmail.calls['calendar.events.insert']).toBe(2);
    expect(gmail.calendarEvents).toHaveLength(2);
    expect(gmail.calendarEvents[1]!.extendedProperties.private.nuggetEventId).toBe(rawId(e.id));
  });

  it('gives up after a few attempts when Google keeps failing: the event stays local, the failure is logged', async () => {
    gmail.resetCalls();
    gmail.failNext(CALENDAR_MAX_ATTEMPTS, 503);
    const { lines, logger } = captureLogger();
    const c = (await commitments(aliceId)).find((x) => x.email?.messageId === 'gc3@bank.com')!;
    const event = await server.app.services.calendar.addFromCommitment(aliceId, c.id, server.url);
    // The service's own pusher gave up (it logs through the silent test logger); again through a captured one:
    expect(event.googleEventId).toBeNull();
    gmail.failNext(CALENDAR_MAX_ATTEMPTS, 503);
    expect(await pusherWith(logger)(aliceId, event, server.url)).toBeNull();
    expect(gmail.failuresServed).toBe(2 * CALENDAR_MAX_ATTEMPTS);
    expect(calendarCalls()).toBe(2 * CALENDAR_MAX_ATTEMPTS);
    expect(gmail.calendarEvents).toHaveLength(2);
    expect(lines.find((l) => l.level === 'warn')).toMatchObject({
      message: expect.stringMatching(new RegExp(`not pushed.*still failing after ${CALENDAR_MAX_ATTEMPTS} attempts`)),
      details: { status: 503, eventId: event.id },
    });
  }, 30_000);

  it('refreshes an access token Google stopped honouring, and keeps the refreshed tokens', async () => {
    const before = server.app.services.accounts.credentials(await gmailAccount(aliceId))!;
    gmail.resetCalls();
    gmail.expireAccessTokens();
    const c = (await commitments(aliceId)).find((x) => x.email?.messageId === 'gc4@law.io')!;
    const e = await addToCalendar(alice, c.id);
    expect(e.pushedToGoogle).toBe(true);
    expect(gmail.calls['token.refresh_token']).toBeGreaterThanOrEqual(1);
    const after = server.app.services.accounts.credentials(await gmailAccount(aliceId))!;
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).toBe(before.refresh_token);
  });

  it("pushes nothing for a user who refused calendar access, and never uses another user's account", async () => {
    gmail.refuseScopes = [SCOPE.calendarEvents];
    try {
      const { landed } = await connect(bob);
      expect(landed).toBe(`/email-accounts?connected=${encodeURIComponent(MAILBOX)}`);
    } finally {
      gmail.refuseScopes = [];
    }
    const account = await gmailAccount(bobId);
    expect(account.grantedScopes).toContain(SCOPE.readonly);
    expect(account.grantedScopes).not.toContain(SCOPE.calendarEvents);

    gmail.resetCalls();
    const events = gmail.calendarEvents.length;
    const c = (await commitments(bobId))[0]!;
    const e = await addToCalendar(bob, c.id, c.dueDate ?? inDays(3));
    expect(e).toMatchObject({ title: c.title, allDay: true, pushedToGoogle: false });
    // Not a single HTTP call, though alice's account on this server holds the scope.
    expect(totalCalls()).toBe(0);
    expect(gmail.calendarEvents).toHaveLength(events);
    // Nor for a user without any Gmail account, when pushed directly.
    const carol = new TestClient(server.url);
    const carolId = (await carol.register('carol@example.com')).id;
    expect(
      await pusherWith()(
        carolId,
        { ...(await server.platform.prisma.calendarEvent.findUniqueOrThrow({ where: { id: rawId(e.id) } })), userId: carolId },
        server.url,
      ),
    ).toBeNull();
    expect(totalCalls()).toBe(0);
  });

  it('gives up on a revoked authorisation (invalid_grant) and logs it; the event stays local', async () => {
    // ADD TO CALENDAR anew for the first commitment (its local event removed).
    const target = (await commitments(aliceId)).find((x) => x.email?.messageId === 'gc1@acme.io')!;
    await server.platform.prisma.calendarEvent.deleteMany({ where: { commitmentId: target.id } });
    gmail.revokeGrant();
    gmail.expireAccessTokens();
    gmail.resetCalls();
    const e = await addToCalendar(alice, target.id);
    expect(e.pushedToGoogle).toBe(false);
    // The stale access token answered 401, the refresh invalid_grant: nothing inserted, nothing retried.
    expect(gmail.calls['calendar.events.list']).toBe(1);
    expect(gmail.calls['token.refresh_token']).toBe(1);
    expect(gmail.calls['calendar.events.insert']).toBeUndefined();

    const { lines, logger } = captureLogger();
    const event = await server.platform.prisma.calendarEvent.findUniqueOrThrow({ where: { id: rawId(e.id) } });
    expect(await pusherWith(logger)(aliceId, event, server.url)).toBeNull();
    expect(lines.find((l) => l.level === 'warn')?.message).toMatch(/not pushed.*no longer accepts/);
  });
});
