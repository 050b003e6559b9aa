// The mining screen and the enhanced email screens, from the browser: the
// signed-out sample mine; nuggets and sludge from real analysed mail; the detail
// with recipients, commitments and a downloadable attachment; MINE NUGGETS
// following the server's miningProgress events; bulk archive and MINE ALL; the
// enhanced list's server-side filter, sort, labels and search, its bulk bar and detail
// tabs; and the management page's views, stats and ?account= filter.
// Mail is imported from an mbox built here at test time (eval data is read from
// ../shared, never copied into the repo).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { EVAL, rawMessage, spamAssassin, tempDir, writeMbox } from '../helpers/mail.ts';

const dir = tempDir('nugget-e2e-mine-');
const EMAIL = uniqueEmail('ines');
const REQUEST_SUBJECT = 'Term sheet request';
const INVOICE_SUBJECT = 'Invoice 2041 for March hosting';

let e2e: E2E;
let page: Page;
let userId: string;
let sideAccountId: string;

const rfcDate = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toUTCString().replace('GMT', '+0000');

/** The PDF part of a public MIME fixture, still base64 (read at test time). */
function fixturePdfBase64(): string {
  const eml = fs.readFileSync(path.join(EVAL, 'mime-fixtures-mikel-mail/attachment_emails/attachment_pdf.eml'), 'latin1').replace(/\r\n/g, '\n');
  const at = eml.indexOf('filename="broken.pdf"');
  const start = eml.indexOf('\n\n', at) + 2;
  return eml.slice(start, eml.indexOf('\n--', start)).trim();
}

/** A request with To, two Cc and a PDF attached. */
function requestWithAttachment(to: string): Buffer {
  return Buffer.from(
    [
      'From: Priya Shah <priya@acme.io>',
      `To: Ines Ore <${to}>`,
      'Cc: Acme Legal <legal@acme.io>, Dan Ng <dan@acme.io>',
      `Subject: ${REQUEST_SUBJECT}`,
      `Date: ${rfcDate(2)}`,
      'Message-ID: <ts-1@acme.io>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="nugget-b1"',
      '',
      '--nugget-b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Hi Ines,',
      '',
      'Could you please send me the signed term sheet by Friday? The draft is attached.',
      '',
      'Thanks,',
      'Priya',
      '',
      '--nugget-b1',
      'Content-Type: application/pdf; name="term-sheet.pdf"',
      'Content-Transfer-Encoding: base64',
      'Content-Disposition: attachment; filename="term-sheet.pdf"',
      '',
      fixturePdfBase64(),
      '--nugget-b1--',
      '',
    ].join('\r\n'),
  );
}

const list = (p: Page) => p.getByRole('region', { name: 'Emails' });
const row = (p: Page, subject: string | RegExp) => list(p).getByRole('listitem').filter({ hasText: subject });
const detail = (p: Page) => p.getByRole('region', { name: 'Email detail' });
const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications (F8)' }).locator('li').filter({ hasText: text });
const subjectsIn = async (scope: Locator) =>
  (await scope.getByRole('listitem').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).filter(Boolean);

