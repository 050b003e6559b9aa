// Ask Nugget in GraphQL: `ask(input: {query})` answers and records the question;
// `askHistory` lists the viewer's earlier questions, newest first; `clearAskHistory`
// forgets them. An answer is an `AskQuery` node: the one just asked carries its full
// results (highlighted emails, commitments, transactions, citations); an answer read
// back from history carries the emails it showed, without highlights.
import { builder } from '../../graphql/builder.ts';
import { ValidationError } from '../../graphql/errors.ts';
import type { AskQuery } from '../../db/generated/client.ts';
import { CommitmentNode } from '../commitments/commitments.graphql.ts';
import { AddressType, EmailType } from '../mail/mail.graphql.ts';
import type { AskAnswer, EmailHit, TransactionHit } from './search.service.ts';

/** The live results of an answer just given, riding along on its row. */
const LIVE = Symbol('askLive');
type AnswerRow = AskQuery & { [LIVE]?: AskAnswer };

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

const AskEmailMatch = builder.objectRef<EmailHit & { citation?: number | null }>('AskEmailMatch').implement({
  description: 'An email that answers the question, with the matched words highlighted.',
  fields: (t) => ({
    emailId: t.id({ description: 'Global id of the Email.', resolve: (h) => globalId('Email', h.id) }),
    subject: t.exposeString('subject'),
    subjectHtml: t.exposeString('subjectHtml', { description: 'The subject, HTML-escaped, matched words in <mark>.' }),
    snippetHtml: t.exposeString('snippetHtml', { description: 'Body fragments around the matches, HTML-escaped apart from <mark> tags.' }),
    from: t.field({
      type: AddressType,
      nullable: true,
      resolve: (h) => (h.fromAddress || h.fromName ? { name: h.fromName ?? '', email: h.fromAddress ?? '' } : null),
    }),
    receivedAt: t.expose('receivedAt', { type: 'DateTime' }),
    company: t.exposeString('company', { nullable: true }),
    summary: t.exposeString('summary', { nullable: true }),
    link: t.exposeString('link', { description: 'Where the email opens: /mine?email=<id>.' }),
    score: t.exposeFloat('score', { description: 'Relevance blended with recency (0–1); 0 for history and structure-only matches ordered by date.' }),
    citation: t.int({ nullable: true, description: 'The [n] the answer cites this email by, if it does.', resolve: (h) => h.citation ?? null }),
    email: t.field({
      type: EmailType,
      nullable: true,
      resolve: (h, _a, ctx) => ctx.services.mail.find(ctx.viewer?.id ?? '', h.id),
    }),
  }),
});

const AskTransaction = builder.objectRef<TransactionHit>('AskTransaction').implement({
  description: 'Money found for a money question ("invoices over $5,000").',
  fields: (t) => ({
    id: t.id({ resolve: (x) => globalId('Transaction', x.id) }),
    type: t.exposeString('type', { description: 'Revenue, Expense, Invoice or Order.' }),
    company: t.exposeString('company'),
    counterparty: t.exposeString('counterparty', { nullable: true }),
    description: t.exposeString('description'),
    amount: t.expose('amount', { type: 'Decimal' }),
    currency: t.exposeString('currency'),
    rawAmount: t.exposeString('rawAmount', { nullable: true }),
    date: t.expose('date', { type: 'DateTime' }),
    link: t.string({ nullable: true, resolve: (x) => (x.emailId ? `/mine?email=${encodeURIComponent(x.emailId)}` : null) }),
  }),
});

const AskCitation = builder.objectRef<{ number: number; emailId: string }>('AskCitation').implement({
  description: 'An email the generated answer cites as [number].',
  fields: (t) => ({
    number: t.exposeInt('number'),
    emailId: t.id({ resolve: (c) => globalId('Email', c.emailId) }),
    link: t.string({ resolve: (c) => `/mine?email=${encodeURIComponent(c.emailId)}` }),
  }),
});

