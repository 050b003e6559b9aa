// /ask-nugget from the browser: example queries, the submit rule (disabled while the
// trimmed query is empty; sent trimmed), 'MINING...' while pending, answers newest first
// with summary, clickable suggestions, highlighted snippets linking to the mail,
// commitments and transactions; the saved history below, and clearing it.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, uniqueEmail, type E2E } from './browser.ts';

const EMAIL = uniqueEmail('asker');
let e2e: E2E;
let page: Page;
let userId: string;
const ids: Record<string, string> = {};

const answers = (p: Page) => p.getByRole('region', { name: 'Answers' }).getByRole('article');
const input = (p: Page) => p.getByRole('textbox', { name: 'Ask Nugget' });
const submit = (p: Page) => p.getByRole('search').getByRole('button');
/** Rendered text, one space between lines. */
const shown = async (l: Locator) => (await l.innerText()).replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Ada', email: EMAIL, password: 'pickaxe-42' });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;
  const prisma = e2e.server.platform.prisma;
  const day = 86_400_000;
  const mail = async (key: string, subject: string, textBody: string, fromName: string, fromAddress: string, daysAgo: number) => {
    const e = await prisma.email.create({
      data: {
        userId,
        threadId: crypto.randomUUID(),
        subject,
        fromName,
        fromAddress,
        textBody,
        snippet: textBody.slice(0, 150),
        receivedAt: new Date(Date.now() - daysAgo * day),
      },
    });
    ids[key] = e.id;
  };
  await mail(
    'term',
    'Term sheet for the seed round',
    'Attached is the term sheet (R&D "draft") we discussed <img src=x onerror=alert(1)>. Please sign by Friday.',
    'Priya Shah',
    'priya@acme.io',
    2,
  );
  await mail('deck', 'Investor deck v3', 'Here is the updated deck for the investors meeting.', 'Jon Park', 'jon@fund.vc', 4);
  await mail('hosting', 'Invoice 2041 for hosting', 'Invoice 2041: $6,200.00 for March hosting, due in 30 days.', 'Billing', 'billing@cloud.example', 6);
  await prisma.commitment.create({
    data: {
      userId,
      emailId: ids.deck,
      type: 'action_item',
      owedBy: EMAIL,
      owedTo: 'jon@fund.vc',
      title: 'Send the investors the updated deck',
      dueDate: new Date(Date.now() + 3 * day),
      dedupeKey: 'e2e-1',
    },
  });
  await prisma.transaction.create({
    data: {
      userId,
      emailId: ids.hosting,
      type: 'Invoice',
      company: 'Cloud Co',
      amount: '6200.00',
      description: 'Invoice 2041 for hosting',
      date: new Date(Date.now() - 6 * day),
    },
  });
});
afterAll(async () => {
  await e2e?.close();
});

