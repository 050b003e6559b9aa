// The daily digest: one morning email per user and day of their time zone, with what is due today and
// overdue, what others promised them that is late, what the user promised for tomorrow, the new nuggets
// since the last digest (top ten, one line each), money received and due, and the streak. Sent through
// SMTP_URL when the server has one, else through one of the user's connected mailboxes that can send.
// A day's digest goes at most once: the (user, day) row is inserted before the mail goes, so processes
// running the same schedule never both send it.
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Commitment, MailAccount, PrismaClient } from '../../db/generated/client.ts';
import type { Config } from '../../config.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CommitmentsService } from '../commitments/commitments.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { TodosService } from '../todos/todos.service.ts';
import type { TransactionsService } from '../transactions/transactions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { XpService } from '../xp/xp.service.ts';
import type { ViewerProfiles } from '../users/viewer.ts';
import { dayInZone } from '../xp/xp.rules.ts';
import { formatMoney } from '../transactions/transactions.service.ts';
import { sendViaSmtp, smtpSettingsOf, SendError } from '../compose/smtp.sender.ts';
import { sendViaGmail } from '../compose/gmail.sender.ts';
import { smtpCredentialsOf } from '../compose/compose.service.ts';
import { isGmailConfigured } from '../sync/gmail.source.ts';
import { addDays, digestWindowOpen, dueDayOf, isLate, lateSince } from './followup.rules.ts';
import { emailUrl, todoUrl } from './followup.service.ts';

const DAY_MS = 86_400_000;
/** Retries of a day's digest whose sending failed (the server was down); then the day is given up. */
export const DIGEST_MAX_ATTEMPTS = 3;
/** "Send now" at most this often per user. */
export const SEND_NOW_EVERY_MS = 60_000;
const LIST_MAX = 20;

