// Memory Insights (/insights, also /gold-count) from the browser: an honest empty state
// before any mail; then, from imported mail, the four tiles, the contact cards (score in
// its band colour, promises, follow-ups, emails, reply time, topics), search, sort, and the
// same screen at /gold-count and on a phone.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

const dir = tempDir('nugget-e2e-insights-');
const EMAIL = uniqueEmail('rosa');
const PASSWORD = 'pickaxe-42';
const HOUR = 3_600_000;
const t0 = Date.now() - 2 * 24 * HOUR;
const at = (hours: number) => new Date(t0 + hours * HOUR).toUTCString().replace('GMT', '+0000');

let e2e: E2E;
let page: Page;
let userId: string;

const tile = (p: Page, label: string) => p.getByRole('group', { name: label }).getByTestId('stat-value');
const cards = (p: Page) => p.getByRole('list', { name: 'Contacts' }).locator(':scope > [role="listitem"]');
const card = (p: Page, name: string) => p.getByRole('list', { name: 'Contacts' }).getByRole('listitem', { name });
const names = async (p: Page) => cards(p).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

/** Spec §4 band colours, as the browser reports them. */
const BAND_RGB = { inner: 'rgb(16, 185, 129)', strong: 'rgb(245, 183, 0)', warm: 'rgb(249, 115, 22)', cooling: 'rgb(239, 68, 68)' };
const expectedRgb = (score: number) => (score >= 90 ? BAND_RGB.inner : score >= 70 ? BAND_RGB.strong : score >= 50 ? BAND_RGB.warm : BAND_RGB.cooling);

