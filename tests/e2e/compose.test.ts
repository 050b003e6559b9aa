// The composer from the browser, mounted where the product puts it: Compose on
// /enhanced-email-management and Reply in its email detail. Validation toasts of
// spec §5/§8, an AI template appended to the body (and its button resetting after
// 2 s), the formatting toolbar, an attachment (and a refused file type), Save Draft,
// then Send Email through a real SMTP server process (tests/helpers/smtp-server.ts):
// the toast, the modal closing, the message at the server with its threading
// headers, and the sent reply mined as a promise the user made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, uniqueEmail, type E2E } from './browser.ts';
import { startSmtpServer, type SmtpServer } from '../helpers/smtp-server.ts';
import { rawMessage } from '../helpers/mail.ts';

const MAILBOX = 'ada@mail.test';
const SUBJECT = 'Q3 board deck';

let e2e: E2E;
let smtp: SmtpServer;
let page: Page;
let userId: string;

const toast = (p: Page, text: string) => p.getByRole('region', { name: 'Notifications (F8)' }).locator('li').filter({ hasText: text });

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
  smtp = await startSmtpServer({ user: MAILBOX, password: 'app-password-123' });
  page = await e2e.newPage();
  const email = uniqueEmail('ada');
  await registerThroughUi(page, { firstName: 'Ada', lastName: 'Founder', email, password: 'correct-horse' });
  const s = e2e.server.app.services;
  userId = (await s.users.findByEmail(email))!.id;
  // A mailbox whose SMTP server is the test server, and one request in it.
  const parsed = s.accounts.parseImap({
    email: MAILBOX,
    provider: 'custom',
    host: '127.0.0.1',
    port: 1143,
    secure: false,
    password: 'app-password-123',
    smtpHost: smtp.host,
    smtpPort: smtp.port,
    smtpSecure: false,
  });
  const account = await s.accounts.saveImap(userId, parsed, []);
  await s.ingest.storeBatch(account, [
    {
      providerId: 'INBOX:1:1',
      folder: 'INBOX',
      raw: rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${MAILBOX}>`,
        subject: SUBJECT,
        messageId: 'q3-e2e@acme.io',
        date: new Date(Date.now() - 3_600_000).toUTCString(),
        body: 'Hi Ada,\n\nCould you send me the revised deck by Friday? The board meets Monday.\n\nThanks,\nPriya',
      }),
    },
  ]);
  await e2e.server.platform.jobs.idle();
});

afterAll(async () => {
  await e2e?.close();
  await smtp?.stop();
});

describe('composer', () => {
  it('Compose: validation toasts, a template, formatting, Save Draft, then Send Email', async () => {
    await page.goto('/enhanced-email-management');
    await page.getByRole('button', { name: 'Compose' }).click();
    const composer = page.getByRole('dialog', { name: 'New message' });
    await see(composer.getByLabel('Subject'));
    expect(await composer.getByRole('combobox', { name: 'From' }).textContent()).toContain(MAILBOX);

    // Spec §5: recipients first, then the subject.
    await composer.getByRole('button', { name: 'Send Email' }).click();
    await see(toast(page, 'Recipients required').filter({ hasText: 'Please add at least one recipient' }));
    // The error toast leaves the dialog's actions uncovered: SEND EMAIL stays in sight and clickable,
    // also on a laptop screen, where the dialog reaches down to the toasts' corner.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 1280, height: 720 });
    await see(toast(page, 'Recipients required'));
    const toastBox = (await toast(page, 'Recipients required').boundingBox())!;
    const sendBox = (await composer.getByRole('button', { name: 'Send Email' }).boundingBox())!;
    const overlaps = (a: typeof toastBox, b: typeof toastBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(toastBox, sendBox)).toBe(false);
    await screenshot(page, 'compose-error-toast');
    await page.setViewportSize(size);
    await composer.getByLabel('To', { exact: true }).fill(' sam@portfolio.co , ');
    await composer.getByRole('button', { name: 'Send Email' }).click();
    await see(toast(page, 'Subject required').filter({ hasText: 'Please add a subject line' }));
    await dismissToasts(page);
    await composer.getByLabel('Subject').fill('Pilot kickoff');

    // An AI template appends to the body; its button says so for 2 s, then resets.
    await composer.getByLabel('Message').fill('Hi Sam,');
    await composer.getByRole('button', { name: 'Meeting Request' }).click();
    await see(toast(page, 'AI content generated').filter({ hasText: 'Generated content has been added to your email' }));
    await see(composer.getByRole('button', { name: 'Meeting Request added' }));
    const body = await composer.getByLabel('Message').inputValue();
    expect(body).toMatch(/^Hi Sam,\n\n/);
    expect(body.match(/^- \w+day, .+ at \d\d:\d\d$/gm)).toHaveLength(3);
    await see(composer.getByRole('button', { name: 'Meeting Request', exact: true }), 5_000);

    // The toolbar writes markdown-lite; the server sends it as HTML too.
    await composer.getByLabel('Message').press('ControlOrMeta+End');
    await composer.getByLabel('Bold').click();
    expect(await composer.getByLabel('Message').inputValue()).toMatch(/\*\*bold text\*\*$/);

    await composer.getByRole('button', { name: 'Save Draft' }).click();
    await see(composer.getByText(/^Draft saved at/));
    await expect.poll(() => e2e.server.platform.prisma.draft.count({ where: { userId, status: 'draft' } })).toBe(1);
    await screenshot(page, 'compose-new');

    await dismissToasts(page);
    await composer.getByRole('button', { name: 'Send Email' }).click();
    await see(toast(page, 'Email sent successfully').filter({ hasText: 'Sent to sam@portfolio.co' }));
    await composer.waitFor({ state: 'detached' });
    const [sent] = await smtp.waitFor(1);
    expect(sent!.envelope.rcptTo).toEqual(['sam@portfolio.co']);
    const parsed = await simpleParser(sent!.raw);
    expect(parsed.subject).toBe('Pilot kickoff');
    expect(parsed.html).toContain('<strong>bold text</strong>');
    // The saved draft is the message that went out.
    expect(await e2e.server.platform.prisma.draft.count({ where: { userId, status: 'draft' } })).toBe(0);
  });

  it('Reply from the email detail: prefilled, Professional Reply, an attachment, sent in the thread', async () => {
    await dismissToasts(page);
    await page.goto('/enhanced-email-management');
    await page.getByRole('list', { name: 'Emails' }).getByRole('listitem').filter({ hasText: SUBJECT }).getByRole('button').first().click();
    const article = page.getByRole('article', { name: SUBJECT });
    await see(article);
    await article.getByRole('button', { name: 'Reply', exact: true }).click();
    const composer = page.getByRole('dialog', { name: 'Reply' });
    await expect.poll(() => composer.getByLabel('Subject').inputValue(), { timeout: 10_000 }).toBe(`Re: ${SUBJECT}`);
    expect(await composer.getByLabel('To', { exact: true }).inputValue()).toBe('"Priya Shah" <priya@acme.io>');

    await composer.getByRole('button', { name: 'Professional Reply' }).click();
    await see(toast(page, 'AI content generated'));
    const body = await composer.getByLabel('Message').inputValue();
    expect(body).toMatch(/^Hi Priya,\n\nThank you for your email about "Q3 board deck"\./);
    expect(body).toMatch(/I'll send you the revised deck by \w+day, \w+ \d+\./);

    const files = composer.getByTestId('compose-file-input');
    await files.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await see(toast(page, 'File type not allowed'));
    await files.setInputFiles({ name: 'deck-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Slide 4: new numbers\n') });
    await see(composer.getByText(/deck-notes\.txt/));
    await screenshot(page, 'compose-reply');

    await dismissToasts(page);
    await composer.getByRole('button', { name: 'Send Email' }).click();
    await see(toast(page, 'Email sent successfully').filter({ hasText: 'Sent to "Priya Shah" <priya@acme.io>' }));
    await composer.waitFor({ state: 'detached' });
    const [, reply] = await smtp.waitFor(2);
    const parsed = await simpleParser(reply!.raw);
    expect(parsed.inReplyTo).toBe('<q3-e2e@acme.io>');
    expect(parsed.attachments.map((a) => [a.filename, a.content.toString()])).toEqual([['deck-notes.txt', 'Slide 4: new numbers\n']]);

    // Stored in the thread as the user's own mail, its promise mined as promise_made.
    await e2e.server.platform.jobs.idle();
    const original = await e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId, messageId: 'q3-e2e@acme.io' } });
    const mine = await e2e.server.platform.prisma.email.findFirstOrThrow({
      where: { userId, isSent: true, subject: `Re: ${SUBJECT}` },
      include: { commitments: true },
    });
    expect(mine.threadId).toBe(original.threadId);
    expect(mine.commitments.map((c) => c.type)).toContain('promise_made');
  });
});
