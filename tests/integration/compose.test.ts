// The composer end to end: drafts (REST and GraphQL, attachments stored once by
// hash, owner-only), sending through a real SMTP server process
// (tests/helpers/smtp-server.ts) for an IMAP-family account and through the
// Gmail API stand-in (tests/helpers/gmail-server.ts) for a Gmail account, the
// sent message stored once in its thread and mined as promise_made by the local
// analyzer, the validation texts of spec §5, and AI compose from each template.
import crypto from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { rawMessage } from '../helpers/mail.ts';
import { startSmtpServer, type SmtpServer } from '../helpers/smtp-server.ts';
import { startGmailFixture, type GmailFixture } from '../helpers/gmail-server.ts';
import { startOpenAIServer } from '../helpers/openai-server.ts';
import { createLlmAnalyzer } from '../../api/modules/analysis/llm/llm-analyzer.ts';
import { createComposeService } from '../../api/modules/compose/compose.service.ts';

const MAILBOX = 'founder@mail.test';
const GMAIL = 'founder.gmail@example.com';
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

let smtp: SmtpServer;
let gmail: GmailFixture;
let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;
let imapAccountId: string;
let priyaEmailId: string;

/** A small but real PDF, with random bytes so its hash is this test's own. */
function pdf(extra = crypto.randomBytes(2048)) {
  return Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), extra, Buffer.from('\n%%EOF\n')]);
}
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(256)]);

const prisma = () => server.platform.prisma;
const services = () => server.app.services;

/** A multipart request (REST or GraphQL) with the client's session. */
async function postForm(client: TestClient, path: string, form: FormData) {
  const res = await fetch(server.url + path, { method: 'POST', headers: { cookie: client.cookieHeader }, body: form });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text };
}

/** A GraphQL multipart request (graphql-multipart-request-spec): files at `input.attachments.<i>`. */
function graphqlUpload(client: TestClient, query: string, input: Record<string, unknown>, files: { name: string; content: Buffer; type?: string }[]) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { input: { ...input, attachments: files.map(() => null) } } }));
  form.set('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.attachments.${i}`]]))));
  files.forEach((f, i) => form.set(String(i), new Blob([new Uint8Array(f.content)], { type: f.type ?? 'application/octet-stream' }), f.name));
  return postForm(client, '/graphql', form);
}

const SEND = `mutation($input: DraftInput!) {
  sendEmail(input: $input) {
    __typename
    ... on MutationSendEmailSuccess { draft { id status subject to bcc providerMessageId sentAt error sentEmail { id isSent threadId subject } } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { name message } }
    ... on SendEmailError { reconnectRequired draftId }
  }
}`;
const SAVE = `mutation($input: DraftInput!) {
  saveDraft(input: $input) {
    __typename
    ... on MutationSaveDraftSuccess { draft { id status to cc bcc subject body priority attachments { id filename mimeType size } inReplyTo { id subject } } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { name message } }
  }
}`;
const EMAILS = `query { emails(first: 100) { edges { node { id messageId subject } } } }`;

async function emailGlobalId(client: TestClient, messageId: string) {
  const data = await client.gql(EMAILS);
  const node = data.emails.edges.map((e: any) => e.node).find((n: any) => n.messageId === messageId);
  expect(node, `no email ${messageId}`).toBeTruthy();
  return node.id as string;
}

