// The local analyzer on hard cases: quoted text, newsletters, direction of commitments,
// scoring by sender and audience, determinism, and that results fit the shared schema.
import { describe, expect, it } from 'vitest';
import { analysisResultJsonSchema, analysisResultSchema, type AnalysisInput } from '../../api/modules/analysis/analysis.types.ts';
import { analyzeLocally, newText } from '../../api/modules/analysis/local/index.ts';

const ME = 'dana@founderco.com';
const ALICE = { name: 'Alice Chen', email: 'alice@partnerfirm.com' };

function mail(over: Partial<AnalysisInput>): AnalysisInput {
  return {
    from: ALICE,
    to: [{ name: 'Dana Kim', email: ME }],
    cc: [],
    subject: 'Q3 plan',
    text: '',
    html: null,
    headers: {},
    receivedAt: new Date('2026-04-30T15:00:00Z'), // a Thursday
    userAddresses: [ME, 'dana@gmail.com'],
    userHasWrittenTo: false,
    ...over,
  };
}

describe('new text only', () => {
  it('does not count a promise quoted from an earlier message', () => {
    const text = [
      'Sounds good, thanks for the update.',
      '',
      'On Tue, Apr 28, 2026 at 9:12 AM Alice Chen <alice@partnerfirm.com> wrote:',
      '> I will send you the signed contract by Friday.',
      '> Could you also review the pricing sheet?',
    ].join('\n');
    const r = analyzeLocally(mail({ text, subject: 'Re: contract' }));
    expect(r.commitments).toEqual([]);
    expect(r.signals.some((s) => s.includes('quote'))).toBe(true);
  });

  it('asks nothing in a Portuguese, Spanish or French confidentiality footer', () => {
    for (const footer of [
      'AVISO: Esta mensagem pode conter informação confidencial ou privilegiada. Se você a recebeu por engano, por favor apague-a e avise o remetente.',
      'Este mensaje y sus anexos son confidenciales y se dirigen exclusivamente a su destinatario. Si lo ha recibido por error, le rogamos que lo comunique al remitente y lo elimine.',
      "AVIS DE CONFIDENTIALITÉ : Ce courriel est confidentiel. Si vous l'avez reçu par erreur, veuillez le détruire et nous en aviser.",
    ]) {
      const r = analyzeLocally(mail({ subject: 'Ata assinada', text: `Dana, segue a ata assinada por todos.\n\nAlice Chen\n\n${footer}` }));
      expect(r.commitments).toEqual([]);
    }
  });

  it('cuts Outlook "Original Message" blocks, From/Sent headers, forwards and signatures', () => {
    const outlook = 'Fine by me.\n\n-----Original Message-----\nFrom: Alice\nSent: Monday\nTo: Dana\nSubject: x\n\nPlease call me tomorrow.';
    expect(newText(outlook).text).toBe('Fine by me.');
    const headerBlock = 'Agreed.\n\nFrom: Alice Chen\nSent: Monday, April 27, 2026 10:00 AM\nTo: Dana Kim\nSubject: Budget\n\nPlease send the budget.';
    expect(newText(headerBlock).text).toBe('Agreed.');
    const fwd = 'FYI\n\n---------- Forwarded message ---------\nFrom: Bob <bob@x.com>\nPlease pay the invoice.';
    expect(newText(fwd)).toMatchObject({ text: 'FYI', forwarded: true });
    const sig = 'Can you send the deck by Monday?\n\nBest regards,\nAlice Chen\nPartner, PartnerFirm\n+1 555 0100';
    expect(newText(sig)).toMatchObject({ text: 'Can you send the deck by Monday?', signature: true });
    const dashes = 'Call me.\n-- \nAlice\nhttps://partnerfirm.com';
    expect(newText(dashes).text).toBe('Call me.');
    const article = [
      "FYI. From today's Post.",
      '',
      'Best,',
      'Jeff',
      '*'.repeat(70),
      'California Changes Stance on Refunds',
      ...Array.from({ length: 12 }, (_, k) => `Paragraph ${k} of the article, which asks readers to call their legislators today.`),
    ].join('\n');
    expect(newText(article)).toMatchObject({ text: "FYI. From today's Post.", signature: true });
  });

  it('cuts a whole message pasted with its raw headers, from the top of the header run', () => {
    const pasted = [
      'Sorry, my new computer messed up the list. Bear with me if you get this twice.',
      '',
      'X-Mozilla-Status2: 00000000',
      'Message-ID: <398A81DA.E883D290@idt.net>',
      'Date: Fri, 04 Aug 2000 01:42:26 -0700',
      'From: Gary Ackerman <foothi19@idt.net>',
      'Reply-To: foothi19@idt.net',
      'Organization: Foothill Services',
      'X-Mailer: Mozilla 4.74',
      'MIME-Version: 1.0',
      'To: webmaster <charlotte@wptf.org>',
      'Subject: Friday column',
      '',
      'Who will sit at the head of the table? What is for lunch?',
    ].join('\n');
    expect(newText(pasted).text).toBe('Sorry, my new computer messed up the list. Bear with me if you get this twice.');
    // Header lines above "From:" go with it ("FYI" stays).
    expect(
      newText(
        'FYI\nContent-Transfer-Encoding: quoted-printable\nDate: Tue, 17 Oct 2000 08:53:16 -0500\nFrom: "Tracey Bradley" <tb@x.com>\nTo: "Deanna King" <dk@x.com>\nSubject: Portland consultant\n\nThe state enjoyed a reserve margin.',
      ).text,
    ).toBe('FYI');
    // A line of prose that happens to start with a header word is not a header run.
    expect(newText('Date: tomorrow works.\nFrom: the team, thanks.\nPlease send the deck.').text).toContain('Please send the deck.');
  });

  it('cuts Lotus Notes headers: without a sender line, with the sender and "Sent by:" above the date, and with repeated lines', () => {
    const noSender =
      'Is there another quote we could use?\n\n\nTo: Marty Sunde/HOU/EES@EES, Janet R Dietrich/HOU/EES@EES, Elizabeth\nTilney/HOU/EES@EES\ncc:  \n\nSubject: UC-CSU press release\n\n\nPlease review and let me know of any revisions.';
    expect(newText(noSender).text).toBe('Is there another quote we could use?');
    const sentBy =
      'I think the presentation looks good.\n\n\n\tJeff Dasovich\n\tSent by: Jeff Dasovich\n\t10/13/2000 06:11 PM\n\t\t \n\t\t To: skean@enron.com\n\t\t cc: \n\t\t Subject: DRAFT Slides\n\nPlease disregard the title.';
    expect(newText(sentBy).text).toBe('I think the presentation looks good.');
    const repeated =
      'yes, send to dennis\n\n\n\n04/10/2001 11:33 AM\nStacy Walker@ENRON COMMUNICATIONS\nStacy Walker@ENRON COMMUNICATIONS\n04/10/2001 11:33 AM\nTo: Steven J Kean/NA/Enron@ENRON\ncc: Maureen McVicker/NA/Enron@ENRON\n\nSubject: Budget transition info\n\nPerhaps I could only send him the first document.';
    expect(newText(repeated).text).toBe('yes, send to dennis');
    const columns =
      "Thanks!  Good article.\n\n\nJeff.Dasovich\n@enron.com           To:     Ann.Cohn@sce.com, kmccrea@sablaw.com,\nmkahl@ka-pow.com,\n07/06/01             wbooth@booth-law.com,\n09:24 AM             smutny@iepa.com\ncc:\nSubject:\n\n\nFYI.  From today's Post.";
    expect(newText(columns).text).toBe('Thanks!  Good article.');
    // A "To:" line in prose, with no cc/Subject after it, stays.
    expect(newText('To: the whole team, thanks for a great quarter.\nPlease send your numbers by Friday.').text).toContain('thanks for a great quarter');
  });

  it('drops the Reply-To line Lotus Notes writes into the body, not a sentence asking for a reply', () => {
    expect(newText('Please respond to kevinscott\nJeff and Steve\n\nPlease call me.').text).toBe('Jeff and Steve\n\nPlease call me.');
    expect(newText('Please respond to <rkean@starband.net>\nSee you at the meeting.').text).toBe('See you at the meeting.');
    expect(newText('Please respond to John by Friday.').text).toBe('Please respond to John by Friday.');
  });

  it('reads past control characters a lost charset left in front of quote marks', () => {
    const r = analyzeLocally(
      mail({
        text: 'Sorry about the delay.\n\n\x0F"Are those folks smoking crack?\x0F" he asked in an outrage.\n\n\x0F"Why didn\x0Ft you ask for 300?\x0F" I wondered.',
      }),
    );
    expect(r.commitments).toEqual([]);
  });

  it("reads the quotes, apostrophes and dashes Enron's archive wrote as \\x01 and a second character", () => {
    const story =
      'He held firm.\n\n\x01&Why didn\x01,t you ask for 300?\x018 I wondered.\n\n\x01&Ask for 50, first,\x018 Dave chided.\n\nSAN FRANCISCO \x01) The state\x01,s grid held.';
    expect(analyzeLocally(mail({ text: story })).commitments).toEqual([]);
    const ask = analyzeLocally(mail({ text: 'Jeff \x01) please don\x01,t forget to send the deck by Friday.' })).commitments;
    expect(ask.map((c) => [c.type, c.quote])).toEqual([['action_item', "Jeff - please don't forget to send the deck by Friday."]]);
  });

  it('mines a request above a quoted reply but not the request inside it', () => {
    const text = 'Could you send me the updated cap table by Friday?\n\n> Please review the term sheet.\n> Thanks';
    const r = analyzeLocally(mail({ text }));
    const items = r.commitments.filter((c) => c.type === 'action_item');
    expect(items).toHaveLength(1);
    expect(items[0]!.quote).toContain('cap table');
  });
});

describe('bulk mail', () => {
  const newsletter = mail({
    from: { name: 'Growth Weekly', email: 'newsletter@growthweekly.io' },
    to: [{ name: '', email: ME }],
    subject: 'Growth Weekly #112: pricing experiments',
    text: [
      'In this issue: pricing experiments that worked.',
      'Please reply to this email and tell us what you want to read next!',
      'Click here to read the full story. Limited time offer: 20% off our course.',
      'You are receiving this because you subscribed to Growth Weekly. Unsubscribe here.',
    ].join('\n\n'),
    headers: {
      'list-unsubscribe': '<https://growthweekly.io/unsub?u=1>',
      'list-id': 'Growth Weekly <weekly.growthweekly.io>',
      precedence: 'bulk',
      'feedback-id': '112:growthweekly:campaign',
    },
  });

  it('a newsletter saying "please reply" is sludge with no action item', () => {
    const r = analyzeLocally(newsletter);
    expect(r.nuggetScore).toBeLessThan(70);
    expect(r.commitments.filter((c) => c.type === 'action_item')).toEqual([]);
    expect(r.actionRequired).toBe(false);
    expect(r.suggestedReply).toBe('');
    expect(['newsletter', 'promotion']).toContain(r.category);
    expect(r.signals.some((s) => s.includes('List-Unsubscribe'))).toBe(true);
  });

  it('a bulk notification from a no-reply sender scores low', () => {
    const r = analyzeLocally(
      mail({
        from: { name: 'CloudHost', email: 'no-reply@notifications.cloudhost.com' },
        subject: 'Your weekly usage report',
        text: 'Your usage this week: 12 GB. Log in to your account to see details. Please do not reply to this message.',
        headers: { 'auto-submitted': 'auto-generated', 'x-mailer': 'Amazon SES' },
      }),
    );
    expect(r.nuggetScore).toBeLessThan(40);
    expect(r.priority).toBe('low');
    expect(r.category).toBe('notification');
    expect(r.commitments).toEqual([]);
    expect(r.signals.join(' ')).toMatch(/no-reply/);
  });

  it("spam forging the user's own address as sender is not treated as sent mail", () => {
    const r = analyzeLocally(
      mail({
        from: { name: '', email: ME },
        to: [{ name: '', email: ME }],
        subject: 'Collect your money!!',
        text: 'Work from home and make $5,000 a week! 100% guaranteed, no experience needed. Click here to start today. To be removed reply REMOVE.',
      }),
    );
    expect(r.nuggetScore).toBeLessThan(40);
    expect(r.category).toBe('spam');
    expect(r.commitments).toEqual([]);
    expect(r.signals.join(' ')).toMatch(/forged sender/);
  });

  it('a newsletter that only mentions prices has no transaction', () => {
    const r = analyzeLocally({ ...newsletter, text: `${newsletter.text}\n\nOur course costs $499. Annual plan EUR 300.` });
    expect(r.transaction).toBeNull();
  });
});

