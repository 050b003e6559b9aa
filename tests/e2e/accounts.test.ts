// Mail in, from the browser: the connect prompt, archive upload with byte and
// import progress, counts on the cards and stat cards, duplicates on re-upload,
// the live sync strip, the IMAP dialog's failures, venture rename, removal and
// Sync All. One miner walks through it in order (the steps build on each other).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';

const EASY_HAM = path.resolve('../shared/eval/spamassassin-ham-spam/easy_ham');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nugget-e2e-mail-'));

/** An mbox (mboxrd escaping) from raw messages; the eval files are read at test time, never copied into the repo. */
function writeMbox(file: string, messages: Buffer[]): string {
  const parts = messages.map((m) => {
    const body = m
      .toString('latin1')
      .replace(/\r\n/g, '\n')
      .replace(/^(>*From )/gm, '>$1');
    return `From nugget@test Thu Jan  1 00:00:00 2026\n${body}${body.endsWith('\n') ? '' : '\n'}\n`;
  });
  fs.writeFileSync(file, Buffer.from(parts.join(''), 'latin1'));
  return file;
}

/** Files `from`..`from+n` of easy_ham without their envelope line. */
function easyHam(from: number, n: number): Buffer[] {
  return fs
    .readdirSync(EASY_HAM)
    .sort()
    .slice(from, from + n)
    .map((f) => {
      const raw = fs.readFileSync(path.join(EASY_HAM, f));
      return raw.subarray(0, 5).toString() === 'From ' ? raw.subarray(raw.indexOf(10) + 1) : raw;
    });
}