beforeAll(async () => {
  smtp = await startSmtpServer({ user: MAILBOX, password: 'app-password-123', rejectRecipients: /reject/ });
  gmail = await startGmailFixture(GMAIL);
  server = await startTestServer({
    env: {
      GOOGLE_CLIENT_ID: gmail.clientId,
      GOOGLE_CLIENT_SECRET: gmail.clientSecret,
      GOOGLE_OAUTH_ROOT: gmail.url,
      GMAIL_API_ROOT: gmail.url,
      SYNC_INTERVAL_MINUTES: '0',
    },
  });
  alice = new TestClient(server.url);
  aliceId = (await alice.register('alice@example.com', 'correct-horse', { firstName: 'Ada', lastName: 'Founder' })).id;
  bob = new TestClient(server.url);
  await bob.register('bob@example.com');

  // An IMAP-family mailbox whose SMTP server is the test server (password sealed like any connection).
  const parsed = services().accounts.parseImap({
    email: MAILBOX,
    provider: 'custom',
    host: '127.0.0.1',
    port: 1143,
    secure: false,
    password: 'app-password-123',
    smtpHost: smtp.host,
    smtpPort: smtp.port,
    smtpSecure: false,
  });
  imapAccountId = (await services().accounts.saveImap(aliceId, parsed, [])).id;
  const account = await prisma().mailAccount.findUniqueOrThrow({ where: { id: imapAccountId } });
  expect(account.sealedCredentials).not.toContain('app-password-123');

  // Mail in through that mailbox, analysed by the local analyzer.
  await services().ingest.storeBatch(account, [
    {
      providerId: 'INBOX:1:1',
      folder: 'INBOX',
      raw: rawMessage({
        from: 'Priya Shah <priya@acme.io>',
        to: `Ada <${MAILBOX}>`,
        subject: 'Q3 board deck',
        messageId: 'q3-deck@acme.io',
        references: '<kickoff@acme.io>',
        date: new Date(Date.now() - 86_400_000).toUTCString(),
        body: 'Hi Ada,\n\nCould you send me the revised deck by Friday? The board meets Monday.\n\nThanks,\nPriya',
      }),
    },
  ]);
  await server.platform.jobs.idle();
  priyaEmailId = (await prisma().email.findFirstOrThrow({ where: { userId: aliceId, messageId: 'q3-deck@acme.io' } })).id;
});

afterAll(async () => {
  await server?.close();
  await smtp?.stop();
  await gmail?.close();
});

describe('drafts', () => {
  let draftId: string;

  it('saves a draft over REST (recipients split on commas, trimmed, empty dropped) and updates it by id', async () => {
    const created = await alice.post('/api/enhanced-emails/drafts', {
      to: ' priya@acme.io , , "Doe, Jane" <jane@acme.io>,',
      cc: [],
      bcc: 'board@acme.io',
      subject: 'Deck',
      body: 'First lines',
      attachments: [{ filename: 'notes.txt', content: Buffer.from('hello notes\n').toString('base64') }],
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      to: ['priya@acme.io', '"Doe, Jane" <jane@acme.io>'],
      bcc: ['board@acme.io'],
      subject: 'Deck',
      priority: 'normal',
      status: 'draft',
      attachments: [{ filename: 'notes.txt', mimeType: 'text/plain', size: 12 }],
    });
    draftId = created.json.id;

    const updated = await alice.post('/api/enhanced-emails/drafts', { id: draftId, body: 'Second version', priority: 'high' });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      id: draftId,
      subject: 'Deck',
      body: 'Second version',
      priority: 'high',
      to: ['priya@acme.io', '"Doe, Jane" <jane@acme.io>'],
    });
    expect(updated.json.attachments).toHaveLength(1);

    const list = await alice.get('/api/enhanced-emails/drafts');
    expect(list.json.map((d: any) => d.id)).toContain(draftId);
    const file = await alice.get(`/api/enhanced-emails/drafts/${draftId}/attachments/${updated.json.attachments[0].id}`);
    expect(file.text).toBe('hello notes\n');
  });

  it('stores each attachment once by content, and drops the ones removed', async () => {
    const content = pdf();
    const a = await alice.post('/api/enhanced-emails/drafts', { subject: 'A', attachments: [{ filename: 'deck.pdf', content: content.toString('base64') }] });
    const b = await alice.post('/api/enhanced-emails/drafts', { subject: 'B', attachments: [{ filename: 'copy.pdf', content: content.toString('base64') }] });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(await prisma().blob.count({ where: { hash: sha(content) } })).toBe(1);
    const dropped = await alice.post('/api/enhanced-emails/drafts', { id: b.json.id, removeAttachmentIds: [b.json.attachments[0].id] });
    expect(dropped.json.attachments).toEqual([]);
  });

  it('saves through GraphQL with files uploaded as a multipart request, and lists drafts', async () => {
    const res = await graphqlUpload(alice, SAVE, { to: ['priya@acme.io'], subject: 'Pictures', body: 'See attached' }, [
      { name: 'chart.png', content: PNG, type: 'image/png' },
      { name: 'figures.pdf', content: pdf() },
    ]);
    expect(res.status).toBe(200);
    const draft = res.json.data.saveDraft.draft;
    expect(draft.attachments.map((a: any) => [a.filename, a.mimeType])).toEqual([
      ['chart.png', 'image/png'],
      ['figures.pdf', 'application/pdf'],
    ]);
    const again = await alice.gql(SAVE, { input: { id: draft.id, subject: 'Pictures (2)' } });
    expect(again.saveDraft.draft).toMatchObject({ id: draft.id, subject: 'Pictures (2)' });
    expect(again.saveDraft.draft.attachments).toHaveLength(2);
    const list = await alice.gql(`query { drafts(first: 50) { edges { node { id subject status } } } }`);
    expect(list.drafts.edges.map((e: any) => e.node.id)).toContain(draft.id);
    const node = await alice.gql(`query($id: ID!) { node(id: $id) { ... on Draft { subject } } }`, { id: draft.id });
    expect(node.node.subject).toBe('Pictures (2)');
  });

  it("is the owner's only: another user's draft id is a 404 (REST) or not found (GraphQL)", async () => {
    expect((await bob.get(`/api/enhanced-emails/drafts/${draftId}`)).status).toBe(404);
    expect((await bob.request('DELETE', `/api/enhanced-emails/drafts/${draftId}`)).status).toBe(404);
    expect((await bob.post('/api/enhanced-emails/drafts', { id: draftId, body: 'hijack' })).status).toBe(404);
    expect((await bob.post('/api/enhanced-emails/send', { id: draftId })).status).toBe(404);
    const gql = await bob.gql(SAVE, { input: { id: Buffer.from(`Draft:${draftId}`).toString('base64'), body: 'hijack' } });
    expect(gql.saveDraft).toMatchObject({ __typename: 'NotFoundError', message: 'Draft not found' });
    const node = await bob.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: Buffer.from(`Draft:${draftId}`).toString('base64') });
    expect(node.node).toBeNull();
    expect((await bob.get('/api/enhanced-emails/drafts')).json).toEqual([]);
    expect((await alice.get(`/api/enhanced-emails/drafts/${draftId}`)).json.body).toBe('Second version');
  });

  it('deletes a draft', async () => {
    const del = await alice.request('DELETE', `/api/enhanced-emails/drafts/${draftId}`);
    expect(del.status).toBe(200);
    expect((await alice.get(`/api/enhanced-emails/drafts/${draftId}`)).status).toBe(404);
  });
});

