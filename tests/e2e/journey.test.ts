// The journey of issue 18 ("Done when"), walked in the browser in the order a user takes it, on an
// archive of more than 2,000 real mails: Steven Kean's Enron mail (the 1,702 messages of the public
// Berkeley set, most of them his) and a home mailbox of SpamAssassin mail (ham and spam), both read
// from ../shared/eval at test time. Two recent mails from Jeff Dasovich (written here: a request
// and a promise, with deadlines next week) close the Enron mailbox, so that something in it is still
// open today; everything else is over 20 years old, and its commitments are history.
//
// The walk: upload both files on the Email Accounts screen · tick "these are my addresses" · the
// mine's nuggets · a search that finds a mail older than the newest 100 · the venture filter ·
// scrolling past 100 rows · Ask about a person · a todo from a commitment · the calendar showing it ·
// the daily retention job run with the clock moved past 90 days and years, every imported mail still
// there. It prints what it measured (import time, list page load times, rows reached); timings are
// reported, never asserted.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { EVAL, rawMessage, spamAssassin, tempDir, writeMbox } from '../helpers/mail.ts';

const dir = tempDir('nugget-e2e-journey-');
const EMAIL = uniqueEmail('steven');
const KEAN = 'steven.kean@enron.com';
const JEFF = 'jeff.dasovich@enron.com';
const DAY = 86_400_000;
const NOW = Date.now();
const rfcDate = (msAgo: number) => new Date(NOW - msAgo).toUTCString().replace('GMT', '+0000');
/** "December 4": a day `days` from now, as a person writes a deadline. */
const monthDay = (days: number) => new Date(NOW + days * DAY).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const DUE_IN = 6;
const dueKey = new Date(NOW + DUE_IN * DAY).toISOString().slice(0, 10);
// A mail of October 1999 (Kean to Ken Lay and others) the search finds.
const OLD_SUBJECT = 'Translation of articles';
const SEARCH = 'translation of articles';

let e2e: E2E;
let page: Page;
let userId: string;
let archiveSize = 0;
let enronId = '';
let homeId = '';
const measured: string[] = [];
const note = (line: string) => {
  measured.push(line);
  console.log(`[journey] ${line}`);
};

const sidebar = (p: Page) => p.getByRole('navigation', { name: 'Main navigation' });
const cards = (p: Page) => p.getByRole('list', { name: 'Emails' }).getByRole('listitem');
const rowsOf = (l: Locator) => l.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
const emailCount = (p: Page) => textOf(p.getByTestId('email-count'));
const stored = () => e2e.server.platform.prisma.email.count({ where: { userId } });
const fmt = (n: number) => n.toLocaleString('en-US');
const commitmentOf = (messageId: string) => e2e.server.platform.prisma.commitment.findFirstOrThrow({ where: { userId, email: { messageId } } });

/** Milliseconds `step` takes. */
async function timed(step: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await step();
  return Math.round(performance.now() - started);
}

/** Scrolls to the end of a list until it holds `n` rows, each page read from the server as its end comes into view; the time each page took. */
async function scrollPast(p: Page, rows: Locator, n: number): Promise<{ reached: number; pages: number[] }> {
  const pages: number[] = [];
  for (let before = await rows.count(); before < n; before = await rows.count()) {
    pages.push(
      await timed(async () => {
        await p.getByTestId('load-more').last().scrollIntoViewIfNeeded();
        await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(before);
      }),
    );
  }
  return { reached: await rows.count(), pages };
}

