// Follow-through nobody else does: high-priority notifications (a nugget arrived, a commitment falls due
// today, a promise the user made is due tomorrow, a promise to the user was delivered), the "Waiting on"
// list of what others promised the user, the nudge draft for a late one, and the rule that closes a waiting
// item when the other person's reply in the thread delivers it (followup.rules.ts).
import crypto from 'node:crypto';
import type { Commitment, Email, PrismaClient } from '../../db/generated/client.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CommitmentsService } from '../commitments/commitments.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { TodosService } from '../todos/todos.service.ts';
import type { EventBus } from '../../platform/events.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ComposeService } from '../compose/compose.service.ts';
import type { AnalysisResult } from '../analysis/analysis.types.ts';
import { sameObligation } from '../commitments/commitments.service.ts';
import type { ViewerProfiles } from '../users/viewer.ts';
import { dayInZone } from '../xp/xp.rules.ts';
import { addDays, DIGEST_HOUR, dueDayOf, isLate, lateSince, localClock, ownText, replyDelivers } from './followup.rules.ts';
import { nudgeFromTone, nudgePrompt, NUDGE_SYSTEM, toneOf, cleanNudge } from './nudge.ts';

type Llm = {
  complete(prompt: string, opts: { userId?: string; purpose: 'nudge'; system?: string; maxTokens?: number }): Promise<{ text: string; model: string }>;
} | null;

/** A nugget is told only when it is this fresh: a first sync of years of mail tells nothing. */
export const NUGGET_NOTIFY_MAX_AGE_MS = 2 * 86_400_000;
/** At most this many nuggets are told per user in NUGGET_BURST_MS (a first sync of a busy mailbox is not a flood). */
export const NUGGET_BURST = 5;
export const NUGGET_BURST_MS = 10 * 60_000;

export type NewNotification = {
  key: string;
  kind: 'nugget' | 'due_today' | 'due_tomorrow' | 'delivered';
  title: string;
  body: string;
  url: string;
  emailId?: string | null;
};

export type WaitingItem = {
  commitment: Commitment;
  late: boolean;
  /** When it became late (its due day, or a week after an undated promise); null while not late. */
  lateSince: Date | null;
  /** Who owes it: the promiser's name or address. */
  from: string;
  emailSubject: string | null;
  promisedAt: Date;
};

const WAITING_STATUSES = ['open', 'in_progress', 'overdue'] as const;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The app's link to an email (the mine opens it) or to the board. */
export const emailUrl = (emailId: string) => `/mine?email=${encodeURIComponent(emailId)}`;
export const todoUrl = (todoId: string) => `/todos?todo=${encodeURIComponent(todoId)}`;

