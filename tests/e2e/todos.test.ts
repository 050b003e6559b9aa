// Follow-through, from the browser: a request mined from imported mail becomes a
// todo (CREATE TODO), is started and completed on the TODO Mining board; XP and
// level move live, in this tab and in a second tab of the same user that does
// nothing but watch; hand-made todos with field errors, overdue marking and the
// due-date year rule; ADD TO CALENDAR lands in the secret iCalendar feed and on
// /calendar, and a new feed link retires the old one.
// Mail is built here at test time and imported through the sync service.
import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { PHONE, registerThroughUi, screenshot, see, startE2E, textOf, uniqueEmail, type E2E } from './browser.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

const dir = tempDir('nugget-e2e-todos-');
const EMAIL = uniqueEmail('rosa');
const TERM_SHEET = 'ts-request@acme.io';
const BOARD_DECK = 'deck-request@northwind.vc';
const CAP_TABLE = 'cap-table-ask@example.com';

let e2e: E2E;
let page: Page;
let userId: string;

const DAY = 86_400_000;
const rfcDate = (d: Date) => d.toUTCString().replace('GMT', '+0000');
const sidebar = (p: Page) => p.getByRole('navigation', { name: 'Main navigation' });
const column = (p: Page, title: 'OPEN' | 'IN PROGRESS' | 'DONE') => p.getByRole('region', { name: `${title} tasks` });
const card = (scope: Page | Locator, title: string) => scope.getByRole('article', { name: title, exact: true });
const statValue = (p: Page, label: string) => textOf(p.getByRole('group', { name: label, exact: true }).getByTestId('stat-value'));
const commitmentsPanel = (p: Page) => p.getByRole('region', { name: 'OPEN COMMITMENTS' });
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

/** Resolves once the page has sent `count` graphql-ws subscribe messages (its live streams are open). */
function subscriptionsOpened(p: Page, count: number): Promise<void> {
  return new Promise((resolve) => {
    let sent = 0;
    p.on('websocket', (ws) =>
      ws.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"type":"subscribe"') && ++sent === count) {
          // Give the server a moment to register them.
          setTimeout(resolve, 300);
        }
      }),
    );
  });
}

/** The spec's due-date text: the year only when it differs from the current one. */
function dueText(due: Date): string {
  return due.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(due.getUTCFullYear() !== new Date().getFullYear() ? { year: 'numeric' } : {}),
  });
}

const commitmentOf = (messageId: string) =>
  e2e.server.platform.prisma.commitment.findFirstOrThrow({ where: { userId, email: { messageId } }, include: { email: true } });

