// Settings that act, through the real pipeline (mail imported, analysed by the local analyzer):
// high-priority notifications over the `notificationReceived` subscription (a fresh nugget, a commitment
// due today, a promise of the user's due tomorrow, a promise delivered), none while the setting is off;
// Waiting on (oldest overdue first), a nudge draft in the thread in the user's tone (the template, and the
// model through the OpenAI client against the local fake server), never sent; a reply that delivers closes
// the waiting item and one that puts it off does not; categorisation and auto-reply suggestions off leave
// no category and no suggested reply anywhere.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { wsClient } from '../helpers/ws.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';
import { OpenAIServer } from '../helpers/openai-server.ts';

const DAY = 86_400_000;
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');
const ago = (days: number) => new Date(Date.now() - days * DAY);
const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

let server: TestServer;
let ada: TestClient;
let adaId: string;
let adaEmail: string;
let ws: Client;
const dir = tempDir();
let n = 0;

const prisma = () => server.platform.prisma;

let mailbox: { id: string; userId: string } | null = null;
/** Mail arriving in the user's connected mailbox (the pipeline a sync feeds), analysed before this returns. */
async function importMail(...messages: Buffer[]) {
  mailbox ??= await prisma().mailAccount.create({ data: { userId: adaId, provider: 'custom', email: 'ada-box@example.com', imapHost: '127.0.0.1' } });
  await server.app.services.ingest.storeBatch(
    mailbox,
    messages.map((raw, i) => {
      const sent = /^From: Ada </m.test(raw.toString());
      return { providerId: `INBOX:1:${++n}-${i}`, raw, folder: sent ? 'Sent' : 'INBOX', sent };
    }),
  );
  await server.platform.jobs.idle();
}
/** An archive imported (the Email Accounts screen, the CLI). */
async function importArchive(...messages: Buffer[]) {
  const file = path.join(dir, `batch-${++n}.mbox`);
  await server.app.services.sync.importArchive(adaId, [writeMbox(file, messages)], `batch-${n}`);
  await server.platform.jobs.idle();
}

/** A multipart message with one attachment. */
function withAttachment(o: {
  from: string;
  to: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo?: string;
  references?: string;
  date: Date;
  filename: string;
}) {
  const b = 'b-' + o.messageId.replace(/\W/g, '');
  return Buffer.from(
    [
      `From: ${o.from}`,
      `To: ${o.to}`,
      `Subject: ${o.subject}`,
      `Date: ${rfc2822(o.date)}`,
      `Message-ID: <${o.messageId}>`,
      ...(o.inReplyTo ? [`In-Reply-To: <${o.inReplyTo}>`, `References: ${o.references ?? `<${o.inReplyTo}>`}`] : []),
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${b}"`,
      '',
      `--${b}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      o.body,
      `--${b}`,
      `Content-Type: application/pdf; name="${o.filename}"`,
      `Content-Disposition: attachment; filename="${o.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF-1.4 deck').toString('base64'),
      `--${b}--`,
      '',
    ].join('\r\n'),
  );
}

type Heard = { id: string; kind: string; title: string; body: string; url: string };
/**
 * Listens to the viewer's notifications (as a browser tab does) into `heard`. Resolves once the subscription
 * is live: an event for no stored notification reaches it as null (the protocol has no acknowledgement).
 */
async function listen(client: Client) {
  const heard: Heard[] = [];
  let live = false;
  const stop = client.subscribe<{ notificationReceived: Heard | null }>(
    { query: 'subscription { notificationReceived { id kind title body url } }' },
    {
      next: (r) => {
        if (r.data?.notificationReceived) heard.push(r.data.notificationReceived);
        else live = true;
      },
      error: () => {},
      complete: () => {},
    },
  );
  const end = Date.now() + 10_000;
  while (!live && Date.now() < end) {
    server.platform.events.publish('notification', adaId, { userId: adaId, notificationId: 'probe' });
    await new Promise((r) => setTimeout(r, 50));
  }
  return { heard, stop };
}
async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

