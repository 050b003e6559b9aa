// A commitment mined from mail becomes a todo, is started and completed; XP and
// level update live in another tab; the event lands in the iCalendar feed; settings,
// retention and account deletion behave.
import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { collect, wsClient } from '../helpers/ws.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

let server: TestServer;
let ada: TestClient;
let adaId: string;
const ADA = `ada-${Date.now()}@example.com`;
const dir = tempDir();
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');

beforeAll(async () => {
  server = await startTestServer();
  ada = new TestClient(server.url);
  adaId = (await ada.register(ADA)).id;
  const sent = inDays(-1);
  writeMbox(path.join(dir, 'mail.mbox'), [
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: ADA,
      subject: 'Term sheet',
      messageId: 'ft1@acme.io',
      date: rfc2822(sent),
      body: 'Hi Ada,\n\nCould you please send me the signed term sheet by next Friday?\n\nThanks,\nPriya',
    }),
    // Three weeks old: overdue, but recent enough to be tracked (not history: commitments.service isHistory).
    rawMessage({
      from: 'Jon <jon@fund.vc>',
      to: ADA,
      subject: 'Old request',
      messageId: 'ft2@fund.vc',
      date: rfc2822(inDays(-20)),
      body: 'Please review the model by tomorrow.\n\nJon',
    }),
  ]);
  await server.app.services.sync.importArchive(adaId, [path.join(dir, 'mail.mbox')]);
  await server.platform.jobs.idle();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const commitmentOf = (messageId: string) => server.platform.prisma.commitment.findFirstOrThrow({ where: { userId: adaId, email: { messageId } } });

