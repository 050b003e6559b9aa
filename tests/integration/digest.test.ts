// The daily digest against a real SMTP server process (tests/helpers/smtp-server.ts): what it holds
// (due today, overdue, promised for tomorrow, late promises from others, the top nuggets since the last
// digest, money in and due, the streak), that it goes at 07:00 in the user's zone and at most once a day
// however many ticks (and, on PostgreSQL, however many API processes) race for it, the preview and
// "send now" doors, the route through a connected mailbox when SMTP_URL is unset, and that the setting
// off sends nothing. Every delivered message is read back with mailparser.
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { startSmtpServer, type SmtpServer } from '../helpers/smtp-server.ts';
import { freshDatabase, onPostgres } from '../helpers/platform.ts';
import { parseImapInput } from '../../api/modules/accounts/accounts.service.ts';

const DAY = 86_400_000;
const TZ = 'America/New_York';
/** A fixed morning: 12:30 UTC is 07:30 or 08:30 in New York, inside the digest's window (07:00–12:00). */
const base = new Date();
base.setUTCHours(12, 30, 0, 0);
const at = (days: number, hours = 0) => new Date(base.getTime() + days * DAY + hours * 3_600_000);
const noonUtc = (days: number) => {
  const d = at(days);
  d.setUTCHours(12, 0, 0, 0);
  return d;
};

let smtp: SmtpServer;
let server: TestServer;
let second: TestServer | null = null;
let ada: TestClient;
let adaId: string;
let adaEmail: string;
let db: Awaited<ReturnType<typeof freshDatabase>>;

const prisma = () => server.platform.prisma;
const parse = async (i: number): Promise<ParsedMail> => simpleParser(smtp.messages()[i]!.raw);

async function seed(userId: string) {
  const p = prisma();
  const mail = (o: { subject: string; from: string; score: number; receivedAt: Date; summary: string }) =>
    p.email.create({
      data: {
        userId,
        threadId: `t-${o.subject}`,
        subject: o.subject,
        fromName: o.from.split('@')[0],
        fromAddress: o.from,
        receivedAt: o.receivedAt,
        nuggetScore: o.score,
        summary: o.summary,
        analyzedAt: o.receivedAt,
      },
    });
  const deck = await mail({ subject: 'Series A deck', from: 'sam@fund.vc', score: 91, receivedAt: at(0, -5), summary: 'Sam will send the revised deck.' });
  for (let i = 0; i < 12; i++)
    await mail({ subject: `Intro ${i}`, from: `p${i}@ex.io`, score: 71 + i, receivedAt: at(0, -1 - i / 10), summary: `Intro number ${i}.` });
  await mail({ subject: 'Weekly newsletter', from: 'news@list.io', score: 12, receivedAt: at(0, -2), summary: 'Sludge.' });
  const c = (o: {
    type: 'promise_made' | 'promise_received' | 'action_item';
    title: string;
    due: Date | null;
    status?: 'open' | 'overdue';
    owedBy?: string;
    emailId?: string;
  }) =>
    p.commitment.create({
      data: {
        userId,
        type: o.type,
        title: o.title,
        dueDate: o.due,
        status: o.status ?? 'open',
        owedBy: o.owedBy ?? null,
        dedupeKey: `${o.title}`,
        emailId: o.emailId ?? null,
        threadId: o.emailId ? 't-Series A deck' : null,
      },
    });
  await c({ type: 'promise_made', title: 'Send Priya the board minutes', due: noonUtc(0) });
  await c({ type: 'promise_made', title: 'Send the investor update', due: noonUtc(1) });
  await c({ type: 'promise_made', title: 'Reply to the auditor', due: noonUtc(-3), status: 'overdue' });
  await c({ type: 'promise_received', title: 'Sam to send the revised deck', due: noonUtc(-2), status: 'overdue', owedBy: 'sam@fund.vc', emailId: deck.id });
  await c({ type: 'promise_received', title: 'Jon to share the data room', due: noonUtc(5), owedBy: 'jon@fund.vc' });
  await p.transaction.create({
    data: {
      userId,
      type: 'Revenue',
      company: 'Acme',
      counterparty: 'Globex',
      description: 'Subscription paid',
      amount: '2400.00',
      currency: 'USD',
      date: at(0, -3),
    },
  });
  await p.transaction.create({
    data: { userId, type: 'Invoice', company: 'Acme', counterparty: 'Initech', description: 'Invoice 1043', amount: '5250.00', currency: 'USD', date: at(-5) },
  });
  await p.xpEvent.createMany({
    data: [
      { userId, kind: 'todo_completed', points: 10, dedupeKey: 'streak-1', occurredAt: at(-1) },
      { userId, kind: 'todo_completed', points: 10, dedupeKey: 'streak-2', occurredAt: at(-2) },
    ],
  });
}

