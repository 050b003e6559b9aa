// Every stored email is analysed through the queue; results land on the email,
// commitments are deduplicated across a thread, overdue ones are marked, and the
// REST/GraphQL doors of spec §7 answer with them.
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { collect, wsClient } from '../helpers/ws.ts';
import { rawMessage, spamAssassin, tempDir, writeMbox } from '../helpers/mail.ts';

let server: TestServer;
let ada: TestClient;
let adaId: string;
const dir = tempDir();
const ADA = `ada-${Date.now()}@example.com`;
/** A Tuesday two to three weeks back: the thread's "by Friday" has passed, but recently (history starts at a month). */
const TUESDAY = (() => {
  const d = new Date(Date.now() - 14 * 86_400_000);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 5) % 7));
  d.setUTCHours(0, 0, 0, 0);
  return d;
})();
const at = (days: number, hour: number) => new Date(TUESDAY.getTime() + days * 86_400_000 + hour * 3_600_000).toUTCString().replace('GMT', '+0000');
const FRIDAY = new Date(TUESDAY.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  ada = new TestClient(server.url);
  adaId = (await ada.register(ADA)).id;
  const thread = [
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: ADA,
      subject: 'Term sheet',
      messageId: 't1@acme.io',
      date: at(0, 10),
      body: 'Hi Ada,\n\nCould you please send me the signed term sheet by Friday?\n\nThanks,\nPriya',
    }),
    rawMessage({
      from: `Ada <${ADA}>`,
      to: 'Priya Shah <priya@acme.io>',
      subject: 'Re: Term sheet',
      messageId: 't2@example.com',
      inReplyTo: 't1@acme.io',
      references: '<t1@acme.io>',
      date: at(0, 12),
      body: "Sure - I'll send the signed term sheet by Friday.\n\nOn Tue, Priya wrote:\n> Could you please send me the signed term sheet by Friday?",
    }),
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: ADA,
      subject: 'Re: Re: Term sheet',
      messageId: 't3@acme.io',
      inReplyTo: 't2@example.com',
      references: '<t1@acme.io> <t2@example.com>',
      date: at(1, 9),
      body: 'Reminder: could you please send me the signed term sheet by Friday?\n\nPriya',
    }),
    rawMessage({
      from: 'Billing <billing@vendor.io>',
      to: ADA,
      subject: 'Invoice 2041',
      messageId: 'inv@vendor.io',
      date: at(1, 11),
      body: 'Hello,\n\nPlease find attached invoice 2041 for $5,250.00, due on March 31.\n\nBilling team',
    }),
  ];
  writeMbox(path.join(dir, 'work.mbox'), [...thread, ...spamAssassin('spam', 6)]);
  await server.app.services.sync.importArchive(adaId, [path.join(dir, 'work.mbox')]);
  await server.platform.jobs.idle();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('analysis queue', () => {
  it('analyses every stored email and splits nuggets from sludge at the threshold', async () => {
    const emails = await server.platform.prisma.email.findMany({ where: { userId: adaId } });
    expect(emails).toHaveLength(10);
    expect(emails.every((e) => e.analyzedBy === 'local' && e.nuggetScore !== null)).toBe(true);
    const nuggets = await ada.get('/api/emails/nuggets');
    const sludge = await ada.get('/api/emails/sludge?limit=100');
    expect(nuggets.json.every((e: any) => e.nuggetScore >= 70)).toBe(true);
    expect(sludge.json.every((e: any) => e.nuggetScore < 70)).toBe(true);
    expect(nuggets.json.length + sludge.json.length).toBe(10);
    expect(nuggets.json.map((e: any) => e.subject)).toContain('Term sheet');
    expect(sludge.json.length).toBeGreaterThanOrEqual(6); // the spam
    const first = nuggets.json.find((e: any) => e.subject === 'Term sheet');
    expect(first).toEqual(expect.objectContaining({ aiSummary: expect.any(String), hasCommitments: true, commitmentCount: 1 }));

    // Raising the threshold moves mail from nuggets to sludge.
    await server.platform.prisma.userSettings.update({ where: { userId: adaId }, data: { nuggetThreshold: 101 } });
    expect((await ada.get('/api/emails/nuggets')).json).toEqual([]);
    await server.platform.prisma.userSettings.update({ where: { userId: adaId }, data: { nuggetThreshold: 70 } });
  });

  it('marks mail from the user as sent and mines their promise as promise_made', async () => {
    const reply = await server.platform.prisma.email.findFirstOrThrow({
      where: { userId: adaId, messageId: 't2@example.com' },
      include: { commitments: true },
    });
    expect(reply.isSent).toBe(true);
  });

  it('keeps one commitment per obligation across the thread', async () => {
    const list = await ada.get('/api/commitments?status=open,overdue&limit=50');
    expect(list.status).toBe(200);
    const termSheet = list.json.filter((c: any) => /term sheet/i.test(c.title) && c.type === 'action_item');
    expect(termSheet).toHaveLength(1);
    const promise = list.json.filter((c: any) => c.type === 'promise_made');
    expect(promise).toHaveLength(1);
    expect(promise[0].owedBy).toBe(ADA);
    // Due dates resolved against each email's date: the Friday after that Tuesday.
    expect(termSheet[0].dueDate.slice(0, 10)).toBe(FRIDAY);
    // They are in the past now, so the scheduled job made them overdue.
    expect(termSheet[0].status).toBe('overdue');
  });

  it('archives what old history asked (a mailbox connected with years in it) instead of flooding the board with overdue items', async () => {
    const old = rawMessage({
      from: 'Jon <jon@fund.vc>',
      to: ADA,
      subject: 'Model review',
      messageId: 'hist@fund.vc',
      date: 'Mon, 04 Mar 2024 09:00:00 +0000',
      body: 'Hi Ada,\n\nPlease review the model by Friday.\n\nJon',
    });
    await server.app.services.sync.importArchive(adaId, [writeMbox(path.join(dir, 'history.mbox'), [old])]);
    await server.platform.jobs.idle();
    const email = await server.platform.prisma.email.findFirstOrThrow({ where: { userId: adaId, messageId: 'hist@fund.vc' }, include: { commitments: true } });
    expect(email.commitments.map((c) => [c.title, c.status])).toEqual([['Review the model by Friday', 'archived']]);
    // Not on the board (open and overdue), nor among what the user owes; asked for by status, it is there.
    const board = await ada.get('/api/commitments?status=open,overdue&limit=50');
    expect(board.json.map((c: any) => c.title)).not.toContain('Review the model by Friday');
    expect((await ada.get('/api/commitments?status=archived')).json.map((c: any) => c.title)).toEqual(['Review the model by Friday']);
    // Mined again it stays archived; set to open by the user, it is tracked from then on (overdue: its day is long past).
    await server.app.services.analysis.analyzeStored(email.id);
    const id = email.commitments[0]!.id;
    expect((await server.platform.prisma.commitment.findUniqueOrThrow({ where: { id } })).status).toBe('archived');
    expect((await ada.patch(`/api/commitments/${id}`, { status: 'open' })).status).toBe(200);
    await server.app.services.analysis.analyzeStored(email.id);
    expect((await server.platform.prisma.commitment.findUniqueOrThrow({ where: { id } })).status).toBe('overdue');
    await server.platform.prisma.email.delete({ where: { id: email.id } });
  });

  it('keeps one commitment when the replies of a thread are analysed at the same moment', async () => {
    const thread = await server.platform.prisma.email.findMany({
      where: { userId: adaId, subject: { contains: 'Term sheet' } },
      select: { id: true, threadId: true, messageId: true },
      orderBy: { receivedAt: 'asc' },
    });
    expect(thread.map((e) => e.messageId)).toEqual(['t1@acme.io', 't2@example.com', 't3@acme.io']);
    // Several rounds of all three at once, in both orders: on PostgreSQL these run in parallel transactions.
    for (let round = 0; round < 6; round++) {
      await server.platform.prisma.commitment.deleteMany({ where: { userId: adaId, threadId: thread[0]!.threadId } });
      const order = round % 2 ? [...thread].reverse() : thread;
      await Promise.all(order.map((e) => server.app.services.analysis.analyzeStored(e.id)));
      const stored = await server.platform.prisma.commitment.findMany({ where: { userId: adaId, threadId: thread[0]!.threadId } });
      const requests = stored.filter((c) => c.type === 'action_item');
      expect(requests).toHaveLength(1);
      // Whatever the order, the request belongs to the email that first made it.
      expect(requests[0]!.emailId).toBe(thread[0]!.id);
      expect(stored.filter((c) => c.type === 'promise_made').map((c) => c.emailId)).toEqual([thread[1]!.id]);
    }
  });

  it('records the invoice as a transaction with an exact decimal amount', async () => {
    const t = await server.platform.prisma.transaction.findFirstOrThrow({ where: { userId: adaId } });
    expect(t).toMatchObject({ type: 'Invoice', currency: 'USD', rawAmount: '$5,250.00' });
    expect(t.amount.toString()).toBe('5250');
  });
});

