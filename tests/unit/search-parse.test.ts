// The Ask Nugget question parser: people, addresses and domains, time windows
// (calendar words, month names across years, time zones), money thresholds,
// commitment questions, ventures — and what is left for full-text search.
import { describe, expect, it } from 'vitest';
import { parseQuestion, type ParseOptions } from '../../api/modules/search/search.parse.ts';

// Thursday 15 January 2026, 10:00 UTC.
const NOW = new Date('2026-01-15T10:00:00Z');
const parse = (q: string, opts: ParseOptions = {}) => parseQuestion(q, { now: NOW, ...opts });
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const span = (q: string, opts: ParseOptions = {}) => {
  const w = parse(q, opts).window;
  return w ? [iso(w.start), iso(w.end)] : null;
};

describe('people', () => {
  it('reads who did something, and leaves the topic', () => {
    expect(parse('what did Priya promise')).toMatchObject({ people: [{ name: 'Priya', role: 'from' }], text: '', commitments: { direction: 'owed_to_me' } });
    expect(parse('When did Sarah last mention the term sheet?')).toMatchObject({
      people: [{ name: 'Sarah', role: 'from' }],
      text: 'term sheet',
      commitments: null,
    });
    expect(parse('has Jon Park sent the deck')).toMatchObject({ people: [{ name: 'Jon Park', role: 'from' }], text: 'deck' });
    expect(parse('Priya promised the contract')).toMatchObject({
      people: [{ name: 'Priya', role: 'from' }],
      text: 'contract',
      commitments: { direction: 'owed_to_me' },
    });
  });

  it('reads senders and recipients from prepositions', () => {
    expect(parse('mail from Priya Shah about pricing')).toMatchObject({ people: [{ name: 'Priya Shah', role: 'from' }], text: 'pricing' });
    expect(parse('emails from priya about pricing')).toMatchObject({ people: [{ name: 'priya', role: 'from' }], text: 'pricing' });
    expect(parse('what I sent to Lena about hiring')).toMatchObject({ people: [{ name: 'Lena', role: 'to' }], text: 'hiring' });
    expect(parse('what did I promise Priya')).toMatchObject({ people: [{ name: 'Priya', role: 'to' }], commitments: { direction: 'owed_by_me' }, text: '' });
    expect(parse("Priya's invoice")).toMatchObject({ people: [{ name: 'Priya', role: 'from' }] });
  });

  it('reads "did <address> promise" as what that address promised', () => {
    expect(parse('what did jeff.skilling@enron.com promise')).toMatchObject({
      addresses: [{ address: 'jeff.skilling@enron.com', role: 'from' }],
      commitments: { direction: 'owed_to_me' },
      text: '',
    });
    expect(parse('mail with jeff@enron.com')).toMatchObject({ addresses: [{ address: 'jeff@enron.com', role: 'any' }], commitments: null });
  });

  it('does not take pronouns, verbs or structure words for names', () => {
    expect(parse('what did they promise').people).toEqual([]);
    expect(parse('promise to send the deck').people).toEqual([]);
    expect(parse('emails from last week').people).toEqual([]);
    expect(parse('did I promise anything').people).toEqual([]);
  });

  it('reads addresses and domains, with their role', () => {
    expect(parse('emails from priya@acme.io yesterday')).toMatchObject({ addresses: [{ address: 'priya@acme.io', role: 'from' }], domains: [], text: '' });
    expect(parse('mail from acme.io last week')).toMatchObject({ domains: [{ domain: 'acme.io', role: 'from' }], text: '' });
    expect(parse('what did I send to fund.vc')).toMatchObject({ domains: [{ domain: 'fund.vc', role: 'to' }] });
    expect(parse('anything mentioning Acme.IO pricing')).toMatchObject({ domains: [{ domain: 'acme.io', role: 'any' }], text: 'pricing' });
    expect(parse('e.g. the pricing 2.5 version').domains).toEqual([]);
  });
});

