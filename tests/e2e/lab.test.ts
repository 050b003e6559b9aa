// The LLM testing lab from the browser: the prefilled sample, ANALYZE EMAIL with
// its pending state, toasts and full result (score band, category, priority,
// summary, commitments, transaction, signals), DIRECT LLM CALL with the model's
// answer, both failure toasts, and the endpoint panel. The test server has no
// model configured, so the local analyzer answers both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';

let e2e: E2E;
let page: Page;

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications (F8)' }).locator('li').filter({ hasText: text });
const result = (p: Page) => p.getByRole('region', { name: 'ANALYSIS RESULT' });

async function dismissToasts(p: Page) {
  const region = p.getByRole('region', { name: 'Notifications (F8)' });
  for (const close of await region.getByRole('button', { name: 'Close' }).all()) await close.click().catch(() => undefined);
  await region
    .locator('li')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

/** Holds matching requests until `release()` (to see the pending state). */
async function hold(p: Page, url: string | RegExp, match: (route: Route) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await p.route(url, async (route) => {
    if (!match(route)) return route.fallback();
    await released;
    await route.fallback();
  });
  return async () => {
    release();
    await p.unroute(url);
  };
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Lab', lastName: 'Rat', email: uniqueEmail('lab'), password: 'pickaxe-42' });
});
afterAll(async () => {
  await e2e?.close();
});

describe('LLM testing lab', () => {
  it('analyses the prefilled sample and shows score, category, priority, summary, commitments and signals', async () => {
    await page.goto('/test-llm');
    await page.getByRole('heading', { level: 1, name: 'LLM TESTING LAB' }).waitFor();
    await expect(page.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).resolves.toBe('/');
    expect(await page.getByLabel('From').inputValue()).toContain('sarah.chen@northwindcapital.com');
    expect(await page.getByLabel('Subject').inputValue()).toMatch(/Term sheet/);
    expect(await page.getByLabel('Body').inputValue()).toMatch(/cap table before Friday/);
    // The endpoint panel lists the REST doors of spec §7 the lab relates to.
    const endpoints = page.getByRole('list', { name: 'Endpoints' });
    for (const path of ['/api/llm/analyze-email', '/api/llm/direct-call', '/api/llm/generate-replies', '/api/emails/nuggets', '/api/email-accounts']) {
      await see(endpoints.getByText(path, { exact: true }).first());
    }
    await screenshot(page, 'lab-idle');

    const release = await hold(page, '**/graphql', (route) => (route.request().postData() ?? '').includes('useAnalyzeEmailMutation'));
    await page.getByRole('button', { name: 'ANALYZE EMAIL' }).click();
    await see(page.getByRole('button', { name: 'ANALYZING...' }));
    await expect(page.getByRole('button', { name: 'ANALYZING...' }).isDisabled()).resolves.toBe(true);
    await release();
    await see(toast(page, 'Email Analyzed'));
    expect(await textOf(toast(page, 'Email Analyzed'))).toContain('AI analysis completed successfully');

    const r = result(page);
    const score = Number(await textOf(r.getByTestId('analysis-score')));
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    await see(r.getByRole('progressbar', { name: `Nugget score ${score} out of 100` }));
    expect(await textOf(r.getByTitle('Category'))).toMatch(/^[a-z]+$/);
    // Priority follows the score: high ≥ 70, medium ≥ 40, else low.
    expect(await textOf(r.getByTitle('Priority'))).toBe(`${score >= 70 ? 'high' : score >= 40 ? 'medium' : 'low'} priority`);
    expect((await textOf(r.getByTestId('analysis-summary'))).length).toBeGreaterThan(10);
    const commitments = r.getByRole('region', { name: /^Commitments \(\d+\)$/ }).getByRole('listitem');
    expect(await commitments.count()).toBeGreaterThanOrEqual(1);
    expect(await textOf(commitments.first())).toMatch(/Owed by .+ to .+/);
    expect(await r.getByRole('list', { name: 'Signals' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await see(r.getByText('Analysed by local'));
    await dismissToasts(page);
    await screenshot(page, 'lab-analysis');

    // An invoice: the mined transaction shows with its exact amount.
    await page.getByLabel('From').fill('Billing <billing@vendor.io>');
    await page.getByLabel('Subject').fill('Invoice 2041');
    await page.getByLabel('Body').fill('Hello,\n\nPlease find attached invoice 2041 for $5,250.00, due on March 31.\n\nBilling team');
    await page.getByRole('button', { name: 'ANALYZE EMAIL' }).click();
    await expect.poll(() => r.getByTestId('analysis-transaction').count()).toBe(1);
    expect(await textOf(r.getByTestId('analysis-transaction'))).toMatch(/^Invoice\s*\$5,250\.00/);
    await dismissToasts(page);
    await screenshot(page, 'lab-analysis-invoice');
    await page.getByRole('button', { name: 'Sample' }).click();
    expect(await page.getByLabel('Subject').inputValue()).toMatch(/Term sheet/);
  });

  it('makes a direct call and shows the response', async () => {
    const release = await hold(page, '**/api/llm/direct-call');
    await page.getByRole('button', { name: 'DIRECT LLM CALL' }).click();
    await see(page.getByRole('button', { name: 'CALLING...' }));
    await release();
    await see(toast(page, 'Direct LLM Call Success'));
    const response = page.getByTestId('direct-response');
    expect(await textOf(response)).toMatch(/^Score \d+\/100/);
    await see(page.getByText('model: local'));
    await dismissToasts(page);
    await screenshot(page, 'lab-direct-call');
  });

  it('says so when analysis or the direct call fails', async () => {
    await page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('useAnalyzeEmailMutation') ? route.fulfill({ status: 502, body: 'Bad gateway' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'ANALYZE EMAIL' }).click();
    await see(page.getByRole('alert').filter({ hasText: 'Analysis Failed' }));
    expect(await textOf(page.getByRole('alert').filter({ hasText: 'Analysis Failed' }))).toContain('Unable to analyze email. Check your AI provider API key.');
    await page.unroute('**/graphql');
    await dismissToasts(page);

    await page.route('**/api/llm/direct-call', (route) => route.fulfill({ status: 500, body: 'model unavailable' }));
    await page.getByRole('button', { name: 'DIRECT LLM CALL' }).click();
    await see(page.getByRole('alert').filter({ hasText: 'Direct Call Failed' }));
    expect(await textOf(page.getByRole('alert').filter({ hasText: 'Direct Call Failed' }))).toContain('Check console for error details');
    await page.unroute('**/api/llm/direct-call');
    // The earlier results stay on screen.
    await see(page.getByTestId('direct-response'));
    await see(result(page).getByTestId('analysis-score'));
  });
});