type Line = { title: string; detail: string; url: string };
export type DigestContent = {
  day: string;
  timeZone: string;
  since: Date;
  userName: string;
  dueToday: Line[];
  overdue: Line[];
  dueTomorrow: Line[];
  late: Line[];
  nuggets: Line[];
  nuggetsTotal: number;
  moneyReceived: { total: string[]; lines: Line[] };
  moneyDue: { total: string[]; lines: Line[] };
  streak: number;
  level: number;
  totalXP: number;
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const oneLine = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

function dayTitle(day: string) {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** The subject line: the day and what is in it. */
export function digestSubject(c: DigestContent) {
  const bits = [
    c.dueToday.length ? `${c.dueToday.length} due today` : null,
    c.overdue.length ? `${c.overdue.length} overdue` : null,
    c.late.length ? `${c.late.length} late from others` : null,
    c.nuggetsTotal ? `${c.nuggetsTotal} new nugget${c.nuggetsTotal === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return `Your Nugget digest for ${shortDay(c.day)}${bits.length ? `: ${bits.join(', ')}` : ''}`;
}

/** The digest as HTML (inline styles, as mail clients want) with absolute links into the app at `appUrl`. */
export function digestHtml(c: DigestContent, appUrl: string) {
  const link = (url: string) => esc(new URL(url, appUrl).toString());
  const section = (title: string, lines: Line[], empty: string, id: string, extra = '') => `
    <tr><td style="padding:18px 24px 4px"><h2 id="${id}" style="margin:0;font:700 15px/1.3 Arial,Helvetica,sans-serif;color:#7a5b00;letter-spacing:.04em;text-transform:uppercase">${esc(title)}${lines.length ? ` <span style="color:#8a8a8a;font-weight:400">(${lines.length})</span>` : ''}</h2>${extra}</td></tr>
    <tr><td style="padding:4px 24px 8px">${
      lines.length
        ? `<ul style="margin:0;padding:0 0 0 18px;font:14px/1.45 Arial,Helvetica,sans-serif;color:#1f1f1f">${lines
            .map(
              (l) =>
                `<li style="margin:0 0 6px"><a href="${link(l.url)}" style="color:#1f1f1f;font-weight:600;text-decoration:none">${esc(l.title)}</a>${l.detail ? `<br><span style="color:#666">${esc(l.detail)}</span>` : ''}</li>`,
            )
            .join('')}</ul>`
        : `<p style="margin:0;font:14px/1.45 Arial,Helvetica,sans-serif;color:#8a8a8a">${esc(empty)}</p>`
    }</td></tr>`;
  const totals = (t: string[]) =>
    t.length ? `<p style="margin:4px 0 0;font:600 14px Arial,Helvetica,sans-serif;color:#1f1f1f">${esc(t.join(' · '))}</p>` : '';
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(digestSubject(c))}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;border:1px solid #e6dfcc">
  <tr><td style="padding:22px 24px 6px;border-bottom:3px solid #d4a017">
    <p style="margin:0;font:700 12px Arial,Helvetica,sans-serif;letter-spacing:.14em;color:#b08500">NUGGET · DAILY DIGEST</p>
    <h1 style="margin:6px 0 4px;font:700 22px/1.25 Arial,Helvetica,sans-serif;color:#1f1f1f">Good morning${c.userName ? `, ${esc(c.userName)}` : ''}</h1>
    <p style="margin:0 0 12px;font:14px Arial,Helvetica,sans-serif;color:#666">${esc(dayTitle(c.day))} · ${esc(c.timeZone.replace(/_/g, ' '))}</p>
  </td></tr>
  ${section('Due today', c.dueToday, 'Nothing of yours is due today.', 'due-today')}
  ${section('Overdue', c.overdue, 'Nothing overdue. Well kept.', 'overdue')}
  ${section('You promised for tomorrow', c.dueTomorrow, 'No promise of yours falls due tomorrow.', 'due-tomorrow')}
  ${section('Waiting on — late', c.late, 'Nobody owes you anything late.', 'late')}
  ${section(`New nuggets${c.nuggetsTotal > c.nuggets.length ? ` — top ${c.nuggets.length} of ${c.nuggetsTotal}` : ''}`, c.nuggets, 'No new nuggets since the last digest.', 'nuggets')}
  ${section('Money received', c.moneyReceived.lines, 'No payments in since the last digest.', 'money-received', totals(c.moneyReceived.total))}
  ${section('Money due', c.moneyDue.lines, 'No invoices in the last 30 days.', 'money-due', totals(c.moneyDue.total))}
  <tr><td style="padding:14px 24px 22px"><p id="streak" style="margin:0;padding:12px 14px;background:#fbf6e6;border-radius:8px;font:14px Arial,Helvetica,sans-serif;color:#1f1f1f">
    <strong>Streak: ${c.streak} day${c.streak === 1 ? '' : 's'}</strong> · Level ${c.level} · ${c.totalXP} XP${c.streak ? '' : ' — complete a todo today to start one.'}</p></td></tr>
  <tr><td style="padding:0 24px 20px;font:12px Arial,Helvetica,sans-serif;color:#8a8a8a">Sent because the daily digest is on in <a href="${link('/settings')}" style="color:#8a8a8a">Settings</a>. New nuggets are those received since ${esc(c.since.toISOString().replace('T', ' ').slice(0, 16))} UTC.</td></tr>
</table></td></tr></table></body></html>`;
}

/** The same digest as plain text (the mail's text part). */
export function digestText(c: DigestContent, appUrl: string) {
  const out = [`Nugget daily digest — ${dayTitle(c.day)} (${c.timeZone})`, ''];
  const section = (title: string, lines: Line[], empty: string, totals: string[] = []) => {
    out.push(`${title.toUpperCase()}${lines.length ? ` (${lines.length})` : ''}`);
    if (totals.length) out.push(totals.join(' · '));
    if (!lines.length) out.push(`  ${empty}`);
    for (const l of lines) out.push(`- ${l.title}${l.detail ? ` — ${l.detail}` : ''}`, `  ${new URL(l.url, appUrl).toString()}`);
    out.push('');
  };
  section('Due today', c.dueToday, 'Nothing of yours is due today.');
  section('Overdue', c.overdue, 'Nothing overdue.');
  section('You promised for tomorrow', c.dueTomorrow, 'Nothing.');
  section('Waiting on — late', c.late, 'Nobody owes you anything late.');
  section('New nuggets', c.nuggets, 'No new nuggets since the last digest.');
  section('Money received', c.moneyReceived.lines, 'No payments in since the last digest.', c.moneyReceived.total);
  section('Money due', c.moneyDue.lines, 'No invoices in the last 30 days.', c.moneyDue.total);
  out.push(`Streak: ${c.streak} day(s) · Level ${c.level} · ${c.totalXP} XP`);
  return out.join('\n');
}

type Route = { via: string; send(m: { to: string; subject: string; html: string; text: string; day: string }): Promise<void> };

export function createDigestService(d: {
  prisma: PrismaClient;
  config: Config;
  logger: Logger;
  jobs: JobQueue;
  settings: SettingsService;
  accounts: AccountsService;
  xp: XpService;
  viewers: ViewerProfiles;
  commitments: Pick<CommitmentsService, 'open'>;
  todos: Pick<TodosService, 'byCommitmentIds'>;
  mail: Pick<MailService, 'headersOf' | 'nuggetsReceived'>;
  transactions: Pick<TransactionsService, 'dated'>;
  users: Pick<UsersService, 'findById'>;
}) {
  const { prisma, config } = d;
  const appUrl = () => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

  /** What goes in the user's digest of their current day. */
  async function content(userId: string, now = new Date()): Promise<DigestContent> {
    const [settings, user, lastSent] = await Promise.all([
      d.settings.get(userId),
      d.viewers.load(userId),
      prisma.digestDelivery.findFirst({ where: { userId, status: 'sent', sentAt: { lt: now } }, orderBy: { sentAt: 'desc' }, select: { sentAt: true } }),
    ]);
    const tz = settings.timeZone;
    const today = dayInZone(now, tz);
    const tomorrow = addDays(today, 1);
    const since = lastSent?.sentAt ?? new Date(now.getTime() - DAY_MS);
    const mine = new Set(user.addresses);
    const isMine = (c: Commitment) => {
      if (c.type === 'promise_made') return true;
      if (c.type === 'promise_received') return false;
      const by = c.owedBy?.trim().toLowerCase() ?? '';
      return by === 'you' || by === 'me' || mine.has(by);
    };

    const commitments = await d.commitments.open(userId, 2000);
    // Neither reads anything when there is nothing open.
    const [todos, emails] = await Promise.all([d.todos.byCommitmentIds(commitments.map((c) => c.id)), d.mail.headersOf(commitments.map((c) => c.emailId))]);
    const open = commitments.map((c) => ({ ...c, todo: todos.get(c.id) ?? null, email: (c.emailId && emails.get(c.emailId)) || null }));
    const lineOf = (c: (typeof open)[number], detail: string): Line => ({
      title: c.title,
      detail,
      url: c.todo ? todoUrl(c.todo.id) : c.emailId ? emailUrl(c.emailId) : '/todos',
    });
    const from = (c: (typeof open)[number]) => (c.email ? `from "${clip(c.email.subject, 80)}"` : '');
    const dueToday: Line[] = [];
    const overdue: Line[] = [];
    const dueTomorrow: Line[] = [];
    const late: { line: Line; since: number }[] = [];
    for (const c of open) {
      if (c.type === 'promise_received') {
        const w = { status: c.status, dueDate: c.dueDate, createdAt: c.createdAt, emailReceivedAt: c.email?.receivedAt ?? null };
        if (isLate(w, now, tz)) {
          const who = c.email?.fromName || c.owedBy || c.email?.fromAddress || 'Someone';
          const when = c.dueDate
            ? `was due ${shortDay(dueDayOf(c.dueDate, tz))}`
            : `promised ${shortDay(dayInZone(w.emailReceivedAt ?? c.createdAt, tz))}, no date`;
          late.push({ line: lineOf(c, `${who} · ${when}`), since: lateSince(w, tz) });
        }
        continue;
      }
      if (!isMine(c) || !c.dueDate) continue;
      const due = dueDayOf(c.dueDate, tz);
      if (due === today) dueToday.push(lineOf(c, [c.type === 'promise_made' ? 'you promised it' : null, from(c)].filter(Boolean).join(' · ')));
      else if (due < today || c.status === 'overdue') overdue.push(lineOf(c, [`was due ${shortDay(due)}`, from(c)].filter(Boolean).join(' · ')));
      else if (due === tomorrow && c.type === 'promise_made') dueTomorrow.push(lineOf(c, [`due ${shortDay(due)}`, from(c)].filter(Boolean).join(' · ')));
    }
    late.sort((a, b) => a.since - b.since);

    const threshold = settings.nuggetThreshold;
    const [{ top: nuggets, total: nuggetsTotal }, received, due, xp] = await Promise.all([
      d.mail.nuggetsReceived(userId, threshold, since, now, 10),
      d.transactions.dated(userId, 'Revenue', since, now, 200),
      d.transactions.dated(userId, 'Invoice', new Date(now.getTime() - 30 * DAY_MS), now, 200),
      d.xp.summary(userId, now),
    ]);
    const money = (rows: typeof received) => {
      const sums = new Map<string, number>();
      for (const t of rows) sums.set(t.currency, (sums.get(t.currency) ?? 0) + Number(t.amount));
      return {
        total: [...sums].map(([cur, n]) => formatMoney(n.toFixed(2), cur)),
        lines: rows.slice(0, 5).map((t) => ({
          title: `${formatMoney(t.amount, t.currency)} · ${t.counterparty || t.company || t.description || t.type}`,
          detail: [oneLine(t.description), shortDay(t.date.toISOString().slice(0, 10))].filter(Boolean).join(' · '),
          url: t.emailId ? emailUrl(t.emailId) : '/financial-tracking',
        })),
      };
    };
    return {
      day: today,
      timeZone: tz,
      since,
      userName: user.firstName?.trim() || '',
      dueToday: dueToday.slice(0, LIST_MAX),
      overdue: overdue.slice(0, LIST_MAX),
      dueTomorrow: dueTomorrow.slice(0, LIST_MAX),
      late: late.slice(0, LIST_MAX).map((l) => l.line),
      nuggets: nuggets.map((e) => ({
        title: `${e.nuggetScore} · ${e.subject || '(no subject)'}`,
        detail: clip(`${e.fromName || e.fromAddress || ''} — ${oneLine(e.summary) || oneLine(e.snippet)}`, 160),
        url: emailUrl(e.id),
      })),
      nuggetsTotal,
      moneyReceived: money(received),
      moneyDue: money(due),
      streak: xp.dailyStreak,
      level: xp.level,
      totalXP: xp.totalXP,
    };
  }

  /** How the user's digest would go now: SMTP_URL, else a connected mailbox that can send; null when neither. */
  async function route(userId: string): Promise<Route | null> {
    const headers = (day: string) => ({ 'X-Nugget-Digest': day, 'Auto-Submitted': 'auto-generated', Precedence: 'bulk', 'X-Auto-Response-Suppress': 'All' });
    if (config.SMTP_URL) {
      const url = new URL(config.SMTP_URL);
      const from = config.DIGEST_FROM || `Nugget <digest@${config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost'}>`;
      return {
        via: `smtp:${url.hostname}`,
        async send(m) {
          const transport = nodemailer.createTransport(config.SMTP_URL as string);
          try {
            await transport.sendMail({ from, to: m.to, subject: m.subject, html: m.html, text: m.text, headers: headers(m.day) });
          } finally {
            transport.close();
          }
        },
      };
    }
    const accounts = await d.accounts.working(userId);
    const account = accounts.find((a) => (a.provider === 'gmail' ? isGmailConfigured(config) : !!smtpSettingsOf(a) && !!a.sealedCredentials));
    if (!account) return null;
    return {
      via: `account:${account.email}`,
      async send(m) {
        const composer = new MailComposer({ from: account.email, to: m.to, subject: m.subject, html: m.html, text: m.text, headers: headers(m.day) });
        const mail = composer.compile();
        const raw = await mail.build();
        const messageId = mail.messageId();
        const built = { messageId, raw, rawWithBcc: raw, envelope: { from: account.email, to: [m.to] } };
        await sendThrough(account, built);
      },
    };
  }

  async function sendThrough(account: MailAccount, built: { messageId: string; raw: Buffer; rawWithBcc: Buffer; envelope: { from: string; to: string[] } }) {
    if (account.provider === 'gmail') {
      await sendViaGmail(config, account, d.accounts.credentials(account) as any, (tokens) => d.accounts.saveCredentials(account.id, tokens), built, null);
    } else {
      await sendViaSmtp(account, await smtpCredentialsOf(config, d.accounts, account), built, { allowPrivate: config.MAIL_ALLOW_PRIVATE_HOSTS });
    }
  }

  /** Builds and sends the user's digest through `r`; returns what was sent. */
  async function deliver(userId: string, r: Route, now: Date) {
    const [user, c] = await Promise.all([
      d.users.findById(userId).then((u) => {
        if (!u) throw new Error(`No user ${userId}`);
        return u;
      }),
      content(userId, now),
    ]);
    const subject = digestSubject(c);
    await r.send({ to: user.email, subject, html: digestHtml(c, appUrl()), text: digestText(c, appUrl()), day: c.day });
    return { day: c.day, subject, via: r.via };
  }

  const service = {
    content,

    /** The digest of the user's current day as HTML, links to `origin` (the preview in Settings). */
    async preview(userId: string, origin?: string, now = new Date()) {
      const c = await content(userId, now);
      return { subject: digestSubject(c), html: digestHtml(c, origin ?? appUrl()), text: digestText(c, origin ?? appUrl()), day: c.day };
    },

    /**
     * "Send now": the digest goes at once, whether or not the daily digest is on (the user asked), at most once a
     * minute. Today's row is marked sent, so the scheduled digest does not follow it the same day.
     */
    async sendNow(userId: string, now = new Date()) {
      const r = await route(userId);
      if (!r) {
        throw ValidationError.fromFields([
          { name: 'digest', message: 'No way to send it: connect a mailbox that can send (Gmail or IMAP with SMTP), or set SMTP_URL on the server.' },
        ]);
      }
      const recent = await prisma.digestDelivery.findFirst({
        where: { userId, trigger: 'manual', updatedAt: { gt: new Date(now.getTime() - SEND_NOW_EVERY_MS) } },
      });
      if (recent) throw ValidationError.fromFields([{ name: 'digest', message: 'A digest was sent less than a minute ago. Try again in a minute.' }]);
      let out;
      try {
        out = await deliver(userId, r, now);
      } catch (error) {
        throw ValidationError.fromFields([
          { name: 'digest', message: `The digest could not be sent: ${error instanceof SendError ? error.message : (error as Error).message}` },
        ]);
      }
      await prisma.digestDelivery.upsert({
        where: { userId_day: { userId, day: out.day } },
        create: { userId, day: out.day, status: 'sent', trigger: 'manual', via: out.via, sentAt: now },
        update: { status: 'sent', trigger: 'manual', via: out.via, sentAt: now, error: null },
      });
      return out;
    },

    /**
     * The schedule (every five minutes on every process): each user with the daily digest on whose morning has
     * come (07:00 to noon in their zone) and whose day has no digest yet gets one. The day is claimed by
     * inserting its row first; only the process whose insert made it sends. A failed send is tried again on
     * later ticks, up to three attempts. Returns how many digests this call sent.
     */
    async tick(now = new Date()) {
      const users = await d.settings.digestUsers();
      let sent = 0;
      for (const u of users) {
        if (!digestWindowOpen(now, u.timeZone)) continue;
        const day = dayInZone(now, u.timeZone);
        const r = await route(u.userId);
        if (!r) continue; // nothing to send through yet: the day stays open for a mailbox connected later this morning
        let claimed = await prisma.$executeRaw`
          INSERT INTO "DigestDelivery" ("userId", day, status, trigger, via, attempts, "updatedAt")
          VALUES (${u.userId}, ${day}, 'sending', 'scheduled', ${r.via}, 1, ${now})
          ON CONFLICT ("userId", day) DO NOTHING`;
        if (!claimed) {
          claimed = await prisma.$executeRaw`
            UPDATE "DigestDelivery" SET status = 'sending', attempts = attempts + 1, via = ${r.via}, "updatedAt" = ${now}
            WHERE "userId" = ${u.userId} AND day = ${day} AND status = 'failed' AND attempts < ${DIGEST_MAX_ATTEMPTS}`;
        }
        if (!claimed) continue;
        try {
          await deliver(u.userId, r, now);
          await prisma.digestDelivery.update({ where: { userId_day: { userId: u.userId, day } }, data: { status: 'sent', sentAt: now, error: null } });
          sent++;
        } catch (error) {
          const message = (error as Error).message ?? String(error);
          d.logger.warn('digest: sending failed', { userId: u.userId, day, error: message });
          await prisma.digestDelivery.update({ where: { userId_day: { userId: u.userId, day } }, data: { status: 'failed', error: message.slice(0, 1000) } });
        }
      }
      return sent;
    },

    /** The user's latest digests (Settings shows when the last one went). */
    history: (userId: string, take = 7) => prisma.digestDelivery.findMany({ where: { userId }, orderBy: { day: 'desc' }, take }),

    registerJobs() {
      d.jobs.handle('digest.tick', async () => {
        const n = await service.tick();
        if (n) d.logger.info(`digest: ${n} daily digest(s) sent`);
      });
      d.jobs.every('digest.tick', 5 * 60_000);
    },
  };
  return service;
}

export type DigestService = ReturnType<typeof createDigestService>;
