// An imported archive knows whose it is (issue 18, point 4): after an import Nugget proposes
// the addresses the archive is most often from and to ("which of these are yours?"), and
// adding one as an alias re-analyses, by itself, the mail from it (now the user's sent mail,
// its promises theirs) and the mail to it (now addressed to the user: their asks, their mine),
// as a run whose progress Settings shows. Removing it undoes both.
import path from 'node:path';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres, testConfig } from '../helpers/platform.ts';
import { createPlatform } from '../../api/app.ts';
import { createServices } from '../../api/context.ts';
import { ANALYSIS_QUEUE } from '../../api/modules/analysis/analysis.queue.ts';
import { waitingJobs } from '../helpers/jobs.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';

let server: TestServer;
let kay: TestClient;
let kayId: string;
let accountId: string;
const dir = tempDir();
const SIGN_IN = `kay-${Date.now()}@example.com`;
// The archive's owner: an address Nugget does not know until the user says it is hers.
const WORK = 'Kay.Mann@Enron.example';
const work = WORK.toLowerCase();

const gid = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const day = (n: number) => `${['Mon', 'Tue', 'Wed', 'Thu', 'Fri'][n % 5]}, ${String(2 + n).padStart(2, '0')} Mar 2026 09:00:00 +0000`;

const CANDIDATES = `query Candidates($accountId: ID) {
  addressCandidates(accountId: $accountId) {
    __typename
    ... on QueryAddressCandidatesSuccess { candidates { address name sent received } }
    ... on NotFoundError { message }
  }
}`;
const SET_ALIASES = `mutation SetAliases($aliases: [String!]!) {
  updateSettings(input: { aliases: $aliases }) { __typename ... on MutationUpdateSettingsSuccess { settings { aliases } } }
}`;
const PROGRESS = '{ analysisProgress { inProgress total done pending } }';

const emailBy = (subject: string) =>
  server.platform.prisma.email.findFirstOrThrow({ where: { userId: kayId, subject }, include: { commitments: { orderBy: { title: 'asc' } } } });