beforeAll(async () => {
  e2e = await startE2E();
  page = await e2e.newPage();
  await registerThroughUi(page, { firstName: 'Rosa', lastName: 'Quarry', email: EMAIL, password: 'pickaxe-42' });
  userId = (await e2e.server.platform.prisma.user.findFirstOrThrow({ where: { email: EMAIL } })).id;

  const yesterday = new Date(Date.now() - DAY);
  const mbox = writeMbox(path.join(dir, 'founder.mbox'), [
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: `Rosa Quarry <${EMAIL}>`,
      subject: 'Term sheet',
      messageId: TERM_SHEET,
      date: rfcDate(yesterday),
      body: 'Hi Rosa,\n\nCould you please send me the signed term sheet by Friday?\n\nThanks,\nPriya',
    }),
    rawMessage({
      from: 'Marco Ruiz <marco@northwind.vc>',
      to: `Rosa Quarry <${EMAIL}>`,
      subject: 'Board deck review',
      messageId: BOARD_DECK,
      date: rfcDate(yesterday),
      body: 'Hi Rosa,\n\nCan you send me the updated board deck by next Thursday? I will review it before the meeting.\n\nMarco',
    }),
    // Rosa's own ask of Marco: his to keep, hers to wait on.
    rawMessage({
      from: `Rosa Quarry <${EMAIL}>`,
      to: 'Marco Ruiz <marco@northwind.vc>',
      subject: 'Cap table',
      messageId: CAP_TABLE,
      date: rfcDate(yesterday),
      body: 'Marco,\n\nCould you send me the pro-forma cap table by Monday?\n\nRosa',
    }),
  ]);
  await e2e.server.app.services.sync.importArchive(userId, [mbox]);
  await e2e.server.platform.jobs.idle();
});
afterAll(async () => {
  await e2e?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('TODO Mining', () => {
  it('turns a mined request into a todo, starts and completes it, and pays XP live in both tabs', async () => {
    const termSheet = await commitmentOf(TERM_SHEET);
    expect(termSheet.dueDate).not.toBeNull();

    await sidebar(page).getByRole('link', { name: 'Todo Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'TODO MINING' }).waitFor();
    for (const empty of ['NO OPEN TASKS', 'NO IN PROGRESS TASKS', 'NO DONE TASKS']) await see(page.getByText(empty, { exact: true }));
    expect(await statValue(page, 'TOTAL XP')).toBe('0');
    expect(await statValue(page, 'LEVEL')).toBe('1');
    expect(await statValue(page, 'COMPLETION RATE')).toBe('0%');

    // Both mined requests wait in the open-commitments panel, in the open colour, with their due day.
    const mined = card(commitmentsPanel(page), termSheet.title);
    await see(mined);
    expect(await mined.getAttribute('data-status')).toBe('open');
    expect(await textOf(mined)).toContain(`Due ${dueText(termSheet.dueDate!)}`);
    await see(card(commitmentsPanel(page), (await commitmentOf(BOARD_DECK)).title));
    // Each card says who owes whom: Rosa owes Priya; Marco owes Rosa.
    expect(await textOf(mined.getByTestId('commitment-party'))).toBe('You owe priya@acme.io');
    expect(await textOf(card(commitmentsPanel(page), (await commitmentOf(CAP_TABLE)).title).getByTestId('commitment-party'))).toBe(
      'Waiting on marco@northwind.vc',
    );
    await screenshot(page, 'todos-board-empty');

    // A second tab of the same user, watching.
    const watcher = await page.context().newPage();
    watcher.setDefaultTimeout(15_000);
    watcher.on('pageerror', (error) => console.error(`[browser tab 2] ${error.message}`));
    const live = subscriptionsOpened(watcher, 2);
    await watcher.goto('/todos');
    await watcher.getByRole('heading', { level: 1, name: 'TODO MINING' }).waitFor();
    await live;

    // CREATE TODO: the card lands in OPEN here and in the other tab.
    await mined.getByRole('button', { name: 'CREATE TODO' }).click();
    await see(toast(page, 'Todo Created'));
    const openCard = card(column(page, 'OPEN'), termSheet.title);
    await see(openCard);
    await see(card(column(watcher, 'OPEN'), termSheet.title));
    expect(await textOf(column(page, 'OPEN').getByTestId('column-count'))).toBe('1');
    const cardText = await textOf(openCard);
    expect(cardText).toContain(`Due ${dueText(termSheet.dueDate!)}`);
    expect(cardText).toContain('priya@acme.io');
    const todo = await e2e.server.platform.prisma.todo.findFirstOrThrow({ where: { userId, commitmentId: termSheet.id } });
    expect(cardText).toContain(`+${todo.xpValue} XP`);
    expect(await textOf(openCard.getByTestId('todo-priority'))).toBe(todo.priority);
    await expect(openCard.getByRole('link', { name: 'Term sheet' }).getAttribute('href')).resolves.toBe(`/mine?email=${termSheet.emailId}`);
    expect(await openCard.getAttribute('data-overdue')).toBeNull();
    expect(await textOf(mined.getByTestId('commitment-todo'))).toContain('ON THE BOARD');

    // ADD TO CALENDAR on the same commitment: an all-day event on its due day.
    await mined.getByRole('button', { name: 'ADD TO CALENDAR' }).click();
    await see(toast(page, 'Calendar Event Created'));
    await see(mined.getByRole('button', { name: 'ON CALENDAR' }));
    const event = await e2e.server.platform.prisma.calendarEvent.findFirstOrThrow({ where: { userId, commitmentId: termSheet.id } });
    expect(event.startsAt.toISOString().slice(0, 10)).toBe(termSheet.dueDate!.toISOString().slice(0, 10));

    // Start Task: IN PROGRESS in both tabs; the commitment leaves the open panel.
    await openCard.getByRole('button', { name: 'Start Task' }).click();
    const started = card(column(page, 'IN PROGRESS'), termSheet.title);
    await see(started);
    await see(card(column(watcher, 'IN PROGRESS'), termSheet.title));
    await see(page.getByText('NO OPEN TASKS', { exact: true }));
    await card(commitmentsPanel(page), termSheet.title).waitFor({ state: 'detached' });
    expect(await started.getByRole('button').allTextContents()).toEqual(['Mark Complete']);

    // Instant completions earn nothing: make the todo older than a minute first.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await e2e.server.platform.prisma.todo.update({ where: { id: todo.id }, data: { createdAt: hourAgo } });
    await e2e.server.platform.prisma.commitment.update({ where: { id: termSheet.id }, data: { createdAt: hourAgo } });

    // Mark Complete: DONE, no button; the request was the email's only commitment and it scored as a
    // nugget, so base + on time + nugget are paid, and the level goes up — in both tabs.
    await dismissToasts(page);
    // One completion updates the XP shown exactly once: the answer to Mark Complete carries the award
    // and the new summary, so nothing is read again (the events that follow carry the same figures).
    const graphqlRequests: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql') graphqlRequests.push(String(request.postDataJSON()?.operationName));
    };
    page.on('request', onRequest);
    await page
      .getByRole('group', { name: 'TOTAL XP', exact: true })
      .getByTestId('stat-value')
      .evaluate((el) => {
        const shown = [el.textContent ?? ''];
        (window as unknown as { xpShown: string[] }).xpShown = shown;
        new MutationObserver(() => {
          if (el.textContent !== shown.at(-1)) shown.push(el.textContent ?? '');
        }).observe(el, { childList: true, characterData: true, subtree: true });
      });
    await started.getByRole('button', { name: 'Mark Complete' }).click();
    const done = card(column(page, 'DONE'), termSheet.title);
    await see(done);
    expect(await done.getByRole('button').count()).toBe(0);
    expect(await textOf(done)).toContain('Completed');
    const ledger = await e2e.server.platform.prisma.xpEvent.findMany({ where: { userId } });
    const total = ledger.reduce((sum, e) => sum + e.points, 0);
    expect(ledger.map((e) => e.kind).sort()).toEqual(['nugget_earned', 'on_time', 'todo_completed']);
    expect(total).toBe(todo.xpValue + 10 + 50);
    await see(toast(page, `+${total} XP earned.`));
    // The done card tells what the completion paid, as the toast does.
    expect(await textOf(done.getByTestId('todo-xp'))).toBe(`+${total} XP`);
    await expect.poll(() => statValue(page, 'TOTAL XP')).toBe(String(total));
    expect(await statValue(page, 'LEVEL')).toBe('2');
    expect(await statValue(page, 'NUGGETS')).toBe('1');
    expect(await statValue(page, 'COMPLETION RATE')).toBe('100%');
    expect(await textOf(page.getByTestId('xp-progress-text'))).toBe(`${total - 50} / 100 XP · ${150 - total} XP to level 3`);
    // The watching tab has moved too, so every event of the completion has reached this tab as well.
    await see(card(column(watcher, 'DONE'), termSheet.title));
    await expect.poll(() => statValue(watcher, 'TOTAL XP')).toBe(String(total));
    page.off('request', onRequest);
    expect(graphqlRequests).toEqual(['useAdvanceTodoMutation']);
    expect(await page.evaluate(() => (window as unknown as { xpShown: string[] }).xpShown)).toEqual(['0', String(total)]);
    expect(await page.getByTestId('xp-gain').count()).toBe(1);

    // The watching tab moved without a reload.
    await see(card(column(watcher, 'DONE'), termSheet.title));
    await expect.poll(() => statValue(watcher, 'TOTAL XP')).toBe(String(total));
    expect(await statValue(watcher, 'LEVEL')).toBe('2');
    expect(await textOf(watcher.getByTestId('xp-gain'))).toBe(`+${total} XP`);
    await screenshot(watcher, 'todos-second-tab-live');
    await watcher.close();
    await screenshot(page, 'todos-board-done');
  });

  it('creates todos by hand: title required, server field errors on their fields, overdue marked red, the year only when it differs', async () => {
    await page.getByRole('button', { name: 'NEW TODO' }).click();
    const dialog = page.getByRole('dialog', { name: 'NEW TODO' });
    await see(dialog);
    await dialog.getByRole('button', { name: 'CREATE TODO' }).click();
    await see(dialog.getByText('Title is required'));

    const title = 'Wire the Q3 board pack to Marco';
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Numbers from the finance close, plus the hiring plan.');
    await dialog.getByLabel('Contact email').fill('marco-at-northwind');
    const overdue = new Date(Date.now() - 3 * DAY);
    await dialog.getByLabel('Due date').fill(overdue.toISOString().slice(0, 10));
    await dialog.getByRole('combobox', { name: /Priority/ }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await dialog.getByRole('button', { name: 'CREATE TODO' }).click();
    // The server's answer, on the field it concerns.
    await see(dialog.getByText('Invalid email address'));
    await screenshot(page, 'todos-create-field-error');
    await dialog.getByLabel('Contact email').fill('marco@northwind.vc');
    await dialog.getByRole('button', { name: 'CREATE TODO' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await see(toast(page, 'Todo Created'));

    const overdueCard = card(column(page, 'OPEN'), title);
    await see(overdueCard);
    expect(await overdueCard.getAttribute('data-overdue')).toBe('true');
    const overdueDay = new Date(`${overdue.toISOString().slice(0, 10)}T12:00:00Z`);
    expect(await textOf(overdueCard.getByTestId('todo-due'))).toBe(`Overdue · was due ${dueText(overdueDay)}`);
    expect(await textOf(overdueCard.getByTestId('todo-priority'))).toBe('high');
    expect(await textOf(overdueCard.getByTestId('todo-xp'))).toBe('+25 XP');
    expect(await textOf(overdueCard.getByTestId('todo-contact'))).toBe('marco@northwind.vc');
    const color = await overdueCard.getByTestId('todo-due').evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe('rgb(239, 68, 68)');

    // Due next year: the year is shown.
    const nextYear = new Date().getFullYear() + 1;
    await page.getByRole('button', { name: 'NEW TODO' }).click();
    await dialog.getByLabel('Title').fill('Renew the office lease');
    await dialog.getByLabel('Due date').fill(`${nextYear}-01-15`);
    await dialog.getByRole('button', { name: 'CREATE TODO' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const lease = card(column(page, 'OPEN'), 'Renew the office lease');
    await see(lease);
    expect(await textOf(lease.getByTestId('todo-due'))).toBe(`Due ${dueText(new Date(`${nextYear}-01-15T12:00:00Z`))}`);
    expect(await textOf(lease.getByTestId('todo-due'))).toContain(String(nextYear));
    expect(await textOf(lease.getByTestId('todo-priority'))).toBe('medium');
    // Open column: soonest due first.
    const order = await column(page, 'OPEN')
      .getByRole('article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(order).toEqual([title, 'Renew the office lease']);
    expect(await textOf(column(page, 'OPEN').getByTestId('column-count'))).toBe('2');
    // 1 done of 3.
    await expect.poll(() => statValue(page, 'COMPLETION RATE')).toBe('33%');
    await dismissToasts(page);
    await screenshot(page, 'todos-board');

    const phone = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: PHONE,
      reducedMotion: 'reduce',
      storageState: await page.context().storageState(),
    });
    const small = await phone.newPage();
    await small.goto('/todos');
    await small.getByRole('heading', { level: 1, name: 'TODO MINING' }).waitFor();
    await see(card(column(small, 'OPEN'), title));
    await screenshot(small, 'todos-board-phone');
    await phone.close();
  });

  it('a task ticked off within a minute of its creation shows +0 XP on its done card, as the toast says', async () => {
    await dismissToasts(page);
    await page.getByRole('button', { name: 'NEW TODO' }).click();
    const dialog = page.getByRole('dialog', { name: 'NEW TODO' });
    await dialog.getByLabel('Title').fill('Send the NDA back');
    await dialog.getByRole('button', { name: 'CREATE TODO' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const open = card(column(page, 'OPEN'), 'Send the NDA back');
    expect(await textOf(open.getByTestId('todo-xp'))).toBe('+15 XP');
    await open.getByRole('button', { name: 'Start Task' }).click();
    await card(column(page, 'IN PROGRESS'), 'Send the NDA back').getByRole('button', { name: 'Mark Complete' }).click();
    await see(toast(page, 'No XP this time'));
    const done = card(column(page, 'DONE'), 'Send the NDA back');
    expect(await textOf(done.getByTestId('todo-xp'))).toBe('+0 XP');
    expect(await e2e.server.platform.prisma.xpEvent.count({ where: { userId, todo: { title: 'Send the NDA back' } } })).toBe(0);
    await screenshot(page, 'todos-done-no-xp');
  });

  it('puts the event in the iCalendar feed and on /calendar, adds another from there, and retires an old feed link', async () => {
    const termSheet = await commitmentOf(TERM_SHEET);
    const deck = await commitmentOf(BOARD_DECK);

    // An undated commitment asks for a day first.
    const capTable = await e2e.server.platform.prisma.commitment.create({
      data: { userId, type: 'action_item', title: 'Send the cap table to the auditors', dedupeKey: 'e2e-cap-table', priority: 'medium' },
    });
    const inThree = new Date(Date.now() + 3 * DAY);
    const capDay = `${inThree.getFullYear()}-${String(inThree.getMonth() + 1).padStart(2, '0')}-${String(inThree.getDate()).padStart(2, '0')}`;
    await page.reload();
    const undated = card(commitmentsPanel(page), capTable.title);
    await see(undated);
    expect(await textOf(undated)).toContain('No due date');
    await undated.getByRole('button', { name: 'ADD TO CALENDAR' }).click();
    const which = page.getByRole('dialog', { name: 'Which day?' });
    await see(which);
    await which.getByLabel('Day').fill(capDay);
    await screenshot(page, 'todos-add-to-calendar-pick-day');
    await which.getByRole('button', { name: 'ADD TO CALENDAR' }).click();
    await which.waitFor({ state: 'hidden' });
    await see(toast(page, 'Calendar Event Created'));
    await see(undated.getByRole('button', { name: 'ON CALENDAR' }));
    const capEvent = await e2e.server.platform.prisma.calendarEvent.findFirstOrThrow({ where: { userId, commitmentId: capTable.id } });
    expect(capEvent.startsAt.toISOString().slice(0, 10)).toBe(capDay);
    await dismissToasts(page);

    await sidebar(page).getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('heading', { level: 1, name: 'CALENDAR' }).waitFor();
    await expect(sidebar(page).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).resolves.toBe('page');

    // The event sits under its day ('Today', 'Tomorrow' or the weekday).
    const dayKey = termSheet.dueDate!.toISOString().slice(0, 10);
    const today = new Date();
    const todayKey = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const diff = Math.round((Date.parse(dayKey) - Date.parse(todayKey)) / DAY);
    const heading =
      diff === 0 ? 'Today' : diff === 1 ? 'Tomorrow' : new Date(`${dayKey}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    const day = page.locator(`section[data-day="${dayKey}"]`);
    await see(day);
    expect(await textOf(day.getByRole('heading', { level: 3 }).first())).toBe(heading);
    const eventItem = day.getByRole('listitem', { name: termSheet.title });
    await see(eventItem);
    expect(await eventItem.getAttribute('data-kind')).toBe('event');
    expect(await textOf(eventItem)).toContain('ALL DAY');
    expect(await textOf(eventItem)).toContain('completed');
    expect(await eventItem.getByTestId('google-chip').count()).toBe(0);
    // An event with a copy in Google Calendar (the push itself is the server's: seeded here) carries the chip.
    await e2e.server.platform.prisma.calendarEvent.update({ where: { id: capEvent.id }, data: { googleEventId: 'e2e-google-event' } });
    await page.reload();
    const capItem = page.locator(`section[data-day="${capDay}"]`).getByRole('listitem', { name: 'Send the cap table to the auditors' });
    await see(capItem);
    expect(await textOf(capItem.getByTestId('google-chip'))).toBe('Google');

    // The other request is due, not yet on the calendar: add it from here.
    const deckItem = page.getByRole('listitem', { name: deck.title });
    await see(deckItem);
    expect(await deckItem.getAttribute('data-kind')).toBe('commitment');
    await screenshot(page, 'calendar');
    await deckItem.getByRole('button', { name: 'ADD TO CALENDAR' }).click();
    await see(toast(page, 'Calendar Event Created'));
    await expect.poll(() => page.getByRole('listitem', { name: deck.title }).getAttribute('data-kind')).toBe('event');

    // The secret feed has both, as all-day events on their due days.
    const feedUrl = await page.getByRole('textbox', { name: 'Calendar feed URL' }).inputValue();
    expect(feedUrl).toMatch(new RegExp(`^${e2e.server.url}/api/calendar/[A-Za-z0-9_-]{16,}\\.ics$`));
    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const vevents = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    const summaries = vevents.map((v) => String(v.getFirstPropertyValue('summary')));
    expect(summaries).toEqual(expect.arrayContaining([termSheet.title, deck.title]));
    const ts = vevents.find((v) => v.getFirstPropertyValue('summary') === termSheet.title)!;
    const start = ts.getFirstPropertyValue('dtstart') as unknown as { isDate: boolean; toString(): string };
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe(dayKey);
    expect(String(ts.getFirstPropertyValue('url'))).toBe(`${e2e.server.url}/mine?email=${termSheet.emailId}`);

    // A new link: the old one stops working at once.
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Generate new link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Generate a new link?' });
    await see(confirm.getByText('The current link stops working immediately.', { exact: false }));
    await confirm.getByRole('button', { name: 'GENERATE NEW LINK' }).click();
    await see(toast(page, 'New Link Generated'));
    await expect.poll(() => page.getByRole('textbox', { name: 'Calendar feed URL' }).inputValue()).not.toBe(feedUrl);
    const fresh = await page.getByRole('textbox', { name: 'Calendar feed URL' }).inputValue();
    expect((await fetch(feedUrl)).status).toBe(404);
    expect((await fetch(fresh)).status).toBe(200);
    await dismissToasts(page);
    await screenshot(page, 'calendar-after');

    const phone = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: PHONE,
      reducedMotion: 'reduce',
      storageState: await page.context().storageState(),
    });
    const small = await phone.newPage();
    await small.goto('/calendar');
    await small.getByRole('heading', { level: 1, name: 'CALENDAR' }).waitFor();
    await see(small.getByRole('listitem', { name: deck.title }));
    await screenshot(small, 'calendar-phone');
    await phone.close();
  });

  it('lists what is overdue, keeps an event added for an older commitment in sight, and moves by week and month', async () => {
    // A request that was due five days ago, still open.
    const dueDay = new Date(Date.now() - 5 * DAY);
    const dueKey = dueDay.toISOString().slice(0, 10);
    const monthDay = dueDay.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const mbox = writeMbox(path.join(dir, 'older.mbox'), [
      rawMessage({
        from: 'Lena Fox <lena@harbor.example>',
        to: `Rosa Quarry <${EMAIL}>`,
        subject: 'Revised budget',
        messageId: 'budget-ask@harbor.example',
        date: rfcDate(new Date(Date.now() - 12 * DAY)),
        body: `Hi Rosa,\n\nCould you please send me the revised budget by ${monthDay}?\n\nLena`,
      }),
    ]);
    await e2e.server.app.services.sync.importArchive(userId, [mbox]);
    await e2e.server.platform.jobs.idle();
    const budget = await commitmentOf('budget-ask@harbor.example');
    expect(budget.dueDate!.toISOString().slice(0, 10)).toBe(dueKey);

    await page.goto('/calendar');
    await page.getByRole('heading', { level: 1, name: 'CALENDAR' }).waitFor();
    const overdue = page.locator('section[data-day="overdue"]');
    const item = overdue.getByRole('listitem', { name: budget.title });
    await see(item);
    expect(await item.getAttribute('data-kind')).toBe('commitment');
    // Added to the calendar on its (past) due day: confirmed, and still in sight, now as an event.
    await item.getByRole('button', { name: 'ADD TO CALENDAR' }).click();
    await see(toast(page, 'Calendar Event Created'));
    await expect.poll(() => overdue.getByRole('listitem', { name: budget.title }).getAttribute('data-kind')).toBe('event');
    await page.reload();
    await expect.poll(() => overdue.getByRole('listitem', { name: budget.title }).getAttribute('data-kind')).toBe('event');
    await screenshot(page, 'calendar-overdue');

    // Week by week back to its day, where the event sits under its date.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const mondayOf = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY;
    const now = new Date();
    const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
    const weeksBack = Math.round((mondayOf(today) - mondayOf(new Date(`${dueKey}T12:00:00Z`))) / (7 * DAY));
    for (let i = 0; i < weeksBack; i++) await page.getByRole('button', { name: 'Previous week' }).click();
    if (weeksBack > 0) {
      const day = page.locator(`section[data-day="${dueKey}"]`);
      await see(day.getByRole('listitem', { name: budget.title }));
      expect(
        await textOf(
          page
            .getByRole('region', { name: /^WEEK OF / })
            .getByRole('heading')
            .first(),
        ),
      ).toMatch(/^WEEK OF /);
    } else {
      await see(overdue.getByRole('listitem', { name: budget.title }));
    }
    await screenshot(page, 'calendar-week');
    // A week further back: nothing of it, and no overdue list beside a past week.
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect.poll(() => page.getByRole('listitem', { name: budget.title }).count()).toBe(0);
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await see(page.getByRole('listitem', { name: budget.title }));

    // Month by month: the next month holds the request due next Thursday only if it falls there; the label moves.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    const monthLabel = (d: Date) => d.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).toUpperCase();
    await see(page.getByRole('heading', { name: monthLabel(today) }));
    await see(overdue.getByRole('listitem', { name: budget.title }));
    await page.getByRole('button', { name: 'Next month' }).click();
    await see(page.getByRole('heading', { name: monthLabel(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1))) }));
    await expect.poll(() => page.locator('section[data-day="overdue"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await see(page.getByRole('heading', { name: monthLabel(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))) }));
    await screenshot(page, 'calendar-month');
  });
});