describe('score by relationship', () => {
  const text = 'Hi Dana, here are my notes from the board meeting. The numbers look solid.';

  it('a direct reply from someone the user writes to scores higher than the same mail from a stranger', () => {
    const stranger = analyzeLocally(mail({ text }));
    const known = analyzeLocally(mail({ text, userHasWrittenTo: true, subject: 'Re: board meeting' }));
    // The learned value model weighs the relationship (value-model.json): the same words score higher from a correspondent.
    expect(known.nuggetScore).toBeGreaterThan(stranger.nuggetScore + 10);
    expect(known.signals.join(' ')).toMatch(/written to this sender/);
  });

  it("a customer's reply to a colleague of the user is a conversation, not cold outreach, even when it asks for a call", () => {
    const text = [
      'Dana, adding you directly since this has escalated on our side.',
      'I need a call with you this week, 15 minutes on Thursday?',
      '',
      'On Wed, 29 Apr 2026 at 18:40, Sam Ortiz <sam@founderco.com> wrote:',
      '> Hi Alice, here is the weekly SLA report.',
    ].join('\n');
    const fromColleagueThread = analyzeLocally(
      mail({ text, subject: 'RE: Weekly SLA report', userCompanies: [{ name: 'FounderCo', domains: ['founderco.com'] }] }),
    );
    expect(fromColleagueThread.kind).toBe('person');
    // The same words quoting a stranger's own earlier pitch stay outreach.
    const bump = analyzeLocally(
      mail({
        text: text.replace('Sam Ortiz <sam@founderco.com>', 'Alice Chen <alice@partnerfirm.com>'),
        subject: 'RE: Weekly SLA report',
        userCompanies: [{ name: 'FounderCo', domains: ['founderco.com'] }],
      }),
    );
    expect(bump.kind).toBe('cold');
  });

  it("a board member of the user's venture, signing as one from their own firm, is no cold pitch when asking for 30 minutes", () => {
    const text =
      'Dana,\n\nAhead of the board on the 22nd: could we find 30 minutes next week to talk about the CFO search?\n\nBest,\nAlice\n\nAlice Chen\nPartner, Partner Firm | Board Director, FounderCo\n+44 20 3290 4416';
    const companies = [{ name: 'FounderCo Ltd', domains: ['founderco.com'] }];
    expect(analyzeLocally(mail({ text, subject: 'Board – a couple of things', userCompanies: companies })).kind).toBe('person');
    // Signed as someone else's: the same words are outreach.
    expect(analyzeLocally(mail({ text: text.replace('FounderCo', 'Acme Growth'), subject: 'Board – a couple of things', userCompanies: companies })).kind).toBe(
      'cold',
    );
  });

  it('an investor\'s term-sheet mail from a stranger is a finance nugget, and "our partners" there is not advertising', () => {
    const r = analyzeLocally(
      mail({
        subject: 'Term sheet follow-up — can we close by Friday?',
        text:
          "Hi Dana,\n\nThanks for the call this morning. I'll send over the revised term sheet by Wednesday with the updated valuation cap. " +
          'Could you get me the last two quarters of revenue figures and the cap table before Friday so our partners can sign off next Monday?\n\n' +
          'Our wire for the $250,000 first tranche will go out within five business days of signing.\n\nBest,\nAlice',
      }),
    );
    expect(r.category).toBe('finance');
    expect(r.nuggetScore).toBeGreaterThanOrEqual(80);
    expect(r.signals.join(' ')).not.toMatch(/advertising/);
    // A sponsor's footer still is.
    const ad = analyzeLocally(mail({ text: 'This week: five growth tactics. Special offers from our trusted partners below.' }));
    expect(ad.signals.join(' ')).toMatch(/advertising/);
  });

  // A forwarded thread with nothing added: the words below the forward line are not the colleague's.
  const forward = (body: string) =>
    `\n\n---------- Forwarded message ---------\nFrom: Legal <counsel@lawfirm.example>\nSubject: Termination proceedings\n\n${body}`;
  const COLLEAGUE = { name: 'Sam Ortiz', email: 'sam@founderco.com' };

  it('a colleague forwarding a document to the user by name scores above the same forward from a stranger', () => {
    const text = forward('Attached is the draft notice of termination for the Redwood supply agreement. Comments are due to us by the 14th.');
    const colleague = analyzeLocally(mail({ from: COLLEAGUE, subject: 'FW: Termination proceedings', text }));
    const stranger = analyzeLocally(mail({ subject: 'FW: Termination proceedings', text }));
    expect(stranger.signals.join(' ')).toMatch(/forwarded or quoted without words of its own/);
    expect(stranger.nuggetScore).toBeLessThan(colleague.nuggetScore);
  });

  it('spam wording in what a colleague forwarded does not count against them; in their own words it still does', () => {
    const story = 'The lenders have agreed to restructure the loans. The terms remain strictly confidential until the court rules.';
    const forwarded = analyzeLocally(mail({ from: COLLEAGUE, subject: 'FW: Termination proceedings', text: 'See below.' + forward(story) }));
    expect(forwarded.signals.join(' ')).not.toMatch(/loan|advance-fee/);
    const own = analyzeLocally(mail({ from: COLLEAGUE, subject: 'Termination proceedings', text: story + forward('Draft notice attached.') }));
    expect(own.signals.join(' ')).toMatch(/loan \/ mortgage offer, known sender/);
  });

  it('being Bcc-ed scores lower than being the only recipient', () => {
    const direct = analyzeLocally(mail({ text }));
    const bcc = analyzeLocally(mail({ text, to: [{ name: 'Investors', email: 'investors@partnerfirm.com' }] }));
    expect(bcc.nuggetScore).toBeLessThan(direct.nuggetScore);
  });
});

describe('commitments and direction', () => {
  it('sent mail\'s "I\'ll send the deck by Monday" is a promise made by the user, due Monday', () => {
    const r = analyzeLocally(
      mail({
        from: { name: 'Dana Kim', email: ME },
        to: [ALICE],
        subject: 'Re: deck',
        text: "Hi Alice,\n\nI'll send the deck by Monday.\n\nDana",
      }),
    );
    const p = r.commitments.find((c) => c.type === 'promise_made');
    expect(p).toBeDefined();
    expect(p!.owedBy).toBe(ME);
    expect(p!.owedTo).toBe(ALICE.email);
    expect(p!.dueDate?.toISOString()).toBe('2026-05-04T12:00:00.000Z');
    expect(p!.dueText).toBe('Monday');
    expect(p!.title).toMatch(/^Send the deck by Monday/);
    expect(r.signals[0]).toMatch(/sent by you/);
  });

  it("an ask followed by the writer's own promise in one sentence is both, each with its own date", () => {
    const r = analyzeLocally(
      mail({
        from: { name: 'Dana Kim', email: ME },
        to: [ALICE],
        subject: 'Re: allocation',
        text: "Alice,\n\nSend me the SPV wire details and I'll wire by Friday.\n\nDana",
      }),
    );
    expect(r.commitments.map((c) => [c.type, c.quote, c.dueDate?.toISOString().slice(0, 10) ?? null])).toEqual([
      ['action_item', 'Send me the SPV wire details.', null],
      ['promise_made', "I'll wire by Friday.", '2026-05-01'],
    ]);
    // A first clause that promises already stays one sentence.
    const one = analyzeLocally(mail({ text: 'Dana,\n\nIf it fails again we will withhold the retention and I will take advice on the losses.\n\nAlice' }));
    expect(one.commitments.length).toBeLessThanOrEqual(1);
  });

  it('a request in received mail is an action item owed by the user to the sender', () => {
    const r = analyzeLocally(mail({ text: 'Hi Dana,\n\nCould you please send me the signed NDA by Friday?\n\nThanks,\nAlice' }));
    const a = r.commitments.find((c) => c.type === 'action_item');
    expect(a).toMatchObject({ owedBy: ME, owedTo: ALICE.email, dueText: 'Friday' });
    expect(a!.dueDate?.toISOString()).toBe('2026-05-01T12:00:00.000Z'); // Thursday 30 April → Friday 1 May
    expect(a!.title).toMatch(/send Alice the signed NDA by Friday/i);
    expect(a!.confidence).toBeGreaterThanOrEqual(0.5);
    expect(r.actionRequired).toBe(true);
    expect(r.suggestedReply).toContain('Alice');
    expect(r.summary).toMatch(/Alice asks you to/);
  });

  it('"I will send you…" in received mail is a promise received, owed by the sender', () => {
    const r = analyzeLocally(mail({ text: 'I will send you the final term sheet tomorrow.' }));
    expect(r.commitments).toEqual([expect.objectContaining({ type: 'promise_received', owedBy: ALICE.email, owedTo: ME, dueText: 'tomorrow' })]);
    expect(r.commitments[0]!.dueDate?.toISOString().slice(0, 10)).toBe('2026-05-01');
  });

  it("an ask that names another recipient is theirs; one that names the user among others is the user's", () => {
    const TOM = { name: 'Tom Lee', email: 'tom@partnerfirm.com' };
    const both = (text: string) =>
      analyzeLocally(mail({ to: [{ name: 'Dana Kim', email: ME }, TOM], text })).commitments.filter((c) => c.type === 'action_item');
    expect(both('Hi both,\n\nTom, can you send the deck by Friday?\n\nAlice')).toEqual([]);
    expect(both('Hi both,\n\nTom and Dana, can you send the deck by Friday?\n\nAlice')).toEqual([expect.objectContaining({ owedBy: ME, owedTo: ALICE.email })]);
    // A name that is no recipient's (a nickname, someone not on the mail) leaves the ask with the user.
    expect(both('Hi,\n\nDee, can you send the deck by Friday?\n\nAlice')).toEqual([expect.objectContaining({ owedBy: ME })]);
  });

  it("the user's own ask of someone in Cc is owed by that person", () => {
    const r = analyzeLocally(
      mail({
        from: { name: 'Dana Kim', email: ME },
        to: [ALICE],
        cc: [{ name: '', email: 'gavin.dillingham@example.com' }],
        text: 'Gavin -- please send Irwin copies of the articles.\n\nDana',
      }),
    );
    expect(r.commitments).toEqual([
      expect.objectContaining({ type: 'action_item', owedBy: 'gavin.dillingham@example.com', owedTo: ME, title: 'Send Irwin copies of the articles' }),
    ]);
    expect(r.commitments[0]!.description).toMatch(/^You asked Gavin: /);
  });

  it('a dated obligation that is not a request is a deadline', () => {
    const r = analyzeLocally(mail({ text: 'The Delaware franchise tax filing is due on the 15th.', receivedAt: new Date('2026-05-20T10:00:00Z') }));
    const d = r.commitments.find((c) => c.type === 'deadline');
    expect(d?.dueDate?.toISOString().slice(0, 10)).toBe('2026-06-15');
  });
});