/** The real mail: every Enron message of the set, and a home mailbox of SpamAssassin ham and spam. */
function buildArchive() {
  const enronDir = path.join(EVAL, 'enron-berkeley-categories');
  const enron = fs
    .readdirSync(enronDir)
    .filter((d) => /^\d+$/.test(d))
    .sort()
    .flatMap((d) =>
      fs
        .readdirSync(path.join(enronDir, d))
        .filter((f) => f.endsWith('.txt'))
        .sort()
        .map((f) => fs.readFileSync(path.join(enronDir, d, f))),
    );
  const jeff = (subject: string, body: string, daysAgo: number, id: string) =>
    rawMessage({ from: `Jeff Dasovich <${JEFF}>`, to: `Steven J Kean <${KEAN}>`, subject, messageId: id, date: rfcDate(daysAgo * DAY), body });
  const recent = [
    jeff('Rate case testimony', `Steve,\n\nCould you send me the signed rate case testimony by ${monthDay(DUE_IN)}?\n\nThanks,\nJeff`, 2, 'jd-1@enron.com'),
    jeff('PUC hearing', `Steve,\n\nI'll send you the notes from the PUC hearing by ${monthDay(DUE_IN + 2)}.\n\nJeff`, 1, 'jd-2@enron.com'),
  ];
  const home = [...spamAssassin('easy_ham', 250), ...spamAssassin('hard_ham', 25), ...spamAssassin('spam', 100)];
  const work = writeMbox(path.join(dir, 'steven-kean-enron.mbox'), [...enron, ...recent]);
  const personal = writeMbox(path.join(dir, 'home.mbox'), home);
  return { files: [work, personal], messages: enron.length + recent.length + home.length };
}

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Steven', lastName: 'Kean', email: EMAIL, password: 'pickaxe-42' });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;
}, 120_000);