beforeAll(async () => {
  server = await startTestServer({ env: { SYNC_INTERVAL_MINUTES: '0' } });
  ada = new TestClient(server.url);
  adaEmail = `ada-${Date.now()}@example.com`;
  adaId = (await ada.register(adaEmail, 'correct-horse', { firstName: 'Ada' })).id;
  ws = wsClient(server.url, { cookie: ada.cookieHeader });
});
afterAll(async () => {
  await ws?.dispose();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('high-priority notifications', () => {
  it('a fresh nugget is told to every open tab, once, opening the email', async () => {
    const tabs = [await listen(ws), await listen(wsClient(server.url, { cookie: ada.cookieHeader }))];
    await importMail(
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${adaEmail}>`,
        subject: 'Signed contract and next steps',
        messageId: 'priya-1@acme.io',
        date: rfc2822(ago(0.02)),
        body: 'Hi Ada,\n\nCould you review the attached contract and confirm the start date by Friday? We are ready to wire the $50,000 deposit once signed.\n\nThanks,\nPriya',
      }),
    );
    const email = await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'priya-1@acme.io' } });
    expect(email.nuggetScore).toBeGreaterThanOrEqual(70);
    for (const tab of tabs) {
      expect(await until(() => tab.heard.length > 0)).toBe(true);
      expect(tab.heard[0]).toMatchObject({
        kind: 'nugget',
        title: `Nugget ${email.nuggetScore}: Signed contract and next steps`,
        url: `/mine?email=${email.id}`,
      });
      tab.stop();
    }
    // Analysed again (re-analysis): told once only.
    await server.app.services.analysis.reanalyze(adaId, email.id);
    await server.platform.jobs.idle();
    expect(await prisma().notification.count({ where: { userId: adaId, kind: 'nugget' } })).toBe(1);
  });

  it('old mail, and an imported archive however fresh, tell nothing', async () => {
    await importMail(
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${adaEmail}>`,
        subject: 'Old contract',
        messageId: 'priya-old@acme.io',
        date: rfc2822(ago(9)),
        body: 'Hi Ada,\n\nCould you review the contract by Friday?\n\nPriya',
      }),
    );
    await importArchive(
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${adaEmail}>`,
        subject: 'Archived contract',
        messageId: 'priya-arch@acme.io',
        date: rfc2822(ago(0.02)),
        body: 'Hi Ada,\n\nCould you review the attached contract and confirm the start date by Friday? We are ready to wire the $50,000 deposit once signed.\n\nPriya',
      }),
    );
    expect((await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'priya-arch@acme.io' } })).nuggetScore).toBeGreaterThanOrEqual(70);
    expect(await prisma().notification.count({ where: { userId: adaId, kind: 'nugget' } })).toBe(1);
  });

  it('a commitment due today (from 07:00 in the user’s zone) and a promise of the user’s due tomorrow are told once each', async () => {
    const morning = new Date();
    morning.setUTCHours(8, 0, 0, 0);
    // Only these two count: what earlier tests mined was dated against the real clock, so whether it is due "today"
    // at 08:00 UTC depends on the hour the suite runs.
    await prisma().commitment.updateMany({ where: { userId: adaId, status: { not: 'completed' } }, data: { status: 'completed' } });
    const noon = (days: number) => new Date(Date.UTC(morning.getUTCFullYear(), morning.getUTCMonth(), morning.getUTCDate() + days, 12));
    const today = await prisma().commitment.create({
      data: { userId: adaId, type: 'action_item', title: 'Confirm the start date', owedBy: adaEmail, dueDate: noon(0), dedupeKey: 'due-today' },
    });
    await prisma().commitment.create({
      data: { userId: adaId, type: 'promise_made', title: 'Send Priya the countersigned contract', dueDate: noon(1), dedupeKey: 'due-tomorrow' },
    });
    const early = new Date(morning.getTime() - 2 * 3_600_000); // 06:00 UTC
    expect(await server.app.services.followup.dueCheck(early)).toBe(0);
    const tab = await listen(ws);
    expect(await server.app.services.followup.dueCheck(morning)).toBe(2);
    expect(await server.app.services.followup.dueCheck(morning)).toBe(0);
    expect(await until(() => tab.heard.length >= 2)).toBe(true);
    tab.stop();
    expect(tab.heard.map((h) => h.title).sort()).toEqual([
      'Due today: Confirm the start date',
      'Due tomorrow — you promised: Send Priya the countersigned contract',
    ]);
    await prisma().commitment.update({ where: { id: today.id }, data: { status: 'completed' } });
  });

  it('off: nothing is stored or told, whatever arrives', async () => {
    await ada.gql('mutation { updateSettings(input: { highPriorityNotifications: false }) { __typename } }');
    const tab = await listen(ws);
    const before = await prisma().notification.count({ where: { userId: adaId } });
    await importMail(
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${adaEmail}>`,
        subject: 'Deposit wired',
        messageId: 'priya-2@acme.io',
        date: rfc2822(ago(0.01)),
        body: 'Hi Ada,\n\nCould you confirm the board seat terms by Monday? We are ready to wire the $50,000 deposit.\n\nThanks,\nPriya',
      }),
    );
    expect((await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'priya-2@acme.io' } })).nuggetScore).toBeGreaterThanOrEqual(70);
    await prisma().commitment.create({
      data: { userId: adaId, type: 'action_item', title: 'Sign the lease', owedBy: adaEmail, dueDate: new Date(), dedupeKey: 'off-due' },
    });
    const morning = new Date();
    morning.setUTCHours(9, 0, 0, 0);
    expect(await server.app.services.followup.dueCheck(morning)).toBe(0);
    await new Promise((r) => setTimeout(r, 800));
    expect(tab.heard).toEqual([]);
    expect(await prisma().notification.count({ where: { userId: adaId } })).toBe(before);
    tab.stop();
    await ada.gql('mutation { updateSettings(input: { highPriorityNotifications: true }) { __typename } }');
  });
});

