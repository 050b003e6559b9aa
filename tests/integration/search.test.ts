// Ask Nugget on a real database (both legs): the trigger-maintained search vector,
// websearch syntax (phrases, OR, -exclusion), people, domains, ventures and time
// windows, money and commitment questions, the relevance/recency blend, highlighted
// snippets, per-user isolation and history, the generated answer with citations and
// its local fallback, and the REST shape of spec §7.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';
import { createSearchService } from '../../api/modules/search/search.service.ts';
import { createLogger } from '../../api/platform/logger.ts';

let server: TestServer;
let ada: TestClient;
let mallory: TestClient;
let adaId: string;
let malloryId: string;
const ADA = `ada-${Date.now()}@example.com`;
const MALLORY = `mallory-${Date.now()}@example.com`;
const NOW = new Date();
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const dir = tempDir('nugget-search-');
const ids: Record<string, string> = {};

type MailInput = {
  key: string;
  subject: string;
  body: string;
  from?: string;
  daysAgo?: number;
  at?: Date;
  company?: string;
  summary?: string;
  isSent?: boolean;
  to?: string;
  actionRequired?: boolean;
  threadId?: string;
};

async function mail(userId: string, m: MailInput) {
  const from = m.from ?? 'Priya Shah <priya@acme.io>';
  const match = /^(.*?)\s*<([^>]+)>$/.exec(from);
  const email = await server.platform.prisma.email.create({
    data: {
      userId,
      threadId: m.threadId ?? crypto.randomUUID(),
      messageId: `${m.key}-${crypto.randomUUID()}@test`,
      subject: m.subject,
      fromName: match ? match[1] : null,
      fromAddress: (match ? match[2]! : from).toLowerCase(),
      to: m.to ? [{ name: '', email: m.to }] : [],
      receivedAt: m.at ?? ago(m.daysAgo ?? 1),
      textBody: m.body,
      snippet: m.body.slice(0, 150),
      company: m.company ?? null,
      summary: m.summary ?? null,
      isSent: m.isSent ?? false,
      actionRequired: m.actionRequired ?? false,
    },
  });
  ids[m.key] = email.id;
  return email;
}

const ASK = `mutation($q: String!) { ask(input: {query: $q}) { __typename
  ... on MutationAskSuccess { answer { id query timestamp summary suggestions answeredBy interpretation notes totalEmails
      emails { emailId subject subjectHtml snippetHtml link score citation from { name email } }
      commitments { id title dueDate } transactions { type amount currency company } } }
  ... on ValidationError { message fieldErrors { name message } } } }`;

const search = (q: string, now = NOW) => server.app.services.search.search(adaId, q, { now });
const subjects = (r: { emails: { subject: string }[] }) => r.emails.map((e) => e.subject);