describe('money', () => {
  it('finds an invoice amount and currency', () => {
    const r = analyzeLocally(
      mail({ subject: 'Invoice #2041 for April', text: 'Hi Dana, attached is invoice #2041. Amount due: $5,250.00, payable within 30 days.' }),
    );
    expect(r.transaction).toMatchObject({ type: 'Invoice', amount: '5250.00', currency: 'USD', rawAmount: '$5,250.00', counterparty: 'Alice Chen' });
    expect(r.category).toBe('finance');
  });

  it('reads a European-format receipt', () => {
    const r = analyzeLocally(mail({ subject: 'Ihre Zahlung', text: 'Thank you for your payment. Total: 5.250,00 € received on 12 May.' }));
    expect(r.transaction).toMatchObject({ type: 'Expense', amount: '5250.00', currency: 'EUR' });
  });

  it('counts a refund paid back to the user as money in, a refund they ask for as nothing yet', () => {
    const back = analyzeLocally(mail({ subject: 'Refund', text: 'We have issued a refund of $89.99 to your card. It may take 5-10 days to appear.' }));
    expect(back.transaction).toMatchObject({ type: 'Revenue', amount: '89.99', currency: 'USD' });
    const charged = analyzeLocally(mail({ subject: 'Your receipt', text: 'Receipt #1234. You were charged $45.00. Refunds are available within 14 days.' }));
    expect(charged.transaction).toMatchObject({ type: 'Expense', amount: '45.00' });
  });

  it('files an expense report the user submits or approves as an Expense, never as Revenue, and its bare forward as nothing', () => {
    // Synthetic, in the shape of a Concur notification (no real mail text).
    const report = (who: string, status: string) =>
      [
        `The following expense report is ${status}:`,
        '',
        `Employee Name: ${who}`,
        'Status last changed by:  Automated Administrator',
        'Expense Report Name: OFFSITE0426',
        'Report Total: $1,912.40',
        'Amount Due Employee: $1,912.40',
        '',
        'To approve this expense report, click on the following link for Concur Expense.',
        'http://expense.example.com',
      ].join('\n');
    const concur = { name: '', email: 'eserver@corp.example.com' };
    // Waiting for the user's approval, as received from the expense system.
    const received = analyzeLocally(
      mail({ from: concur, subject: '<<Concur Expense Document>> - OFFSITE0426', text: report('Sam Ortiz', 'ready for approval') }),
    );
    expect(received.transaction).toMatchObject({ type: 'Expense', amount: '1912.40', currency: 'USD' });
    // Forwarded by the user to an assistant with no words of their own: the report they received carries the
    // expense, so the forward adds none (the financial tracker would count it twice).
    const forwarded = analyzeLocally(
      mail({
        from: { name: 'Dana Kim', email: ME },
        to: [ALICE],
        subject: '<<Concur Expense Document>> - OFFSITE0426',
        text: `---------------------- Forwarded by Dana Kim on 04/25/2026 ---------------------------\n\n${report('Sam Ortiz', 'ready for approval')}`,
      }),
    );
    expect(forwarded.transaction).toBeNull();
    // The user's own report, approved and reimbursed: a cost of the venture, not its income.
    const approved = analyzeLocally(
      mail({
        from: concur,
        subject: 'Your expense report OFFSITE0426 has been approved',
        text: `${report('Dana Kim', 'approved')}\nYour reimbursement has been processed.`,
      }),
    );
    expect(approved.transaction).toMatchObject({ type: 'Expense', amount: '1912.40' });
    // A sale the user sends a receipt for is still their revenue.
    const sale = analyzeLocally(
      mail({ from: { name: 'Dana Kim', email: ME }, to: [ALICE], subject: 'Your receipt', text: 'Receipt #88. Total paid: $300.00. Thank you!' }),
    );
    expect(sale.transaction).toMatchObject({ type: 'Revenue', amount: '300.00' });
  });

  it('takes no rate, no sum in words of a proceeding or a market, and nothing from an advance-fee letter', () => {
    const rate = analyzeLocally(
      mail({ subject: 'Consulting terms', text: 'After Feb. 1 he will be paid a rate of $125 per hour. He would invoice us monthly.' }),
    );
    expect(rate.transaction).toBeNull();
    const range = analyzeLocally(
      mail({ subject: 'Settlement', text: 'They offered a forward contract ($45-50/MWh) at the conference; California still wants its refund.' }),
    );
    expect(range.transaction).toBeNull();
    const proceeding = analyzeLocally(
      mail({
        subject: 'California Refund Proceeding',
        text: 'The CAISO owes us approximately $40MM; the refund exposure could reach $70MM. Can you prepare the exhibits?',
      }),
    );
    expect(proceeding.transaction).toBeNull();
    const scam = analyzeLocally(
      mail({
        from: { name: 'Capt John Okele', email: 'johnokele2@hotmail.com' },
        subject: 'urgent assistance',
        text: 'Dear Sir, I assisted the late President Kabila to keep US$35M (Thirty Five Millions) in boxes deposited with a security company. On conclusion I shall compensate you with 45% of the fund and 5% for any expense. Please reply urgently.',
      }),
    );
    expect(scam.transaction).toBeNull();
    expect(scam.category).toBe('spam');
    // A figure stated in full, or called a total, still counts.
    const wire = analyzeLocally(mail({ subject: 'Wire received', text: 'Payment received: $1,250,000.00 from Acme Ventures. Funds are available.' }));
    expect(wire.transaction).toMatchObject({ type: 'Revenue', amount: '1250000.00' });
  });
});

describe('documents sent for signature', () => {
  const request = (from: { name: string; email: string }, subject: string, text: string) =>
    analyzeLocally(mail({ from, subject, text, headers: { 'auto-submitted': 'auto-generated' }, timeZone: 'Europe/Berlin' }));

  it('is one ask to sign the document on its platform, due when the sender’s note says', () => {
    const docusign = request(
      { name: 'Brian Hale via Docusign', email: 'dse@docusign.net' },
      'Complete with Docusign: Lease Renewal - Unit 2 (Nguyen)',
      'Brian Hale sent you a document to review and sign.\n\nREVIEW DOCUMENT\n\nBrian Hale\nNeed the owner signature by Friday so I can post it before the 1st.\n\nDo Not Share This Email',
    );
    expect(docusign.kind).toBe('notification');
    expect(docusign.commitments.map((c) => [c.type, c.title, c.dueDate?.toISOString().slice(0, 10)])).toEqual([
      ['action_item', 'Sign Lease Renewal - Unit 2 (Nguyen) in DocuSign', '2026-05-01'],
    ]);
    const skribble = request(
      { name: 'Skribble', email: 'noreply@skribble.com' },
      'Dr. Felix Grund hat Sie zur Unterschrift eingeladen: Wandeldarlehensvertrag_Gripwerk.pdf',
      'Hallo Dana,\n\nDr. Felix Grund bittet Sie, folgendes Dokument zu unterschreiben:\nWandeldarlehensvertrag_Gripwerk.pdf\n\nNachricht:\n"Bitte unterzeichnen Sie bis Freitag, 8.5., damit die Auszahlung erfolgen kann."\n\nDokument öffnen: https://my.skribble.com/view/3b71',
    );
    expect(skribble.commitments.map((c) => [c.title, c.dueDate?.toISOString().slice(0, 10)])).toEqual([
      ['Sign Wandeldarlehensvertrag Gripwerk in Skribble', '2026-05-08'],
    ]);
  });
});

describe('bills in the languages founders get them in', () => {
  const notice = (subject: string, text: string, from = { name: 'Lobo Contabilidade', email: 'no-reply@lobocontabil.com.br' }) =>
    analyzeLocally(
      mail({
        from,
        subject,
        text,
        headers: { 'auto-submitted': 'auto-generated', 'list-unsubscribe': '<mailto:u@lobocontabil.com.br>' },
        receivedAt: new Date('2026-10-05T12:00:00Z'),
        timeZone: 'America/Sao_Paulo',
      }),
    );

  it('a Brazilian tax guide: the tax and its due day, quoted from the line that asks to pay', () => {
    const r = notice(
      'Guia DAS 09/2026 — Brasa Vila Madalena — vence 20/10/2026',
      'Segue a guia do Simples Nacional.\n\nValor total  R$ 27.918,44\n\nPague até 20/10/2026 para evitar multa e juros.',
    );
    expect(r.kind).toBe('transactional');
    expect(r.transaction).toMatchObject({ type: 'Invoice', amount: '27918.44', currency: 'BRL' });
    expect(r.commitments.map((c) => [c.type, c.title, c.dueDate?.toISOString().slice(0, 10), c.quote])).toEqual([
      ['deadline', 'Pay the Guia DAS 09/2026', '2026-10-20', 'Pague até 20/10/2026 para evitar multa e juros.'],
    ]);
  });

  it('a French invoice: the total with VAT, the invoice number, the payee without its billing department', () => {
    const r = notice(
      'Facture F-2026-06-0144 — échéance 01/11/2026',
      'Facture      F-2026-06-0144\nMontant HT   70 583,33 €\nTVA 20 %     14 116,67 €\nMontant TTC  84 700,00 €\nÉchéance     01/11/2026\n\nMerci de régler cette facture par virement au plus tard le 01/11/2026.',
      { name: 'Facturation Mecanorhône', email: 'factures@mecanorhone.fr' },
    );
    expect(r.transaction).toMatchObject({ type: 'Invoice', amount: '84700.00', currency: 'EUR' });
    expect(r.commitments.map((c) => [c.title, c.dueDate?.toISOString().slice(0, 10)])).toEqual([['Pay the Mecanorhône invoice F-2026-06-0144', '2026-11-01']]);
  });

  it('a payroll run that is paid leaves the tax it names to pay: one deadline, to whom it is paid', () => {
    const r = notice(
      'Payroll run for October completed',
      'The October payroll has been processed and paid.\n\nNet pay to employees: £84,312.40\nTotal payroll cost: £131,880.10\n\nPlease pay the PAYE and NIC of £31,944.18 to HMRC by 22 November.',
      { name: 'Payroll', email: 'payroll@paynorth.co.uk' },
    );
    expect(r.transaction).toMatchObject({ type: 'Expense' });
    expect(r.commitments.map((c) => [c.type, c.title, c.dueDate?.toISOString().slice(0, 10)])).toEqual([['deadline', 'Pay the tax to HMRC', '2026-11-22']]);
  });
});