describe('validation (spec §5 texts)', () => {
  it('requires a recipient and a subject', async () => {
    const none = await alice.gql(SEND, { input: { to: [' , '], subject: 'Hello', body: 'x' } });
    expect(none.sendEmail).toMatchObject({
      __typename: 'ValidationError',
      message: 'Recipients required',
      fieldErrors: [{ name: 'to', message: 'Please add at least one recipient' }],
    });
    const blank = await alice.gql(SEND, { input: { to: ['priya@acme.io'], subject: '   ', body: 'x' } });
    expect(blank.sendEmail).toMatchObject({
      __typename: 'ValidationError',
      message: 'Subject required',
      fieldErrors: [{ name: 'subject', message: 'Please add a subject line' }],
    });
    const both = await alice.post('/api/enhanced-emails/send', { to: '', subject: '', body: 'x' });
    expect(both.status).toBe(400);
    expect(both.json).toEqual({
      message: 'Recipients required',
      fieldErrors: [
        { name: 'to', message: 'Please add at least one recipient' },
        { name: 'subject', message: 'Please add a subject line' },
      ],
    });
    const bad = await alice.post('/api/enhanced-emails/send', { to: 'priya@acme.io, not-an-address', subject: 'Hi' });
    expect(bad.json).toMatchObject({ message: 'Invalid recipient', fieldErrors: [{ name: 'to', message: 'not-an-address is not a valid email address' }] });
    // A message refused as written leaves no draft behind.
    expect(await prisma().draft.count({ where: { userId: aliceId, subject: { in: ['Hello', '   ', '', 'Hi'] } } })).toBe(0);
    expect(smtp.messages()).toHaveLength(0);
  });

  it('limits attachments to 25 MB each and to the accepted types (by name and by content)', async () => {
    const big = new FormData();
    big.set('to', 'priya@acme.io');
    big.set('subject', 'Big');
    big.append('attachments', new Blob([new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(25 * 1024 * 1024 - 8)]))]), 'huge deck.pdf');
    const tooLarge = await postForm(alice, '/api/enhanced-emails/drafts', big);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json).toEqual({ message: 'File too large', fieldErrors: [{ name: 'attachments', message: 'huge deck.pdf exceeds 25MB limit' }] });

    const exe = await alice.post('/api/enhanced-emails/drafts', {
      subject: 'x',
      attachments: [{ filename: 'setup.exe', content: Buffer.from('MZ\x90\x00').toString('base64') }],
    });
    expect(exe.json).toMatchObject({
      message: 'File type not allowed',
      fieldErrors: [{ name: 'attachments', message: 'setup.exe is not an accepted file type (images, PDF, .doc, .docx, .txt, .csv, .xlsx)' }],
    });
    const renamed = await alice.post('/api/enhanced-emails/drafts', {
      subject: 'x',
      attachments: [{ filename: 'invoice.pdf', content: Buffer.from('MZ\x90\x00 not a pdf').toString('base64') }],
    });
    expect(renamed.json).toMatchObject({
      message: 'File type not allowed',
      fieldErrors: [{ name: 'attachments', message: 'invoice.pdf is not really a .pdf file' }],
    });
    const gql = await graphqlUpload(alice, SAVE, { subject: 'x' }, [{ name: 'photo.jpg', content: Buffer.from('<script>not an image</script>') }]);
    expect(gql.json.data.saveDraft.__typename).toBe('ValidationError');
    expect(await prisma().draft.count({ where: { userId: aliceId, subject: { in: ['Big', 'x'] } } })).toBe(0);
  });
});