/** Small synthetic messages (for a bigger import that takes long enough to watch). */
function synthetic(n: number, tag: string): Buffer[] {
  return Array.from({ length: n }, (_, i) =>
    Buffer.from(
      [
        `From: Ledger Bot <ledger@acme.example>`,
        `To: miner@example.com`,
        `Subject: Ledger entry ${tag} #${i + 1}`,
        `Date: Tue, 03 Mar 2026 10:${String(i % 60).padStart(2, '0')}:00 +0000`,
        `Message-ID: <${tag}-${i}@acme.example>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        `Entry ${i + 1} of the ${tag} ledger. ${'Lorem ipsum dolor sit amet. '.repeat(8)}`,
        '',
      ].join('\r\n'),
    ),
  );
}

/** Messages in the archive imported while the hub watches. */
const LIVE_COUNT = 200;

const SAMPLE = writeMbox(path.join(tmp, 'founder-archive.mbox'), easyHam(0, 5));
const SECOND = writeMbox(path.join(tmp, 'side-venture.mbox'), easyHam(5, 3));

/** A TCP port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let e2e: E2E;
let page: Page;
const sidebar = (p: Page) => p.getByRole('navigation', { name: 'Main navigation' });
const stat = (p: Page, label: string) => p.getByRole('group', { name: label });
const statValue = (p: Page, label: string) => textOf(stat(p, label).getByTestId('stat-value'));
const card = (p: Page, name: string) => p.getByRole('article', { name, exact: true });
const importCard = (p: Page) => p.getByRole('region', { name: 'Archive import' });
const toastWith = (p: Page, role: 'status' | 'alert', text: string) => p.getByRole(role).filter({ hasText: text });

/** The figure under a label inside an import result ("Imported" → "5"). */
async function resultFigure(scope: Locator, label: string): Promise<string> {
  const figure = scope.locator('div', { has: scope.page().getByText(label, { exact: true }) }).last();
  return (await textOf(figure)).replace(label, '').trim();
}

/** Records every data-step the import card goes through (steps may pass faster than a poll could see). */
async function recordImportSteps(p: Page) {
  await p.evaluate(() => {
    const w = window as unknown as { __steps: string[]; __uploadPercents: number[] };
    w.__steps = [];
    w.__uploadPercents = [];
    const note = () => {
      const el = document.querySelector('section[aria-label="Archive import"]');
      const step = el?.getAttribute('data-step');
      // Any change on the page before the upload starts (a toast, a late render) finds the card still idle: not a step.
      if (step && w.__steps.at(-1) !== step && (w.__steps.length || step !== 'idle')) w.__steps.push(step);
      const bar = el?.querySelector('[data-testid="upload-progress"] [role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && w.__uploadPercents.at(-1) !== value) w.__uploadPercents.push(value);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}
const recorded = (p: Page) =>
  p.evaluate(() => {
    const w = window as unknown as { __steps: string[]; __uploadPercents: number[] };
    return { steps: w.__steps, uploadPercents: w.__uploadPercents };
  });

/** Closes any toast (so a screenshot shows the screen, not an earlier notice). */
async function dismissToasts(p: Page) {
  const region = p.getByRole('region', { name: 'Notifications (F8)' });
  for (const close of await region.getByRole('button', { name: 'Close' }).all()) await close.click().catch(() => undefined);
  await region
    .getByRole('listitem')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

/** To the Performance Hub without a reload: the sidebar's Performance Hub (/). */
async function goToHub(p: Page) {
  await sidebar(p).getByRole('link', { name: 'Performance Hub' }).click();
  await p.getByRole('heading', { level: 1, name: 'PERFORMANCE HUB' }).waitFor();
}

async function uploadArchive(p: Page, file: string) {
  await p.locator('input[type="file"][aria-label="Archive files"]').setInputFiles(file);
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Ines', lastName: 'Ore', email: uniqueEmail('ines'), password: 'pickaxe-42' });
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('mail in', () => {
  it('shows the connect prompt to a miner with no accounts', async () => {
    await goToHub(page);
    await expect(page.getByRole('link', { name: 'CONNECT PRIMARY EMAIL' }).getAttribute('href')).resolves.toBe('/api/gmail/auth');
    await see(page.getByRole('button', { name: 'or connect any mailbox' }));
    await see(importCard(page).getByRole('button', { name: 'CHOOSE FILES' }));
    await expect(stat(page, 'TOTAL EMAILS').count()).resolves.toBe(0);
    await dismissToasts(page);
    await screenshot(page, 'accounts-dashboard-connect-prompt');

    // "or connect any mailbox" opens the same connect dialog.
    await page.getByRole('button', { name: 'or connect any mailbox' }).click();
    const dialog = page.getByRole('dialog', { name: /CONNECT NEW STREAM/ });
    await see(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await sidebar(page).getByRole('link', { name: 'Email Accounts' }).click();
    await page.getByRole('heading', { level: 1, name: 'EMAIL SLUICE MANAGEMENT' }).waitFor();
    await see(page.getByText('No Streams Connected'));
    await sidebar(page).getByRole('link', { name: 'Commitment Tracker' }).click();
    await page.getByRole('heading', { level: 1, name: 'EMAIL SLUICE' }).waitFor();
    await see(page.getByText('No Streams Connected'));
  });

  it('uploads an .mbox with a byte progress bar, follows the import live, and shows the counts everywhere', async () => {
    await sidebar(page).getByRole('link', { name: 'Email Accounts' }).click();
    await page.getByRole('heading', { level: 1, name: 'EMAIL SLUICE MANAGEMENT' }).waitFor();
    await recordImportSteps(page);

    // A slow uplink, so the upload's progress is visible on the way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 12 * 1024 });
    await uploadArchive(page, SAMPLE);
    const uploading = importCard(page).getByTestId('upload-progress');
    await see(uploading);
    expect(await textOf(uploading)).toContain('Uploading founder-archive.mbox');
    await screenshot(page, 'accounts-upload-progress');
    await importCard(page).getByTestId('import-result').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const result = importCard(page).getByTestId('import-result');
    expect(await resultFigure(result, 'Imported')).toBe('5');
    expect(await resultFigure(result, 'Duplicates skipped')).toBe('0');
    expect(await resultFigure(result, 'Unparseable')).toBe('0');
    const { steps, uploadPercents } = await recorded(page);
    expect(steps).toEqual(['uploading', 'importing', 'done']);
    // The bar moved through the upload, not only from 0 to 100.
    expect(uploadPercents.some((v) => v > 0 && v < 100)).toBe(true);

    // The new card is in the grid without a reload, with its count.
    const imported = card(page, 'Imported · founder-archive.mbox');
    await see(imported);
    await expect.poll(() => textOf(imported.getByTestId('account-emails'))).toBe('5');
    expect(await textOf(imported)).toContain('IMPORTED');
    expect(await textOf(imported)).toContain('ACTIVE');
    expect(await textOf(imported)).toContain('Just now');
    expect(await textOf(imported)).toContain('Last import: 5 new · 0 duplicates skipped');
    await screenshot(page, 'accounts-email-accounts-imported');

    // The hub, reached without a reload, has the figures.
    await goToHub(page);
    expect(await statValue(page, 'TOTAL EMAILS')).toBe('5');
    expect(await statValue(page, 'CONNECTED STREAMS')).toBe('1');
    const hubCard = card(page, 'Imported · founder-archive.mbox');
    expect(await textOf(hubCard)).toContain('Emails5');
    await expect(hubCard.getByRole('link', { name: 'View' }).getAttribute('href')).resolves.toMatch(/^\/enhanced-email-management\?account=/);
    await screenshot(page, 'accounts-dashboard-with-account');

    // /sluice-setup lists the stream and counts it.
    await sidebar(page).getByRole('link', { name: 'Commitment Tracker' }).click();
    await page.getByRole('heading', { level: 1, name: 'EMAIL SLUICE' }).waitFor();
    await see(page.getByRole('listitem', { name: 'Imported · founder-archive.mbox' }));
    expect(await statValue(page, 'STREAMS')).toBe('1');
    await screenshot(page, 'accounts-sluice-setup');
  });

  it('re-uploading the same file imports nothing and says how many duplicates it skipped', async () => {
    await sidebar(page).getByRole('link', { name: 'Email Accounts' }).click();
    await page.getByRole('heading', { level: 1, name: 'EMAIL SLUICE MANAGEMENT' }).waitFor();
    await uploadArchive(page, SAMPLE);
    const result = importCard(page).getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await resultFigure(result, 'Imported')).toBe('0');
    expect(await resultFigure(result, 'Duplicates skipped')).toBe('5');
    await screenshot(page, 'accounts-reupload-duplicates');
    const imported = card(page, 'Imported · founder-archive.mbox');
    await expect.poll(() => textOf(imported)).toContain('Last import: 0 new · 5 duplicates skipped');
    expect(await textOf(imported.getByTestId('account-emails'))).toBe('5');
    await expect(page.getByRole('article').count()).resolves.toBe(1);
  });

  it('shows a live progress strip on the hub while an import runs, then refreshes the counts', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'PERFORMANCE HUB' }).waitFor();
    // Let the hub's subscriptions open before the import starts.
    await page.waitForTimeout(500);
    // What the strip showed on the way, recorded as it changed (an import can outrun a poll).
    await page.evaluate(() => {
      const w = window as unknown as { __strip: string[] };
      w.__strip = [];
      const note = () => {
        const text = document.querySelector('section[aria-label="Live sync"]')?.textContent ?? '';
        if (text && w.__strip.at(-1) !== text) w.__strip.push(text);
      };
      note();
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // A bigger archive into the same account (same file name), sent by script from this page.
    const big = fs.readFileSync(writeMbox(path.join(tmp, 'big.mbox'), synthetic(LIVE_COUNT, 'live')));
    await page.evaluate(
      async (bytes) => {
        const response = await fetch('/api/email-accounts/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/octet-stream', 'X-Filename': encodeURIComponent('founder-archive.mbox') },
          body: new Uint8Array(bytes),
        });
        if (response.status !== 202) throw new Error(`import: ${response.status}`);
      },
      [...big],
    );
    const started = Date.now();
    const strip = page.getByRole('region', { name: 'Live sync' });
    await see(strip, 20_000);
    await screenshot(page, 'accounts-dashboard-live-sync');
    await expect.poll(() => statValue(page, 'TOTAL EMAILS'), { timeout: 100_000 }).toBe(String((5 + LIVE_COUNT).toLocaleString('en-US')));
    console.log(`[live import] ${LIVE_COUNT} messages in ${Date.now() - started} ms`);
    expect(await textOf(card(page, 'Imported · founder-archive.mbox'))).toContain(`Emails${(5 + LIVE_COUNT).toLocaleString('en-US')}`);
    // On the way: the running bar with its counts, then the finished one (which leaves after a few seconds).
    const seen = await page.evaluate(() => (window as unknown as { __strip: string[] }).__strip);
    expect(seen.some((t) => t.startsWith('SYNCING 1 STREAMImported · founder-archive.mbox') && /[\d,]+ \/ 200 fetched · [\d,]+ stored/.test(t))).toBe(true);
    expect(seen.some((t) => t.startsWith('SYNC COMPLETE') && t.includes('200 / 200 fetched · 200 stored'))).toBe(true);
  }, 150_000);

  it('Sync All on the hub tells what it started', async () => {
    await page.getByRole('button', { name: 'SYNC ALL EMAILS' }).click();
    const toast = toastWith(page, 'status', 'Email sync completed');
    await see(toast);
    expect(await textOf(toast)).toContain("No mailbox to sync: imported archives don't sync");
    await screenshot(page, 'accounts-dashboard-sync-all');
  });

  it('renames the venture of an account in place', async () => {
    await sidebar(page).getByRole('link', { name: 'Email Accounts' }).click();
    const imported = card(page, 'Imported · founder-archive.mbox');
    await see(imported);
    expect(await textOf(imported.getByTestId('account-company'))).toBe('No venture yet');
    await imported.getByRole('button', { name: 'Edit venture' }).click();
    await imported.getByLabel('Company / venture').fill('Acme Robotics');
    await screenshot(page, 'accounts-company-edit');
    await imported.getByLabel('Company / venture').press('Enter');
    await see(toastWith(page, 'status', 'Venture Updated'));
    expect(await textOf(imported.getByTestId('account-company'))).toBe('Acme Robotics');
    // Stored on the server: a fresh load shows it too, and so does the hub's card.
    await page.reload();
    expect(await textOf(card(page, 'Imported · founder-archive.mbox').getByTestId('account-company'))).toBe('Acme Robotics');
    await goToHub(page);
    expect(await textOf(card(page, 'Imported · founder-archive.mbox'))).toContain('Acme Robotics');
  });

  it('the connect dialog: provider first, Email Required, presets, and a refused IMAP server', async () => {
    await page.goto('/email-accounts');
    await page.getByRole('button', { name: 'CONNECT NEW STREAM' }).click();
    const dialog = page.getByRole('dialog', { name: /CONNECT NEW STREAM/ });
    await see(dialog);
    const connect = dialog.getByRole('button', { name: /CONNECT STREAM|CONTINUE WITH GOOGLE|CONNECTING/ });
    await expect(connect.isDisabled()).resolves.toBe(true);

    // Presets fill the server settings and explain the password.
    await dialog.getByLabel('Provider').click();
    await page.getByRole('option', { name: /Fastmail/ }).click();
    await expect(dialog.getByLabel('IMAP server').inputValue()).resolves.toBe('imap.fastmail.com');
    await expect(dialog.getByLabel('Port').inputValue()).resolves.toBe('993');
    await see(dialog.getByText('Use an app password (Settings → Privacy & Security → App passwords).'));
    await expect(connect.isEnabled()).resolves.toBe(true);
    await screenshot(page, 'accounts-connect-dialog-preset');

    // Empty email: the spec's destructive toast.
    await connect.click();
    const required = toastWith(page, 'alert', 'Email Required');
    await see(required);
    expect(await textOf(required)).toContain('Please enter an email address.');
    await screenshot(page, 'accounts-connect-email-required');

    // A server that refuses the connection: 'Connection Failed' and the server's message on the field.
    const port = await closedPort();
    await dialog.getByLabel('Provider').click();
    await page.getByRole('option', { name: /IMAP \(any server\)/ }).click();
    await expect(dialog.getByLabel('IMAP server').inputValue()).resolves.toBe('');
    await dialog.getByLabel('Email address').fill('ops@acme.example');
    await dialog.getByLabel('Password or app password').fill('app-password-123');
    await dialog.getByLabel('IMAP server').fill('127.0.0.1');
    await dialog.getByLabel('Port').fill(String(port));
    await dialog
      .getByRole('switch')
      .or(dialog.getByRole('checkbox', { name: /SSL\/TLS/ }))
      .first()
      .uncheck();
    await page.evaluate(() => {
      const w = window as unknown as { __labels: string[] };
      w.__labels = [];
      new MutationObserver(() => {
        const b = [...document.querySelectorAll('[role="dialog"] button[type="submit"]')][0];
        if (b && w.__labels.at(-1) !== `${b.textContent}|${(b as HTMLButtonElement).disabled}`)
          w.__labels.push(`${b.textContent}|${(b as HTMLButtonElement).disabled}`);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await connect.click();
    const failed = toastWith(page, 'alert', 'Connection Failed');
    await see(failed);
    expect(await textOf(failed)).toContain('Unable to connect email stream. Try again.');
    await screenshot(page, 'accounts-connect-refused');
    const hostHelp = dialog.locator('#add-account-host-helper-text');
    expect(await textOf(hostHelp)).toBe(`Nothing answered at 127.0.0.1:${port}. Check the server and port.`);
    await expect(dialog.getByLabel('IMAP server').getAttribute('aria-invalid')).resolves.toBe('true');
    const labels = await page.evaluate(() => (window as unknown as { __labels: string[] }).__labels);
    expect(labels).toContain('CONNECTING...|true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Nothing was stored.
    await expect(page.getByRole('article').count()).resolves.toBe(1);
  });

  it('removes an account after confirmation: its card leaves and the stat cards follow', async () => {
    // A second stream first, so the hub still has figures after the removal.
    await page.goto('/email-accounts');
    await uploadArchive(page, SECOND);
    await importCard(page).getByTestId('import-result').waitFor({ timeout: 30_000 });
    await see(card(page, 'Imported · side-venture.mbox'));
    await expect(page.getByRole('article').count()).resolves.toBe(2);

    const doomed = card(page, 'Imported · founder-archive.mbox');
    await doomed.getByRole('button', { name: /^Remove / }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this stream?' });
    await see(confirm);
    expect(await textOf(confirm)).toContain(
      `The mail only this mailbox holds will be deleted from Nugget (${(5 + LIVE_COUNT).toLocaleString('en-US')} messages here)`,
    );
    await screenshot(page, 'accounts-remove-confirm');
    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await see(doomed);

    await doomed.getByRole('button', { name: /^Remove / }).click();
    await confirm.getByRole('button', { name: 'REMOVE STREAM' }).click();
    await see(toastWith(page, 'status', 'Stream Removed'));
    await doomed.waitFor({ state: 'detached' });
    await expect(page.getByRole('article').count()).resolves.toBe(1);
    await screenshot(page, 'accounts-after-remove');

    // The hub, without a reload: one stream, three emails.
    await goToHub(page);
    await expect.poll(() => statValue(page, 'TOTAL EMAILS')).toBe('3');
    expect(await statValue(page, 'CONNECTED STREAMS')).toBe('1');
    await expect(card(page, 'Imported · founder-archive.mbox').count()).resolves.toBe(0);
    await see(card(page, 'Imported · side-venture.mbox'));
    await screenshot(page, 'accounts-dashboard-after-remove');
  });

  it('turns the Google redirect back into a toast, and fits a phone', async () => {
    await page.goto('/email-accounts?connected=ines%40gmail.example');
    await see(toastWith(page, 'status', 'Stream Connected'));
    await page.waitForURL((url) => !url.search.includes('connected'));
    await page.goto('/email-accounts?error=Google%20said%20no');
    const failed = toastWith(page, 'alert', 'Connection Failed');
    await see(failed);
    expect(await textOf(failed)).toContain('Google said no');

    const phone = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: PHONE, storageState: await page.context().storageState() });
    const small = await phone.newPage();
    await small.goto('/email-accounts');
    await see(card(small, 'Imported · side-venture.mbox'));
    await screenshot(small, 'accounts-email-accounts-phone');
    await small.goto('/dashboard');
    await see(card(small, 'Imported · side-venture.mbox'));
    await screenshot(small, 'accounts-dashboard-phone');
    await phone.close();
  });

  it('tells the truth about troubled accounts: NEEDS RECONNECT with Gmail Reconnect, ERROR with the reason, IMAP folders', async () => {
    // States the browser cannot produce here (Google consent, a live IMAP server) are seeded in the database.
    const prisma = e2e.server.platform.prisma;
    const user = await prisma.user.findFirstOrThrow({ where: { email: { startsWith: 'ines.' } } });
    const port = await closedPort();
    await prisma.mailAccount.create({
      data: {
        userId: user.id,
        provider: 'gmail',
        email: 'ines@gmail.example',
        status: 'needs_reconnect',
        statusMessage: 'Google revoked access: sign in again to keep syncing.',
      },
    });
    await prisma.mailAccount.create({
      data: {
        userId: user.id,
        provider: 'fastmail',
        email: 'ops@fastmail.example',
        displayName: 'Ops desk',
        company: 'Acme Robotics',
        status: 'error',
        statusMessage: `Nothing answered at 127.0.0.1:${port}. Check the server and port.`,
        imapHost: '127.0.0.1',
        imapPort: port,
        imapSecure: false,
        folders: {
          create: [
            { path: 'INBOX', role: 'inbox', selected: true },
            { path: 'Sent', role: 'sent', selected: true },
            { path: 'Archive', role: null, selected: false },
            { path: 'Newsletters', role: null, selected: false },
          ],
        },
      },
    });

    await page.goto('/email-accounts');
    const gmail = card(page, 'ines');
    await see(gmail);
    expect(await textOf(gmail)).toContain('NEEDS RECONNECT');
    expect(await textOf(gmail)).toContain('Google revoked access: sign in again to keep syncing.');
    const reconnect = gmail.getByRole('link', { name: 'Reconnect' });
    await expect(reconnect.getAttribute('href')).resolves.toBe('/api/gmail/auth?login_hint=ines%40gmail.example');
    await expect(reconnect.getAttribute('target')).resolves.toBe('_blank');
    await expect(gmail.getByRole('button', { name: 'Sync' }).isDisabled()).resolves.toBe(true);

    const ops = card(page, 'Ops desk');
    expect(await textOf(ops)).toContain('ERROR');
    expect(await textOf(ops)).toContain(`Nothing answered at 127.0.0.1:${port}. Check the server and port.`);
    expect(await textOf(ops.getByTestId('account-folders'))).toBe('2 of 4');
    await screenshot(page, 'accounts-troubled-states');

    // The folder picker: INBOX and Sent always on; Archive chosen and saved.
    await ops.getByRole('button', { name: 'Folders' }).click();
    const folders = page.getByRole('dialog', { name: 'Folders to sync' });
    await see(folders);
    await expect(folders.getByRole('checkbox', { name: /INBOX/ }).isChecked()).resolves.toBe(true);
    await expect(folders.getByRole('checkbox', { name: /INBOX/ }).isDisabled()).resolves.toBe(true);
    await expect(folders.getByRole('checkbox', { name: /Sent/ }).isDisabled()).resolves.toBe(true);
    await folders.getByRole('checkbox', { name: 'Archive' }).check();
    await screenshot(page, 'accounts-folder-picker');
    await folders.getByRole('button', { name: 'SAVE FOLDERS' }).click();
    await see(toastWith(page, 'status', 'Folders Updated'));
    await folders.waitFor({ state: 'hidden' });
    expect(await textOf(ops.getByTestId('account-folders'))).toBe('3 of 4');
    const stored = await prisma.mailFolder.findMany({ where: { account: { email: 'ops@fastmail.example' }, selected: true }, orderBy: { path: 'asc' } });
    expect(stored.map((f) => f.path)).toEqual(['Archive', 'INBOX', 'Sent']);

    // An IMAP account that needs reconnecting asks for its password again, with its settings filled in.
    await prisma.mailAccount.update({
      where: { userId_provider_email: { userId: user.id, provider: 'fastmail', email: 'ops@fastmail.example' } },
      data: { status: 'needs_reconnect' },
    });
    await page.reload();
    await card(page, 'Ops desk').getByRole('button', { name: 'Reconnect' }).click();
    const dialog = page.getByRole('dialog', { name: /CONNECT NEW STREAM/ });
    await see(dialog);
    await expect(dialog.getByLabel('Email address').inputValue()).resolves.toBe('ops@fastmail.example');
    await expect(dialog.getByLabel('IMAP server').inputValue()).resolves.toBe('127.0.0.1');
    await expect(dialog.getByLabel('Port').inputValue()).resolves.toBe(String(port));
    await expect(dialog.getByLabel('Password or app password').inputValue()).resolves.toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The hub shows the same truth.
    await goToHub(page);
    expect(await textOf(card(page, 'ines'))).toContain('NEEDS RECONNECT');
    expect(await textOf(card(page, 'Ops desk'))).toContain('NEEDS RECONNECT');
    await dismissToasts(page);
    await screenshot(page, 'accounts-dashboard-troubled');

    // Sync on a working mailbox: 'Sync Initiated' (what the sync then finds is the server's business).
    await prisma.mailAccount.create({
      data: { userId: user.id, provider: 'zoho', email: 'sales@zoho.example', displayName: 'Sales', imapHost: '127.0.0.1', imapPort: port, imapSecure: false },
    });
    await page.goto('/email-accounts');
    await card(page, 'Sales').getByRole('button', { name: 'Sync' }).click();
    const initiated = toastWith(page, 'status', 'Sync Initiated');
    await see(initiated);
    expect(await textOf(initiated)).toContain('Email sync started. Nuggets will appear shortly.');
    // The run fails (nothing listens there); the card learns it live, without a reload, and says why.
    const sales = card(page, 'Sales');
    await expect.poll(() => sales.getAttribute('data-status'), { timeout: 30_000 }).toMatch(/^(error|needs_reconnect)$/);
    expect((await textOf(sales.getByRole('note'))).length).toBeGreaterThan(10);
    await screenshot(page, 'accounts-sync-failed-live');
  });
});