describe("phishing dressed as the user's own firm, a bank or a tax office", () => {
  const rafael = (from: { name: string; email: string }, subject: string, text: string) =>
    analyzeLocally(
      mail({
        from,
        to: [{ name: 'Rafael', email: 'rafael@grupobrasa.com.br' }],
        userAddresses: ['rafael@grupobrasa.com.br'],
        subject,
        text,
        receivedAt: new Date('2026-06-20T12:00:00Z'),
      }),
    );

  it("a look-alike of the user's own domain asking to pay a bill through a link to an archive", () => {
    const r = rafael(
      { name: 'Financeiro Grupo Brasa', email: 'financeiro@grupobrasa-financeiro.com' },
      'Boleto em atraso - NF 88123 - regularize hoje',
      'Prezado,\nConsta em aberto o boleto referente à NF 88123 no valor de R$ 9.870,00, vencido em 15/06/2026.\nPara evitar protesto em cartório, efetue o pagamento hoje pelo link abaixo:\nhttp://grupobrasa-financeiro.com/boleto/88123.zip\nAtt,\nDepartamento Financeiro',
    );
    expect(r.kind).toBe('phishing');
    expect(r.commitments).toEqual([]);
    expect(r.transaction).toBeNull();
  });

  it('a hyphenated look-alike asking for card details within 48 hours', () => {
    const r = rafael(
      { name: 'Agencia Tributaria', email: 'notificaciones@agenciatributaria-reembolsos.es' },
      'Tiene un reembolso pendiente de 428,15 €',
      'Estimado/a contribuyente: tiene derecho a un reembolso de 428,15 €. Para recibirlo, confirme los datos de su tarjeta en el siguiente enlace en un plazo de 48 horas.',
    );
    expect(r.kind).toBe('phishing');
  });

  it('while a supplier writing from its own domain about an overdue bill stays a person', () => {
    const r = rafael(
      { name: 'Marta Lima', email: 'marta@boinobre.com.br' },
      'Boleto em atraso - NF 88123',
      'Rafael, o boleto da NF 88123 (R$ 9.870,00) venceu em 15/06. Consegue verificar com o financeiro?\nMarta',
    );
    expect(r.kind).toBe('person');
  });
});

describe("money in a person's own words", () => {
  it('takes money that moves between people and leaves talk about money alone', () => {
    // A split among family: the share asked of each, not the whole bill.
    const split = analyzeLocally(
      mail({
        subject: "Dad's birthday lunch",
        text: "Deposit was £960 which I've paid. Split three ways that's £320 each. Can you transfer your share to me by Friday?",
      }),
    );
    expect(split.transaction).toMatchObject({ type: 'Invoice', amount: '320.00', currency: 'GBP' });
    // The user says they paid: their expense.
    const paid = analyzeLocally(
      mail({ from: { name: 'Dana Kim', email: ME }, to: [ALICE], subject: 'Re: lunch', text: 'Sent £320 this morning, check your account.' }),
    );
    expect(paid.transaction).toMatchObject({ type: 'Expense', amount: '320.00' });
    // A contractor hands over a bill.
    const bill = analyzeLocally(
      mail({ subject: 'September', text: 'Attached is my invoice for September: 18 days, total €7,200.00. Could you pay it by the 30th?' }),
    );
    expect(bill.transaction).toMatchObject({ type: 'Invoice', amount: '7200.00', currency: 'EUR' });
    // A supplier mentions the invoice that will come, a manager approves a quote, an update gives its numbers: no money moved.
    const supplier = analyzeLocally(
      mail({
        subject: 'PO 4471 – delivery date',
        text: 'The delivery slips to week 44. The invoice of €12,400.00 net stays the same, payment 30 days after delivery. Please confirm the new date.',
      }),
    );
    expect(supplier.transaction).toBeNull();
    const approval = analyzeLocally(
      mail({
        from: { name: 'Dana Kim', email: ME },
        to: [ALICE],
        subject: 'Re: oven broken',
        text: 'Go with the repair, approved ($4,800 ex tax). Please send the quote to finance today.',
      }),
    );
    expect(approval.transaction).toBeNull();
    const update = analyzeLocally(
      mail({
        subject: 'October update',
        text: 'Revenue $310k (+12%), cash in bank $2.1m. Warehouse-receipt financing is live. Could you introduce us to two lenders?',
      }),
    );
    expect(update.transaction).toBeNull();
  });

  it('reads the sum of this call and the total of a tax notice', () => {
    const call = analyzeLocally(
      mail({
        from: { name: 'Fund Services', email: 'notices@fundadmin.example' },
        subject: 'Capital Call Notice No. 3',
        text: 'Total commitment:            USD 400,000.00\nThis call (5.0% of commitment):   USD 20,000.00\nCalled to date incl. this call:  USD 160,000.00\nDue date: 1 October 2026',
      }),
    );
    expect(call.transaction).toMatchObject({ type: 'Invoice', amount: '20000.00', currency: 'USD' });
    const tax = analyzeLocally(
      mail({
        from: { name: 'Steuerkanzlei', email: 'noreply@kanzlei.example' },
        subject: 'Steuertermine November',
        text: 'folgende Steuerzahlungen stehen an:\nFälligkeit 10.11.2026\n  Umsatzsteuer        1.200,50 €\n  Lohnsteuer            800,00 €\n  Summe               2.000,50 €\nBitte überweisen Sie die Beträge rechtzeitig.',
      }),
    );
    expect(tax.transaction).toMatchObject({ type: 'Invoice', amount: '2000.50', currency: 'EUR' });
  });
});

describe('money in the other languages founders write in', () => {
  const from = (name: string, email: string) => ({ name, email });
  it('takes the total of an invoice a supplier describes in French, Italian or German prose, asked to be paid', () => {
    const fr = analyzeLocally(
      mail({
        from: from('Camille Roussel', 'camille@atelier-sable.fr'),
        subject: 'Facture octobre',
        text: 'Bonjour Dana,\n\nVoici notre facture F-0412 pour les 40 bols livrés le 2 octobre : 1 600,00 € HT, soit un total de 1 920,00 € TTC.\n\nMerci de régler ce montant avant le 15 novembre.\n\nCamille',
      }),
    );
    expect(fr.transaction).toMatchObject({ type: 'Invoice', amount: '1920.00', currency: 'EUR' });
    const it_ = analyzeLocally(
      mail({
        from: from('Giulia Ferraresi', 'giulia@smalti.example'),
        subject: 'Fattura n. 87',
        text: 'Gentile Dana,\n\nImponibile: 1.200,00 €\nIVA 22%: 264,00 €\nTotale da pagare: 1.464,00 €\n\nLa preghiamo di effettuare il bonifico entro il 30 novembre.\n\nGiulia',
      }),
    );
    expect(it_.transaction).toMatchObject({ type: 'Invoice', amount: '1464.00' });
    const de = analyzeLocally(
      mail({
        from: from('Peter Huber', 'verwaltung@immo.example'),
        subject: 'Mietzins November',
        text: "Guten Tag\n\nMietzins netto CHF 3'150.00\nNebenkosten CHF 300.00\nTotal CHF 3'450.00\n\nWir bitten Sie, den Betrag bis 25. November auf unser Konto zu überweisen.\n\nPeter Huber",
      }),
    );
    expect(de.transaction).toMatchObject({ type: 'Invoice', amount: '3450.00', currency: 'CHF' });
  });

  it('takes the sum still owed, a share or the sum paid, not the price around it', () => {
    const rest = analyzeLocally(
      mail({
        from: from('Nuno Carvalho', 'nuno@obras.example'),
        subject: 'Obra – contas finais',
        text: 'O orçamento era de 6.200 € mas ficou em 6.480,00 €. Como já recebi 3.100,00 € de sinal, fica a faltar 3.380,00 €.\n\nAgradeço que me transfira o valor em falta até ao fim do mês.\n\nNuno',
      }),
    );
    expect(rest.transaction).toMatchObject({ type: 'Invoice', amount: '3380.00' });
    const share = analyzeLocally(
      mail({
        subject: 'Appel de fonds',
        text: 'Pour votre part, cela représente 5 000,00 € (sur un engagement de 50 000 €). Merci de verser ce montant avant le 4 décembre.',
      }),
    );
    expect(share.transaction).toMatchObject({ type: 'Invoice', amount: '5000.00' });
    const deposit = analyzeLocally(
      mail({
        subject: 'Caparra',
        text: 'Buongiorno, ho appena fatto il bonifico della caparra di 300,00 € per il soggiorno (totale 690 €). Potrebbe confermarmi la prenotazione quando riceve il bonifico?',
      }),
    );
    expect(deposit.transaction).toMatchObject({ type: 'Revenue', amount: '300.00' });
    const paidByUser = analyzeLocally(
      mail({ from: { name: 'Dana Kim', email: ME }, to: [ALICE], subject: 'Renda', text: 'Olá, já transferi hoje os 1.150,00 € da renda de novembro.' }),
    );
    expect(paidByUser.transaction).toMatchObject({ type: 'Expense', amount: '1150.00' });
  });

  it('records nothing where an ask names no sum, the writer is the one to pay, or prices are only planned', () => {
    const noSum = analyzeLocally(
      mail({ subject: 'VO-03', text: 'Need you to approve VO-03 at S$4,800 today. Also can you transfer the 30% deposit from the OCBC account?' }),
    );
    expect(noSum.transaction).toBeNull();
    const writerPays = analyzeLocally(
      mail({ subject: 'Burner', text: 'Quote attached.\nTotal approx €5,900.\n\nPls approve by tmrw so i can place the order and pay the proforma.' }),
    );
    expect(writerPays.transaction).toBeNull();
    const family = analyzeLocally(
      mail({
        subject: 'Natal',
        text: 'Os bilhetes estão a 38 € cada. O jantar vai ficar à volta de 300 €, dividimos depois. Diz-me até sexta se vens.',
      }),
    );
    expect(family.transaction).toBeNull();
  });

  it('takes the payment over the balance of a bank notice, and the net pay of a payroll run', () => {
    const bank = analyzeLocally(
      mail({
        from: from('Banco', 'alertas@banco.example'),
        subject: 'Alerta: transferência recebida',
        text: 'A sua conta recebeu uma transferência.\n\nMontante: 4.500,00 €\nData-valor: 12-11-2026\n\nSaldo disponível após o movimento: 18.233,12 €',
      }),
    );
    expect(bank.transaction).toMatchObject({ type: 'Revenue', amount: '4500.00' });
    const payroll = analyzeLocally(
      mail({
        from: from('Payroll', 'payroll-noreply@personio.example'),
        subject: 'Gehaltsabrechnung Januar abgeschlossen',
        text: 'Gesamtbrutto: 138.450,00 €\nNettolöhne (überwiesen am 30.01.2026): 84.312,40 €\n\nBitte überweisen Sie die Lohnsteuer bis 10.02.2026 an das Finanzamt.',
      }),
    );
    expect(payroll.transaction).toMatchObject({ type: 'Expense', amount: '84312.40' });
    // …and a payroll run that leaves its taxes to pay keeps their deadline, quoted by the line that asks to pay.
    const folha = analyzeLocally(
      mail({
        from: from('Folhaz', 'noreply@folhaz.example'),
        subject: 'Folha de fevereiro/2026 processada',
        text: 'Folha de pagamento processada\nSalários líquidos pagos em 05/03/2026  R$ 586.214,37\nINSS patronal + FGTS  R$ 241.880,12\nVencimento das guias   20/03/2026\nEmita e pague as guias até o vencimento para evitar multa.',
        receivedAt: new Date('2026-03-05T12:00:00Z'),
      }),
    );
    expect(folha.transaction).toMatchObject({ type: 'Expense', amount: '586214.37', currency: 'BRL' });
    expect(folha.commitments).toMatchObject([{ type: 'deadline', quote: 'Emita e pague as guias até o vencimento para evitar multa.' }]);
    expect(folha.commitments[0]!.dueDate?.toISOString().slice(0, 10)).toBe('2026-03-20');
  });

  it('reads a sender whose domain spells a brand with digits as phishing', () => {
    const r = analyzeLocally(
      mail({
        from: from('Accounts Department', 'billing@paypa1-invoices.com'),
        subject: 'Invoice overdue',
        text: 'Your invoice of €2,300.00 is OVERDUE. Please settle the amount within 24 hours: http://paypa1-invoices.com/pay',
      }),
    );
    expect(r.kind).toBe('phishing');
    expect(r.transaction).toBeNull();
  });
});