export function createFollowupService(d: {
  prisma: PrismaClient;
  events: EventBus;
  jobs: JobQueue;
  logger: Logger;
  settings: SettingsService;
  commitments: CommitmentsService;
  todos: TodosService;
  mail: MailService;
  accounts: Pick<AccountsService, 'byIds'>;
  compose: ComposeService;
  llm: Llm;
  viewers: ViewerProfiles;
}) {
  const { prisma } = d;

  /**
   * Stores and tells one notification, once per (user, key) across every process: only the insert that made
   * the row publishes. Nothing at all while the user's high-priority notifications are off.
   */
  async function tell(userId: string, n: NewNotification): Promise<boolean> {
    if (!(await d.settings.notificationsOn(userId))) return false;
    const id = crypto.randomUUID();
    const inserted = await prisma.$executeRaw`
      INSERT INTO "Notification" (id, "userId", key, kind, title, body, url, "emailId")
      VALUES (${id}, ${userId}, ${n.key}, ${n.kind}, ${clip(n.title, 200)}, ${clip(n.body, 400)}, ${n.url}, ${n.emailId ?? null})
      ON CONFLICT ("userId", key) DO NOTHING`;
    if (!inserted) return false;
    d.events.publish('notification', userId, { userId, notificationId: id });
    return true;
  }

  /** Who owes a promise received: its owedBy address, else the sender of the mail that made it. */
  function promiserOf(c: Commitment & { email: Pick<Email, 'fromAddress' | 'fromName'> | null }) {
    const by = c.owedBy?.trim().toLowerCase() ?? '';
    return by.includes('@') ? by : (c.email?.fromAddress?.toLowerCase() ?? by);
  }

  /**
   * Closes the thread's waiting items that a later reply of the promiser delivered (followup.rules.ts
   * `replyDelivers`): the promiser wrote it, in the same thread, after the promise, and the reply does not
   * restate the promise (`restated`: what its own analysis mined). Returns the commitments closed.
   */
  async function settleThread(userId: string, threadId: string, restated: Map<string, AnalysisResult['commitments']> = new Map()) {
    const promises = await d.commitments.waitingPromises(userId, [...WAITING_STATUSES], threadId);
    if (!promises.length) return [];
    const [emails, todos] = await Promise.all([d.mail.headersOf(promises.map((c) => c.emailId)), d.todos.byCommitmentIds(promises.map((c) => c.id))]);
    const waiting = promises.map((c) => ({ ...c, email: (c.emailId && emails.get(c.emailId)) || null, todo: todos.get(c.id) ?? null }));
    const replies = await d.mail.thread(userId, threadId, { received: true });
    const closed: string[] = [];
    for (const c of waiting) {
      const promiser = promiserOf(c);
      const promisedAt = c.email?.receivedAt ?? c.createdAt;
      if (!promiser) continue;
      for (const r of replies) {
        if (r.id === c.emailId || r.receivedAt <= promisedAt || r.fromAddress?.toLowerCase() !== promiser) continue;
        // The reply promises the same thing again ("I'll send the deck Friday"): not delivered.
        if (
          (restated.get(r.id) ?? []).some(
            (m) => m.type === 'promise_received' && sameObligation({ type: c.type, title: c.title, dueDate: null }, { ...m, dueDate: null }),
          )
        )
          continue;
        const verdict = replyDelivers(c, { text: r.textBody, hasAttachments: r.hasAttachments });
        if (!verdict.delivered) continue;
        const now = new Date();
        if (!(await d.commitments.markDelivered(c.id, [...WAITING_STATUSES], r.id, now))) break;
        // Their work, not the user's: the todo follows without XP.
        if (c.todo && c.todo.status !== 'done') await d.todos.closeDelivered(userId, c.todo.id, now);
        closed.push(c.id);
        d.logger.debug('waiting item delivered', { commitmentId: c.id, emailId: r.id, reason: verdict.reason });
        await tell(userId, {
          key: `delivered:${c.id}`,
          kind: 'delivered',
          title: `Delivered: ${c.title}`,
          body: `${r.fromName || r.fromAddress} replied in "${r.subject}": ${clip(ownText(r.textBody).trim().replace(/\s+/g, ' '), 140)}`,
          url: emailUrl(r.id),
          emailId: r.id,
        });
        break;
      }
    }
    return closed;
  }

  /**
   * Commitments falling due today (any kind) and promises the user made that are due tomorrow, told from
   * 07:00 in the user's zone, once each per day. `userId` limits the check to one user (after their mail
   * was analysed); without it every user with notifications on is checked (the job, every ten minutes).
   */
  async function dueCheck(now = new Date(), userId?: string) {
    // On by default: a user who never saved settings has no row and is told too.
    const off = await d.settings.notificationsOffUserIds();
    if (userId && off.includes(userId)) return 0;
    const due = await d.commitments.dueBetween(new Date(now.getTime() - 2 * 86_400_000), new Date(now.getTime() + 3 * 86_400_000), {
      userId,
      exceptUserIds: off,
      take: 5000,
    });
    if (!due.length) return 0;
    const [zones, todos, emails] = await Promise.all([
      d.settings.timeZones([...new Set(due.map((c) => c.userId))]),
      d.todos.byCommitmentIds(due.map((c) => c.id)),
      d.mail.headersOf(due.map((c) => c.emailId)),
    ]);
    const rows = due.map((c) => ({ ...c, todo: todos.get(c.id) ?? null, email: (c.emailId && emails.get(c.emailId)) || null }));
    let told = 0;
    for (const c of rows) {
      const tz = zones.get(c.userId) ?? 'UTC';
      const clock = localClock(now, tz);
      if (clock.hour < DIGEST_HOUR) continue;
      const due = dueDayOf(c.dueDate!, tz);
      const url = c.todo ? todoUrl(c.todo.id) : c.emailId ? emailUrl(c.emailId) : '/todos';
      const about = c.email ? `From "${c.email.subject}"${c.email.fromName || c.email.fromAddress ? ` · ${c.email.fromName || c.email.fromAddress}` : ''}` : '';
      if (due === clock.day) {
        const title =
          c.type === 'promise_received'
            ? `Promised to you for today: ${c.title}`
            : c.type === 'promise_made'
              ? `Due today — you promised: ${c.title}`
              : `Due today: ${c.title}`;
        if (await tell(c.userId, { key: `due_today:${c.id}:${due}`, kind: 'due_today', title, body: about, url, emailId: c.emailId })) told++;
      } else if (due === addDays(clock.day, 1) && c.type === 'promise_made') {
        if (
          await tell(c.userId, {
            key: `due_tomorrow:${c.id}:${due}`,
            kind: 'due_tomorrow',
            title: `Due tomorrow — you promised: ${c.title}`,
            body: about,
            url,
            emailId: c.emailId,
          })
        )
          told++;
      }
    }
    return told;
  }

  const service = {
    tell,
    dueCheck,
    settleThread,

    /**
     * After an email's analysis (analysis.service.ts): a fresh nugget is told, a reply may deliver a waiting
     * item, and commitments it made may fall due today.
     */
    async afterAnalysis(a: { email: Email; result: AnalysisResult; isSent: boolean; firstTime: boolean; threshold: number }) {
      const { email, result } = a;
      if (
        a.firstTime &&
        !a.isSent &&
        !email.isDeleted &&
        result.nuggetScore >= a.threshold &&
        Date.now() - email.receivedAt.getTime() < NUGGET_NOTIFY_MAX_AGE_MS &&
        // Arrived in a connected mailbox: an imported archive tells nothing.
        (await d.accounts.byIds(await d.mail.sourceAccountIds(email.id))).some((a) => a.provider !== 'imported') &&
        (await prisma.notification.count({ where: { userId: email.userId, kind: 'nugget', createdAt: { gt: new Date(Date.now() - NUGGET_BURST_MS) } } })) <
          NUGGET_BURST
      ) {
        const from = email.fromName || email.fromAddress || 'Someone';
        await tell(email.userId, {
          key: `nugget:${email.id}`,
          kind: 'nugget',
          title: `Nugget ${result.nuggetScore}: ${email.subject || '(no subject)'}`,
          body: `${from} — ${result.summary || email.snippet}`,
          url: emailUrl(email.id),
          emailId: email.id,
        });
      }
      if (!a.isSent) await settleThread(email.userId, email.threadId, new Map([[email.id, result.commitments]]));
      else await settleThread(email.userId, email.threadId);
      if (result.commitments.length) await dueCheck(new Date(), email.userId);
    },

    /** The user's latest notifications (newest first). */
    recent: (userId: string, take = 20) =>
      prisma.notification.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, take: Math.min(Math.max(take, 1), 100) }),

    /** One notification of the user, for the subscription; null once their notifications are off. */
    async forDelivery(userId: string, id: string) {
      if (!(await d.settings.notificationsOn(userId))) return null;
      return prisma.notification.findFirst({ where: { id, userId } });
    },

    /**
     * Waiting on: what others promised the user and have not delivered (open, in progress or overdue promises
     * received), late ones first with the oldest overdue on top, then the rest by due date (undated last).
     */
    async waitingOn(userId: string, now = new Date(), take = 100): Promise<WaitingItem[]> {
      const settings = await d.settings.get(userId);
      const promises = await d.commitments.waitingPromises(userId, [...WAITING_STATUSES], undefined, 1000);
      const emails = await d.mail.headersOf(promises.map((c) => c.emailId));
      const rows = promises.map((c) => ({ ...c, email: (c.emailId && emails.get(c.emailId)) || null }));
      const items = rows.map((c) => {
        const w = { status: c.status, dueDate: c.dueDate, createdAt: c.createdAt, emailReceivedAt: c.email?.receivedAt ?? null };
        const late = isLate(w, now, settings.timeZone);
        return {
          commitment: c,
          late,
          lateSince: late ? new Date(lateSince(w, settings.timeZone)) : null,
          from: c.email?.fromName || c.owedBy || c.email?.fromAddress || 'Someone',
          emailSubject: c.email?.subject ?? null,
          promisedAt: c.email?.receivedAt ?? c.createdAt,
        };
      });
      items.sort((a, b) => {
        if (a.late !== b.late) return a.late ? -1 : 1;
        if (a.late) return a.lateSince!.getTime() - b.lateSince!.getTime() || a.promisedAt.getTime() - b.promisedAt.getTime();
        const ad = a.commitment.dueDate?.getTime() ?? Infinity;
        const bd = b.commitment.dueDate?.getTime() ?? Infinity;
        return ad - bd || a.promisedAt.getTime() - b.promisedAt.getTime();
      });
      return items.slice(0, take);
    },

    /**
     * A nudge for a waiting item, as a draft reply in its thread (to the promiser's latest message there),
     * written in the user's own tone from their messages (the model's when configured, else the local
     * template). Only a draft: the user reads it in the composer and sends it, or not.
     */
    async draftNudge(userId: string, commitmentId: string, now = new Date()) {
      const found = await d.commitments.requireOwned(userId, commitmentId);
      const c = { ...found, email: (found.emailId && (await d.mail.headersOf([found.emailId])).get(found.emailId)) || null };
      if (c.type !== 'promise_received')
        throw ValidationError.fromFields([{ name: 'commitmentId', message: 'Only a promise someone made you can be nudged.' }]);
      if (!(WAITING_STATUSES as readonly string[]).includes(c.status)) {
        throw ValidationError.fromFields([{ name: 'commitmentId', message: `This promise is already ${c.status}.` }]);
      }
      const threadId = c.threadId ?? c.email?.threadId ?? null;
      if (!threadId || !c.email) throw ValidationError.fromFields([{ name: 'commitmentId', message: 'This promise has no mail thread to reply in.' }]);
      const promiser = promiserOf(c as Parameters<typeof promiserOf>[0]);
      const [settings, user, thread] = await Promise.all([d.settings.get(userId), d.viewers.load(userId), d.mail.thread(userId, threadId)]);
      const theirs = thread.filter((e) => !e.isSent && e.fromAddress?.toLowerCase() === promiser);
      const replyTo = theirs.at(-1) ?? thread.find((e) => e.id === c.emailId) ?? c.email;
      // The user's tone: their own messages in this thread, else their latest to this person, else their latest at all.
      let mine = thread.filter((e) => e.isSent).map((e) => e.textBody);
      if (!mine.length) {
        mine = await d.mail.latestSentBodies(userId, 3, promiser || undefined).catch(() => []);
      }
      if (!mine.length) mine = await d.mail.latestSentBodies(userId, 3);
      const userName =
        [user.firstName, user.lastName]
          .map((s) => s?.trim())
          .filter(Boolean)
          .join(' ') || null;
      const ctx = {
        commitment: c,
        promiserName: c.email.fromAddress?.toLowerCase() === promiser ? c.email.fromName : (theirs.at(-1)?.fromName ?? null),
        promiserAddress: promiser,
        userName,
        userAddresses: user.addresses,
        tone: toneOf(mine),
        myMessages: mine.slice(-3),
        thread: thread.slice(-6),
        timeZone: settings.timeZone,
        now,
        late: isLate({ status: c.status, dueDate: c.dueDate, createdAt: c.createdAt, emailReceivedAt: c.email.receivedAt }, now, settings.timeZone),
      };
      let body: string | null = null;
      let generatedBy = 'local';
      if (d.llm) {
        try {
          const out = await d.llm.complete(nudgePrompt(ctx), { userId, purpose: 'nudge', system: NUDGE_SYSTEM, maxTokens: 400 });
          body = cleanNudge(out.text) || null;
          if (body) generatedBy = out.model;
        } catch (error) {
          d.logger.warn('nudge: the model failed; the template stands in', { error: (error as Error).message });
        }
      }
      body ??= nudgeFromTone(ctx);
      const draft = await d.compose.save(userId, { replyToId: replyTo.id, body, ...(promiser.includes('@') ? { to: [promiser] } : {}) });
      return { draft, generatedBy, commitment: c };
    },

    registerJobs() {
      d.jobs.handle('notifications.due', async () => {
        const n = await dueCheck();
        if (n) d.logger.info(`notifications: ${n} due-date notification(s) told`);
      });
      d.jobs.every('notifications.due', 10 * 60_000);
    },
  };
  return service;
}

export type FollowupService = ReturnType<typeof createFollowupService>;

export { dayInZone };
