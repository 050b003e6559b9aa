// Re-analysing mail from the browser: the AI Analysis tab says why an email scored
// as it did ("Why this score"), and Settings › AI analysis re-analyses all mail after
// a confirmation, with progress read from the server (still there after a reload)
// until it ends with a toast and a summary line.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';
import { gateAnalyzer } from '../helpers/gate-analyzer.ts';
import { queueRows } from '../helpers/jobs.ts';

const dir = tempDir('nugget-e2e-reanalysis-');
const EMAIL = uniqueEmail('rosa');
const REQUEST = 'Pilot contract';
const PROMO = 'Flash sale: 40% off everything';

let e2e: E2E;
let page: Page;
let userId: string;

const rfcDate = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toUTCString().replace('GMT', '+0000');
const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications (F8)' }).locator('li').filter({ hasText: text });
const aiSection = (p: Page) => p.getByRole('region', { name: 'AI ANALYSIS', exact: true });
const card = (p: Page, subject: string) => p.getByRole('list', { name: 'Emails' }).getByRole('listitem').filter({ hasText: subject });

async function openAnalysis(p: Page, subject: string) {
  await p.goto('/enhanced-email');
  await p.getByRole('heading', { level: 1, name: 'ENHANCED EMAIL' }).waitFor();
  await card(p, subject).getByRole('button').first().click();
  const article = p.getByRole('article', { name: subject });
  await article.getByRole('tab', { name: 'AI Analysis' }).click();
  return article;
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Rosa', email: EMAIL, password: 'pickaxe-42' });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;
  const mbox = writeMbox(path.join(dir, 'rosa.mbox'), [
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: `Rosa <${EMAIL}>`,
      subject: REQUEST,
      messageId: 'pilot@acme.io',
      date: rfcDate(3),
      body: 'Hi Rosa,\n\nCould you please send me the signed pilot contract by Friday?\n\nThanks,\nPriya',
    }),
    rawMessage({
      from: 'Shop <no-reply@shop.example>',
      to: EMAIL,
      subject: PROMO,
      messageId: 'sale@shop.example',
      date: rfcDate(5),
      headers: { 'List-Unsubscribe': '<https://shop.example/u>', Precedence: 'bulk' },
      body: 'Everything is 40% off this weekend only.',
    }),
    ...[1, 2, 3, 4, 5, 6].map((i) =>
      rawMessage({
        from: `Lee ${i} <lee${i}@partner${i}.io>`,
        to: EMAIL,
        subject: `Weekly note ${i}`,
        messageId: `note-${i}@partner.io`,
        date: rfcDate(10 + i),
        body: `Hello Rosa,\n\nNothing urgent this week (${i}).\n\nLee`,
      }),
    ),
  ]);
  await e2e.server.app.services.sync.importArchive(userId, [mbox]);
  await e2e.server.platform.jobs.idle();
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('re-analysis', () => {
  it('says why an email scored as it did in the AI Analysis tab', async () => {
    const article = await openAnalysis(page, PROMO);
    const why = article.getByRole('list', { name: 'Why this score' });
    await see(why.getByText(/List-Unsubscribe/));
    // Each weighted reason shows what it did to the score; the bulk headers took points off.
    const stored = await e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId, messageId: 'sale@shop.example' } });
    expect(await why.getByRole('listitem').count()).toBe(stored.analysisSignals.length);
    await see(
      why
        .getByRole('listitem')
        .filter({ hasText: /List-Unsubscribe/ })
        .getByText(/^\u2212\d+$/),
    );
    await screenshot(page, 'analysis-why-this-score');
  });

  it('re-analyses all mail from Settings with live progress that survives a reload, then says it is done', async () => {
    // An email analysed before reasons were kept has none to show yet.
    await e2e.server.platform.prisma.email.updateMany({ where: { userId, messageId: 'pilot@acme.io' }, data: { analysisSignals: [] } });
    let article = await openAnalysis(page, REQUEST);
    await see(article.getByText('This email was analysed before reasons were kept. Re-analyse it to see why it scored as it did.'));

    // A second tab on Settings, idle: it is only told of the run by the live push (it reads again only during a run).
    const other = await page.context().newPage();
    await other.goto('/settings');
    await see(aiSection(other).getByRole('button', { name: 'RE-ANALYSE ALL MAIL' }));

    const release = gateAnalyzer(e2e.server.app.services.analysis.analyzer);
    try {
      await page.goto('/settings');
      await page.getByRole('heading', { level: 1, name: 'SYSTEM CONFIGURATION' }).waitFor();
      const section = aiSection(page);
      await see(section.getByText('Read all 8 emails again with the current analyzer', { exact: false }));
      await section.getByRole('button', { name: 'RE-ANALYSE ALL MAIL' }).click();

      // A confirmation first: Cancel changes nothing.
      const dialog = page.getByRole('dialog', { name: 'Re-analyse all your mail?' });
      await see(dialog.getByText('Nugget reads all 8 emails again', { exact: false }));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await e2e.server.platform.prisma.analysisRun.count({ where: { userId } })).toBe(0);

      await section.getByRole('button', { name: 'RE-ANALYSE ALL MAIL' }).click();
      await dialog.getByRole('button', { name: 'RE-ANALYSE 8 EMAILS' }).click();
      const status = section.getByTestId('reanalysis-progress');
      await see(status.getByText('Re-analysing 0 of 8 emails…'));
      await see(toast(page, 'Re-analysis started'));
      await expect(section.getByRole('progressbar', { name: 'Re-analysis progress' }).getAttribute('aria-valuenow')).resolves.toBe('0');
      await expect(section.getByRole('button', { name: 'RE-ANALYSING...' }).isDisabled()).resolves.toBe(true);
      await screenshot(page, 'settings-reanalysis-progress');
      await see(aiSection(other).getByTestId('reanalysis-progress').getByText('Re-analysing 0 of 8 emails…'));

      // The figures come from the server: a reload shows the same run.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'SYSTEM CONFIGURATION' }).waitFor();
      await see(aiSection(page).getByText('Re-analysing 0 of 8 emails…'));
      await expect(aiSection(page).getByRole('button', { name: 'RE-ANALYSING...' }).isDisabled()).resolves.toBe(true);
      expect((await queueRows(e2e.server.platform, 'mail.analyze')).filter((r) => ['created', 'retry', 'active'].includes(r.state))).toHaveLength(8);
    } finally {
      release();
    }

    const section = aiSection(page);
    await see(toast(page, 'Re-analysis complete'), 20_000);
    expect(await textOf(toast(page, 'Re-analysis complete'))).toContain('All 8 emails analysed again');
    await expect(section.getByTestId('reanalysis-progress').count()).resolves.toBe(0);
    expect(await textOf(section.getByTestId('reanalysis-last'))).toMatch(/^Last re-analysis: 8 emails, finished .+\.$/);
    await expect(section.getByRole('button', { name: 'RE-ANALYSE ALL MAIL' }).isEnabled()).resolves.toBe(true);
    await screenshot(page, 'settings-reanalysis-done');
    await see(toast(other, 'Re-analysis complete'));
    await other.close();

    // Re-analysed, the email has its reasons.
    article = await openAnalysis(page, REQUEST);
    const why = article.getByRole('list', { name: 'Why this score' });
    await see(why.getByRole('listitem').first());
    const stored = await e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId, messageId: 'pilot@acme.io' } });
    expect(stored.analysisSignals.length).toBeGreaterThan(0);
    expect(await why.getByRole('listitem').count()).toBe(stored.analysisSignals.length);
  });
});
