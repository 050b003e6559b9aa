// The one ingest pipeline, driven through archive imports: broken mail, duplicates,
// one message in two mailboxes, attachments and their owner, sanitised HTML, threads.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { EVAL, rawMessage, spamAssassin, tempDir, writeMbox } from '../helpers/mail.ts';
import { parseMessage } from '../../api/modules/mail/mail.parse.ts';
import { ANALYSIS_QUEUE } from '../../api/modules/analysis/analysis.queue.ts';
import { queueRows } from '../helpers/jobs.ts';

let server: TestServer;
let ada: TestClient;
let adaId: string;
let adaEmail: string;
const dir = tempDir();

beforeAll(async () => {
  server = await startTestServer();
  ada = new TestClient(server.url);
  adaEmail = `ada-${Date.now()}@example.com`;
  adaId = (await ada.register(adaEmail)).id;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sync = () => server.app.services.sync;
const prisma = () => server.platform.prisma;

describe('importing the MIME edge-case fixtures', () => {
  it('stores every file, broken ones as best parsed with their raw source, and nothing twice', async () => {
    const root = path.join(EVAL, 'mime-fixtures-mikel-mail');
    const first = await sync().importArchive(adaId, [root], 'mime-fixtures');
    expect(first.total).toBe(103);
    expect(first.imported + first.duplicates).toBe(103);
    // The count the import reports is what the user then sees.
    expect(await prisma().email.count({ where: { userId: adaId } })).toBe(first.imported);
    expect((await ada.gql('{ emails(first: 1) { totalCount } }')).emails.totalCount).toBe(first.imported);
    // Broken mailers reuse Message-IDs: seven fixtures share one. Two are the same file (one
    // copy skipped), two others differ only in bytes, not in content (one email, two copies);
    // the other messages are distinct and each stays its own email.
    expect(first.imported).toBe(86);
    const shared = await prisma().email.findMany({
      where: { userId: adaId, messageId: '9169D984-4E0B-45EF-82D4-8F5E53AD7012@example.com' },
      include: { sources: true },
    });
    expect(shared).toHaveLength(6);
    expect(new Set(shared.map((e) => e.identityKey)).size).toBe(6);
    expect(shared.map((e) => e.sources.length).sort()).toEqual([1, 1, 1, 1, 1, 2]);
    const account = await prisma().mailAccount.findUniqueOrThrow({ where: { id: first.accountId } });
    expect(account).toMatchObject({ provider: 'imported', displayName: 'Imported · mime-fixtures', status: 'active' });

    // Every stored message kept its raw bytes and has a sender or a subject or a note.
    const emails = await prisma().email.findMany({ where: { userId: adaId } });
    expect(emails.every((e) => e.rawHash)).toBe(true);
    const broken = emails.filter((e) => e.parseError);
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.every((e) => e.parseError!.length > 10)).toBe(true);

    const again = await sync().importArchive(adaId, [root], 'mime-fixtures');
    expect(again).toMatchObject({ imported: 0, duplicates: 103, accountId: first.accountId });
    expect(await prisma().email.count({ where: { userId: adaId } })).toBe(emails.length);
  });

  it('reads Japanese and Korean charsets into readable text', async () => {
    const file = path.join(EVAL, 'mime-fixtures-mikel-mail/multi_charset');
    const names = fs.readdirSync(file).filter((f) => f.endsWith('.eml'));
    const parsed = await Promise.all(names.map((n) => parseMessage(fs.readFileSync(path.join(file, n)))));
    // No mojibake replacement characters where a charset was declared.
    expect(parsed.filter((p) => /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/.test(p.subject + p.text)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('attachments', () => {
  it('are stored once by content and downloadable by their owner only', async () => {
    const attachment = await prisma().attachment.findFirstOrThrow({ where: { userId: adaId, mimeType: 'application/pdf' }, include: { blob: true } });
    const email = { id: attachment.emailId };
    // Stored once by content: every PDF copy of the same bytes points at one blob.
    expect(await prisma().blob.count({ where: { hash: attachment.blobHash } })).toBe(1);
    expect(attachment.size).toBeGreaterThan(1000);
    const res = await fetch(`${server.url}/api/attachments/${attachment.id}`, { headers: { cookie: ada.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment;');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(attachment.blob.data))).toBe(true);

    const mallory = new TestClient(server.url);
    await mallory.register(`mallory-${Date.now()}@example.com`);
    expect((await mallory.get(`/api/attachments/${attachment.id}`)).status).toBe(404);
    expect((await mallory.get(`/api/emails/${email.id}/raw`)).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/attachments/${attachment.id}`)).status).toBe(401);
    const raw = await ada.get(`/api/emails/${email.id}/raw`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
  });
});

describe('one message, two mailboxes', () => {
  it('shows once with both sources, and removing one mailbox keeps it', async () => {
    const messages = spamAssassin('easy_ham', 12);
    const a = writeMbox(path.join(dir, 'venture-a.mbox'), messages);
    const b = writeMbox(path.join(dir, 'venture-b.mbox'), [...messages.slice(0, 5), rawMessage({ subject: 'Only in B', messageId: 'only-b@acme.io' })]);
    const before = await prisma().email.count({ where: { userId: adaId } });
    const ra = await sync().importArchive(adaId, [a]);
    const rb = await sync().importArchive(adaId, [b]);
    expect(ra.imported).toBe(12);
    // The 5 shared messages are mail Ada already had: only "Only in B" is new.
    expect(rb).toMatchObject({ imported: 1, duplicates: 5 });
    expect(await prisma().email.count({ where: { userId: adaId } })).toBe(before + 13);

    const accountB = Buffer.from(`Account:${rb.accountId}`).toString('base64');
    const inB = await ada.gql(
      `query($b: ID!) { emails(first: 100, filter: { accountId: $b }) { totalCount edges { node { subject sources { account { email } } } } } }`,
      { b: accountB },
    );
    expect(inB.emails.totalCount).toBe(6);
    const twice = inB.emails.edges.filter((e: any) => e.node.sources.length === 2);
    expect(twice).toHaveLength(5);
    expect(twice[0].node.sources.map((s: any) => s.account.email).sort()).toEqual(['venture-a.mbox@imported.local', 'venture-b.mbox@imported.local']);

    const removed = await ada.gql(`mutation($id: ID!) { removeAccount(id: $id) { __typename ... on MutationRemoveAccountSuccess { removedAccountId } } }`, {
      id: accountB,
    });
    expect(removed.removeAccount.removedAccountId).toBe(accountB);
    // The 5 shared messages stay (venture A still holds them); "Only in B" is gone.
    expect(await prisma().email.count({ where: { userId: adaId } })).toBe(before + 12);
    expect(await prisma().email.count({ where: { userId: adaId, subject: 'Only in B' } })).toBe(0);
  });

  it('keeps distinct messages that share a Message-ID apart, and one message with different bytes together', async () => {
    const before = await prisma().email.count({ where: { userId: adaId } });
    const a = writeMbox(path.join(dir, 'reused-a.mbox'), [
      rawMessage({ from: 'Billing <billing@broken.example>', subject: 'Invoice', messageId: 'reused@broken.example', body: 'Invoice 1001 for $250.' }),
      rawMessage({ from: 'Billing <billing@broken.example>', subject: 'Invoice', messageId: 'reused@broken.example', body: 'Invoice 1002 for $900.' }),
    ]);
    const ra = await sync().importArchive(adaId, [a], 'reused-a');
    expect(ra).toMatchObject({ imported: 2, duplicates: 0 });
    // The same first message from another mailbox, with a relay's header added: one message.
    const relayed = Buffer.concat([
      Buffer.from('Received: from relay.example by mx.example; Tue, 03 Mar 2026 10:00:05 +0000\r\n'),
      rawMessage({ from: 'Billing <billing@broken.example>', subject: 'Invoice', messageId: 'reused@broken.example', body: 'Invoice 1001 for $250.' }),
    ]);
    const b = writeMbox(path.join(dir, 'reused-b.mbox'), [relayed]);
    const rb = await sync().importArchive(adaId, [b], 'reused-b');
    expect(rb).toMatchObject({ imported: 0, duplicates: 1 });
    expect(await prisma().email.count({ where: { userId: adaId } })).toBe(before + 2);
    const both = await prisma().email.findMany({
      where: { userId: adaId, messageId: 'reused@broken.example' },
      include: { sources: true },
      orderBy: { textBody: 'asc' },
    });
    expect(both.map((e) => [e.textBody.trim(), e.sources.length])).toEqual([
      ['Invoice 1001 for $250.', 2],
      ['Invoice 1002 for $900.', 1],
    ]);
    expect(both.map((e) => e.identityKey)).toContain('reused@broken.example');
  });

  it('keeps two users apart even for the very same message', async () => {
    const grace = new TestClient(server.url);
    const graceId = (await grace.register(`grace-${Date.now()}@example.com`)).id;
    const file = writeMbox(path.join(dir, 'same.mbox'), spamAssassin('easy_ham', 3));
    await sync().importArchive(adaId, [file], 'same-for-ada');
    const r = await sync().importArchive(graceId, [file], 'same-for-grace');
    expect(r.imported).toBe(3);
    const graceList = await grace.gql(`{ emails(first: 10) { totalCount } }`);
    expect(graceList.emails.totalCount).toBe(3);
  });
});

describe('parsing into the store', () => {
  it('sanitises HTML, threads replies and queues every new email for analysis', async () => {
    const file = writeMbox(path.join(dir, 'thread.mbox'), [
      rawMessage({
        subject: 'Term sheet',
        messageId: 'root@acme.io',
        html: '<p onclick="steal()">Hi <b>Ada</b><script>alert(1)</script><img src="http://tracker.example/p.gif"><a href="javascript:alert(1)">x</a></p>',
      }),
      rawMessage({
        subject: 'Re: Term sheet',
        messageId: 'reply1@example.com',
        inReplyTo: 'root@acme.io',
        references: '<root@acme.io>',
        date: 'Wed, 04 Mar 2026 10:00:00 +0000',
      }),
      rawMessage({
        subject: 'Re: Re: Term sheet',
        messageId: 'reply2@acme.io',
        inReplyTo: 'reply1@example.com',
        references: '<root@acme.io> <reply1@example.com>',
        date: 'Thu, 05 Mar 2026 10:00:00 +0000',
      }),
    ]);
    const jobsBefore = (await queueRows({ prisma: prisma() }, ANALYSIS_QUEUE)).length;
    const r = await sync().importArchive(adaId, [file]);
    expect(r.imported).toBe(3);
    const thread = await prisma().email.findMany({ where: { userId: adaId, messageId: { in: ['root@acme.io', 'reply1@example.com', 'reply2@acme.io'] } } });
    expect(new Set(thread.map((e) => e.threadId)).size).toBe(1);
    const root = thread.find((e) => e.messageId === 'root@acme.io')!;
    expect(root.htmlBody).toContain('<b>Ada</b>');
    expect(root.htmlBody).not.toMatch(/script|onclick|javascript:|tracker\.example/);
    expect(root.textBody).toContain('Hi Ada');
    // Queued in the same transaction; the consumer may already have taken some.
    const analysed = (await queueRows({ prisma: prisma() }, ANALYSIS_QUEUE)).length;
    expect(analysed - jobsBefore).toBeLessThanOrEqual(3);
  });
});

describe('sent mail in an archive', () => {
  it("is the user's: from a Sent folder or mbox, or labelled Sent by a Google Takeout export", async () => {
    const takeout = path.join(dir, 'takeout');
    fs.mkdirSync(path.join(takeout, 'sent_items', 'cur'), { recursive: true });
    // Google Takeout: one mbox, each message labelled.
    writeMbox(path.join(takeout, 'All mail Including Spam and Trash.mbox'), [
      rawMessage({
        from: 'Ada <ada@side.example>',
        to: 'Omar <omar@fund.example>',
        subject: 'Labelled sent',
        messageId: 'lab-sent@side.example',
        headers: { 'X-Gmail-Labels': 'Important,Sent,\r\n Opened' },
      }),
      rawMessage({
        from: 'Omar <omar@fund.example>',
        to: 'Ada <ada@side.example>',
        subject: 'Labelled inbox',
        messageId: 'lab-inbox@fund.example',
        headers: { 'X-Gmail-Labels': 'Inbox,Sent-Later' },
      }),
    ]);
    // A client's export: the Sent mbox, and a Maildir folder named as Outlook and Enron name it.
    writeMbox(path.join(takeout, 'Sent Items.mbox'), [
      rawMessage({ from: 'Ada <ada@side.example>', to: 'Lena <lena@venture.example>', subject: 'From Sent Items', messageId: 'si@side.example' }),
    ]);
    fs.writeFileSync(
      path.join(takeout, 'sent_items', 'cur', '1:2,S'),
      rawMessage({ from: 'Ada <ada@side.example>', to: 'Jon <jon@fund.vc>', subject: 'From sent_items', messageId: 'maildir-sent@side.example' }),
    );
    await sync().importArchive(adaId, [takeout]);
    const rows = await prisma().email.findMany({
      where: { userId: adaId, messageId: { in: ['lab-sent@side.example', 'lab-inbox@fund.example', 'si@side.example', 'maildir-sent@side.example'] } },
      select: { subject: true, isSent: true, inSentFolder: true },
      orderBy: { subject: 'asc' },
    });
    expect(rows).toEqual([
      { subject: 'From Sent Items', isSent: true, inSentFolder: true },
      { subject: 'From sent_items', isSent: true, inSentFolder: true },
      { subject: 'Labelled inbox', isSent: false, inSentFolder: false },
      { subject: 'Labelled sent', isSent: true, inSentFolder: true },
    ]);
  });
});

describe('read and starred in an archive', () => {
  it('keeps what the export says (mutt, Thunderbird, Takeout); mail without a word is unread unless the user wrote it', async () => {
    const file = writeMbox(path.join(dir, 'flags.mbox'), [
      rawMessage({ subject: 'mutt read', messageId: 'f1@x.example', headers: { Status: 'RO' } }),
      rawMessage({ subject: 'mutt unread, flagged', messageId: 'f2@x.example', headers: { Status: 'O', 'X-Status': 'F' } }),
      rawMessage({ subject: 'Thunderbird read, starred', messageId: 'f3@x.example', headers: { 'X-Mozilla-Status': '0005' } }),
      rawMessage({ subject: 'Thunderbird unread', messageId: 'f4@x.example', headers: { 'X-Mozilla-Status': '0000' } }),
      rawMessage({ subject: 'Takeout unread, starred', messageId: 'f5@x.example', headers: { 'X-Gmail-Labels': 'Inbox,Starred,Unread' } }),
      rawMessage({ subject: 'Takeout opened', messageId: 'f6@x.example', headers: { 'X-Gmail-Labels': 'Inbox,Opened' } }),
      rawMessage({ subject: 'no word', messageId: 'f7@x.example' }),
      rawMessage({ subject: 'written by Ada', messageId: 'f8@x.example', from: `Ada <${adaEmail}>`, to: 'Omar <omar@fund.example>' }),
    ]);
    await sync().importArchive(adaId, [file]);
    await server.platform.jobs.idle();
    const rows = await prisma().email.findMany({
      where: { userId: adaId, messageId: { startsWith: 'f', endsWith: '@x.example' } },
      select: { subject: true, isRead: true, isStarred: true },
      orderBy: { messageId: 'asc' },
    });
    expect(rows).toEqual([
      { subject: 'mutt read', isRead: true, isStarred: false },
      { subject: 'mutt unread, flagged', isRead: false, isStarred: true },
      { subject: 'Thunderbird read, starred', isRead: true, isStarred: true },
      { subject: 'Thunderbird unread', isRead: false, isStarred: false },
      { subject: 'Takeout unread, starred', isRead: false, isStarred: true },
      { subject: 'Takeout opened', isRead: true, isStarred: false },
      { subject: 'no word', isRead: false, isStarred: false },
      { subject: 'written by Ada', isRead: true, isStarred: false },
    ]);
    // Marked unread by the user, it stays so through a re-analysis.
    const own = await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'f8@x.example' } });
    await prisma().email.update({ where: { id: own.id }, data: { isRead: false } });
    await server.app.services.analysis.reanalyze(adaId, own.id);
    await server.platform.jobs.idle();
    expect((await prisma().email.findUniqueOrThrow({ where: { id: own.id } })).isRead).toBe(false);
  });
});

describe('previews', () => {
  it('are rewritten on re-analysis, so mail stored before the preview rules changed reads like new mail', async () => {
    const file = writeMbox(path.join(dir, 'preview.mbox'), [
      rawMessage({
        subject: 'Fwd: Wolak',
        messageId: 'p1@x.example',
        body: '-----Original Message-----\nFrom: Lin, Martin\nSent: Monday\nTo: Ada\nSubject: Wolak\n\nWolak makes some good points about the market.',
      }),
    ]);
    await sync().importArchive(adaId, [file]);
    await server.platform.jobs.idle();
    const row = await prisma().email.findFirstOrThrow({ where: { userId: adaId, messageId: 'p1@x.example' } });
    expect(row.snippet).toBe('Wolak makes some good points about the market.');
    // As an older version stored it.
    await prisma().email.update({ where: { id: row.id }, data: { snippet: '-----Original Message----- From: Lin, Martin Sent: Monday' } });
    await server.app.services.analysis.reanalyze(adaId, row.id);
    await server.platform.jobs.idle();
    expect((await prisma().email.findUniqueOrThrow({ where: { id: row.id } })).snippet).toBe('Wolak makes some good points about the market.');
  });
});

describe('REST and GraphQL doors', () => {
  it('lists accounts, refuses an empty email, answers Gmail with the OAuth URL and checks ownership', async () => {
    const list = await ada.get('/api/email-accounts');
    expect(list.status).toBe(200);
    expect(list.json[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), email: expect.any(String), displayName: expect.any(String), provider: 'imported' }),
    );
    expect(list.json[0]).toHaveProperty('lastSync');

    const empty = await ada.post('/api/email-accounts', { email: '  ', provider: 'imap' });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Please enter an email address.');

    const gmail = await ada.post('/api/email-accounts', { email: 'ada@gmail.com', provider: 'gmail' });
    expect(gmail.json.authUrl).toBe('/api/gmail/auth?login_hint=ada%40gmail.com');

    const refused = await ada.post('/api/email-accounts', {
      email: 'ada@venture.io',
      provider: 'custom',
      imap: { host: '127.0.0.1', port: 1, secure: false, password: 'x' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors[0]).toEqual({ name: 'host', message: 'Nothing answered at 127.0.0.1:1. Check the server and port.' });

    const emails = await ada.get('/api/emails?limit=5');
    expect(emails.json).toHaveLength(5);
    expect(emails.json[0]).toEqual(expect.objectContaining({ accountId: expect.any(String), nuggetScore: expect.any(Number) }));
    expect(Object.keys(emails.json[0])).toEqual(expect.arrayContaining(['accountId', 'nuggetScore', 'aiClassification', 'financialAmount']));

    const mallory = new TestClient(server.url);
    await mallory.register(`mallory2-${Date.now()}@example.com`);
    const accountId = list.json[0].id;
    expect((await mallory.post('/api/emails/sync', { accountId })).status).toBe(404);
    expect((await mallory.request('DELETE', `/api/email-accounts/${accountId}`)).status).toBe(404);
    const gid = Buffer.from(`Account:${accountId}`).toString('base64');
    const sync = await mallory.gql(`mutation($id: ID!) { syncAccount(id: $id) { __typename ... on Error { message } } }`, { id: gid });
    expect(sync.syncAccount).toEqual({ __typename: 'NotFoundError', message: 'Account not found' });
    expect((await ada.get('/api/email-accounts')).json.map((a: any) => a.id)).toContain(accountId);
  });

  it('filters and sorts the emails connection with stable cursors', async () => {
    const page1 = await ada.gql(`{ emails(first: 7, sort: DATE_ASC) { totalCount pageInfo { hasNextPage endCursor } edges { node { id receivedAt } } } }`);
    const page2 = await ada.gql(`query($after: String) { emails(first: 7, sort: DATE_ASC, after: $after) { edges { node { id receivedAt } } } }`, {
      after: page1.emails.pageInfo.endCursor,
    });
    const all = [...page1.emails.edges, ...page2.emails.edges].map((e: any) => e.node);
    expect(new Set(all.map((n: any) => n.id)).size).toBe(14);
    const times = all.map((n: any) => Date.parse(n.receivedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const since = await ada.gql(
      `{ emails(first: 100, filter: { receivedAfter: "2026-03-04T00:00:00Z", receivedBefore: "2026-03-06T00:00:00Z" }) { edges { node { subject } } } }`,
    );
    expect(since.emails.edges.map((e: any) => e.node.subject).sort()).toEqual(['Re: Re: Term sheet', 'Re: Term sheet']);
    const bad = await ada.gql(
      `{ emails(first: 5, filter: { receivedAfter: "2026-03-05T00:00:00Z", receivedBefore: "2026-03-01T00:00:00Z" }) { totalCount } }`,
      undefined,
      { allowErrors: true },
    );
    expect(bad.errors?.[0]?.message).toBeTruthy();
  });
});
