// Accessibility (issue 18, point 8): Deque's axe-core, injected into each page through
// playwright-core, finds no serious or critical violation on any screen, signed out and
// signed in with mail (an imported archive, analysed: lists, commitments, money, todos).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughUi, startE2E, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, spamAssassin, tempDir, writeMbox } from '../helpers/mail.ts';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string; failureSummary?: string }[] };

/** Runs axe-core on the page as it is now (WCAG 2.x A/AA rules and best practices). */
async function axe(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } };
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200), failureSummary: n.failureSummary })),
    }));
  });
}

const SIGNED_OUT = [
  { path: '/', ready: (p: Page) => p.getByRole('navigation', { name: 'Site' }).waitFor() },
  { path: '/dev-login', ready: (p: Page) => p.getByRole('tab', { name: 'Register' }).waitFor() },
  { path: '/auth/login', ready: (p: Page) => p.getByRole('heading', { name: 'ENTER THE MINE' }).waitFor() },
  { path: '/privacy-policy', ready: (p: Page) => p.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/tos', ready: (p: Page) => p.getByRole('heading', { level: 1 }).waitFor() },
  // The sample mine a visitor may open, with one sample email read.
  {
    path: '/mine',
    ready: async (p: Page) => {
      await p.getByRole('heading', { level: 1, name: 'THE MINE' }).waitFor();
      await p.getByRole('region', { name: 'Emails' }).getByRole('listitem').first().getByRole('button').first().click();
      await p.getByRole('region', { name: 'Email detail' }).getByRole('heading').first().waitFor();
    },
  },
];

const SIGNED_IN = [
  '/',
  '/ask-nugget',
  '/todos',
  '/calendar',
  '/sluice-setup',
  '/mine',
  '/insights',
  '/email-accounts',
  '/enhanced-email',
  '/enhanced-email-management',
  '/financial-tracking',
  '/settings',
  '/test-llm',
  '/landing',
  '/no-such-page',
];

let e2e: E2E;
const dir = tempDir('nugget-a11y-');
const report: Record<string, Violation[]> = {};

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.resolve('test-output'), { recursive: true });
  fs.writeFileSync(path.resolve('test-output/axe-report.json'), JSON.stringify(report, null, 2));
});

const serious = (violations: Violation[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
const describeAll = (violations: Violation[]) =>
  violations.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join('\n');

describe('axe-core on every screen', () => {
  it('finds no serious or critical violation signed out', async () => {
    const page = await e2e.newPage();
    for (const screen of SIGNED_OUT) {
      await page.goto(screen.path);
      await screen.ready(page);
      await page.waitForLoadState('networkidle');
      report[`signed out ${screen.path}`] = await axe(page);
    }
    const found = Object.fromEntries(
      Object.entries(report)
        .map(([k, v]) => [k, describeAll(serious(v))])
        .filter(([, v]) => v),
    );
    expect(found).toEqual({});
  });

  it('finds no serious or critical violation signed in, with mail', async () => {
    const page = await e2e.newPage();
    const email = uniqueEmail('axe');
    await registerThroughUi(page, { firstName: 'Ada', lastName: 'Axe', email, password: 'pickaxe-42' });
    const user = await e2e.server.platform.prisma.user.findUniqueOrThrow({ where: { email } });
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toUTCString().replace('GMT', '+0000');
    const mbox = writeMbox(path.join(dir, 'archive.mbox'), [
      ...spamAssassin('easy_ham', 20),
      ...spamAssassin('spam', 5),
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${email}>`,
        subject: 'Term sheet',
        messageId: 'a11y-1@acme.io',
        date: day(1),
        body: "Hi Ada,\n\nCould you send me the signed term sheet by Friday? I'll share the investor list tomorrow.\n\nPriya",
      }),
      rawMessage({
        from: 'Acme Billing <billing@acme.io>',
        to: `Ada <${email}>`,
        subject: 'Invoice #1042',
        messageId: 'a11y-2@acme.io',
        date: day(2),
        body: 'Invoice #1042\n\nAmount due: $4,250.00 by December 15.\n\nThank you for your business.',
      }),
      rawMessage({
        from: `Ada <${email}>`,
        to: 'Jon Park <jon@fund.vc>',
        subject: 'Deck',
        messageId: 'a11y-3@example.com',
        date: day(1),
        body: "Jon,\n\nI'll send you the updated deck by Monday.\n\nAda",
      }),
    ]);
    await e2e.server.app.services.sync.importArchive(user.id, [mbox]);
    await e2e.server.platform.jobs.idle();
    // A todo and a calendar event from Priya's ask, so the boards and the calendar have rows.
    const asks = await e2e.server.platform.prisma.commitment.findMany({ where: { userId: user.id, email: { subject: 'Term sheet' } } });
    expect(asks.length).toBeGreaterThan(0);
    await e2e.server.app.services.todos.createFromCommitment(user.id, asks[0]!.id);
    await e2e.server.app.services.calendar.addFromCommitment(user.id, asks.at(-1)!.id, e2e.server.url);
    const termSheet = await e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId: user.id, subject: 'Term sheet' } });

    const found: Record<string, string> = {};
    const check = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const violations = await axe(page);
      report[`signed in ${name}`] = violations;
      const bad = describeAll(serious(violations));
      if (bad) found[name] = bad;
    };
    for (const route of SIGNED_IN) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await check(route);
    }
    // Screens in use: an email open in the mine, an answer from Ask Nugget.
    await page.goto(`/mine?email=${termSheet.id}`);
    await page
      .getByRole('region', { name: 'Email detail' })
      .getByRole('heading', { name: /Term sheet/ })
      .waitFor();
    await check('/mine (an email open)');
    await page.goto('/ask-nugget');
    await page.getByRole('textbox', { name: 'Ask Nugget' }).fill('what did Priya promise');
    await page.getByRole('search').getByRole('button').click();
    await page.getByRole('region', { name: 'Answers' }).getByRole('article').first().waitFor();
    await check('/ask-nugget (an answer)');
    // An archive uploaded on Email Accounts, and "which of these addresses are yours?" after it.
    await page.goto('/email-accounts');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('input[type="file"][aria-label="Archive files"]').setInputFiles(
      writeMbox(path.join(dir, 'old-mailbox.mbox'), [
        rawMessage({
          from: 'Lena Ortiz <lena@helios.dev>',
          to: 'Ada <ada@old-startup.example>',
          subject: 'Lease',
          messageId: 'a11y-4@helios.dev',
          date: day(3),
          body: 'Ada, the lease is signed.',
        }),
        rawMessage({
          from: 'Ada <ada@old-startup.example>',
          to: 'Lena Ortiz <lena@helios.dev>',
          subject: 'Re: Lease',
          messageId: 'a11y-5@old-startup.example',
          date: day(2),
          body: 'Thanks Lena.',
        }),
      ]),
    );
    await page.getByRole('form', { name: 'Which of these addresses are yours?' }).waitFor({ timeout: 30_000 });
    await check('/email-accounts (after an import)');
    expect(found).toEqual({});
  }, 180_000);
});