describe('money in Arabic and Japanese mail', () => {
  const from = (name: string, email: string) => ({ name, email });
  it('takes the total of a supplier invoice in Arabic and the rent a Japanese landlord asks to be transferred', () => {
    const ar = analyzeLocally(
      mail({
        from: from('أحمد الزعبي', 'ahmed@mochatraders.ae'),
        subject: 'فاتورة شحنة البن الأخضر',
        text: 'مرحباً،\n\nمرفق فاتورة رقم 2026-311 لشحنة البن الأخضر.\n\nالمبلغ الإجمالي 18,450.00 درهم شاملاً ضريبة القيمة المضافة.\n\nيرجى تحويل المبلغ قبل 20 نوفمبر إلى الحساب المعتاد.\n\nأحمد',
      }),
    );
    expect(ar.transaction).toMatchObject({ type: 'Invoice', amount: '18450.00', currency: 'AED' });
    const jp = analyzeLocally(
      mail({
        from: from('鈴木 一郎', 'chintai@fudosan.example'),
        subject: '12月分賃料のご案内',
        text: 'いつもお世話になっております。\n\n12月分の賃料 ¥680,000（共益費込み）を11月27日までに下記口座へお振込みください。\n\n鈴木',
      }),
    );
    expect(jp.transaction).toMatchObject({ type: 'Invoice', amount: '680000.00', currency: 'JPY' });
  });

  it('reads a Japanese invoice as transactional with its billed amount, and a payroll run by its net pay', () => {
    const invoice = analyzeLocally(
      mail({
        from: from('経理部', 'billing@vendor.example'),
        subject: '【請求書】2026年10月分 開発業務委託料',
        text: '請求書番号：CW-2026-1042\nご請求金額：¥385,000（税込）\n（内訳：業務委託料 ¥350,000、消費税 ¥35,000）\nお支払期限：2026年11月30日',
      }),
    );
    expect(invoice.kind).toBe('transactional');
    expect(invoice.transaction).toMatchObject({ type: 'Invoice', amount: '385000.00' });
    const payroll = analyzeLocally(
      mail({
        from: from('freee人事労務', 'noreply@freee.example'),
        subject: '11月分給与の振込が完了しました',
        text: '11月分給与の振込が完了しました。\n\n支給総額：¥4,820,000\n控除合計：¥1,012,400\n差引支給額（振込額）：¥3,807,600',
      }),
    );
    expect(payroll.transaction).toMatchObject({ type: 'Expense', amount: '3807600.00' });
  });

  it("records nothing when a relative paid a bill of their own and says it's on them", () => {
    const r = analyzeLocally(
      mail({ subject: "Mum's electricity", text: "I paid the electricity bill for Mum's flat today, JD 86. Don't worry about it, it's on me this time." }),
    );
    expect(r.transaction).toBeNull();
  });

  it('reads a Québec sister’s "740 $" as Canadian dollars', () => {
    const r = analyzeLocally(
      mail({
        from: from('Nour Mansour', 'nour@videotron.ca'),
        subject: 'Billet de maman',
        text: 'Le vol a coûté 1 480 $ avec les taxes. Peux-tu m’envoyer ta moitié, 740 $, quand tu as une minute?',
      }),
    );
    expect(r.transaction).toMatchObject({ type: 'Invoice', amount: '740.00', currency: 'CAD' });
  });
});

describe('money in Indian and Canadian mail', () => {
  const from = (name: string, email: string) => ({ name, email });
  it('takes the sum a Hindi or Hinglish ask names, not the yearly total around it', () => {
    const hindi = analyzeLocally(
      mail({ subject: 'फ्लैट की मरम्मत', text: 'रोहन,\n\nमरम्मत का बिल आ गया है, कुल ₹48,500। कृपया इस हफ्ते तक ठेकेदार को भुगतान कर देना।\n\nपापा' }),
    );
    expect(hindi.transaction).toMatchObject({ type: 'Invoice', amount: '48500.00', currency: 'INR' });
    const hinglish = analyzeLocally(
      mail({
        subject: 'Advance tax',
        text: 'Is baar amount ₹3,40,000 hai (total liability ₹11,20,000 ka 75% minus already paid ₹5,00,000).\n\nPlease pay kar dena challan 280 se.',
      }),
    );
    expect(hinglish.transaction).toMatchObject({ type: 'Invoice', amount: '340000.00' });
    const split = analyzeLocally(mail({ subject: 'Goa', text: 'Trip total came to ₹84,000 for 4 of us, so ₹21,000 each. GPay kar do when you can.' }));
    expect(split.transaction).toMatchObject({ type: 'Invoice', amount: '21000.00' });
  });

  it('takes the total over an hourly rate or a figure before tax in the sentence that hands over a bill or an order', () => {
    const bill = analyzeLocally(
      mail({ subject: 'Invoice #112', text: 'Attached is invoice #112 for October: 42 hours at $150/hr, total $6,300. Net 15 please.' }),
    );
    expect(bill.transaction).toMatchObject({ type: 'Invoice', amount: '6300.00', currency: 'USD' });
    const po = analyzeLocally(mail({ subject: 'PO', text: 'Please find attached PO/2026/884 for 12 licences, value ₹9,60,000 + GST (₹11,32,800 incl. GST).' }));
    expect(po.transaction).toMatchObject({ type: 'Order', amount: '1132800.00' });
  });

  it('reads rent a Toronto landlord says is due as Canadian dollars', () => {
    const r = analyzeLocally(
      mail({
        from: from('Greg Wilson', 'greg@rogers.ca'),
        subject: 'December rent',
        text: 'Reminder that December rent, $3,200, is due on the 1st. Please e-transfer it to this email as usual.',
      }),
    );
    expect(r.transaction).toMatchObject({ type: 'Invoice', amount: '3200.00', currency: 'CAD' });
  });

  it('takes the debit over the balance of a UPI alert, and the settlement over the gross of a payout', () => {
    const debit = analyzeLocally(
      mail({
        from: from('HDFC Bank InstaAlerts', 'alerts@hdfcbank.example'),
        subject: 'You have done a UPI txn',
        text: 'Rs.1,25,000.00 has been debited from account **4417 to VPA greenleaf@okhdfc on 12-11-26.\n\nAvl bal: Rs.9,84,211.40',
      }),
    );
    expect(debit.transaction).toMatchObject({ type: 'Expense', amount: '125000.00', currency: 'INR' });
    const settlement = analyzeLocally(
      mail({
        from: from('Razorpay', 'settlements@razorpay.example'),
        subject: 'Settlement processed',
        text: 'Your settlement has been processed and credited to your bank account.\n\nGross amount: ₹8,01,200.00\nFees + GST: ₹18,789.45\nSettlement amount: ₹7,82,410.55',
      }),
    );
    expect(settlement.transaction).toMatchObject({ type: 'Revenue', amount: '782410.55' });
  });
});

describe('money in Korean mail and payment apps', () => {
  const from = (name: string, email: string) => ({ name, email });
  it('reads won, a bill to transfer, a share asked by a sister and a deposit alert in Korean', () => {
    const bill = analyzeLocally(
      mail({
        subject: '10월 원재료 대금 결제 요청',
        text: '대표님,\n\n공급업체에서 청구서를 보내왔습니다. 청구 금액은 부가세 포함 8,470,000원입니다.\n\n이번 주 금요일까지 송금해 주시면 됩니다.',
      }),
    );
    expect(bill.transaction).toMatchObject({ type: 'Invoice', amount: '8470000.00', currency: 'KRW' });
    const share = analyzeLocally(
      mail({ subject: '엄마 칠순 잔치', text: '총 1,800,000원 나왔고 내가 먼저 결제했어.\n\n네 몫 600,000원 내 계좌로 보내줄 수 있어?' }),
    );
    expect(share.transaction).toMatchObject({ type: 'Invoice', amount: '600000.00' });
    const deposit = analyzeLocally(
      mail({
        from: from('국민은행', 'alert@bank.example'),
        subject: '[KB국민은행] 입금 알림',
        text: '입금 안내\n\n입금액: 12,300,000원\n입금자: 이마트24\n잔액: 58,214,900원',
      }),
    );
    expect(deposit.transaction).toMatchObject({ type: 'Revenue', amount: '12300000.00' });
  });

  it('reads a payroll a colleague reports paid as the net pay, an expense', () => {
    const r = analyzeLocally(
      mail({
        from: from('경리팀', 'account@founderco.com'),
        subject: '11월 급여 지급 완료',
        text: '11월 급여가 오늘 지급 완료되었습니다.\n\n총 지급액: 31,500,000원\n공제 합계: 4,126,800원\n실지급액: 27,373,200원',
      }),
    );
    expect(r.transaction).toMatchObject({ type: 'Expense', amount: '27373200.00' });
  });

  it('reads what payment apps say: a request, money sent to the user, a payout on its way; and a bill "in total"', () => {
    const request = analyzeLocally(
      mail({
        from: from('Venmo', 'venmo@venmo.example'),
        subject: 'Alex Chen requested $85.00',
        text: 'Alex Chen requested $85.00 from you.\n\nPay or decline in the app.',
      }),
    );
    expect(request.transaction).toMatchObject({ type: 'Invoice', amount: '85.00' });
    const talk = analyzeLocally(mail({ subject: 'Grant', text: 'We requested $200,000 in the grant application. Can you review the budget section?' }));
    expect(talk.transaction).toBeNull();
    const zelle = analyzeLocally(
      mail({
        from: from('Zelle', 'no-reply@zelle.example'),
        subject: 'You received money with Zelle',
        text: 'Alex Chen sent you $340.00.\n\nMemo: cabin share',
      }),
    );
    expect(zelle.transaction).toMatchObject({ type: 'Revenue', amount: '340.00' });
    const square = analyzeLocally(
      mail({
        from: from('Square', 'no-reply@square.example'),
        subject: 'Your transfer of $6,231.48 has been initiated',
        text: 'Your transfer is on its way.\n\nTransfer amount: $6,231.48\nCollected: $6,480.00\nFees: -$248.52',
      }),
    );
    expect(square.transaction).toMatchObject({ type: 'Revenue', amount: '6231.48' });
    const counsel = analyzeLocally(
      mail({
        subject: 'Invoice for the closing',
        text: "Our invoice is attached: $38,500 in fees plus $1,240 in filing costs, so $39,740 in total. We'd appreciate payment within 30 days.",
      }),
    );
    expect(counsel.transaction).toMatchObject({ type: 'Invoice', amount: '39740.00' });
  });
});

describe('money in West African and British mail', () => {
  const from = (name: string, email: string) => ({ name, email });
  it('takes the total with tax of a haulier invoice in CFA francs, and the total a colleague asks to approve paying', () => {
    const haulier = analyzeLocally(
      mail({
        subject: 'Facture transport',
        text: 'Je vous envoie ci-joint notre facture n° YT-1026 : 12 rotations à 450 000 FCFA, soit 5 400 000 FCFA HT, 6 372 000 FCFA TTC.\n\nMerci de procéder au règlement sous 15 jours.',
      }),
    );
    expect(haulier.transaction).toMatchObject({ type: 'Invoice', amount: '6372000.00', currency: 'XOF' });
    const farmers = analyzeLocally(
      mail({
        subject: 'Paiement des planteurs',
        text: 'Nous devons payer les planteurs : 42 tonnes à 1 800 FCFA le kilo, soit 75 600 000 FCFA au total.\n\nPeux-tu valider le virement d’ici vendredi ?',
      }),
    );
    expect(farmers.transaction).toMatchObject({ type: 'Invoice', amount: '75600000.00' });
  });

  it('takes the payment over the balance of a bank notice that says a payment left the account', () => {
    const r = analyzeLocally(
      mail({
        from: from('Barclays', 'alerts@barclays.example'),
        subject: 'A payment has left your account',
        text: 'Payment made\n\n£2,150.00 to Hackney Lettings Ltd\nReference: FLAT 4 RENT NOV\n\nYour balance is now £11,482.06.',
      }),
    );
    expect(r.transaction).toMatchObject({ type: 'Expense', amount: '2150.00', currency: 'GBP' });
  });
});

