// Interactions in the browser (issue 19, point 5): how long from the click or key to the
// frame that shows its result, in Debian's Chromium against the full app (built web app,
// GraphQL, analysed mail): opening the composer, switching Email Management to List view
// and back to Split, opening an email, j to the next email, the mine's sludge tab, and
// MINE NUGGETS until its progress shows. Each is timed in the page (performance.now()
// before the click, then every animation frame until the result is in the DOM), so
// browser-driver latency is not counted. Prints median and p95 per interaction.
//
//   npx vite build --config web/vite.config.ts && npx tsx bench/interactions.ts [--runs 15 --emails 80]
//
// To compare with another commit, run the same file in a checkout of it (after a build
// there): the page selectors it uses are the product's own labels. An interaction the
// checkout does not have (j) prints "n/a".
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { startTestServer } from '../tests/helpers/server.ts';
import { rawMessage, tempDir, writeMbox } from '../tests/helpers/mail.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' }, emails: { type: 'string', default: '80' } } });
const RUNS = Number(values.runs);
const EMAILS = Number(values.emails);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HOUR = 3_600_000;
const NOW = Date.now();
const ME = 'bench.keys@example.com';
const TOPICS = [
  'quarterly numbers',
  'hiring plan',
  'board deck',
  'pricing page',
  'customer call',
  'vendor invoice',
  'roadmap',
  'security review',
  'term sheet',
  'offsite',
];
const SENDERS = [
  'Priya Shah <priya@acme.io>',
  'Marco Ruiz <marco@northwind.vc>',
  'Deals <deals@shop.example>',
  'Dan Ng <dan@acme.io>',
  'News <news@growth.example>',
];

