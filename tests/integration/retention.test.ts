// Retention deletes nothing the user did not choose to delete. It is off until the user
// saves a window (after a preview of what it deletes); the window counts from when Nugget
// stored each mail, never from the mail's own date, so an archive of old mail survives
// the daily job however far time moves; an import warns about mail older than the window.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { rawMessage, spamAssassin, tempDir, writeMbox } from '../helpers/mail.ts';

let server: TestServer;
let ada: TestClient;
let adaId: string;
const dir = tempDir();
const DAY = 86_400_000;
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
/** The clock moved forward: what the daily job sees `n` days from now. */
const inDays = (n: number) => new Date(Date.now() + n * DAY);

const emails = () => server.platform.prisma.email.count({ where: { userId: adaId } });
const runJob = (now: Date) => server.app.services.settings.applyRetention(now);

const PREVIEW = `query($d: Int!) { retentionPreview(days: $d) { __typename ... on QueryRetentionPreviewSuccess { preview { days emails cutoff oldestStoredAt } } ... on ValidationError { message fieldErrors { name message } } } }`;
const SET = `mutation($days: Int, $ok: Boolean) { setDataRetention(input: { days: $days, confirmed: $ok }) { __typename
  ... on MutationSetDataRetentionSuccess { settings { dataRetentionDays } } ... on ValidationError { message fieldErrors { name message } } } }`;

let archiveSize = 0;

