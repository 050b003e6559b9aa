// Ask Nugget understands people (issue 18, point 5): "what did Jeff promise" means the
// promises of the user's contacts called Jeff — people they wrote to, or who wrote to them
// as a person — never the user (who is a Jeff too here) and never a spammer signing "Jeff".
// Two real Jeffs are both answered and named; a full name or an address picks one. The mail
// is imported and analysed for real.
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

let server: TestServer;
let jeff: TestClient;
let userId: string;
const dir = tempDir();
const ME = `jeff.tanner-${Date.now()}@example.com`;
const SKILLING = 'jeff.skilling@enron.example';
const DASOVICH = 'jeff.dasovich@enron.example';
const SPAMMER = 'jeff@cheap-pills.example';
const NOW = new Date();
// Recent mail: its promises are still open (old ones are archived at import).
const date = (day: number) => new Date(NOW.getTime() - (12 - day) * 86_400_000).toUTCString().replace('GMT', '+0000');

const search = (q: string) => server.app.services.search.search(userId, q, { now: NOW });
const owedBy = (r: Awaited<ReturnType<typeof search>>) => [...new Set(r.commitments.map((c) => c.owedBy))].sort();

beforeAll(async () => {
  server = await startTestServer();
  jeff = new TestClient(server.url);
  userId = (await jeff.register(ME, 'correct-horse', { firstName: 'Jeff', lastName: 'Tanner' })).id;
  writeMbox(path.join(dir, 'jeff.mbox'), [
    // The real Jeff: three mails with promises, and the user wrote to him.
    rawMessage({
      from: `Jeff Skilling <${SKILLING}>`,
      to: `Jeff Tanner <${ME}>`,
      subject: 'Revised contract',
      messageId: 'sk-1@enron.example',
      date: date(2),
      body: "Jeff,\n\nI'll send you the revised contract by Thursday.\n\nJeff Skilling",
    }),
    rawMessage({
      from: `Jeff Skilling <${SKILLING}>`,
      to: `Jeff Tanner <${ME}>`,
      subject: 'Board slides',
      messageId: 'sk-2@enron.example',
      date: date(4),
      body: "Hi Jeff,\n\nI will share the board slides with you before Monday's meeting.\n\nJeff",
    }),
    rawMessage({
      from: `Jeff Skilling <${SKILLING}>`,
      to: `Jeff Tanner <${ME}>`,
      subject: 'Site visit',
      messageId: 'sk-3@enron.example',
      date: date(6),
      body: "Jeff,\n\nI'll book the site visit for the two of us by Friday.\n\nJeff Skilling",
    }),
    rawMessage({
      from: `Jeff Tanner <${ME}>`,
      to: `Jeff Skilling <${SKILLING}>`,
      subject: 'Re: Revised contract',
      messageId: 'me-1@example.com',
      date: date(7),
      inReplyTo: 'sk-1@enron.example',
      body: "Jeff,\n\nThanks. I'll send you the signed budget by Friday.\n\nJeff",
    }),
    // Another real Jeff, who wrote once.
    rawMessage({
      from: `Jeff Dasovich <${DASOVICH}>`,
      to: `Jeff Tanner <${ME}>`,
      subject: 'Regulatory filing',
      messageId: 'da-1@enron.example',
      date: date(8),
      body: "Jeff,\n\nI'll send you the regulatory filing by Wednesday.\n\nJeff Dasovich",
    }),
    // A spammer signing "Jeff".
    rawMessage({
      from: `Jeff <${SPAMMER}>`,
      to: `Jeff Tanner <${ME}>`,
      subject: 'Your order is waiting!!!',
      messageId: 'spam-1@cheap-pills.example',
      date: date(9),
      headers: { 'List-Unsubscribe': '<https://cheap-pills.example/u>' },
      body: 'Dear customer,\n\nLIMITED OFFER: 80% off all pills! We will ship your order within 24 hours. Click here to buy now.\n\nJeff\nUnsubscribe here.',
    }),
    rawMessage({
      from: `Jeff <${SPAMMER}>`,
      to: `Jeff Tanner <${ME}>`,
      subject: 'Verify your account now',
      messageId: 'spam-2@cheap-pills.example',
      date: date(10),
      body: 'Dear valued customer,\n\nYour account has been suspended. Verify your password at http://cheap-pills.example/login within 24 hours or lose access. We will send you a free gift card for $1,000 once verified.\n\nJeff, Security Team',
    }),
    rawMessage({
      from: `Brad <brad@cheap-pills.example>`,
      to: `Jeff Tanner <${ME}>`,
      subject: 'Final notice: claim your prize',
      messageId: 'spam-3@cheap-pills.example',
      date: date(11),
      headers: { 'List-Unsubscribe': '<https://cheap-pills.example/u>' },
      body: 'Congratulations!!! You have been selected to receive a $1,000 prize. We will send your prize once you click here and confirm your bank details.\n\nBrad\nUnsubscribe here.',
    }),
  ]);
  await server.app.services.sync.importArchive(userId, [path.join(dir, 'jeff.mbox')]);
  await server.platform.jobs.idle();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('Ask Nugget and people', () => {
  it('"what did Jeff promise": the promises of both contacts called Jeff, named, never the user nor the spammer', async () => {
    const r = await search('what did Jeff promise');
    expect(r.parsed.people).toEqual([{ name: 'Jeff', role: 'from', addresses: [DASOVICH, SKILLING] }]);
    expect(owedBy(r)).toEqual([DASOVICH, SKILLING]);
    expect(r.commitments.map((c) => c.title).sort()).toEqual([
      'Jeff to book the site visit for the two of us by Friday',
      'Jeff to send you the regulatory filing by Wednesday',
      'Jeff to send you the revised contract by Thursday',
      "Jeff to share the board slides with you before Monday's meeting",
    ]);
    expect(r.notes).toContain(
      `2 of your contacts are called Jeff: Jeff Dasovich <${DASOVICH}>, Jeff Skilling <${SKILLING}>. Showing all of them; ask with a full name or an address for one.`,
    );
    // The mail shown is theirs: not the user's own reply, not the spam.
    expect(r.emails.map((e) => e.fromAddress).sort()).toEqual([DASOVICH, SKILLING, SKILLING, SKILLING]);
  });

  it('answers the same through GraphQL, saying which Jeffs it means', async () => {
    const res = await jeff.gql(
      `mutation { ask(input: { query: "What did Jeff promise?" }) { __typename ... on MutationAskSuccess { answer { summary notes commitments { title } } } } }`,
    );
    const answer = res.ask.answer;
    expect(answer.commitments).toHaveLength(4);
    expect(answer.summary).toMatch(/^4 open commitments are owed to you \(from Jeff\):/);
    expect(answer.summary).toContain(`(from ${SKILLING})`);
    expect(answer.summary).toContain(`2 of your contacts are called Jeff: Jeff Dasovich <${DASOVICH}>, Jeff Skilling <${SKILLING}>`);
    expect(answer.summary).not.toContain(SPAMMER);
  });

  it('picks one Jeff by full name or by address', async () => {
    const full = await search('what did Jeff Skilling promise');
    expect(full.parsed.people[0]!.addresses).toEqual([SKILLING]);
    expect(owedBy(full)).toEqual([SKILLING]);
    expect(full.commitments).toHaveLength(3);
    expect(full.notes).toEqual([]);
    const byAddress = await search(`what did ${DASOVICH} promise`);
    expect(owedBy(byAddress)).toEqual([DASOVICH]);
    expect(byAddress.commitments.map((c) => c.title)).toEqual(['Jeff to send you the regulatory filing by Wednesday']);
  });

  it('never answers with spam: a promise kept in a spam mail, or a name only a spammer goes by', async () => {
    // Analyzers do keep a promise in spam now and then (the issue saw five): Ask must not show it.
    const spam = await server.platform.prisma.email.findFirstOrThrow({ where: { userId, fromAddress: SPAMMER, subject: 'Your order is waiting!!!' } });
    expect(spam.category).toBe('spam');
    await server.platform.prisma.commitment.create({
      data: {
        userId,
        emailId: spam.id,
        type: 'promise_received',
        status: 'open',
        owedBy: SPAMMER,
        owedTo: ME,
        title: 'Jeff to ship your order within 24 hours',
        description: 'We will ship your order within 24 hours.',
        dedupeKey: `spam-${Date.now()}`,
      },
    });
    expect(owedBy(await search('what did Jeff promise'))).toEqual([DASOVICH, SKILLING]);
    expect((await search('what are my open commitments')).commitments.map((c) => c.owedBy)).not.toContain(SPAMMER);
    // Mail "from Jeff" is the contacts' mail, never the spammer's.
    expect((await search('mail from Jeff')).emails.map((e) => e.fromAddress)).not.toContain(SPAMMER);
    // Asked by the spammer's address: still nothing from spam.
    expect((await search(`what did ${SPAMMER} promise`)).commitments).toEqual([]);
    // A name only a spammer goes by is nobody the user knows.
    const brad = await search('what did Brad promise');
    expect(brad.commitments).toEqual([]);
    expect(brad.notes).toEqual(['None of your contacts is called Brad (mail from spam, bulk senders and your own addresses does not count).']);
  });

  it('never means the user, though they are a Jeff too', async () => {
    const tanner = await search('what did Jeff Tanner promise');
    expect(tanner.commitments).toEqual([]);
    expect(tanner.notes).toEqual(['None of your contacts is called Jeff Tanner (mail from spam, bulk senders and your own addresses does not count).']);
    const mail = await search('mail from Jeff');
    expect(mail.emails.map((e) => e.subject)).not.toContain('Re: Revised contract');
    // What the user promised a Jeff is still theirs to find.
    const owe = await search('what did I promise Jeff Skilling');
    expect(owe.commitments.map((c) => c.title)).toEqual(['Send Jeff the signed budget by Friday']);
  });
});