describe('one name per company', () => {
  it('gives every mail from a domain the first name a mail wrote for it, renaming mail that only had the domain', async () => {
    const noor = new TestClient(server.url);
    const noorId = (await noor.register(`noor-${Date.now()}@example.com`)).id;
    // Analysed one import at a time, so that which mail comes first is known.
    const arrive = async (name: string, raw: Buffer) => {
      writeMbox(path.join(dir, name), [raw]);
      await server.app.services.sync.importArchive(noorId, [path.join(dir, name)]);
      await server.platform.jobs.idle();
    };
    const company = (messageId: string) =>
      server.platform.prisma.email.findFirstOrThrow({ where: { userId: noorId, messageId }, select: { company: true } }).then((e) => e.company);
    // Spam forging the domain names nothing for the user.
    await arrive(
      'seq0.mbox',
      rawMessage({
        from: 'Sequoia Cap Winners <winner@sequoiacap.com>',
        to: 'noor@example.com',
        subject: 'CONGRATULATIONS WINNER!!! Claim your $1,000,000 prize',
        messageId: 'seq0@sequoiacap.com',
        date: 'Sun, 01 Mar 2026 09:00:00 +0000',
        body: 'Dear Winner,\n\nYou have been selected to receive $1,000,000 USD!!! Click here to claim your prize now. 100% FREE, no risk, act now, limited time offer. Send your bank account details to claim.',
      }),
    );
    expect((await server.platform.prisma.email.findFirstOrThrow({ where: { userId: noorId, messageId: 'seq0@sequoiacap.com' } })).category).toBe('spam');
    expect(await server.platform.prisma.companyName.count({ where: { userId: noorId } })).toBe(0);
    await arrive(
      'seq1.mbox',
      rawMessage({
        from: 'Billing <billing@sequoiacap.com>',
        to: 'noor@example.com',
        subject: 'Invoice 77',
        messageId: 'seq1@sequoiacap.com',
        date: 'Mon, 02 Mar 2026 09:00:00 +0000',
        body: 'Hello,\n\nPlease find attached invoice 77 for $1,200.00, due on March 31.\n\nBilling',
      }),
    );
    expect(await company('seq1@sequoiacap.com')).toBe('Sequoiacap'); // nothing written: the domain stands in
    await arrive(
      'seq2.mbox',
      rawMessage({
        from: 'Tom Lee <tom@sequoiacap.com>',
        to: 'noor@example.com',
        subject: 'Partner meeting',
        messageId: 'seq2@sequoiacap.com',
        date: 'Tue, 03 Mar 2026 09:00:00 +0000',
        body: 'Noor,\n\nCould you send me the updated deck by Friday?\n\nTom Lee\nPartner, Sequoia Capital\n2800 Sand Hill Road',
      }),
    );
    expect(await company('seq2@sequoiacap.com')).toBe('Sequoia Capital');
    // The earlier mail and its transaction take the name.
    expect(await company('seq1@sequoiacap.com')).toBe('Sequoia Capital');
    const tx = await server.platform.prisma.transaction.findFirstOrThrow({ where: { userId: noorId, email: { messageId: 'seq1@sequoiacap.com' } } });
    expect(tx.company).toBe('Sequoia Capital');
    // Later mail that writes it otherwise, or not at all, shows the same name.
    await arrive(
      'seq3.mbox',
      rawMessage({
        from: 'Ann <ann@sequoiacap.com>',
        to: 'noor@example.com',
        subject: 'Dinner',
        messageId: 'seq3@sequoiacap.com',
        date: at(1, 9),
        body: 'Noor,\n\nAre you free for dinner on Thursday?\n\nAnn\nSEQUOIA CAPITAL',
      }),
    );
    await arrive(
      'seq4.mbox',
      rawMessage({
        from: 'noreply@sequoiacap.com',
        to: 'noor@example.com',
        subject: 'Portal',
        messageId: 'seq4@sequoiacap.com',
        date: 'Thu, 05 Mar 2026 09:00:00 +0000',
        body: 'Your quarterly letter is ready.',
      }),
    );
    expect(await company('seq3@sequoiacap.com')).toBe('Sequoia Capital');
    expect(await company('seq4@sequoiacap.com')).toBe('Sequoia Capital');
    // Another user's mail from the same domain is theirs to name; Ada has none from it, and her names did not change.
    expect(await server.platform.prisma.companyName.findMany({ where: { userId: adaId, domain: 'sequoiacap.com' } })).toEqual([]);
    expect((await server.platform.prisma.email.findFirstOrThrow({ where: { userId: adaId, messageId: 't1@acme.io' } })).company).toBe('ACME');
  });
});

