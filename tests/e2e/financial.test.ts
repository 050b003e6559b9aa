// The Financial Tracker in the browser: the empty state with DEMO DATA, the tiles and
// history it fills, filtering by type, the CSV export link, correcting and deleting a
// transaction, and the transaction an invoice email becomes (with its email one click away).
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

let e2e: E2E;
let page: Page;
const year = new Date().getFullYear();
const dir = tempDir('nugget-e2e-fin-');

const tile = (p: Page, type: string) => p.getByRole('region', { name: 'Totals by type' }).getByRole('group', { name: type.toUpperCase() });
const history = (p: Page) => p.getByRole('list', { name: 'Transaction history' });
const rows = (p: Page) => history(p).getByRole('listitem');
/** "$6,494.25" → 649425 (cents, so the test's own sums are exact too). */
const cents = (usd: string) => Number(usd.replace(/[^\d]/g, ''));
const toast = (p: Page, text: string) => p.getByRole('status').filter({ hasText: text });

async function choose(p: Page, label: string, option: string) {
  await p.getByRole('combobox', { name: label }).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Fin', email: uniqueEmail('fin'), password: 'correct horse' });
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('Financial Tracker', () => {
  it('starts empty, with DEMO DATA offered and the filters set to this year', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Client Financials' }).click();
    await page.waitForURL('**/financial-tracking');
    await see(page.getByRole('heading', { name: 'NO TRANSACTIONS FOUND' }));
    await see(page.getByText('Financial transactions will appear here when emails are processed.'));
    expect(await textOf(page.getByRole('combobox', { name: 'Year' }))).toBe(String(year));
    expect(await textOf(page.getByRole('combobox', { name: 'Company' }))).toBe('All companies');
    expect(await textOf(page.getByRole('combobox', { name: 'Type' }))).toBe('All types');
    expect(await textOf(tile(page, 'Revenue').getByTestId('stat-value'))).toBe('$0.00');

    await page.getByRole('combobox', { name: 'Year' }).click();
    const years = await page.getByRole('option').allTextContents();
    // No transactions yet: only the current year.
    expect(years).toEqual([String(year)]);
    await page.keyboard.press('Escape');
    await screenshot(page, 'financial-empty');
  });

  it('DEMO DATA fills the tiles and the history, and then goes away', async () => {
    await page.getByRole('button', { name: 'DEMO DATA' }).click();
    await see(toast(page, 'Sample Data Created'));
    await see(toast(page, 'Financial tracking demo data has been generated successfully.'));
    await see(rows(page));
    expect(await rows(page).count()).toBeGreaterThanOrEqual(8);
    await expect.poll(() => page.getByRole('button', { name: 'DEMO DATA' }).count()).toBe(0);

    const revenue = await textOf(tile(page, 'Revenue').getByTestId('stat-value'));
    expect(revenue).toMatch(/^\$[1-9][\d,]*\.\d\d$/);
    expect(await textOf(tile(page, 'Expense'))).toMatch(/\d+ transactions?/);
    // Amounts in US dollars, each row with its type chip.
    const amounts = await history(page).getByTestId('transaction-amount').allTextContents();
    expect(amounts.every((a) => /^\$[\d,]+\.\d\d$/.test(a))).toBe(true);
    // Last year's demo rows make that year an option.
    await page.getByRole('combobox', { name: 'Year' }).click();
    await see(page.getByRole('option', { name: String(year - 1), exact: true }));
    await page.keyboard.press('Escape');
    await screenshot(page, 'financial-demo');
  });

  it('filters by type, and the export link carries the filters', async () => {
    const all = await rows(page).count();
    await choose(page, 'Type', 'Expense');
    await expect.poll(() => rows(page).count()).toBeLessThan(all);
    const labels = await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((l) => l.startsWith('Expense, '))).toBe(true);
    expect(await textOf(page.getByRole('heading', { level: 2, name: /TRANSACTION HISTORY/ }))).toBe(`TRANSACTION HISTORY · ${year} · Expense`);

    const exportLink = page.getByRole('link', { name: 'EXPORT CSV' });
    const href = await exportLink.getAttribute('href');
    expect(href).toBe(`/api/transactions/export.csv?year=${year}&type=Expense`);
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toBe(`attachment; filename="nugget-transactions-${year}-Expense.csv"`);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,type,company,counterparty,description,amount,currency,email subject,email link');
    expect(lines.slice(1)).toHaveLength(labels.length);
    expect(lines.slice(1).every((l) => l.split(',')[1] === 'Expense')).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toBe(`nugget-transactions-${year}-Expense.csv`);
    await screenshot(page, 'financial-expenses');
  });

  it('corrects a transaction (amount and company) and the tiles follow', async () => {
    const first = rows(page).first();
    const before = (await first.getAttribute('aria-label'))!;
    const expenseBefore = cents(await textOf(tile(page, 'Expense').getByTestId('stat-value')));
    const amountBefore = cents(await textOf(first.getByTestId('transaction-amount')));
    await first.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit transaction' });
    await see(dialog);
    await dialog.getByLabel('Amount').fill('12.345');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await see(dialog.getByText('Amount can have at most 2 decimal places.'));
    await dialog.getByLabel('Amount').fill('$1,000.10');
    await dialog.getByLabel('Company').fill('Corrected Ventures');
    await screenshot(page, 'financial-edit');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await see(toast(page, 'Transaction Updated'));
    await expect.poll(() => dialog.count()).toBe(0);
    const edited = history(page).getByRole('listitem', { name: 'Expense, Corrected Ventures, $1,000.10' });
    await see(edited);
    await see(edited.getByText('EDITED'));
    expect(before).not.toBe('Expense, Corrected Ventures, $1,000.10');
    await expect.poll(async () => cents(await textOf(tile(page, 'Expense').getByTestId('stat-value')))).toBe(expenseBefore - amountBefore + 100010);
    // The company is now a filter option.
    await page.getByRole('combobox', { name: 'Company' }).click();
    await see(page.getByRole('option', { name: 'Corrected Ventures' }));
    await page.keyboard.press('Escape');
  });

  it('deletes a transaction after confirmation', async () => {
    const count = await rows(page).count();
    const target = history(page).getByRole('listitem', { name: 'Expense, Corrected Ventures, $1,000.10' });
    await target.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this transaction?' });
    await see(dialog.getByText('Expense, Corrected Ventures, $1,000.10'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await rows(page).count()).toBe(count);
    await target.getByRole('button', { name: /^Delete / }).click();
    await dialog.getByRole('button', { name: 'DELETE' }).click();
    await see(toast(page, 'Transaction Deleted'));
    await expect.poll(() => rows(page).count()).toBe(count - 1);
    await choose(page, 'Type', 'All types');
  });

  it('shows the transaction an invoice email became, with the email one click away', async () => {
    const other = await e2e.newPage();
    const email = uniqueEmail('inv');
    await registerThroughUi(other, { email, password: 'correct horse' });
    const userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email } })).id;
    const mbox = writeMbox(path.join(dir, 'invoice.mbox'), [
      rawMessage({
        from: 'Billing <billing@vendor.io>',
        to: email,
        subject: 'Invoice 2041',
        messageId: `inv-${Date.now()}@vendor.io`,
        date: new Date(Date.UTC(year, 0, 15, 11)).toUTCString(),
        body: 'Hello,\n\nPlease find attached invoice 2041 for $5,250.00, due on March 31.\n\nBilling team',
      }),
      // Years with transactions (an old archive and two years ago), and none in the year between.
      ...[2001, year - 2].map((y) =>
        rawMessage({
          from: 'Billing <billing@vendor.io>',
          to: email,
          subject: `Invoice ${y}-7`,
          messageId: `inv-${y}-${Date.now()}@vendor.io`,
          date: new Date(Date.UTC(y, 5, 15, 11)).toUTCString(),
          body: `Hello,\n\nPlease find attached invoice ${y}-7 for $400.00.\n\nBilling team`,
        }),
      ),
    ]);
    await e2e.server.app.services.sync.importArchive(userId, [mbox]);
    await e2e.server.platform.jobs.idle();

    await other.goto('/financial-tracking');
    const row = history(other).getByRole('listitem').first();
    await see(row);
    // The year selector: every year that has transactions, and this year.
    await other.getByRole('combobox', { name: 'Year' }).click();
    await see(other.getByRole('option', { name: '2001', exact: true }));
    expect(await other.getByRole('option').allTextContents()).toEqual([String(year), String(year - 2), '2001']);
    await other.keyboard.press('Escape');
    expect(await row.getAttribute('aria-label')).toMatch(/^Invoice, .+, \$5,250\.00$/);
    expect(await other.getByRole('button', { name: 'DEMO DATA' }).count()).toBe(0);
    expect(await textOf(tile(other, 'Invoice').getByTestId('stat-value'))).toBe('$5,250.00');
    await row.getByRole('button', { name: 'Open email: Invoice 2041' }).click();
    const dialog = other.getByRole('dialog', { name: 'Invoice 2041' });
    await see(dialog.getByText(/billing@vendor\.io/));
    expect(await dialog.getByRole('link', { name: 'OPEN IN MINE' }).getAttribute('href')).toMatch(/^\/mine\?email=[\w-]+$/);
    await screenshot(other, 'financial-email');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await other.setViewportSize(PHONE);
    await see(row);
    await screenshot(other, 'financial-phone');
  });
});