describe('asks and promises in the other languages founders write in', () => {
  const commitmentsOf = (text: string, over: Partial<AnalysisInput> = {}) =>
    analyzeLocally(mail({ subject: 'Re: plan', text, ...over })).commitments.map((c) => c.type);
  it('reads an ask in Spanish, German, Swedish, Portuguese and French as an action item', () => {
    expect(commitmentsOf('Hola Dana,\n\nNecesito tu OK para la reparación antes del viernes.\n\nGracias,\nAlicia')).toEqual(['action_item']);
    expect(commitmentsOf('Hallo Dana,\n\nKannst du die Torte am 17. vormittags abholen?\n\nLiebe Grüße')).toEqual(['action_item']);
    expect(commitmentsOf('Hej Dana,\n\nSäg till senast 15/9 om ni kommer på middagen.\n\nKram')).toEqual(['action_item']);
    expect(commitmentsOf('Oi Dana,\n\nVocê pode me mandar o contrato assinado até sexta?\n\nAbraços')).toEqual(['action_item']);
    expect(commitmentsOf('Bonjour Dana,\n\nPouvez-vous signer le bon de commande avant jeudi ?\n\nMerci')).toEqual(['action_item']);
  });
  it('asks nothing in an advertisement labelled as one, nor in a link line of Japanese spam', () => {
    const ad = analyzeLocally(
      mail({
        from: { name: 'Deals', email: 'deals@shop.example' },
        subject: 'ADV: Can you afford to miss this?',
        text: 'Can you call us today? Reply now to claim your discount.',
      }),
    );
    expect(ad.kind).toBe('bulk');
    expect(ad.commitments).toEqual([]);
    const jp = analyzeLocally(
      mail({ from: { name: '', email: 'info@deai.example' }, subject: '未承諾広告※出会いの広場', text: 'http://www.deai.example/?sid=2 女性無料は当たり前!?' }),
    );
    expect(jp.commitments).toEqual([]);
    expect(commitmentsOf('田中です。\n\n明日までに契約書を確認していただけますか？\n\nよろしくお願いします。')).toContain('action_item');
  });
  it("reads the writer's promise in another language, and leaves thanks and news alone", () => {
    expect(commitmentsOf('Hallo Dana,\n\nIch schicke dir die unterschriebene Vereinbarung bis Freitag.\n\nViele Grüße')).toEqual(['promise_received']);
    expect(commitmentsOf('Hola Dana,\n\nTe mando el contrato firmado mañana.\n\nSaludos')).toEqual(['promise_received']);
    expect(commitmentsOf('Hola Dana,\n\nMuchas gracias por todo, nos vemos en la junta del martes.\n\nSaludos')).toEqual([]);
    expect(commitmentsOf('Hej Dana,\n\nVi har nu öppnat den nya butiken på Götgatan och det går bra.\n\nHälsningar')).toEqual([]);
    // Polish: an ask with "czy możesz", the writer's promise, and news.
    expect(commitmentsOf('Cześć Dana,\n\nCzy możesz podpisać umowę do piątku?\n\nPozdrawiam')).toEqual(['action_item']);
    expect(commitmentsOf('Cześć Dana,\n\nWyślę ci jutro podpisaną umowę.\n\nPozdrawiam')).toEqual(['promise_received']);
    expect(commitmentsOf('Cześć Dana,\n\nOtworzyliśmy nowe biuro w Warszawie i wszystko idzie dobrze.\n\nPozdrawiam')).toEqual([]);
    // "ok." (about) does not end the sentence: the ask keeps its words instead of becoming "2 500 zł)?".
    const ask = analyzeLocally(mail({ text: 'Cześć Dana,\n\nCzy Gripwerk mógłby sfinansować koszulki dla drużyny (ok. 2 500 zł)?\n\nPozdrawiam' }));
    expect(ask.commitments.map((c) => c.quote)).toEqual(['Czy Gripwerk mógłby sfinansować koszulki dla drużyny (ok. 2 500 zł)?']);
  });
});

describe('asks named as a list under a lead-in', () => {
  it('makes each listed noun phrase a to-do with a verb, owed by the user when received and by the other when sent', () => {
    const text =
      'Dana, this has escalated on our side.\n\nI need two things from you:\n1. A call with you (not the account manager) this week.\n2. A written correction plan before Friday 8 May, with dates and owners.\n\nAlice';
    const r = analyzeLocally(mail({ text, subject: 'SLA' }));
    expect(r.commitments.map((c) => [c.type, c.title, c.dueDate?.toISOString().slice(0, 10) ?? null])).toEqual([
      ['action_item', 'Have a call with Alice this week', '2026-05-01'],
      // "Before Friday 8 May" is due the day before.
      ['action_item', 'Send Alice a written correction plan before Friday 8 May, with dates and owners', '2026-05-07'],
    ]);
    const sent = analyzeLocally(
      mail({
        from: { name: 'Dana Kim', email: ME },
        to: [{ name: 'Sam Lee', email: 'sam@acme.com' }],
        subject: 'NDA',
        text: 'Sam,\n\nTwo things I need from you before we start:\n1. The signed NDA\n2. Your sign-off on the pilot scope\n\nDana',
      }),
    );
    expect(sent.commitments.map((c) => c.title)).toEqual(['Sam to send the signed NDA', 'Sam to give their sign-off on the pilot scope']);
  });

  it('reads the points of a decision list as what is to be decided, and finds the ask after them in a long Spanish mail', () => {
    const point = (n: number, heading: string) =>
      `${n}. ${heading}. La otra parte propone un cambio importante que conviene revisar con calma antes de cerrar el contrato, porque afecta al precio final y a las garantías que damos a cada uno de los clientes de la flota. Nosotros pedimos otra cosa en la primera ronda y creo que podemos cerrar en un punto medio sin romper la negociación ni perder el calendario de entregas. Te paso también el historial de la negociación en el anexo para que lo tengas a mano.`;
    const text = [
      'Dana:',
      'Recibimos ayer la contrapropuesta de Electra Fleet al contrato de arrendamiento de las doce vans. Casi todo quedó como lo negociamos; quedan dos puntos donde necesitamos tu decisión:',
      point(1, 'Tope de responsabilidad'),
      point(2, 'Terminación anticipada'),
      'Necesitamos tu decisión sobre ambos puntos a más tardar el miércoles 6 de mayo para mandar la versión final a Electra.',
      'Saludos,\n\nAlicia Chen\nSocia | Chen Abogados',
      'La información contenida en este correo es confidencial. Si usted no es el destinatario previsto, le rogamos eliminarlo de inmediato y notificar al remitente.',
    ].join('\n\n');
    // Long enough that only paragraphs with a cue are read for commitments.
    expect(newText(text).text.length).toBeGreaterThan(1200);
    const r = analyzeLocally(mail({ text, subject: 'Electra Fleet: 2 puntos pendientes' }));
    const quotes = r.commitments.map((c) => c.quote);
    // The headings are no asks of their own; the closing ask, in a paragraph without an English word, is found with its day.
    expect(quotes.some((q) => /^Tope de responsabilidad|^Terminación anticipada/.test(q))).toBe(false);
    const closing = r.commitments.find((c) => c.quote.startsWith('Necesitamos tu decisión sobre ambos puntos'));
    expect(closing?.dueDate?.toISOString().slice(0, 10)).toBe('2026-05-06');
    // The disclaimer under the signature is cut with it.
    expect(newText(text)).toMatchObject({ signature: true });
    expect(newText(text).text.endsWith('para mandar la versión final a Electra.')).toBe(true);
  });

  it('dates an ask by the clause that asks, by a reply-by in another language, and by the window that closes after it', () => {
    const due = (text: string) =>
      analyzeLocally(mail({ text, subject: 'Decision', timeZone: 'Europe/Stockholm' })).commitments.map((c) => c.dueDate?.toISOString().slice(0, 10) ?? null);
    // Thursday 30 April: their date is mid-May, the answer is wanted by Friday.
    expect(due('Dana,\n\nThey want to sign by mid-May, so could you let me know by Friday which way you want to go?\n\nAlice')).toEqual(['2026-05-01']);
    expect(due('Dana,\n\nSo are you in for $25k? We have $110k allocated so far. Allocation closes Friday 8 May.\n\nAlice')).toEqual(['2026-05-08']);
    expect(
      due('Dana,\n\nVilket alternativ väljer du?\n\nHyresvärden vill ha ett avtal senast den 30 maj, så jag behöver dina besked senast fredag 8/5.\n\nAlice'),
    ).toContain('2026-05-08');
  });

  it('leaves a list that only reports (no ask in its lead-in) alone', () => {
    const text = 'Dana, the numbers for April:\n1. Revenue up 12% on March.\n2. Two new logos in Lisbon.\n\nAlice';
    expect(analyzeLocally(mail({ text, subject: 'April' })).commitments).toEqual([]);
  });
});

describe('asks and promises in French and Spanish keep their words and their days', () => {
  it('"dimanche" dates a French ask; a Spanish promise is titled with its writer, not "Nuria to El lunes"', () => {
    const fr = analyzeLocally(
      mail({
        subject: 'IRM',
        text: "Ma chérie,\n\nTu pourrais m'appeler dimanche ? Je préfère t'expliquer de vive voix.\n\nPapa",
        receivedAt: new Date('2026-07-16T12:00:00Z'),
        timeZone: 'Europe/Paris',
      }),
    );
    expect(
      fr.commitments
        .find((c) => c.quote.startsWith('Tu pourrais'))
        ?.dueDate?.toISOString()
        .slice(0, 10),
    ).toBe('2026-07-19');
    const es = analyzeLocally(
      mail({
        from: { name: 'Nuria Vidal', email: 'nuria@castellsvidal.es' },
        subject: 'Ampliación',
        text: 'Hola Dana,\n\nEl lunes te envío el borrador de la escritura.\n\nNuria',
        receivedAt: new Date('2026-02-11T12:00:00Z'),
        timeZone: 'Europe/Madrid',
      }),
    );
    expect(es.commitments.map((c) => [c.type, c.title])).toContainEqual(['promise_received', 'Nuria: El lunes te envío el borrador de la escritura']);
  });
});

describe('a date given once for several asks', () => {
  it('dates the items of a list by its lead-in, and questions by the reply-by that follows them', () => {
    const day = (c: { dueDate: Date | null }) => c.dueDate?.toISOString().slice(0, 10) ?? null;
    const list = analyzeLocally(
      mail({
        receivedAt: new Date('2026-10-12T09:00:00Z'),
        text: 'Dana,\n\nTwo things from you before the board call on Thursday:\n\n1. Could you send me the Q3 deck?\n2. Can you confirm the option pool number?\n\nThanks,\nAlice',
      }),
    );
    // Before the call on Thursday: by Wednesday.
    expect(list.commitments.map(day)).toEqual(['2026-10-14', '2026-10-14']);
    const questions = analyzeLocally(
      mail({
        receivedAt: new Date('2026-10-12T09:00:00Z'),
        text: 'Dana,\n\nWas the AC placed in service in 2026? And which member split is right, 50/50 or 40/60?\n\nWould you mind getting back to me on both by Friday?\n\nAlice',
      }),
    );
    expect(questions.commitments.slice(0, 2).map(day)).toEqual(['2026-10-16', '2026-10-16']);
  });
});