describe('sending through SMTP (IMAP-family account)', () => {
  let attachment: Buffer;
  let sentMessageId: string;

  it('sends a reply with an attachment: exact MIME at the server, threading headers, Bcc only in the envelope', async () => {
    attachment = pdf(crypto.randomBytes(64 * 1024));
    const form = new FormData();
    form.set('to', 'Priya Shah <priya@acme.io>');
    form.set('cc', '');
    form.set('bcc', 'auditor@example.net');
    form.set('body', "Hi Priya,\n\nThanks for the nudge. I'll send the revised deck by Friday.\n\n- **numbers** updated\n- _appendix_ added\n\nAda");
    form.set('replyToId', priyaEmailId);
    form.append('attachments', new Blob([new Uint8Array(attachment)], { type: 'application/pdf' }), 'Q3 deck.pdf');
    const res = await postForm(alice, '/api/enhanced-emails/send', form);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      message: 'Email sent successfully',
      description: 'Sent to Priya Shah <priya@acme.io>, auditor@example.net',
      from: MAILBOX,
    });
    expect(res.json.draft).toMatchObject({ status: 'sent', subject: 'Re: Q3 board deck', error: null });
    sentMessageId = res.json.messageId;

    const [received] = await smtp.waitFor(1);
    expect(received!.envelope).toEqual({ mailFrom: MAILBOX, rcptTo: ['priya@acme.io', 'auditor@example.net'], user: MAILBOX });
    const head = received!.raw.toString('latin1').split('\r\n\r\n')[0]!;
    expect(head).toMatch(/^In-Reply-To: <q3-deck@acme\.io>$/m);
    expect(head).toMatch(/^References: <kickoff@acme\.io> <q3-deck@acme\.io>$/m);
    expect(head).toMatch(/^Subject: Re: Q3 board deck$/m);
    expect(head).toMatch(/^From: Ada Founder <founder@mail\.test>$/m);
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).toContain(`Message-ID: <${sentMessageId}>`);

    const parsed = await simpleParser(received!.raw);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]!.filename).toBe('Q3 deck.pdf');
    expect(parsed.attachments[0]!.contentType).toBe('application/pdf');
    expect(sha(parsed.attachments[0]!.content)).toBe(sha(attachment));
    expect(parsed.text).toContain("I'll send the revised deck by Friday.");
    expect(parsed.html).toContain('<strong>numbers</strong>');
    expect(parsed.html).toContain('<em>appendix</em>');

    // The user's own copy is the sent bytes plus the Bcc header.
    const email = await prisma().email.findFirstOrThrow({
      where: { userId: aliceId, messageId: sentMessageId },
      include: { raw: true, sources: true, attachments: true },
    });
    expect(
      Buffer.from(email.raw!.data)
        .toString('latin1')
        .replace(/^Bcc: auditor@example\.net\r\n/m, ''),
    ).toBe(received!.raw.toString('latin1'));
    expect(email.bcc).toEqual([{ name: '', email: 'auditor@example.net' }]);
    expect(email.attachments.map((a) => a.blobHash)).toEqual([sha(attachment)]);
    expect(email.sources).toEqual([expect.objectContaining({ accountId: imapAccountId, providerId: `sent:${sentMessageId}`, folder: 'Sent' })]);
  });

  it('stores the sent message once, in the thread, read and sent, and mines its promise as promise_made', async () => {
    await server.platform.jobs.idle();
    const original = await prisma().email.findUniqueOrThrow({ where: { id: priyaEmailId } });
    const sent = await prisma().email.findMany({ where: { userId: aliceId, messageId: sentMessageId }, include: { commitments: true } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ isSent: true, isRead: true, threadId: original.threadId, inReplyTo: 'q3-deck@acme.io', analyzedBy: 'local' });
    const promise = sent[0]!.commitments.find((c) => c.type === 'promise_made');
    expect(promise, JSON.stringify(sent[0]!.commitments)).toBeTruthy();
    expect(promise!.title).toMatch(/revised deck/i);
    expect(promise!.dueDate).not.toBeNull();
    const draft = await prisma().draft.findFirstOrThrow({ where: { userId: aliceId, status: 'sent' } });
    expect(draft).toMatchObject({
      providerMessageId: `<${sentMessageId}>`,
      accountId: imapAccountId,
      inReplyToEmailId: priyaEmailId,
      threadId: original.threadId,
    });
    expect(draft.sentAt).toBeInstanceOf(Date);
    // GraphQL shows the sent message through the draft.
    const node = await alice.gql(`query($id: ID!) { node(id: $id) { ... on Draft { status sentEmail { isSent subject } } } }`, {
      id: Buffer.from(`Draft:${draft.id}`).toString('base64'),
    });
    expect(node.node).toEqual({ status: 'sent', sentEmail: { isSent: true, subject: 'Re: Q3 board deck' } });

    // AI follow-up: the thread's last message is now Ada's own reply, and it says so.
    const follow = await alice.gql(
      `mutation($input: AiComposeInput!) { aiCompose(input: $input) { __typename ... on MutationAiComposeSuccess { result { content template generatedBy } } } }`,
      {
        input: { template: 'follow_up', replyToId: await emailGlobalId(alice, 'q3-deck@acme.io') },
      },
    );
    const followUp = follow.aiCompose.result;
    expect(followUp.template).toBe('follow_up');
    expect(followUp.content).toMatch(/^Hi Priya,\n\nI wanted to follow up on my email from \w+day, \w+ \d+ about "Q3 board deck"\./);
  });

  it('forwards with the original quoted below the note (and its attachments on request)', async () => {
    const before = smtp.messages().length;
    const res = await alice.gql(SEND, {
      input: { to: ['partner@fund.vc'], body: 'FYI, see below.', forwardId: await emailGlobalId(alice, sentMessageId), includeOriginalAttachments: true },
    });
    expect(res.sendEmail.__typename, JSON.stringify(res.sendEmail)).toBe('MutationSendEmailSuccess');
    expect(res.sendEmail.draft).toMatchObject({ status: 'sent', subject: 'Fwd: Re: Q3 board deck' });
    const [, received] = (await smtp.waitFor(before + 1)).slice(-2);
    const parsed = await simpleParser(received!.raw);
    expect(parsed.subject).toBe('Fwd: Re: Q3 board deck');
    expect(parsed.text).toMatch(/^FYI, see below\.\n\n---------- Forwarded message ---------\nFrom: Ada Founder <founder@mail\.test>\n/);
    expect(parsed.text).toContain("I'll send the revised deck by Friday.");
    expect(parsed.headers.get('in-reply-to')).toBe(`<${sentMessageId}>`);
    expect(parsed.attachments.map((a) => sha(a.content))).toEqual([sha(attachment)]);
  });

  it('marks the draft failed with a clear message when the server refuses, and sends it once fixed', async () => {
    const res = await alice.post('/api/enhanced-emails/send', { to: 'someone-reject@acme.io', subject: 'Will bounce', body: 'Hello' });
    expect(res.status).toBe(502);
    expect(res.json.message).toMatch(/^Failed to send email: The mail server refused the recipients: .*550/);
    const draft = await prisma().draft.findUniqueOrThrow({ where: { id: res.json.draftId } });
    expect(draft.status).toBe('failed');
    expect(draft.error).toMatch(/refused the recipients/);
    const retry = await alice.post(`/api/enhanced-emails/drafts/${draft.id}/send`, { to: 'someone@acme.io' });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.json.draft).toMatchObject({ id: draft.id, status: 'sent', to: ['someone@acme.io'] });
    // Sent is final.
    const again = await alice.post(`/api/enhanced-emails/drafts/${draft.id}/send`, {});
    expect(again.json).toMatchObject({ message: 'Already sent' });
  });

  it('says the login was refused (reconnect) when the password is wrong', async () => {
    const parsed = services().accounts.parseImap({
      email: 'second@mail.test',
      provider: 'custom',
      host: '127.0.0.1',
      password: 'wrong-password',
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpSecure: false,
    });
    const account = await services().accounts.saveImap(aliceId, parsed, []);
    const res = await alice.gql(SEND, {
      input: { fromAccountId: Buffer.from(`Account:${account.id}`).toString('base64'), to: ['priya@acme.io'], subject: 'Hi', body: 'x' },
    });
    expect(res.sendEmail).toMatchObject({ __typename: 'SendEmailError', reconnectRequired: true });
    expect(res.sendEmail.message).toMatch(/refused the login for second@mail\.test/);
    expect(smtp.authFailures()).toBeGreaterThan(0);
  });

  it("refuses to send from an imported archive, or from someone else's account", async () => {
    const imported = await services().accounts.importedAccount(aliceId, 'old-mail.mbox');
    const res = await alice.post('/api/enhanced-emails/send', { fromAccountId: imported.id, to: 'priya@acme.io', subject: 'Hi', body: 'x' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'This account cannot send',
      fieldErrors: [{ name: 'fromAccountId', message: `${imported.email} is an imported archive and cannot send mail. Choose a connected mailbox.` }],
    });
    const foreign = await bob.post('/api/enhanced-emails/send', { fromAccountId: imapAccountId, to: 'priya@acme.io', subject: 'Hi', body: 'x' });
    expect(foreign.status).toBe(404);
    const foreignReply = await bob.post('/api/enhanced-emails/send', { replyToId: priyaEmailId, to: 'priya@acme.io', subject: 'Hi', body: 'x' });
    expect(foreignReply.status).toBe(404);
  });
});

