// Shared browser setup for the end-to-end tests: Debian's chromium driven by
// playwright-core against the full app (tests/helpers/server.ts).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve('test-output/screenshots');
const WEB_INDEX = path.resolve('dist/web/index.html');

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A fresh browser context (own cookies) with one page, at the given viewport. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Starts the app and a browser. Call in beforeAll, close in afterAll. */
export async function startE2E(options: { env?: Record<string, string> } = {}): Promise<E2E> {
  if (!fs.existsSync(WEB_INDEX)) {
    throw new Error(`The web app is not built (${WEB_INDEX} is missing): run \`npx vite build --config web/vite.config.ts\` first.`);
  }
  const server = await startTestServer({ env: options.env });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async newPage(viewport = DESKTOP) {
      const context = await browser.newContext({ baseURL: server.url, viewport, reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      // Generous: CI runs browsers beside the whole suite on two cores; a wrong screen still fails, only later.
      page.setDefaultTimeout(30_000);
      page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
      // What an error boundary caught (React logs it): the cause of a screen that vanished under load.
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          console.error(`[browser console] ${message.text().slice(0, 600)}`);
      });
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/** Saves a full-page screenshot as test-output/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Let fonts and entry animations settle so the picture shows the finished screen.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

let counter = 0;
/** A unique, valid address for a new account. */
export function uniqueEmail(prefix = 'miner'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** Registers through /dev-login and waits until the signed-in landing page shows. */
export async function registerThroughUi(page: Page, user: { firstName?: string; lastName?: string; email: string; password: string }): Promise<void> {
  await page.goto('/dev-login');
  await page.getByRole('tab', { name: 'Register' }).click();
  if (user.firstName) await page.getByLabel('First name (optional)').fill(user.firstName);
  if (user.lastName) await page.getByLabel('Last name (optional)').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'CREATE MINER ACCOUNT' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}

/** Waits until the locator is visible: the assertion that a user can see it. */
export async function see(locator: Locator, timeout = 20_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** The trimmed visible text of a locator. */
export async function textOf(locator: Locator): Promise<string> {
  await see(locator);
  return ((await locator.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}
