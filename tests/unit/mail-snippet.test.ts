// The one-line preview in every mail list: what the mail says, not its forwarding debris.
import { describe, expect, it } from 'vitest';
import { makeSnippet } from '../../api/modules/mail/mail.parse.ts';

describe('mail preview', () => {
  it('shows what a reply says, without the quoted mail or its "On … wrote:" line', () => {
    expect(makeSnippet('Sounds good, see you Tuesday.\n\nOn Tue, Mar 3, 2026 at 9:12 AM Priya Shah <priya@acme.io> wrote:\n> Could you send it?')).toBe(
      'Sounds good, see you Tuesday.',
    );
  });

  it('shows what a bare forward forwards, not the banner and header block (Outlook and Lotus Notes)', () => {
    const outlook =
      '--------------------------vince kaminski\n\n-----Original Message-----\nFrom: Lin, Martin\nSent: Friday, October 19, 2001 9:02 AM\nTo: Kaminski, Vince\nSubject: Comments of Wolak\n\nWolak makes some good points.';
    expect(makeSnippet(outlook)).toBe('Wolak makes some good points.');
    const notes =
      '---------------------- Forwarded by Steven J Kean/NA/Enron on 03/05/2001 10:12 AM ---------------------------\n\nTo: Steven J Kean/NA/Enron@Enron\ncc: \nSubject: Re: Davis\n\nThe governor said today that rates will rise.';
    expect(makeSnippet(notes)).toBe('The governor said today that rates will rise.');
  });

  it('keeps a mail that is nothing but such lines readable, and cuts at the length asked', () => {
    expect(makeSnippet('From: a@b.c\nTo: d@e.f')).toBe('From: a@b.c To: d@e.f');
    expect(makeSnippet('word '.repeat(100), 20)).toHaveLength(20);
  });
});
