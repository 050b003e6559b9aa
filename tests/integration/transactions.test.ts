// The Financial Tracker's data: transactions written by analysis (one per email),
// filters, exact totals, corrections that survive re-analysis, deletion (owner
// only), DEMO DATA only while empty, the CSV export, and the REST shapes of spec §7.
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';
import { csvField, formatMoney, isUserEdited, parseAmount } from '../../api/modules/transactions/transactions.service.ts';

let server: TestServer;
let ada: TestClient;
let adaId: string;
let mallory: TestClient;
let invoiceEmailId: string;
const dir = tempDir();
const ADA = `ada-fin-${Date.now()}@example.com`;
const prisma = () => server.platform.prisma;
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

/** A row as another part of the app would have written it (not through analysis). */
async function seed(
  userId: string,
  rows: { type: string; company: string; amount: string; date: string; description?: string; counterparty?: string; emailId?: string }[],
) {
  for (const r of rows) {
    await prisma().transaction.create({
      data: {
        userId,
        type: r.type,
        company: r.company,
        amount: r.amount,
        date: new Date(r.date),
        description: r.description ?? '',
        counterparty: r.counterparty ?? null,
        emailId: r.emailId ?? null,
      },
    });
  }
}

beforeAll(async () => {
  server = await startTestServer();
  ada = new TestClient(server.url);
  adaId = (await ada.register(ADA)).id;
  mallory = new TestClient(server.url);
  await mallory.register(`mallory-fin-${Date.now()}@example.com`);
  writeMbox(path.join(dir, 'money.mbox'), [
    rawMessage({
      from: 'Billing <billing@vendor.io>',
      to: ADA,
      subject: 'Invoice 2041',
      messageId: 'inv2041@vendor.io',
      date: 'Wed, 04 Mar 2026 11:00:00 +0000',
      body: 'Hello,\n\nPlease find attached invoice 2041 for $5,250.00, due on March 31.\n\nBilling team',
    }),
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: ADA,
      subject: 'Lunch next week?',
      messageId: 'lunch@acme.io',
      date: 'Thu, 05 Mar 2026 09:00:00 +0000',
      body: 'Hi Ada,\n\nAre you free for lunch next Tuesday?\n\nPriya',
    }),
  ]);
  await server.app.services.sync.importArchive(adaId, [path.join(dir, 'money.mbox')]);
  await server.platform.jobs.idle();
  invoiceEmailId = (await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'inv2041@vendor.io' } })).id;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('transactions from analysed mail', () => {
  it('records one transaction for the invoice email, linked to it, and none for the lunch invitation', async () => {
    const rows = await prisma().transaction.findMany({ where: { userId: adaId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ emailId: invoiceEmailId, type: 'Invoice', currency: 'USD', description: 'Invoice 2041', isDemo: false });
    expect(rows[0]!.amount.toFixed(2)).toBe('5250.00');
    expect(isUserEdited(rows[0]!)).toBe(false);

    const list = await ada.get('/api/transactions?year=2026');
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(1);
    // REST list item of spec §7, exactly these keys.
    expect(Object.keys(list.json[0]).sort()).toEqual(['amount', 'category', 'company', 'date', 'description', 'emailId', 'id', 'type']);
    expect(list.json[0]).toMatchObject({
      id: rows[0]!.id,
      type: 'Invoice',
      amount: '$5,250.00',
      emailId: invoiceEmailId,
      description: 'Invoice 2041',
      company: rows[0]!.company,
    });
    expect(list.json[0].date.slice(0, 4)).toBe('2026');
  });

  it('re-analysis replaces a transaction nobody corrected (same values, new row)', async () => {
    const before = await prisma().transaction.findFirstOrThrow({ where: { emailId: invoiceEmailId } });
    await server.app.services.analysis.analyzeStored(invoiceEmailId);
    const after = await prisma().transaction.findMany({ where: { emailId: invoiceEmailId } });
    expect(after).toHaveLength(1);
    expect(after[0]!.id).not.toBe(before.id);
    expect(after[0]!.amount.toFixed(2)).toBe('5250.00');
  });

  it('a correction by the user survives re-analysis of its email, and no second row appears', async () => {
    const t = await prisma().transaction.findFirstOrThrow({ where: { emailId: invoiceEmailId } });
    const res = await ada.patch(`/api/transactions/${t.id}`, {
      type: 'Expense',
      amount: '$1,250.50',
      company: 'Vendor IO',
      category: 'Software',
      description: 'Invoice 2041 (corrected)',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: t.id,
      type: 'Expense',
      amount: '$1,250.50',
      company: 'Vendor IO',
      category: 'Software',
      description: 'Invoice 2041 (corrected)',
      emailId: invoiceEmailId,
    });

    await server.app.services.analysis.analyzeStored(invoiceEmailId);
    const after = await prisma().transaction.findMany({ where: { emailId: invoiceEmailId } });
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: t.id, type: 'Expense', company: 'Vendor IO', category: 'Software' });
    expect(after[0]!.amount.toFixed(2)).toBe('1250.50');
    expect(isUserEdited(after[0]!)).toBe(true);

    const g = await ada.gql(`query($id: ID!) { node(id: $id) { ... on Transaction { editedByUser amount type email { subject } } } }`, {
      id: gid('Transaction', t.id),
    });
    expect(g.node).toEqual({ editedByUser: true, amount: '1250.50', type: 'Expense', email: { subject: 'Invoice 2041' } });
  });

  it('validates corrections: type, amount (stripped, ≥ 0, two decimals) and company length', async () => {
    const t = await prisma().transaction.findFirstOrThrow({ where: { emailId: invoiceEmailId } });
    const bad = async (body: object, field: string) => {
      const res = await ada.patch(`/api/transactions/${t.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fieldErrors.map((f: any) => f.name)).toContain(field);
      return res.json.message as string;
    };
    expect(await bad({ type: 'Gift' }, 'type')).toMatch(/Revenue, Expense, Invoice, Order/);
    expect(await bad({ amount: '-5.00' }, 'amount')).toMatch(/negative/);
    expect(await bad({ amount: '1.234' }, 'amount')).toMatch(/2 decimal/);
    expect(await bad({ amount: 'abc' }, 'amount')).toMatch(/number/);
    expect(await bad({ amount: '' }, 'amount')).toMatch(/required/);
    expect(await bad({ company: 'x'.repeat(101) }, 'company')).toMatch(/100 characters/);
    // Nothing changed by the refused edits.
    expect((await prisma().transaction.findUniqueOrThrow({ where: { id: t.id } })).amount.toFixed(2)).toBe('1250.50');

    const g = await ada.gql(
      `mutation($id: ID!) { updateTransaction(id: $id, input: { amount: "12.345" }) { __typename ... on ValidationError { message fieldErrors { name message } } } }`,
      { id: gid('Transaction', t.id) },
    );
    expect(g.updateTransaction).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ name: 'amount' }] });
  });

  it('parses amounts the way the screen shows them', () => {
    expect(parseAmount('$1,250.50')).toEqual({ ok: true, value: '1250.50' });
    expect(parseAmount('1250')).toEqual({ ok: true, value: '1250.00' });
    expect(parseAmount(' 0.5 ')).toEqual({ ok: true, value: '0.50' });
    expect(parseAmount('007.10')).toEqual({ ok: true, value: '7.10' });
    expect(parseAmount(19.99)).toEqual({ ok: true, value: '19.99' });
    expect(parseAmount('-0')).toEqual({ ok: true, value: '0.00' });
    expect(parseAmount('1.2.3').ok).toBe(false);
    expect(parseAmount('1234567890123').ok).toBe(false); // Decimal(14,2) holds 12 digits before the point
    expect(parseAmount(1e21).ok).toBe(false);
    expect(formatMoney('1234567890.10')).toBe('$1,234,567,890.10');
    expect(formatMoney('5250.00', 'EUR')).toBe('€5,250.00');
  });
});

describe('filters, companies, years and exact totals', () => {
  beforeAll(async () => {
    await seed(adaId, [
      { type: 'Expense', company: 'Acme', amount: '0.10', date: '2025-02-01T12:00:00Z' },
      { type: 'Expense', company: 'Acme', amount: '0.20', date: '2025-03-01T12:00:00Z' },
      { type: 'Revenue', company: 'Acme', amount: '999999999999.99', date: '2025-04-01T12:00:00Z' },
      { type: 'Revenue', company: 'Acme', amount: '0.01', date: '2025-04-02T12:00:00Z' },
      { type: 'Revenue', company: 'beta Labs', amount: '100.00', date: '2025-12-31T23:59:59Z' },
      { type: 'Order', company: 'Zeta', amount: '42.00', date: '2024-01-01T00:00:00Z' },
      { type: 'Order', company: '', amount: '1.00', date: '2024-06-01T00:00:00Z' },
    ]);
  });

  it('sums each type exactly, as decimal strings (0.10 + 0.20 = 0.30, no float drift)', async () => {
    const res = await ada.get('/api/transactions/summary?year=2025');
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { type: 'Revenue', total: '1000000000100.00', count: 3 },
      { type: 'Expense', total: '0.30', count: 2 },
      { type: 'Invoice', total: '0.00', count: 0 },
      { type: 'Order', total: '0.00', count: 0 },
    ]);
    const g = await ada.gql(`{ transactionSummary(year: 2025, company: "Acme") { type total count } }`);
    expect(g.transactionSummary.slice(0, 2)).toEqual([
      { type: 'Revenue', total: '1000000000000.00', count: 2 },
      { type: 'Expense', total: '0.30', count: 2 },
    ]);
  });

  it('filters by year (UTC calendar year), company and type; all means no filter', async () => {
    const list = async (q: string) => (await ada.get(`/api/transactions?${q}`)).json as any[];
    expect((await list('year=2025')).map((t) => t.amount)).toEqual(['$100.00', '$0.01', '$999,999,999,999.99', '$0.20', '$0.10']); // newest first
    expect(await list('year=2025&company=Acme&type=Expense')).toHaveLength(2);
    expect(await list('year=2025&company=all&type=all')).toHaveLength(5);
    expect(await list('year=2024&type=Order')).toHaveLength(2);
    expect(await list('year=2024&company=Zeta')).toHaveLength(1);
    expect(await list('year=2023')).toEqual([]);
    expect((await ada.get('/api/transactions?year=2025&type=Gift')).status).toBe(400);
    expect((await ada.get('/api/transactions?year=twenty')).status).toBe(400);
    expect((await list('year=2025&limit=2&offset=1')).map((t) => t.amount)).toEqual(['$0.01', '$999,999,999,999.99']);
  });

  it('lists companies (distinct, non-empty, sorted) and the years that have data', async () => {
    const companies = await ada.get('/api/transactions/companies');
    expect(companies.status).toBe(200);
    expect(companies.json).toEqual(['Acme', 'beta Labs', 'Vendor IO', 'Zeta']);
    const g = await ada.gql(`{ transactionCompanies transactionYears }`);
    expect(g).toEqual({ transactionCompanies: ['Acme', 'beta Labs', 'Vendor IO', 'Zeta'], transactionYears: [2026, 2025, 2024] });
  });

  it('pages the GraphQL connection with the same filters', async () => {
    const q = `query($after: String) { transactions(first: 2, after: $after, year: 2025, company: "Acme") { totalCount pageInfo { hasNextPage endCursor } edges { node { amount type company isDemo } } } }`;
    const one = await ada.gql(q);
    expect(one.transactions.totalCount).toBe(4);
    expect(one.transactions.edges.map((e: any) => e.node.amount)).toEqual(['0.01', '999999999999.99']);
    const two = await ada.gql(q, { after: one.transactions.pageInfo.endCursor });
    expect(two.transactions.edges.map((e: any) => e.node.amount)).toEqual(['0.20', '0.10']);
    expect(two.transactions.pageInfo.hasNextPage).toBe(false);
    const typed = await ada.gql(`{ transactions(first: 10, year: 2024, type: Order) { totalCount } }`);
    expect(typed.transactions.totalCount).toBe(2);
  });
});

describe('ownership and deletion', () => {
  it("another user's transaction is a 404 for PATCH, DELETE and GraphQL", async () => {
    const t = await prisma().transaction.findFirstOrThrow({ where: { userId: adaId, company: 'Zeta' } });
    expect((await mallory.patch(`/api/transactions/${t.id}`, { amount: '1.00' })).status).toBe(404);
    expect((await mallory.request('DELETE', `/api/transactions/${t.id}`)).status).toBe(404);
    const g = await mallory.gql(
      `mutation($id: ID!) { deleteTransaction(id: $id) { __typename } updateTransaction(id: $id, input: { type: Revenue }) { __typename } }`,
      { id: gid('Transaction', t.id) },
    );
    expect(g).toEqual({ deleteTransaction: { __typename: 'NotFoundError' }, updateTransaction: { __typename: 'NotFoundError' } });
    expect((await mallory.get('/api/transactions?year=2024')).json).toEqual([]);
    const untouched = await prisma().transaction.findUniqueOrThrow({ where: { id: t.id } });
    expect(untouched.amount.toFixed(2)).toBe('42.00');
    expect((await new TestClient(server.url).get('/api/transactions?year=2024')).status).toBe(401);
  });

  it('the owner deletes through REST and GraphQL', async () => {
    const [a, b] = await prisma().transaction.findMany({ where: { userId: adaId, type: 'Order' }, orderBy: { date: 'asc' } });
    expect((await ada.request('DELETE', `/api/transactions/${a!.id}`)).status).toBe(204);
    expect((await ada.request('DELETE', `/api/transactions/${a!.id}`)).status).toBe(404);
    const g = await ada.gql(`mutation($id: ID!) { deleteTransaction(id: $id) { ... on MutationDeleteTransactionSuccess { deletedTransactionId } } }`, {
      id: gid('Transaction', b!.id),
    });
    expect(g.deleteTransaction.deletedTransactionId).toBe(gid('Transaction', b!.id));
    expect(await ada.get('/api/transactions?year=2024').then((r) => r.json)).toEqual([]);
    expect((await ada.gql(`{ transactionYears }`)).transactionYears).toEqual([2026, 2025]);
  });
});

describe('DEMO DATA', () => {
  it('is refused while the user has transactions', async () => {
    const res = await ada.post('/api/test/create-sample-transactions', {});
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/no transactions/);
    const g = await ada.gql(`mutation { createSampleTransactions { __typename ... on Error { message } } }`);
    expect(g.createSampleTransactions.__typename).toBe('ValidationError');
  });

  it('creates demo rows for a user with none (this year and last), once', async () => {
    const res = await mallory.post('/api/test/create-sample-transactions', {});
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ message: 'Financial tracking demo data has been generated successfully.' });
    const year = new Date().getUTCFullYear();
    const thisYear = (await mallory.get(`/api/transactions?year=${year}`)).json;
    const lastYear = (await mallory.get(`/api/transactions?year=${year - 1}`)).json;
    expect(thisYear.length).toBeGreaterThanOrEqual(8);
    expect(lastYear.length).toBeGreaterThanOrEqual(1);
    expect(thisYear.length + lastYear.length).toBe(res.json.created);
    expect(new Set(thisYear.map((t: any) => t.type))).toEqual(new Set(['Revenue', 'Expense', 'Invoice', 'Order']));
    expect(thisYear.every((t: any) => /^\$[\d,]+\.\d\d$/.test(t.amount) && t.emailId === null && new Date(t.date) <= new Date())).toBe(true);
    expect((await mallory.get('/api/transactions/companies')).json.length).toBeGreaterThanOrEqual(3);
    const summary = (await mallory.get(`/api/transactions/summary?year=${year}`)).json;
    expect(summary.reduce((n: number, r: any) => n + r.count, 0)).toBe(thisYear.length);
    expect(await prisma().transaction.count({ where: { isDemo: false, user: { email: { startsWith: 'mallory-fin-' } } } })).toBe(0);
    expect((await mallory.post('/api/test/create-sample-transactions', {})).status).toBe(400);
  });

  it('also works through GraphQL', async () => {
    const carol = new TestClient(server.url);
    await carol.register(`carol-fin-${Date.now()}@example.com`);
    const g = await carol.gql(`mutation { createSampleTransactions { ... on MutationCreateSampleTransactionsSuccess { createdCount } } }`);
    expect(g.createSampleTransactions.createdCount).toBeGreaterThan(0);
  });
});

describe('CSV export', () => {
  beforeAll(async () => {
    await seed(adaId, [
      {
        type: 'Invoice',
        company: 'Quote "Co", Inc.',
        amount: '1250.00',
        date: '2025-05-05T10:00:00Z',
        description: 'Line one\nline two',
        counterparty: 'Smith, John',
      },
      { type: 'Expense', company: '=HYPERLINK("http://evil")', amount: '10.00', date: '2025-05-06T10:00:00Z', description: '+1 formula' },
    ]);
  });

  it('downloads an RFC 4180 file with the tax columns, quoting and the email link', async () => {
    const res = await ada.get('/api/transactions/export.csv?year=2026');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="nugget-transactions-2026.csv"');
    expect(res.text.endsWith('\r\n')).toBe(true);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('date,type,company,counterparty,description,amount,currency,email subject,email link');
    expect(lines).toHaveLength(3); // header, the invoice email's row, trailing empty
    const { counterparty } = await prisma().transaction.findFirstOrThrow({ where: { emailId: invoiceEmailId } });
    expect(lines[1]).toBe(
      `2026-03-04,Expense,Vendor IO,${csvField(counterparty ?? '')},Invoice 2041 (corrected),1250.50,USD,Invoice 2041,${server.url}/mine?email=${invoiceEmailId}`,
    );
  });

  it('quotes commas, quotes and line breaks, neutralises formulas, and respects the filters', async () => {
    const res = await ada.get('/api/transactions/export.csv?year=2025&type=Invoice');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="nugget-transactions-2025-Invoice.csv"');
    expect(res.text).toBe(
      'date,type,company,counterparty,description,amount,currency,email subject,email link\r\n' +
        '2025-05-05,Invoice,"Quote ""Co"", Inc.","Smith, John","Line one\nline two",1250.00,USD,,\r\n',
    );
    const formula = await ada.get('/api/transactions/export.csv?year=2025&type=Expense&company=' + encodeURIComponent('=HYPERLINK("http://evil")'));
    const row = formula.text.split('\r\n')[1];
    expect(row).toBe(`2025-05-06,Expense,"'=HYPERLINK(""http://evil"")",,'+1 formula,10.00,USD,,`);
    const acme = await ada.get('/api/transactions/export.csv?year=2025&company=Acme');
    expect(acme.text.trimEnd().split('\r\n')).toHaveLength(5); // header + 4 Acme rows, oldest first
    expect(acme.text.split('\r\n')[1]!.startsWith('2025-02-01,Expense,Acme,,,0.10,USD')).toBe(true);
    expect((await ada.get('/api/transactions/export.csv?year=2025&type=Nope')).status).toBe(400);
    expect((await new TestClient(server.url).get('/api/transactions/export.csv?year=2025')).status).toBe(401);
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });
});