beforeAll(async () => {
  server = await startTestServer();
  ada = new TestClient(server.url);
  adaId = (await ada.register(`ada-${Date.now()}@example.com`)).id;
  // An archive of old mail: SpamAssassin's 2002 mail, and a few of a year and of 100 days ago.
  const old = [
    ...spamAssassin('easy_ham', 40),
    ...[400, 200, 100].map((n) =>
      rawMessage({
        from: 'Jon <jon@fund.vc>',
        subject: `Update ${n}`,
        messageId: `old-${n}@fund.vc`,
        date: rfc2822(daysAgo(n)),
        body: `Numbers of ${n} days ago.`,
      }),
    ),
  ];
  const result = await server.app.services.sync.importArchive(adaId, [writeMbox(path.join(dir, 'old.mbox'), old)], 'old');
  archiveSize = result.imported;
  await server.platform.jobs.idle();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('retention is off until the user chooses a window', () => {
  it('a new user has no window, and the daily job keeps every imported mail as time moves past 90 days and years', async () => {
    expect(archiveSize).toBe(43);
    const s = await ada.gql('{ settings { dataRetentionDays } }');
    expect(s.settings.dataRetentionDays).toBeNull();
    for (const days of [1, 91, 366, 3651]) {
      expect(await runJob(inDays(days))).toBe(0);
      expect(await emails()).toBe(archiveSize);
    }
  });

  it('an import says nothing about retention while it is off', async () => {
    const r = await server.app.services.sync.importArchive(adaId, [writeMbox(path.join(dir, 'more.mbox'), spamAssassin('hard_ham', 3))], 'more');
    expect(r.notice).toBeNull();
    archiveSize += r.imported;
    expect(await emails()).toBe(archiveSize);
  });
});

describe('a window the user chose', () => {
  it('previews what it would delete, counted from when Nugget stored the mail, and saves only when confirmed', async () => {
    // Everything was stored today: a 30-day window deletes nothing now, however old the mail's dates.
    const now = await ada.gql(PREVIEW, { d: 30 });
    expect(now.retentionPreview.preview).toMatchObject({ days: 30, emails: 0, oldestStoredAt: null });
    expect((await ada.gql(PREVIEW, { d: 3 })).retentionPreview.fieldErrors).toEqual([{ name: 'days', message: 'Keep mail at least 7 days' }]);

    // Part of the archive was stored 45 days ago (an earlier import).
    const early = (await server.platform.prisma.email.findMany({ where: { userId: adaId }, orderBy: { id: 'asc' }, take: 10, select: { id: true } })).map(
      (e) => e.id,
    );
    await server.platform.prisma.email.updateMany({ where: { id: { in: early } }, data: { createdAt: daysAgo(45) } });
    const preview = await ada.gql(PREVIEW, { d: 30 });
    expect(preview.retentionPreview.preview.emails).toBe(10);
    expect(new Date(preview.retentionPreview.preview.oldestStoredAt).getTime()).toBeLessThan(daysAgo(44).getTime());
    expect((await ada.gql(PREVIEW, { d: 90 })).retentionPreview.preview.emails).toBe(0);

    // Saving a window without confirming what it deletes is refused, and changes nothing.
    const refused = await ada.gql(SET, { days: 30 });
    expect(refused.setDataRetention.__typename).toBe('ValidationError');
    expect(refused.setDataRetention.fieldErrors[0]).toMatchObject({ name: 'confirmed' });
    expect(refused.setDataRetention.fieldErrors[0].message).toContain('10 email(s)');
    expect((await ada.gql('{ settings { dataRetentionDays } }')).settings.dataRetentionDays).toBeNull();
    expect((await ada.gql(SET, { days: 5000, ok: true })).setDataRetention.__typename).toBe('ValidationError');
    // The old door takes no window any more.
    expect((await ada.gql('mutation { updateSettings(input: { dataRetentionDays: 30 }) { __typename } }', {}, { allowErrors: true })).errors).toBeTruthy();

    const saved = await ada.gql(SET, { days: 30, ok: true });
    expect(saved.setDataRetention.settings.dataRetentionDays).toBe(30);
  });

  it('deletes only the mail stored longer ago than the window, as time moves forward', async () => {
    const before = await emails();
    expect(await runJob(new Date())).toBe(10); // stored 45 days ago
    expect(await emails()).toBe(before - 10);
    // The rest was stored today: kept for the whole window, whatever its own date (2002, a year ago).
    expect(await runJob(inDays(29))).toBe(0);
    expect(await emails()).toBe(before - 10);
    expect(await server.platform.prisma.email.count({ where: { userId: adaId, receivedAt: { lt: daysAgo(365) } } })).toBeGreaterThan(20);
    expect(await runJob(inDays(31))).toBe(before - 10);
    expect(await emails()).toBe(0);
  });

  it('an import warns when its mail is older than the window (CLI and the Email Accounts upload)', async () => {
    const mbox = writeMbox(path.join(dir, 'late.mbox'), [
      rawMessage({ from: 'Priya <priya@acme.io>', subject: 'Old', messageId: 'late-old@acme.io', date: rfc2822(daysAgo(60)) }),
      rawMessage({ from: 'Priya <priya@acme.io>', subject: 'New', messageId: 'late-new@acme.io', date: rfc2822(daysAgo(2)) }),
    ]);
    const r = await server.app.services.sync.importArchive(adaId, [mbox], 'late');
    expect(r.imported).toBe(2);
    expect(r.notice).toMatch(/^1 of the imported emails is dated more than 30 days ago, older than your retention window\. .*deleted in 30 days/);

    // The upload door (Email Accounts screen): the run carries the same notice.
    const body = fs.readFileSync(
      writeMbox(path.join(dir, 'upload.mbox'), [rawMessage({ subject: 'Older', messageId: 'up-old@acme.io', date: rfc2822(daysAgo(90)) })]),
    );
    const res = await fetch(`${server.url}/api/email-accounts/import`, {
      method: 'POST',
      headers: { cookie: ada.cookieHeader, 'content-type': 'application/octet-stream', 'x-filename': 'upload.mbox', origin: server.url },
      body,
    });
    expect(res.status).toBeLessThan(300);
    const accountId = (await res.json()).account.id as string;
    await server.platform.jobs.idle();
    const run = await server.platform.prisma.syncRun.findFirstOrThrow({ where: { accountId }, orderBy: { startedAt: 'desc' } });
    expect(run).toMatchObject({ status: 'succeeded', stored: 1 });
    expect(run.notice).toContain('older than your retention window');

    // Turning retention off needs no confirmation, and the job then deletes nothing.
    expect((await ada.gql(SET, { days: null })).setDataRetention.settings.dataRetentionDays).toBeNull();
    expect(await runJob(inDays(400))).toBe(0);
    expect(await emails()).toBe(3);
  });
});