async function dismissToasts(p: Page) {
  const region = p.getByRole('region', { name: 'Notifications (F8)' });
  for (const close of await region.getByRole('button', { name: 'Close' }).all()) await close.click().catch(() => undefined);
  await region
    .locator('li')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Ines', lastName: 'Ore', email: EMAIL, password: 'pickaxe-42' });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;

  const founder = writeMbox(path.join(dir, 'founder.mbox'), [
    requestWithAttachment(EMAIL),
    rawMessage({
      from: 'Billing <billing@vendor.io>',
      to: EMAIL,
      subject: INVOICE_SUBJECT,
      messageId: 'inv-2041@vendor.io',
      date: rfcDate(5),
      html: '<p>Hello,</p><p>Please find invoice 2041 for <b>$5,250.00</b>, due on March 31.</p><p><a href="https://vendor.example/pay/2041">Pay online</a></p><p>Billing team</p>',
    }),
    rawMessage({
      from: 'Marco Ruiz <marco@northwind.vc>',
      to: EMAIL,
      subject: 'Board deck review',
      messageId: 'deck@northwind.vc',
      date: rfcDate(26),
      body: 'Hi Ines,\n\nCan you send me the updated board deck by Thursday? I will review it before the meeting.\n\nMarco',
    }),
    ...spamAssassin('spam', 4),
  ]);
  const side = writeMbox(path.join(dir, 'side-venture.mbox'), spamAssassin('easy_ham', 2));
  await e2e.server.app.services.sync.importArchive(userId, [founder]);
  await e2e.server.app.services.sync.importArchive(userId, [side]);
  await e2e.server.platform.jobs.idle();
  const sideAccount = await e2e.server.platform.prisma.mailAccount.findFirstOrThrow({ where: { userId, email: { startsWith: 'side-venture' } } });
  sideAccountId = Buffer.from(`Account:${sideAccount.id}`).toString('base64');
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the mine, signed out', () => {
  it('shows three sample emails and a prompt to sign in', async () => {
    const visitor = await e2e.newPage();
    await visitor.goto('/mine');
    await visitor.getByRole('heading', { level: 1, name: 'THE MINE' }).waitFor();
    await see(visitor.getByRole('note', { name: 'Sample mail' }).getByText('You are looking at sample emails.'));
    await expect(visitor.getByRole('note', { name: 'Sample mail' }).getByRole('link', { name: 'SIGN IN TO MINE' }).getAttribute('href')).resolves.toBe(
      '/auth/login',
    );
    // Nuggets (default): the term sheet request and the invoice, with score badges.
    expect(await subjectsIn(list(visitor))).toEqual(['Term sheet — revenue figures and cap table before Friday?', 'Invoice INV-2041 — $5,250.00 due March 31']);
    expect(await textOf(row(visitor, /Term sheet/).getByTestId('score-badge'))).toBe('92');
    // Sludge: the newsletter; all: three.
    await visitor.getByRole('button', { name: 'SLUDGE' }).click();
    expect(await subjectsIn(list(visitor))).toEqual(['This week in growth: 7 onboarding tactics that doubled activation']);
    await expect(
      row(visitor, /This week in growth/)
        .getByTestId('score-badge')
        .count(),
    ).resolves.toBe(0);
    await visitor.getByRole('button', { name: 'ALL' }).click();
    expect(await subjectsIn(list(visitor))).toHaveLength(3);
    await see(detail(visitor).getByText('Select an email to start mining commitments'));

    await row(visitor, /Term sheet/)
      .getByRole('button')
      .click();
    await see(detail(visitor).getByRole('heading', { name: /Term sheet/ }));
    await see(
      detail(visitor)
        .getByTestId('recipients-cc')
        .getByText(/legal@northwindcapital\.com/),
    );
    await see(detail(visitor).getByRole('article', { name: 'Send the last two quarters of revenue figures and the cap table' }));
    await expect(detail(visitor).getByRole('button', { name: 'Reply', exact: true }).isDisabled()).resolves.toBe(true);
    await expect(detail(visitor).locator('[data-disabled-reason]').first().getAttribute('data-disabled-reason')).resolves.toMatch(/^Sign in/);
    await screenshot(visitor, 'mine-sample-signed-out');
    // No sidebar: this is the public frame.
    await expect(visitor.getByRole('navigation', { name: 'Main navigation' }).count()).resolves.toBe(0);
  });
});