describe('GraphQL and REST doors', () => {
  it('filters commitments by status and type, and updates a status (owner only)', async () => {
    const res = await ada.gql(
      `{ commitments(first: 20, filter: { type: [action_item] }) { totalCount edges { node { id title type status dueDate email { subject } } } } }`,
    );
    expect(res.commitments.edges.every((e: any) => e.node.type === 'action_item')).toBe(true);
    const node = res.commitments.edges[0].node;
    const mallory = new TestClient(server.url);
    await mallory.register(`mallory-${Date.now()}@example.com`);
    const denied = await mallory.gql(`mutation($id: ID!) { updateCommitment(id: $id, status: completed) { __typename } }`, { id: node.id });
    expect(denied.updateCommitment.__typename).toBe('NotFoundError');
    const done = await ada.gql(
      `mutation($id: ID!) { updateCommitment(id: $id, status: completed) { ... on MutationUpdateCommitmentSuccess { commitment { status completedAt } } } }`,
      { id: node.id },
    );
    expect(done.updateCommitment.commitment.status).toBe('completed');
    expect(done.updateCommitment.commitment.completedAt).toBeTruthy();
  });

  it('serves the enhanced list with filters, sorts, labels, detail, bulk and agent stats', async () => {
    const all = await ada.get('/api/enhanced-emails?filter=all&sort=priority');
    const scores = all.json.map((e: any) => e.nuggetScore ?? -1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const withCommitments = await ada.get('/api/enhanced-emails?filter=has_commitments');
    expect(withCommitments.json.length).toBeGreaterThan(0);
    expect(withCommitments.json.every((e: any) => e.commitmentCount > 0)).toBe(true);
    const labels = await ada.get('/api/enhanced-emails/labels');
    const spamLabel = labels.json.find((l: any) => l.count >= 1);
    const byLabel = await ada.get(`/api/enhanced-emails?labelIds=${encodeURIComponent(spamLabel.id)}`);
    expect(byLabel.json).toHaveLength(spamLabel.count);

    const id = withCommitments.json[0].id;
    const detail = await ada.get(`/api/enhanced-emails/${id}`);
    expect(detail.json.aiAnalysis).toEqual(
      expect.objectContaining({ summary: expect.any(String), keyPoints: expect.any(Array), actionRequired: expect.any(Boolean) }),
    );
    expect(detail.json.commitments[0]).toEqual(expect.objectContaining({ confidence: expect.any(Number), due_date: expect.any(String) }));

    const bulk = await ada.post('/api/enhanced-emails/bulk', { emailIds: [id], operation: 'mark_read' });
    expect(bulk.json).toMatchObject({ message: 'Bulk operation completed', updated: 1 });
    expect((await ada.get(`/api/enhanced-emails/${id}`)).json.isRead).toBe(true);
    const star = await ada.patch(`/api/emails/${id}/star`);
    expect(star.json.isStarred).toBe(true);
    const badOp = await ada.post('/api/enhanced-emails/bulk', { emailIds: [id], operation: 'explode' });
    expect(badOp.status).toBe(400);

    const stats = await ada.get('/api/enhanced-emails/agent-stats');
    expect(stats.json).toMatchObject({ totalEmails: 10, processedEmails: 10, processingRate: 1 });
    expect(stats.json.commitmentsFound).toBeGreaterThan(0);

    const mallory = new TestClient(server.url);
    await mallory.register(`mallory2-${Date.now()}@example.com`);
    expect((await mallory.get(`/api/enhanced-emails/${id}`)).status).toBe(404);
    const theirBulk = await mallory.post('/api/enhanced-emails/bulk', { emailIds: [id], operation: 'delete' });
    expect(theirBulk.json.updated).toBe(0);
    expect((await ada.get(`/api/enhanced-emails/${id}`)).status).toBe(200);
  });

  it('analyses pasted mail in the lab without storing it', async () => {
    const before = await server.platform.prisma.email.count();
    const res = await ada.post('/api/llm/analyze-email', {
      from: 'Jon <jon@fund.vc>',
      subject: 'Board deck',
      body: 'Can you send me the board deck before the board meeting on 3/12?',
      receivedAt: '2026-03-01T09:00:00Z',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(
      expect.objectContaining({
        nuggetScore: expect.any(Number),
        category: expect.any(String),
        priority: expect.any(String),
        summary: expect.any(String),
        suggestedReply: expect.any(String),
      }),
    );
    expect(res.json.commitments[0].type).toBe('action_item');
    // "Before the board meeting on 3/12": due the day before.
    expect(res.json.commitments[0].dueDate.slice(0, 10)).toBe('2026-03-11');
    expect(await server.platform.prisma.email.count()).toBe(before);
    const direct = await ada.post('/api/llm/direct-call', { emailContent: 'From: jon@fund.vc\nSubject: Board deck\n\nCan you send me the deck?' });
    expect(direct.json.model).toBe('local');
    expect(direct.json.response).toMatch(/Score \d+\/100/);
    const replies = await ada.post('/api/llm/generate-replies', { from: 'Jon <jon@fund.vc>', subject: 'Board deck', body: 'Can you send me the deck?' });
    expect(replies.json.replies).toHaveLength(3);
  });

  it("reads 'EOD' on the user's clock once their time zone is set", async () => {
    const eod = () =>
      ada.post('/api/llm/analyze-email', {
        from: 'Jon <jon@fund.vc>',
        subject: 'Deck',
        body: 'Can you send me the deck by EOD?',
        receivedAt: '2026-06-10T14:00:00Z',
      });
    expect((await eod()).json.commitments[0].dueDate).toBe('2026-06-10T17:00:00.000Z'); // UTC until a zone is set
    await ada.gql(`mutation { updateSettings(input: { timeZone: "America/New_York" }) { __typename } }`);
    expect((await eod()).json.commitments[0].dueDate).toBe('2026-06-10T21:00:00.000Z'); // 17:00 in New York
    await ada.gql(`mutation { updateSettings(input: { timeZone: "UTC" }) { __typename } }`);
  });

  it('mines one email with real progress over graphql-ws', async () => {
    const e = await server.platform.prisma.email.findFirstOrThrow({ where: { userId: adaId, messageId: 't1@acme.io' } });
    const ws = wsClient(server.url, { cookie: ada.cookieHeader });
    const connected = new Promise((r) => ws.on('connected', r));
    const gid = Buffer.from(`Email:${e.id}`).toString('base64');
    let fired = false;
    const { data, error } = await collect(
      ws,
      'subscription { miningProgress { emailId phase commitmentCount } }',
      {},
      4,
      async () => {
        if (fired) return;
        fired = true;
        // Mining once only: the socket must be open and the subscription registered before the work starts (the
        // protocol has no acknowledgement of a subscribe; on a loaded machine opening the socket alone takes a while).
        await connected;
        await new Promise((r) => setTimeout(r, 500));
        await ada.post(`/api/enhanced-emails/${e.id}/mine`);
      },
      30_000,
    );
    await ws.dispose();
    expect(error).toBeNull();
    expect(data.map((d: any) => d.miningProgress.phase)).toEqual(['queued', 'reading', 'extracting', 'done']);
    expect(data.every((d: any) => d.miningProgress.emailId === gid)).toBe(true);
    expect(data[3].miningProgress.commitmentCount).toBe(1);
  });
});