describe('from commitment to todo to XP', () => {
  it('names the other person as the contact of a todo made from a deadline, never the user', async () => {
    const due = inDays(12);
    const dueText = due.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
    const mbox = writeMbox(path.join(dir, 'deadline.mbox'), [
      rawMessage({
        from: 'Jon <jon@fund.vc>',
        to: ADA,
        subject: 'Filing',
        messageId: 'dl1@fund.vc',
        date: rfc2822(inDays(-1)),
        body: `Hi Ada,\n\nReminder: the quarterly filing is due by ${dueText}.\n\nJon`,
      }),
    ]);
    await server.app.services.sync.importArchive(adaId, [mbox], 'deadline');
    await server.platform.jobs.idle();
    const c = await commitmentOf('dl1@fund.vc');
    // The analyzer says the user owes it (the deadline is Ada's to meet).
    expect(c).toMatchObject({ type: 'deadline', owedBy: ADA.toLowerCase() });
    const made = await ada.gql(
      `mutation($id: ID!) { createTodoFromCommitment(commitmentId: $id) { ... on MutationCreateTodoFromCommitmentSuccess { todo { id contactEmail } } } }`,
      { id: gid('Commitment', c.id) },
    );
    expect(made.createTodoFromCommitment.todo.contactEmail).toBe('jon@fund.vc');
    // Leave the board as the other tests expect it.
    await server.platform.prisma.todo.delete({ where: { id: Buffer.from(made.createTodoFromCommitment.todo.id, 'base64').toString().split(':')[1]! } });
    await server.platform.prisma.commitment.delete({ where: { id: c.id } });
    await server.platform.prisma.email.deleteMany({ where: { userId: adaId, messageId: 'dl1@fund.vc' } });
  });

  it('creates a todo carrying the commitment, moves it forward only, and pays XP live in another tab', async () => {
    const c = await commitmentOf('ft1@acme.io');
    const made = await ada.gql(
      `mutation($id: ID!) { createTodoFromCommitment(commitmentId: $id) { ... on MutationCreateTodoFromCommitmentSuccess { todo { id title status dueDate contactEmail xpValue email { subject } commitment { id } } } } }`,
      { id: gid('Commitment', c.id) },
    );
    const todo = made.createTodoFromCommitment.todo;
    expect(todo).toMatchObject({ title: c.title, status: 'open', contactEmail: 'priya@acme.io', email: { subject: 'Term sheet' } });
    expect(todo.dueDate).toBe(c.dueDate!.toISOString());
    const again = await ada.gql(
      `mutation($id: ID!) { createTodoFromCommitment(commitmentId: $id) { ... on MutationCreateTodoFromCommitmentSuccess { todo { id } } } }`,
      { id: gid('Commitment', c.id) },
    );
    expect(again.createTodoFromCommitment.todo.id).toBe(todo.id);

    // Another user's todo id: a 404, never a change.
    const mallory = new TestClient(server.url);
    await mallory.register(`mallory-${Date.now()}@example.com`);
    const rawId = Buffer.from(todo.id, 'base64').toString().split(':')[1]!;
    expect((await mallory.patch(`/api/todos/${rawId}`, { status: 'done' })).status).toBe(404);

    const start = await ada.patch(`/api/todos/${rawId}`, { status: 'in_progress' });
    expect(start.json.status).toBe('in_progress');
    const back = await ada.patch(`/api/todos/${rawId}`, { status: 'open' });
    expect(back.status).toBe(400);
    expect(back.json.message).toBe('A todo cannot move back from in_progress to open: todos only move open → in_progress → done.');

    // Created a minute ago or more: make it so (instant completions earn nothing).
    await server.platform.prisma.todo.update({ where: { id: rawId }, data: { createdAt: inDays(-1) } });
    await server.platform.prisma.commitment.update({ where: { id: c.id }, data: { createdAt: inDays(-1) } });

    const otherTab = wsClient(server.url, { cookie: ada.cookieHeader });
    const xpTab = collect(otherTab, 'subscription { xpChanged { totalXP level xpToNextLevel } }', {}, 1, () => {}, 8000);
    const todoTab = collect(
      wsClient(server.url, { cookie: ada.cookieHeader }),
      'subscription { todoUpdated { status xpAward { points } } }',
      {},
      1,
      () => {},
      8000,
    );
    await new Promise((r) => setTimeout(r, 400));
    const done = await ada.gql(
      `mutation($id: ID!) { advanceTodo(id: $id) { ... on MutationAdvanceTodoSuccess { todo { status completedAt commitment { status } xpAward { points reasons { kind points } } } xpSummary { totalXP level completionRate todoCounts { open inProgress done } } } } }`,
      { id: todo.id },
    );
    expect(done.advanceTodo.todo).toMatchObject({ status: 'done', commitment: { status: 'completed' } });
    // The answer carries what the completion paid, line by line, and the summary it left: no second request.
    expect(done.advanceTodo.todo.xpAward).toEqual({
      points: 85,
      reasons: expect.arrayContaining([
        { kind: 'todo_completed', points: 25 },
        { kind: 'on_time', points: 10 },
        { kind: 'nugget_earned', points: 50 },
      ]),
    });
    expect(done.advanceTodo.todo.xpAward.reasons).toHaveLength(3);
    expect(done.advanceTodo.xpSummary).toEqual({ totalXP: 85, level: 2, completionRate: 1, todoCounts: { open: 0, inProgress: 0, done: 1 } });
    const live = await xpTab;
    await otherTab.dispose();
    // High-value request completed on time: 25 + 10; it was the email's only commitment → nugget +50.
    expect(live.data[0].xpChanged).toEqual({ totalXP: 85, level: 2, xpToNextLevel: 65 });
    expect((await todoTab).data[0].todoUpdated).toEqual({ status: 'done', xpAward: { points: 85 } });

    const xp = await ada.get('/api/agent/xp');
    expect(xp.json).toEqual({ totalXP: 85, dailyStreak: 1, nuggetsEarned: 1, summary: { level: 2, xpToNextLevel: 65, completionRate: 1 } });
    const again2 = await ada.patch(`/api/todos/${rawId}`, { status: 'done' });
    expect(again2.status).toBe(400);
    expect((await ada.get('/api/agent/xp')).json.totalXP).toBe(85);
  });

  it('reflects a commitment fulfilled elsewhere on its todo, and marks old ones overdue', async () => {
    const old = await commitmentOf('ft2@fund.vc');
    expect(old.status).toBe('overdue');
    const t = await server.app.services.todos.createFromCommitment(adaId, old.id);
    const res = await ada.gql(
      `mutation($id: ID!) { updateCommitment(id: $id, status: completed) { ... on MutationUpdateCommitmentSuccess { commitment { status todo { status } } } } }`,
      { id: gid('Commitment', old.id) },
    );
    expect(res.updateCommitment.commitment).toEqual({ status: 'completed', todo: { status: 'done' } });
    // Created seconds ago: no XP for it, so the total is unchanged, and its todo says why.
    expect((await ada.get('/api/agent/xp')).json.totalXP).toBe(85);
    const { node } = await ada.gql(`query($id: ID!) { node(id: $id) { ... on Todo { xpEarned xpAward { points reasons { kind points } } } } }`, {
      id: gid('Todo', t.id),
    });
    expect(node).toEqual({ xpEarned: 0, xpAward: { points: 0, reasons: [{ kind: 'instant_completion', points: 0 }] } });
    expect((await server.platform.prisma.todo.findUniqueOrThrow({ where: { id: t.id } })).status).toBe('done');
  });

  it('creates todos by hand with validation', async () => {
    const bad = await ada.post('/api/todos', { title: '  ', contactEmail: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual([
      { name: 'title', message: 'Title is required' },
      { name: 'contactEmail', message: 'Invalid email address' },
    ]);
    const ok = await ada.post('/api/todos', { title: 'Call the bank', dueDate: '2026-12-01', contactEmail: 'Banker@Bank.com' });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ title: 'Call the bank', status: 'open', contactEmail: 'banker@bank.com', xpValue: 15 });
    const list = await ada.get('/api/todos');
    expect(list.json.map((t: any) => t.status).sort()).toEqual(['done', 'done', 'open']);
  });
});

