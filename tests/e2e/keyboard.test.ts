// Keyboard shortcuts (issue 19, point 6): the `?` sheet lists every shortcut, and each
// shortcut does what it says in the mail list, the detail and across the app; none fires
// while typing in a field or while a dialog is open (Escape still closes it).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

const dir = tempDir('nugget-e2e-keys-');
const EMAIL = uniqueEmail('keys');
const NOW = Date.now();
const HOUR = 3_600_000;
/** Newest first, as the list shows them. */
const SUBJECTS = [
  'Board deck for Thursday',
  'Pricing page copy',
  'Hiring plan review',
  'Customer call notes',
  'Roadmap draft',
  'Office lease renewal',
] as const;
/** Sent to the user, Lena and (Cc) Sam and the user again. */
const REPLY_ALL_SUBJECT = SUBJECTS[3];

let e2e: E2E;
let page: Page;
let userId: string;

const cards = (p: Page) => p.getByRole('list', { name: 'Emails' }).getByRole('listitem');
const rowsOf = (p: Page) => cards(p).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
const cursorRow = (p: Page) => p.locator('[data-cursor="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const row = (p: Page, subject: string) => cards(p).filter({ has: p.getByText(subject, { exact: true }) });
const stored = (subject: string) =>
  e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId, subject }, select: { isStarred: true, isArchived: true, isDeleted: true } });

async function openManagement(p: Page) {
  await p.goto('/enhanced-email-management');
  await p.getByRole('heading', { level: 1, name: 'EMAIL MANAGEMENT' }).waitFor();
  await see(cards(p).first());
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Kai', email: EMAIL, password: 'pickaxe-42' });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;
  const mbox = writeMbox(
    path.join(dir, 'keys.mbox'),
    SUBJECTS.map((subject, i) =>
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: EMAIL,
        subject,
        messageId: `keys-${i}@keys.e2e`,
        date: new Date(NOW - (i + 1) * HOUR).toUTCString().replace('GMT', '+0000'),
        body: `Hi Kai,\n\nA note about: ${subject}.\n\nPriya`,
        // One email to several people: reply all answers them, not the user's own address.
        ...(subject === REPLY_ALL_SUBJECT ? { to: `${EMAIL}, Lena Ortiz <lena@acme.io>`, headers: { Cc: `Sam Lee <sam@northwind.vc>, ${EMAIL}` } } : {}),
      }),
    ),
  );
  await e2e.server.app.services.sync.importArchive(userId, [mbox]);
  await e2e.server.platform.jobs.idle();
}, 300_000);

afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('keyboard shortcuts', () => {
  it('? shows the sheet with every shortcut; Escape closes it', async () => {
    await openManagement(page);
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await see(sheet);
    for (const label of [
      'Next email',
      'Previous email',
      'Open the email',
      'Back to the list',
      'Select the email',
      'Archive',
      'Star or unstar',
      'Delete',
      'Reply',
      'Reply all',
      'Forward',
      'Compose',
      'Search mail',
      'Go to the mine',
      'Go to todos',
      'Go to the dashboard',
      'Go to Ask Nugget',
      'Show keyboard shortcuts',
    ]) {
      await see(sheet.getByText(label, { exact: true }));
    }
    expect(await sheet.locator('kbd').allTextContents()).toEqual([
      'j',
      'k',
      'o',
      'Enter',
      'u',
      'x',
      'e',
      's',
      '#',
      'r',
      'a',
      'f',
      'c',
      '/',
      'g',
      'i',
      'g',
      't',
      'g',
      'd',
      'g',
      'a',
      '?',
    ]);
    await screenshot(page, 'keyboard-sheet');
    // While the sheet is open, the list's keys do nothing.
    await page.keyboard.press('j');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await cursorRow(page)).toEqual([]);
  });

  it('j / k move a visible cursor, o and Enter open, j opens the next, u goes back', async () => {
    expect(await rowsOf(page)).toEqual(SUBJECTS);
    await page.keyboard.press('j');
    expect(await cursorRow(page)).toEqual([SUBJECTS[0]]);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    expect(await cursorRow(page)).toEqual([SUBJECTS[2]]);
    // The cursor row has the focus, drawn as an outline.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-email-id]')?.getAttribute('aria-label'))).toBe(SUBJECTS[2]);
    expect(await row(page, SUBJECTS[2]).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('k');
    expect(await cursorRow(page)).toEqual([SUBJECTS[1]]);
    await screenshot(page, 'keyboard-cursor');

    await page.keyboard.press('o');
    await see(page.getByRole('article', { name: SUBJECTS[1] }));
    await page.keyboard.press('j');
    await see(page.getByRole('article', { name: SUBJECTS[2] }));
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await see(page.getByRole('article', { name: SUBJECTS[0] }));
    await page.keyboard.press('u');
    await page.getByRole('article').waitFor({ state: 'detached' });
    await see(page.getByText('Nothing selected'));

    await page.keyboard.press('j');
    expect(await cursorRow(page)).toEqual([SUBJECTS[1]]);
    await page.keyboard.press('Enter');
    await see(page.getByRole('article', { name: SUBJECTS[1] }));
    await page.keyboard.press('u');
    await page.getByRole('article').waitFor({ state: 'detached' });
  });

  it('x selects the row; s stars and unstars it', async () => {
    await page.keyboard.press('x');
    await see(page.getByText('1 selected'));
    expect(await row(page, SUBJECTS[1]).getByRole('checkbox').isChecked()).toBe(true);
    await page.keyboard.press('x');
    await page.getByText('1 selected').waitFor({ state: 'detached' });

    await page.keyboard.press('s');
    await see(row(page, SUBJECTS[1]).getByLabel('Starred'));
    await expect.poll(async () => (await stored(SUBJECTS[1])).isStarred).toBe(true);
    await page.keyboard.press('s');
    await row(page, SUBJECTS[1]).getByLabel('Starred').waitFor({ state: 'detached' });
    await expect.poll(async () => (await stored(SUBJECTS[1])).isStarred).toBe(false);
  });

  it('e archives and # deletes the current email; the cursor moves to the next row', async () => {
    await page.keyboard.press('e');
    await row(page, SUBJECTS[1]).waitFor({ state: 'detached' });
    await see(page.getByText('Archived', { exact: true }));
    await expect.poll(async () => (await stored(SUBJECTS[1])).isArchived).toBe(true);
    expect(await cursorRow(page)).toEqual([SUBJECTS[2]]);

    // With the email open, # deletes that email and closes it.
    await page.keyboard.press('o');
    await see(page.getByRole('article', { name: SUBJECTS[2] }));
    await page.keyboard.press('#');
    await row(page, SUBJECTS[2]).waitFor({ state: 'detached' });
    await page.getByRole('article').waitFor({ state: 'detached' });
    await expect.poll(async () => (await stored(SUBJECTS[2])).isDeleted).toBe(true);
    expect(await rowsOf(page)).toEqual([SUBJECTS[0], ...SUBJECTS.slice(3)]);
    expect(await cursorRow(page)).toEqual([SUBJECTS[3]]);
  });

  it('r replies, a replies to all and f forwards the open email; c composes; keys stay quiet in the composer', async () => {
    await page.keyboard.press('o');
    await see(page.getByRole('article', { name: SUBJECTS[3] }));
    const composer = page.getByTestId('compose-dialog');

    // Reply all: the sender in To, everyone else on To and Cc in Cc, never the user's own address.
    await page.keyboard.press('a');
    await see(composer.getByRole('heading', { name: /^Reply all\b/ }));
    await expect.poll(() => composer.getByLabel('Subject').inputValue()).toBe(`Re: ${REPLY_ALL_SUBJECT}`);
    expect(await composer.getByLabel('To', { exact: true }).inputValue()).toBe('"Priya Shah" <priya@acme.io>');
    expect(await composer.getByLabel('Cc', { exact: true }).inputValue()).toBe('"Lena Ortiz" <lena@acme.io>, "Sam Lee" <sam@northwind.vc>');
    await page.keyboard.press('Escape');
    await composer.waitFor({ state: 'hidden' });

    await page.keyboard.press('r');
    await see(composer.getByRole('heading', { name: /^Reply(?! all)\b/ }));
    await expect.poll(() => composer.getByLabel('Subject').inputValue()).toBe(`Re: ${SUBJECTS[3]}`);
    // A plain reply goes to the sender only.
    expect(await composer.getByLabel('To', { exact: true }).inputValue()).toBe('"Priya Shah" <priya@acme.io>');
    expect(await composer.getByLabel('Cc', { exact: true }).inputValue()).toBe('');
    // Typing in the composer's fields types: no shortcut fires.
    await composer.getByLabel('Subject').press('End');
    await composer.getByLabel('Subject').pressSequentially(' jk#e');
    expect(await composer.getByLabel('Subject').inputValue()).toBe(`Re: ${SUBJECTS[3]} jk#e`);
    expect(await stored(SUBJECTS[3])).toMatchObject({ isArchived: false, isDeleted: false });
    await page.keyboard.press('Escape');
    await composer.waitFor({ state: 'hidden' });

    await page.keyboard.press('f');
    await see(composer.getByRole('heading', { name: 'Forward' }));
    await page.keyboard.press('Escape');
    await composer.waitFor({ state: 'hidden' });

    await page.keyboard.press('c');
    await see(composer.getByRole('heading', { name: 'New message' }));
    await page.keyboard.press('Escape');
    await composer.waitFor({ state: 'hidden' });
    await see(page.getByRole('article', { name: SUBJECTS[3] }));
  });

  it('/ focuses search, and typing there is not a shortcut', async () => {
    await page.keyboard.press('u');
    await page.keyboard.press('/');
    const search = page.getByLabel('Search emails');
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('lease?');
    expect(await search.inputValue()).toBe('lease?');
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);
    await search.fill('');
  });

  it('shortcuts show in tooltips and as aria-keyshortcuts', async () => {
    const compose = page.getByRole('button', { name: 'Compose' });
    expect(await compose.getAttribute('aria-keyshortcuts')).toBe('c');
    await compose.hover();
    await see(page.getByRole('tooltip', { name: 'Compose (c)' }));
    await page.mouse.move(0, 0);
    await cards(page).first().getByRole('button').first().click();
    const article = page.getByRole('article', { name: SUBJECTS[0] });
    await see(article);
    expect(await article.getByRole('button', { name: 'Archive' }).getAttribute('aria-keyshortcuts')).toBe('e');
    expect(await article.getByRole('button', { name: 'Reply', exact: true }).getAttribute('aria-keyshortcuts')).toBe('r');
    expect(await article.getByRole('button', { name: 'Reply all', exact: true }).getAttribute('aria-keyshortcuts')).toBe('a');
    await article.getByRole('button', { name: 'Forward' }).hover();
    await see(page.getByRole('tooltip', { name: 'Forward (f)' }));
    await article.getByRole('button', { name: 'Reply all', exact: true }).hover();
    await see(page.getByRole('tooltip', { name: 'Reply all (a)' }));
    await page.mouse.move(0, 0);
    // The search field shows its key while empty.
    expect(await page.getByLabel('Search emails').getAttribute('aria-keyshortcuts')).toBe('/');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Mine' }).getAttribute('aria-keyshortcuts')).toBe('g i');

    // The menu of the open email: each action with its key on the right.
    await article.getByRole('button', { name: 'More actions' }).click();
    const menu = page.getByRole('menu', { name: 'More actions' });
    await see(menu);
    const items = menu.getByRole('menuitem');
    expect(
      await items.evaluateAll((els) =>
        els.map((e) => [e.querySelector('.MuiListItemText-root')?.textContent, e.querySelector('[data-shortcut-key]')?.textContent]),
      ),
    ).toEqual([
      ['Star', 's'],
      ['Delete', '#'],
      ['Keyboard shortcuts', '?'],
    ]);
    expect(await menu.getByRole('menuitem', { name: 'Star' }).getAttribute('aria-keyshortcuts')).toBe('s');
    await screenshot(page, 'keyboard-menu');
    // An item does what its key does: Star stars the open email.
    await menu.getByRole('menuitem', { name: 'Star' }).click();
    await menu.waitFor({ state: 'detached' });
    await expect.poll(async () => (await stored(SUBJECTS[0])).isStarred).toBe(true);
    await article.getByRole('button', { name: 'More actions' }).click();
    await see(menu.getByRole('menuitem', { name: 'Unstar' }));
    await menu.getByRole('menuitem', { name: 'Unstar' }).click();
    await expect.poll(async () => (await stored(SUBJECTS[0])).isStarred).toBe(false);
    // Keys wait while a menu is open, its closing fade included (the menu leaves the accessibility tree first).
    await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
  });

  it('g then i / t / d / a go to the mine, todos, dashboard and Ask; c composes from anywhere', async () => {
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    for (const [key, path] of [
      ['i', '/mine'],
      ['t', '/todos'],
      ['d', '/dashboard'],
      ['a', '/ask-nugget'],
    ] as const) {
      await page.keyboard.press('g');
      await page.keyboard.press(key);
      await page.waitForURL((url) => url.pathname === path);
    }
    // A lone g, then a key of no sequence, does nothing.
    await page.keyboard.press('g');
    await page.keyboard.press('z');
    expect(new URL(page.url()).pathname).toBe('/ask-nugget');

    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('c');
    await page.waitForURL((url) => url.pathname === '/enhanced-email-management');
    await see(page.getByTestId('compose-dialog').getByRole('heading', { name: 'New message' }));
    await page.keyboard.press('Escape');
    await page.getByTestId('compose-dialog').waitFor({ state: 'hidden' });
    // A reload does not open the composer again.
    await page.reload();
    await see(cards(page).first());
    expect(await page.getByTestId('compose-dialog').count()).toBe(0);
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('EMAIL MANAGEMENT');
  });
});
