// Connecting an Outlook mailbox through Microsoft's sign-in, in a real browser:
// the connect dialog offers the sign-in (or an app password), Chromium walks the
// redirects through a real OAuth server (oidc-provider, shaped like Microsoft's)
// and back, and the mailbox syncs from a real Dovecot over XOAUTH2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { startOidcProvider, type TestOidcProvider } from '../helpers/oidc-provider.ts';
import { startDovecot, type Dovecot } from '../helpers/dovecot.ts';
import { rawMessage } from '../helpers/mail.ts';

const MAILBOX = 'ines@contoso.test';

let op: TestOidcProvider;
let dovecot: Dovecot;
let e2e: E2E;
let page: Page;

const card = (p: Page, name: string) => p.getByRole('article', { name, exact: true });

beforeAll(async () => {
  op = await startOidcProvider({ account: { sub: MAILBOX, email: MAILBOX, email_verified: true }, mailProvider: {} });
  dovecot = await startDovecot({ user: MAILBOX, oauth: { introspectionUrl: op.introspectionUrl } });
  await dovecot.deliver(
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: MAILBOX,
      subject: 'Term sheet',
      messageId: 'ts@acme.io',
      body: 'Could you send me the signed term sheet by Friday?',
    }),
  );
  await dovecot.deliver(
    rawMessage({ from: MAILBOX, to: 'priya@acme.io', subject: 'Re: Term sheet', messageId: 'ts-re@contoso.test', body: "I'll send it by Friday." }),
    'Sent',
  );
  e2e = await startE2E({
    env: {
      SYNC_INTERVAL_MINUTES: '0',
      OUTLOOK_CLIENT_ID: op.clientId,
      OUTLOOK_CLIENT_SECRET: op.clientSecret,
      OUTLOOK_AUTH_URL: `${op.issuer}/auth`,
      OUTLOOK_TOKEN_URL: `${op.issuer}/token`,
      OUTLOOK_IMAP_URL: `imap://127.0.0.1:${dovecot.port}`,
      OUTLOOK_SMTP_URL: 'smtp://127.0.0.1:2525',
    },
  });
  op.register([`${e2e.server.url}/api/mail-oauth/outlook/callback`]);
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Ines', lastName: 'Ore', email: uniqueEmail('ines'), password: 'pickaxe-42' });
}, 60_000);

afterAll(async () => {
  await e2e?.close();
  await dovecot?.dispose();
  await op?.close();
});

describe('Outlook through Microsoft sign-in', () => {
  it('offers the sign-in, or an app password on request', async () => {
    await page.goto('/email-accounts');
    await page.getByRole('button', { name: 'CONNECT NEW STREAM' }).click();
    const dialog = page.getByRole('dialog', { name: /CONNECT NEW STREAM/ });
    await dialog.getByLabel('Provider').click();
    await page.getByRole('option', { name: /Outlook/ }).click();
    await see(dialog.getByText("You continue on Microsoft's sign-in page; Nugget never sees your password."));
    await expect(dialog.getByLabel('Password or app password').count()).resolves.toBe(0);
    await see(dialog.getByRole('button', { name: 'CONTINUE WITH MICROSOFT' }));
    await screenshot(page, 'mail-signin-dialog');

    await dialog.getByRole('button', { name: 'Use an app password' }).click();
    await see(dialog.getByLabel('Password or app password'));
    await expect(dialog.getByLabel('IMAP server').inputValue()).resolves.toBe('outlook.office365.com');
    await see(dialog.getByRole('button', { name: 'CONNECT STREAM' }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('signs in at Microsoft, comes back connected, and the mailbox syncs over XOAUTH2', async () => {
    await page.getByRole('button', { name: 'CONNECT NEW STREAM' }).click();
    const dialog = page.getByRole('dialog', { name: /CONNECT NEW STREAM/ });
    await dialog.getByLabel('Provider').click();
    await page.getByRole('option', { name: /Outlook/ }).click();
    await dialog.getByLabel('Email address').fill(MAILBOX);
    await dialog.getByRole('button', { name: 'CONTINUE WITH MICROSOFT' }).click();

    // Through the provider and back to the Email Accounts screen, with the toast of a connection.
    await page.waitForURL((url) => url.pathname === '/email-accounts', { timeout: 20_000 });
    await see(page.getByRole('status').filter({ hasText: 'Stream Connected' }));
    expect(op.interactions).toBeGreaterThan(0);
    const outlook = card(page, 'ines');
    await see(outlook);
    await e2e.server.platform.jobs.idle();
    await page.reload();
    await expect.poll(() => textOf(card(page, 'ines')), { timeout: 15_000 }).toMatch(/ACTIVE/);
    expect(await textOf(card(page, 'ines'))).toContain(MAILBOX);
    // Reconnecting goes back through Microsoft, not a password form.
    await expect(card(page, 'ines').getByRole('link', { name: 'Reconnect' }).getAttribute('href')).resolves.toBe(
      `/api/mail-oauth/outlook/auth?login_hint=${encodeURIComponent(MAILBOX)}`,
    );
    await screenshot(page, 'mail-signin-connected');

    const stored = await e2e.server.platform.prisma.email.findMany({
      where: { user: { email: { startsWith: 'ines.' } } },
      select: { subject: true, isSent: true },
    });
    expect(stored.map((e) => `${e.subject}|${e.isSent}`).sort()).toEqual(['Re: Term sheet|true', 'Term sheet|false']);
  });
});
