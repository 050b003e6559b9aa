// /settings from the browser: the spec's displayed defaults (70/100, the four
// toggles; retention off, 90 days offered), changes saved through updateSettings and
// still there after a reload, a retention window previewed and saved only after a
// confirmation, connected accounts (Sync,
// Remove after a confirmation) and "Delete my account", which needs the email
// typed out, deletes everything and signs out to /.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

const dir = tempDir('nugget-e2e-settings-');
const EMAIL = uniqueEmail('tomas');

let e2e: E2E;
let page: Page;
let userId: string;

const sidebar = (p: Page) => p.getByRole('navigation', { name: 'Main navigation' });
const section = (p: Page, title: string) => p.getByRole('region', { name: title, exact: true });
const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications (F8)' }).locator('li').filter({ hasText: text });
const saveBar = (p: Page) => p.getByRole('region', { name: 'Unsaved changes' });
const switchFor = (p: Page, label: string) => p.getByRole('switch', { name: label });
const settingsRow = () => e2e.server.platform.prisma.userSettings.findUniqueOrThrow({ where: { userId } });

async function dismissToasts(p: Page) {
  const region = p.getByRole('region', { name: 'Notifications (F8)' });
  for (const close of await region.getByRole('button', { name: 'Close' }).all()) await close.click().catch(() => undefined);
  await region
    .locator('li')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Tomas', lastName: 'Vein', email: EMAIL, password: 'pickaxe-42' });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;
  // One imported archive and one IMAP mailbox (seeded: no live server here).
  const mbox = writeMbox(path.join(dir, 'old-venture.mbox'), [
    rawMessage({ from: 'Ana <ana@ore.example>', to: EMAIL, subject: 'Kickoff notes', messageId: 'kickoff@ore.example', date: new Date().toUTCString() }),
  ]);
  await e2e.server.app.services.sync.importArchive(userId, [mbox]);
  await e2e.server.platform.jobs.idle();
  await e2e.server.platform.prisma.mailAccount.create({
    data: {
      userId,
      provider: 'fastmail',
      email: 'ops@fastmail.example',
      displayName: 'Ops desk',
      imapHost: '127.0.0.1',
      imapPort: await closedPort(),
      imapSecure: false,
    },
  });
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('settings', () => {
  it('shows the defaults of the spec', async () => {
    await sidebar(page).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'SYSTEM CONFIGURATION' }).waitFor();
    expect(await textOf(page.getByTestId('threshold-value'))).toBe('70/100');
    await expect(page.getByRole('slider', { name: 'Nugget score threshold' }).getAttribute('aria-valuenow')).resolves.toBe('70');
    await expect(switchFor(page, 'Auto-reply suggestions').isChecked()).resolves.toBe(true);
    await expect(switchFor(page, 'Email categorisation').isChecked()).resolves.toBe(true);
    await expect(switchFor(page, 'High-priority notifications').isChecked()).resolves.toBe(true);
    await expect(switchFor(page, 'Daily digest').isChecked()).resolves.toBe(false);
    // Retention is off until the user chooses a window; the spec's 90 days is offered.
    expect(await textOf(page.getByTestId('retention-saved'))).toBe('OFF');
    await expect(page.getByLabel('Data retention').inputValue()).resolves.toBe('off');
    await expect(page.getByLabel('Data retention').locator('option', { hasText: 'Delete after 90 days' }).count()).resolves.toBe(1);
    expect(await textOf(page.locator('#retention-rule'))).toContain('Off: Nugget keeps all your mail until you delete it.');
    await expect(page.getByLabel('Time zone').inputValue()).resolves.toBe('UTC');
    await see(section(page, 'PRIVACY & SECURITY').getByText('None yet.'));
    await expect(saveBar(page).count()).resolves.toBe(0);
    // Top bar: the dashboard and a way out.
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('href')).resolves.toBe('/dashboard');
    await see(page.getByRole('button', { name: 'Logout' }));

    // Connected accounts, each with Sync and Remove; an imported archive has nothing to sync.
    const accounts = section(page, 'CONNECTED ACCOUNTS');
    const imported = accounts.getByRole('listitem', { name: /^old-venture/ });
    await see(imported);
    await expect(imported.getByRole('button', { name: 'Sync' }).isDisabled()).resolves.toBe(true);
    await see(accounts.getByRole('listitem', { name: 'ops@fastmail.example' }));
    await expect(accounts.getByRole('link', { name: 'Manage email accounts' }).getAttribute('href')).resolves.toBe('/email-accounts');
    await screenshot(page, 'settings-defaults');

    const phone = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: PHONE,
      reducedMotion: 'reduce',
      storageState: await page.context().storageState(),
    });
    const small = await phone.newPage();
    await small.goto('/settings');
    await small.getByRole('heading', { level: 1, name: 'SYSTEM CONFIGURATION' }).waitFor();
    await switchFor(small, 'Daily digest').click();
    await see(saveBar(small));
    await screenshot(small, 'settings-phone');
    await phone.close();
  });

  it('saves a new threshold, toggles, time zone and an alias, which survive a reload', async () => {
    const slider = page.getByRole('slider', { name: 'Nugget score threshold' });
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await textOf(page.getByTestId('threshold-value'))).toBe('75/100');
    await switchFor(page, 'Daily digest').click();
    await switchFor(page, 'Auto-reply suggestions').click();
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    await page.getByLabel('Add an address').fill('Tomas@Old-Venture.io');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await see(page.getByRole('list', { name: 'Other addresses' }).getByText('tomas@old-venture.io'));
    await see(saveBar(page));
    expect(await textOf(saveBar(page))).toContain('5 settings');
    await screenshot(page, 'settings-unsaved');

    await saveBar(page).getByRole('button', { name: 'SAVE CHANGES' }).click();
    await see(toast(page, 'Settings Saved'));
    await saveBar(page).waitFor({ state: 'detached' });
    expect(await textOf(page.getByTestId('retention-saved'))).toBe('OFF');
    await expect(settingsRow()).resolves.toMatchObject({
      nuggetThreshold: 75,
      dailyDigest: true,
      autoReplySuggestions: false,
      categorization: true,
      highPriorityNotifications: true,
      dataRetentionDays: null,
      timeZone: 'Europe/Berlin',
      aliases: ['tomas@old-venture.io'],
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'SYSTEM CONFIGURATION' }).waitFor();
    expect(await textOf(page.getByTestId('threshold-value'))).toBe('75/100');
    await expect(switchFor(page, 'Daily digest').isChecked()).resolves.toBe(true);
    await expect(switchFor(page, 'Auto-reply suggestions').isChecked()).resolves.toBe(false);
    await expect(page.getByLabel('Time zone').inputValue()).resolves.toBe('Europe/Berlin');
    await see(page.getByRole('list', { name: 'Other addresses' }).getByText('tomas@old-venture.io'));

    // The hub's nuggets tile names the threshold the user chose.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'PERFORMANCE HUB' }).waitFor();
    await see(page.getByText('Scored 75 or higher', { exact: true }));
    await expect(page.getByText('Scored 70 or higher').count()).resolves.toBe(0);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'SYSTEM CONFIGURATION' }).waitFor();
  });

  it('previews what a retention window would delete, saves it only after a confirmation, and turns it off again', async () => {
    await dismissToasts(page);
    const retention = page.getByTestId('retention');
    // The imported mail was stored 100 days ago (the clock moved on since the import).
    await e2e.server.platform.prisma.email.updateMany({ where: { userId }, data: { createdAt: new Date(Date.now() - 100 * 86_400_000) } });
    const stored = await e2e.server.platform.prisma.email.count({ where: { userId } });
    expect(stored).toBe(1);

    await page.getByLabel('Data retention').selectOption('180');
    await see(retention.getByText('Saving deletes nothing now: Nugget stored all your mail within the last 180 days.'));
    await page.getByLabel('Data retention').selectOption('90');
    await see(retention.getByText(/^Saving deletes 1 email that Nugget stored more than 90 days ago \(the oldest stored /));
    await screenshot(page, 'settings-retention-preview');

    await retention.getByRole('button', { name: 'SAVE RETENTION' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 1 email?' });
    await see(dialog);
    await screenshot(page, 'settings-retention-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await settingsRow()).dataRetentionDays).toBeNull();

    await retention.getByRole('button', { name: 'SAVE RETENTION' }).click();
    await page.getByRole('dialog', { name: 'Delete 1 email?' }).getByRole('button', { name: 'DELETE 1 EMAIL AND SAVE' }).click();
    await see(toast(page, 'Retention Saved'));
    expect(await textOf(page.getByTestId('retention-saved'))).toBe('90 DAYS');
    expect((await settingsRow()).dataRetentionDays).toBe(90);
    expect(await textOf(page.locator('#retention-rule'))).toContain('Every day, mail that Nugget stored more than 90 days ago is deleted from Nugget');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'SYSTEM CONFIGURATION' }).waitFor();
    await expect(page.getByLabel('Data retention').inputValue()).resolves.toBe('90');
    await screenshot(page, 'settings-retention-saved');

    // Off again: no confirmation needed, nothing deleted.
    await dismissToasts(page);
    await page.getByLabel('Data retention').selectOption('off');
    await retention.getByRole('button', { name: 'TURN OFF' }).click();
    await see(toast(page, 'Retention Off'));
    expect(await textOf(page.getByTestId('retention-saved'))).toBe('OFF');
    expect((await settingsRow()).dataRetentionDays).toBeNull();
    expect(await e2e.server.platform.prisma.email.count({ where: { userId } })).toBe(1);
  });

  it('syncs an account, and removes one after a confirmation', async () => {
    await dismissToasts(page);
    const accounts = section(page, 'CONNECTED ACCOUNTS');
    await accounts.getByRole('listitem', { name: 'ops@fastmail.example' }).getByRole('button', { name: 'Sync' }).click();
    await see(toast(page, 'Sync Initiated'));

    await dismissToasts(page);
    const imported = accounts.getByRole('listitem', { name: /^old-venture/ });
    await imported.getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this stream?' });
    await see(confirm);
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await see(imported);
    await imported.getByRole('button', { name: 'Remove' }).click();
    await confirm.getByRole('button', { name: 'REMOVE STREAM' }).click();
    await see(toast(page, 'Stream Removed'));
    await imported.waitFor({ state: 'detached' });
    await expect(e2e.server.platform.prisma.mailAccount.count({ where: { userId } })).resolves.toBe(1);
    await expect(e2e.server.platform.prisma.email.count({ where: { userId } })).resolves.toBe(0);
  });

  it('deletes the account only when the email is typed, then signs out to /', async () => {
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await see(dialog);
    const confirm = dialog.getByRole('button', { name: 'DELETE MY ACCOUNT' });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Your account email').fill('someone-else@example.com');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Your account email').fill(EMAIL.toUpperCase());
    await expect(confirm.isDisabled()).resolves.toBe(false);
    await screenshot(page, 'settings-delete-account');
    await confirm.click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'SIGN IN' }).waitFor();
    await expect(sidebar(page).count()).resolves.toBe(0);
    await expect(e2e.server.platform.prisma.user.count({ where: { id: userId } })).resolves.toBe(0);
    await expect(e2e.server.platform.prisma.mailAccount.count({ where: { userId } })).resolves.toBe(0);
    // The session is gone too.
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'ENTER THE MINE' }).waitFor();
  });
});