const WAITING = `{ waitingOn { late lateSince from emailSubject commitment { id title status dueDate } } }`;
const NUDGE = `mutation($id: ID!) { draftNudge(commitmentId: $id) { __typename
  ... on MutationDraftNudgeSuccess { nudge { generatedBy draft { id to subject body status threadId } } }
  ... on ValidationError { message fieldErrors { name message } } } }`;

describe('waiting on, nudges and deliveries', () => {
  beforeAll(async () => {
    await importMail(
      rawMessage({
        from: 'Kim Ito <kim@northwind.vc>',
        to: `Ada <${adaEmail}>`,
        subject: 'Intro',
        messageId: 'kim-1@northwind.vc',
        date: rfc2822(ago(20)),
        body: "Hi Ada,\n\nLovely meeting you. I'll introduce you to our operating partner.\n\nKim",
      }),
      rawMessage({
        from: 'Sam Lee <sam@fund.vc>',
        to: `Ada <${adaEmail}>`,
        subject: 'Series A deck',
        messageId: 'sam-1@fund.vc',
        date: rfc2822(ago(4)),
        body: "Hi Ada,\n\nGreat call today. I'll send you the revised deck by tomorrow.\n\nSam",
      }),
      rawMessage({
        from: `Ada <${adaEmail}>`,
        to: 'Sam Lee <sam@fund.vc>',
        subject: 'Re: Series A deck',
        messageId: 'ada-1@example.com',
        inReplyTo: 'sam-1@fund.vc',
        references: '<sam-1@fund.vc>',
        date: rfc2822(ago(3.9)),
        body: "Hey Sam,\n\nAmazing, looking forward to it. We're keen to move fast.\n\nCheers,\nAda",
      }),
      rawMessage({
        from: 'Jon Park <jon@fund.vc>',
        to: `Ada <${adaEmail}>`,
        subject: 'Data room',
        messageId: 'jon-1@fund.vc',
        date: rfc2822(ago(1)),
        body: 'Hi Ada,\n\nThanks for the time. I will share the data room link next Friday.\n\nBest,\nJon',
      }),
    );
  });

  it('lists what others promised, late ones first with the oldest overdue on top', async () => {
    const { waitingOn } = await ada.gql(WAITING);
    expect(waitingOn.map((w: any) => [w.commitment.title, w.late])).toEqual([
      ['Kim to introduce you to our operating partner', true],
      ['Sam to send you the revised deck by tomorrow', true],
      ['Jon to share the data room link next Friday', false],
    ]);
    expect(waitingOn[1]).toMatchObject({ from: 'Sam Lee', emailSubject: 'Series A deck' });
    const rest = await ada.get('/api/waiting-on');
    expect(rest.json.map((w: any) => w.title)).toEqual(waitingOn.map((w: any) => w.commitment.title));
  });

  it('writes a nudge in the thread, in the user’s tone, as a draft that is never sent', async () => {
    const { waitingOn } = await ada.gql(WAITING);
    const r = await ada.gql(NUDGE, { id: waitingOn[1].commitment.id });
    const { draft, generatedBy } = r.draftNudge.nudge;
    expect(generatedBy).toBe('local');
    expect(draft.status).toBe('draft');
    expect(draft.to).toEqual(['sam@fund.vc']);
    expect(draft.subject).toBe('Re: Series A deck');
    expect(draft.body).toMatch(/^Hey Sam,\n\nQuick nudge on the revised deck — you mentioned \w+day \d+ \w+\. Any update\?\n\nCheers,\nAda$/);
    const sam = await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'sam-1@fund.vc' } });
    expect(draft.threadId).toBe(sam.threadId);
    expect(await prisma().draft.count({ where: { userId: adaId, status: { not: 'draft' } } })).toBe(0);
    // Only a promise someone made the user can be nudged.
    const own = await prisma().commitment.findFirstOrThrow({ where: { userId: adaId, type: 'promise_made' } });
    expect((await ada.gql(NUDGE, { id: gid('Commitment', own.id) })).draftNudge.__typename).toBe('ValidationError');
  });

  it('a reply that puts it off keeps the item; one that hands it over (with the file) closes it and says so', async () => {
    const tab = await listen(ws);
    await importMail(
      rawMessage({
        from: 'Sam Lee <sam@fund.vc>',
        to: `Ada <${adaEmail}>`,
        subject: 'Re: Series A deck',
        messageId: 'sam-2@fund.vc',
        inReplyTo: 'ada-1@example.com',
        references: '<sam-1@fund.vc> <ada-1@example.com>',
        date: rfc2822(ago(0.5)),
        body: "Hi Ada,\n\nSorry, still working on the numbers. I'll send it Monday.\n\nSam",
      }),
    );
    let sam = await prisma().commitment.findFirstOrThrow({ where: { userId: adaId, owedBy: 'sam@fund.vc', type: 'promise_received' } });
    expect(sam.status).not.toBe('completed');
    await importMail(
      withAttachment({
        from: 'Sam Lee <sam@fund.vc>',
        to: `Ada <${adaEmail}>`,
        subject: 'Re: Series A deck',
        messageId: 'sam-3@fund.vc',
        inReplyTo: 'sam-2@fund.vc',
        references: '<sam-1@fund.vc> <ada-1@example.com> <sam-2@fund.vc>',
        date: ago(0.1),
        body: 'Hi Ada,\n\nHere is the revised deck, attached.\n\nSam',
        filename: 'deck-v2.pdf',
      }),
    );
    sam = await prisma().commitment.findUniqueOrThrow({ where: { id: sam.id } });
    const reply = await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'sam-3@fund.vc' } });
    expect(sam).toMatchObject({ status: 'completed', deliveredByEmailId: reply.id });
    expect(await until(() => tab.heard.some((h) => h.kind === 'delivered'))).toBe(true);
    expect(tab.heard.find((h) => h.kind === 'delivered')).toMatchObject({
      title: 'Delivered: Sam to send you the revised deck by tomorrow',
      url: `/mine?email=${reply.id}`,
    });
    tab.stop();
    const { waitingOn } = await ada.gql(WAITING);
    expect(waitingOn.map((w: any) => w.commitment.title)).not.toContain('Sam to send you the revised deck by tomorrow');
  });

  it('a delivery from someone else, or before the promise, closes nothing', async () => {
    await importMail(
      rawMessage({
        from: 'Eve <eve@other.io>',
        to: `Ada <${adaEmail}>`,
        subject: 'Re: Data room',
        messageId: 'eve-1@other.io',
        inReplyTo: 'jon-1@fund.vc',
        references: '<jon-1@fund.vc>',
        date: rfc2822(ago(0.2)),
        body: 'Hi Ada,\n\nHere is the data room link: https://rooms.example/abc\n\nEve',
      }),
    );
    const jon = await prisma().commitment.findFirstOrThrow({ where: { userId: adaId, owedBy: 'jon@fund.vc' } });
    expect(jon.status).toBe('open');
  });
});