beforeAll(async () => {
  server = await startTestServer();
  ada = new TestClient(server.url);
  mallory = new TestClient(server.url);
  adaId = (await ada.register(ADA)).id;
  malloryId = (await mallory.register(MALLORY)).id;
  const prisma = server.platform.prisma;

  // Ada's mail.
  await mail(adaId, {
    key: 'termsheet',
    subject: 'Term sheet for the seed round',
    body: 'Attached is the term sheet we discussed. Please sign by Friday.',
    daysAgo: 2,
  });
  await mail(adaId, {
    key: 'sheetterm',
    subject: 'Spreadsheet update',
    body: 'The sheet has a new term for the lease and a column for rent.',
    from: 'Jon Park <jon@fund.vc>',
    daysAgo: 3,
  });
  await mail(adaId, {
    key: 'deck',
    subject: 'Investor deck v3',
    body: 'Here is the updated deck for the investors meeting.',
    from: 'Jon Park <jon@fund.vc>',
    daysAgo: 4,
  });
  await mail(adaId, { key: 'budget', subject: 'Marketing budget', body: 'The budget for Q3 is approved.', from: 'Lena Ortiz <lena@helios.dev>', daysAgo: 5 });
  await mail(adaId, {
    key: 'contract',
    subject: 'Contract for the office',
    body: 'The final contract is ready for signature.',
    from: 'Lena Ortiz <lena@helios.dev>',
    daysAgo: 6,
  });
  await mail(adaId, {
    key: 'contractDraft',
    subject: 'Contract draft',
    body: 'A draft contract, not final yet.',
    from: 'Lena Ortiz <lena@helios.dev>',
    daysAgo: 7,
  });
  await mail(adaId, { key: 'priyaContract', subject: 'Your contract questions', body: 'Happy to walk you through the contract terms.', daysAgo: 8 });
  await mail(adaId, {
    key: 'boardRecent',
    subject: 'Board meeting notes',
    body: 'Notes from the board meeting: hiring plan approved.',
    from: 'Sam Lee <sam@sub.acme.io>',
    at: ago(7),
  });
  await mail(adaId, {
    key: 'boardOld',
    subject: 'Board meeting agenda',
    body: 'Agenda for the board meeting: budget review.',
    from: 'Sam Lee <sam@sub.acme.io>',
    daysAgo: 40,
  });
  await mail(adaId, {
    key: 'xss',
    subject: 'Widget <script>alert(1)</script> pricing',
    body: 'Pricing for <b>widgets</b> & gadgets: the widget costs "$5".',
    from: 'Shop <shop@store.example>',
    daysAgo: 9,
  });
  // Ranking: the same text, a week apart; and a year-old subject match against today's passing mention.
  await mail(adaId, { key: 'twinOld', subject: 'Roadmap review', body: 'Roadmap review for the platform.', from: 'Kai <kai@acme.io>', daysAgo: 20 });
  await mail(adaId, { key: 'twinNew', subject: 'Roadmap review', body: 'Roadmap review for the platform.', from: 'Kai <kai@acme.io>', daysAgo: 10 });
  await mail(adaId, {
    key: 'forecastOld',
    subject: 'Quarterly forecast',
    body: 'The quarterly forecast is attached, with the forecast assumptions and the forecast model explained.',
    from: 'Kai <kai@acme.io>',
    daysAgo: 365,
  });
  await mail(adaId, {
    key: 'forecastNew',
    subject: 'Lunch on Thursday',
    body: 'Lunch is at noon on Thursday at the usual place by the river, and we could talk about a long list of things there, among them, briefly, the forecast.',
    from: 'Kai <kai@acme.io>',
    daysAgo: 0.1,
  });
  // Unanswered: one old request with no reply, one answered in its thread.
  await mail(adaId, {
    key: 'waiting',
    subject: 'Can you review the budget?',
    body: 'Please review the budget.',
    from: 'Nora <nora@client.example>',
    daysAgo: 12,
    actionRequired: true,
    threadId: 't-waiting',
  });
  await mail(adaId, {
    key: 'answered',
    subject: 'Can you approve the hire?',
    body: 'Please approve the hire.',
    from: 'Nora <nora@client.example>',
    daysAgo: 12,
    actionRequired: true,
    threadId: 't-answered',
  });
  await mail(adaId, {
    key: 'reply',
    subject: 'Re: Can you approve the hire?',
    body: 'Approved.',
    from: `Ada <${ADA}>`,
    to: 'nora@client.example',
    isSent: true,
    daysAgo: 11,
    threadId: 't-answered',
  });

  // A venture: the Helios account holds the contract mail.
  const account = await prisma.mailAccount.create({ data: { userId: adaId, provider: 'imap', email: `ada@helios.dev`, company: 'Helios' } });
  await prisma.emailSource.create({ data: { userId: adaId, emailId: ids.budget!, accountId: account.id, providerId: 'helios-1' } });

  // Commitments: what Ada owes (to an investor, to Lena) and what Priya promised her.
  const commitment = (data: {
    type: 'promise_made' | 'promise_received' | 'action_item' | 'deadline';
    owedBy: string;
    owedTo: string;
    title: string;
    dueDays?: number;
    emailId?: string;
    status?: 'open' | 'completed';
  }) =>
    prisma.commitment.create({
      data: {
        userId: adaId,
        emailId: data.emailId ?? null,
        type: data.type,
        status: data.status ?? 'open',
        owedBy: data.owedBy,
        owedTo: data.owedTo,
        title: data.title,
        description: data.title,
        dueDate: data.dueDays === undefined ? null : new Date(NOW.getTime() + data.dueDays * DAY),
        dedupeKey: crypto.randomUUID(),
      },
    });
  await commitment({ type: 'action_item', owedBy: ADA, owedTo: 'jon@fund.vc', title: 'Send the investors the updated deck', dueDays: 3, emailId: ids.deck });
  await commitment({ type: 'promise_made', owedBy: ADA, owedTo: 'lena@helios.dev', title: 'Sign the office contract', dueDays: 10, emailId: ids.contract });
  await commitment({ type: 'promise_made', owedBy: ADA, owedTo: 'jon@fund.vc', title: 'Share the cap table with investors', status: 'completed' });
  await commitment({
    type: 'promise_received',
    owedBy: 'priya@acme.io',
    owedTo: ADA,
    title: 'Priya will send the signed term sheet',
    dueDays: 2,
    emailId: ids.termsheet,
  });

  // Transactions.
  const tx = (type: string, amount: string, company: string, days: number, emailId?: string) =>
    prisma.transaction.create({
      data: { userId: adaId, type, amount, company, description: `${type} from ${company}`, date: ago(days), emailId: emailId ?? null },
    });
  await tx('Invoice', '6200.00', 'Acme Labs', 5, ids.termsheet);
  await tx('Invoice', '12000.00', 'Helios', 30);
  await tx('Invoice', '4000.00', 'Acme Labs', 6);
  await tx('Expense', '9000.00', 'Acme Labs', 6);

  // Mallory's mail: the same words, never to be seen by Ada.
  await mail(malloryId, { key: 'malloryTerm', subject: 'Term sheet secrets', body: 'Mallory term sheet with the contract and the budget deck.', daysAgo: 1 });
  await prisma.transaction.create({ data: { userId: malloryId, type: 'Invoice', amount: '99999.00', company: 'Evil Corp', date: ago(2) } });
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the search vector', () => {
  it('is kept by the trigger on insert and on analysis updates, weighted by field', async () => {
    const [row] = await server.platform.prisma.$queryRaw<{ v: string }[]>`SELECT "searchVector"::text AS v FROM "Email" WHERE "id" = ${ids.termsheet}`;
    expect(row!.v).toMatch(/'term':\d+A/); // subject
    expect(row!.v).toMatch(/'priya':\d+B/); // sender
    expect(row!.v).toMatch(/'acme\.io':\d+B/); // sender's domain
    expect(row!.v).toMatch(/'friday':\d+(?![A-C])/); // body (weight D is unlabelled)
    expect((await search('zeppelin')).emails).toHaveLength(0);
    await server.platform.prisma.email.update({ where: { id: ids.budget }, data: { summary: 'Lena approved the zeppelin budget', keyPoints: ['airship'] } });
    const [after] = await server.platform.prisma.$queryRaw<{ v: string }[]>`SELECT "searchVector"::text AS v FROM "Email" WHERE "id" = ${ids.budget}`;
    expect(after!.v).toMatch(/'zeppelin':\d+C/);
    expect(subjects(await search('zeppelin'))).toEqual(['Marketing budget']);
    expect(subjects(await search('airship'))).toEqual(['Marketing budget']);
  });

  it('covers mail that comes through the import pipeline', async () => {
    const file = writeMbox(path.join(dir, 'in.mbox'), [
      rawMessage({
        from: 'Odile Marchand <odile@vineyard.fr>',
        to: ADA,
        subject: 'Harvest schedule',
        messageId: 'harvest@vineyard.fr',
        date: new Date(NOW.getTime() - 3 * DAY).toUTCString().replace('GMT', '+0000'),
        body: 'The grape harvest starts Tuesday; could you confirm the crates?',
      }),
      rawMessage({
        from: 'Odile Marchand <odile@vineyard.fr>',
        to: ADA,
        subject: 'Menu',
        messageId: 'menu@vineyard.fr',
        html: '<p>Only an <b>HTML</b> body about the truffle tasting</p>',
        date: new Date(NOW.getTime() - 3 * DAY).toUTCString().replace('GMT', '+0000'),
      }),
    ]);
    await server.app.services.sync.importArchive(adaId, [file]);
    await server.platform.jobs.idle();
    expect(subjects(await search('grape harvest'))).toEqual(['Harvest schedule']);
    expect(subjects(await search('truffle'))).toEqual(['Menu']);
    expect(subjects(await search('mail from vineyard.fr about crates'))).toEqual(['Harvest schedule']);
  });
});