describe('the mine, signed in', () => {
  it('lists the request among the nuggets with its score badge, and spam in the sludge', async () => {
    await page.goto('/mine');
    await page.getByRole('heading', { level: 1, name: 'THE MINE' }).waitFor();
    await see(row(page, REQUEST_SUBJECT));
    const score = Number(await textOf(row(page, REQUEST_SUBJECT).getByTestId('score-badge')));
    expect(score).toBeGreaterThanOrEqual(70);
    await see(row(page, REQUEST_SUBJECT).getByTitle('Commitments'));
    expect(await textOf(row(page, REQUEST_SUBJECT).getByTestId('body-preview'))).toMatch(
      /^Hi Ines, Could you please send me the signed term sheet by Friday\?/,
    );
    expect(await textOf(row(page, REQUEST_SUBJECT))).toMatch(/priya.*2h ago/);
    expect((await row(page, REQUEST_SUBJECT).getAttribute('data-unread')) === 'true').toBe(true);
    // Header figures: unread and nuggets from the server, XP from open commitments.
    expect(Number(await textOf(page.getByTestId('figure-unread')))).toBeGreaterThanOrEqual(9);
    expect(Number(await textOf(page.getByTestId('figure-nuggets')))).toBeGreaterThanOrEqual(1);
    expect(Number(await textOf(page.getByTestId('figure-xp')))).toBeGreaterThanOrEqual(15);
    await screenshot(page, 'mine-nuggets');

    await page.getByRole('button', { name: 'SLUDGE' }).click();
    await list(page).getByRole('list', { name: 'sludge emails' }).waitFor();
    const sludge = await subjectsIn(list(page));
    expect(sludge.length).toBeGreaterThanOrEqual(4);
    expect(sludge).not.toContain(REQUEST_SUBJECT);
    await expect(list(page).getByTestId('score-badge').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'NUGGETS' }).click();
    await see(row(page, REQUEST_SUBJECT));
  });

  it('opens an email with To, CC, its commitment, the HTML body and an attachment that downloads', async () => {
    await row(page, REQUEST_SUBJECT).getByRole('button').click();
    const d = detail(page);
    await see(d.getByRole('heading', { name: REQUEST_SUBJECT }));
    expect(await textOf(d.getByTestId('detail-sender'))).toContain('Priya Shah');
    expect(await textOf(d.getByTestId('recipients-to'))).toContain(EMAIL);
    expect(await textOf(d.getByTestId('recipients-cc'))).toBe('Acme Legal <legal@acme.io>, Dan Ng <dan@acme.io>');
    const commitment = d.getByRole('region', { name: 'Commitments' }).getByRole('article').first();
    expect(await textOf(commitment)).toMatch(/term sheet/i);
    await see(commitment.getByText(/confidence/));
    expect(await textOf(commitment.getByTestId('commitment-party'))).toBe('You owe priya@acme.io');
    // Reply opens the composer on this thread.
    await d.getByRole('button', { name: 'Reply', exact: true }).click();
    const composer = page.getByRole('dialog', { name: 'Reply' });
    await expect.poll(() => composer.getByLabel('Subject').inputValue(), { timeout: 10_000 }).toBe(`Re: ${REQUEST_SUBJECT}`);
    expect(await composer.getByLabel('To', { exact: true }).inputValue()).toContain('priya@acme.io');
    await screenshot(page, 'mine-reply');
    await composer.getByRole('button', { name: 'Cancel' }).click();
    await composer.waitFor({ state: 'detached' });
    // Opening marks it read.
    await expect.poll(() => row(page, REQUEST_SUBJECT).getAttribute('data-unread')).toBeNull();

    const attachments = d.getByRole('list', { name: 'Attachments' });
    expect(await textOf(attachments)).toMatch(/term-sheet\.pdf.*0\.\d+ MB/);
    const [download] = await Promise.all([page.waitForEvent('download'), attachments.getByRole('link', { name: 'Download term-sheet.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('term-sheet.pdf');
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await dismissToasts(page);
    await screenshot(page, 'mine-detail');

    // CREATE TODO and ADD TO CALENDAR on the mined commitment.
    await commitment.getByRole('button', { name: 'CREATE TODO' }).click();
    await see(toast(page, 'Todo Created'));
    await see(commitment.getByRole('link', { name: 'ON TODO BOARD' }));
    const todo = await e2e.server.platform.prisma.todo.findFirstOrThrow({ where: { userId }, include: { commitment: true } });
    expect(todo.commitment?.title).toMatch(/term sheet/i);
    await commitment.getByRole('button', { name: 'ADD TO CALENDAR' }).click();
    await see(toast(page, 'Calendar Event Created'));
    await see(commitment.getByRole('button', { name: 'ON CALENDAR' }));
    await expect(e2e.server.platform.prisma.calendarEvent.count({ where: { userId } })).resolves.toBe(1);
    await dismissToasts(page);

    // An HTML body renders in its own frame, links opening in a new tab.
    await row(page, INVOICE_SUBJECT).getByRole('button').click();
    await see(d.getByRole('heading', { name: INVOICE_SUBJECT }));
    const link = page.frameLocator('[data-testid="email-html-body"]').getByRole('link', { name: 'Pay online' });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    await expect(d.getByTestId('email-html-body').getAttribute('sandbox')).resolves.not.toContain('allow-scripts');
  });

  it('opens the email a link points at (/mine?email=), even when it is sludge', async () => {
    const spam = await e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId, nuggetScore: { lt: 70 } }, orderBy: { receivedAt: 'desc' } });
    await page.goto(`/mine?email=${spam.id}`);
    await see(detail(page).getByRole('heading', { name: spam.subject }));
    await see(row(page, spam.subject));
    await page.goto('/mine');
  });

  it('MINE NUGGETS follows the real mining progress and ends with the count', async () => {
    await row(page, REQUEST_SUBJECT).getByRole('button').click();
    const panel = detail(page).getByRole('region', { name: 'Commitments' });
    await see(panel.getByRole('button', { name: 'MINE NUGGETS' }));
    // Phases and toasts can pass faster than a poll: a MutationObserver records every one.
    await page.evaluate(() => {
      const w = window as unknown as { __phases: string[]; __toasts: string[] };
      w.__phases = [];
      w.__toasts = [];
      new MutationObserver(() => {
        const phase = document.querySelector('section[aria-label="Commitments"] [data-testid="mining-progress"]')?.getAttribute('data-phase');
        if (phase && w.__phases.at(-1) !== phase) w.__phases.push(phase);
        const title = document.querySelector('section[aria-label="Notifications (F8)"] li h6')?.textContent;
        if (title && w.__toasts.at(-1) !== title) w.__toasts.push(title);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await panel.getByRole('button', { name: 'MINE NUGGETS' }).click();
    await see(panel.getByText('Done — 1 commitment mined'));
    await see(toast(page, 'Nuggets Mined!'));
    expect(await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).toEqual(['Mining Started', 'Nuggets Mined!']);
    expect(await textOf(toast(page, 'Nuggets Mined!'))).toContain('Commitments mined successfully');
    // reading and extracting only ever come from the server's miningProgress events.
    const phases = await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
    expect(phases).toEqual(['queued', 'reading', 'extracting', 'done']);
    await expect(panel.getByRole('progressbar', { name: 'Mining progress' }).getAttribute('aria-valuenow')).resolves.toBe('100');
    await screenshot(page, 'mine-mined');
    await dismissToasts(page);
  });

  it('MINE ALL mines each selected email, and bulk archive removes rows', async () => {
    await page.getByRole('checkbox', { name: 'Select all emails' }).check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    const nuggets = (await subjectsIn(list(page))).length;
    await see(bulk.getByText(`${nuggets} selected`));
    await bulk.getByRole('button', { name: 'MINE ALL' }).click();
    await see(bulk.getByText(/Mining \d of \d/));
    await see(toast(page, 'Nuggets Mined!'), 20_000);
    await expect(bulk.count()).resolves.toBe(0);
    await dismissToasts(page);

    await page.getByRole('button', { name: 'SLUDGE' }).click();
    await list(page).getByRole('list', { name: 'sludge emails' }).waitFor();
    const before = await subjectsIn(list(page));
    const [first, second] = before;
    await row(page, first!).getByRole('checkbox').check();
    await row(page, second!).getByRole('checkbox').check();
    await see(bulk.getByText('2 selected'));
    await screenshot(page, 'mine-bulk');
    await bulk.getByRole('button', { name: 'Archive' }).click();
    await see(toast(page, 'Archived'));
    await expect.poll(async () => (await subjectsIn(list(page))).length).toBe(before.length - 2);
    await expect(bulk.count()).resolves.toBe(0);
    // Still gone after a reload: the server archived them.
    await page.reload();
    await page.getByRole('button', { name: 'SLUDGE' }).click();
    await list(page).getByRole('list', { name: 'sludge emails' }).waitFor();
    const after = await subjectsIn(list(page));
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
    await dismissToasts(page);
  });
});

describe('enhanced email', () => {
  const cards = (p: Page) => p.getByRole('list', { name: 'Emails' });
  const card = (p: Page, subject: string | RegExp) => cards(p).getByRole('listitem').filter({ hasText: subject });
  const restOrder = async (p: Page, query: string) =>
    ((await (await p.request.get(`/api/enhanced-emails?${query}`)).json()) as { subject: string }[]).map((e) => e.subject || '(no subject)');
  const choose = async (p: Page, label: 'Filter' | 'Sort', option: string) => {
    await p.getByRole('combobox', { name: label }).click();
    await p.getByRole('option', { name: option }).click();
  };

  it('filters, sorts, labels and searches on the server, and runs bulk actions', async () => {
    await page.goto('/enhanced-email');
    await page.getByRole('heading', { level: 1, name: 'ENHANCED EMAIL' }).waitFor();
    await see(card(page, REQUEST_SUBJECT));
    expect(await subjectsIn(cards(page))).toEqual(await restOrder(page, 'filter=all&sort=date_desc&limit=100'));
    await see(card(page, REQUEST_SUBJECT).getByTestId('score-badge'));
    await see(card(page, REQUEST_SUBJECT).getByRole('img', { name: 'Has attachments' }));
    expect(await card(page, REQUEST_SUBJECT).getAttribute('data-priority')).toBe('high');
    await screenshot(page, 'enhanced-list');

    await choose(page, 'Filter', 'Has commitments');
    await expect.poll(() => subjectsIn(cards(page))).toEqual(await restOrder(page, 'filter=has_commitments&sort=date_desc&limit=100'));
    const withCommitments = await subjectsIn(cards(page));
    expect(withCommitments).toContain(REQUEST_SUBJECT);
    expect(withCommitments.length).toBeLessThan(7);

    await choose(page, 'Filter', 'All emails');
    await choose(page, 'Sort', 'Subject');
    const bySubject = await restOrder(page, 'filter=all&sort=subject&limit=100');
    await expect.poll(() => subjectsIn(cards(page))).toEqual(bySubject);
    await choose(page, 'Sort', 'Priority');
    await expect.poll(() => subjectsIn(cards(page))).toEqual(await restOrder(page, 'filter=all&sort=priority&limit=100'));

    // Labels: the category chips carry counts; choosing one narrows the list to it.
    const labels = page.getByRole('group', { name: 'Labels' });
    // Past the first three, labels sit behind "+N" (which ones show first depends on the counts).
    const more = labels.getByRole('button', { name: /^Show \d+ more labels$/ });
    if (await more.isVisible()) await more.click();
    const chip = labels.getByRole('button', { name: /^Spam \d+$/ });
    await chip.click();
    const spam = await restOrder(page, 'filter=all&sort=priority&limit=100&labelIds=category%3Aspam');
    expect(spam.length).toBeGreaterThan(0);
    await expect.poll(() => subjectsIn(cards(page))).toEqual(spam);
    await expect(chip.getAttribute('aria-pressed')).resolves.toBe('true');
    await chip.click();
    await expect.poll(async () => (await subjectsIn(cards(page))).length).toBeGreaterThan(spam.length);

    // Search is the server's, over all mail (subject, sender, summary, body), as REST's ?search= is.
    await page.getByLabel('Search emails').fill('term sheet');
    await expect
      .poll(() => subjectsIn(cards(page)), { timeout: 10_000 })
      .toEqual(await restOrder(page, 'filter=all&sort=priority&limit=100&search=term%20sheet'));
    expect(await subjectsIn(cards(page))).toContain(REQUEST_SUBJECT);
    await page.getByLabel('Search emails').fill('');

    // Bulk: star two, then the list reloads with the selection cleared.
    await card(page, REQUEST_SUBJECT).getByRole('checkbox').check();
    await card(page, INVOICE_SUBJECT).getByRole('checkbox').check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await see(bulk.getByText('2 selected'));
    await screenshot(page, 'enhanced-bulk');
    await bulk.getByRole('button', { name: 'Star', exact: true }).click();
    await see(toast(page, 'Bulk operation completed'));
    await expect(bulk.count()).resolves.toBe(0);
    await see(card(page, REQUEST_SUBJECT).getByRole('img', { name: 'Starred' }));
    await choose(page, 'Filter', 'Starred');
    await expect.poll(async () => (await subjectsIn(cards(page))).sort()).toEqual([INVOICE_SUBJECT, REQUEST_SUBJECT].sort());
    await choose(page, 'Filter', 'All emails');
    await dismissToasts(page);
  });

  it('shows the detail tabs: email, AI analysis, commitments (status change) and files', async () => {
    await card(page, REQUEST_SUBJECT).getByRole('button').first().click();
    const article = page.getByRole('article', { name: REQUEST_SUBJECT });
    await see(article.getByRole('tab', { name: 'Email' }));
    await see(article.getByText('Acme Legal <legal@acme.io>, Dan Ng <dan@acme.io>'));

    await article.getByRole('tab', { name: 'AI Analysis' }).click();
    await see(article.getByText('Summary'));
    await see(article.getByText(/Analysed by local/));
    await see(article.getByRole('button', { name: 'Re-analyse' }));
    await screenshot(page, 'enhanced-detail-analysis');

    await article.getByRole('tab', { name: /Commitments/ }).click();
    const status = article.getByRole('combobox', { name: /^Status of / }).first();
    await status.click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await see(toast(page, 'Commitment updated'));
    await expect(article.getByRole('region', { name: 'Commitments' }).getByRole('article').first().getAttribute('data-status')).resolves.toBe('completed');
    await screenshot(page, 'enhanced-detail-commitments');

    await article.getByRole('tab', { name: /Files/ }).click();
    await see(article.getByRole('link', { name: 'Download term-sheet.pdf' }));
    await article.getByRole('button', { name: 'Close email' }).click();
    await expect(article.count()).resolves.toBe(0);
    await dismissToasts(page);
  });

  it('management page: agent stats, list/split/detail views and ?account=', async () => {
    await page.goto('/enhanced-email-management');
    await page.getByRole('heading', { level: 1, name: 'EMAIL MANAGEMENT' }).waitFor();
    const total = await e2e.server.platform.prisma.email.count({ where: { userId, isDeleted: false } });
    await expect.poll(() => textOf(page.getByRole('group', { name: 'TOTAL EMAILS' }).getByTestId('stat-value'))).toBe(String(total));
    expect(await textOf(page.getByRole('group', { name: 'PROCESSING RATE' }).getByTestId('stat-value'))).toBe('100%');
    const modes = page.getByRole('group', { name: 'View mode' });
    await expect(modes.getByRole('button', { name: 'Detail' }).isDisabled()).resolves.toBe(true);
    await expect(modes.getByRole('button', { name: 'Split' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Compose' }).click();
    const composer = page.getByRole('dialog', { name: 'New message' });
    await see(composer.getByLabel('Subject'));
    await composer.getByRole('button', { name: 'Cancel' }).click();
    await composer.waitFor({ state: 'detached' });

    // List mode: choosing an email switches to detail; closing returns to split.
    await modes.getByRole('button', { name: 'List' }).click();
    await card(page, REQUEST_SUBJECT).getByRole('button').first().click();
    await expect.poll(() => modes.getByRole('button', { name: 'Detail' }).getAttribute('aria-pressed')).toBe('true');
    await see(page.getByRole('article', { name: REQUEST_SUBJECT }));
    await expect(cards(page).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Close email' }).click();
    await expect.poll(() => modes.getByRole('button', { name: 'Split' }).getAttribute('aria-pressed')).toBe('true');
    await card(page, REQUEST_SUBJECT).getByRole('button').first().click();
    await see(page.getByRole('article', { name: REQUEST_SUBJECT }));
    await screenshot(page, 'management-split');

    // ?account= (the hub's View link) shows that mailbox only.
    await page.goto(`/enhanced-email-management?account=${encodeURIComponent(sideAccountId)}`);
    await see(page.getByText('Only side-venture.mbox@imported.local'));
    await expect.poll(async () => (await subjectsIn(cards(page))).length).toBe(2);
    expect(await subjectsIn(cards(page))).not.toContain(REQUEST_SUBJECT);
    await screenshot(page, 'management-account');
  });

  it('stacks the panes on a phone', async () => {
    const phone = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: PHONE,
      storageState: await page.context().storageState(),
      reducedMotion: 'reduce',
    });
    const small = await phone.newPage();
    await small.goto('/mine');
    await see(row(small, REQUEST_SUBJECT), 20_000);
    await screenshot(small, 'mine-phone');
    await row(small, REQUEST_SUBJECT).getByRole('button').click();
    await see(detail(small).getByRole('heading', { name: REQUEST_SUBJECT }));
    await detail(small).getByRole('heading', { name: REQUEST_SUBJECT }).scrollIntoViewIfNeeded();
    await screenshot(small, 'mine-phone-detail');
    await small.goto('/enhanced-email');
    await see(small.getByRole('list', { name: 'Emails' }).getByRole('listitem').filter({ hasText: REQUEST_SUBJECT }), 20_000);
    await screenshot(small, 'enhanced-phone');
    await phone.close();
  });
});
