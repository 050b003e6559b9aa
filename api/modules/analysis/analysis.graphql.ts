// Analysis on Email, the nuggets/sludge split, the lab, mining with live progress.
import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError } from '../../graphql/errors.ts';
import type { MiningProgressEvent } from '../../platform/events.ts';
import type { AnalysisResult } from './analysis.types.ts';
import type { AnalysisProgress } from './analysis.service.ts';
import { EmailType, mailConnection } from '../mail/mail.graphql.ts';
import { EMAIL_COMMITMENT_ORDER } from '../commitments/commitments.service.ts';

builder.prismaObjectFields('Email', (t) => ({
  nuggetScore: t.exposeInt('nuggetScore', { nullable: true, description: '0–100; null until analysed.' }),
  category: t.exposeString('category', { nullable: true }),
  priority: t.exposeString('priority', { nullable: true, description: 'high (score ≥ 70), medium, low' }),
  summary: t.exposeString('summary', { nullable: true }),
  suggestedReply: t.exposeString('suggestedReply', { nullable: true }),
  sentiment: t.exposeString('sentiment', { nullable: true }),
  urgency: t.exposeString('urgency', { nullable: true }),
  keyPoints: t.exposeStringList('keyPoints'),
  suggestedActions: t.exposeStringList('suggestedActions'),
  actionRequired: t.exposeBoolean('actionRequired'),
  company: t.exposeString('company', { nullable: true }),
  financialAmount: t.string({ nullable: true, select: { financialAmount: true }, resolve: (e) => e.financialAmount?.toString() ?? null }),
  analyzedBy: t.exposeString('analyzedBy', { nullable: true, description: 'local, llm:<model>, or local (LLM failed: …)' }),
  analyzedAt: t.expose('analyzedAt', { type: 'DateTime', nullable: true }),
  analysisSignals: t.exposeStringList('analysisSignals', {
    description: 'Why it scored as it did, as the analyzer explained it ("you have written to this sender before (+20)"); empty until analysed.',
  }),
  commitments: t.relation('commitments', { query: { orderBy: EMAIL_COMMITMENT_ORDER } }),
  commitmentCount: t.relationCount('commitments'),
}));

mailConnection(
  'nuggets',
  "Analysed mail scoring at or above the viewer's nugget threshold (default 70); the same list as emails(filter: { view: NUGGETS }).",
  'nuggets',
);
mailConnection('sludge', 'Analysed mail scoring below the threshold; the same list as emails(filter: { view: SLUDGE }).', 'sludge');

const MinedCommitment = builder.objectRef<AnalysisResult['commitments'][number]>('MinedCommitment').implement({
  description: 'A commitment as an analyzer found it (not stored).',
  fields: (t) => ({
    type: t.exposeString('type'),
    owedBy: t.exposeString('owedBy'),
    owedTo: t.exposeString('owedTo'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    dueDate: t.expose('dueDate', { type: 'DateTime', nullable: true }),
    dueText: t.exposeString('dueText', { nullable: true }),
    confidence: t.exposeFloat('confidence'),
    quote: t.exposeString('quote'),
  }),
});

const MinedTransaction = builder.objectRef<NonNullable<AnalysisResult['transaction']>>('MinedTransaction').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    amount: t.exposeString('amount'),
    currency: t.exposeString('currency'),
    counterparty: t.exposeString('counterparty', { nullable: true }),
    date: t.expose('date', { type: 'DateTime' }),
    rawAmount: t.exposeString('rawAmount'),
  }),
});

const AnalysisResultType = builder.objectRef<AnalysisResult>('AnalysisResult').implement({
  description: 'What an analyzer says about one email.',
  fields: (t) => ({
    nuggetScore: t.exposeInt('nuggetScore'),
    category: t.exposeString('category'),
    priority: t.exposeString('priority'),
    summary: t.exposeString('summary'),
    suggestedReply: t.exposeString('suggestedReply'),
    sentiment: t.exposeString('sentiment'),
    urgency: t.exposeString('urgency'),
    keyPoints: t.exposeStringList('keyPoints'),
    suggestedActions: t.exposeStringList('suggestedActions'),
    actionRequired: t.exposeBoolean('actionRequired'),
    company: t.exposeString('company', { nullable: true }),
    commitments: t.field({ type: [MinedCommitment], resolve: (r) => r.commitments }),
    transaction: t.field({ type: MinedTransaction, nullable: true, resolve: (r) => r.transaction }),
    analyzedBy: t.exposeString('analyzedBy'),
    signals: t.exposeStringList('signals', { description: 'Why it scored as it did.' }),
  }),
});

