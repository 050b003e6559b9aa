// The composer's reducer (web/src/components/compose/composeState.ts): pure, so its rules are pinned here.
import { describe, expect, it } from 'vitest';
import { composeReducer, draftInput, hasContent, initialComposeState, saveSnapshot } from '../../web/src/components/compose/composeState.ts';

const start = (over: Partial<Parameters<typeof initialComposeState>[0]> = {}) =>
  initialComposeState({ stored: null, defaults: null, senderIds: ['QWNjb3VudDphMQ==', 'QWNjb3VudDphMg=='], accountId: null, ...over });
const file = (name: string) => new File(['x'], name, { lastModified: 1 });

describe('composer state', () => {
  it('starts from a stored draft first, then the reply defaults; the sender asked for wins, by Relay or database id', () => {
    const reply = start({ defaults: { to: ['priya@acme.io'], cc: ['jon@fund.vc'], subject: 'Re: Term sheet', account: { id: 'QWNjb3VudDphMg==' } } });
    expect(reply.fields).toMatchObject({
      to: 'priya@acme.io',
      cc: 'jon@fund.vc',
      subject: 'Re: Term sheet',
      priority: 'normal',
      fromAccountId: 'QWNjb3VudDphMg==',
    });
    expect(start({ accountId: 'a2' }).fields.fromAccountId).toBe('QWNjb3VudDphMg==');
    expect(start().fields.fromAccountId).toBe('QWNjb3VudDphMQ==');
    const resumed = start({
      stored: { to: ['a@x.io', 'b@x.io'], subject: 'Draft', body: 'Hi', priority: 'high', attachments: [{ id: 'f1', filename: 'a.pdf', size: 10 }] },
      defaults: { to: ['priya@acme.io'], cc: [], subject: 'Re: Term sheet' },
    });
    expect(resumed.fields).toMatchObject({ to: 'a@x.io, b@x.io', subject: 'Draft', body: 'Hi', priority: 'high' });
    expect(resumed.saved).toHaveLength(1);
    expect(start({ stored: { priority: 'urgent' } }).fields.priority).toBe('normal');
  });

  it('clears a field’s error when it is typed in, and appends generated text after a blank line', () => {
    let s = composeReducer(start(), { type: 'invalid', errors: { to: 'Please add at least one recipient', subject: 'Please add a subject line' } });
    s = composeReducer(s, { type: 'field', name: 'to', value: 'a@x.io' });
    expect(s.errors).toEqual({ subject: 'Please add a subject line' });
    s = composeReducer(s, { type: 'appendBody', content: 'Generated.' });
    expect(s.fields.body).toBe('Generated.');
    s = composeReducer(composeReducer(s, { type: 'field', name: 'body', value: 'Mine.  \n' }), { type: 'appendBody', content: 'Generated.' });
    expect(s.fields.body).toBe('Mine.\n\nGenerated.');
  });

  it('keeps files picked and removals made while a save ran for the next save', () => {
    const [a, b] = [file('a.pdf'), file('b.pdf')];
    let s = composeReducer(
      start({
        stored: {
          attachments: [
            { id: 's1', filename: 'old.pdf', size: 1 },
            { id: 's2', filename: 'old2.pdf', size: 1 },
          ],
        },
      }),
      { type: 'addFiles', files: [a] },
    );
    s = composeReducer(s, { type: 'removeSaved', id: 's1' });
    const before = saveSnapshot(s);
    // The save took a and s1; meanwhile b was picked and s2 removed.
    s = composeReducer(composeReducer(s, { type: 'addFiles', files: [b] }), { type: 'removeSaved', id: 's2' });
    s = composeReducer(s, {
      type: 'saved',
      attachments: [
        { id: 'a', filename: 'a.pdf', size: 1 },
        { id: 's2', filename: 'old2.pdf', size: 1 },
      ],
      uploaded: [a],
      dropped: ['s1'],
      at: new Date(),
    });
    expect(s.pending).toEqual([b]);
    expect(s.removed).toEqual(['s2']);
    expect(saveSnapshot(s)).not.toBe(before);
    expect(draftInput(s, { draftId: 'd1', forward: null }).removeAttachmentIds).toEqual(['s2']);
  });

  it('builds the save input from the fields: empty recipients as none, the original’s attachments only when forwarding', () => {
    let s = composeReducer(start(), { type: 'field', name: 'subject', value: 'Hello' });
    expect(hasContent(start())).toBe(false);
    expect(hasContent(s)).toBe(true);
    s = composeReducer(s, { type: 'includeOriginal', value: true });
    expect(draftInput(s, { draftId: null, replyTo: 'e1' })).toMatchObject({
      id: undefined,
      to: [],
      subject: 'Hello',
      replyToId: 'e1',
      includeOriginalAttachments: undefined,
    });
    expect(draftInput(s, { draftId: 'd1', forward: 'e2' })).toMatchObject({ id: 'd1', forwardId: 'e2', includeOriginalAttachments: true });
  });

  it('sends once at a time: a failure ends the send with the server’s errors or message', () => {
    let s = composeReducer(start(), { type: 'sendStarted' });
    expect(s.sending).toBe(true);
    s = composeReducer(s, { type: 'sendFailed', error: 'The mailbox refused it.' });
    expect(s).toMatchObject({ sending: false, sendError: 'The mailbox refused it.' });
    s = composeReducer(composeReducer(s, { type: 'sendStarted' }), { type: 'sendFailed', errors: { to: 'Invalid email address' } });
    expect(s).toMatchObject({ sending: false, sendError: null, errors: { to: 'Invalid email address' } });
  });
});