describe('calendar', () => {
  it('adds a commitment to the calendar and serves it in a valid RFC 5545 feed at a secret URL', async () => {
    const c = await server.app.services.commitments.list(adaId, {}, 50);
    const termSheet = c.find((x) => x.title.includes('term sheet'))!;
    const added = await ada.gql(
      `mutation($id: ID!) { addCommitmentToCalendar(commitmentId: $id) { ... on MutationAddCommitmentToCalendarSuccess { event { title startsAt allDay } } } }`,
      { id: gid('Commitment', termSheet.id) },
    );
    expect(added.addCommitmentToCalendar.event).toMatchObject({ title: termSheet.title, allDay: true });
    const { calendarFeedUrl } = await ada.gql('{ calendarFeedUrl }');
    const feedPath = new URL(calendarFeedUrl).pathname;
    const res = await fetch(server.url + feedPath); // no cookie: calendar apps have none
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    const cal = new ICAL.Component(ICAL.parse(text));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe(termSheet.title);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe(termSheet.dueDate!.toISOString().slice(0, 10));
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    expect((await fetch(`${server.url}/api/calendar/not-a-real-token-at-all.ics`)).status).toBe(404);
    const { rotateCalendarFeed } = await ada.gql('mutation { rotateCalendarFeed }');
    expect(rotateCalendarFeed).not.toBe(calendarFeedUrl);
    expect((await fetch(server.url + feedPath)).status).toBe(404);
  });
});

