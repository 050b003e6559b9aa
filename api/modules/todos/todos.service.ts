// Todos and follow-through: a todo comes from a commitment or by hand and moves
// open → in_progress → done only. Completing a todo completes its commitment and
// completing a commitment elsewhere completes its todo; either way XP is awarded
// once (rules in xp.rules.ts), a nugget is earned when a high-value email's
// commitments are all fulfilled, and the user's open tabs hear about it.
import { z } from 'zod';
import type { Commitment, Prisma, PrismaClient, Todo, TodoStatus } from '../../db/generated/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { XpService } from '../xp/xp.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ViewerProfiles } from '../users/viewer.ts';
import { completionAwards, NUGGET_XP, TODO_BASE_XP, todoPriority } from '../xp/xp.rules.ts';
import { isPastDue, type CommitmentsService } from '../commitments/commitments.service.ts';
import type { MailService } from '../mail/mail.service.ts';

export const TODO_ORDER: TodoStatus[] = ['open', 'in_progress', 'done'];

/**
 * The one order of todo lists (the board, GraphQL and REST): open, then in progress, then done (the
 * enum's order); done ones most recently completed first; the others soonest due first, undated last;
 * then newest; id breaks ties. A board that loads a page at a time fills its columns left to right.
 */
export const TODO_LIST_ORDER: Prisma.TodoOrderByWithRelationInput[] = [
  { status: 'asc' },
  { completedAt: { sort: 'desc', nulls: 'last' } },
  { dueDate: { sort: 'asc', nulls: 'last' } },
  { createdAt: 'desc' },
  { id: 'asc' },
];

export const todoWhere = (userId: string, status?: readonly TodoStatus[] | null): Prisma.TodoWhereInput => ({
  userId,
  ...(status?.length ? { status: { in: [...status] } } : {}),
});

const createInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300, 'Titles are limited to 300 characters'),
  description: z.string().trim().max(5000).optional().nullable(),
  dueDate: z.coerce.date({ message: 'Due date must be a date' }).optional().nullable(),
  contactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Invalid email address' }))
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  priority: z.enum(['high', 'medium', 'low'], { message: 'Priority must be high, medium or low' }).optional(),
});

function validation(error: z.ZodError) {
  return ValidationError.fromFields(error.issues.map((i) => ({ name: String(i.path[0] ?? 'input'), message: i.message })));
}

