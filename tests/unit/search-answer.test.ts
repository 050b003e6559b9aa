// Ask Nugget's answer without a database: query validation, highlight escaping, the
// extractive summary (who said what and when, counts, commitments with due dates,
// money totals) and the follow-up suggestions.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../api/platform/errors.ts';
import { parseQuestion } from '../../api/modules/search/search.parse.ts';
import {
  describe as interpret,
  extractiveSummary,
  highlightHtml,
  suggest,
  validateQuery,
  type EmailHit,
  type SearchResult,
} from '../../api/modules/search/search.service.ts';

const NOW = new Date('2026-03-20T12:00:00Z');

function email(o: Partial<EmailHit> & { subject: string }): EmailHit {
  return {
    id: o.subject.toLowerCase().replace(/\W+/g, '-'),
    subjectHtml: o.subject,
    snippetHtml: '',
    snippet: '',
    fromName: 'Priya Shah',
    fromAddress: 'priya@acme.io',
    receivedAt: new Date('2026-03-18T09:00:00Z'),
    company: null,
    summary: null,
    link: '/mine?email=x',
    rank: 0.1,
    score: 0.5,
    ...o,
  };
}

function result(q: string, o: Partial<SearchResult> = {}): SearchResult {
  const parsed = parseQuestion(q, { now: NOW });
  return { parsed, interpretation: interpret(parsed), emails: [], totalEmails: 0, commitments: [], transactions: [], moneyTotals: [], notes: [], ...o };
}

describe('validateQuery', () => {
  it('trims, and refuses empty, non-text and overlong queries', () => {
    expect(validateQuery('  budget  ')).toBe('budget');
    expect(() => validateQuery('   ')).toThrow(ValidationError);
    expect(() => validateQuery('   ')).toThrow('Ask a question: the query is empty.');
    expect(() => validateQuery(undefined)).toThrow('Ask a question: the query is empty.');
    expect(() => validateQuery(7)).toThrow('The query must be text.');
    expect(() => validateQuery('x'.repeat(501))).toThrow('The query is too long: at most 500 characters (this one has 501).');
    expect(validateQuery(` ${'x'.repeat(500)} `)).toHaveLength(500);
  });
});

describe('highlightHtml', () => {
  it('escapes everything but the highlight markers', () => {
    expect(highlightHtml('a <img src=x onerror="1"> & \uE000term\uE001 \'s')).toBe('a &lt;img src=x onerror=&quot;1&quot;&gt; &amp; <mark>term</mark> &#39;s');
    expect(highlightHtml('  many\n\n  lines ')).toBe('many lines');
  });
});

describe('extractive summary', () => {
  it('says who said what and when, with the count', () => {
    const r = result('term sheet', {
      totalEmails: 14,
      emails: [
        email({ subject: 'Term sheet v2', summary: 'Priya sent the revised term sheet.' }),
        email({
          subject: 'Re: term sheet',
          fromName: 'Jon Park',
          fromAddress: 'jon@fund.vc',
          receivedAt: new Date('2025-12-01T09:00:00Z'),
          snippet: 'Looks good to me. Let us sign.',
        }),
        email({ subject: 'Term sheet questions' }),
        email({ subject: 'Term sheet timing', fromName: 'Jon Park', fromAddress: 'jon@fund.vc' }),
      ],
    });
    const text = extractiveSummary('term sheet', r, NOW);
    expect(text.split('\n')).toEqual([
      'Found 14 emails about “term sheet”; the 4 best:',
      '• Priya Shah, Mar 18: “Term sheet v2” — Priya sent the revised term sheet.',
      '• Jon Park, Dec 1, 2025: “Re: term sheet” — Looks good to me.',
      '• Priya Shah, Mar 18: “Term sheet questions”',
      'Most from Priya Shah (2), Jon Park (2).',
    ]);
  });

  it('lists commitments with due dates and marks the overdue', () => {
    const c = (title: string, due: string | null, owedTo = 'jon@fund.vc') => ({
      id: title,
      type: 'action_item',
      status: 'open',
      title,
      description: title,
      dueDate: due ? new Date(due) : null,
      owedBy: 'ada@example.com',
      owedTo,
      emailId: null,
      emailSubject: null,
      emailFrom: null,
    });
    const r = result('what do I owe investors', {
      commitments: [c('Send the deck', '2026-03-18T12:00:00Z'), c('Share the model', '2026-03-25T12:00:00Z'), c('Intro to Lena', null, 'you')],
    });
    expect(extractiveSummary('what do I owe investors', r, NOW).split('\n')).toEqual([
      'You owe 3 open commitments (to investors):',
      '• Send the deck — due Mar 18 (overdue) (to jon@fund.vc)',
      '• Share the model — due Mar 25 (to jon@fund.vc)',
      '• Intro to Lena',
    ]);
    expect(extractiveSummary('what did Priya promise', result('what did Priya promise'), NOW)).toBe('No open commitments owed to you (from Priya).');
  });

  it('totals money per currency', () => {
    const t = (amount: string, company: string) => ({
      id: amount,
      type: 'Invoice',
      company,
      counterparty: null,
      description: `Invoice from ${company}`,
      amount,
      currency: 'USD',
      rawAmount: null,
      date: new Date('2026-02-02T00:00:00Z'),
      emailId: null,
    });
    const r = result('invoices over $5,000', {
      transactions: [t('12000.00', 'Helios'), t('6200.50', 'Acme Labs')],
      moneyTotals: [{ currency: 'USD', count: 2, total: '18200.50' }],
    });
    expect(extractiveSummary('invoices over $5,000', r, NOW).split('\n')).toEqual([
      '2 invoices over $5,000, totalling $18,200.50:',
      '• $12,000.00 — Helios, Feb 2: Invoice from Helios',
      '• $6,200.50 — Acme Labs, Feb 2: Invoice from Acme Labs',
    ]);
  });

  it('says plainly when nothing matches', () => {
    expect(extractiveSummary('zeppelin', result('zeppelin'), NOW)).toBe('Nothing in your email memory matches “zeppelin”.');
  });
});

describe('suggestions', () => {
  it('offers follow-ups from what was found, never the same question', () => {
    const r = result('term sheet', { totalEmails: 20, emails: [email({ subject: 'Term sheet v2' })] });
    const s = suggest('term sheet', r);
    expect(s).toEqual(['What did Priya promise?', 'Mail from acme.io last month', 'term sheet last week', 'What did I promise Priya?']);
  });

  it('broadens a question that found nothing', () => {
    expect(suggest('board deck last week', result('board deck last week'))).toEqual([
      'board deck',
      'board or deck',
      'What do I owe this week?',
      'Mail from the last 7 days',
    ]);
  });
});

describe('suggestions from mailboxes', () => {
  it('does not offer to ask what a mailbox such as Billing promised', () => {
    const r = result('invoices', { totalEmails: 1, emails: [email({ subject: 'Invoice 2041', fromName: 'Billing', fromAddress: 'billing@cloud.example' })] });
    expect(suggest('invoices', r).join(' | ')).not.toMatch(/Billing/);
  });
});