describe('time windows', () => {
  it('resolves calendar words (weeks start on Monday)', () => {
    expect(span('mail today')).toEqual(['2026-01-15T00:00:00.000Z', '2026-01-16T00:00:00.000Z']);
    expect(span('mail yesterday')).toEqual(['2026-01-14T00:00:00.000Z', '2026-01-15T00:00:00.000Z']);
    expect(span('mail last week')).toEqual(['2026-01-05T00:00:00.000Z', '2026-01-12T00:00:00.000Z']);
    expect(span('mail this week')).toEqual(['2026-01-12T00:00:00.000Z', '2026-01-19T00:00:00.000Z']);
    expect(span('mail last month')).toEqual(['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    expect(span('mail this year')).toEqual(['2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(span('mail last quarter')).toEqual(['2025-10-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    expect(span('in the last 3 days')).toEqual(['2026-01-13T00:00:00.000Z', null]);
    expect(span('in the past two weeks')).toEqual(['2026-01-02T00:00:00.000Z', null]);
    expect(span('since Monday')).toEqual(['2026-01-12T00:00:00.000Z', null]);
    expect(span('before January 3')).toEqual([null, '2026-01-03T00:00:00.000Z']);
    expect(span('last Friday')).toEqual(['2026-01-09T00:00:00.000Z', '2026-01-10T00:00:00.000Z']);
    expect(span('in over a week')).toEqual([null, '2026-01-08T10:00:00.000Z']);
    expect(span('in 2024')).toEqual(['2024-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z']);
    expect(span('in Q3 2025')).toEqual(['2025-07-01T00:00:00.000Z', '2025-10-01T00:00:00.000Z']);
  });

  it('puts a month name in the right year: the latest that has begun, or the next for deadlines', () => {
    // In January, "March" of received mail is last year's…
    expect(span('in March')).toEqual(['2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z']);
    expect(span('emails in December')).toEqual(['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    expect(span('in January')).toEqual(['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
    // …in May it is this year's.
    const may = new Date('2026-05-10T12:00:00Z');
    expect(span('in March', { now: may })).toEqual(['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
    expect(span('last March', { now: may })).toEqual(['2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
    expect(span('last May', { now: may })).toEqual(['2025-05-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z']);
    expect(span('in March 2024')).toEqual(['2024-03-01T00:00:00.000Z', '2024-04-01T00:00:00.000Z']);
    expect(span('since March')).toEqual(['2025-03-01T00:00:00.000Z', null]);
    // Deadlines look ahead.
    expect(parse('deadlines in March')).toMatchObject({ window: { field: 'due', start: new Date('2026-03-01T00:00:00Z') } });
    expect(parse('what is due in December').window).toMatchObject({ field: 'due', start: new Date('2026-12-01T00:00:00Z') });
  });

  it('does not read "may", "march" or a name like Jan as a month without a qualifier', () => {
    expect(parse('what may Priya need').window).toBeNull();
    expect(parse('the march to launch').window).toBeNull();
    expect(parse('mail from Jan about the budget')).toMatchObject({ window: null, people: [{ name: 'Jan', role: 'from' }] });
    expect(span('in May')).toEqual(['2025-05-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z']);
  });

  it('uses the user’s time zone for calendar days', () => {
    // 15 Jan 10:00 UTC is 15 Jan 02:00 in Los Angeles (UTC-8).
    expect(span('yesterday', { timeZone: 'America/Los_Angeles' })).toEqual(['2026-01-14T08:00:00.000Z', '2026-01-15T08:00:00.000Z']);
    // …and 15 Jan 23:00 in Auckland (UTC+13), whose day began at 14 Jan 11:00 UTC.
    expect(span('today', { timeZone: 'Pacific/Auckland' })).toEqual(['2026-01-14T11:00:00.000Z', '2026-01-15T11:00:00.000Z']);
    expect(span('today', { timeZone: 'Pacific/Auckland', now: new Date('2026-01-15T11:30:00Z') })).toEqual([
      '2026-01-15T11:00:00.000Z',
      '2026-01-16T11:00:00.000Z',
    ]);
    expect(span('today', { timeZone: 'Not/AZone' })).toEqual(['2026-01-15T00:00:00.000Z', '2026-01-16T00:00:00.000Z']);
  });

  it('strips the time words from the text', () => {
    expect(parse('board meeting last week').text).toBe('board meeting');
    expect(parse('budget since Monday').text).toBe('budget');
  });
});

describe('money', () => {
  it('reads thresholds with currencies and multipliers', () => {
    expect(parse('invoices over $5,000').money).toEqual({
      types: ['Invoice'],
      min: 5000,
      minInclusive: false,
      max: null,
      maxInclusive: false,
      currency: 'USD',
      label: 'over $5,000',
    });
    expect(parse('expenses of at least 10k').money).toMatchObject({ types: ['Expense'], min: 10000, minInclusive: true, currency: null });
    expect(parse('orders under €500').money).toMatchObject({ types: ['Order'], max: 500, maxInclusive: false, currency: 'EUR' });
    expect(parse('payments between $1,000 and $2,500').money).toMatchObject({
      types: ['Revenue', 'Expense', 'Invoice', 'Order'],
      min: 1000,
      max: 2500,
      minInclusive: true,
      maxInclusive: true,
    });
    expect(parse('revenue above 1.5 million dollars').money).toMatchObject({ types: ['Revenue'], min: 1_500_000, currency: 'USD' });
    expect(parse('invoices > 250').money).toMatchObject({ min: 250 });
  });

  it('strips money words and keeps the rest', () => {
    expect(parse('invoices over $5,000')).toMatchObject({ text: '', window: null, commitments: null });
    expect(parse('What invoices are still unpaid at Acme Labs?', { companies: ['Acme Labs'] })).toMatchObject({
      text: '',
      company: 'Acme Labs',
      money: { types: ['Invoice'], min: null },
    });
    expect(parse('hosting invoices in 2025')).toMatchObject({
      text: 'hosting',
      money: { types: ['Invoice'] },
      window: { start: new Date('2025-01-01T00:00:00Z') },
    });
  });

  it('does not take a name like Billing for an invoice question', () => {
    expect(parse('What did Billing promise?')).toMatchObject({ money: null, people: [{ name: 'Billing', role: 'from' }] });
    expect(parse('bills over $100').money).toMatchObject({ types: ['Expense'], min: 100 });
  });

  it('does not read an amount as a date', () => {
    expect(parse('invoices over 5000').window).toBeNull();
  });
});

describe('commitment questions', () => {
  it('knows who owes whom', () => {
    expect(parse('what do I owe investors')).toMatchObject({ commitments: { direction: 'owed_by_me', dueOnly: false } });
    expect(parse('my open commitments')).toMatchObject({ commitments: { direction: 'owed_by_me' }, text: '' });
    expect(parse('Which investors am I waiting to hear back from?')).toMatchObject({ commitments: { direction: 'owed_to_me' }, text: 'investors' });
    expect(parse('who owes me a reply')).toMatchObject({ commitments: { direction: 'owed_to_me' } });
    expect(parse('open promises')).toMatchObject({ commitments: { direction: 'any' }, text: '' });
  });

  it('reads deadlines against due dates', () => {
    expect(parse('Show every deadline I have this week across all ventures')).toMatchObject({
      text: '',
      commitments: { direction: 'owed_by_me', dueOnly: true },
      window: { field: 'due', start: new Date('2026-01-12T00:00:00Z'), end: new Date('2026-01-19T00:00:00Z') },
    });
    expect(parse('what is due next week').window).toMatchObject({ field: 'due', start: new Date('2026-01-19T00:00:00Z') });
  });

  it('reads mail awaiting a reply', () => {
    expect(parse('Who have I not replied to in over a week?')).toMatchObject({
      unanswered: true,
      text: '',
      window: { start: null, end: new Date('2026-01-08T10:00:00Z') },
    });
    expect(parse("emails I haven't answered from acme.io")).toMatchObject({ unanswered: true, domains: [{ domain: 'acme.io' }] });
  });
});

describe('full-text part', () => {
  it('keeps quotes, OR and -exclusion as written, and protects quoted words from structure', () => {
    expect(parse('"term sheet" -draft or deck')).toMatchObject({ text: '"term sheet" -draft or deck', operators: true });
    expect(parse('"from Priya" last week')).toMatchObject({ text: '"from Priya"', people: [], window: { label: 'last week' } });
    expect(parse('budget -"Jon Park"')).toMatchObject({ text: 'budget -"Jon Park"', people: [], operators: true });
    expect(parse('deck OR budget')).toMatchObject({ text: 'deck or budget', operators: true });
    expect(parse('or deck or')).toMatchObject({ text: 'deck', operators: false });
  });

  it('drops question words and keeps the topic', () => {
    expect(parse('What did the board say about hiring?').text).toBe('board hiring');
    expect(parse('show me all emails about the office lease').text).toBe('office lease');
    expect(parse('What did I promise the Helios team last month?', { companies: ['Helios'] })).toMatchObject({
      company: 'Helios',
      text: 'team',
      commitments: { direction: 'owed_by_me' },
    });
  });

  it('matches known companies whole, the longest first', () => {
    expect(parse('mail at Acme Labs Europe', { companies: ['Acme Labs', 'Acme Labs Europe'] }).company).toBe('Acme Labs Europe');
    expect(parse('acmelabs pricing', { companies: ['Acme'] }).company).toBeNull();
    // Never inside an address or a domain: that is a person or a domain, not the venture.
    expect(parse('what did jeff@enron.com promise', { companies: ['Enron'] })).toMatchObject({
      company: null,
      addresses: [{ address: 'jeff@enron.com', role: 'from' }],
    });
    expect(parse('mail from enron.com', { companies: ['Enron'] })).toMatchObject({ company: null, domains: [{ domain: 'enron.com', role: 'from' }] });
    expect(parse('invoices at Enron.', { companies: ['Enron'] }).company).toBe('Enron');
  });
});