afterAll(async () => {
  if (measured.length) console.log(`[journey] measured:\n  ${measured.join('\n  ')}`);
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the journey of an imported archive (issue 18)', () => {
  it('imports the archive from the Email Accounts screen: two files, more than 2,000 mails, every one stored', async () => {
    const { files, messages } = buildArchive();
    expect(messages).toBeGreaterThanOrEqual(2000);
    await sidebar(page).getByRole('link', { name: 'Email Accounts' }).click();
    await page.getByRole('heading', { level: 1, name: 'EMAIL SLUICE MANAGEMENT' }).waitFor();

    const result = page.getByTestId('import-result');
    const importMs = await timed(async () => {
      await page.locator('input[type="file"][aria-label="Archive files"]').setInputFiles(files);
      // On a loaded machine (CI runs every test file at once on two cores) this takes minutes.
      await see(result, 840_000);
    });
    expect(await textOf(result)).toContain('2 files imported');
    const figure = async (label: string) => Number((await textOf(result.getByText(label, { exact: true }).locator('..'))).replace(/\D/g, ''));
    archiveSize = await figure('Imported');
    const duplicates = await figure('Duplicates skipped');
    const unparseable = await figure('Unparseable');
    expect(archiveSize).toBeGreaterThanOrEqual(2000);
    // Every message is stored or skipped as a copy; 'unparseable' ones are stored too (with what could be read of them).
    expect(archiveSize + duplicates).toBe(messages);
    expect(unparseable).toBeLessThan(archiveSize / 100);
    expect(await stored()).toBe(archiveSize);
    const accounts = await e2e.server.platform.prisma.mailAccount.findMany({ where: { userId }, select: { id: true, email: true } });
    enronId = accounts.find((a) => a.email.startsWith('steven-kean-enron.mbox'))!.id;
    homeId = accounts.find((a) => a.email.startsWith('home.mbox'))!.id;
    note(
      `import: ${fmt(messages)} messages (${fmt(archiveSize)} imported, ${duplicates} duplicates, ${unparseable} unparseable) uploaded and stored in ${importMs} ms`,
    );
    await screenshot(page, 'journey-imported');
  }, 900_000);

  it('asks which addresses are yours: Steven Kean ticks his, and his mail becomes mail he sent', async () => {
    // The archive is Steven Kean's: his address first, with its counts.
    const prompt = page.getByRole('form', { name: 'Which of these addresses are yours?' });
    await see(prompt, 30_000);
    const first = prompt.getByRole('list', { name: 'Frequent addresses' }).getByRole('listitem').first();
    const firstText = await textOf(first);
    expect(firstText).toMatch(new RegExp(`^${KEAN.replace(/\./g, '\\.')}.* · \\d[\\d,]* sent · \\d[\\d,]* received$`));
    const sent = Number(/(\d[\d,]*) sent/.exec(firstText)![1]!.replace(/,/g, ''));
    expect(sent).toBe(await e2e.server.platform.prisma.email.count({ where: { userId, fromAddress: KEAN } }));
    await prompt.getByRole('checkbox', { name: new RegExp(KEAN.replace(/\./g, '\\.')) }).check();
    await screenshot(page, 'journey-addresses');
    const toastMs = await timed(async () => {
      await prompt.getByRole('button', { name: 'This is mine' }).click();
      await see(page.getByText(`${KEAN} is yours now.`), 60_000);
    });
    await prompt.waitFor({ state: 'detached' });

    // Analysis (and the re-analysis of his mail) runs in the background; the journey goes on once it is done.
    const analysedMs = await timed(() => e2e.server.platform.jobs.idle());
    note(`"this is mine" saved in ${toastMs} ms; the re-analysis of ${KEAN}'s mail done ${analysedMs} ms later`);
    expect(await e2e.server.platform.prisma.email.count({ where: { userId, fromAddress: KEAN, isSent: true } })).toBe(sent);
    expect(await e2e.server.platform.prisma.email.count({ where: { userId, analyzedAt: null } })).toBe(0);
  }, 900_000);

  it("opens the mine on the archive's nuggets: Jeff's request among them, no spam", async () => {
    const nuggets = page.getByRole('list', { name: 'nuggets emails' }).getByRole('listitem');
    const loadMs = await timed(async () => {
      await sidebar(page).getByRole('link', { name: 'Mine' }).click();
      await see(nuggets.first(), 30_000);
    });
    await see(page.getByRole('heading', { level: 1, name: 'THE MINE' }));
    note(`the mine's nuggets: first page shown ${loadMs} ms after the click in the sidebar`);
    const threshold = (await e2e.server.app.services.settings.get(userId)).nuggetThreshold;
    const expected = await e2e.server.platform.prisma.email.count({ where: { userId, isArchived: false, isDeleted: false, nuggetScore: { gte: threshold } } });
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => textOf(page.getByTestId('figure-nuggets')), { timeout: 15_000 }).toBe(fmt(expected));
    const shown = await rowsOf(nuggets);
    expect(shown.length).toBe(Math.min(expected, 50));
    expect(shown).toContain('Rate case testimony');
    // No spam among them (the home mailbox holds 100 spam mails).
    const spamSubjects = new Set(
      (
        await e2e.server.platform.prisma.email.findMany({
          where: { userId, sources: { some: { accountId: homeId } }, category: 'spam' },
          select: { subject: true },
        })
      ).map((e) => e.subject),
    );
    expect(spamSubjects.size).toBeGreaterThan(50);
    expect(shown.filter((subject) => spamSubjects.has(subject))).toEqual([]);
    note(`nuggets: ${fmt(expected)} of ${fmt(archiveSize)} mails`);
    await screenshot(page, 'journey-mine-nuggets');
  }, 120_000);

  it('searches all mail and finds a mail of 1999, far older than the newest 100', async () => {
    const loadMs = await timed(async () => {
      await sidebar(page).getByRole('link', { name: 'Enhanced Email' }).click();
      await see(cards(page).first(), 30_000);
    });
    await see(page.getByRole('heading', { level: 1, name: 'ENHANCED EMAIL' }));
    note(`enhanced list: first page shown ${loadMs} ms after the click in the sidebar`);
    await expect.poll(() => emailCount(page), { timeout: 15_000 }).toBe(`${fmt(archiveSize)} emails`);
    const old = await e2e.server.platform.prisma.email.findFirstOrThrow({ where: { userId, subject: OLD_SUBJECT }, select: { id: true, receivedAt: true } });
    const newer = await e2e.server.platform.prisma.email.count({ where: { userId, receivedAt: { gt: old.receivedAt } } });
    expect(newer).toBeGreaterThan(100);
    expect(await rowsOf(cards(page))).not.toContain(OLD_SUBJECT);

    const searchMs = await timed(async () => {
      await page.getByLabel('Search emails').fill(SEARCH);
      await expect.poll(() => rowsOf(cards(page)), { timeout: 30_000 }).toContain(OLD_SUBJECT);
    });
    expect(await emailCount(page)).toMatch(new RegExp(`^\\d+ emails? · matching “${SEARCH}”$`));
    note(`search "${SEARCH}": the mail of ${old.receivedAt.toISOString().slice(0, 10)} (${fmt(newer)} mails are newer) shown ${searchMs} ms after typing`);
    await screenshot(page, 'journey-search-old-mail');
    await cards(page).filter({ hasText: OLD_SUBJECT }).first().getByRole('button').first().click();
    await see(page.getByRole('article', { name: OLD_SUBJECT }));
    await page.getByRole('button', { name: 'Close email' }).click();
    await page.getByLabel('Search emails').fill('');
    await expect.poll(() => emailCount(page), { timeout: 30_000 }).toBe(`${fmt(archiveSize)} emails`);
  }, 120_000);

  it('names the Enron stream a venture and narrows the list to it', async () => {
    await sidebar(page).getByRole('link', { name: 'Email Accounts' }).click();
    const stream = page.getByRole('article', { name: /steven-kean-enron\.mbox/ });
    await see(stream);
    await stream.getByRole('button', { name: 'Edit venture' }).click();
    await stream.getByLabel('Company / venture').fill('Enron');
    await stream.getByRole('button', { name: 'Save venture' }).click();
    await see(stream.getByTestId('account-company').getByText('Enron', { exact: true }));

    await sidebar(page).getByRole('link', { name: 'Enhanced Email' }).click();
    await see(cards(page).first(), 30_000);
    const enron = await e2e.server.platform.prisma.email.count({ where: { userId, sources: { some: { accountId: enronId } } } });
    expect(enron).toBeGreaterThan(1000);
    expect(enron).toBeLessThan(archiveSize);
    await page.getByRole('combobox', { name: 'Venture' }).click();
    const ventureMs = await timed(async () => {
      await page.getByRole('option', { name: 'Enron' }).click();
      await expect.poll(() => emailCount(page), { timeout: 30_000 }).toBe(`${fmt(enron)} emails`);
    });
    expect(new URL(page.url()).searchParams.get('venture')).toBe('Enron');
    // The home mailbox's mail (2002, newer than all of Enron's but Jeff's) is gone from the top of the list.
    const homeSubjects = new Set(
      (await e2e.server.platform.prisma.email.findMany({ where: { userId, sources: { some: { accountId: homeId } } }, select: { subject: true } })).map(
        (e) => e.subject,
      ),
    );
    const top = await rowsOf(cards(page));
    expect(top.length).toBe(50);
    expect(top.filter((subject) => homeSubjects.has(subject) && subject !== '')).toEqual([]);
    note(`venture filter: ${fmt(archiveSize)} → ${fmt(enron)} emails in ${ventureMs} ms`);
    await screenshot(page, 'journey-venture');
  }, 120_000);

  it('scrolls the venture past 100 rows, a page at a time from the server', async () => {
    const { reached, pages } = await scrollPast(page, cards(page), 160);
    expect(reached).toBeGreaterThanOrEqual(160);
    await see(
      page.getByText(
        new RegExp(
          `^Showing ${reached} of ${fmt(await e2e.server.platform.prisma.email.count({ where: { userId, sources: { some: { accountId: enronId } } } }))} emails$`,
        ),
      ),
    );
    // The 101st row and beyond are on screen once scrolled to.
    await cards(page)
      .nth(reached - 1)
      .scrollIntoViewIfNeeded();
    await see(cards(page).nth(reached - 1));
    note(`scrolling: ${reached} rows reached; each next page of 50 shown ${pages.join(' ms, ')} ms after its end came into view`);
    await screenshot(page, 'journey-scrolled');
  }, 180_000);

  it('asks Nugget about Jeff Dasovich: what Steven owes him, and what Jeff promised', async () => {
    const owed = await commitmentOf('jd-1@enron.com');
    const promised = await commitmentOf('jd-2@enron.com');
    await sidebar(page).getByRole('link', { name: 'Ask Nugget' }).click();
    await page.getByRole('heading', { level: 1, name: 'ASK NUGGET' }).waitFor();
    const answers = page.getByRole('region', { name: 'Answers' }).getByRole('article');
    const ask = async (question: string) => {
      const before = await answers.count();
      const ms = await timed(async () => {
        await page.getByRole('textbox', { name: 'Ask Nugget' }).fill(question);
        await page.getByRole('textbox', { name: 'Ask Nugget' }).press('Enter');
        await see(answers.nth(before), 60_000);
      });
      const answer = answers.first();
      expect(await answer.getAttribute('aria-label')).toBe(`Answer to “${question}”`);
      return { answer, ms };
    };

    const owe = await ask('what do I owe Jeff Dasovich');
    const oweTitles = await owe.answer.getByRole('region', { name: 'Commitments' }).getByRole('listitem').allInnerTexts();
    expect(oweTitles.some((t) => t.includes(owed.title))).toBe(true);
    expect(oweTitles.some((t) => t.includes(promised.title))).toBe(false);
    expect(await textOf(owe.answer.getByLabel('Summary'))).toContain(owed.title);

    const jeff = await ask('what did Jeff Dasovich promise');
    const jeffTitles = await jeff.answer.getByRole('region', { name: 'Commitments' }).getByRole('listitem').allInnerTexts();
    expect(jeffTitles.some((t) => t.includes(promised.title))).toBe(true);
    expect(jeffTitles.some((t) => t.includes(owed.title))).toBe(false);
    note(`Ask Nugget: "what do I owe Jeff Dasovich" answered in ${owe.ms} ms, "what did Jeff Dasovich promise" in ${jeff.ms} ms`);
    await screenshot(page, 'journey-ask-person');
  }, 180_000);

  it("makes a todo of Jeff's request and puts it on the calendar, where it shows on its day", async () => {
    const owed = await commitmentOf('jd-1@enron.com');
    expect(owed.dueDate?.toISOString().slice(0, 10)).toBe(dueKey);
    await sidebar(page).getByRole('link', { name: 'Todo Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'TODO MINING' }).waitFor();
    const mined = page.getByRole('region', { name: 'OPEN COMMITMENTS' }).getByRole('article', { name: owed.title, exact: true });
    await see(mined, 30_000);
    expect(await textOf(mined.getByTestId('commitment-party'))).toBe(`You owe ${JEFF}`);
    await mined.getByRole('button', { name: 'CREATE TODO' }).click();
    const todo = page.getByRole('region', { name: 'OPEN tasks' }).getByRole('article', { name: owed.title, exact: true });
    await see(todo, 30_000);
    expect(await textOf(todo)).toContain(JEFF);
    await mined.getByRole('button', { name: 'ADD TO CALENDAR' }).click();
    await see(mined.getByRole('button', { name: 'ON CALENDAR' }), 30_000);
    await screenshot(page, 'journey-todo');

    const event = page.locator(`section[data-day="${dueKey}"]`).getByRole('listitem', { name: owed.title });
    const calendarMs = await timed(async () => {
      await sidebar(page).getByRole('link', { name: 'Calendar' }).click();
      await see(event, 30_000);
    });
    await see(page.getByRole('heading', { level: 1, name: 'CALENDAR' }));
    note(`calendar: the event shown ${calendarMs} ms after the click in the sidebar`);
    expect(await event.getAttribute('data-kind')).toBe('event');
    expect(await textOf(event)).toContain('ALL DAY');
    // Week by week: the week that holds its day shows it too.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const mondayOf = (t: number) => {
      const d = new Date(t);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY;
    };
    const weeks = Math.round((mondayOf(Date.parse(`${dueKey}T12:00:00Z`)) - mondayOf(Date.now())) / (7 * DAY));
    for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next week' }).click();
    await see(page.locator(`section[data-day="${dueKey}"]`).getByRole('listitem', { name: owed.title }), 30_000);
    await screenshot(page, 'journey-calendar');
  }, 180_000);

  it('keeps every imported mail when the daily retention job runs with the clock moved past 90 days and years', async () => {
    await sidebar(page).getByRole('link', { name: 'Settings' }).click();
    await see(page.getByTestId('retention-saved').getByText('OFF', { exact: true }), 30_000);
    const runJob = (days: number) => e2e.server.app.services.settings.applyRetention(new Date(Date.now() + days * DAY));
    const kept: string[] = [];
    for (const days of [1, 91, 366, 3651]) {
      expect(await runJob(days)).toBe(0);
      expect(await stored()).toBe(archiveSize);
      kept.push(`${days} d: ${fmt(await stored())}`);
    }
    // And the user sees them all: the list still counts every one.
    await sidebar(page).getByRole('link', { name: 'Enhanced Email' }).click();
    await page.getByRole('heading', { level: 1, name: 'ENHANCED EMAIL' }).waitFor();
    await see(cards(page).first(), 30_000);
    await expect.poll(() => emailCount(page), { timeout: 30_000 }).toBe(`${fmt(archiveSize)} emails`);
    note(`retention (off by default) run with the clock moved forward: mails kept ${kept.join(', ')} of ${fmt(archiveSize)} imported`);
  }, 120_000);
});
