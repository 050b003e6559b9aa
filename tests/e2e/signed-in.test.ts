// The main journeys of a signed-in miner: register, see the shell, visit every
// screen, hit a missing page, use the phone drawer, log out; and a failed login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, registerThroughUi, screenshot, see, startE2E, uniqueEmail, type E2E } from './browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

describe('signed-in miner', () => {
  it('registers on /dev-login, lands on / signed in, and logs out back to the landing page', async () => {
    const page = await e2e.newPage();
    const email = uniqueEmail('ada');
    await registerThroughUi(page, { firstName: 'Ada', lastName: 'Lovelace', email, password: 'correct horse' });

    await see(page.getByRole('status').filter({ hasText: 'Account Created' }));
    await see(sidebar(page).getByText('Ada Lovelace'));
    await see(sidebar(page).getByText(email));
    await see(sidebar(page).getByText('AL', { exact: true }));
    // Signed in, / is the Performance Hub (the marketing page stays at /landing).
    await page.getByRole('heading', { level: 1, name: 'PERFORMANCE HUB' }).waitFor();
    const labels = await sidebar(page).getByRole('link').allTextContents();
    expect(labels.slice(1).map((l) => l.replace(/(NEW|AI|GOLD)$/, ''))).toEqual([
      'Ask Nugget',
      'Performance Hub',
      'Todo Dashboard',
      'Calendar',
      'Commitment Tracker',
      'Waiting On',
      'Mine',
      'Insights',
      'Email Accounts',
      'Enhanced Email',
      'Email Management',
      'Client Financials',
      'Settings',
    ]);
    await expect(sidebar(page).getByRole('link', { name: 'Performance Hub' }).getAttribute('aria-current')).resolves.toBe('page');
    await screenshot(page, 'home-signed-in');

    await sidebar(page).getByRole('button', { name: 'LOG OUT' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'SIGN IN' }).waitFor();
    await expect(sidebar(page).count()).resolves.toBe(0);

    // The session is really gone: a protected path shows the login screen.
    await page.goto('/todos');
    await page.getByRole('heading', { name: 'ENTER THE MINE' }).waitFor();
  });

  it('logs in with a wrong password and sees the server message in a Login Failed toast', async () => {
    const page = await e2e.newPage();
    const email = uniqueEmail('grace');
    await registerThroughUi(page, { firstName: 'Grace', email, password: 'right-password' });
    await sidebar(page).getByRole('button', { name: 'LOG OUT' }).click();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'SIGN IN' }).waitFor();

    await page.goto('/dev-login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'ACCESS SYSTEM' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Login Failed' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('Invalid email or password');
    await see(page.getByRole('region', { name: 'Notifications (F8)' }));
    await screenshot(page, 'dev-login-failed');

    // F8 moves focus to the notifications; a swipe right past 50 px dismisses the toast.
    await page.keyboard.press('F8');
    await expect(page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label'))).resolves.toBe('Notifications (F8)');
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + 130, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await toast.waitFor({ state: 'detached', timeout: 2_000 });

    // And the right password signs in with a welcome.
    await page.getByLabel('Password').fill('right-password');
    await page.getByRole('button', { name: 'ACCESS SYSTEM' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('status').filter({ hasText: 'Welcome back, Grace!' }).waitFor();
    await see(sidebar(page).getByText('Grace', { exact: true }));
  });

  it('visits every screen, sees a 404 for an unknown path, and opens the drawer on a phone', async () => {
    const page = await e2e.newPage();
    await registerThroughUi(page, { firstName: 'Mina', lastName: 'Digger', email: uniqueEmail('mina'), password: 'pickaxe!' });

    const screens: { path: string; name: string; title: string; expect: (string | RegExp)[]; active?: string }[] = [
      {
        path: '/dashboard',
        name: 'dashboard',
        title: 'PERFORMANCE HUB',
        expect: ['CONNECT PRIMARY EMAIL', "WHAT YOU'LL SEE AFTER CONNECTING"],
        active: 'Performance Hub',
      },
      { path: '/ask-nugget', name: 'ask-nugget', title: 'ASK NUGGET', expect: ['TRY ASKING'], active: 'Ask Nugget' },
      {
        path: '/todos',
        name: 'todos',
        title: 'TODO MINING',
        expect: ['NO OPEN TASKS', 'NO IN PROGRESS TASKS', 'NO DONE TASKS', 'All commitments fulfilled'],
        active: 'Todo Dashboard',
      },
      { path: '/sluice-setup', name: 'sluice-setup', title: 'EMAIL SLUICE', expect: ['No Streams Connected'], active: 'Commitment Tracker' },
      {
        path: '/mine',
        name: 'mine',
        title: 'THE MINE',
        expect: ['No emails in the mine', 'Connect an email account to start mining', 'Select an email to start mining commitments'],
        active: 'Mine',
      },
      { path: '/insights', name: 'insights', title: 'MEMORY INSIGHTS', expect: ['TOTAL PROMISES', 'FOLLOW-UPS', 'CONTACTS'], active: 'Insights' },
      { path: '/gold-count', name: 'gold-count', title: 'MEMORY INSIGHTS', expect: ['CONTACT INTELLIGENCE'], active: 'Insights' },
      { path: '/email-accounts', name: 'email-accounts', title: 'EMAIL SLUICE MANAGEMENT', expect: ['SUPPORTED PROVIDERS'], active: 'Email Accounts' },
      { path: '/enhanced-email', name: 'enhanced-email', title: 'ENHANCED EMAIL', expect: ['No emails found'], active: 'Enhanced Email' },
      {
        path: '/enhanced-email-management',
        name: 'enhanced-email-management',
        title: 'EMAIL MANAGEMENT',
        expect: ['AI Agent Active', 'Processing in background', 'Enhanced by AI', 'Real-time insights'],
        active: 'Email Management',
      },
      {
        path: '/financial-tracking',
        name: 'financial-tracking',
        title: 'FINANCIAL TRACKER',
        expect: ['NO TRANSACTIONS FOUND', 'Financial transactions will appear here when emails are processed.'],
        active: 'Client Financials',
      },
      { path: '/settings', name: 'settings', title: 'SYSTEM CONFIGURATION', expect: ['70/100', 'OFF'], active: 'Settings' },
      { path: '/test-llm', name: 'test-llm', title: 'LLM TESTING LAB', expect: [/^ANALYZE EMAIL$/, /^DIRECT LLM CALL$/] },
      { path: '/landing', name: 'landing-route', title: 'Your inbox is a gold mine. Start digging.', expect: ['MARK COMPLETE'] },
    ];
    for (const s of screens) {
      await page.goto(s.path);
      await page.getByRole('heading', { level: 1, name: s.title }).waitFor();
      for (const text of s.expect) {
        await see(page.getByText(text, { exact: typeof text === 'string' }).first());
      }
      if (s.active) {
        await expect(sidebar(page).getByRole('link', { name: s.active }).getAttribute('aria-current'), `${s.path} highlights ${s.active}`).resolves.toBe(
          'page',
        );
      }
      await screenshot(page, s.name);
    }

    // Ask Nugget: submit is disabled until the trimmed query has text.
    await page.goto('/ask-nugget');
    const ask = page.getByRole('button', { name: 'ASK NUGGET' });
    await expect(ask.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Ask Nugget').fill('   ');
    await expect(ask.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Ask Nugget').fill('What did I promise Sarah?');
    await expect(ask.isEnabled()).resolves.toBe(true);

    // Client-side navigation through the sidebar.
    await sidebar(page).getByRole('link', { name: 'Todo Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'TODO MINING' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/todos');

    await page.goto('/no/such/shaft');
    await page.getByText('PAGE NOT FOUND').waitFor();
    await see(page.getByText('404', { exact: true }));
    await see(page.getByText('The requested mining location does not exist in our system.'));
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: 'RETURN TO BASE' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Phone: the sidebar is a drawer behind a menu button.
    const phone = await e2e.browser.newContext({ baseURL: e2e.server.url, viewport: PHONE, storageState: await page.context().storageState() });
    const small = await phone.newPage();
    await small.goto('/dashboard');
    await small.getByRole('heading', { level: 1, name: 'PERFORMANCE HUB' }).waitFor();
    await expect(sidebar(small).count()).resolves.toBe(0);
    await screenshot(small, 'dashboard-phone');
    await small.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar(small).getByText('Mina Digger').waitFor();
    await screenshot(small, 'drawer-phone');
    await sidebar(small).getByRole('link', { name: 'Settings' }).click();
    await small.getByRole('heading', { level: 1, name: 'SYSTEM CONFIGURATION' }).waitFor();
    await expect(sidebar(small).count()).resolves.toBe(0);
    await phone.close();
  }, 120_000); // every screen of the app in turn: about 30 s on a loaded two-core machine
});
