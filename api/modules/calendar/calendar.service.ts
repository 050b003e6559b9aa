// Calendar events from commitments (ADD TO CALENDAR), an iCalendar feed at a
// secret per-user URL any calendar app can subscribe to, and the upcoming view.
import type { CalendarEvent, PrismaClient } from '../../db/generated/client.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CommitmentsService } from '../commitments/commitments.service.ts';

export type CalendarPusher = (userId: string, event: CalendarEvent, appUrl: string) => Promise<string | null>;

/** RFC 5545 §3.3.11 text escaping. */
const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--; // back off to a character boundary
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74; // continuation lines start with a space
  }
  return parts.join('\r\n ');
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dateOnly = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

export function toICalendar(events: CalendarEvent[], appUrl: string, name = 'Nugget'): string {
  const now = stamp(new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nugget//Commitments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const e of events) {
    const end = e.endsAt ?? new Date(e.startsAt.getTime() + (e.allDay ? 86_400_000 : 3_600_000));
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.id}@nugget`,
      `DTSTAMP:${now}`,
      `LAST-MODIFIED:${stamp(e.updatedAt)}`,
      ...(e.allDay
        ? [`DTSTART;VALUE=DATE:${dateOnly(e.startsAt)}`, `DTEND;VALUE=DATE:${dateOnly(end)}`]
        : [`DTSTART:${stamp(e.startsAt)}`, `DTEND:${stamp(end)}`]),
      `SUMMARY:${escapeText(e.title)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.emailId ? [`URL:${appUrl}/mine?email=${e.emailId}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

export function createCalendarService(
  prisma: PrismaClient,
  d: {
    settings: Pick<SettingsService, 'calendarFeedToken' | 'rotateCalendarFeedToken' | 'userIdForCalendarFeed'>;
    commitments: Pick<CommitmentsService, 'requireOwned'>;
  },
  push?: CalendarPusher,
) {
  const { settings } = d;
  return {
    /** ADD TO CALENDAR: one event per commitment (asking again returns it), on its due day or `date`. */
    async addFromCommitment(userId: string, commitmentId: string, appUrl: string, date?: Date | null) {
      const c = await d.commitments.requireOwned(userId, commitmentId);
      const existing = await prisma.calendarEvent.findFirst({ where: { commitmentId: c.id, userId } });
      if (existing) {
        // Asking again retries a push to Google that failed the first time.
        if (!existing.googleEventId && push) {
          const googleEventId = await push(userId, existing, appUrl).catch(() => null);
          if (googleEventId) return prisma.calendarEvent.update({ where: { id: existing.id }, data: { googleEventId } });
        }
        return existing;
      }
      const when = date ?? c.dueDate;
      if (!when) throw ValidationError.fromFields([{ name: 'date', message: 'This commitment has no due date: choose a day for it.' }]);
      const day = new Date(Date.UTC(when.getUTCFullYear(), when.getUTCMonth(), when.getUTCDate()));
      let event = await prisma.calendarEvent.create({
        data: {
          userId,
          commitmentId: c.id,
          emailId: c.emailId,
          title: c.title,
          description: [c.description, c.sourceQuote ? `“${c.sourceQuote}”` : '', c.emailId ? `Email: ${appUrl}/mine?email=${c.emailId}` : '']
            .filter(Boolean)
            .join('\n\n'),
          startsAt: day,
          allDay: true,
        },
      });
      if (push) {
        const googleEventId = await push(userId, event, appUrl).catch(() => null);
        if (googleEventId) event = await prisma.calendarEvent.update({ where: { id: event.id }, data: { googleEventId } });
      }
      return event;
    },

    upcoming: (userId: string, from: Date, days: number) =>
      prisma.calendarEvent.findMany({
        where: { userId, startsAt: { gte: from, lt: new Date(from.getTime() + days * 86_400_000) } },
        orderBy: { startsAt: 'asc' },
      }),

    feedToken: (userId: string) => settings.calendarFeedToken(userId),

    /** A new secret URL (the old one stops working at once). */
    rotateFeedToken: (userId: string) => settings.rotateCalendarFeedToken(userId),

    /** The feed for a token, or null for an unknown one (no hint whether it ever existed). */
    async feed(token: string, appUrl: string) {
      if (!token || token.length < 16) return null;
      const userId = await settings.userIdForCalendarFeed(token);
      if (!userId) return null;
      const events = await prisma.calendarEvent.findMany({ where: { userId }, orderBy: { startsAt: 'asc' }, take: 5000 });
      return toICalendar(events, appUrl);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