describe('sending through Gmail', () => {
  let gmailOriginal: string;

  beforeAll(async () => {
    gmailOriginal = gmail.addMessage(
      rawMessage({
        from: 'Sam Lee <sam@portfolio.co>',
        to: GMAIL,
        subject: 'Intro call',
        messageId: 'intro@portfolio.co',
        body: 'Hi, would you have time for an intro call next week?',
      }),
    );
    const start = await alice.get('/api/gmail/auth');
    const google = await fetch(new URL(start.headers.get('location')!), { redirect: 'manual' });
    const callback = new URL(google.headers.get('location')!);
    expect((await alice.get(callback.pathname + callback.search)).status).toBe(302);
    await server.platform.jobs.idle();
  });

  it('sends a reply through users.messages.send with the raw MIME and the thread id', async () => {
    const replyTo = await emailGlobalId(alice, 'intro@portfolio.co');
    const res = await alice.gql(SEND, {
      input: { replyToId: replyTo, bcc: ['assistant@example.com'], body: "Happy to. I'll send a calendar invite by Monday.", priority: 'high' },
    });
    expect(res.sendEmail.__typename, JSON.stringify(res.sendEmail)).toBe('MutationSendEmailSuccess');
    const draft = res.sendEmail.draft;
    expect(draft).toMatchObject({ status: 'sent', subject: 'Re: Intro call', to: ['"Sam Lee" <sam@portfolio.co>'], bcc: ['assistant@example.com'] });
    expect(gmail.sent).toHaveLength(1);
    const sent = gmail.sent[0]!;
    expect(draft.providerMessageId).toBe(sent.id);
    expect(sent.via).toBe('json');
    expect(sent.requestedThreadId).toBe(gmail.message(gmailOriginal)!.threadId);
    const head = sent.raw.toString('latin1').split('\r\n\r\n')[0]!;
    expect(head).toMatch(/^From: Ada Founder <founder\.gmail@example\.com>$/m);
    expect(head).toMatch(/^In-Reply-To: <intro@portfolio\.co>$/m);
    expect(head).toMatch(/^References: <intro@portfolio\.co>$/m);
    expect(head).toMatch(/^Bcc: assistant@example\.com$/m); // Gmail reads the Bcc recipients from the header
    expect(head).toMatch(/^X-Priority: 1/m);
    // Stored in the same thread, once, even after the next sync sees the SENT copy.
    expect(draft.sentEmail).toMatchObject({ isSent: true, subject: 'Re: Intro call' });
    const original = await prisma().email.findFirstOrThrow({ where: { userId: aliceId, messageId: 'intro@portfolio.co' } });
    expect(draft.sentEmail.threadId).toBe(original.threadId);
    const a = await prisma().mailAccount.findFirstOrThrow({ where: { userId: aliceId, provider: 'gmail' } });
    await alice.post(`/api/email-accounts/${a.id}/sync`, {});
    await server.platform.jobs.idle();
    const copies = await prisma().emailSource.findMany({
      where: { accountId: a.id, email: { messageId: { startsWith: sent.raw.toString('latin1').match(/^Message-ID: <([^>]+)>/m)![1]! } } },
    });
    expect(copies).toHaveLength(1);
    expect(copies[0]!.providerId).toBe(sent.id);
    expect(gmail.calls['messages.get'] ?? 0).toBe(1); // the original only: the sent copy was never fetched back
  });

  it('uploads large messages through the media endpoint', { timeout: 180_000 }, async () => {
    const big = pdf(crypto.randomBytes(5 * 1024 * 1024));
    const res = await graphqlUpload(
      alice,
      SEND,
      {
        fromAccountId: (await prisma().mailAccount.findFirstOrThrow({ where: { userId: aliceId, provider: 'gmail' } })).id,
        to: ['sam@portfolio.co'],
        subject: 'The data room',
        body: 'Attached.',
      },
      [{ name: 'data room.pdf', content: big }],
    );
    expect(res.json.data.sendEmail.__typename, JSON.stringify(res.json)).toBe('MutationSendEmailSuccess');
    const sent = gmail.sent.at(-1)!;
    expect(sent.via).toBe('upload');
    const parsed = await simpleParser(sent.raw);
    expect(sha(parsed.attachments[0]!.content)).toBe(sha(big));
  });
});