describe('websearch syntax', () => {
  it('matches a quoted phrase only where its words are adjacent', async () => {
    const r = await search('"term sheet"');
    expect(subjects(r)).toContain('Term sheet for the seed round');
    expect(subjects(r)).not.toContain('Spreadsheet update');
    // Unquoted, both words anywhere match.
    expect(subjects(await search('term sheet'))).toEqual(expect.arrayContaining(['Term sheet for the seed round', 'Spreadsheet update']));
  });

  it('ORs alternatives', async () => {
    const r = await search('deck or budget');
    expect(subjects(r)).toEqual(expect.arrayContaining(['Investor deck v3', 'Marketing budget', 'Board meeting agenda']));
    expect(subjects(r)).not.toContain('Contract for the office');
  });

  it('excludes -words', async () => {
    const r = await search('contract -draft');
    expect(subjects(r)).toEqual(expect.arrayContaining(['Contract for the office', 'Your contract questions']));
    expect(subjects(r)).not.toContain('Contract draft');
    expect(r.parsed.operators).toBe(true);
  });

  it('stems English words and drops the question’s stop words', async () => {
    expect(subjects(await search('which investors'))).toEqual(['Investor deck v3']);
    expect(subjects(await search('what about the contracts'))).toEqual(
      expect.arrayContaining(['Contract for the office', 'Contract draft', 'Your contract questions']),
    );
  });

  it('falls back to any of the words when no email has all of them, and says so', async () => {
    const r = await search('zebra deck');
    expect(subjects(r)).toEqual(['Investor deck v3']);
    expect(r.notes.join(' ')).toMatch(/any of these words/);
  });
});

