// "Which of these addresses are yours?" in the browser (issue 18, point 4): an archive uploaded
// on the Email Accounts screen is followed by the addresses it is most often from and to, with
// counts; ticking one makes it the user's (Settings lists it) and the mail from and to it is
// analysed again without any further step: her reply becomes mail she sent.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

let e2e: E2E;
let page: Page;
const dir = tempDir('nugget-own-');
const email = uniqueEmail('kay');
const WORK = 'kay.mann@enron.example';

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Kay', lastName: 'Mann', email, password: 'pickaxe-42' });
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an imported archive knows whose it is', () => {
  it('proposes the archive’s frequent addresses after the upload, and the one ticked becomes yours with its mail re-analysed', async () => {
    const file = writeMbox(path.join(dir, 'kay-mann.mbox'), [
      rawMessage({
        from: 'Pat Lee <pat.lee@partner.example>',
        to: `Kay Mann <${WORK}>`,
        subject: 'Turbine contract',
        messageId: 'e2e-ask-1@partner.example',
        body: 'Kay,\n\nCould you send me the signed turbine contract by Friday?\n\nThanks,\nPat',
      }),
      rawMessage({
        from: 'Ben Ortiz <ben.ortiz@enron.example>',
        to: `Kay Mann <${WORK}>`,
        subject: 'Site visit',
        messageId: 'e2e-ask-2@enron.example',
        body: 'Hi Kay,\n\nPlease review the site visit notes and confirm the dates by Wednesday.\n\nBen',
      }),
      rawMessage({
        from: `Kay Mann <${WORK}>`,
        to: 'Pat Lee <pat.lee@partner.example>',
        subject: 'Re: Turbine contract',
        messageId: 'e2e-promise-1@enron.example',
        body: "Pat,\n\nI'll send you the signed contract by Friday.\n\nKay",
      }),
    ]);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Email Accounts' }).click();
    await page.getByRole('heading', { level: 1, name: 'EMAIL SLUICE MANAGEMENT' }).waitFor();
    await page.locator('input[type="file"][aria-label="Archive files"]').setInputFiles(file);

    const prompt = page.getByRole('form', { name: 'Which of these addresses are yours?' });
    await see(prompt, 30_000);
    const choices = prompt.getByRole('list', { name: 'Frequent addresses' }).getByRole('listitem');
    // Her work address first: one mail from it, two to it; the others with their own counts.
    expect(await textOf(choices.nth(0))).toBe(`${WORK}Kay Mann · 1 sent · 2 received`);
    expect(await textOf(prompt)).toContain('pat.lee@partner.example');
    expect(await textOf(prompt)).toContain('Pat Lee · 1 sent · 1 received');
    const save = prompt.getByRole('button', { name: 'This is mine' });
    expect(await save.isDisabled()).toBe(true);
    await prompt.getByRole('checkbox', { name: new RegExp(WORK.replace(/\./g, '\\.')) }).check();
    await screenshot(page, 'own-addresses-prompt');

    await save.click();
    await see(page.getByText(`${WORK} is yours now.`));
    await prompt.waitFor({ state: 'detached' });

    // No manual "re-analyse": her reply is now mail she sent, its promise hers to keep.
    const user = await e2e.server.platform.prisma.user.findUniqueOrThrow({ where: { email } });
    await expect
      .poll(
        async () => {
          const reply = await e2e.server.platform.prisma.email.findFirst({
            where: { userId: user.id, subject: 'Re: Turbine contract' },
            include: { commitments: true },
          });
          return { sent: reply?.isSent, types: reply?.commitments.map((c) => c.type) };
        },
        { timeout: 30_000 },
      )
      .toEqual({ sent: true, types: ['promise_made'] });

    // Settings lists the address among hers.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await see(page.getByRole('list', { name: 'Other addresses' }).getByText(WORK));
  }, 120_000);

  it('asks on the Performance Hub too, after an import from its connect prompt (the prompt itself then leaves)', async () => {
    const hub = await e2e.newPage();
    await registerThroughUi(hub, { firstName: 'Omar', email: uniqueEmail('omar'), password: 'pickaxe-42' });
    const file = writeMbox(path.join(dir, 'omar.mbox'), [
      rawMessage({
        from: 'Lena Ortiz <lena@helios.dev>',
        to: 'Omar <omar@fund.example>',
        subject: 'Lease',
        messageId: 'e2e-hub-1@helios.dev',
        body: 'Omar, the lease is signed.',
      }),
      rawMessage({
        from: 'Omar <omar@fund.example>',
        to: 'Lena Ortiz <lena@helios.dev>',
        subject: 'Re: Lease',
        messageId: 'e2e-hub-2@fund.example',
        body: 'Thanks Lena.',
      }),
    ]);
    await hub.getByRole('heading', { level: 1, name: 'PERFORMANCE HUB' }).waitFor();
    await hub.locator('input[type="file"][aria-label="Archive files"]').setInputFiles(file);
    const prompt = hub.getByRole('form', { name: 'Which of these addresses are yours?' });
    await see(prompt, 30_000);
    // The hub now shows the imported stream, and the question stays.
    await hub.getByRole('region', { name: 'Archive import' }).waitFor({ state: 'detached' });
    expect(await textOf(prompt.getByRole('listitem').nth(0))).toMatch(/^(omar@fund\.example|lena@helios\.dev)/);
    await screenshot(hub, 'own-addresses-hub');
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
  }, 120_000);
});