describe('settings', () => {
  it('has the spec defaults, validates changes, and the threshold moves the nuggets/sludge split', async () => {
    const s = await ada.gql(
      '{ settings { nuggetThreshold autoReplySuggestions categorization highPriorityNotifications dailyDigest dataRetentionDays timeZone } }',
    );
    expect(s.settings).toEqual({
      nuggetThreshold: 70,
      autoReplySuggestions: true,
      categorization: true,
      highPriorityNotifications: true,
      dailyDigest: false,
      dataRetentionDays: null,
      timeZone: 'UTC',
    });
    const bad = await ada.gql(
      `mutation { updateSettings(input: { nuggetThreshold: 120, timeZone: "Mars/Olympus" }) { __typename ... on ValidationError { fieldErrors { name message } } } }`,
    );
    expect(bad.updateSettings.fieldErrors).toEqual([
      { name: 'nuggetThreshold', message: 'Between 0 and 100' },
      { name: 'timeZone', message: 'Unknown time zone (use a name like Europe/Berlin)' },
    ]);
    const nuggetsBefore = (await ada.get('/api/emails/nuggets')).json.length;
    await ada.gql(`mutation { updateSettings(input: { nuggetThreshold: 0, timeZone: "Europe/Berlin" }) { __typename } }`);
    expect((await ada.get('/api/emails/nuggets')).json.length).toBeGreaterThan(nuggetsBefore - 1);
    expect((await ada.get('/api/emails/sludge')).json).toEqual([]);
  });

  it('makes mail from an added alias yours (its promise becomes promise_made) and a removed alias no longer yours', async () => {
    const lena = new TestClient(server.url);
    const lenaId = (await lena.register(`lena-${Date.now()}@example.com`)).id;
    const SIDE = 'Lena.Side@Venture.example';
    writeMbox(path.join(dir, 'side.mbox'), [
      rawMessage({
        from: `Lena <${SIDE}>`,
        to: 'Omar Investor <omar@fund.example>',
        subject: 'SAFE',
        messageId: `safe-${Date.now()}@venture.example`,
        date: rfc2822(inDays(-1)),
        body: "Hi Omar,\n\nI'll send you the signed SAFE by Friday.\n\nLena",
      }),
    ]);
    await server.app.services.sync.importArchive(lenaId, [path.join(dir, 'side.mbox')]);
    await server.platform.jobs.idle();
    const before = await server.platform.prisma.email.findFirstOrThrow({ where: { userId: lenaId, subject: 'SAFE' }, include: { commitments: true } });
    expect(before.isSent).toBe(false);
    expect(before.commitments.map((c) => c.type)).not.toContain('promise_made');

    const res = await lena.gql(
      `mutation { updateSettings(input: { aliases: ["${SIDE}"] }) { __typename ... on MutationUpdateSettingsSuccess { settings { aliases } } } }`,
    );
    expect(res.updateSettings.settings.aliases).toEqual([SIDE.toLowerCase()]);
    await server.platform.jobs.idle();
    const after = await server.platform.prisma.email.findFirstOrThrow({ where: { id: before.id }, include: { commitments: true } });
    expect(after.isSent).toBe(true);
    const promise = after.commitments.find((c) => c.type === 'promise_made');
    expect(promise).toMatchObject({ owedBy: SIDE.toLowerCase(), owedTo: 'omar@fund.example' });
    // Ada's mail is not touched by Lena's alias.
    expect(await server.platform.prisma.email.count({ where: { userId: adaId, isSent: true, fromAddress: { equals: SIDE, mode: 'insensitive' } } })).toBe(0);

    // Mail from an address Nugget does not know is Lena's, first seen as received; then a
    // mailbox files a copy in its Sent folder: it becomes hers, for good, whatever the aliases say.
    const STEALTH = 'lena@stealth.example';
    const filed = rawMessage({
      from: `Lena <${STEALTH}>`,
      to: 'Omar Investor <omar@fund.example>',
      subject: 'Data room',
      messageId: `room-${Date.now()}@venture.example`,
      date: rfc2822(inDays(-1)),
      body: "Omar,\n\nI'll open the data room for you by Monday.\n\nLena",
    });
    writeMbox(path.join(dir, 'room.mbox'), [filed]);
    await server.app.services.sync.importArchive(lenaId, [path.join(dir, 'room.mbox')]);
    await server.platform.jobs.idle();
    const seen = await server.platform.prisma.email.findFirstOrThrow({ where: { userId: lenaId, subject: 'Data room' }, include: { commitments: true } });
    expect(seen.isSent).toBe(false);
    expect(seen.commitments.map((c) => c.type)).not.toContain('promise_made');
    const account = await server.platform.prisma.mailAccount.findFirstOrThrow({ where: { userId: lenaId } });
    const linked = await server.app.services.ingest.storeBatch(account, [{ providerId: 'Sent:1', folder: 'Sent', raw: filed, sent: true }]);
    expect(linked).toMatchObject({ stored: 0, linked: 1 });
    await server.platform.jobs.idle();

    // Removing the alias gives back what only it made Lena's; the Sent-folder copy stays hers.
    const removed = await lena.gql(
      `mutation { updateSettings(input: { aliases: [] }) { __typename ... on MutationUpdateSettingsSuccess { settings { aliases } } } }`,
    );
    expect(removed.updateSettings.settings.aliases).toEqual([]);
    await server.platform.jobs.idle();
    const released = await server.platform.prisma.email.findFirstOrThrow({ where: { id: before.id }, include: { commitments: true } });
    expect(released.isSent).toBe(false);
    expect(released.commitments.map((c) => c.type)).not.toContain('promise_made');
    const room = await server.platform.prisma.email.findFirstOrThrow({ where: { userId: lenaId, subject: 'Data room' }, include: { commitments: true } });
    expect(room).toMatchObject({ isSent: true, inSentFolder: true });
    expect(room.commitments.find((c) => c.type === 'promise_made')).toMatchObject({ owedBy: STEALTH, owedTo: 'omar@fund.example' });
  });

  it('moves open due dates to a new time zone; a commitment already completed keeps its date', async () => {
    const noor = new TestClient(server.url);
    const noorId = (await noor.register(`noor-${Date.now()}@example.com`)).id;
    writeMbox(path.join(dir, 'zone.mbox'), [
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: 'noor@example.com',
        subject: 'Deck',
        messageId: `zone1-${Date.now()}@acme.io`,
        date: rfc2822(inDays(-1)),
        body: 'Hi Noor,\n\nCould you send me the deck by 5pm next Friday?\n\nPriya',
      }),
      rawMessage({
        from: 'Jon <jon@fund.vc>',
        to: 'noor@example.com',
        subject: 'Model',
        messageId: `zone2-${Date.now()}@fund.vc`,
        date: rfc2822(inDays(-1)),
        body: 'Noor,\n\nPlease review the model by 5pm next Friday.\n\nJon',
      }),
    ]);
    await server.app.services.sync.importArchive(noorId, [path.join(dir, 'zone.mbox')]);
    await server.platform.jobs.idle();
    const due = () =>
      server.platform.prisma.commitment.findMany({ where: { userId: noorId }, orderBy: { title: 'asc' }, include: { email: { select: { subject: true } } } });
    const before = await due();
    const [deck, model] = ['Deck', 'Model'].map((s) => before.find((c) => c.email?.subject === s)!);
    const hour = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(d);
    expect(hour(deck!.dueDate!, 'UTC')).toBe('17:00'); // read in the default zone
    await noor.gql(`mutation($id: ID!) { updateCommitment(id: $id, status: completed) { __typename } }`, { id: gid('Commitment', model!.id) });

    const res = await noor.gql(
      `mutation { updateSettings(input: { timeZone: "Asia/Kolkata" }) { ... on MutationUpdateSettingsSuccess { settings { timeZone } } } }`,
    );
    expect(res.updateSettings.settings.timeZone).toBe('Asia/Kolkata');
    await server.platform.jobs.idle();
    const after = await due();
    const deckNow = after.find((c) => c.id === deck!.id)!;
    expect(hour(deckNow.dueDate!, 'Asia/Kolkata')).toBe('17:00');
    expect(deck!.dueDate!.getTime() - deckNow.dueDate!.getTime()).toBe(5.5 * 3_600_000);
    expect(after.find((c) => c.id === model!.id)).toMatchObject({ status: 'completed', dueDate: model!.dueDate });
    expect(after).toHaveLength(2);
  });

  it('deletes mail stored longer ago than the window the user chose, with the scheduled job', async () => {
    await ada.gql(`mutation { setDataRetention(input: { days: 14, confirmed: true }) { __typename } }`);
    const before = await server.platform.prisma.email.count({ where: { userId: adaId } });
    // Both mails were stored today: the job deletes nothing until the window has passed since.
    expect(await server.app.services.settings.applyRetention()).toBe(0);
    const deleted = await server.app.services.settings.applyRetention(new Date(Date.now() + 15 * 86_400_000));
    expect(deleted).toBe(before);
    expect(await server.platform.prisma.email.count({ where: { userId: adaId } })).toBe(0);
    // The todo it produced stays (follow-through is history), only the link to the mail goes.
    expect(await server.platform.prisma.todo.count({ where: { userId: adaId } })).toBe(3);
  });

  it('deletes everything of the user, and nothing of anyone else', async () => {
    const other = new TestClient(server.url);
    const otherId = (await other.register(`other-${Date.now()}@example.com`)).id;
    await server.app.services.sync.importArchive(otherId, [path.join(dir, 'mail.mbox')]);
    const wrong = await ada.gql(`mutation { deleteMyAccount(confirmEmail: "someone@else.com") { __typename } }`);
    expect(wrong.deleteMyAccount.__typename).toBe('ValidationError');
    const res = await ada.gql(`mutation($e: String!) { deleteMyAccount(confirmEmail: $e) { __typename ... on MutationDeleteMyAccountSuccess { deleted } } }`, {
      e: ADA,
    });
    expect(res.deleteMyAccount.deleted).toBe(true);
    const p = server.platform.prisma;
    const counts = await Promise.all([
      p.user.count({ where: { id: adaId } }),
      p.email.count({ where: { userId: adaId } }),
      p.todo.count({ where: { userId: adaId } }),
      p.xpEvent.count({ where: { userId: adaId } }),
      p.commitment.count({ where: { userId: adaId } }),
      p.mailAccount.count({ where: { userId: adaId } }),
      p.session.count({ where: { userId: adaId } }),
      p.calendarEvent.count({ where: { userId: adaId } }),
    ]);
    expect(counts).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await ada.get('/api/auth/session')).status).toBe(401);
    expect(await p.email.count({ where: { userId: otherId } })).toBe(2);
    // Content still referenced by the other user survives the orphan sweep.
    const raw = await other.get(`/api/emails/${(await p.email.findFirstOrThrow({ where: { userId: otherId } })).id}/raw`);
    expect(raw.status).toBe(200);
  });
});