describe('structure in the question', () => {
  it('filters by person (sender) and leaves the rest to full text', async () => {
    const r = await search('what did Priya say about the contract');
    expect(r.parsed.people).toEqual([{ name: 'Priya', role: 'from', addresses: ['priya@acme.io'] }]); // resolved to her address
    expect(subjects(r)).toEqual(['Your contract questions']);
    expect(subjects(await search('contract from Lena'))).toEqual(['Contract for the office', 'Contract draft']);
  });

  it('filters by domain, including sub-domains, and by address', async () => {
    const r = await search('mail from acme.io');
    expect(r.parsed.domains).toEqual([{ domain: 'acme.io', role: 'from' }]);
    expect(new Set(r.emails.map((e) => e.fromAddress!.split('@')[1]))).toEqual(new Set(['acme.io', 'sub.acme.io']));
    expect(subjects(await search('emails from jon@fund.vc'))).toEqual(['Spreadsheet update', 'Investor deck v3']);
  });

  it('keeps an unknown name as a word instead of a filter', async () => {
    const r = await search('anything from Zorblax');
    expect(r.parsed.people).toEqual([]);
    expect(r.emails).toEqual([]);
  });

  it('filters by a venture through the account that holds the mail', async () => {
    const r = await search('mail at Helios');
    expect(r.parsed.company).toBe('Helios');
    expect(subjects(r)).toEqual(['Marketing budget']);
  });

  it('applies a time window (last week, a month across years)', async () => {
    const r = await search('board meeting last week');
    expect(r.parsed.window?.label).toBe('last week');
    expect(subjects(r)).toEqual(['Board meeting notes']);
    expect(subjects(await search('board meeting'))).toEqual(['Board meeting notes', 'Board meeting agenda']);

    // "in March" is the latest March that has begun: with today in January 2027 that is March 2026.
    const prisma = server.platform.prisma;
    await mail(adaId, { key: 'march26', subject: 'Solstice plan', body: 'Solstice planning.', at: new Date('2026-03-10T12:00:00Z') });
    await mail(adaId, { key: 'march25', subject: 'Solstice recap', body: 'Solstice recap.', at: new Date('2025-03-10T12:00:00Z') });
    await mail(adaId, { key: 'april26', subject: 'Solstice follow-up', body: 'Solstice follow-up.', at: new Date('2026-04-10T12:00:00Z') });
    const jan27 = new Date('2027-01-20T09:00:00Z');
    expect(subjects(await search('solstice in March', jan27))).toEqual(['Solstice plan']);
    expect(subjects(await search('solstice in March 2025', jan27))).toEqual(['Solstice recap']);
    expect(subjects(await search('solstice since March', jan27)).sort()).toEqual(['Solstice follow-up', 'Solstice plan']);
    expect(subjects(await search('mail in April', jan27))).toEqual(['Solstice follow-up']); // no words: the window alone
    await prisma.email.deleteMany({ where: { id: { in: [ids.march26!, ids.march25!, ids.april26!] } } });
  });

  it('answers money questions from transactions (type and threshold), with their emails', async () => {
    const r = await search('invoices over $5,000');
    expect(r.parsed.money).toMatchObject({ types: ['Invoice'], min: 5000, currency: 'USD' });
    expect(r.transactions.map((t) => [t.company, t.amount])).toEqual([
      ['Helios', '12000.00'],
      ['Acme Labs', '6200.00'],
    ]);
    expect(r.moneyTotals).toEqual([{ currency: 'USD', count: 2, total: '18200.00' }]);
    expect(subjects(r)).toEqual(['Term sheet for the seed round']); // the email behind the $6,200 invoice
    const acme = await search('invoices at Acme Labs');
    expect(acme.transactions.map((t) => t.amount).sort()).toEqual(['4000.00', '6200.00']);
  });

  it('answers commitment questions: what I owe, and what someone promised me', async () => {
    const owe = await search('what do I owe investors');
    expect(owe.parsed.commitments?.direction).toBe('owed_by_me');
    expect(owe.commitments.map((c) => c.title)).toEqual(['Send the investors the updated deck']); // the completed one is not owed
    const all = (await search('what do I owe')).commitments.map((c) => c.title);
    expect(all).toEqual(expect.arrayContaining(['Send the investors the updated deck', 'Sign the office contract']));
    expect(all).not.toContain('Share the cap table with investors'); // completed
    expect(all).not.toContain('Priya will send the signed term sheet'); // owed to Ada, not by her
    const priya = await search('what did Priya promise');
    expect(priya.parsed.commitments?.direction).toBe('owed_to_me');
    expect(priya.commitments.map((c) => c.title)).toEqual(['Priya will send the signed term sheet']);
    expect(subjects(priya)).toEqual(['Term sheet for the seed round']);
    const week = await search('deadlines I have this week');
    expect(week.parsed.window?.field).toBe('due');
  });

  it('finds mail still waiting for a reply', async () => {
    const r = await search('who have I not replied to in over a week');
    expect(r.parsed.unanswered).toBe(true);
    expect(subjects(r)).toEqual(['Can you review the budget?']);
  });
});

