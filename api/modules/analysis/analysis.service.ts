// Runs the configured analyzer on stored mail and keeps its results: score,
// category, summary… on the Email, commitments (deduplicated per thread) and a
// transaction. The local analyzer is the default; with AI_API_KEY the LLM one runs
// and falls back to local by itself. Every new email arrives here through the
// analysis queue, queued in the same transaction that stored it.
import { Prisma, type Email, type PrismaClient } from '../../db/generated/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { CommitmentsService } from '../commitments/commitments.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import { analyzeLocally, LOCAL_ANALYZER_VERSION } from './local/index.ts';
import { makeSnippet } from '../mail/mail.parse.ts';
import { createCompanyNames } from './company-names.ts';
import type { AnalysisInput, AnalysisResult } from './analysis.types.ts';
import { ANALYSIS_QUEUE, queueAnalysis as enqueueAnalysis } from './analysis.queue.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { ViewerProfiles } from '../users/viewer.ts';
import type { SettingsService } from '../settings/settings.service.ts';

/** Reasons kept per email (the analyzer gives about ten). */
const MAX_SIGNALS = 30;
/** How often, at most, `analysisProgress` subscribers hear that a user's analysis queue moved. */
export const PROGRESS_EVERY_MS = 1000;

export type AnalysisProgress = {
  /** The user's analysis jobs queued, running or waiting to retry (any cause: new mail too). */
  pending: number;
  /** Jobs of the current run that gave up after their retries. */
  failed: number;
  /** Emails the latest re-analysis of all mail queued (0 when there was none). */
  total: number;
  /** Of those, how many are analysed. */
  done: number;
  inProgress: boolean;
  startedAt: Date | null;
  finishedAt: Date | null;
};

export type Analyzer = { name: string; analyze(input: AnalysisInput, opts: { userId?: string }): Promise<AnalysisResult> };

export const localAnalyzer: Analyzer = { name: 'local', analyze: async (input) => analyzeLocally(input) };

type Address = { name: string; email: string };
const list = (v: unknown): Address[] => (Array.isArray(v) ? (v as Address[]) : []);

type UserContext = {
  addresses: string[];
  writtenTo: Set<string>;
  companies: { name: string; domains: string[] }[];
  timeZone: string;
  /** Settings: keep a category (categorisation on) and a suggested reply (auto-reply suggestions on). */
  categorize: boolean;
  suggestReplies: boolean;
  threshold: number;
  loadedAt: number;
};

/** What happened in one analysis of a stored email, for what follows it (notifications, waiting items). */
export type Analysed = { email: Email; result: AnalysisResult; isSent: boolean; firstTime: boolean; threshold: number };

/** Nugget's own daily digest (header `X-Nugget-Digest`): a copy that comes back through a synced mailbox is not mail to mine. */
const isDigest = (email: Pick<Email, 'headers'>) => !!(email.headers as Record<string, string> | null)?.['x-nugget-digest'];