const AnalyzeEmailInput = builder.inputType('AnalyzeEmailInput', {
  fields: (t) => ({
    from: t.string({ required: true }),
    subject: t.string({ required: true }),
    body: t.string({ required: true }),
    receivedAt: t.field({ type: 'DateTime' }),
    to: t.stringList(),
  }),
});

builder.mutationField('analyzeEmail', (t) =>
  t.field({
    type: AnalysisResultType,
    authScopes: { signedIn: true },
    description: 'The lab: analyses a pasted email without storing it.',
    args: { input: t.arg({ type: AnalyzeEmailInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      ctx.services.analysis.analyzeAdhoc(ctx.viewer!.id, {
        from: input.from.slice(0, 500),
        subject: input.subject.slice(0, 1000),
        body: input.body.slice(0, 200_000),
        receivedAt: input.receivedAt ?? undefined,
        to: input.to ?? undefined,
      }),
  }),
);

builder.mutationField('mineEmail', (t) =>
  t.prismaField({
    type: 'Email',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], dataField: { name: 'email' } },
    description: 'Re-runs commitment mining on one email; progress arrives through miningProgress.',
    args: { id: t.arg.globalID({ required: true, for: EmailType }) },
    resolve: async (query, _r, { id }, ctx) => {
      await ctx.services.analysis.mineEmail(ctx.viewer!.id, id.id);
      return ctx.prisma.email.findUniqueOrThrow({ ...rowQuery(query), where: { id: id.id } });
    },
  }),
);

builder.mutationField('reanalyze', (t) =>
  t.field({
    type: 'Int',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], dataField: { name: 'queued' } },
    description:
      'Queues re-analysis of one email, or of all your mail when no id is given (progress: analysisProgress). Returns how many were queued: 0 when a re-analysis of all mail is already under way.',
    args: { emailId: t.arg.globalID({ for: EmailType }) },
    resolve: (_r, { emailId }, ctx) => ctx.services.analysis.reanalyze(ctx.viewer!.id, emailId?.id),
  }),
);

const AnalysisProgressType = builder.objectRef<AnalysisProgress>('AnalysisProgress').implement({
  description: "The viewer's latest re-analysis of all mail, read from the analysis queue.",
  fields: (t) => ({
    inProgress: t.exposeBoolean('inProgress', { description: 'A re-analysis of all mail is under way.' }),
    total: t.exposeInt('total', { description: 'Emails the latest re-analysis queued (0 when there was none).' }),
    done: t.exposeInt('done', { description: 'Of those, how many have been analysed (or given up on: see failed).' }),
    pending: t.exposeInt('pending', { description: "The viewer's analysis jobs still queued, running or waiting to retry, new mail included." }),
    failed: t.exposeInt('failed', { description: 'Emails of the latest run the analyzer gave up on after retrying.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('analysisProgress', (t) =>
  t.field({
    type: AnalysisProgressType,
    authScopes: { signedIn: true },
    description: 'Progress of "re-analyse all mail" (reanalyze without an id); the analysisProgress subscription tells when it moves.',
    resolve: (_r, _a, ctx) => ctx.services.analysis.progress(ctx.viewer!.id),
  }),
);

builder.subscriptionField('analysisProgress', (t) =>
  t.field({
    type: AnalysisProgressType,
    authScopes: { signedIn: true },
    description: "The viewer's re-analysis progress, again each time their analysis queue moves (at most once a second).",
    subscribe: (_r, _a, ctx) => ctx.events.subscribe('analysisProgress', ctx.viewer!.id),
    resolve: (_e, _a, ctx) => ctx.services.analysis.progress(ctx.viewer!.id),
  }),
);

const MiningProgress = builder.objectRef<MiningProgressEvent>('MiningProgress').implement({
  fields: (t) => ({
    email: t.field({
      type: EmailType,
      nullable: true,
      resolve: (e, _a, ctx) => ctx.services.mail.find(ctx.viewer?.id ?? '', e.emailId),
    }),
    emailId: t.id({ resolve: (e) => Buffer.from(`Email:${e.emailId}`).toString('base64') }),
    phase: t.exposeString('phase', { description: 'queued | reading | extracting | done | failed' }),
    commitmentCount: t.exposeInt('commitmentCount', { nullable: true }),
    message: t.exposeString('message', { nullable: true }),
  }),
});

builder.subscriptionField('miningProgress', (t) =>
  t.field({
    type: MiningProgress,
    authScopes: { signedIn: true },
    description: "Progress of mining runs on the viewer's emails.",
    subscribe: (_r, _a, ctx) => ctx.events.subscribe('miningProgress', ctx.viewer!.id),
    resolve: (e) => e,
  }),
);