beforeAll(async () => {
  smtp = await startSmtpServer({ user: 'digest@nugget.test', password: 'digest-pass' });
  const env = {
    SYNC_INTERVAL_MINUTES: '0',
    SMTP_URL: `smtp://${encodeURIComponent(smtp.user)}:${smtp.password}@${smtp.host}:${smtp.port}`,
    DIGEST_FROM: 'Nugget <digest@nugget.test>',
    PUBLIC_URL: 'https://nugget.example.test',
  };
  db = await freshDatabase();
  server = await startTestServer({ env, database: db });
  // Several API processes on one PostgreSQL database: the second runs the same schedule.
  if (onPostgres) second = await startTestServer({ env, database: { url: db.url, drop: async () => {} } });
  ada = new TestClient(server.url);
  adaEmail = `ada-${Date.now()}@example.com`;
  adaId = (await ada.register(adaEmail, 'correct-horse', { firstName: 'Ada' })).id;
  await ada.gql(`mutation { updateSettings(input: { timeZone: "${TZ}", dailyDigest: true }) { __typename } }`);
  await seed(adaId);
});
afterAll(async () => {
  await second?.close();
  await server?.close();
  await smtp?.stop();
});

describe('the digest holds the morning', () => {
  it('has every section with the right items, late promises oldest first, top 10 nuggets of 13', async () => {
    const c = await server.app.services.digest.content(adaId, at(0));
    expect(c.timeZone).toBe(TZ);
    expect(c.dueToday.map((l) => l.title)).toEqual(['Send Priya the board minutes']);
    expect(c.overdue.map((l) => l.title)).toEqual(['Reply to the auditor']);
    expect(c.dueTomorrow.map((l) => l.title)).toEqual(['Send the investor update']);
    expect(c.late.map((l) => l.title)).toEqual(['Sam to send the revised deck']);
    expect(c.late[0]!.detail).toMatch(/^sam · was due/);
    expect(c.nuggetsTotal).toBe(13);
    expect(c.nuggets).toHaveLength(10);
    expect(c.nuggets[0]!.title).toBe('91 · Series A deck');
    expect(c.nuggets.some((n) => n.title.includes('newsletter'))).toBe(false);
    expect(c.moneyReceived.total).toEqual(['$2,400.00']);
    expect(c.moneyDue.total).toEqual(['$5,250.00']);
    expect(c.streak).toBe(2);
  });

  it('GET /api/digest/preview answers its HTML for the signed-in user only', async () => {
    // The preview is of the user's current day: the clock (Date only, timers run) is set to the seeded morning, which
    // at some hours of the real day is still ahead or already another day in New York.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    onTestFinished(() => void vi.useRealTimers());
    const res = await ada.get('/api/digest/preview');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    for (const text of [
      'Due today',
      'Send Priya the board minutes',
      'Waiting on — late',
      'Sam to send the revised deck',
      'New nuggets',
      'Series A deck',
      'Money received',
      '$2,400.00',
      'Money due',
      '$5,250.00',
      'Streak: 2 days',
    ]) {
      expect(res.text).toContain(text);
    }
    expect(res.text).toContain('https://nugget.example.test/mine?email=');
    expect((await new TestClient(server.url).get('/api/digest/preview')).status).toBe(401);
    // GraphQL gives Settings the same HTML.
    const g = await ada.gql('{ digestPreview { subject html day } }');
    expect(g.digestPreview.html).toContain('Send Priya the board minutes');
    expect(g.digestPreview.subject).toMatch(/1 due today, 1 overdue, 1 late from others/);
  });
});