describe('AI compose', () => {
  it('lists the four templates', async () => {
    const data = await alice.gql(`query { aiTemplates { id name description prompt category } }`);
    expect(data.aiTemplates.map((t: any) => t.id)).toEqual(['professional_reply', 'meeting_request', 'follow_up', 'thank_you']);
    for (const t of data.aiTemplates) for (const k of ['name', 'description', 'prompt', 'category']) expect(t[k]).toBeTruthy();
    expect((await alice.get('/api/enhanced-emails/ai-templates')).json).toHaveLength(4);
  });

  it('writes a professional reply that acknowledges the request and its due date', async () => {
    const res = await alice.post('/api/enhanced-emails/ai-compose', {
      prompt: 'Write a professional reply',
      template: 'professional_reply',
      context: { subject: 'Re: Q3 board deck', replyToId: priyaEmailId, threadId: null, existingContent: '' },
    });
    expect(res.status).toBe(200);
    expect(res.json.generatedBy).toBe('local');
    const content: string = res.json.content;
    expect(content).toMatch(/^Hi Priya,/);
    expect(content).toContain('"Q3 board deck"');
    expect(content).toMatch(/I'll send you the revised deck by Friday, \w+ \d+/);
    expect(content).toMatch(/Ada Founder$/);
  });

  it('proposes meeting times and thanks', async () => {
    const meeting = await alice.post('/api/enhanced-emails/ai-compose', { template: 'meeting_request', context: { replyToId: priyaEmailId } });
    expect(meeting.json.content).toContain('"Q3 board deck"');
    expect(meeting.json.content.match(/^- \w+day, .+ at \d\d:\d\d$/gm)).toHaveLength(3);

    const thanks = await alice.post('/api/enhanced-emails/ai-compose', { template: 'thank_you', context: { replyToId: priyaEmailId } });
    expect(thanks.json.content).toMatch(/^Hi Priya,\n\nThank you so much/);

    // After the user's own greeting the draft does not greet again; a typed address gives the name.
    const after = await alice.post('/api/enhanced-emails/ai-compose', {
      template: 'meeting_request',
      context: { subject: 'Pilot', existingContent: 'Hi Sam,', to: 'sam@portfolio.co' },
    });
    expect(after.json.content).toMatch(/^I'd like to set up a short meeting to discuss "Pilot"/);
    const greeted = await alice.post('/api/enhanced-emails/ai-compose', { template: 'thank_you', context: { subject: 'Pilot', to: 'sam@portfolio.co' } });
    expect(greeted.json.content).toMatch(/^Hi Sam,\n\n/);

    const free = await alice.post('/api/enhanced-emails/ai-compose', { prompt: 'Thank them for the intro', context: {} });
    expect(free.json.template).toBe('thank_you');
  });

  it('refuses an unknown template and a foreign email', async () => {
    const bad = await alice.post('/api/enhanced-emails/ai-compose', { template: 'poem', context: {} });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors[0].name).toBe('template');
    expect((await bob.post('/api/enhanced-emails/ai-compose', { template: 'thank_you', context: { replyToId: priyaEmailId } })).status).toBe(404);
  });
});

describe('AI compose with a model', () => {
  // The service wired as context.ts wires it, with the production LLM client pointed at a
  // local OpenAI-compatible server (a second app in this process would share passport's
  // global session deserializer, so the model path is driven at the service).
  it("returns the model's draft (purpose 'compose'), and the template when the model fails", async () => {
    const ai = await startOpenAIServer({ apiKey: 'sk-test', model: 'test-model' });
    try {
      const { config, prisma: db, logger, jobs } = server.platform;
      const llm = createLlmAnalyzer({ prisma: db, config: { ...config, AI_API_KEY: 'sk-test', AI_BASE_URL: `${ai.url}/v1`, AI_MODEL: 'test-model' }, logger })!;
      const s = services();
      const compose = createComposeService(
        { prisma: db, config, logger, jobs },
        { accounts: s.accounts, mail: s.mail, commitments: s.commitments, ingest: s.ingest, users: s.users, settings: s.settings, llm, viewers: s.viewers },
      );

      ai.script({ content: 'Subject: Catch-up\n\nHi Priya,\n\nShall we meet on Tuesday at 10:00?\n\nBest,\nAda' });
      const out = await compose.aiCompose(aliceId, {
        template: 'meeting_request',
        prompt: 'Ask Priya for a catch-up about the board meeting',
        context: { subject: 'Re: Q3 board deck', replyToId: priyaEmailId, existingContent: 'Hi Priya,' },
      });
      expect(out).toEqual({ content: 'Hi Priya,\n\nShall we meet on Tuesday at 10:00?\n\nBest,\nAda', template: 'meeting_request', generatedBy: 'test-model' });
      const prompt = ai.requests
        .at(-1)!
        .body.messages!.map((m) => m.content)
        .join('\n');
      expect(prompt).toContain('Ask Priya for a catch-up about the board meeting');
      expect(prompt).toContain('Could you send me the revised deck by Friday?');
      expect(prompt).toContain('Already written by the user');
      expect(await db.llmUsage.count({ where: { userId: aliceId, purpose: 'compose' } })).toBe(1);

      ai.script({ status: 400, message: 'Bad request' });
      const fallback = await compose.aiCompose(aliceId, { template: 'thank_you', context: { replyToId: priyaEmailId } });
      expect(fallback).toMatchObject({ template: 'thank_you', generatedBy: 'local' });
      expect(fallback.content).toMatch(/^Hi Priya,\n\nThank you so much/);
    } finally {
      await ai.stop();
    }
  });
});
