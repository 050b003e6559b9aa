// The follow-through rules without a database: due days in a zone, what "late" means, the digest's
// morning window, whether a reply delivered a promise, and the tone a nudge is written in.
import { describe, expect, it } from 'vitest';
import { digestWindowOpen, dueDayOf, isLate, localClock, replyDelivers } from '../../api/modules/followup/followup.rules.ts';
import { nudgeFromTone, thingOf, toneOf } from '../../api/modules/followup/nudge.ts';

describe('days and lateness', () => {
  it('a date-only due (12:00 UTC) is that day in every zone; a due with a time is its day where the user is', () => {
    const dateOnly = new Date('2026-03-06T12:00:00Z');
    expect(dueDayOf(dateOnly, 'Pacific/Auckland')).toBe('2026-03-06');
    expect(dueDayOf(dateOnly, 'America/Los_Angeles')).toBe('2026-03-06');
    const fivePmBerlin = new Date('2026-03-06T16:00:00Z');
    expect(dueDayOf(fivePmBerlin, 'Pacific/Auckland')).toBe('2026-03-07');
  });

  it('the digest goes from 07:00 to noon in the user’s zone', () => {
    const at = new Date('2026-03-06T12:30:00Z'); // 07:30 in New York, 13:30 in Berlin
    expect(localClock(at, 'America/New_York')).toEqual({ day: '2026-03-06', hour: 7 });
    expect(digestWindowOpen(at, 'America/New_York')).toBe(true);
    expect(digestWindowOpen(at, 'Europe/Berlin')).toBe(false);
    expect(digestWindowOpen(new Date('2026-03-06T11:59:00Z'), 'America/New_York')).toBe(false);
  });

  it('late: marked overdue, due day ended, or undated and a week old', () => {
    const now = new Date('2026-03-06T09:00:00Z');
    const made = new Date('2026-03-01T09:00:00Z');
    expect(isLate({ status: 'open', dueDate: new Date('2026-03-05T12:00:00Z'), createdAt: made }, now, 'UTC')).toBe(true);
    expect(isLate({ status: 'open', dueDate: new Date('2026-03-06T12:00:00Z'), createdAt: made }, now, 'UTC')).toBe(false);
    expect(isLate({ status: 'overdue', dueDate: null, createdAt: now }, now, 'UTC')).toBe(true);
    expect(isLate({ status: 'open', dueDate: null, createdAt: made }, now, 'UTC')).toBe(false);
    expect(isLate({ status: 'open', dueDate: null, createdAt: new Date('2026-02-20T09:00:00Z') }, now, 'UTC')).toBe(true);
  });
});

describe('did the reply deliver it?', () => {
  const deck = { title: 'Sam to send you the revised deck by Friday' };
  const intro = { title: 'Kim to introduce you to our operating partner' };
  it('hands over: attached, here is, I have sent, it is done', () => {
    expect(replyDelivers(deck, { text: 'Here is the revised deck, attached.', hasAttachments: true }).delivered).toBe(true);
    expect(replyDelivers(deck, { text: "I've shared the deck: https://docs.example/d/1", hasAttachments: false }).delivered).toBe(true);
    expect(replyDelivers(intro, { text: 'Just sent the intro — you should have it now.', hasAttachments: false }).delivered).toBe(true);
  });
  it('not: puts it off, hands nothing over, or a document with no file or link, or only the quoted text says so', () => {
    expect(replyDelivers(deck, { text: "Sorry, still working on it. I'll send it Monday.", hasAttachments: false }).delivered).toBe(false);
    expect(replyDelivers(deck, { text: 'Here is the deck — not ready yet though, need more time.', hasAttachments: true }).delivered).toBe(false);
    expect(replyDelivers(deck, { text: 'Thanks for the reminder!', hasAttachments: false }).delivered).toBe(false);
    expect(replyDelivers(deck, { text: 'Here is the deck.', hasAttachments: false })).toEqual({
      delivered: false,
      reason: 'a document was promised and the reply carries no attachment or link',
    });
    expect(replyDelivers(intro, { text: 'Sounds good.\n\nOn Mon, Ada wrote:\n> Here is the intro I asked for', hasAttachments: false }).delivered).toBe(false);
  });
});

describe('the nudge in the user’s tone', () => {
  it('reads greeting, sign-off, signature and register from the user’s messages', () => {
    expect(toneOf(['Hey Sam,\n\nAmazing, we’re keen.\n\nCheers,\nAda'])).toEqual({ greeting: 'Hey', signOff: 'Cheers', signature: 'Ada', register: 'casual' });
    expect(toneOf(['Dear Mr Lee,\n\nThank you for your time today.\n\nKind regards,\nAda Lovelace'])).toMatchObject({
      greeting: 'Dear',
      signOff: 'Kind regards',
      register: 'formal',
    });
    expect(toneOf([])).toEqual({ greeting: null, signOff: null, signature: null, register: 'neutral' });
  });

  it('names the thing and the day, as the user would', () => {
    expect(thingOf('Sam to send you the revised deck by tomorrow', 'Sam')).toBe('the revised deck');
    expect(thingOf('Priya will share the signed NDA', 'Priya')).toBe('the signed NDA');
    const base = {
      commitment: { title: 'Sam to send you the revised deck by Friday', dueDate: new Date('2026-03-06T12:00:00Z'), owedBy: 'sam@fund.vc' },
      promiserName: 'Sam Lee',
      promiserAddress: 'sam@fund.vc',
      userName: 'Ada Lovelace',
      userAddresses: [],
      myMessages: [],
      thread: [],
      timeZone: 'UTC',
      now: new Date('2026-03-09T09:00:00Z'),
      late: true,
    };
    expect(nudgeFromTone({ ...base, tone: toneOf(['Hey Sam,\n\nGreat!\n\nCheers,\nAda']) })).toBe(
      'Hey Sam,\n\nQuick nudge on the revised deck — you mentioned Friday 6 March. Any update?\n\nCheers,\nAda',
    );
    expect(nudgeFromTone({ ...base, tone: toneOf([]) })).toBe(
      'Hi Sam,\n\nJust following up on the revised deck you mentioned for Friday 6 March. Is it still on track?\n\nBest,\nAda',
    );
    expect(nudgeFromTone({ ...base, tone: toneOf(['Dear Sam,\n\nThank you.\n\nKind regards,\nAda Lovelace']) })).toMatch(
      /^Dear Sam,\n\nI hope you are well\. I wanted to follow up on the revised deck, which you kindly offered to send by Friday 6 March\./,
    );
  });
});
