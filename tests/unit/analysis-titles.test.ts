// The words a user reads first: to-do titles, the one-line summary, key points and
// suggested actions. Titles say the task without its reasons; the summary does not
// name the sender twice; a due day already in the title is not repeated after it.
import { describe, expect, it } from 'vitest';
import type { AnalysisInput } from '../../api/modules/analysis/analysis.types.ts';
import { analyzeLocally } from '../../api/modules/analysis/local/index.ts';

const ME = 'ines@founderco.com';

function mail(text: string): AnalysisInput {
  return {
    from: { name: 'Priya Shah', email: 'priya@acme.io' },
    to: [{ name: 'Ines Ore', email: ME }],
    cc: [],
    subject: 'Round',
    text,
    html: null,
    headers: {},
    receivedAt: new Date('2026-11-24T15:00:00Z'), // a Tuesday
    userAddresses: [ME],
    userHasWrittenTo: true,
  };
}

const actionTitles = (text: string) => analyzeLocally(mail(text)).commitments.filter((c) => c.type === 'action_item').map((c) => c.title);

describe('to-do titles', () => {
  it('leave out why the task is wanted, which the quoted sentence keeps', () => {
    const r = analyzeLocally(mail('Could you get me the revenue figures and the cap table before Friday so our partners can sign off next Monday?'));
    const item = r.commitments.find((c) => c.type === 'action_item')!;
    expect(item.title).toBe('Get Priya the revenue figures and the cap table before Friday');
    expect(item.quote).toContain('so our partners can sign off');
    expect(item.dueDate?.toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(actionTitles('Please send the contract so that we can close by Monday.')).toEqual(['Send the contract']);
    expect(actionTitles('Please send me the deck because the board meets Tuesday.')).toEqual(['Send Priya the deck']);
  });

  it('keep a "so" that is not a reason', () => {
    expect(actionTitles('Can you do so by Friday?')).toEqual(['Do so by Friday']);
  });

  it('turn "please find attached" into something to review', () => {
    expect(actionTitles('Please find the attached OPML file.')).toEqual(['Review the attached OPML file']);
    expect(actionTitles('Attached, please find my resume.')).toEqual(["Review Priya's resume"]);
    expect(actionTitles('Please find my resume and cover letter attached.')).toEqual(["Review Priya's resume and cover letter"]);
  });
});

describe('summary, key points and suggested actions', () => {
  it('do not name the sender twice', () => {
    const r = analyzeLocally(mail('Hi Ines,\n\nCould you please send me the signed term sheet by Friday? The draft is attached.\n\nThanks,\nPriya'));
    expect(r.commitments[0]!.title).toBe('Send Priya the signed term sheet by Friday');
    expect(r.summary).toBe('Priya asks you to send the signed term sheet by Friday.');
  });

  it('quote the sender where the task itself names them', () => {
    const r = analyzeLocally(mail('Hi Ines, can you call me tomorrow about the round?'));
    expect(r.commitments[0]!.title).toBe('Call Priya tomorrow about the round');
    expect(r.summary).toBe('Priya asks: "Can you call me tomorrow about the round?"');
  });

  it('read "looking forward to your comments" as a request to send them, and a pleasantry as nothing', () => {
    const comments = analyzeLocally(mail('Looking forward to your comments on the draft.'));
    expect(comments.commitments.map((c) => [c.type, c.title])).toEqual([['action_item', 'Send Priya your comments on the draft']]);
    expect(comments.summary).toBe('Priya asks you to send your comments on the draft.');
    const tomorrow = analyzeLocally(mail('I look forward to hearing from you tomorrow.'));
    expect(tomorrow.commitments[0]).toMatchObject({ type: 'action_item', title: 'Reply to Priya tomorrow' });
    expect(tomorrow.summary).toBe('Priya asks you to reply tomorrow.');
    for (const pleasantry of ['Looking forward to hearing from you.', 'I look forward to meeting you.', 'Look forward to working together.']) {
      expect(analyzeLocally(mail(pleasantry)).commitments).toEqual([]);
    }
  });

  it('make a passive "needs to be signed by Friday" a deadline', () => {
    const r = analyzeLocally(mail('The contract needs to be signed by Friday.'));
    expect(r.commitments).toMatchObject([{ type: 'deadline', dueText: 'Friday' }]);
  });

  it('add the due day only where the title does not say it', () => {
    const told = analyzeLocally(mail('Could you please send me the signed term sheet by Friday?'));
    expect(told.keyPoints[0]).toBe('Send Priya the signed term sheet by Friday');
    expect(told.suggestedActions[0]).toBe('Send Priya the signed term sheet by Friday');
    const untold = analyzeLocally(mail('Please send the contract so that we can close by Monday.'));
    expect(untold.summary).toBe('Priya asks you to send the contract (by Monday).');
    expect(untold.keyPoints[0]).toMatch(/^Send the contract \((by )?Monday\)$/);
  });
});
