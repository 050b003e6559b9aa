import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import { isUserEdited, TRANSACTION_ORDER, TRANSACTION_TYPES, transactionWhere, type TransactionFilter } from './transactions.service.ts';
import { GraphQLError } from 'graphql';

export const TransactionTypeEnum = builder.enumType('TransactionType', { values: TRANSACTION_TYPES });

export const TransactionNode = builder.prismaNode('Transaction', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.id ?? '' }),
  nullable: true,
  description: 'Money an email is about (or a demo row): what the Financial Tracker lists.',
  fields: (t) => ({
    type: t.field({ type: TransactionTypeEnum, resolve: (r) => r.type as (typeof TRANSACTION_TYPES)[number] }),
    company: t.exposeString('company', { description: 'The venture it belongs to (or the counterparty when none is known); "" when unknown.' }),
    counterparty: t.exposeString('counterparty', { nullable: true }),
    description: t.exposeString('description'),
    category: t.exposeString('category', { nullable: true }),
    amount: t.field({ type: 'Decimal', description: 'Exact, two places: "1250.00".', resolve: (r) => r.amount.toFixed(2) }),
    currency: t.exposeString('currency', { description: 'ISO 4217 code.' }),
    rawAmount: t.exposeString('rawAmount', { nullable: true, description: 'The amount as the email wrote it.' }),
    date: t.expose('date', { type: 'DateTime' }),
    isDemo: t.exposeBoolean('isDemo'),
    editedByUser: t.boolean({ description: 'Corrected by the user: re-analysis of its email keeps it.', resolve: (r) => isUserEdited(r) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    email: t.relation('email', { nullable: true }),
  }),
});

const SummaryRow = builder.objectRef<{ type: (typeof TRANSACTION_TYPES)[number]; total: string; count: number }>('TransactionSummaryRow').implement({
  description: 'One type of the year: exact total and how many.',
  fields: (t) => ({
    type: t.field({ type: TransactionTypeEnum, resolve: (r) => r.type }),
    total: t.field({ type: 'Decimal', resolve: (r) => r.total }),
    count: t.exposeInt('count'),
  }),
});

/** GraphQL's filter: the enum already checked the type; 'all' means no filter, as in REST. */
function validYear(year: number): number {
  if (year < 1900 || year > 9999) throw new GraphQLError('Year must be a four-digit year such as 2024.', { extensions: { code: 'BAD_USER_INPUT' } });
  return year;
}

const filterOf = (a: { year?: number | null; company?: string | null; type?: string | null }): TransactionFilter => ({
  year: a.year === null || a.year === undefined ? null : validYear(a.year),
  company: a.company && a.company !== 'all' ? a.company : null,
  type: a.type ?? null,
});

builder.queryField('transactions', (t) =>
  t.prismaConnection({
    type: 'Transaction',
    cursor: 'id',
    authScopes: { signedIn: true },
    maxSize: 100,
    defaultSize: 50,
    description: "The viewer's transactions, newest first.",
    args: {
      year: t.arg.int({ description: 'Calendar year (UTC).' }),
      company: t.arg.string({ description: "Exact company name; 'all' or none for every company." }),
      type: t.arg({ type: TransactionTypeEnum }),
    },
    resolve: (query, _r, args, ctx) =>
      ctx.prisma.transaction.findMany({ ...query, where: transactionWhere(ctx.viewer!.id, filterOf(args)), orderBy: TRANSACTION_ORDER }),
    totalCount: (_r, args, ctx) => ctx.services.transactions.count(ctx.viewer!.id, filterOf(args)),
  }),
);

builder.queryField('transactionSummary', (t) =>
  t.field({
    type: [SummaryRow],
    authScopes: { signedIn: true },
    description: 'Per type (all four, in order): total and count for the year (and company, when given).',
    args: { year: t.arg.int({ required: true }), company: t.arg.string() },
    resolve: (_r, args, ctx) => ctx.services.transactions.summary(ctx.viewer!.id, filterOf(args)),
  }),
);

builder.queryField('transactionCompanies', (t) =>
  t.stringList({
    authScopes: { signedIn: true },
    description: 'Companies that have transactions, sorted.',
    resolve: (_r, _a, ctx) => ctx.services.transactions.companies(ctx.viewer!.id),
  }),
);

builder.queryField('transactionYears', (t) =>
  t.intList({
    authScopes: { signedIn: true },
    description: 'Years that have transactions, newest first.',
    resolve: (_r, _a, ctx) => ctx.services.transactions.years(ctx.viewer!.id),
  }),
);

const UpdateTransactionInput = builder.inputType('UpdateTransactionInput', {
  description: 'Only the fields given change; the transaction then belongs to the user and survives re-analysis.',
  fields: (t) => ({
    type: t.field({ type: TransactionTypeEnum }),
    amount: t.string({ description: 'A non-negative amount with up to 2 decimals; "$1,250.50" is read as 1250.50.' }),
    company: t.string({ description: 'At most 100 characters.' }),
    category: t.string(),
    description: t.string(),
    date: t.field({ type: 'DateTime' }),
  }),
});

builder.mutationField('updateTransaction', (t) =>
  t.prismaField({
    type: 'Transaction',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'transaction' } },
    args: { id: t.arg.globalID({ required: true, for: TransactionNode }), input: t.arg({ type: UpdateTransactionInput, required: true }) },
    resolve: async (query, _r, { id, input }, ctx) => {
      const row = await ctx.services.transactions.update(ctx.viewer!.id, id.id, input);
      return ctx.prisma.transaction.findUniqueOrThrow({ ...rowQuery(query), where: { id: row.id } });
    },
  }),
);

builder.mutationField('deleteTransaction', (t) =>
  t.field({
    type: 'ID',
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], dataField: { name: 'deletedTransactionId' } },
    description: "Deletes one of the viewer's transactions. Returns its id (for the client store).",
    args: { id: t.arg.globalID({ required: true, for: TransactionNode }) },
    resolve: async (_r, { id }, ctx) => {
      await ctx.services.transactions.remove(ctx.viewer!.id, id.id);
      return Buffer.from(`Transaction:${id.id}`).toString('base64');
    },
  }),
);

builder.mutationField('createSampleTransactions', (t) =>
  t.int({
    authScopes: { signedIn: true },
    errors: { types: [ValidationError], dataField: { name: 'createdCount' } },
    description: 'DEMO DATA: sample transactions, only while the viewer has none.',
    resolve: (_r, _a, ctx) => ctx.services.transactions.createDemo(ctx.viewer!.id),
  }),
);
