// Remote images in mail are blocked until the reader allows them (issue 17): opening a
// mail with a tracking pixel requests nothing; "Show images" loads them for this mail,
// "Always for this sender" from then on.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughUi, see, startE2E, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

const PIXEL = 'https://tracker.nugget-test.invalid/open.gif';
const BACKGROUND = 'https://tracker.nugget-test.invalid/bg.png';
let e2e: E2E;
let page: Page;
let emailId: string;
const requested: string[] = [];

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  page.on('request', (r) => {
    if (r.url().includes('tracker.nugget-test.invalid')) requested.push(r.url());
  });
  const email = uniqueEmail('images');
  await registerThroughUi(page, { email, password: 'secret-pass' });
  const userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email } })).id;
  const mbox = writeMbox(path.join(tempDir(), 'news.mbox'), [
    rawMessage({
      from: 'Newsletter <news@shop.example>',
      subject: 'Spring sale inside',
      body: 'Spring sale',
      html: `<p>Spring sale</p><img src="${PIXEL}" width="1" height="1" alt=""><div style="background-image: url('${BACKGROUND}')">Deals</div>`,
    }),
  ]);
  await e2e.server.app.services.sync.importArchive(userId, [mbox]);
  emailId = (await e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId, subject: 'Spring sale inside' } })).id;
}, 120_000);
afterAll(() => e2e?.close());

async function openMail() {
  await page.goto(`/mine?email=${emailId}`);
  await see(page.getByRole('heading', { name: 'Spring sale inside' }));
  await page.frameLocator('[data-testid="email-html-body"]').getByText('Deals').waitFor();
  await page.waitForTimeout(500); // time for any image request to start
}

describe('remote images in mail', () => {
  it('are not requested when a mail is opened, and a bar says why', async () => {
    await openMail();
    expect(requested).toEqual([]);
    await see(page.getByTestId('remote-images-bar'));
  });

  it('"Show images" loads them for this mail only', async () => {
    await page.getByRole('button', { name: 'Show images' }).click();
    await expect.poll(() => requested.some((u) => u.startsWith(PIXEL))).toBe(true);
    requested.length = 0;
    await openMail();
    expect(requested).toEqual([]);
  });

  it('"Always for this sender" loads them now and from then on', async () => {
    await page.getByRole('button', { name: 'Always for this sender' }).click();
    await expect.poll(() => requested.some((u) => u.startsWith(PIXEL))).toBe(true);
    requested.length = 0;
    await openMail();
    await expect.poll(() => requested.some((u) => u.startsWith(PIXEL))).toBe(true);
    expect(await page.getByTestId('remote-images-bar').count()).toBe(0);
  });
});