describe('ranking and snippets', () => {
  it('blends relevance with recency: equal matches newest first, a strong old match over a passing new one', async () => {
    const twins = await search('roadmap review');
    expect(subjects(twins)).toEqual(['Roadmap review', 'Roadmap review']);
    expect(twins.emails[0]!.id).toBe(ids.twinNew);
    expect(twins.emails[0]!.score).toBeGreaterThan(twins.emails[1]!.score);
    const forecast = await search('forecast');
    expect(forecast.emails.map((e) => e.id)).toEqual([ids.forecastOld, ids.forecastNew]);
    for (const e of forecast.emails) {
      expect(e.score).toBeGreaterThan(0);
      expect(e.score).toBeLessThanOrEqual(1);
    }
  });

  it('highlights matches in HTML-escaped snippets and links each email', async () => {
    const [hit] = (await search('widget pricing')).emails;
    expect(hit!.subjectHtml).toBe('<mark>Widget</mark> &lt;script&gt;alert(1)&lt;/script&gt; <mark>pricing</mark>');
    expect(hit!.snippetHtml).toContain('<mark>Pricing</mark>');
    expect(hit!.snippetHtml).toContain('&amp; gadgets');
    expect(hit!.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(hit!.link).toBe(`/mine?email=${ids.xss}`);
  });
});

describe('per user', () => {
  it("never matches another user's mail or money", async () => {
    expect((await search('secrets')).emails).toEqual([]);
    expect((await search('mallory')).emails).toEqual([]);
    expect((await search('invoices over $50,000')).transactions).toEqual([]);
    const theirs = await server.app.services.search.search(malloryId, 'contract budget deck', { now: NOW });
    expect(subjects(theirs)).toEqual(['Term sheet secrets']);
    const res = await mallory.post('/api/ask', { query: 'term sheet' });
    expect(res.json.emails.map((e: { subject: string }) => e.subject)).toEqual(['Term sheet secrets']);
  });

  it('keeps a history per user, newest first, that each can clear', async () => {
    await ada.gql(ASK, { q: 'budget' });
    await ada.gql(ASK, { q: 'the contract' });
    await mallory.gql(ASK, { q: 'secrets' });
    const HISTORY = '{ askHistory(first: 10) { totalCount edges { node { query summary suggestions answeredBy emails { subject link } } } } }';
    const mine = await ada.gql(HISTORY);
    expect(mine.askHistory.edges.map((e: any) => e.node.query)).toEqual(['the contract', 'budget']);
    expect(mine.askHistory.edges[0].node.emails.map((e: any) => e.subject)).toEqual(expect.arrayContaining(['Contract for the office']));
    const theirs = await mallory.gql(HISTORY);
    expect(theirs.askHistory.edges.map((e: any) => e.node.query)).toEqual(['secrets', 'term sheet']);
    const cleared = await ada.gql('mutation { clearAskHistory { ... on MutationClearAskHistorySuccess { deletedCount } } }');
    expect(cleared.clearAskHistory.deletedCount).toBe(2);
    expect((await ada.gql(HISTORY)).askHistory.totalCount).toBe(0);
    expect((await mallory.gql(HISTORY)).askHistory.totalCount).toBe(2);
    // Another user's answer id reads as nothing.
    const [row] = await server.platform.prisma.askQuery.findMany({ where: { userId: malloryId }, take: 1 });
    const node = await ada.gql('query($id: ID!) { node(id: $id) { id } }', { id: Buffer.from(`AskQuery:${row!.id}`).toString('base64') });
    expect(node.node).toBeNull();
  });
});

describe('the doors', () => {
  it('REST POST /api/ask answers exactly {query, timestamp, results: {summary, suggestions}} plus emails', async () => {
    const res = await ada.post('/api/ask', { query: '   what did Priya say about the contract   ' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['emails', 'query', 'results', 'timestamp']);
    expect(Object.keys(res.json.results).sort()).toEqual(['suggestions', 'summary']);
    expect(res.json.query).toBe('what did Priya say about the contract');
    expect(new Date(res.json.timestamp).toISOString()).toBe(res.json.timestamp);
    expect(typeof res.json.results.summary).toBe('string');
    expect(res.json.results.summary).toMatch(/Priya Shah/);
    expect(Array.isArray(res.json.results.suggestions)).toBe(true);
    expect(res.json.results.suggestions.every((s: unknown) => typeof s === 'string')).toBe(true);
    expect(res.json.emails).toEqual([
      {
        id: ids.priyaContract,
        subject: 'Your contract questions',
        from: { name: 'Priya Shah', email: 'priya@acme.io' },
        receivedAt: expect.any(String),
        company: null,
        snippet: expect.stringContaining('<mark>contract</mark>'),
        link: `/mine?email=${ids.priyaContract}`,
      },
    ]);
  });

  it('refuses blank, missing, non-text and overlong queries with a clear message', async () => {
    for (const body of [{ query: '' }, { query: '   ' }, {}]) {
      const res = await ada.post('/api/ask', body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Ask a question: the query is empty.');
    }
    expect((await ada.post('/api/ask', { query: 42 })).json.message).toBe('The query must be text.');
    const long = await ada.post('/api/ask', { query: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.json.message).toMatch(/too long: at most 500 characters/);
    expect((await ada.post('/api/ask', { query: ` ${'x'.repeat(500)} ` })).status).toBe(200);
    expect((await new TestClient(server.url).post('/api/ask', { query: 'budget' })).status).toBe(401);
    const gql = await ada.gql(ASK, { q: '  ' });
    expect(gql.ask).toMatchObject({ __typename: 'ValidationError', message: 'Ask a question: the query is empty.', fieldErrors: [{ name: 'query' }] });
  });

  it('GraphQL ask returns the answer with its results and records it', async () => {
    const out = await ada.gql(ASK, { q: 'invoices over $5,000' });
    const a = out.ask.answer;
    expect(a.query).toBe('invoices over $5,000');
    expect(a.answeredBy).toBe('local');
    expect(a.transactions.map((t: any) => t.amount)).toEqual(['12000.00', '6200.00']);
    expect(a.summary).toMatch(/2 invoices over \$5,000.*totalling \$18,200\.00/);
    expect(a.interpretation).toEqual(['invoices over $5,000']);
    expect(a.emails[0].link).toBe(`/mine?email=${ids.termsheet}`);
    const owe = (await ada.gql(ASK, { q: 'what do I owe investors' })).ask.answer;
    expect(owe.commitments.map((c: any) => c.title)).toEqual(['Send the investors the updated deck']);
    expect(owe.summary).toMatch(/^You owe 1 open commitment about “investors”:/);
    expect(owe.summary).toMatch(/Send the investors the updated deck — due /);
    expect(owe.suggestions.length).toBeGreaterThan(0);
  });
});

describe('the generated answer', () => {
  it('cites the emails it used as [n], mapped to ids, and falls back to the extractive answer when the model fails', async () => {
    const prompts: string[] = [];
    let fail = false;
    const llm = {
      async complete(prompt: string) {
        prompts.push(prompt);
        if (fail) throw new Error('model down');
        return { text: 'Lena sent the final contract [1] after a draft [2]; see also [9].', model: 'test-model' };
      },
    };
    const service = createSearchService({
      prisma: server.platform.prisma,
      logger: createLogger('silent'),
      llm,
      viewers: server.app.services.viewers,
      mail: server.app.services.mail,
    });
    const a = await service.ask(adaId, 'contract from Lena', { now: NOW });
    expect(a.answeredBy).toBe('llm:test-model');
    expect(a.summary).toBe('Lena sent the final contract [1] after a draft [2]; see also .');
    expect(a.citations).toEqual([
      { number: 1, emailId: ids.contract },
      { number: 2, emailId: ids.contractDraft },
    ]);
    expect(prompts[0]).toMatch(/\[1\] .*from Lena Ortiz <lena@helios\.dev> — subject: Contract for the office/);
    fail = true;
    const b = await service.ask(adaId, 'contract from Lena', { now: NOW });
    expect(b.answeredBy).toBe('local (model failed)');
    expect(b.citations).toEqual([]);
    expect(b.summary).toMatch(/^Found 2 emails about “contract”, from Lena:/);
    expect(b.summary).toMatch(/• Lena Ortiz, .*: “Contract for the office” — The final contract is ready for signature\./);
    expect(b.summary).toMatch(/• Lena Ortiz, .*: “Contract draft” — A draft contract, not final yet\./);
  });
});
