import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import { COMMITMENT_ORDER, commitmentWhere, COMMITMENT_STATUSES } from './commitments.service.ts';

export const CommitmentTypeEnum = builder.enumType('CommitmentType', {
  values: ['promise_made', 'promise_received', 'action_item', 'deadline'] as const,
});
export const CommitmentStatusEnum = builder.enumType('CommitmentStatus', { values: COMMITMENT_STATUSES });

export const CommitmentNode = builder.prismaNode('Commitment', {
  id: { field: 'id' },
  // Select mode: only the columns the query's fields read (each field exposes its column or selects it).
  select: { id: true },
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.id ?? '' }),
  nullable: true,
  fields: (t) => ({
    type: t.field({ type: CommitmentTypeEnum, select: { type: true }, resolve: (c) => c.type }),
    status: t.field({ type: CommitmentStatusEnum, select: { status: true }, resolve: (c) => c.status }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    dueDate: t.expose('dueDate', { type: 'DateTime', nullable: true }),
    confidence: t.exposeFloat('confidence', { description: '0–1' }),
    priority: t.exposeString('priority'),
    category: t.exposeString('category', { nullable: true }),
    sourceQuote: t.exposeString('sourceQuote', { nullable: true, description: 'The sentence it was mined from.' }),
    owedBy: t.exposeString('owedBy', { nullable: true }),
    owedTo: t.exposeString('owedTo', { nullable: true }),
    owedByYou: t.boolean({
      description: 'The viewer owes it (a promise they made, or an ask or deadline that is theirs); false when someone owes it to them.',
      select: { owedBy: true, type: true },
      resolve: async (c, _args, ctx) => {
        if (c.type === 'promise_made') return true;
        if (c.type === 'promise_received') return false;
        const by = c.owedBy?.trim().toLowerCase() ?? '';
        return by === 'you' || by === 'me' || (await ctx.profile()).addresses.includes(by);
      },
    }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    email: t.relation('email', { nullable: true }),
  }),
});

const CommitmentFilter = builder.inputType('CommitmentFilter', {
  fields: (t) => ({
    status: t.field({ type: [CommitmentStatusEnum] }),
    type: t.field({ type: [CommitmentTypeEnum] }),
    dueAfter: t.field({ type: 'DateTime' }),
    dueBefore: t.field({ type: 'DateTime' }),
  }),
});

builder.queryField('commitments', (t) =>
  t.prismaConnection({
    type: 'Commitment',
    cursor: 'id',
    authScopes: { signedIn: true },
    maxSize: 100,
    defaultSize: 10,
    args: { filter: t.arg({ type: CommitmentFilter }) },
    resolve: (query, _r, { filter }, ctx) =>
      ctx.prisma.commitment.findMany({
        ...query,
        where: commitmentWhere(ctx.viewer!.id, filter ?? {}),
        orderBy: COMMITMENT_ORDER,
      }),
    totalCount: (_r, { filter }, ctx) => ctx.prisma.commitment.count({ where: commitmentWhere(ctx.viewer!.id, filter ?? {}) }),
  }),
);

builder.mutationField('updateCommitment', (t) =>
  t.prismaField({
    type: 'Commitment',
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError], dataField: { name: 'commitment' } },
    args: { id: t.arg.globalID({ required: true, for: CommitmentNode }), status: t.arg({ type: CommitmentStatusEnum, required: true }) },
    resolve: async (query, _r, { id, status }, ctx) => {
      const c = await ctx.services.todos.updateCommitmentStatus(ctx.viewer!.id, id.id, status);
      return ctx.prisma.commitment.findUniqueOrThrow({ ...rowQuery(query), where: { id: c.id } });
    },
  }),
);
