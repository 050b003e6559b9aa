// Re-analysing mail: the analyzer's reasons are stored on each email and served
// (GraphQL analysisSignals, REST aiAnalysis.signals); "re-analyse all" queues each of
// the viewer's emails once, a second ask while it runs queues nothing, and
// analysisProgress reads the run's progress from the queue — the viewer's jobs only.
import path from 'node:path';
import fs from 'node:fs';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { TestClient } from '../helpers/client.ts';
import { rawMessage, tempDir, writeMbox } from '../helpers/mail.ts';
import { gateAnalyzer } from '../helpers/gate-analyzer.ts';
import { wsClient } from '../helpers/ws.ts';
import { graphql } from '../gql/index.ts';
import { ANALYSIS_QUEUE } from '../../api/modules/analysis/analysis.queue.ts';
import { addFailedJob, waitingJobs } from '../helpers/jobs.ts';

const EMAILS = graphql(`
  query ReanalysisEmails {
    emails(first: 100) {
      edges {
        node {
          id
          subject
          nuggetScore
          analyzedAt
          analysisSignals
        }
      }
    }
  }
`);
const PROGRESS = graphql(`
  query ReanalysisProgress {
    analysisProgress {
      inProgress
      total
      done
      pending
      failed
      startedAt
      finishedAt
    }
  }
`);
const PROGRESS_STREAM = graphql(`
  subscription ReanalysisProgressStream {
    analysisProgress {
      inProgress
      total
      done
      pending
      failed
    }
  }
`);
const REANALYZE = graphql(`
  mutation ReanalyzeAll($emailId: ID) {
    reanalyze(emailId: $emailId) {
      __typename
      ... on MutationReanalyzeSuccess {
        queued
      }
      ... on NotFoundError {
        message
      }
    }
  }
`);

let server: TestServer;
let ada: TestClient;
let bob: TestClient;
let adaId: string;
let bobId: string;
const dir = tempDir();
const ADA = `ada-${Date.now()}@example.com`;
const BOB = `bob-${Date.now()}@example.com`;

const jobsOf = (userId: string) => waitingJobs(server.platform, ANALYSIS_QUEUE, userId);