export const AskQueryNode = builder.prismaNode('AskQuery', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.id ?? '' }),
  nullable: true,
  description: 'A question asked of Ask Nugget and its answer.',
  fields: (t) => ({
    query: t.exposeString('query'),
    timestamp: t.expose('createdAt', { type: 'DateTime' }),
    summary: t.exposeString('summary', { description: 'Plain text, one item a line; a generated answer cites emails as [n].' }),
    suggestions: t.exposeStringList('suggestions', { description: 'Follow-up questions to ask next.' }),
    answeredBy: t.exposeString('answeredBy', { description: '`local`, or `llm:<model>` for a generated answer.' }),
    interpretation: t.stringList({
      description: 'How the question was read ("from Priya", "last week (…)", "words: term sheet"); empty for history.',
      resolve: (row) => (row as AnswerRow)[LIVE]?.interpretation ?? [],
    }),
    notes: t.stringList({ resolve: (row) => (row as AnswerRow)[LIVE]?.notes ?? [] }),
    totalEmails: t.int({
      description: 'How many emails match in all (the list holds the best of them).',
      resolve: (row) => (row as AnswerRow)[LIVE]?.totalEmails ?? row.resultEmailIds.length,
    }),
    emails: t.field({
      type: [AskEmailMatch],
      resolve: async (row, _a, ctx) => {
        const live = (row as AnswerRow)[LIVE];
        if (live) return live.emails.map((e) => ({ ...e, citation: live.citations.find((c) => c.emailId === e.id)?.number ?? null }));
        return ctx.services.search.historyEmails(ctx.viewer?.id ?? '', row.resultEmailIds);
      },
    }),
    commitments: t.field({
      type: [CommitmentNode],
      description: 'Commitments, for a commitment question ("what do I owe investors").',
      resolve: async (row, _a, ctx) => {
        const ids = (row as AnswerRow)[LIVE]?.commitments.map((c) => c.id) ?? [];
        if (!ids.length) return [];
        const rows = await ctx.services.commitments.ofUser(ctx.viewer?.id ?? '', ids);
        return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is NonNullable<typeof r> => !!r);
      },
    }),
    transactions: t.field({ type: [AskTransaction], resolve: (row) => (row as AnswerRow)[LIVE]?.transactions ?? [] }),
    citations: t.field({ type: [AskCitation], resolve: (row) => (row as AnswerRow)[LIVE]?.citations ?? [] }),
  }),
});

builder.queryField('askHistory', (t) =>
  t.prismaConnection({
    type: 'AskQuery',
    cursor: 'id',
    authScopes: { signedIn: true },
    description: "The viewer's Ask Nugget questions, newest first.",
    maxSize: 100,
    defaultSize: 20,
    resolve: (query, _r, _a, ctx) =>
      ctx.prisma.askQuery.findMany({ ...query, where: { userId: ctx.viewer!.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    totalCount: (_r, _a, ctx) => ctx.prisma.askQuery.count({ where: { userId: ctx.viewer!.id } }),
  }),
);

const AskInput = builder.inputType('AskInput', {
  fields: (t) => ({ query: t.string({ required: true, description: 'The question; trimmed, 1–500 characters.' }) }),
});

builder.mutationField('ask', (t) =>
  t.field({
    type: AskQueryNode,
    authScopes: { signedIn: true },
    description: 'Searches the viewer’s email memory and answers; the answer is kept in askHistory.',
    errors: { types: [ValidationError], dataField: { name: 'answer' } },
    args: { input: t.arg({ type: AskInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const answer = await ctx.services.search.ask(ctx.viewer!.id, input.query);
      return Object.assign({ ...answer.record }, { [LIVE]: answer }) as AnswerRow;
    },
  }),
);

builder.mutationField('clearAskHistory', (t) =>
  t.field({
    type: 'Int',
    authScopes: { signedIn: true },
    description: "Forgets all of the viewer's Ask Nugget questions; returns how many were removed.",
    errors: { types: [ValidationError], dataField: { name: 'deletedCount' } },
    resolve: (_r, _a, ctx) => ctx.services.search.clearHistory(ctx.viewer!.id),
  }),
);
