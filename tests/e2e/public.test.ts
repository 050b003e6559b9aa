// What a signed-out visitor sees: the landing page, the legal pages, the login
// screen on every protected path, the dev login's validation and the callback's failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot, see, startE2E, textOf, type E2E } from './browser.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('signed-out visitor', () => {
  it('sees the landing page with its sections, and the demo task completes locally', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toContain('Your inbox is a gold mine.');
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav.getByRole('link', { name: 'Privacy' }).getAttribute('href')).resolves.toBe('/privacy-policy');
    await expect(nav.getByRole('link', { name: 'Terms' }).getAttribute('href')).resolves.toBe('/tos');
    // Google is not configured here: both lead to the sign-in page with email and password.
    await expect(nav.getByRole('link', { name: 'SIGN IN' }).getAttribute('href')).resolves.toBe('/dev-login');
    for (const link of await page.getByRole('link', { name: 'START MINING' }).all()) await expect(link.getAttribute('href')).resolves.toBe('/dev-login');
    await expect(page.getByRole('link', { name: 'DASHBOARD' }).getAttribute('href')).resolves.toBe('/dashboard');
    for (const text of [
      'DATA TRANSPARENCY',
      'Connect all emails',
      'Mine commitments',
      'Take action',
      'Founders',
      'Portfolio CEOs',
      'Business owners',
      'Investment partners',
      'Multi-email unification',
      'Cross-venture tracking',
      'Unified calendar sync',
      'Universal memory',
      'Venture segregation',
      'Automated excellence',
      '© 2025 Nugget. All rights reserved.',
    ]) {
      await see(page.getByText(text, { exact: true }).first());
    }
    await see(page.getByText('150 XP to level 8'));
    await see(page.getByText('+25 XP'));
    await screenshot(page, 'landing');

    await page.getByRole('button', { name: 'MARK COMPLETE' }).click();
    await page.getByText('COMPLETED', { exact: true }).waitFor();
    await see(page.getByText('125 XP to level 8'));
    await expect(page.getByRole('button', { name: 'MARK COMPLETE' }).count()).resolves.toBe(0);
  });

  it('on a default install, START MINING and SIGN IN lead to email and password; registering lands on the Performance Hub at /', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'START MINING' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dev-login');
    await see(page.getByLabel('Email'));
    await see(page.getByLabel('Password'));
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'SIGN IN' }).click();
    await page.waitForURL((url) => url.pathname === '/dev-login');

    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Email').fill(`newcomer.${Date.now().toString(36)}@example.com`);
    await page.getByLabel('Password').fill('first-dig');
    await page.getByRole('button', { name: 'CREATE MINER ACCOUNT' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'PERFORMANCE HUB' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(sidebar.getByRole('link', { name: 'Performance Hub' }).getAttribute('aria-current')).resolves.toBe('page');
    await screenshot(page, 'registered-home');
    // The marketing page stays at /landing, its START MINING now leading into the mine.
    await page.goto('/landing');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toContain('Your inbox is a gold mine.');
    await expect(page.getByRole('link', { name: 'START MINING' }).first().getAttribute('href')).resolves.toBe('/mine');
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'PERFORMANCE HUB' }).waitFor();
  });

  it('with Google configured, START MINING and SIGN IN go to Google sign-in', async () => {
    const google = await startE2E({ env: { GOOGLE_CLIENT_ID: 'nugget-test-client', GOOGLE_CLIENT_SECRET: 'nugget-test-secret' } });
    try {
      const page = await google.newPage();
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'SIGN IN' }).getAttribute('href')).resolves.toBe(
        '/api/auth/google',
      );
      await expect(page.getByRole('link', { name: 'START MINING' }).first().getAttribute('href')).resolves.toBe('/api/auth/google');
    } finally {
      await google.close();
    }
  });

  it('sees the login screen on a protected path', async () => {
    const page = await e2e.newPage();
    await page.goto('/todos');
    await page.getByRole('heading', { name: 'ENTER THE MINE' }).waitFor();
    await see(page.getByRole('button', { name: 'Continue with Google' }));
    await see(page.getByRole('button', { name: 'Continue with Replit' }));
    await see(page.getByText('Your smart, gamified command center for professional email management.'));
    await see(page.getByText(/agree to track every commitment and deliver at 100% performance/));
    await expect(page.getByRole('link', { name: 'Sign in with email and password' }).getAttribute('href')).resolves.toBe('/dev-login');
    // No sidebar for visitors.
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).count()).resolves.toBe(0);
    await screenshot(page, 'login');
  });

  it('reads the privacy policy and the terms', async () => {
    const page = await e2e.newPage();
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await see(page.getByText('Last updated: January 8, 2025'));
    for (const section of ['Information we collect', 'How we share information', 'Data retention', 'International data transfers']) {
      await see(page.getByRole('heading', { level: 2, name: new RegExp(section) }));
    }
    await see(page.getByText(/sent to a third-party AI model/));
    await screenshot(page, 'privacy-policy');

    await page.goto('/tos');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await see(page.getByText(/99\.5% monthly uptime/));
    await see(page.getByText(/at least 30 days.{1,3}notice before any price/));
    await screenshot(page, 'terms');
  });

  it('gets field messages from the dev login forms before anything is sent', async () => {
    const page = await e2e.newPage();
    await page.goto('/dev-login');
    await see(page.getByText(/Development mode/));
    await expect(page.getByRole('button', { name: 'Google OAuth (production only)' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'ACCESS SYSTEM' }).click();
    await see(page.getByText('Invalid email address'));
    await see(page.getByText('Password is required'));
    await screenshot(page, 'dev-login');

    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByLabel('Password').getAttribute('placeholder')).resolves.toBe('min 6 chars');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'CREATE MINER ACCOUNT' }).click();
    await see(page.getByText('Password must be at least 6 characters'));
    await screenshot(page, 'dev-login-register');
  });

  it('sees the callback fail with the message the provider sent back', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth/callback?error=Access%20denied%20by%20user');
    await page.getByText('Authentication failed', { exact: true }).waitFor();
    await see(page.getByText('Access denied by user'));
    await see(page.getByRole('button', { name: 'Try Again' }));
    await screenshot(page, 'auth-callback-error');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sees the callback report a missing session', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth/callback');
    await see(page.getByText('Completing authentication...'));
    await page.getByText('Authentication failed - no user data received').waitFor();
  });

  it('gets a readable landing page on a phone', async () => {
    const page = await e2e.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'landing-phone');
  });
});