describe('the nudge from the model, when one is configured', () => {
  let llm: OpenAIServer;
  let withModel: TestServer;
  beforeAll(async () => {
    llm = new OpenAIServer({ apiKey: 'sk-test', model: 'gpt-test' });
    await llm.start();
    llm.fallback = (req) =>
      JSON.stringify(req.body.messages ?? []).includes('follow-up email for the user')
        ? { content: 'Hey Sam,\n\nAny news on the revised deck? Keen to get it in front of the partners.\n\nCheers,\nAda' }
        : { status: 400 };
    withModel = await startTestServer({ env: { SYNC_INTERVAL_MINUTES: '0', AI_API_KEY: 'sk-test', AI_BASE_URL: `${llm.url}/v1`, AI_MODEL: 'gpt-test' } });
  });
  afterAll(async () => {
    await withModel?.close();
    await llm?.stop();
  });

  it('writes it with the thread and the user’s own messages in the prompt', async () => {
    const bea = new TestClient(withModel.url);
    const beaId = (await bea.register(`bea-${Date.now()}@example.com`)).id;
    const p = withModel.platform.prisma;
    const e = await p.email.create({
      data: {
        userId: beaId,
        threadId: 't1',
        messageId: 'm1@fund.vc',
        subject: 'Series A deck',
        fromName: 'Sam Lee',
        fromAddress: 'sam@fund.vc',
        receivedAt: ago(4),
        textBody: "I'll send you the revised deck by tomorrow.",
      },
    });
    await p.email.create({
      data: {
        userId: beaId,
        threadId: 't1',
        subject: 'Re: Series A deck',
        fromAddress: 'bea@example.com',
        isSent: true,
        receivedAt: ago(3.9),
        textBody: 'Hey Sam,\n\nLooking forward to it!\n\nCheers,\nBea',
      },
    });
    const c = await p.commitment.create({
      data: {
        userId: beaId,
        emailId: e.id,
        threadId: 't1',
        type: 'promise_received',
        status: 'overdue',
        owedBy: 'sam@fund.vc',
        title: 'Sam to send you the revised deck by tomorrow',
        dueDate: ago(3),
        dedupeKey: 'k',
      },
    });
    const r = await bea.gql(NUDGE, { id: gid('Commitment', c.id) });
    expect(r.draftNudge.nudge.generatedBy).toBe('gpt-test');
    expect(r.draftNudge.nudge.draft.body).toContain('Any news on the revised deck?');
    const asked = llm.completions.find((q) => JSON.stringify(q.body.messages).includes('follow-up email for the user'))!;
    const prompt = JSON.stringify(asked.body.messages);
    expect(prompt).toContain('Looking forward to it!');
    expect(prompt).toContain('Sam to send you the revised deck');
  });
});