function mail(to: string) {
  const me = `Rosa Vale <${to}>`;
  return [
    // A long conversation with Priya: Rosa answers in 3 hours each time.
    ...[0, 8, 16, 24].flatMap((h, i) => [
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: me,
        subject: i ? 'Re: Term sheet for the seed round' : 'Term sheet for the seed round',
        messageId: `p${i}@acme.io`,
        date: at(h),
        body: i === 0 ? 'Hi Rosa,\n\nI will send you the revised term sheet by Friday.\n\nPriya' : 'Thanks, noted.\n\nPriya',
      }),
      rawMessage({
        from: me,
        to: 'Priya Shah <priya@acme.io>',
        subject: 'Re: Term sheet for the seed round',
        messageId: `r${i}@rosa.example`,
        inReplyTo: `p${i}@acme.io`,
        date: at(h + 3),
        body: i === 0 ? 'Great, thank you.\n\nI will review the cap table and send my comments by Monday.\n\nRosa' : 'Perfect.\n\nRosa',
      }),
    ]),
    // Marco asks for something; no answer yet.
    rawMessage({
      from: 'Marco Ruiz <marco@northwind.vc>',
      to: me,
      subject: 'Board deck review',
      messageId: 'm1@northwind.vc',
      date: at(30),
      body: 'Hi Rosa,\n\nCould you please send me the updated board deck by Thursday?\n\nMarco',
    }),
    // Rosa writes to Lena.
    rawMessage({
      from: me,
      to: 'Lena Ortiz <lena@studio.design>',
      subject: 'Logo concepts',
      messageId: 'l1@rosa.example',
      date: at(20),
      body: 'Hi Lena,\n\nLoved the logo concepts — let us talk next week.\n\nRosa',
    }),
    // Not people.
    rawMessage({
      from: 'Growth Weekly <news@growthweekly.com>',
      to: me,
      subject: 'This week in growth',
      messageId: 'n1@growthweekly.com',
      date: at(31),
      headers: { 'List-Unsubscribe': '<https://growthweekly.com/u>', Precedence: 'list' },
      body: 'Top stories.',
    }),
    rawMessage({
      from: 'Acme Billing <no-reply@billing.acme.io>',
      to: me,
      subject: 'Your receipt',
      messageId: 'b1@billing.acme.io',
      date: at(32),
      body: 'Thanks for your payment.',
    }),
  ];
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Rosa', lastName: 'Vale', email: EMAIL, password: PASSWORD });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('Memory Insights', () => {
  it('says plainly that there is no mail yet', async () => {
    await page.goto('/insights');
    await page.getByRole('heading', { level: 1, name: 'MEMORY INSIGHTS' }).waitFor();
    await see(page.getByRole('heading', { name: 'No mail mined yet' }));
    expect(await textOf(tile(page, 'CONTACTS'))).toBe('0');
    expect(await textOf(tile(page, 'TOTAL PROMISES'))).toBe('0');
    expect(await textOf(tile(page, 'AVG RELATIONSHIP'))).toBe('0/100');
    await expect(page.getByRole('link', { name: 'CONNECT A MAILBOX' }).getAttribute('href')).resolves.toBe('/email-accounts');
    await screenshot(page, 'insights-empty');
  });

  it('shows the tiles and a card per person from real mail', async () => {
    const file = writeMbox(path.join(dir, 'rosa.mbox'), mail(EMAIL));
    await e2e.server.app.services.sync.importArchive(userId, [file]);
    await e2e.server.platform.jobs.idle();

    await page.goto('/insights');
    await see(cards(page));
    expect((await names(page)).sort()).toEqual(['Lena Ortiz', 'Marco Ruiz', 'Priya Shah']);
    expect((await names(page))[0]).toBe('Priya Shah'); // strongest first
    expect(await textOf(tile(page, 'CONTACTS'))).toBe('3');
    expect(Number(await textOf(tile(page, 'TOTAL PROMISES')))).toBeGreaterThanOrEqual(2);
    expect(Number(await textOf(tile(page, 'FOLLOW-UPS')))).toBeGreaterThanOrEqual(1);
    expect(await textOf(tile(page, 'AVG RELATIONSHIP'))).toMatch(/^\d{1,3}\/100$/);

    const priya = card(page, 'Priya Shah');
    await see(priya.getByText('priya@acme.io'));
    await see(priya.getByText('3 hrs'));
    await see(priya.getByRole('list', { name: 'Topics' }).getByText('term sheet'));
    expect(await textOf(priya.locator('dt:text("Emails") + dd'))).toBe('8');
    expect(Number(await textOf(priya.locator('dt:text("Promises") + dd')))).toBeGreaterThanOrEqual(2);
    await see(priya.getByText(/Last interaction/));

    // Every score shows in its band's colour.
    for (const el of await page.getByTestId('relationship-score').all()) {
      const number = el.locator('span').first();
      const score = Number(await number.textContent());
      await expect(number.evaluate((n) => getComputedStyle(n).color)).resolves.toBe(expectedRgb(score));
    }
    // Marco was never answered: no reply time.
    expect(await textOf(card(page, 'Marco Ruiz').locator('dt:text("Avg reply") + dd'))).toBe('—');
    // Not people: the newsletter and the receipt.
    await expect(page.getByText('news@growthweekly.com').count()).resolves.toBe(0);
    await expect(page.getByText('no-reply@billing.acme.io').count()).resolves.toBe(0);
    await screenshot(page, 'insights');
  });

  it('searches and sorts', async () => {
    await page.getByLabel('Search contacts').fill('northwind');
    await expect.poll(() => names(page)).toEqual(['Marco Ruiz']);
    await see(page.getByTestId('contact-count').getByText('1 contact matching “northwind”'));
    await page.getByLabel('Search contacts').fill('zzz-nobody');
    await see(page.getByRole('heading', { name: 'No contacts match' }));
    await page.getByLabel('Search contacts').fill('');
    await expect.poll(() => names(page).then((n) => n.length)).toBe(3);

    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Name A–Z' }).click();
    await expect.poll(() => names(page)).toEqual(['Lena Ortiz', 'Marco Ruiz', 'Priya Shah']);
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Most recent' }).click();
    await expect.poll(() => names(page)).toEqual(['Marco Ruiz', 'Priya Shah', 'Lena Ortiz']);
  });

  it('refreshes on demand', async () => {
    await page.getByRole('button', { name: 'REFRESH' }).click();
    await see(page.getByRole('button', { name: 'REFRESH' }));
    expect(await textOf(tile(page, 'CONTACTS'))).toBe('3');
    await see(page.getByText(/^Updated (just now|\d+m ago)$/));
  });

  it('is the same screen at /gold-count, and fits a phone', async () => {
    const phone = await e2e.newPage(PHONE);
    await phone.goto('/dev-login');
    await phone.getByLabel('Email').fill(EMAIL);
    await phone.getByLabel('Password').fill(PASSWORD);
    await phone.getByRole('button', { name: 'ACCESS SYSTEM' }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    await phone.goto('/gold-count');
    await phone.getByRole('heading', { level: 1, name: 'MEMORY INSIGHTS' }).waitFor();
    await see(cards(phone));
    expect((await names(phone)).sort()).toEqual(['Lena Ortiz', 'Marco Ruiz', 'Priya Shah']);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'insights-phone');
  });
});
