// Reply gaps and their median, topics from categories and subject keywords, and the
// addresses and headers that mark a machine or bulk mail.
import { describe, expect, it } from 'vitest';
import {
  cleanName,
  isAutomatedAddress,
  isBulkHeaders,
  medianMinutes,
  replyGaps,
  subjectKeywords,
  topTopics,
  type ThreadMessage,
} from '../../api/modules/contacts/contacts.metrics.ts';

const T0 = new Date('2026-03-02T09:00:00Z').getTime();
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const got = (from: string, minutes: number): ThreadMessage => ({ at: at(minutes), sent: false, from });
const sent = (minutes: number): ThreadMessage => ({ at: at(minutes), sent: true, from: null });

describe('reply gaps', () => {
  it('measures each message from them to the user’s next sent message in the thread', () => {
    expect(replyGaps([got('priya@acme.io', 0), sent(240), got('priya@acme.io', 360), sent(480)])).toEqual([
      { from: 'priya@acme.io', minutes: 240 },
      { from: 'priya@acme.io', minutes: 120 },
    ]);
  });

  it('gives two gaps when they wrote twice before one reply, none for unanswered mail', () => {
    expect(replyGaps([got('a@x.io', 0), got('a@x.io', 30), sent(90), got('a@x.io', 200)])).toEqual([
      { from: 'a@x.io', minutes: 90 },
      { from: 'a@x.io', minutes: 60 },
    ]);
  });

  it('does not depend on the order given, and attributes gaps per sender in group threads', () => {
    const thread = [sent(300), got('b@y.io', 100), got('a@x.io', 0)];
    expect(replyGaps(thread)).toEqual([
      { from: 'a@x.io', minutes: 300 },
      { from: 'b@y.io', minutes: 200 },
    ]);
  });

  it('ignores a user message sent before or at the same instant, uncounted senders, and replies after 30 days', () => {
    expect(replyGaps([sent(0), got('a@x.io', 0)])).toEqual([]);
    expect(replyGaps([{ at: at(0), sent: false, from: null }, sent(10)])).toEqual([]);
    expect(replyGaps([got('a@x.io', 0), sent(31 * 24 * 60)])).toEqual([]);
    expect(replyGaps([got('a@x.io', 0), sent(29 * 24 * 60)])).toEqual([{ from: 'a@x.io', minutes: 29 * 24 * 60 }]);
  });

  it('takes the median, not the mean (one reply after a holiday does not swamp quick ones)', () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([42])).toBe(42);
    expect(medianMinutes([240, 120])).toBe(180);
    expect(medianMinutes([10, 20, 30, 20_000])).toBe(25);
    expect(medianMinutes([5, 1, 3])).toBe(3);
    expect(medianMinutes([1.4, 1.8])).toBe(2);
  });
});

describe('topics', () => {
  it('takes subject keywords and two-word phrases, without reply prefixes, stopwords or numbers', () => {
    expect(subjectKeywords('Re: FW: Term sheet for the Q3 round (v2) 2026')).toEqual(['term sheet', 'term', 'sheet', 'round']);
    expect(subjectKeywords('Quick question about the invoice')).toEqual(['invoice']);
    expect(subjectKeywords('Board deck review')).toEqual(['board deck', 'board', 'deck']);
    expect(subjectKeywords('')).toEqual([]);
  });

  it('puts specific categories first, then the keywords seen in most threads, at most five', () => {
    const keywords = new Map([
      ['term sheet', { n: 3, at: 5 }],
      ['term', { n: 3, at: 5 }],
      ['sheet', { n: 3, at: 5 }],
      ['cap table', { n: 2, at: 9 }],
      ['cap', { n: 2, at: 9 }],
      ['table', { n: 2, at: 9 }],
      ['board', { n: 2, at: 1 }],
      ['deck', { n: 1, at: 1 }],
      ['hiring', { n: 1, at: 2 }],
    ]);
    const categories = new Map([
      ['business', 30],
      ['finance', 12],
      ['legal', 8],
      ['personal', 1],
    ]);
    expect(topTopics({ categories, keywords })).toEqual(['finance', 'legal', 'term sheet', 'cap table', 'board']);
    expect(topTopics({ categories: new Map(), keywords }, 3)).toEqual(['term sheet', 'cap table', 'board']);
    expect(topTopics({ categories: new Map([['business', 4]]), keywords: new Map() })).toEqual([]);
    // Overlapping phrases collapse onto the first: "board deck", not also "deck slides".
    const overlap = new Map([
      ['board deck', { n: 1, at: 2 }],
      ['deck slides', { n: 1, at: 1 }],
      ['board', { n: 1, at: 2 }],
      ['deck', { n: 1, at: 2 }],
      ['slides', { n: 1, at: 1 }],
    ]);
    expect(topTopics({ categories: new Map(), keywords: overlap })).toEqual(['board deck', 'slides']);
  });
});

describe('who counts', () => {
  it('recognises machine addresses', () => {
    for (const a of [
      'noreply@acme.io',
      'no-reply@billing.acme.io',
      'do-not-reply@x.com',
      'donotreply@x.com',
      'mailer-daemon@mx.x.com',
      'bounces+123@x.com',
      'notifications@github.com',
      'info-noreply@x.com',
      'postmaster@x.com',
    ]) {
      expect(isAutomatedAddress(a), a).toBe(true);
    }
    for (const a of ['priya@acme.io', 'noreen@x.com', 'replyall@x.com', 'jon.notify-smith@x.com', 'alex.team.lead@x.com']) {
      expect(isAutomatedAddress(a), a).toBe(false);
    }
  });

  it('recognises bulk headers', () => {
    expect(isBulkHeaders({ 'list-unsubscribe': '<https://x/u>' })).toBe(true);
    expect(isBulkHeaders({ precedence: 'bulk' })).toBe(true);
    expect(isBulkHeaders({ precedence: ' List ' })).toBe(true);
    expect(isBulkHeaders({ 'auto-submitted': 'auto-generated' })).toBe(true);
    expect(isBulkHeaders({ 'auto-submitted': 'no' })).toBe(false);
    expect(isBulkHeaders({ precedence: 'first-class' })).toBe(false);
    expect(isBulkHeaders({})).toBe(false);
  });

  it('keeps real display names only', () => {
    expect(cleanName('"Priya Shah"', 'priya@acme.io')).toBe('Priya Shah');
    expect(cleanName('priya@acme.io', 'priya@acme.io')).toBeNull();
    expect(cleanName('  ', 'priya@acme.io')).toBeNull();
    expect(cleanName(null, 'priya@acme.io')).toBeNull();
  });
});