export function createAnalysisService(d: {
  prisma: PrismaClient;
  jobs: JobQueue;
  events: EventBus;
  logger: Logger;
  commitments: CommitmentsService;
  transactions: TransactionsService;
  mail: MailService;
  settings: Pick<SettingsService, 'find'>;
  viewers: ViewerProfiles;
  analyzer: Analyzer;
  /** Plain completions (lab direct call, replies) when a model is configured. */
  llm?: { complete(prompt: string, opts: { userId?: string; purpose: string }): Promise<{ text: string; model: string }> } | null;
  /** Runs after each stored email's analysis is saved (followup: notifications, delivered promises). Failures are logged. */
  onAnalysed?: (a: Analysed) => Promise<void>;
}) {
  const contexts = new Map<string, UserContext>();
  /**
   * Forgets the cached context here and in every other process (the worker that runs the
   * re-analysis this change queued must read the user as they are now, not a minute ago).
   */
  function forgetContext(userId: string) {
    contexts.delete(userId);
    d.events.publish('userContextChanged', 'all', { userId });
  }
  const companyNames = createCompanyNames(d.prisma, d);

  /** Who the user is in mail: their addresses, who they write to, their ventures (cached a minute). */
  async function userContext(userId: string): Promise<UserContext> {
    const cached = contexts.get(userId);
    if (cached && Date.now() - cached.loadedAt < 60_000) return cached;
    const [profile, settings, sent] = await Promise.all([d.viewers.load(userId), d.settings.find(userId), d.mail.recentSentRecipients(userId, 5000)]);
    const writtenTo = new Set(sent.flatMap((e) => [...list(e.to), ...list(e.cc)].map((a) => a.email.toLowerCase())));
    const byCompany = new Map<string, Set<string>>();
    for (const a of profile.mailboxes) {
      if (!a.company) continue;
      byCompany.set(a.company, (byCompany.get(a.company) ?? new Set()).add(a.email.split('@')[1]!.toLowerCase()));
    }
    const ctx = {
      addresses: profile.addresses,
      writtenTo,
      companies: [...byCompany].map(([name, domains]) => ({ name, domains: [...domains] })),
      timeZone: profile.timeZone,
      categorize: settings?.categorization ?? true,
      suggestReplies: settings?.autoReplySuggestions ?? true,
      threshold: profile.nuggetThreshold,
      loadedAt: Date.now(),
    };
    contexts.set(userId, ctx);
    return ctx;
  }

  function inputFor(email: Email, ctx: UserContext): AnalysisInput {
    const from = email.fromAddress || email.fromName ? { name: email.fromName ?? '', email: (email.fromAddress ?? '').toLowerCase() } : null;
    return {
      from,
      to: list(email.to),
      cc: list(email.cc),
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody,
      headers: (email.headers as Record<string, string>) ?? {},
      receivedAt: email.receivedAt,
      // A Sent-folder copy from an address Nugget does not know (a send-as address) is still the user's.
      userAddresses: email.inSentFolder && from?.email && !ctx.addresses.includes(from.email) ? [...ctx.addresses, from.email] : ctx.addresses,
      userHasWrittenTo: !!from && ctx.writtenTo.has(from.email),
      userCompanies: ctx.companies,
      timeZone: ctx.timeZone,
      // With a switch off, a model is not asked for what would be thrown away.
      ...(ctx.suggestReplies ? {} : { suggestReply: false }),
      ...(ctx.categorize ? {} : { categorize: false }),
    };
  }

  /**
   * The user's switches applied to what an analyzer said: with categorisation off no category is kept, with
   * auto-reply suggestions off no suggested reply. (The analyzer itself is left alone: it is the caller that keeps.)
   */
  function applySwitches(r: AnalysisResult, ctx: UserContext): AnalysisResult {
    return { ...r, category: ctx.categorize ? r.category : '', suggestedReply: ctx.suggestReplies ? r.suggestedReply : '' };
  }

  async function analyzeStored(emailId: string, onPhase?: (phase: 'reading' | 'extracting') => void) {
    const email = await d.mail.byId(emailId);
    if (!email) return null;
    onPhase?.('reading');
    const ctx = await userContext(email.userId);
    const input = inputFor(email, ctx);
    onPhase?.('extracting');
    const raw = await d.analyzer.analyze(input, { userId: email.userId });
    let analysed = applySwitches(raw, ctx);
    // Our own digest coming back through a synced mailbox: its lines are not new promises, money or a nugget.
    if (isDigest(email)) {
      analysed = {
        ...analysed,
        nuggetScore: Math.min(analysed.nuggetScore, 10),
        priority: 'low',
        commitments: [],
        transaction: null,
        actionRequired: false,
        suggestedReply: '',
        signals: ["Nugget's own daily digest", ...analysed.signals],
      };
    }
    // The mailbox's word, or one of the user's addresses as they are now (an alias removed since no longer counts).
    const isSent = email.inSentFolder || (!!input.from && input.userAddresses.includes(input.from.email));
    // The counterparty's firm under the one name the user's mail gave it first (company-names.ts).
    const counterparty = isSent ? (input.to[0] ?? input.cc[0])?.email : input.from?.email;
    const company = await companyNames.nameFor(
      email.userId,
      counterparty,
      analysed.company,
      ctx.companies.map((c) => c.name),
      raw.category !== 'spam',
    );
    const result = company === analysed.company ? analysed : { ...analysed, company };
    const commitmentCount = await d.prisma.$transaction(async (tx) => {
      await d.mail.saveAnalysis(
        email.id,
        {
          isSent,
          // Mail the user wrote is mail they have read (an archive often says nothing of it); only on the first
          // analysis or when it first becomes theirs (an address ticked as theirs after an import), so marking it
          // unread later sticks through a re-analysis.
          ...(isSent && !email.isRead && (!email.analyzedAt || !email.isSent) ? { isRead: true } : {}),
          // On a re-analysis, a preview stored before the preview rules last changed is brought up to date (the same
          // function as on import, which has just written it for new mail).
          ...(email.analyzedAt && email.textBody ? { snippet: makeSnippet(email.textBody) } : {}),
          nuggetScore: result.nuggetScore,
          category: result.category || null,
          priority: result.priority,
          summary: result.summary,
          suggestedReply: ctx.suggestReplies ? result.suggestedReply : null,
          sentiment: result.sentiment,
          urgency: result.urgency,
          keyPoints: result.keyPoints,
          suggestedActions: result.suggestedActions,
          actionRequired: result.actionRequired,
          company: result.company,
          financialAmount: result.transaction?.amount ?? null,
          analyzedBy: result.analyzedBy,
          analyzerVersion: result.analyzedBy === 'local' ? LOCAL_ANALYZER_VERSION : null,
          analysisSignals: result.signals.slice(0, MAX_SIGNALS).map((why) => why.slice(0, 300)),
          analyzedAt: new Date(),
        },
        tx,
      );
      await d.transactions.replaceForEmail(tx, email, result.transaction, result.company);
      return d.commitments.replaceForEmail(tx, email, result.commitments, result.priority, result.category || null);
    });
    if (d.onAnalysed) {
      await d
        .onAnalysed({ email, result, isSent, firstTime: !email.analyzedAt, threshold: ctx.threshold })
        .catch((error) => d.logger.warn('after-analysis step failed', { emailId: email.id, error: String((error as Error)?.stack ?? error) }));
    }
    return { result, commitmentCount };
  }

  /** Queues analysis of the user's emails matching `where`, 500 ids at a time (one statement each); returns how many. */
  async function queueAnalysis(userId: string, where: Prisma.EmailWhereInput) {
    let queued = 0;
    let cursor: string | undefined;
    for (;;) {
      const page = await d.mail.idsPage(userId, where, 500, cursor);
      if (!page.length) return queued;
      await enqueueAnalysis(d.jobs, userId, page);
      queued += page.length;
      cursor = page.at(-1)!;
    }
  }

  /**
   * Where the user's latest "re-analyse all mail" stands, read from the analysis jobs
   * still in the queue for this user (queued, running or waiting to retry), so any
   * process or page reload sees the same figures. A run whose jobs are all gone is
   * finished: it is recorded as such, at the time its last email was analysed.
   */
  async function progress(userId: string): Promise<AnalysisProgress> {
    const run = await d.prisma.analysisRun.findUnique({ where: { userId } });
    const since = run?.startedAt ?? new Date(0);
    const { pending, failed } = await d.jobs.countFor(ANALYSIS_QUEUE, userId, since);
    if (!run) return { pending, failed, total: 0, done: 0, inProgress: false, startedAt: null, finishedAt: null };
    let finishedAt = run.finishedAt;
    if (!finishedAt && pending === 0) {
      const last = await d.mail.lastAnalyzedAt(userId);
      const at = last && last > run.startedAt ? last : new Date();
      await d.prisma.analysisRun.updateMany({ where: { userId, startedAt: run.startedAt, finishedAt: null }, data: { finishedAt: at } });
      finishedAt = at;
    }
    const inProgress = !finishedAt;
    // Mail arriving meanwhile is queued too: `pending` may briefly exceed the run's total.
    const done = inProgress ? Math.max(0, run.total - pending) : run.total;
    return { pending, failed, total: run.total, done, inProgress, startedAt: run.startedAt, finishedAt };
  }

  /**
   * Records `queued` emails as the user's run, once their jobs exist (so it cannot be seen as finished
   * before they are queued). Added to the run `going` when one was (an alias added during "re-analyse all").
   */
  async function recordRun(userId: string, queued: number, startedAt: Date, going: boolean) {
    const added = going ? await d.prisma.analysisRun.updateMany({ where: { userId, finishedAt: null }, data: { total: { increment: queued } } }) : { count: 0 };
    if (!added.count) {
      await d.prisma.analysisRun.upsert({
        where: { userId },
        create: { userId, total: queued, startedAt, finishedAt: queued ? null : startedAt },
        update: { total: queued, startedAt, finishedAt: queued ? null : startedAt },
      });
    }
    queueMoved(userId, true);
  }

  // `analysisProgress` subscribers hear that the queue moved at most once a second per user (the last move of a
  // burst is always told): a re-analysis of 50,000 emails is not 50,000 events, and its end is never missed. A run's
  // start is told at once.
  const lastTold = new Map<string, number>();
  const telling = new Map<string, ReturnType<typeof setTimeout>>();
  function queueMoved(userId: string, now = false) {
    if (now) clearTimeout(telling.get(userId));
    else if (telling.has(userId)) return;
    const wait = now ? 0 : Math.max(0, (lastTold.get(userId) ?? 0) + PROGRESS_EVERY_MS - Date.now());
    const tell = () => {
      telling.delete(userId);
      lastTold.set(userId, Date.now());
      d.events.publish('analysisProgress', userId, { userId });
    };
    if (wait === 0) return tell();
    const timer = setTimeout(tell, wait);
    timer.unref?.();
    telling.set(userId, timer);
  }

  return {
    analyzer: d.analyzer,
    analyzeStored,

    /** Analyses mail that is not stored (the lab, REST /api/llm/analyze-email). */
    async analyzeAdhoc(userId: string, input: { from: string; subject: string; body: string; receivedAt?: Date; to?: string[] }) {
      const ctx = await userContext(userId);
      const fromMatch = input.from.match(/^(.*?)\s*<([^>]+)>\s*$/);
      const from = fromMatch
        ? { name: fromMatch[1]!.replace(/^"|"$/g, ''), email: fromMatch[2]!.toLowerCase() }
        : { name: '', email: input.from.trim().toLowerCase() };
      const result = await d.analyzer.analyze(
        {
          from: input.from.trim() ? from : null,
          // Pasted mail without recipients was written to the user (it is theirs to analyse), not to a hidden list.
          to: input.to?.length ? input.to.map((e) => ({ name: '', email: e.toLowerCase() })) : ctx.addresses.slice(0, 1).map((email) => ({ name: '', email })),
          cc: [],
          subject: input.subject,
          text: input.body,
          html: null,
          headers: {},
          receivedAt: input.receivedAt ?? new Date(),
          userAddresses: ctx.addresses,
          userHasWrittenTo: ctx.writtenTo.has(from.email),
          userCompanies: ctx.companies,
          timeZone: ctx.timeZone,
        },
        { userId },
      );
      return applySwitches(result, ctx);
    },

    /**
     * The lab's direct call: the configured model's plain answer about the email, or,
     * with no model configured, the local analyzer's reading of it.
     */
    async directCall(userId: string, content: string, parts: { from: string; subject: string; body: string }) {
      if (d.llm) {
        try {
          const out = await d.llm.complete(`Analyse this email and say what matters in it, what is owed and by whom:\n\n${content}`, {
            userId,
            purpose: 'direct-call',
          });
          return { model: out.model, response: out.text };
        } catch (error) {
          d.logger.warn('direct call to the model failed; answering locally', { error: (error as Error).message });
        }
      }
      const r = await this.analyzeAdhoc(userId, parts);
      const lines = [
        `Score ${r.nuggetScore}/100 (${r.priority} priority${r.category ? `, ${r.category}` : ''}).`,
        r.summary,
        ...r.commitments.map((c) => `• ${c.type.replace('_', ' ')}: ${c.title}${c.dueDate ? ` (due ${c.dueDate.toISOString().slice(0, 10)})` : ''}`),
        ...r.signals.map((s) => `– ${s}`),
      ];
      return { model: 'local', response: lines.filter(Boolean).join('\n') };
    },

    /** Up to three reply drafts: the model's when configured, else built from the analysis. */
    async replySuggestions(userId: string, input: { from: string; subject: string; body: string; receivedAt?: Date }) {
      // Auto-reply suggestions off: none is written, by the model or locally.
      if (!(await userContext(userId)).suggestReplies) return [];
      const r = await this.analyzeAdhoc(userId, input);
      if (d.llm) {
        const out = await d.llm
          .complete(
            `Write three short alternative replies (separated by a line containing only ---) to this email from ${input.from}.\nSubject: ${input.subject}\n\n${input.body.slice(0, 8000)}`,
            { userId, purpose: 'reply' },
          )
          .catch(() => null); // the model failed: the local drafts below stand in
        const replies =
          out?.text
            .split(/^\s*---\s*$/m)
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, 3) ?? [];
        if (replies.length) return replies;
      }
      const name = (input.from.match(/^\s*"?([^"<@]+?)"?\s*</)?.[1] ?? '').trim().split(/\s+/)[0] ?? '';
      const hello = name ? `Hi ${name},` : 'Hi,';
      const base = r.suggestedReply || `${hello}\n\nThanks for your email about "${input.subject}". I'll look into it and get back to you.\n\nBest regards`;
      return [
        base,
        `${hello}\n\nThanks — noted. ${r.commitments.some((c) => c.type === 'action_item') ? "I'm on it and will confirm once it's done." : "I'll follow up shortly."}\n\nBest`,
        `${hello}\n\nThank you for reaching out. Could we find 15 minutes this week to discuss "${input.subject}"?\n\nKind regards`,
      ];
    },

    /** Re-runs mining on one email, publishing miningProgress as it goes. */
    async mineEmail(userId: string, emailId: string) {
      if (!(await d.mail.isOwned(userId, emailId))) throw new NotFoundError('Email not found');
      const publish = (phase: string, count: number | null = null, message: string | null = null) =>
        d.events.publish('miningProgress', userId, { emailId, phase, commitmentCount: count, message });
      publish('queued');
      try {
        const out = await analyzeStored(emailId, (phase) => publish(phase));
        publish('done', out?.commitmentCount ?? 0);
        return out;
      } catch (error) {
        publish('failed', null, 'Failed to mine commitments');
        throw error;
      }
    },

    /**
     * Queues re-analysis of one email, or of all the user's mail (a run, whose progress
     * `analysisProgress` reports). While a run of all mail is still going, asking again
     * queues nothing and returns 0. Returns how many emails were queued.
     */
    async reanalyze(userId: string, emailId?: string) {
      if (emailId) {
        if (!(await d.mail.isOwned(userId, emailId))) throw new NotFoundError('Email not found');
        await enqueueAnalysis(d.jobs, userId, [emailId]);
        return 1;
      }
      if ((await progress(userId)).inProgress) return 0;
      forgetContext(userId); // read with who the user is now (new aliases, people written to since)
      const startedAt = new Date();
      const queued = await queueAnalysis(userId, { isDeleted: false });
      await recordRun(userId, queued, startedAt, false);
      return queued;
    },

    /** The latest re-analysis of all mail, and the viewer's analysis jobs still to run. */
    progress,

    /**
     * After an upgrade of the local analyzer: every user with mail the older version analysed gets one re-analysis
     * of all their mail, shown in Settings like one they asked for (a run already going is left alone). Returns the
     * number of users whose mail was queued. Mail never analysed is queued too (without a run): its job may be gone.
     */
    async upgradeStoredAnalyses() {
      const stale = await d.mail.usersWithMail({
        analyzedBy: 'local',
        OR: [{ analyzerVersion: null }, { analyzerVersion: { lt: LOCAL_ANALYZER_VERSION } }],
      });
      let users = 0;
      for (const userId of stale) {
        const queued = await this.reanalyze(userId);
        if (queued) users++;
      }
      if (users) d.logger.info(`analysis: the local analyzer is now version ${LOCAL_ANALYZER_VERSION}; re-analysing the stored mail of ${users} user(s)`);
      // Mail never analysed whose job is gone (queued before the queue moved to pg-boss): queued again, once (keyed).
      const waiting = await d.mail.usersWithMail({ analyzedAt: null });
      for (const userId of waiting) await queueAnalysis(userId, { isDeleted: false, analyzedAt: null });
      return users;
    },

    /**
     * The user's aliases changed: who wrote and who received the mail from and to each added
     * or removed address changes. Mail from an added alias becomes theirs (analysed again as
     * sent, its promises the user's); mail to it becomes mail to the user (asks of them, their
     * mine); a removed alias undoes both (a Sent-folder copy stays theirs). The emails go as one
     * run whose progress `analysisProgress` reports, like "re-analyse all". Returns how many were queued.
     */
    async aliasesChanged(userId: string, before: string[], after: string[]) {
      forgetContext(userId);
      const norm = (list: string[]) => new Set(list.map((a) => a.trim().toLowerCase()).filter(Boolean));
      const [was, now] = [norm(before), norm(after)];
      const added = [...now].filter((a) => !was.has(a)).slice(0, 50);
      const stillMine = new Set((await userContext(userId)).addresses);
      const removed = [...was].filter((a) => !now.has(a) && !stillMine.has(a)).slice(0, 50);
      const changed = [...added, ...removed];
      if (!changed.length) return 0;
      const startedAt = new Date();
      // Read first: it also closes a finished run nobody has looked at since.
      const going = (await progress(userId)).inProgress;
      const rows = await d.mail.idsFromOrTo(userId, changed);
      for (let i = 0; i < rows.length; i += 1000) await enqueueAnalysis(d.jobs, userId, rows.slice(i, i + 1000));
      if (rows.length) await recordRun(userId, rows.length, startedAt, going);
      return rows.length;
    },

    /**
     * The user's time zone changed. "By Friday" and "by 5pm" were resolved in the old zone: mail with
     * commitments still open and dated is analysed again, so their due dates move to the new zone
     * (a commitment the user already acted on keeps its date). Returns how many emails were queued.
     */
    async timeZoneChanged(userId: string) {
      forgetContext(userId);
      const emailIds = await d.commitments.emailIdsOpenAndDated(userId);
      return emailIds.length ? queueAnalysis(userId, { isDeleted: false, id: { in: emailIds } }) : 0;
    },

    /**
     * Categorisation or auto-reply suggestions switched. Off: what was kept goes now (the categories of the
     * user's mail and commitments, or the suggested replies), so nothing shows one. On: all mail is analysed
     * again (a run Settings shows), so it gets them back. Returns how many emails were queued.
     */
    async switchesChanged(
      userId: string,
      before: { categorization: boolean; autoReplySuggestions: boolean },
      after: { categorization: boolean; autoReplySuggestions: boolean },
    ) {
      forgetContext(userId);
      if (before.categorization && !after.categorization) {
        await d.mail.clearCategories(userId);
        await d.commitments.clearCategories(userId);
      }
      if (before.autoReplySuggestions && !after.autoReplySuggestions) {
        await d.mail.clearSuggestedReplies(userId);
      }
      const turnedOn = (!before.categorization && after.categorization) || (!before.autoReplySuggestions && after.autoReplySuggestions);
      return turnedOn ? this.reanalyze(userId) : 0;
    },

    /** Forget cached user context (after accounts or aliases change). */
    invalidate(userId: string) {
      forgetContext(userId);
    },

    registerJobs() {
      // Another process changed who a user is: the copy cached here goes too.
      void (async () => {
        for await (const e of d.events.subscribe('userContextChanged', 'all')) contexts.delete(e.userId);
      })().catch((error) => d.logger.warn('userContextChanged listener stopped', { error: String(error) }));
      d.jobs.handle(ANALYSIS_QUEUE, async (p: { emailId: string }) => void (await analyzeStored(p.emailId)), {
        concurrency: 4,
        settled: (p: { userId?: string }) => p.userId && queueMoved(p.userId),
      });
      d.jobs.handle('commitments.overdue', async () => {
        const n = await d.commitments.markOverdue();
        if (n) d.logger.info(`${n} commitment(s) became overdue`);
      });
      d.jobs.every('commitments.overdue', 10 * 60_000);
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