describe('categorisation and auto-reply suggestions off', () => {
  const LABELS = '/api/enhanced-emails/labels';
  it('on (the default), mail has a category and the sender of a question a suggested reply', async () => {
    const priya = await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'priya-1@acme.io' } });
    expect(priya.category).toBeTruthy();
    expect(priya.suggestedReply).toBeTruthy();
    expect((await ada.get(LABELS)).json.some((l: any) => l.id.startsWith('category:'))).toBe(true);
  });

  it('off: no category or suggested reply is kept, shown or generated, for old mail and new', async () => {
    await ada.gql('mutation { updateSettings(input: { categorization: false, autoReplySuggestions: false }) { __typename } }');
    expect(await prisma().email.count({ where: { userId: adaId, category: { not: null } } })).toBe(0);
    expect(await prisma().commitment.count({ where: { userId: adaId, category: { not: null } } })).toBe(0);
    expect(await prisma().email.count({ where: { userId: adaId, suggestedReply: { not: null } } })).toBe(0);
    await importMail(
      rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${adaEmail}>`,
        subject: 'Budget',
        messageId: 'priya-3@acme.io',
        date: rfc2822(ago(0.01)),
        body: 'Hi Ada,\n\nCould you send the Q3 budget by Thursday?\n\nPriya',
      }),
    );
    const e = await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'priya-3@acme.io' } });
    expect(e).toMatchObject({ category: null, suggestedReply: null });
    expect(e.analyzedAt).not.toBeNull();
    expect((await ada.get(LABELS)).json.some((l: any) => l.id.startsWith('category:'))).toBe(false);
    const g = await ada.gql(`{ node(id: "${gid('Email', e.id)}") { ... on Email { category suggestedReply commitments { category } } } }`);
    expect(g.node).toMatchObject({ category: null, suggestedReply: null });
    const replies = await ada.post('/api/llm/generate-replies', { emailId: e.id });
    expect(replies.json).toEqual({ replies: [] });
    const list = await ada.get('/api/enhanced-emails?limit=50');
    const row = (list.json.emails ?? list.json).find((x: any) => x.id === e.id);
    expect(row?.labels ?? []).toEqual([]);
  });

  it('on again: all mail is analysed again and gets them back', async () => {
    await ada.gql('mutation { updateSettings(input: { categorization: true, autoReplySuggestions: true }) { __typename } }');
    await server.platform.jobs.idle();
    const e = await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'priya-3@acme.io' } });
    expect(e.category).toBeTruthy();
    expect(e.suggestedReply).toBeTruthy();
  });
});
