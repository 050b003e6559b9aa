// Settings that act, in the browser, on mail that arrives through a real IMAP server (Dovecot) while the
// page is open: a fresh nugget shows as an in-app notification in every open tab and, once the user
// allowed it, as a browser notification that opens the email; Waiting on lists a late promise and
// "Nudge" opens a draft in the composer (never sent); the promiser's reply that delivers takes it off the
// list and says so; Settings shows the digest preview; high-priority notifications off show nothing.
//
// The browser's Notification API is replaced by a recorder (headless Chromium has no notification centre
// to look at): the test sees what the page asked the browser to show, and clicks it as a user would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, uniqueEmail, type E2E } from './browser.ts';
import { startDovecot, type Dovecot } from '../helpers/dovecot.ts';
import { rawMessage } from '../helpers/mail.ts';

const EMAIL = uniqueEmail('ada');
const DAY = 86_400_000;
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');
const ago = (days: number) => new Date(Date.now() - days * DAY);

let e2e: E2E;
let dovecot: Dovecot;
let context: BrowserContext;
let page: Page;
let userId: string;
let accountId: string;

/** Stands in for the browser's Notification API: records what the page shows; "Allow" grants. */
const NOTIFICATION_RECORDER = () => {
  const shown: { title: string; body: string; tag: string; onclick: ((e: Event) => void) | null }[] = [];
  class RecordingNotification {
    // The browser remembers the answer for the site, across pages and tabs.
    static get permission(): NotificationPermission {
      return (localStorage.getItem('test:notification-permission') as NotificationPermission) ?? 'default';
    }
    static async requestPermission() {
      localStorage.setItem('test:notification-permission', 'granted');
      return 'granted' as NotificationPermission;
    }
    onclick: ((e: Event) => void) | null = null;
    constructor(title: string, options: NotificationOptions = {}) {
      shown.push(Object.assign(this, { title, body: options.body ?? '', tag: options.tag ?? '' }) as any);
    }
    close() {}
  }
  (window as any).Notification = RecordingNotification;
  (window as any).__shown = shown;
};

const shown = (p: Page) =>
  p.evaluate(() => ((window as any).__shown as { title: string; body: string; tag: string }[]).map(({ title, body, tag }) => ({ title, body, tag })));
const inApp = (p: Page) => p.getByTestId('in-app-notification');

async function sync() {
  await e2e.server.app.services.sync.runSync(accountId);
  await e2e.server.platform.jobs.idle();
}