function archive(file: string) {
  return writeMbox(file, [
    // Mail to her work address: asks of her.
    rawMessage({
      from: 'Pat Lee <pat.lee@partner.example>',
      to: `Kay Mann <${WORK}>`,
      subject: 'Turbine contract',
      messageId: 'ask-1@partner.example',
      date: day(0),
      body: 'Kay,\n\nCould you send me the signed turbine contract by Friday?\n\nThanks,\nPat',
    }),
    rawMessage({
      from: 'Ben Ortiz <ben.ortiz@enron.example>',
      to: `Kay Mann <${WORK}>`,
      subject: 'Site visit',
      messageId: 'ask-2@enron.example',
      date: day(1),
      body: 'Hi Kay,\n\nPlease review the site visit notes and confirm the dates by Wednesday.\n\nBen',
    }),
    rawMessage({
      from: 'Pat Lee <pat.lee@partner.example>',
      to: `Kay Mann <${WORK}>`,
      subject: 'Schedule',
      messageId: 'ask-3@partner.example',
      date: day(2),
      body: 'Kay,\n\nThe schedule moved to next week, I will send the new draft tomorrow.\n\nPat',
    }),
    // Mail from it: her promises.
    rawMessage({
      from: `Kay Mann <${WORK}>`,
      to: 'Pat Lee <pat.lee@partner.example>',
      subject: 'Re: Turbine contract',
      messageId: 'promise-1@enron.example',
      date: day(3),
      inReplyTo: 'ask-1@partner.example',
      body: "Pat,\n\nI'll send you the signed contract by Friday.\n\nKay",
    }),
    // A newsletter to her: bulk, nobody's address to propose.
    rawMessage({
      from: 'Energy Weekly <news@energyweekly.example>',
      to: 'subscribers@energyweekly.example',
      subject: 'This week in energy',
      messageId: 'news-1@energyweekly.example',
      date: day(4),
      headers: { 'List-Unsubscribe': '<https://energyweekly.example/u>' },
      body: 'Prices rose. Unsubscribe any time.',
    }),
    rawMessage({
      from: 'Notifications <no-reply@enron.example>',
      to: `Kay Mann <${WORK}>`,
      subject: 'Password expires',
      messageId: 'auto-1@enron.example',
      date: day(5),
      body: 'Your password expires in 5 days.',
    }),
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  kay = new TestClient(server.url);
  kayId = (await kay.register(SIGN_IN)).id;
  const result = await server.app.services.sync.importArchive(kayId, [archive(path.join(dir, 'kay-mann.mbox'))]);
  accountId = result.accountId;
  await server.platform.jobs.idle();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('which of these addresses are yours?', () => {
  it('proposes the addresses the imported archive is most often from and to, with counts, leaving out machines and bulk mail', async () => {
    const res = await kay.gql(CANDIDATES, { accountId: gid('Account', accountId) });
    const candidates = res.addressCandidates.candidates as { address: string; name: string | null; sent: number; received: number }[];
    expect(candidates[0]).toEqual({ address: work, name: 'Kay Mann', sent: 1, received: 4 });
    expect(candidates.find((c) => c.address === 'pat.lee@partner.example')).toEqual({
      address: 'pat.lee@partner.example',
      name: 'Pat Lee',
      sent: 2,
      received: 1,
    });
    const addresses = candidates.map((c) => c.address);
    expect(addresses).not.toContain('no-reply@enron.example');
    expect(addresses).not.toContain('news@energyweekly.example');
    expect(addresses).not.toContain('subscribers@energyweekly.example');
    expect(addresses).not.toContain(SIGN_IN);
  });

  it("refuses another user's account id as not found", async () => {
    const other = new TestClient(server.url);
    await other.register(`other-${Date.now()}@example.com`);
    const res = await other.gql(CANDIDATES, { accountId: gid('Account', accountId) });
    expect(res.addressCandidates).toEqual({ __typename: 'NotFoundError', message: 'Account not found' });
  });
});

describe('adding an address as yours', () => {
  it('re-analyses the mail from it and to it by itself, as a run with progress; removing it undoes that', async () => {
    const before = {
      ask: await emailBy('Turbine contract'),
      review: await emailBy('Site visit'),
      promise: await emailBy('Re: Turbine contract'),
    };
    // Not hers yet: her own reply reads as received mail, the asks to her are asks of someone else.
    expect(before.promise.isSent).toBe(false);
    expect(before.promise.isRead).toBe(false);
    expect(before.promise.commitments.map((c) => c.type)).not.toContain('promise_made');
    // The asks to her address are owed by "the user" in general (her sign-in), not by that address.
    expect(before.ask.commitments.find((c) => c.type === 'action_item')).toMatchObject({ owedBy: SIGN_IN, owedTo: 'pat.lee@partner.example' });

    const res = await kay.gql(SET_ALIASES, { aliases: [WORK] });
    expect(res.updateSettings.settings.aliases).toEqual([work]);
    const running = (await kay.gql(PROGRESS)).analysisProgress;
    // The four emails from and to the address (the newsletter is to a list, the no-reply notice is to her too).
    expect(running.total).toBe(5);
    await server.platform.jobs.idle();
    expect((await kay.gql(PROGRESS)).analysisProgress).toMatchObject({ inProgress: false, total: 5, done: 5, pending: 0 });

    const after = {
      ask: await emailBy('Turbine contract'),
      review: await emailBy('Site visit'),
      promise: await emailBy('Re: Turbine contract'),
    };
    for (const e of Object.values(after)) expect(e.analyzedAt!.getTime()).toBeGreaterThan(before.ask.analyzedAt!.getTime());
    // Mail from it is her sent mail, its promise hers to keep.
    expect(after.promise.isSent).toBe(true);
    // …and read, as the mail she sends is: an archive of her own mail does not count it as unread.
    expect(after.promise.isRead).toBe(true);
    expect(after.ask.isRead).toBe(false);
    expect(after.promise.commitments.map((c) => c.type)).toEqual(['promise_made']);
    expect(after.promise.commitments[0]).toMatchObject({ owedBy: work, owedTo: 'pat.lee@partner.example' });
    // Mail to it is addressed to her: the asks are owed by that address of hers, and weigh more.
    expect(after.ask.commitments.find((c) => c.type === 'action_item')).toMatchObject({ owedBy: work, owedTo: 'pat.lee@partner.example' });
    expect(after.review.commitments.find((c) => c.type === 'action_item')).toMatchObject({ owedBy: work, owedTo: 'ben.ortiz@enron.example' });
    expect(after.review.nuggetScore!).toBeGreaterThan(before.review.nuggetScore!);

    // Removing it gives back what only it made hers, again as a run.
    const removed = await kay.gql(SET_ALIASES, { aliases: [] });
    expect(removed.updateSettings.settings.aliases).toEqual([]);
    expect((await kay.gql(PROGRESS)).analysisProgress.total).toBe(5);
    await server.platform.jobs.idle();
    const released = await emailBy('Re: Turbine contract');
    expect(released.isSent).toBe(false);
    expect(released.commitments.map((c) => c.type)).not.toContain('promise_made');
    expect((await emailBy('Turbine contract')).commitments.find((c) => c.type === 'action_item')).toMatchObject({ owedBy: SIGN_IN });
    expect((await kay.gql(PROGRESS)).analysisProgress).toMatchObject({ inProgress: false, total: 5, pending: 0 });
  });
});

describe('the command line', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const run = (env: Record<string, string>, args: string[]) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/cli.ts', ...args], {
        cwd: root,
        env: { ...process.env, ...env, LOG_LEVEL: 'warn', SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.stderr.on('data', (c) => (out += c));
      child.on('exit', (code) => resolve({ code, out }));
    });

  it('asks which addresses are yours after an import, and `aliases --add` queues the mail from and to it', async () => {
    const db = await freshDatabase();
    const env = { DATA_DIR: path.join(dir, 'cli-data'), ...(onPostgres ? { DATABASE_URL: db.url } : {}) };
    const open = () => createPlatform(testConfig(env), { databaseUrl: onPostgres ? db.url : undefined });
    try {
      let platform = await open();
      await createServices(platform).users.create({ email: 'kay@example.com' });
      await platform.db.close();

      const imported = await run(env, ['import', '--user', 'kay@example.com', archive(path.join(dir, 'cli.mbox'))]);
      expect(imported.code, imported.out).toBe(0);
      expect(imported.out).toMatch(/Imported 6 new email/);
      expect(imported.out).toContain('Which of these addresses are yours?');
      expect(imported.out).toMatch(/ 1\. kay\.mann@enron\.example \(Kay Mann\): 1 sent from it, 4 addressed to it/);
      expect(imported.out).not.toContain('no-reply@enron.example');
      expect(imported.out).toContain('npm run cli -- aliases --user kay@example.com --add <address>');

      const bad = await run(env, ['aliases', '--user', 'kay@example.com', '--add', 'not-an-address']);
      expect(bad.code).toBe(1);
      expect(bad.out).toContain('Invalid email address');

      const added = await run(env, ['aliases', '--user', 'kay@example.com', '--add', WORK]);
      expect(added.code, added.out).toBe(0);
      expect(added.out).toContain(`Your addresses: ${work}`);
      expect(added.out).toContain('5 email(s) from and to the changed addresses are queued for re-analysis');

      platform = await open();
      try {
        const user = await platform.prisma.user.findUniqueOrThrow({ where: { email: 'kay@example.com' }, include: { settings: true } });
        expect(user.settings?.aliases).toEqual([work]);
        const queued = (await waitingJobs(platform, ANALYSIS_QUEUE, user.id)).filter((j) => j.status === 'queued');
        const emails = await platform.prisma.email.findMany({
          where: { id: { in: queued.map((j) => j.key!) } },
          select: { subject: true },
          orderBy: { subject: 'asc' },
        });
        // (The import's own analysis jobs wait for the server too: the CLI only queues.)
        expect(emails.map((e) => e.subject)).toEqual(
          expect.arrayContaining(['Password expires', 'Re: Turbine contract', 'Schedule', 'Site visit', 'Turbine contract']),
        );
        expect(await platform.prisma.analysisRun.findUnique({ where: { userId: user.id } })).toMatchObject({ total: 5, finishedAt: null });
      } finally {
        await platform.db.close();
      }
    } finally {
      await db.drop();
    }
  }, 180_000);
});