beforeAll(async () => {
  server = await startTestServer();
  ada = new TestClient(server.url);
  bob = new TestClient(server.url);
  adaId = (await ada.register(ADA)).id;
  bobId = (await bob.register(BOB)).id;
  const adaMail = [
    rawMessage({
      from: `Ada <${ADA}>`,
      to: 'Priya Shah <priya@acme.io>',
      subject: 'Board deck',
      messageId: 'deck-1@example.com',
      date: 'Mon, 02 Mar 2026 09:00:00 +0000',
      body: "Priya,\n\nI'll send you the board deck by Thursday.\n\nAda",
    }),
    rawMessage({
      from: 'Priya Shah <priya@acme.io>',
      to: ADA,
      subject: 'Re: Board deck',
      messageId: 'deck-2@acme.io',
      inReplyTo: 'deck-1@example.com',
      date: 'Tue, 03 Mar 2026 10:00:00 +0000',
      body: 'Hi Ada,\n\nCould you please also send the hiring plan by Friday?\n\nThanks,\nPriya',
    }),
    rawMessage({
      from: 'Deals Weekly <no-reply@deals.example>',
      to: ADA,
      subject: 'This week only: 40% off',
      messageId: 'promo@deals.example',
      date: 'Wed, 04 Mar 2026 08:00:00 +0000',
      headers: { 'List-Unsubscribe': '<https://deals.example/unsubscribe>', Precedence: 'bulk' },
      body: 'Big savings this week. Unsubscribe any time.',
    }),
    ...Array.from({ length: 9 }, (_, i) =>
      rawMessage({
        from: `Sam ${i} <sam${i}@vendor${i}.io>`,
        to: ADA,
        subject: `Update ${i}`,
        messageId: `update-${i}@vendor${i}.io`,
        date: `Thu, 05 Mar 2026 1${i}:00:00 +0000`,
        body: `Hello Ada,\n\nA short update number ${i} on our work together.\n\nSam`,
      }),
    ),
  ];
  writeMbox(path.join(dir, 'ada.mbox'), adaMail);
  writeMbox(
    path.join(dir, 'bob.mbox'),
    [1, 2, 3].map((i) =>
      rawMessage({
        from: `Kim <kim@bank${i}.example>`,
        to: BOB,
        subject: `Statement ${i}`,
        messageId: `statement-${i}@bank.example`,
        body: 'Your statement is ready.',
      }),
    ),
  );
  await server.app.services.sync.importArchive(adaId, [path.join(dir, 'ada.mbox')]);
  await server.app.services.sync.importArchive(bobId, [path.join(dir, 'bob.mbox')]);
  await server.platform.jobs.idle();
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('analysis signals', () => {
  it('stores why each email scored as it did and returns it through GraphQL and REST', async () => {
    const { emails } = await ada.gql(EMAILS);
    const nodes = emails.edges.map((e) => e.node);
    expect(nodes).toHaveLength(12);
    expect(nodes.every((n) => n.analyzedAt && n.analysisSignals.length > 0)).toBe(true);

    const promo = nodes.find((n) => n.subject === 'This week only: 40% off')!;
    expect(promo.analysisSignals.join('\n')).toMatch(/List-Unsubscribe/);
    expect(promo.analysisSignals.join('\n')).toMatch(/no-reply/i);
    const reply = nodes.find((n) => n.subject === 'Re: Board deck')!;

    // Stored as the analyzer said it: the column matches what a fresh analysis gives.
    const row = await server.platform.prisma.email.findFirstOrThrow({ where: { userId: adaId, messageId: 'deck-2@acme.io' } });
    expect(row.analysisSignals).toEqual(reply.analysisSignals);
    const again = await server.app.services.analysis.analyzeStored(row.id);
    expect(again!.result.signals).toEqual(row.analysisSignals);

    // The enhanced-email detail of spec §7 keeps its shape and carries them in aiAnalysis.
    const detail = await ada.get(`/api/enhanced-emails/${row.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.aiAnalysis).toEqual(
      expect.objectContaining({ summary: expect.any(String), keyPoints: expect.any(Array), signals: reply.analysisSignals }),
    );
  });
});

describe('re-analyse all mail', () => {
  it('reports no run before the first one, and refuses visitors', async () => {
    expect((await ada.gql(PROGRESS)).analysisProgress).toEqual({
      inProgress: false,
      total: 0,
      done: 0,
      pending: 0,
      failed: 0,
      startedAt: null,
      finishedAt: null,
    });
    const visitor = await new TestClient(server.url).gql(PROGRESS, undefined, { allowErrors: true });
    expect(visitor.errors?.length).toBeGreaterThan(0);
  });

  it("queues each of the viewer's emails once, ignores a second ask while running, and counts only the viewer's jobs", async () => {
    const adaEmails = await server.platform.prisma.email.findMany({ where: { userId: adaId }, select: { id: true, analyzedAt: true }, orderBy: { id: 'asc' } });
    const bobBefore = await server.platform.prisma.email.findMany({ where: { userId: bobId }, select: { id: true, analyzedAt: true }, orderBy: { id: 'asc' } });
    // An earlier analysis of one email gave up: re-analysing all queues it again, once.
    await addFailedJob(server.platform, ANALYSIS_QUEUE, { key: adaEmails[0]!.id, owner: adaId, payload: { emailId: adaEmails[0]!.id, userId: adaId } });

    const release = gateAnalyzer(server.app.services.analysis.analyzer);
    try {
      const first = await ada.gql(REANALYZE, {});
      expect(first.reanalyze).toEqual({ __typename: 'MutationReanalyzeSuccess', queued: 12 });
      const queued = await jobsOf(adaId);
      expect(queued.map((j) => j.key)).toEqual(adaEmails.map((e) => e.id));
      expect(queued.every((j) => j.status === 'queued' || j.status === 'running')).toBe(true);

      const running = (await ada.gql(PROGRESS)).analysisProgress;
      expect(running).toMatchObject({ inProgress: true, total: 12, done: 0, pending: 12, failed: 0, finishedAt: null });
      expect(running.startedAt).toBeTruthy();

      // A second click (another tab, a double click) while it runs: nothing more is queued.
      expect((await ada.gql(REANALYZE, {})).reanalyze).toEqual({ __typename: 'MutationReanalyzeSuccess', queued: 0 });
      // Re-analysing one of those emails meanwhile does not queue it twice either.
      const one = Buffer.from(`Email:${adaEmails[1]!.id}`).toString('base64');
      expect((await ada.gql(REANALYZE, { emailId: one })).reanalyze).toEqual({ __typename: 'MutationReanalyzeSuccess', queued: 1 });
      expect(await jobsOf(adaId)).toHaveLength(12);
      expect((await ada.gql(PROGRESS)).analysisProgress).toMatchObject({ inProgress: true, total: 12, pending: 12 });

      // Bob sees nothing of Ada's run, and Ada's run queued none of Bob's mail.
      expect((await bob.gql(PROGRESS)).analysisProgress).toMatchObject({ inProgress: false, total: 0, pending: 0 });
      expect(await jobsOf(bobId)).toEqual([]);
      // Nor can Bob re-analyse one of Ada's emails.
      expect((await bob.gql(REANALYZE, { emailId: one })).reanalyze).toEqual({ __typename: 'NotFoundError', message: 'Email not found' });
    } finally {
      release();
    }

    // The figures only move forward, and the run ends with every email analysed again.
    let last = 0;
    let progress = (await ada.gql(PROGRESS)).analysisProgress;
    for (let i = 0; progress.inProgress && i < 300; i++) {
      expect(progress.done).toBeGreaterThanOrEqual(last);
      expect(progress.done + progress.pending).toBe(12);
      last = progress.done;
      await new Promise((r) => setTimeout(r, 100));
      progress = (await ada.gql(PROGRESS)).analysisProgress;
    }
    expect(progress).toMatchObject({ inProgress: false, total: 12, done: 12, pending: 0, failed: 0 });
    expect(new Date(progress.finishedAt!).getTime()).toBeGreaterThanOrEqual(new Date(progress.startedAt!).getTime());
    expect(await jobsOf(adaId)).toEqual([]);

    const adaAfter = await server.platform.prisma.email.findMany({ where: { userId: adaId }, select: { analyzedAt: true, analysisSignals: true } });
    expect(adaAfter.every((e) => e.analyzedAt! >= new Date(progress.startedAt!) && e.analysisSignals.length > 0)).toBe(true);
    expect(await server.platform.prisma.email.findMany({ where: { userId: bobId }, select: { id: true, analyzedAt: true }, orderBy: { id: 'asc' } })).toEqual(
      bobBefore,
    );
    // Read again with who Ada is now: the import analysed Priya's reply before Ada's own
    // message to her counted as sent; re-analysed, the reply knows Ada wrote to her.
    const reply = (await ada.gql(EMAILS)).emails.edges.find((e) => e.node.subject === 'Re: Board deck')!.node;
    expect(reply.analysisSignals.join('\n')).toMatch(/written to this sender/);

    // Finished: the next ask starts a new run.
    await server.platform.jobs.idle();
    const next = await ada.gql(REANALYZE, {});
    expect(next.reanalyze).toEqual({ __typename: 'MutationReanalyzeSuccess', queued: 12 });
    await server.platform.jobs.idle();
    expect((await ada.gql(PROGRESS)).analysisProgress).toMatchObject({ inProgress: false, total: 12, done: 12, pending: 0 });
  });

  it('streams the run to the viewer over graphql-ws as it moves, and to no one else', async () => {
    await server.platform.jobs.idle();
    type Progress = { inProgress: boolean; total: number; done: number; pending: number; failed: number };
    const seen: Progress[] = [];
    const bobs: Progress[] = [];
    let ended!: () => void;
    const end = new Promise<void>((resolve) => (ended = resolve));
    const listen = (client: ReturnType<typeof wsClient>, into: Progress[], onEach: (p: Progress) => void = () => {}) =>
      client.subscribe<{ analysisProgress: Progress }>(
        { query: print(PROGRESS_STREAM) },
        {
          next: (r) => {
            if (!r.data) return;
            into.push(r.data.analysisProgress);
            onEach(r.data.analysisProgress);
          },
          error: () => ended(),
          complete: () => undefined,
        },
      );
    const adaWs = wsClient(server.url, { cookie: ada.cookieHeader });
    const bobWs = wsClient(server.url, { cookie: bob.cookieHeader });
    let started = false;
    const stopAda = listen(adaWs, seen, (p) => started && !p.inProgress && p.done === p.total && seen.some((x) => x.inProgress) && ended());
    const stopBob = listen(bobWs, bobs);
    try {
      // The protocol has no subscribe acknowledgement: nudge both channels until each stream has answered once.
      for (let i = 0; i < 100 && (!seen.length || !bobs.length); i++) {
        server.platform.events.publish('analysisProgress', adaId, { userId: adaId });
        server.platform.events.publish('analysisProgress', bobId, { userId: bobId });
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen[0]).toMatchObject({ inProgress: false });
      // Nudges still on their way may arrive after this point: each shows a user's figures with no run going on.
      await new Promise((r) => setTimeout(r, 200));
      seen.length = 0;
      bobs.length = 0;

      const release = gateAnalyzer(server.app.services.analysis.analyzer);
      started = true;
      expect((await ada.gql(REANALYZE, {})).reanalyze).toEqual({ __typename: 'MutationReanalyzeSuccess', queued: 12 });
      // The start is told at once, while every analysis is still held.
      for (let i = 0; i < 100 && !seen.some((p) => p.inProgress); i++) await new Promise((r) => setTimeout(r, 50));
      release();
      await Promise.race([end, new Promise((r) => setTimeout(r, 15_000))]);
    } finally {
      stopAda();
      stopBob();
      await Promise.all([adaWs.dispose(), bobWs.dispose()]);
    }
    // The run's start, then its end with every email analysed; the figures only move forward.
    const run = seen.slice(seen.findIndex((p) => p.inProgress));
    expect(run[0]).toMatchObject({ inProgress: true, total: 12, done: 0 });
    expect(run.at(-1)).toMatchObject({ inProgress: false, total: 12, done: 12, pending: 0 });
    expect(run.map((p) => p.done)).toEqual([...run.map((p) => p.done)].sort((a, b) => a - b));
    // Bounded: a burst of analyses is told once a second, not once per email.
    expect(run.length).toBeLessThan(12);
    // Bob hears nothing of Ada's run (a late nudge of his own shows his own, empty figures).
    expect(bobs.filter((p) => p.total > 0 || p.inProgress)).toEqual([]);
  });

  it("counts the run's emails the analyzer gave up on, the viewer's only", async () => {
    const [adaEmail, bobEmail] = await Promise.all([
      server.platform.prisma.email.findFirstOrThrow({ where: { userId: adaId } }),
      server.platform.prisma.email.findFirstOrThrow({ where: { userId: bobId } }),
    ]);
    for (const [userId, emailId] of [
      [adaId, adaEmail.id],
      [bobId, bobEmail.id],
    ] as [string, string][]) {
      await addFailedJob(server.platform, ANALYSIS_QUEUE, { key: emailId, owner: userId, payload: { emailId, userId } });
    }
    expect((await ada.gql(PROGRESS)).analysisProgress).toMatchObject({ inProgress: false, total: 12, failed: 1, pending: 0 });
    expect((await bob.gql(PROGRESS)).analysisProgress).toMatchObject({ total: 0, failed: 1, pending: 0 });
  });
});

describe('after an upgrade of the local analyzer', () => {
  it('analyses the mail an older version analysed once, as a run the user sees, and leaves the rest alone', async () => {
    await server.platform.jobs.idle();
    const { LOCAL_ANALYZER_VERSION } = await import('../../api/modules/analysis/local/index.ts');
    const prisma = server.platform.prisma;
    // Nothing is stale after import: every analysis carries the current version, and nothing is queued.
    expect(await prisma.email.count({ where: { analyzedBy: 'local', NOT: { analyzerVersion: LOCAL_ANALYZER_VERSION } } })).toBe(0);
    expect(await server.app.services.analysis.upgradeStoredAnalyses()).toBe(0);

    // Ada's mail as an older version left it: a score of 1 and no version.
    await prisma.email.updateMany({ where: { userId: adaId }, data: { analyzerVersion: null, nuggetScore: 1 } });
    const bobBefore = await prisma.email.findMany({ where: { userId: bobId }, select: { id: true, analyzedAt: true }, orderBy: { id: 'asc' } });
    expect(await server.app.services.analysis.upgradeStoredAnalyses()).toBe(1);
    // A second start while the run goes queues nothing more.
    expect(await server.app.services.analysis.upgradeStoredAnalyses()).toBe(0);
    expect((await ada.gql(PROGRESS)).analysisProgress).toMatchObject({ total: 12 });
    await server.platform.jobs.idle();

    expect((await ada.gql(PROGRESS)).analysisProgress).toMatchObject({ inProgress: false, total: 12, done: 12, pending: 0, failed: 0 });
    const after = await prisma.email.findMany({ where: { userId: adaId }, select: { analyzerVersion: true, nuggetScore: true } });
    expect(after.every((e) => e.analyzerVersion === LOCAL_ANALYZER_VERSION && e.nuggetScore !== 1)).toBe(true);
    expect(await prisma.email.findMany({ where: { userId: bobId }, select: { id: true, analyzedAt: true }, orderBy: { id: 'asc' } })).toEqual(bobBefore);
    expect(await server.app.services.analysis.upgradeStoredAnalyses()).toBe(0);
  });
});
