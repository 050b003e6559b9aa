// Lists served by the server, from the browser (issue 18, points 2 and 3): a user with 261
// mails in two mailboxes of two ventures scrolls the enhanced list and the mine past 100 rows
// (each page read from the server as the end of the list comes into view), searches for a
// mail older than the newest 100 and finds it, narrows the one inbox to a venture and to one
// mailbox (the dashboard card's View), and the todo board reads its tasks a page at a time.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

const dir = tempDir('nugget-e2e-lists-');
const EMAIL = uniqueEmail('lena');
const NOW = Date.now();
const HOUR = 3_600_000;
const rfcDate = (msAgo: number) => new Date(NOW - msAgo).toUTCString().replace('GMT', '+0000');
const LEASE = 'Office lease renewal in San Jose';
const TOPICS = ['quarterly numbers', 'hiring plan', 'board deck', 'pricing page', 'customer call', 'roadmap'];
const SENDERS = ['Priya Shah <priya@acme.io>', 'Marco Ruiz <marco@northwind.vc>', 'Dan Ng <dan@acme.io>', 'Tomas Berg <tomas@harbor.co>'];

let e2e: E2E;
let page: Page;
let userId: string;

const mail = (box: string, i: number) =>
  rawMessage({
    from: SENDERS[i % SENDERS.length],
    to: EMAIL,
    subject: `${TOPICS[i % TOPICS.length]} ${box} ${i}`,
    messageId: `${box}-${i}@lists.e2e`,
    date: rfcDate(i * 5 * HOUR + 60_000),
    body:
      i % 4 === 0
        ? `Hi Lena,\n\nCould you send me the ${TOPICS[i % TOPICS.length]} by Friday?\n\nThanks`
        : `Hi Lena,\n\nA note on the ${TOPICS[i % TOPICS.length]}.\n\nBest`,
  });

const cards = (p: Page) => p.getByRole('list', { name: 'Emails' }).getByRole('listitem');
const rowsOf = async (p: Page) => cards(p).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));

/** Scrolls to the end of the list until at least `n` rows are there (each end read the next page). */
async function scrollUntil(p: Page, count: () => Promise<number>, n: number) {
  for (let i = 0; i < 20 && (await count()) < n; i++) {
    await p.getByTestId('load-more').last().scrollIntoViewIfNeeded();
    await p.waitForTimeout(300);
  }
  return count();
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Lena', email: EMAIL, password: 'pickaxe-42' });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;
  const lease = rawMessage({
    from: 'Harbor Realty <leasing@harbor-realty.com>',
    to: EMAIL,
    subject: LEASE,
    messageId: 'lease@harbor-realty.com',
    date: rfcDate(500 * 24 * HOUR),
    body: 'Dear Lena,\n\nThe lease of your office in San Jose, California ends this summer. Shall we renew?\n\nHarbor Realty',
  });
  const bluebird = writeMbox(path.join(dir, 'bluebird.mbox'), [...Array.from({ length: 160 }, (_, i) => mail('bluebird', i)), lease]);
  const northwind = writeMbox(
    path.join(dir, 'northwind.mbox'),
    Array.from({ length: 100 }, (_, i) => mail('northwind', i)),
  );
  await e2e.server.app.services.sync.importArchive(userId, [bluebird]);
  await e2e.server.app.services.sync.importArchive(userId, [northwind]);
  await e2e.server.platform.jobs.idle();
  for (const account of await e2e.server.platform.prisma.mailAccount.findMany({ where: { userId } })) {
    await e2e.server.app.services.accounts.update(userId, account.id, { company: account.email.startsWith('bluebird') ? 'Bluebird Labs' : 'Orbit Labs' });
  }
}, 300_000);

afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the enhanced list, served by the server', () => {
  it('scrolls past 100 rows, a page at a time, each row once', async () => {
    const started = Date.now();
    await page.goto('/enhanced-email');
    await page.getByRole('heading', { level: 1, name: 'ENHANCED EMAIL' }).waitFor();
    await see(cards(page).first());
    const firstPaint = Date.now() - started;
    expect(await cards(page).count()).toBe(50);
    expect(await textOf(page.getByTestId('email-count'))).toBe('261 emails');
    await see(page.getByText('Showing 50 of 261 emails'));
    await screenshot(page, 'lists-enhanced-first-page');

    const reached = await scrollUntil(page, () => cards(page).count(), 150);
    expect(reached).toBeGreaterThanOrEqual(150);
    const subjects = await rowsOf(page);
    expect(new Set(subjects).size).toBe(subjects.length);
    // The same order as the server's, row for row.
    const expected = (
      await e2e.server.platform.prisma.email.findMany({
        where: { userId },
        orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
        take: subjects.length,
        select: { subject: true },
      })
    ).map((e) => e.subject);
    expect(subjects).toEqual(expected);
    await screenshot(page, 'lists-enhanced-past-100');
    console.log(`[lists] enhanced list: first page shown ${firstPaint} ms after navigation; ${reached} rows reached by scrolling`);
  });

  it('searches all mail: finds a mail older than the newest 100', async () => {
    const newest = (
      await e2e.server.platform.prisma.email.findMany({ where: { userId }, orderBy: { receivedAt: 'desc' }, take: 100, select: { subject: true } })
    ).map((e) => e.subject);
    expect(newest).not.toContain(LEASE);
    await page.getByLabel('Search emails').fill('California');
    await expect.poll(() => rowsOf(page), { timeout: 15_000 }).toEqual([LEASE]);
    expect(await textOf(page.getByTestId('email-count'))).toBe('1 email · matching “California”');
    await screenshot(page, 'lists-enhanced-search-old-mail');
    await cards(page).first().getByRole('button').first().click();
    await see(page.getByRole('article', { name: LEASE }));
    await page.getByRole('button', { name: 'Close email' }).click();
    await page.getByLabel('Search emails').fill('');
    // Back to all mail, as far as it had been read.
    await expect.poll(() => textOf(page.getByTestId('email-count')), { timeout: 15_000 }).toBe('261 emails');
    expect(await cards(page).count()).toBeGreaterThanOrEqual(50);
  });

  it('narrows the one inbox to a venture, and to one mailbox', async () => {
    await page.getByRole('combobox', { name: 'Venture' }).click();
    await page.getByRole('option', { name: 'Orbit Labs' }).click();
    await expect.poll(() => textOf(page.getByTestId('email-count')), { timeout: 15_000 }).toBe('100 emails');
    expect(new URL(page.url()).searchParams.get('venture')).toBe('Orbit Labs');
    expect((await rowsOf(page)).every((s) => s.includes('northwind'))).toBe(true);
    await screenshot(page, 'lists-enhanced-venture');
    await page.getByRole('combobox', { name: 'Venture' }).click();
    await page.getByRole('option', { name: 'All ventures' }).click();
    await expect.poll(() => textOf(page.getByTestId('email-count')), { timeout: 15_000 }).toBe('261 emails');

    // The dashboard's account card: View opens that mailbox's mail only.
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: /bluebird\.mbox/ }).first();
    await see(card);
    await card.getByRole('link', { name: 'View' }).click();
    await page.getByRole('heading', { level: 1, name: 'EMAIL MANAGEMENT' }).waitFor();
    await see(page.getByText('Only bluebird.mbox@imported.local'));
    await expect.poll(() => textOf(page.getByTestId('email-count')), { timeout: 15_000 }).toBe('161 emails');
    expect((await rowsOf(page)).some((s) => s.includes('northwind'))).toBe(false);
    await screenshot(page, 'lists-management-account');
  });
});

describe('the mine, served by the server', () => {
  it('scrolls all mail past 100 rows in its pane', async () => {
    await page.goto('/mine');
    await page.getByRole('heading', { level: 1, name: 'THE MINE' }).waitFor();
    await page.getByRole('button', { name: 'ALL', exact: true }).click();
    const rows = page.getByRole('list', { name: 'all emails' }).getByRole('listitem');
    await see(rows.first());
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(50);
    const reached = await scrollUntil(page, () => rows.count(), 120);
    expect(reached).toBeGreaterThanOrEqual(120);
    await screenshot(page, 'lists-mine-past-100');

    await page.getByRole('combobox', { name: 'Venture' }).click();
    await page.getByRole('option', { name: 'Bluebird Labs' }).click();
    await expect
      .poll(
        async () =>
          (await rows.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).every((s) => !s.includes('orbit') && !s.includes('northwind')),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('venture')).toBe('Bluebird Labs');
    await screenshot(page, 'lists-mine-venture');
  });
});