describe('sent at 07:00 in the user’s zone, once a day', () => {
  it('sends nothing before 07:00 local', async () => {
    // 10:30 UTC is 05:30 or 06:30 in New York.
    expect(await server.app.services.digest.tick(at(0, -2))).toBe(0);
    expect(smtp.messages()).toHaveLength(0);
  });

  it('racing ticks (and a second process on PostgreSQL) send one digest, which arrives with the expected contents', async () => {
    const ticks = [server, server, server, ...(second ? [second, second] : [])].map((s) => s.app.services.digest.tick(at(0)));
    const sent = (await Promise.all(ticks)).reduce((a, b) => a + b, 0);
    expect(sent).toBe(1);
    const [m] = await smtp.waitFor(1);
    expect(m!.envelope.rcptTo).toEqual([adaEmail]);
    expect(m!.envelope.user).toBe('digest@nugget.test');
    const mail = await parse(0);
    expect(mail.from?.value[0]).toMatchObject({ name: 'Nugget', address: 'digest@nugget.test' });
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(adaEmail);
    expect(mail.subject).toMatch(/^Your Nugget digest for .+: 1 due today, 1 overdue, 1 late from others, 13 new nuggets$/);
    expect(mail.headers.get('x-nugget-digest')).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(at(0)));
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const html = String(mail.html);
    for (const text of [
      'Send Priya the board minutes',
      'Reply to the auditor',
      'Send the investor update',
      'Sam to send the revised deck',
      'Series A deck',
      'Intro 11',
      '$2,400.00',
      '$5,250.00',
      'Streak: 2 days',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Weekly newsletter');
    expect(mail.text).toContain('DUE TODAY (1)');
    expect(mail.text).toContain('https://nugget.example.test/mine?email=');
    const row = await prisma().digestDelivery.findMany({ where: { userId: adaId } });
    expect(row).toEqual([expect.objectContaining({ status: 'sent', trigger: 'scheduled', via: `smtp:${smtp.host}` })]);
  });

  it('later ticks of the same day send nothing more', async () => {
    for (const h of [0.1, 1, 3]) expect(await server.app.services.digest.tick(at(0, h))).toBe(0);
    if (second) expect(await second.app.services.digest.tick(at(0, 1))).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages()).toHaveLength(1);
  });

  it('the next morning brings the next digest, with only the nuggets that came since', async () => {
    await prisma().email.create({
      data: {
        userId: adaId,
        threadId: 't-new',
        subject: 'Term sheet from Northwind',
        fromAddress: 'kim@northwind.vc',
        receivedAt: at(0, 6),
        nuggetScore: 95,
        summary: 'A term sheet.',
      },
    });
    expect(await server.app.services.digest.tick(at(1))).toBe(1);
    await smtp.waitFor(2);
    const mail = await parse(1);
    const html = String(mail.html);
    expect(html).toContain('Term sheet from Northwind');
    expect(html).not.toContain('Intro 11');
    expect(mail.subject).toMatch(/1 new nugget$/);
  });

  it('the setting off sends nothing, and the digest is a setting of its own user', async () => {
    await ada.gql('mutation { updateSettings(input: { dailyDigest: false }) { __typename } }');
    expect(await server.app.services.digest.tick(at(2))).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages()).toHaveLength(2);
    // Another user who never turned it on gets nothing either.
    const bob = new TestClient(server.url);
    await bob.register(`bob-${Date.now()}@example.com`);
    expect(await server.app.services.digest.tick(at(3))).toBe(0);
  });
});

describe('send now', () => {
  it('POST /api/digest/send sends at once (even with the daily digest off), at most once a minute', async () => {
    const before = smtp.messages().length;
    const res = await ada.post('/api/digest/send');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: 'Digest sent', via: `smtp:${smtp.host}` });
    await smtp.waitFor(before + 1);
    expect((await parse(before)).subject).toMatch(/^Your Nugget digest for/);
    const again = await ada.post('/api/digest/send');
    expect(again.status).toBe(400);
    expect(again.json.fieldErrors[0].message).toMatch(/less than a minute ago/);
    // The day is marked: today's scheduled digest does not follow it.
    await ada.gql('mutation { updateSettings(input: { dailyDigest: true }) { __typename } }');
    const today = await server.app.services.digest.tick(new Date());
    expect(today).toBe(0);
    await ada.gql('mutation { updateSettings(input: { dailyDigest: false }) { __typename } }');
  });
});

describe('without SMTP_URL: through the user’s own mailbox', () => {
  let own: TestServer;
  let mailbox: SmtpServer;
  beforeAll(async () => {
    mailbox = await startSmtpServer({ user: 'founder@mail.test', password: 'app-password-123' });
    own = await startTestServer({ env: { SYNC_INTERVAL_MINUTES: '0' } });
  });
  afterAll(async () => {
    await own?.close();
    await mailbox?.stop();
  });

  it('says how to make it sendable while no mailbox can send, then goes through the connected account’s SMTP server', async () => {
    const kim = new TestClient(own.url);
    const kimEmail = `kim-${Date.now()}@example.com`;
    const kimId = (await kim.register(kimEmail)).id;
    const none = await kim.gql('mutation { sendDigestNow { __typename ... on ValidationError { fieldErrors { message } } } }');
    expect(none.sendDigestNow.fieldErrors[0].message).toMatch(/connect a mailbox that can send.*SMTP_URL/i);
    const parsed = parseImapInput({
      email: 'founder@mail.test',
      provider: 'custom',
      host: '127.0.0.1',
      port: 1,
      secure: false,
      password: mailbox.password,
      smtpHost: mailbox.host,
      smtpPort: mailbox.port,
      smtpSecure: false,
    });
    await own.app.services.accounts.saveImap(kimId, parsed, [{ path: 'INBOX', role: 'inbox' }]);
    const r = await kim.gql('mutation { sendDigestNow { __typename ... on MutationSendDigestNowSuccess { sent { via subject } } } }');
    expect(r.sendDigestNow.sent.via).toBe('account:founder@mail.test');
    const [m] = await mailbox.waitFor(1);
    expect(m!.envelope).toMatchObject({ mailFrom: 'founder@mail.test', rcptTo: [kimEmail], user: 'founder@mail.test' });
    const mail = await simpleParser(m!.raw);
    expect(mail.subject).toMatch(/^Your Nugget digest for/);
    expect(mail.headers.get('x-nugget-digest')).toBeTruthy();
    expect(String(mail.html)).toContain('Nothing of yours is due today.');
  });
});