describe('/ask-nugget', () => {
  it('offers example questions and enables ASK only for a non-blank question', async () => {
    await page.goto('/ask-nugget');
    await page.getByRole('heading', { level: 1, name: 'ASK NUGGET' }).waitFor();
    await expect(page.getByRole('list', { name: 'Example questions' }).getByRole('button').count()).resolves.toBe(6);
    await see(page.getByText('Your answers for this session will appear here, newest first.'));
    await see(page.getByText('Questions you ask are kept here, newest first.'));
    expect(await submit(page).isDisabled()).toBe(true);
    await input(page).fill('    ');
    expect(await submit(page).isDisabled()).toBe(true);
    await input(page).fill('  term sheet ');
    expect(await submit(page).isEnabled()).toBe(true);
    await screenshot(page, 'ask-empty');
  });

  it("sends the trimmed query, shows 'MINING...' while pending, then the answer on top and an empty input", async () => {
    const sent: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { query?: string; variables?: { query?: string } } | null;
      if (body?.query?.includes('useAskMutation')) {
        sent.push(body.variables!.query!);
        await held;
      }
      await route.continue();
    });
    await input(page).fill('  what did Priya say about the term sheet  ');
    await submit(page).click();
    await see(page.getByRole('button', { name: 'MINING...' }));
    expect(await page.getByRole('button', { name: 'MINING...' }).isDisabled()).toBe(true);
    release();
    await see(answers(page).first());
    await page.unroute('**/graphql');
    expect(sent).toEqual(['what did Priya say about the term sheet']);
    expect(await input(page).inputValue()).toBe('');
    await see(page.getByRole('button', { name: 'ASK NUGGET' }));

    const first = answers(page).first();
    expect(await first.getAttribute('aria-label')).toBe('Answer to “what did Priya say about the term sheet”');
    expect(await shown(first.getByLabel('Summary'))).toMatch(/Found 1 email about “term sheet”, from Priya: • Priya Shah, .*“Term sheet for the seed round”/);
    await see(first.getByLabel('How Nugget read the question').getByText('from Priya'));
    // The snippet: matched words marked, the body's characters shown as text, its markup never live.
    const emails = first.getByRole('region', { name: 'Matched emails' });
    const marks = await emails.locator('mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['term', 'sheet']));
    await see(emails.getByText('(R&D "draft")', { exact: false }));
    await expect(emails.locator('img').count()).resolves.toBe(0);
    expect(await emails.getByRole('link').first().getAttribute('href')).toBe(`/mine?email=${ids.term}`);
    await screenshot(page, 'ask-answer');
  });

  it('asks a suggestion when clicked, newest answer first, with commitments and transactions', async () => {
    await input(page).fill('what do I owe investors');
    await input(page).press('Enter');
    await see(answers(page).nth(1));
    const owe = answers(page).first();
    expect(await owe.getAttribute('aria-label')).toBe('Answer to “what do I owe investors”');
    await see(owe.getByRole('region', { name: 'Commitments' }).getByText('Send the investors the updated deck'));
    expect(await shown(owe.getByLabel('Summary'))).toMatch(/^You owe 1 open commitment about “investors”: • Send the investors the updated deck — due /);

    // A clickable example asks at once.
    await page.getByRole('list', { name: 'Example questions' }).getByRole('button', { name: 'Invoices over $5,000 this year' }).click();
    await see(answers(page).nth(2));
    const money = answers(page).first();
    expect(await money.getAttribute('aria-label')).toBe('Answer to “Invoices over $5,000 this year”');
    const tx = money.getByRole('region', { name: 'Transactions' });
    await see(tx.getByText('$6,200.00'));
    expect(await tx.getByRole('link', { name: 'View email' }).getAttribute('href')).toBe(`/mine?email=${ids.hosting}`);

    // A suggestion is asked as written and lands on top.
    const suggestion = money.getByRole('region', { name: 'Suggestions' }).getByRole('button').first();
    const text = (await suggestion.textContent())!.trim();
    await suggestion.click();
    await see(answers(page).nth(3));
    expect(await answers(page).first().getAttribute('aria-label')).toBe(`Answer to “${text}”`);
    expect(await answers(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      `Answer to “${text}”`,
      'Answer to “Invoices over $5,000 this year”',
      'Answer to “what do I owe investors”',
      'Answer to “what did Priya say about the term sheet”',
    ]);
    await screenshot(page, 'ask-session');
  });

  it('keeps the history across visits, newest first, and clears it', async () => {
    await page.goto('/dashboard');
    await page.goto('/ask-nugget');
    const saved = page.getByRole('list', { name: 'Saved questions' });
    await see(saved);
    const queries = await saved.getByRole('listitem').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(queries).toHaveLength(4);
    expect(queries.slice(1)).toEqual(['Invoices over $5,000 this year', 'what do I owe investors', 'what did Priya say about the term sheet']);
    // The session list starts empty on a new visit; ASK AGAIN brings an answer back.
    await see(page.getByText('Your answers for this session will appear here, newest first.'));
    await saved.getByRole('button', { name: 'Ask again: what do I owe investors' }).click();
    await see(answers(page).first());
    expect(await answers(page).first().getAttribute('aria-label')).toBe('Answer to “what do I owe investors”');
    await see(saved.getByRole('listitem').nth(4));
    await page.getByRole('button', { name: 'CLEAR HISTORY' }).click();
    await see(page.getByText('Questions you ask are kept here, newest first.'));
    expect(await e2e.server.platform.prisma.askQuery.count({ where: { userId } })).toBe(0);
  });
});