const subjectOf = (i: number) => `${TOPICS[i % TOPICS.length]} ${i}`;
function mail(i: number): Buffer {
  const topic = TOPICS[i % TOPICS.length]!;
  const bulk = i % 5 === 2 || i % 5 === 4;
  return rawMessage({
    from: SENDERS[i % SENDERS.length],
    to: ME,
    subject: subjectOf(i),
    messageId: `bench-${i}@interactions.bench`,
    date: new Date(NOW - (i + 1) * HOUR).toUTCString().replace('GMT', '+0000'),
    body: bulk
      ? `Big sale this week only! 50% off everything. Unsubscribe at any time.\n\nView in browser.`
      : `Hi,\n\nCould you send me the ${topic} by Friday? I promise to review it on Monday.\n\nThanks`,
  });
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/** What starts an interaction and what shows it is done, as CSS selectors (optionally with text). */
interface Step {
  /** Click the first element matching this selector (and containing `text`), or press `key` on the page. */
  click?: { selector: string; text?: string };
  key?: string;
  /** Done when this matches (with `text`, if given) and `gone` (if given) matches nothing. */
  until: { selector: string; text?: string };
  gone?: { selector: string; text?: string };
}

/**
 * Milliseconds from the input to the first frame with the result; null if it never came (10 s).
 * A click is preceded by the pointer resting on the target for 150 ms, as a hand's would
 * (a page may read ahead on hover; that is part of what is measured).
 */
async function timed(page: Page, step: Step): Promise<number | null> {
  if (step.click) {
    const target = page
      .locator(step.click.selector)
      .filter(step.click.text ? { hasText: step.click.text } : {})
      .first();
    await target.hover({ timeout: 5000 }).catch(() => undefined);
    await page.waitForTimeout(150);
  }
  return page.evaluate(async ({ click, key, until, gone }) => {
    const find = (q: { selector: string; text?: string }) =>
      [...document.querySelectorAll<HTMLElement>(q.selector)].find((el) => !q.text || (el.textContent ?? '').includes(q.text));
    const done = () => !!find(until) && !(gone && find(gone));
    const t0 = performance.now();
    if (click) {
      const target = find(click);
      if (!target) return null;
      target.click();
    } else if (key) {
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
    while (!done()) {
      if (performance.now() - t0 > 10_000) return null;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return performance.now() - t0;
  }, step);
}

async function waitFor(page: Page, step: Pick<Step, 'until' | 'gone'>) {
  await page.waitForFunction(
    ({ until, gone }) => {
      const find = (q: { selector: string; text?: string }) =>
        [...document.querySelectorAll<HTMLElement>(q.selector)].find((el) => !q.text || (el.textContent ?? '').includes(q.text));
      return !!find(until) && !(gone && find(gone));
    },
    step,
    { timeout: 15_000 },
  );
}

const results = new Map<string, (number | null)[]>();
const record = (name: string, ms: number | null) => results.set(name, [...(results.get(name) ?? []), ms]);

const dir = tempDir('nugget-bench-interactions-');
const server = await startTestServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  // tsx compiles the in-page functions with esbuild's name helper; the page needs it too.
  await context.addInitScript('window.__name = (f) => f;');
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);

  // A user with analysed mail, registered through the UI.
  await page.goto('/dev-login');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Email').fill(ME);
  await page.getByLabel('Password').fill('pickaxe-42');
  await page.getByRole('button', { name: 'CREATE MINER ACCOUNT' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const userId = (await server.platform.prisma.user.findFirstOrThrow({ where: { email: ME } })).id;
  const mbox = writeMbox(
    path.join(dir, 'bench.mbox'),
    Array.from({ length: EMAILS }, (_, i) => mail(i)),
  );
  await server.app.services.sync.importArchive(userId, [mbox]);
  await server.platform.jobs.idle();

  // Email Management.
  await page.goto('/enhanced-email-management');
  await waitFor(page, { until: { selector: 'ul[aria-label="Emails"] li' } });
  const managementSplit = { until: { selector: 'div', text: 'Nothing selected' } };
  for (let i = 0; i < RUNS; i++) {
    record(
      'open the composer',
      await timed(page, { click: { selector: 'button', text: 'Compose' }, until: { selector: '[data-testid="compose-dialog"] h2', text: 'New message' } }),
    );
    await page.keyboard.press('Escape');
    await waitFor(page, { until: { selector: 'body' }, gone: { selector: '[data-testid="compose-dialog"]' } });

    record(
      'switch to List view',
      await timed(page, {
        click: { selector: 'button[value="list"]' },
        until: { selector: 'button[value="list"][aria-pressed="true"]' },
        gone: { selector: 'div', text: 'Nothing selected' },
      }),
    );
    await page.waitForTimeout(100);
    record('switch back to Split view', await timed(page, { click: { selector: 'button[value="split"]' }, ...managementSplit }));
    await page.waitForTimeout(100);
  }
  // Each email opened once (never from cache), then j to the one below it.
  for (let i = 0; i < RUNS; i++) {
    const row = 2 * i + 1;
    record(
      'open an email',
      await timed(page, {
        click: { selector: `ul[aria-label="Emails"] li:nth-child(${row}) button` },
        until: { selector: `article[aria-label="${subjectOf(row - 1)}"]` },
      }),
    );
    await page.waitForTimeout(100);
    // A build without the key shows nothing in 10 s once; it is not asked again.
    const hasJ = results.get('j: next email')?.[0] !== null;
    record('j: next email', hasJ ? await timed(page, { key: 'j', until: { selector: `article[aria-label="${subjectOf(row)}"]` } }) : null);
    await page.waitForTimeout(100);
  }

  // The mine: the sludge tab, and MINE NUGGETS on an email.
  await page.goto('/mine');
  await waitFor(page, { until: { selector: 'button[value="all"]' } });
  await page.locator('button[value="all"]').click();
  await waitFor(page, { until: { selector: 'ul[aria-label="all emails"] li' } });
  for (let i = 0; i < RUNS; i++) {
    const loading = { selector: '[role="progressbar"][aria-label="Loading email mine..."]' };
    record(
      'mine: sludge tab',
      await timed(page, { click: { selector: 'button[value="sludge"]' }, until: { selector: 'button[value="sludge"][aria-pressed="true"]' }, gone: loading }),
    );
    await waitFor(page, { until: { selector: 'ul[aria-label="sludge emails"], h3, p' }, gone: loading });
    await page.waitForTimeout(100);
    record(
      'mine: all tab',
      await timed(page, { click: { selector: 'button[value="all"]' }, until: { selector: 'ul[aria-label="all emails"] li' }, gone: loading }),
    );
    await page.waitForTimeout(100);
  }
  for (let i = 0; i < Math.min(RUNS, 10); i++) {
    await page
      .locator(`ul[aria-label="all emails"] li:nth-child(${i + 1}) button`)
      .first()
      .click();
    await waitFor(page, { until: { selector: 'button', text: 'MINE NUGGETS' } });
    record(
      'mine an email: progress shows',
      await timed(page, { click: { selector: 'button', text: 'MINE NUGGETS' }, until: { selector: '[role="progressbar"][aria-label="Mining progress"]' } }),
    );
    // Let the run finish before the next email.
    await page.waitForTimeout(1500);
  }
} finally {
  await browser.close().catch(() => {});
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`interactions in Chromium, ${RUNS} runs each (ms from input to the frame showing the result)`);
console.log(`${'interaction'.padEnd(34)} ${'median'.padStart(8)} ${'p95'.padStart(8)}  runs`);
for (const [name, all] of results) {
  const ok = all.filter((x): x is number => x !== null);
  const fmt = (x: number) => x.toFixed(0).padStart(8);
  console.log(
    ok.length
      ? `${name.padEnd(34)} ${fmt(median(ok))} ${fmt(p95(ok))}  ${ok.length}${ok.length < all.length ? ` (${all.length - ok.length} never showed)` : ''}`
      : `${name.padEnd(34)} ${'n/a'.padStart(8)} ${'n/a'.padStart(8)}  0`,
  );
}