describe('determinism and shape', () => {
  it('gives the same output for the same input, and fits the schema', () => {
    const input = mail({ text: 'Can we meet next Tuesday to go over the Q3 plan? I will bring the numbers.', html: '<p>Can we meet next Tuesday?</p>' });
    const a = analyzeLocally(input);
    const b = analyzeLocally(structuredClone(input));
    expect(b).toEqual(a);
    expect(analysisResultSchema.parse(a)).toEqual(a);
    expect(a.analyzedBy).toBe('local');
    expect(Number.isInteger(a.nuggetScore)).toBe(true);
    expect(a.signals.length).toBeGreaterThan(1);
  });

  it('round-trips through JSON the way an LLM answer would (dates as ISO strings)', () => {
    const r = analyzeLocally(mail({ text: 'Could you send me the signed NDA by Friday?' }));
    expect(analysisResultSchema.parse(JSON.parse(JSON.stringify(r)))).toEqual(r);
    const schema = analysisResultJsonSchema() as any;
    expect(schema.properties.commitments.items.properties.dueDate.anyOf).toContainEqual({ type: 'string', format: 'date-time' });
    expect(schema.required).toContain('nuggetScore');
  });

  it('copes with empty and HTML-only mail', () => {
    expect(() => analyzeLocally(mail({ text: '', html: null, subject: '' }))).not.toThrow();
    const r = analyzeLocally(mail({ text: '', html: '<div><p>Please confirm the wire details by EOD.</p></div>' }));
    expect(r.commitments[0]).toMatchObject({ type: 'action_item', dueText: 'EOD' });
  });
});