export function createTodosService(d: {
  prisma: PrismaClient;
  events: EventBus;
  xp: XpService;
  settings: SettingsService;
  commitments: CommitmentsService;
  mail: Pick<MailService, 'nuggetScore' | 'correspondents'>;
  viewers: ViewerProfiles;
}) {
  const { prisma } = d;
  // Every todo change moves the XP summary (its column counts and completion rate), XP paid or not.
  const notify = (userId: string, todoId: string | null, xpChanged: boolean) => {
    if (todoId) d.events.publish('todoUpdated', userId, { userId, todoId });
    if (todoId || xpChanged) d.xp.notifyChanged(userId);
  };

  async function requireOwned(userId: string, id: string) {
    const todo = await prisma.todo.findFirst({ where: { id, userId } });
    if (!todo) throw new NotFoundError('Todo not found');
    return todo;
  }

  /** A nugget: every commitment of a high-value email fulfilled (cancelled and archived ones aside, at least one completed). */
  async function maybeNugget(userId: string, emailId: string | null, todoId: string | null) {
    if (!emailId) return false;
    const [score, statuses, threshold] = await Promise.all([
      d.mail.nuggetScore(userId, emailId),
      d.commitments.statusesOfEmail(userId, emailId),
      d.settings.nuggetThreshold(userId),
    ]);
    if ((score ?? 0) < threshold) return false;
    const live = statuses.filter((s) => s !== 'cancelled' && s !== 'archived');
    if (!live.length || !live.every((s) => s === 'completed')) return false;
    // Credited to the completion that crowned it, so its card shows all it paid.
    return d.xp.award(userId, [{ kind: 'nugget_earned', points: NUGGET_XP, dedupeKey: `nugget:${emailId}` }], { emailId, todoId });
  }

  /** The shared completion path for a todo and/or its commitment. */
  async function complete(userId: string, todo: Todo | null, commitment: Commitment | null, now = new Date()) {
    const settings = await d.settings.get(userId);
    const dueDate = todo?.dueDate ?? commitment?.dueDate ?? null;
    // An archived commitment (from old history) was never overdue on the user's watch: no bonus for clearing it.
    const wasOverdue = commitment?.status === 'overdue' || (commitment?.status !== 'archived' && isPastDue(dueDate, now));
    await prisma.$transaction(async (tx) => {
      if (todo && todo.status !== 'done') {
        await tx.todo.update({ where: { id: todo.id }, data: { status: 'done', completedAt: now, startedAt: todo.startedAt ?? now } });
      }
      if (commitment && commitment.status !== 'completed') {
        await d.commitments.complete(commitment.id, now, tx);
      }
    });
    const awards = completionAwards({
      todoId: todo?.id ?? commitment!.id,
      commitmentId: commitment?.id ?? null,
      priority: todo?.priority ?? commitment?.priority ?? 'medium',
      createdAt: todo?.createdAt ?? commitment!.createdAt,
      completedAt: now,
      dueDate,
      wasOverdue,
      isPromiseMade: commitment?.type === 'promise_made',
      timeZone: settings.timeZone,
      manualAwardsToday: commitment ? 0 : await d.xp.manualAwardsToday(userId, settings.timeZone, now),
    });
    const earned = await d.xp.award(userId, awards, {
      todoId: todo?.id ?? null,
      commitmentId: commitment?.id ?? null,
      emailId: commitment?.emailId ?? todo?.emailId ?? null,
    });
    // A nugget only crowns a completion that itself counted (no instant tick-offs).
    const nugget = earned && (await maybeNugget(userId, commitment?.emailId ?? todo?.emailId ?? null, todo?.id ?? null));
    notify(userId, todo?.id ?? null, earned || nugget);
  }

  const service = {
    requireOwned,

    /** The todos made from these commitments, by commitment id. */
    async byCommitmentIds(commitmentIds: string[]) {
      const rows = commitmentIds.length ? await prisma.todo.findMany({ where: { commitmentId: { in: commitmentIds } } }) : [];
      return new Map(rows.map((t) => [t.commitmentId!, t]));
    },

    /** Someone else delivered what the todo waited for: it is done, without XP (their work, not the user's). */
    async closeDelivered(userId: string, todoId: string, now: Date) {
      await prisma.todo.update({ where: { id: todoId }, data: { status: 'done', completedAt: now } });
      // The board's counts and completion rate moved (no XP was paid).
      notify(userId, todoId, false);
    },

    list: (userId: string) => prisma.todo.findMany({ where: todoWhere(userId), orderBy: TODO_LIST_ORDER }),

    /** How many todos each column of the board holds. */
    async counts(userId: string): Promise<Record<TodoStatus, number>> {
      const rows = await prisma.todo.groupBy({ by: ['status'], where: { userId }, _count: { _all: true } });
      const counts: Record<TodoStatus, number> = { open: 0, in_progress: 0, done: 0 };
      for (const r of rows) counts[r.status] = r._count._all;
      return counts;
    },

    async create(userId: string, input: unknown) {
      const parsed = createInput.safeParse(input ?? {});
      if (!parsed.success) throw validation(parsed.error);
      const { title, description, dueDate, contactEmail, priority = 'medium' } = parsed.data;
      const todo = await prisma.todo.create({
        data: {
          userId,
          title,
          description: description ?? '',
          dueDate: dueDate ?? null,
          contactEmail: contactEmail ?? null,
          priority,
          xpValue: TODO_BASE_XP[priority],
        },
      });
      notify(userId, todo.id, false);
      return todo;
    },

    /** CREATE TODO on a commitment: title, description, due date, contact and the email link carried over. */
    async createFromCommitment(userId: string, commitmentId: string) {
      const c = await d.commitments.requireOwned(userId, commitmentId);
      const [existing, email] = await Promise.all([
        prisma.todo.findUnique({ where: { commitmentId: c.id } }),
        c.emailId ? d.mail.correspondents(c.emailId) : null,
      ]);
      if (existing) return existing; // one todo per commitment: asking again returns it
      if (c.status === 'completed' || c.status === 'cancelled') {
        throw ValidationError.fromFields([{ name: 'commitmentId', message: `This commitment is already ${c.status}.` }]);
      }
      // The other person: whom it is owed to (a promise, an action item) or who owes it (a request, a
      // deadline), else the mail's sender, else its first recipient — never the user themself (a deadline
      // the user must meet is "owed by" the user; mail the user sent is "from" them).
      const mine = new Set((await d.viewers.load(userId)).addresses);
      const recipients = Array.isArray(email?.to) ? (email.to as { email?: string }[]).map((r) => r?.email ?? '') : [];
      const named = c.type === 'promise_made' || c.type === 'action_item' ? c.owedTo : c.owedBy;
      const contact = [named, email?.fromAddress, ...recipients].find((a): a is string => !!a && a.includes('@') && !mine.has(a.trim().toLowerCase())) ?? null;
      const priority = todoPriority(c.priority);
      const todo = await prisma.todo.create({
        data: {
          userId,
          commitmentId: c.id,
          emailId: c.emailId,
          title: c.title,
          description: [c.description, c.sourceQuote ? `“${c.sourceQuote}”` : ''].filter(Boolean).join('\n\n'),
          dueDate: c.dueDate,
          contactEmail: contact?.trim().toLowerCase() ?? null,
          priority,
          xpValue: TODO_BASE_XP[priority],
        },
      });
      notify(userId, todo.id, false);
      return todo;
    },

    /** Moves a todo forward (one step by default); backward moves are refused. */
    async setStatus(userId: string, id: string, status?: string) {
      const todo = await requireOwned(userId, id);
      const from = TODO_ORDER.indexOf(todo.status);
      const target = status === undefined ? TODO_ORDER[Math.min(from + 1, TODO_ORDER.length - 1)]! : (status as TodoStatus);
      const to = TODO_ORDER.indexOf(target);
      if (to < 0) throw ValidationError.fromFields([{ name: 'status', message: 'Status must be open, in_progress or done' }]);
      if (to < from) {
        throw ValidationError.fromFields([
          { name: 'status', message: `A todo cannot move back from ${todo.status} to ${target}: todos only move open → in_progress → done.` },
        ]);
      }
      if (to === from) {
        if (todo.status === 'done') throw ValidationError.fromFields([{ name: 'status', message: 'This todo is already done.' }]);
        return todo;
      }
      if (target === 'in_progress') {
        const updated = await prisma.todo.update({ where: { id }, data: { status: 'in_progress', startedAt: new Date() } });
        if (todo.commitmentId) await d.commitments.markInProgress(todo.commitmentId);
        notify(userId, id, false);
        return updated;
      }
      const commitment = todo.commitmentId ? await d.commitments.byId(todo.commitmentId) : null;
      await complete(userId, todo, commitment);
      return prisma.todo.findUniqueOrThrow({ where: { id } });
    },

    /**
     * A commitment's status set by the user (mining screen, API): completing it goes
     * through follow-through (its todo completes and XP is awarded once); any other
     * status is the commitment's own. Both doors call this.
     */
    updateCommitmentStatus(userId: string, commitmentId: string, status: string) {
      return status === 'completed' ? service.completeCommitment(userId, commitmentId) : d.commitments.setStatus(userId, commitmentId, status);
    },

    /** A commitment marked completed elsewhere (mining screen, API): its todo follows and XP is awarded once. */
    async completeCommitment(userId: string, commitmentId: string) {
      const c = await d.commitments.requireOwned(userId, commitmentId);
      const todo = await prisma.todo.findUnique({ where: { commitmentId: c.id } });
      if (c.status !== 'completed' || (todo && todo.status !== 'done')) await complete(userId, todo, c);
      return (await d.commitments.byId(c.id))!;
    },
  };
  return service;
}

export type TodosService = ReturnType<typeof createTodosService>;