beforeAll(async () => {
  dovecot = await startDovecot();
  e2e = await startE2E({ env: { SYNC_INTERVAL_MINUTES: '0' } });
  page = await e2e.newPage();
  context = page.context();
  await context.addInitScript(NOTIFICATION_RECORDER);
  await registerThroughUi(page, { firstName: 'Ada', email: EMAIL, password: 'pickaxe-42' });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;
  // The mailbox is connected as the app connects it (GraphQL, from the signed-in page).
  const connected = await page.evaluate(
    async (input) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation($input: ConnectImapAccountInput!) { connectImapAccount(input: $input) { __typename ... on MutationConnectImapAccountSuccess { account { id } } ... on ValidationError { message } } }`,
          variables: { input },
        }),
      });
      return res.json();
    },
    { email: dovecot.user, provider: 'custom', host: dovecot.host, port: dovecot.port, secure: false, password: dovecot.password, displayName: 'Founder' },
  );
  expect(connected.data.connectImapAccount.__typename).toBe('MutationConnectImapAccountSuccess');
  accountId = (await e2e.server.platform.prisma.mailAccount.findFirstOrThrow({ where: { userId } })).id;
  await e2e.server.platform.jobs.idle();
  // A promise made to the user four days ago, and their reply in the thread.
  await dovecot.deliver(
    rawMessage({
      from: 'Sam Lee <sam@fund.vc>',
      to: `Ada <${dovecot.user}>`,
      subject: 'Series A deck',
      messageId: 'sam-1@fund.vc',
      date: rfc2822(ago(4)),
      body: "Hi Ada,\n\nGreat call today. I'll send you the revised deck by tomorrow.\n\nSam",
    }),
  );
  await dovecot.deliver(
    rawMessage({
      from: `Ada <${dovecot.user}>`,
      to: 'Sam Lee <sam@fund.vc>',
      subject: 'Re: Series A deck',
      messageId: 'ada-1@example.test',
      inReplyTo: 'sam-1@fund.vc',
      references: '<sam-1@fund.vc>',
      date: rfc2822(ago(3.9)),
      body: "Hey Sam,\n\nAmazing, looking forward to it. We're keen to move fast.\n\nCheers,\nAda",
    }),
    'Sent',
    ['\\Seen'],
  );
  await sync();
}, 180_000);
afterAll(async () => {
  await e2e?.close();
  await dovecot?.dispose();
});

describe('notifications, waiting on and the digest in the browser', () => {
  it('Settings: browser notifications are allowed with a click, and the digest preview shows', async () => {
    await page.goto('/settings');
    await see(page.getByText('Browser notifications'));
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await see(page.getByText(/Allowed: high-priority notifications also show outside this tab/));
    await page.getByRole('button', { name: 'Show preview' }).click();
    const frame = page.frameLocator('iframe[title="Daily digest preview"]');
    await see(frame.getByText('NUGGET · DAILY DIGEST'));
    await see(frame.getByText('Sam to send you the revised deck by tomorrow'));
    await see(page.getByTestId('digest-subject').getByText(/1 late from others/));
    await page.getByTestId('digest-subject').scrollIntoViewIfNeeded();
    await screenshot(page, 'followup-settings-digest-preview');
  });

  it('a nugget arriving over IMAP shows in every open tab and as a browser notification that opens the email', async () => {
    await page.goto('/todos');
    const second = await context.newPage();
    await second.goto('/calendar');
    await second.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.waitForTimeout(800); // both tabs' subscriptions are open
    await dovecot.deliver(
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${dovecot.user}>`,
        subject: 'Signed contract and next steps',
        messageId: 'priya-1@acme.io',
        date: rfc2822(ago(0.01)),
        body: 'Hi Ada,\n\nCould you review the attached contract and confirm the start date by Friday? We are ready to wire the $50,000 deposit once signed.\n\nThanks,\nPriya',
      }),
    );
    await sync();
    const email = await e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId, messageId: 'priya-1@acme.io' } });
    for (const tab of [page, second]) await see(inApp(tab).filter({ hasText: 'Signed contract and next steps' }));
    await screenshot(page, 'followup-in-app-notification');
    // The nugget's own notification, once ("confirm … by Friday" sent on a Friday after the morning hour is also due
    // today, and the due reminder says so in a notification of its own).
    const nuggetsOf = async (p: Page) => (await shown(p)).filter((n) => n.title.startsWith('Nugget '));
    const told = await nuggetsOf(page);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe(`Nugget ${email.nuggetScore}: Signed contract and next steps`);
    expect(told[0]!.tag).toMatch(/^nugget-/);
    expect((await nuggetsOf(second))[0]?.tag).toBe(told[0]!.tag); // the same tag: the browser shows it once
    await second.close();
    // Clicking the browser notification opens the email.
    await page.evaluate(() =>
      ((window as any).__shown as { title: string; onclick: (e: Event) => void }[]).find((n) => n.title.startsWith('Nugget '))!.onclick(new Event('click')),
    );
    await page.waitForURL((url) => url.pathname === '/mine' && url.searchParams.get('email') === email.id);
    await see(page.getByText('Signed contract and next steps').first());
    await page
      .getByText(/loading email/i)
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await screenshot(page, 'followup-notification-opens-email');
  });

  it('Waiting on lists the late promise; Nudge opens a draft in the composer, in the user’s tone, unsent', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Waiting On' }).click();
    await page.waitForURL('**/waiting-on');
    const item = page.getByTestId('waiting-item').filter({ hasText: 'Sam to send you the revised deck by tomorrow' });
    await see(item);
    await expect.poll(() => item.textContent()).toMatch(/\d+ days? late/);
    await screenshot(page, 'followup-waiting-on');
    await item.getByRole('button', { name: 'Nudge' }).click();
    const dialog = page.getByTestId('compose-dialog');
    await see(dialog);
    await expect.poll(() => dialog.getByLabel('Message', { exact: true }).inputValue()).toMatch(/^Hey Sam,\n\nQuick nudge on the revised deck/);
    await expect.poll(() => dialog.getByLabel('Subject', { exact: true }).inputValue()).toBe('Re: Series A deck');
    expect(await dialog.getByLabel('To', { exact: true }).inputValue()).toContain('sam@fund.vc');
    await screenshot(page, 'followup-nudge-composer');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await e2e.server.platform.prisma.draft.count({ where: { userId, status: 'draft' } })).toBe(1);
    expect(await e2e.server.platform.prisma.draft.count({ where: { userId, status: { not: 'draft' } } })).toBe(0);
  });

  it('the reply that delivers takes it off the list and is told', async () => {
    const b = 'deckboundary';
    await dovecot.deliver(
      Buffer.from(
        [
          'From: Sam Lee <sam@fund.vc>',
          `To: Ada <${dovecot.user}>`,
          'Subject: Re: Series A deck',
          `Date: ${rfc2822(ago(0.005))}`,
          'Message-ID: <sam-2@fund.vc>',
          'In-Reply-To: <ada-1@example.test>',
          'References: <sam-1@fund.vc> <ada-1@example.test>',
          'MIME-Version: 1.0',
          `Content-Type: multipart/mixed; boundary="${b}"`,
          '',
          `--${b}`,
          'Content-Type: text/plain; charset=utf-8',
          '',
          'Hi Ada,\n\nHere is the revised deck, attached.\n\nSam',
          `--${b}`,
          'Content-Type: application/pdf; name="deck-v2.pdf"',
          'Content-Disposition: attachment; filename="deck-v2.pdf"',
          'Content-Transfer-Encoding: base64',
          '',
          Buffer.from('%PDF-1.4 deck').toString('base64'),
          `--${b}--`,
          '',
        ].join('\r\n'),
      ),
    );
    await sync();
    await see(inApp(page).filter({ hasText: 'Delivered: Sam to send you the revised deck by tomorrow' }));
    // The list follows while it is shown, and after a reload.
    await see(page.getByText('Nobody owes you anything'));
    await screenshot(page, 'followup-delivered-notification');
    await page.reload();
    await see(page.getByText('Nobody owes you anything'));
    await screenshot(page, 'followup-waiting-on-delivered');
  });

  it('high-priority notifications off: a new nugget shows nothing, in the app or the browser', async () => {
    await page.goto('/settings');
    await page.getByRole('switch', { name: 'High-priority notifications' }).click();
    await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await see(page.getByText(/High-priority notifications are off/));
    await page.goto('/todos');
    await page.waitForTimeout(800);
    const before = (await shown(page)).length;
    await dovecot.deliver(
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${dovecot.user}>`,
        subject: 'Board seat terms',
        messageId: 'priya-2@acme.io',
        date: rfc2822(ago(0.001)),
        body: 'Hi Ada,\n\nCould you confirm the board seat terms by Monday? We are ready to wire the $50,000 deposit.\n\nThanks,\nPriya',
      }),
    );
    await sync();
    expect((await e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId, messageId: 'priya-2@acme.io' } })).nuggetScore).toBeGreaterThanOrEqual(
      70,
    );
    await page.waitForTimeout(1500);
    expect(await inApp(page).count()).toBe(0);
    expect((await shown(page)).length).toBe(before);
    await screenshot(page, 'followup-notifications-off');
  });
});
