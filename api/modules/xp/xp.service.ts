// XP: the ledger (XpEvent) is the only record; every figure is derived from it.
import type { PrismaClient } from '../../db/generated/client.ts';
import type { EventBus } from '../../platform/events.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { TodosService } from '../todos/todos.service.ts';
import { dailyStreak, dayInZone, levelFor } from './xp.rules.ts';

export type XpSummary = {
  userId: string;
  totalXP: number;
  level: number;
  xpToNextLevel: number;
  levelStartXP: number;
  nextLevelXP: number;
  dailyStreak: number;
  nuggetsEarned: number;
  completionRate: number;
  /** How many todos each column of the board holds (completionRate is done / all of them). */
  todoCounts: Record<'open' | 'in_progress' | 'done', number>;
};

export function createXpService(
  prisma: PrismaClient,
  events: EventBus,
  settings: Pick<SettingsService, 'timeZone'>,
  /** The board's column counts (the todos service, made after this one: todos award XP). */
  todos: Pick<TodosService, 'counts'>,
) {
  return {
    async summary(userId: string, now = new Date()): Promise<XpSummary> {
      const [total, nuggets, completions, counts, timeZone] = await Promise.all([
        prisma.xpEvent.aggregate({ where: { userId }, _sum: { points: true } }),
        prisma.xpEvent.count({ where: { userId, kind: 'nugget_earned' } }),
        // A year of completions is more than any streak needs.
        prisma.xpEvent.findMany({
          where: { userId, kind: 'todo_completed', occurredAt: { gte: new Date(now.getTime() - 366 * 86_400_000) } },
          select: { occurredAt: true },
        }),
        todos.counts(userId),
        settings.timeZone(userId),
      ]);
      const totalXP = total._sum.points ?? 0;
      const all = counts.open + counts.in_progress + counts.done;
      const done = counts.done;
      return {
        userId,
        totalXP,
        ...levelFor(totalXP),
        dailyStreak: dailyStreak(
          completions.map((c) => c.occurredAt),
          now,
          timeZone,
        ),
        nuggetsEarned: nuggets,
        completionRate: all ? done / all : 0,
        todoCounts: counts,
      };
    },

    /** Writes awards to the ledger (each key once: repeats are ignored); true when anything was new. */
    async award(
      userId: string,
      awards: { kind: string; points: number; dedupeKey: string }[],
      refs: { todoId?: string | null; commitmentId?: string | null; emailId?: string | null } = {},
      tx: Pick<PrismaClient, 'xpEvent'> = prisma,
    ): Promise<boolean> {
      if (!awards.length) return false;
      const { count } = await tx.xpEvent.createMany({
        data: awards.map((a) => ({
          userId,
          kind: a.kind,
          points: a.points,
          dedupeKey: a.dedupeKey,
          todoId: refs.todoId ?? null,
          commitmentId: refs.commitmentId ?? null,
          emailId: refs.emailId ?? null,
        })),
        skipDuplicates: true,
      });
      return count > 0;
    },

    /** Hand-made todos already awarded today, in the user's time zone (the daily cap). */
    async manualAwardsToday(userId: string, timeZone: string, now = new Date()) {
      const today = dayInZone(now, timeZone);
      const recent = await prisma.xpEvent.findMany({
        where: { userId, kind: 'todo_completed', commitmentId: null, occurredAt: { gte: new Date(now.getTime() - 2 * 86_400_000) } },
        select: { occurredAt: true },
      });
      return recent.filter((e) => dayInZone(e.occurredAt, timeZone) === today).length;
    },

    /** Tells the user's open tabs that their XP changed. */
    notifyChanged(userId: string) {
      events.publish('xpChanged', userId, { userId });
    },
  };
}

export type XpService = ReturnType<typeof createXpService>;
