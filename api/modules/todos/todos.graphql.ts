import { builder, rowQuery } from '../../graphql/builder.ts';
import { NotFoundError, ValidationError } from '../../graphql/errors.ts';
import { CommitmentNode } from '../commitments/commitments.graphql.ts';
import type { Context } from '../../context.ts';
import { paidAward } from '../xp/xp.rules.ts';
import { XpAwardType, XpSummaryType } from '../xp/xp.graphql.ts';
import { TODO_LIST_ORDER, todoWhere } from './todos.service.ts';

export const TodoStatusEnum = builder.enumType('TodoStatus', { values: ['open', 'in_progress', 'done'] as const });

export const TodoNode = builder.prismaNode('Todo', {
  id: { field: 'id' },
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.id ?? '' }),
  nullable: true,
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    status: t.field({ type: TodoStatusEnum, resolve: (todo) => todo.status }),
    priority: t.exposeString('priority'),
    xpValue: t.exposeInt('xpValue', { description: 'Base XP for completing it (bonuses come on top).' }),
    xpEarned: t.int({
      description: 'XP its completion actually paid (base and bonuses; 0 when a rule paid nothing, e.g. completed within a minute of creation).',
      select: { xpEvents: { select: { points: true } } },
      resolve: (todo) => todo.xpEvents.reduce((n, e) => n + e.points, 0),
    }),
    xpAward: t.field({
      type: XpAwardType,
      nullable: true,
      description: 'What its completion paid and why (null until it is done): the same figure as xpEarned, line by line.',
      select: {
        xpEvents: { select: { kind: true, points: true }, orderBy: { occurredAt: 'asc' } },
        status: true,
        createdAt: true,
        completedAt: true,
        commitmentId: true,
      },
      resolve: (todo) =>
        todo.status === 'done'
          ? paidAward({ entries: todo.xpEvents, createdAt: todo.createdAt, completedAt: todo.completedAt, fromMail: !!todo.commitmentId })
          : null,
    }),
    dueDate: t.expose('dueDate', { type: 'DateTime', nullable: true }),
    contactEmail: t.exposeString('contactEmail', { nullable: true }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    commitment: t.relation('commitment', { nullable: true }),
    email: t.relation('email', { nullable: true }),
  }),
});

builder.prismaObjectField('Commitment', 'todo', (t) => t.relation('todo', { nullable: true }));

builder.queryField('todos', (t) =>
  t.prismaConnection({
    type: 'Todo',
    cursor: 'id',
    authScopes: { signedIn: true },
    maxSize: 100,
    defaultSize: 100,
    description: 'Open, then in progress, then done (most recently completed first); open and in-progress ones soonest due first.',
    args: { status: t.arg({ type: [TodoStatusEnum] }) },
    resolve: (query, _r, { status }, ctx) => ctx.prisma.todo.findMany({ ...query, where: todoWhere(ctx.viewer!.id, status), orderBy: TODO_LIST_ORDER }),
    totalCount: (_r, { status }, ctx) => ctx.prisma.todo.count({ where: todoWhere(ctx.viewer!.id, status) }),
  }),
);

export const TodoCounts = builder.objectRef<Record<'open' | 'in_progress' | 'done', number>>('TodoCounts').implement({
  description: 'How many todos each column of the board holds (the board loads its todos a page at a time).',
  fields: (t) => ({
    open: t.exposeInt('open'),
    inProgress: t.exposeInt('in_progress'),
    done: t.exposeInt('done'),
  }),
});

builder.objectField(XpSummaryType, 'todoCounts', (t) =>
  t.field({ type: TodoCounts, description: "The board's column counts (completionRate is done / all of them).", resolve: (summary) => summary.todoCounts }),
);

/** A todo mutation's success payload carries the XP summary as the change left it: the board needs no second request. */
const xpSummaryAfter = (_r: unknown, _a: unknown, ctx: Context) => ctx.services.xp.summary(ctx.viewer!.id);

builder.queryField('todoCounts', (t) =>
  t.field({ type: TodoCounts, authScopes: { signedIn: true }, resolve: (_r, _a, ctx) => ctx.services.todos.counts(ctx.viewer!.id) }),
);

const CreateTodoInput = builder.inputType('CreateTodoInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    description: t.string(),
    dueDate: t.field({ type: 'DateTime' }),
    contactEmail: t.string(),
    priority: t.string({ description: 'high, medium (default) or low' }),
  }),
});

builder.mutationField('createTodo', (t) =>
  t.prismaField({
    type: 'Todo',
    authScopes: { signedIn: true },
    errors: {
      types: [ValidationError],
      dataField: { name: 'todo' },
      result: { fields: (t) => ({ xpSummary: t.field({ type: XpSummaryType, description: 'The XP summary after this change.', resolve: xpSummaryAfter }) }) },
    },
    args: { input: t.arg({ type: CreateTodoInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const todo = await ctx.services.todos.create(ctx.viewer!.id, input);
      return ctx.prisma.todo.findUniqueOrThrow({ ...rowQuery(query), where: { id: todo.id } });
    },
  }),
);

builder.mutationField('createTodoFromCommitment', (t) =>
  t.prismaField({
    type: 'Todo',
    authScopes: { signedIn: true },
    errors: {
      types: [ValidationError, NotFoundError],
      dataField: { name: 'todo' },
      result: { fields: (t) => ({ xpSummary: t.field({ type: XpSummaryType, description: 'The XP summary after this change.', resolve: xpSummaryAfter }) }) },
    },
    description: 'CREATE TODO on a mined commitment (asking twice returns the same todo).',
    args: { commitmentId: t.arg.globalID({ required: true, for: CommitmentNode }) },
    resolve: async (query, _r, { commitmentId }, ctx) => {
      const todo = await ctx.services.todos.createFromCommitment(ctx.viewer!.id, commitmentId.id);
      return ctx.prisma.todo.findUniqueOrThrow({ ...rowQuery(query), where: { id: todo.id } });
    },
  }),
);

builder.mutationField('advanceTodo', (t) =>
  t.prismaField({
    type: 'Todo',
    authScopes: { signedIn: true },
    errors: {
      types: [ValidationError, NotFoundError],
      dataField: { name: 'todo' },
      result: { fields: (t) => ({ xpSummary: t.field({ type: XpSummaryType, description: 'The XP summary after this change.', resolve: xpSummaryAfter }) }) },
    },
    description: 'Start Task / Mark Complete: one step forward, or to `status` (never backward).',
    args: { id: t.arg.globalID({ required: true, for: TodoNode }), status: t.arg({ type: TodoStatusEnum }) },
    resolve: async (query, _r, { id, status }, ctx) => {
      const todo = await ctx.services.todos.setStatus(ctx.viewer!.id, id.id, status ?? undefined);
      return ctx.prisma.todo.findUniqueOrThrow({ ...rowQuery(query), where: { id: todo.id } });
    },
  }),
);

builder.subscriptionField('todoUpdated', (t) =>
  t.prismaField({
    type: 'Todo',
    authScopes: { signedIn: true },
    nullable: true,
    description: "Each change to one of the viewer's todos (other tabs stay in step).",
    subscribe: (_r, _a, ctx) => ctx.events.subscribe('todoUpdated', ctx.viewer!.id),
    resolve: (query, event, _a, ctx) =>
      ctx.prisma.todo.findFirst({ ...rowQuery(query), where: { id: (event as { todoId: string }).todoId, userId: ctx.viewer!.id } }),
  }),
);