describe('requests: what a user would expect to become (or not become) an action item', () => {
  const actionItems = (text: string, over: Partial<AnalysisInput> = {}) =>
    analyzeLocally(mail({ text, ...over })).commitments.filter((c) => c.type === 'action_item');

  it.each([
    ['a polite question with a deadline', 'Could you send me the deck by Friday?'],
    ['an indirect "I was wondering whether you…"', 'I was wondering whether you had a chance to look at the contract.'],
    ['an imperative after a clause and "just"', "Jeff, I'm out all next week, just call Joann and she will get the pricing."],
    ['an imperative behind "If you\'d like to …, just …"', "If you'd like to de-brief on the Kasler meeting, just give me a holler."],
    ['a capitalised instruction the tagger reads as a name', 'Visit the portal below to enter your expense report by Monday.'],
    ['a recommendation', 'My recommendation is to call Mark first and discuss the book with him.'],
    ['an instruction to everyone', 'Everyone should plan to attend the offsite on Friday.'],
    ['a one-word question', 'Thoughts?'],
    ['a suggestion hedged with "perhaps"', 'Perhaps you could send him a note before the hearing.'],
    ['an elliptic "hoping you can"', 'Hoping you can send the file today.'],
    ['a request for input', 'Any feedback on the attached draft would be great.'],
    ['a joint next step', 'We can ask Ed on Wednesday.'],
    ['a request with a link (links are not marketing)', 'Please review the draft at https://docs.example.com/q3-plan before Friday.'],
    ['"it is important that you…"', 'It is important that you attend the budget review.'],
    ['"I\'d welcome your thoughts"', "I'd welcome your thoughts on the term sheet."],
    ['"I\'d appreciate a call back"', "I'd appreciate a call back when you land."],
    ['a missing invoice is not a way to unsubscribe', 'If you did not receive the invoice, please let me know.'],
    // Words marketing uses that are also work words: only their promotional form damps a request.
    ['"shop" as a place', 'Kay, please book 9:00 am to 2:00 pm with Mike Childers at their shop in the Woodlands on September 5.'],
    ['a discount rate', 'Please send me the discount rate you used for the NPV.'],
    ["a bond's coupon", 'Can you confirm the coupon on the 2027 notes before we sign?'],
    ["a contract's terms and conditions", 'Please review the terms and conditions in section 4 of the supply agreement by Friday.'],
    ['editing our own privacy policy', 'Can you update our privacy policy before the launch on Monday?'],
    ['a signed copy "for your records"', 'Please sign and return one copy; keep the other for your records.'],
    ['clicking through a demo', 'Could you click through the demo build and tell me what breaks?'],
    // What founders ask each other for.
    ['an intro', "I'd love an intro to your contact at Stripe."],
    ['"it\'d be great to get your feedback"', "It'd be great to get your feedback by Monday."],
    ['pointers', 'Grateful for any pointers on hiring a CFO.'],
    ['work handed over', "I'm counting on you to close the Acme renewal this month."],
    ['a decision handed over', 'Your call on whether we extend the bridge.'],
    ['a call the reader could make', 'A quick call from you to their CFO would really help.'],
    ['a call that will be needed', 'We will need a follow-up call once the numbers are in.'],
    ['"let me see what you come up with"', 'Let me see what you come up with after the call.'],
    ['"you should have … by …" as possession', 'You should have the numbers to me by Friday.'],
    ['"circle back" with someone', 'Circle back with Tom on pricing.'],
    ['a clear ask next to a promise', "I'll send the deck tonight, can you review it by Friday?"],
    ['a passive ask of a group', 'Managers are asked to submit their budgets by Monday.'],
    ['"it is requested that"', 'It is requested that all managers submit their budgets by Monday.'],
    ['what the reader is to give, said impersonally', 'Approval is required before we can proceed.'],
    ['"I would ask that you"', 'I would ask that you keep this confidential.'],
    ['looking forward to a payment', 'We look forward to receiving your payment.'],
    ['"it\'s best to" after a clause', 'If the lawyers ask, it is best to send them straight to Maria.'],
    ['an offer of time to discuss', 'Our team is available to discuss the draft any day next week.'],
    ['"open for" a meal on named days', "I'm open for lunch Tuesday or Thursday."],
    ['"there would be value in" meeting', 'I think there would be value in meeting before the board call.'],
    ['a phone call the reader could make', 'A phone call from you to their CEO would settle it.'],
    ['curiosity about the reader', "I'm curious where you landed on the hiring plan."],
    ['an expectation of the reader, after an aside', "I'll assume that for the review on Monday, you will bring the numbers."],
    ['"we are supposed to"', 'We are supposed to file the amendment by April 11.'],
    ['"we as a team should"', 'We as a leadership team should discuss the pricing change.'],
    ['a question about a document, not small talk', 'Did you see the contract I sent on Monday?'],
    ['"let\'s" after a clause', "If there are risks we can avoid, let's avoid them."],
    ['a need said with "would probably"', 'We would probably need the signed NDA before the data room opens.'],
    ['an expectation of the reader and their team', 'I assume that you and your team will implement.'],
    ['"I\'d like yours"', "Meredith, I'd like yours as well."],
    ["a third party who needs the reader's help", 'Alan - Tim and Joe will likely need your assistance with this settlement negotiation.'],
    ['"consider" after "but"', 'The presentation looks fine but consider adding this idea in a few slides.'],
    ['"was hoping you could" after "but"', "I'm not sure where to turn but was hoping you could assist me."],
    ['a relayed question about the reader', 'Bob wants to know if you can make it Friday.'],
    ['a task to find something out', 'Find out how much the vendor charges for support.'],
    ['an apostrophe written as ";"', 'If this is a 2002 question, then let;s discuss'],
    ['an apostrophe written as ","', 'Let,s meet at noon on Friday.'],
    ['"what I need from you … is"', 'What I need from you, as soon as possible, is a timeline.'],
    ['"you may also deliver"', 'You may also deliver a copy of your statement to the CalPX.'],
    ['"but wanted your thoughts" after a promise', 'I will take care of finding a substitute, but wanted your thoughts on a couple of candidates.'],
    [
      'a proposal that quotes the letter it proposes',
      'What about a letter to these customers that says "call your legislator and tell them you want to keep your contract"?',
    ],
    ['links the reader is asked to review', 'Please review http://a.example/x, http://b.example/y and http://c.example/z before Friday.'],
    ['"follow-up" as the verb', 'Follow-up with Dana on the pricing by Friday.'],
    ['an instruction that opens with "Lay"', "Lay the groundwork and educate them about what's going on around the country."],
    ["interest in the reader's views", "I'm interested in any views you may have."],
    [
      '"would greatly appreciate" after a promise',
      'We will work on back up on this end, but we would greatly appreciate your assistance in this regard as well.',
    ],
    ['names in a sentence, not a headline', 'Contact Dave Parquet and Jeff Dasovich in our San Fran office.'],
    ["what the writer would do in the reader's place", 'I would include Eric Thode as he has been living through the PR battles on a daily basis.'],
    ['a relayed "wants to make sure that you"', 'He wants to make sure that you are okay with this and do not have any issues.'],
    ['an imperative after "With respect to …,"', 'With respect to the alternative responses near the end of the document, leave both alternatives in.'],
    ['"it is worth covering"', 'I think it is also worth covering the heavy emphasis on teamwork.'],
    ['awaiting suggestions', "I'm still awaiting additional suggestions from anyone on speakers."],
    ['what someone will need, by when', 'Sam will need it by Fri evening.'],
    ['what the writer would not do', "I wouldn't bring up the California situation (eliminate the second half of A25)."],
    ['a question closed inside a parenthesis', 'Is the Consumers Counsel a Democrat (that would help since there are three Ohio Democrats on the committee?).'],
    ['a question typed without its mark', "Are we taking a position on TXU's purchase of Spanish Hydro"],
    ['"we can revisit"', "We can revisit Joao's case at this point."],
    [
      'what the writer would do, after a fronted phrase',
      'In the language added to the RTO section I would insert "access to" between the words "planning" and "maintenance".',
    ],
    ['a typing slip in "could"', 'coule you get Jeannie copies of the slides?'],
    ['a typing slip in "should"', 'We shoudl discuss putting together an automated sheet each day for cash trading.'],
    ['leave to take the writer off a list', 'Since I get everything that you forward, you may remove me from your distribution list.'],
    ['"mention" after a clause', 'For number 2, mention that the paper was written when you were a student at Rice.'],
    ['"you must" as an obligation', 'You must be there by 9 on Monday.'],
    ['a list of names to copy in', 'Please include Whalley, Lavorato, Parquet, Dietrich, Delainey, Kitchens, Haedicke, Sanders and Kirby on future updates.'],
    ['"please" after a name and a colon', 'Bonnie: Please forward to Michael Kirby.'],
    ['"please advise" is a person asking', 'Please advise if you have any concerns about the letter.'],
    ['"we would be delighted if you could"', 'We would be delighted if you could join us for dinner later in the evening on the same day.'],
    ['"perhaps" with an aside before "you could"', "Rob, perhaps while in London you could stop by Mark's desk to discuss."],
    ['what the writer will need for a talk', 'I will need an LCD projector and a computer so that I can show the presentation.'],
    ['a question with a Title Case term', 'Where is the Document Type Description?'],
    ['an ask in its own clause after thanks', 'Thanks for the note; you should call Mark tomorrow.'],
  ])('%s → action item', (_, text) => {
    expect(actionItems(text)).toHaveLength(1);
  });

  it.each([
    ['thanks for something already done', 'Thanks for sending the deck.'],
    ['a rhetorical question', "Can you believe it's already May?"],
    ['a marketing hook', 'Tired of paying too much for insurance?'],
    ['a wish in the imperative', 'Have a great weekend!'],
    ["a company's support boilerplate", 'If you have any questions, please contact our support team.'],
    ['someone else is asked', 'She can let me know if anything changes.'],
    ['"Mark and I" as a subject', 'Mark and I met with the client yesterday.'],
    ['a name that is also a verb', 'Sue stopped by and wanted to discuss your email.'],
    ['a pointer to another mail', 'See the email below for the dial-in number.'],
    ["a wish of the writer's own", 'I would like to see it but I bet it takes a while.'],
    ['small talk about the past', 'It was good to talk to you today.'],
    ['a headline label', 'Read me: four social-media sites for bookworms'],
    ['how to stop the mail, with "please"', "If you'd like to turn off these messages, please visit your notification settings."],
    ['how to stop the mail, without "if"', 'To stop receiving these notifications, please log in to your account.'],
    ["a shop's call to action", 'Shop now and get 20% off everything!'],
    ['a coupon', 'Please use coupon code SAVE20 at checkout.'],
    ["a shop's discount", 'Please take advantage of this huge discount before Sunday.'],
    ['an expectation, not an ask', 'You should have received the invoice by now.'],
    ['looking forward as a pleasantry', 'Looking forward to hearing from you.'],
    ['a forecast in the passive', 'Prices are expected to rise next year.'],
    ['small talk', 'Hi Dana, how are you?'],
    ["small talk about the reader's weekend", 'How was your weekend?'],
    ['a pointer to what is below', 'See below for the agenda.'],
    ['news the writer wanted to share', 'Just wanted to say thanks for the intro.'],
    ['news the writer wants to pass on', 'Want to pass on some info on India from a conversation last night with Brenda.'],
    ['a need denied', "The price is a bit stiff: I don't think we need the DC grass-tops component."],
    ['a name the tagger reads as a verb', 'Madden at least tried to distinguish the two markets, but then said Con Ed had filed.'],
    ['the writers making sure themselves', 'We are checking with the committee staff to make sure that the economists are invited.'],
    ['a feeling we "should" have', 'Their logic was like saying we should be grateful he shot us instead of hanging us.'],
    ['a tag question that asks nothing', "The quarter went quickly, didn't it?"],
    ['what to call the writer', 'My name is Josephine, but you can call me Jo.'],
    ['"you should see" as a way of speaking', 'You should see the view from the new office.'],
    ['a need the writer is checking', 'The doctor will tell me this week if I need to have more tests.'],
    ["the writer's own follow-up", "I'll follow up to make sure the invoice goes out."],
    ['the effort something takes', 'It requires some thought and effort to make sure that the report reaches the regulators.'],
    // The splitter cuts after "cos." and "?)"; the lower-case rest is not an imperative of its own.
    ['a sentence cut after an abbreviation', 'Staff said some member co. or cos. think the draft could have been worse.'],
    ['a sentence cut after a parenthesised question', 'These unnamed companies (or company?) claim to have seen earlier versions.'],
    ['a third party who let the writer know', 'He also let me know that they want to revisit the price.'],
    ['a spelling marker is not a question', 'I gather you met Jim Staffus (sp?) at the conference.'],
    ['waiting to see how things go', "The launch is Monday, so let's see how things go."],
    ['a sign-off naming the day', 'Talk with you tomorrow.'],
    ['small talk about a game', 'Did you see the game last night?'],
    ['small talk about a trip', 'Did you have a good trip?'],
    ['a bare pointer', 'See below.'],
    ['a name with a phone extension', 'Mark x37408'],
    ['two names as the subject', 'Commissioners Lynch and Wood presided.'],
    ['the writer\'s own "when I can"', 'If and when I can do so, I would like to restructure the team.'],
    ['a name with a lone question mark', 'Commissioner Massey ?'],
    ['a pointer to an article', 'See the natural gas price article below.'],
    ['an invitation turned down', "I'd love to join you for dinner, but I'm going to have to pass."],
    ['a question quoted in a story', 'He turned to the minister and asked, "Who are they?"'],
    ['an ask quoted with its speaker after it', '"Ask for 50 first," Dave chided.'],
    ['an ask quoted with its speaker before it', 'The mayor said, "Please do something about the prices!"'],
    ['a quotation on its own', '"You have to have the final capability so you can implement the project without any guarantee."'],
    ['a line of dialogue left open', '"Why didn\'t you ask for 300?'],
    ['a question the writer only reports', 'I asked Cheney whether he sensed an anti-California bias across the country?'],
    ['a courtesy', 'We are just getting ramped up, so please bear with us.'],
    ["the writer's own readout, called a good idea", 'I thought it would be a good idea to give you a readout on the right-of-way issue.'],
    ['a list of names that starts with a verb', 'Sue Mara Lance McCarthy 37141'],
    ['program code', "get('content-disposition') if x is not None: yield 'content-disposition:' + x.lower()"],
    ['a name after "and"', '... and Dot Wordsworth:'],
    ['a heading in Title Case', 'Mailing List Judo movie available posted by gnat on Wednesday October 02'],
    ['a wish not to know someone', "I don't want to know you or what you do."],
    ['an exclamation', 'bring it on, gg'],
    ['a price comparison ad', 'Compare rates from top insurance companies around the country'],
    ['a product plug', "Find out with CNET's Memory Configurator."],
    ['opt-out small print with "please"', 'However, please realize that removal from our database does not guarantee that your address is deleted elsewhere.'],
    ['subscription settings', 'To change to a plain text subscription, modify your account preferences at http://www.example.com/login.html'],
    ['a stance to take, not a step', 'I think that we need to simply accept that these customers are going back sooner or later.'],
    ['being aware is no step', "We don't need to decide now; we just need to be aware of these circumstances."],
    ['"you should both be aware that" informs', 'You should both be aware that Unocal has been sued by the families of four employees.'],
    ['a heading with a stray question mark', 'Confidential Information and Securities Trading ?'],
    ['an ask quoted from a written essay', '"Never make predictions, especially about the future," Ken Lay once wrote in an essay.'],
    ['an ask reported with "he said" and no quote marks', 'Just look at my textbook, he said, and when I did I saw his point.'],
    ['a comma before a lost character is no question', 'He cited the San Diego hearings as indicating that California markets were,?'],
    ['"as they please"', 'People everywhere want to say what they think; choose who will govern them; worship as they please.'],
    ['code with a raw string', `compile(r'dc:title="(.`],
    ['"make no mistake"', 'Make no mistake: Gas and electricity prices could surge upward again in months ahead.'],
    ['a headline written as a question', 'How Many Hours Do You Spend on the Internet?'],
    ['a slogan with "your" in lower case', 'Take your Marketing to the Next Level!'],
    ['a bare "I\'d ask."', "I'd ask."],
    ['"I would add that" as a remark', 'To add to what Rick said, I would add that effective DSM requires price signals.'],
    ['"I\'d call it" naming something', "Unless you're volunteering to clean it, I'd call it irrelevant."],
    ["the writer's own use, after a dash", 'The Outlook nightmare is over - I would use this as my only mail program.'],
    ['a purpose "to make sure"', 'On June 20 the committee will hold a hearing on whether FERC has exercised its duties to make sure that rates are just.'],
    ['others working "to make sure"', 'John and others in the controls group have been working for weeks to make sure that we can get our people out.'],
    ['a counterfactual with ", right?"', 'He could have solved this problem in 20 minutes, right?'],
    ['a doubt in parentheses', 'Rowe also said that RTOs should be "encouraged" (implying not mandatory?).'],
    ['"the best we can offer"', 'I feel that this is pretty close to the best we can offer in terms of the agreements.'],
    ["an FAQ's question", 'Q: What should I do when the lights go out?'],
    ["an FAQ's answer", 'A: Look for the words "Rotating Outage Block" followed by a number on your bill.'],
    [
      'a list of links',
      '[Download [http://www.deskmod.com/?download=13132]] -- [Zoom [http://www.deskmod.com/?state=view]] -- [Visit DeskMod [http://www.deskmod.com]]',
    ],
    ["a heading's label in braces", '{Learn about your Ghia} Gearheads, motorheads, call them whatever you will, but I have never been one.'],
    ['a hyphenated noun as the subject', "Follow-up has never been the media's strong suit."],
    ['"consider this:" as a way of speaking', 'Perhaps, but consider this: in the last election the industry gave more than $40 million.'],
    ['what "you should expect"', 'So you should expect the hash table to be faster in this case.'],
    ['a free trial', 'Try it free for 30 days, and register if you feel more organised.'],
    ['"see for yourself"', 'Come see for yourself and prepare to have fun!'],
    ['what the reader "must be" feeling', 'I know that you must be broken hearted, but I hope that this article can help you.'],
    ['"what we can do" as a clause', 'If that is the case, well, we can see what we can do about it.'],
    ['a name for something', 'Call it NBC\'s "Can\'t See TV."'],
    ['a rhetorical "or what?"', 'Am I taking care of you or what??'],
    ['"how on earth"', 'If it feels depressing for me, how on earth did he deal with it?'],
    ['why the writer shares something', 'The reason that I share this with you is my respect for you as a CEO.'],
    ['a marketing hook "Need a …?"', 'Need a silver lining?'],
    ['a first name that is also a verb, with a surname', 'Sue Landwehr in government affairs spoke to a member of the administration.'],
  ])('%s → no action item', (_, text) => {
    expect(actionItems(text)).toEqual([]);
  });

  it('a newsletter sentence that asks for a reply is still no to-do when the mail is bulk', () => {
    const r = analyzeLocally(
      mail({
        from: { name: 'Growth Weekly', email: 'newsletter@growthweekly.io' },
        text: 'Could you reply and tell us what you want to read next? We can discuss it in the next issue.',
        headers: { 'list-unsubscribe': '<https://growthweekly.io/unsub?u=1>', precedence: 'bulk' },
      }),
    );
    expect(r.commitments.filter((c) => c.type === 'action_item')).toEqual([]);
  });

  it("a call the sender proposes is the user's to take up; the same sentence sent by the user is the user's commitment", () => {
    const received = analyzeLocally(mail({ text: "Hi Dana,\n\nI'll call you tomorrow to go over the numbers.\n\nAlice" }));
    expect(received.commitments).toEqual([
      expect.objectContaining({
        type: 'action_item',
        owedBy: ME,
        owedTo: ALICE.email,
        dueText: 'tomorrow',
        title: 'Alice will call you tomorrow to go over the numbers',
      }),
    ]);
    expect(received.commitments[0]!.description).toMatch(/^Alice proposes:/);
    expect(received.summary).toBe('Alice will call you tomorrow to go over the numbers.');
    expect(received.suggestedReply).toContain('that works for me');

    const sent = analyzeLocally(
      mail({ from: { name: 'Dana Kim', email: ME }, to: [ALICE], text: "Hi Alice,\n\nI'll call you tomorrow to go over the numbers.\n\nDana" }),
    );
    expect(sent.commitments).toEqual([expect.objectContaining({ type: 'promise_made', owedBy: ME, owedTo: ALICE.email, dueText: 'tomorrow' })]);
  });

  it.each([
    ["someone else's hope, taken back", 'The ministry is hopeful that we will fund it, but we are not going to.'],
    ['a doubt', 'It is unlikely that we are going to find time for the visit.'],
    ['a relative clause', 'These are the services we can offer.'],
    ['words quoted from someone else', 'The regulator said, "We will pay whatever it takes."'],
    ['a relative clause with "will"', 'I believe the public hit we will take will be far greater than the losses.'],
    ['a passive expectation', 'We will likely be asked to comment on the bill.'],
    ['a wish, not a deed', 'There are a few clauses we will want to read carefully.'],
  ])('%s is no promise', (_, text) => {
    expect(analyzeLocally(mail({ text })).commitments.filter((c) => c.type.startsWith('promise'))).toEqual([]);
  });

  it('a deliverable promised by the sender stays a promise, not an action item', () => {
    expect(analyzeLocally(mail({ text: "I'll send you the signed copy tomorrow." })).commitments).toEqual([
      expect.objectContaining({ type: 'promise_received' }),
    ]);
  });
});
