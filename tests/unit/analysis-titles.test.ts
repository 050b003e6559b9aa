// The words a user reads first: to-do titles, the one-line summary, key points and
// suggested actions. Titles say the task without its reasons; the summary does not
// name the sender twice; a due day already in the title is not repeated after it.
import { describe, expect, it } from 'vitest';
import type { AnalysisInput } from '../../api/modules/analysis/analysis.types.ts';
import { analyzeLocally } from '../../api/modules/analysis/local/index.ts';

const ME = 'ines@founderco.com';

function mail(text: string, to = [{ name: 'Ines Ore', email: ME }]): AnalysisInput {
  return {
    from: { name: 'Priya Shah', email: 'priya@acme.io' },
    to,
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

const actionTitles = (text: string) =>
  analyzeLocally(mail(text))
    .commitments.filter((c) => c.type === 'action_item')
    .map((c) => c.title);

describe('to-do titles', () => {
  it('leave out why the task is wanted, which the quoted sentence keeps', () => {
    const r = analyzeLocally(mail('Could you get me the revenue figures and the cap table before Friday so our partners can sign off next Monday?'));
    const item = r.commitments.find((c) => c.type === 'action_item')!;
    expect(item.title).toBe('Get Priya the revenue figures and the cap table before Friday');
    expect(item.quote).toContain('so our partners can sign off');
    expect(item.dueDate?.toISOString().slice(0, 10)).toBe('2026-11-26'); // before Friday: by Thursday;
    expect(actionTitles('Please send the contract so that we can close by Monday.')).toEqual(['Send the contract']);
    expect(actionTitles('Please send me the deck because the board meets Tuesday.')).toEqual(['Send Priya the deck']);
  });

  it('do not make "Can you do that?" a to-do of its own after the ask it points back to; alone, it is a reply owed', () => {
    expect(actionTitles('Please interview Jingming on the 6th in my place. Can you do that?')).toEqual(["Interview Jingming on the 6th in Priya's place"]);
    const alone = analyzeLocally(mail('Hi Ines, can you do that?'));
    expect(alone.commitments.map((c) => c.title)).toEqual(['Reply to Priya']);
    expect(alone.summary).toBe('Priya asks you to reply.');
  });

  it('name what "it" and "them" stand for when the mail has just named it', () => {
    expect(actionTitles('Attached is the revised term sheet. Please sign it and send it back by Monday.')).toEqual([
      'Sign the revised term sheet and send it back by Monday',
    ]);
    expect(actionTitles("I've attached the Q3 model and the board memo. Could you check them before the call?")).toEqual([
      'Check the Q3 model and the board memo before the call',
    ]);
    expect(actionTitles("I've attached our updated Series A cap table. Please review it.")).toEqual(['Review the updated Series A cap table']);
    expect(actionTitles('The signed NDA is attached. Please countersign it today.')).toEqual(['Countersign the signed NDA today']);
    // Not when nothing was named, the number does not agree, or "it" is not a thing handled.
    expect(actionTitles('Please review it by Friday.')).toEqual(['Review it by Friday']);
    expect(actionTitles("I've attached the deck. Could you check them before the call?")).toEqual(['Check them before the call']);
    expect(actionTitles("I've attached the deck. Can you make it on Friday?")).toEqual(['Make it on Friday']);
  });

  it('take the step out of an opinion around it', () => {
    expect(actionTitles('I think the letter looks fine, but given the timing we need to get them to EPSA on Monday.')).toEqual(['Get them to EPSA on Monday']);
    expect(actionTitles('In the meeting itself I think you should go heavy on the argument about shareholders.')).toEqual([
      'Go heavy on the argument about shareholders',
    ]);
    expect(actionTitles('Eliz -- I need your group to put together a search of the trade press.')).toEqual(['Put together a search of the trade press']);
    // A state of mind is no step to title: the sentence stays whole.
    expect(actionTitles('I think that we should probably be careful here.')).toEqual(['I think that we should probably be careful here']);
    // Nor is a step in a condition, a denial, a question, a relative clause, or after an imperative.
    for (const whole of ['Keep it in mind if at some point we need to get in to see him', 'This is an issue we need to stay on top of'])
      expect(actionTitles(`${whole}.`)).toEqual([whole]);
    // A title is at most 80 characters, cut at a clause: no "…" in a to-do's name.
    expect(actionTitles("They should try to see Lundquist, but I don't think we need to participate in this.")).toEqual([
      "They should try to see Lundquist, but I don't think we need to participate",
    ]);
    // A question becomes what to answer.
    expect(actionTitles('Do we need to correct them?')).toEqual(['Tell Priya whether we need to correct them']);
  });

  it('take the ask that follows another clause', () => {
    expect(actionTitles("I'll send the deck tonight, can you review it by Friday?")).toEqual(['Review the deck by Friday']);
    expect(actionTitles('Thanks for the update; please send me the final numbers.')).toEqual(['Send Priya the final numbers']);
  });

  it('never stay questions: a question becomes what to answer or do', () => {
    expect(actionTitles('Are you in the office on Thursday?')).toEqual(['Tell Priya whether you are in the office on Thursday']);
    expect(actionTitles('Thoughts?')).toEqual(['Send Priya your thoughts']);
    expect(actionTitles('Thoughts ?')).toEqual(['Send Priya your thoughts']);
    expect(actionTitles('Can somebody tell me the rate?')).toEqual(['Tell Priya the rate']);
    expect(actionTitles('Could you or someone on your team call Michelle?')).toEqual(['Call Michelle']);
  });

  it('leave out the names, interjections and conditions before the ask', () => {
    expect(actionTitles('Felicia, does this sound right to you?')).toEqual(['Tell Priya whether this sounds right to you']);
    expect(actionTitles("Dan, Joe and Ines: let's meet 15 minutes before to discuss strategy.")).toEqual(['Meet 15 minutes before to discuss strategy']);
    expect(actionTitles('Maureen -- please send Vince my testimony.')).toEqual(["Send Vince Priya's testimony"]);
    expect(actionTitles('Please, review before publication.')).toEqual(['Review before publication']);
    expect(actionTitles('Yes -- just make sure the team leads know.')).toEqual(['Make sure the team leads know']);
    expect(actionTitles('Also, can we move the call to 3pm?')).toEqual(['Tell Priya whether we can move the call to 3pm']);
    expect(actionTitles('If you think this is worth pursuing, go ahead and order it.')).toEqual(['Order it']);
    // … but not where the ask is one word.
    expect(actionTitles('If you have any trouble with the login, please advise.')).toEqual(['Advise if you have any trouble with the login']);
    expect(actionTitles('I think it would be useful to verify their numbers.')).toEqual(['Verify their numbers']);
    expect(actionTitles('I would appreciate your thoughts on the pricing memo.')).toEqual(['Send Priya your thoughts on the pricing memo']);
    expect(actionTitles('We would like copies of the signed agreements by Friday.')).toEqual(['Send Priya copies of the signed agreements by Friday']);
    expect(actionTitles('We would be delighted if you could join the board dinner on Thursday.')).toEqual(['Join the board dinner on Thursday']);
    expect(actionTitles("Perhaps you could stop by Mark's desk to discuss.")).toEqual(["Stop by Mark's desk to discuss"]);
    expect(actionTitles('I will need an LCD projector so that I can show the presentation.')).toEqual(['Get Priya an LCD projector']);
    expect(actionTitles('Thanks for the update - please send the numbers by Friday.')).toEqual(['Send the numbers by Friday']);
    expect(actionTitles('Plase send me the deck.')).toEqual(['Send Priya the deck']);
    expect(actionTitles('I would hold off on the press release for now.')).toEqual(['Hold off on the press release for now']);
    expect(actionTitles('Since I get everything that you forward, you may remove me from your distribution list.')).toEqual([
      'Remove Priya from your distribution list',
    ]);
    expect(actionTitles('Would you like to join us for dinner on Friday?')).toEqual(['Join us for dinner on Friday']);
    // … but a choice offered stays the question ("Like a copy" says nothing).
    expect(actionTitles('Would you like a copy of the term sheet?')).toEqual(['Tell Priya whether you would like a copy of the term sheet']);
    // "Make sure" with a clause after it is the task itself.
    expect(actionTitles('Make sure this is consistent with the memo.')).toEqual(['Make sure this is consistent with the memo']);
  });

  it('keep "my" in the user\'s own sent mail', () => {
    const sent = analyzeLocally({
      ...mail('Priya, please prepare the agreement for my signature.'),
      from: { name: 'Ines Ore', email: ME },
      to: [{ name: 'Priya Shah', email: 'priya@acme.io' }],
    });
    expect(sent.commitments.filter((c) => c.type === 'action_item').map((c) => c.title)).toEqual(['Prepare the agreement for my signature']);
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

describe('tasks handed out by name, as meeting notes do', () => {
  const items = (text: string) =>
    analyzeLocally(mail(text))
      .commitments.filter((c) => c.type === 'action_item')
      .map((c) => c.title);

  it("are the user's when they name the user", () => {
    expect(items('Action: Ines to send the revised terms by Friday.')).toEqual(['Send the revised terms by Friday']);
    expect(items('Next steps: Ines and Tom to finalize the SOW by Dec 5.')).toEqual(['Finalize the SOW by Dec 5 with Tom']);
    expect(items('Tom and Ines will review the model.')).toEqual(['Review the model with Tom']);
    expect(items('AI: Ines - send the SOW.')).toEqual(['Send the SOW']);
    expect(items('Action item for you: update the model.')).toEqual(['Update the model']);
    expect(items('Your turn to review the deck.')).toEqual(['Review the deck']);
    expect(items('@Ines can you check the numbers?')).toEqual(['Check the numbers']);
    expect(analyzeLocally(mail('Action: Ines to send the revised terms by Friday.')).summary).toBe('Priya asks you to send the revised terms by Friday.');
  });

  it('are found in long notes too, where only paragraphs with a cue are read', () => {
    const filler = Array.from(
      { length: 12 },
      (_, k) => `Item ${k}: the team reviewed the pipeline numbers for region ${k}; they were broadly in line with the plan.`,
    ).join('\n\n');
    const r = analyzeLocally(
      mail(`Notes from today's board prep.\n\n${filler}\n\nInes to send the revised terms to the lawyers by Friday.\n\nTom to update the model.\n\nPriya`),
    );
    expect(r.commitments.map((c) => [c.type, c.title])).toEqual([['action_item', 'Send the revised terms to the lawyers by Friday']]);
  });

  it("are not the user's when they name another recipient, even one whose address spells the name differently", () => {
    const toBoth = (other: { name: string; email: string }) =>
      analyzeLocally(mail('Felicia: could you send the schedule by Friday?', [{ name: 'Ines Ore', email: ME }, other]));
    expect(toBoth({ name: 'Felicia Acevedo', email: 'fa@acme.io' }).commitments).toEqual([]);
    expect(toBoth({ name: '', email: 'felecia.acevedo@acme.io' }).commitments).toEqual([]);
    // A different name is not a misspelling: the ask stays the user's.
    expect(toBoth({ name: '', email: 'fenella.acevedo@acme.io' }).commitments.map((c) => c.title)).toEqual(['Send the schedule by Friday']);
  });

  it("are not the user's when they name someone else, or only praise", () => {
    expect(items('Action: Tom to send the revised terms by Friday.')).toEqual([]);
    expect(items('Tom will draft the memo by Monday.')).toEqual([]);
    expect(items('Ines: great work on the deck.')).toEqual([]);
    expect(items('Great work on the deck.')).toEqual([]);
  });
});

describe('summaries', () => {
  it('end with one stop: no "?." after a question, no "…." after a cut title, no comma inside the due words', () => {
    expect(analyzeLocally(mail('Could we move the call to 3pm on Friday?')).summary).not.toMatch(/\?\.|…\./);
    const long = analyzeLocally(
      mail(
        'Between now and Thursday, Tom and I are going to analyze the tariff in detail to determine whether the tariff prohibits any of these contract provisions.',
      ),
    );
    expect(long.summary).toBe('Priya will analyze the tariff in detail to determine whether the tariff prohibits (Thursday).');
    expect(long.commitments[0]!.dueText).toBe('Thursday');
  });
});

describe('chat shorthand', () => {
  const items = (text: string) => analyzeLocally(mail(text)).commitments.filter((c) => c.type === 'action_item');

  it('is read and spelt out', () => {
    const r = analyzeLocally(mail('lmk by tmrw'));
    expect(r.commitments).toMatchObject([{ type: 'action_item', title: 'Let Priya know by tomorrow', dueText: 'tmrw' }]);
    expect(r.commitments[0]!.dueDate?.toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(r.summary).toBe('Priya asks: "Let me know by tomorrow"');
    expect(analyzeLocally(mail('gimme a call')).commitments.map((c) => c.type)).toEqual(['action_item']);
  });

  it('"need X by …" asks for X, and so does "Request you to …"', () => {
    const r = analyzeLocally(mail('Need a quick yes/no on this by EOD.'));
    expect(r.commitments).toMatchObject([{ type: 'action_item', title: 'Get Priya a quick yes/no on this by EOD' }]);
    expect(r.summary).toBe('Priya needs a quick yes/no on this by EOD.');
    expect(items('Request you to send the documents at the earliest.')).toHaveLength(1);
  });
});

describe('promises said short or turned round', () => {
  const promise = (text: string) => {
    const r = analyzeLocally(mail(text));
    return { types: r.commitments.map((c) => c.type), title: r.commitments[0]?.title, summary: r.summary };
  };

  it.each([
    ['Will do.', 'Priya will take care of it'],
    ['On it.', 'Priya will take care of it'],
    ['Consider it done.', 'Priya will take care of it'],
    ['Will send shortly.', 'Priya will send shortly'],
    ['Happy to send over the data room link.', 'Priya will send over the data room link'],
    ['Sending it over now.', 'Priya will send it over now'],
    ["You'll have it by Monday.", 'Priya will send it by Monday'],
    ['Expect the signed copy by Wednesday.', 'Priya will send the signed copy by Wednesday'],
    ['Expect a call from me tomorrow.', 'Priya will call you tomorrow'],
    ["We'll have the contract to you by Monday.", 'Priya will have the contract to you by Monday'],
  ])('%s → %s', (text, title) => {
    // The to-do reads "Priya to …" (what she owes); the summary says what she will do.
    expect(promise(text)).toEqual({ types: ['promise_received'], title: title.replace('Priya will ', 'Priya to '), summary: `${title}.` });
  });

  it('not where the writer only says where they will be', () => {
    expect(promise("I'll be out of office next week.").types).toEqual([]);
    expect(promise('I will be traveling on Monday.').types).toEqual([]);
    expect(promise("I'll be sending the deck tonight.").types).toEqual(['promise_received']);
    expect(promise("We'll have to wait for the auditors.").types).toEqual([]);
    // Reasoning is not a promise either.
    expect(promise('I guess we can assume that means the ISO has done it.').types).toEqual([]);
    expect(promise('I think we can argue that the provision is a step back.').types).toEqual([]);
    // Nor is a consequence the writers foresee.
    expect(promise("If we cut them off now, we'll kill any chances we have of serving retail customers.").types).toEqual([]);
    expect(promise('We will lose the customers if we wait.').types).toEqual([]);
    // "… before we can proceed" is a condition, not a promise.
    expect(promise('Approval is required before we can proceed.').types).toEqual(['action_item']);
  });
});

describe("the user's own promises", () => {
  const sent = (text: string) => {
    const r = analyzeLocally({ ...mail(text), from: { name: 'Ines Ore', email: ME }, to: [{ name: 'Priya Shah', email: 'priya@acme.io' }] });
    return { title: r.commitments.find((c) => c.type === 'promise_made')?.title, summary: r.summary };
  };

  it.each([
    ['I shall be glad to fill out the form tomorrow at the conference.', 'Fill out the form tomorrow at the conference'],
    ["I'll be happy to send you the deck tomorrow.", 'Send Priya the deck tomorrow'],
    ['I hope to set up a meeting with him next week.', 'Set up a meeting with him next week'],
  ])('%s → %s', (text, title) => {
    expect(sent(text)).toEqual({ title, summary: `You promised to ${title[0]!.toLowerCase()}${title.slice(1)}.` });
  });
});

describe('summary, key points and suggested actions', () => {
  it('do not name the sender twice', () => {
    const r = analyzeLocally(mail('Hi Ines,\n\nCould you please send me the signed term sheet by Friday? The draft is attached.\n\nThanks,\nPriya'));
    expect(r.commitments[0]!.title).toBe('Send Priya the signed term sheet by Friday');
    expect(r.summary).toBe('Priya asks you to send the signed term sheet by Friday.');
  });

  it('quote the sender where what they ask does not go on from "asks you to"', () => {
    expect(analyzeLocally(mail('Kindly fasten your seatbelts.')).summary).toBe('Priya asks: "Kindly fasten your seatbelts."');
    expect(analyzeLocally(mail('Ines, Can you email me the performance notes?')).summary).toBe('Priya asks you to email the performance notes.');
    expect(analyzeLocally(mail('Ines, Can you call me about the notes?')).summary).toBe('Priya asks: "Can you call me about the notes?"');
  });

  it('quote a question, even one the title cuts short', () => {
    const long =
      'But, have we considered the broader emergency powers the president might have and whether any of them could help us in the negotiations with the state next month?';
    expect(analyzeLocally(mail(long)).summary).toMatch(/^Priya asks: "Have we considered the broader emergency powers/);
    expect(analyzeLocally(mail('Please have it ready by Friday.')).summary).toBe('Priya asks you to have it ready by Friday.');
  });

  it('quote "Give me a call" rather than lose who is to be called', () => {
    const r = analyzeLocally(mail('Give me a call at your convenience, and we can discuss this in detail.'));
    expect(r.commitments[0]!.title).toBe('Give Priya a call at your convenience, and we can discuss this in detail');
    expect(r.summary).toBe('Priya asks: "Give me a call at your convenience, and we can discuss this in detail."');
  });

  it('name a sender whose header has only a run-together address by the sign-off that matches it', () => {
    const bare = (email: string, text: string) => analyzeLocally({ ...mail(text), from: { name: '', email } });
    const kevin = bare(
      'kevinscott@onlinemailbox.net',
      'Jeff and Steve\n\nAs you requested, I prepared a list of contacts.\n\nPlease call me for further background.\n\nKevin\n213-926-2626',
    );
    expect(kevin.commitments[0]!.title).toBe('Call Kevin for further background');
    expect(kevin.summary).toBe('Kevin asks: "Please call me for further background."');
    const eric = bare('etoolson@example.com', 'Please send me the gas schedule by Friday.\n\nEric Toolson\nDirector');
    expect(eric.summary).toBe('Eric asks you to send the gas schedule by Friday.');
    // A sign-off that does not match the address names no one.
    expect(bare('jmyan@example.com', 'Please send me the gas schedule by Friday.\n\nPeter').summary).toBe('Jmyan asks you to send the gas schedule by Friday.');
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
