// Due dates: chrono-node (casual English) with a few business shorthands added as chrono
// parsers: EOD/COB, EOW, end of month/quarter/year, "the 15th". Resolved against the
// mail's receivedAt in UTC (the input carries no user time zone), forward in time ("by
// Friday" on a Thursday is tomorrow, "the 15th" after the 15th is next month). A date
// without a time of day becomes 12:00 UTC of that day, so the calendar day is the same in
// every time zone from UTC-11 to UTC+11.
import * as chrono from 'chrono-node';

export type DueDate = { date: Date; text: string; index: number };

const DAY = 86_400_000;
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const ymd = (d: Date) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
const refOf = (ctx: chrono.ParsingContext) => ctx.reference.instant;

const ORDINAL_MONTH_FOLLOWS = /^\s*(of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/i;

const parsers: chrono.Parser[] = [
  {
    // EOD, COB, close of business, end of (the) day → today
    pattern: () => /\b(EOD|COB|end of (?:the )?(?:business )?day|close of business|end of business)\b/i,
    extract: (ctx) => ({ ...ymd(refOf(ctx)), hour: 17, minute: 0 }),
  },
  {
    // EOW, end of (the) week → this Friday (next Friday from Saturday/Sunday)
    pattern: () => /\b(EOW|end of (?:the |this )?week)\b/i,
    extract: (ctx) => {
      const ref = utcDay(refOf(ctx));
      const dow = ref.getUTCDay();
      const add = dow <= 5 ? 5 - dow : 12 - dow;
      return ymd(new Date(ref.getTime() + add * DAY));
    },
  },
  {
    // EOM, end of (the) month → last day of this month
    pattern: () => /\b(EOM|end of (?:the |this )?month|month[- ]end)\b/i,
    extract: (ctx) => ymd(new Date(Date.UTC(refOf(ctx).getUTCFullYear(), refOf(ctx).getUTCMonth() + 1, 0))),
  },
  {
    // EOQ, end of (the) quarter
    pattern: () => /\b(EOQ|end of (?:the |this )?quarter|quarter[- ]end)\b/i,
    extract: (ctx) => {
      const r = refOf(ctx);
      const q = Math.floor(r.getUTCMonth() / 3);
      return ymd(new Date(Date.UTC(r.getUTCFullYear(), q * 3 + 3, 0)));
    },
  },
  {
    // EOY, end of (the) year, year-end
    pattern: () => /\b(EOY|end of (?:the |this )?year|year[- ]end)\b/i,
    extract: (ctx) => ({ year: refOf(ctx).getUTCFullYear(), month: 12, day: 31 }),
  },
  {
    // "the 15th" (no month named): this month if still ahead, else next month
    pattern: () => /\bthe\s+([0-3]?\d)(st|nd|rd|th)\b/i,
    extract: (ctx, match) => {
      const after = ctx.text.slice((match.index ?? 0) + match[0].length);
      if (ORDINAL_MONTH_FOLLOWS.test(after)) return null; // "the 15th of May": chrono's own parser
      const day = Number(match[1]);
      if (day < 1 || day > 31) return null;
      const r = utcDay(refOf(ctx));
      let y = r.getUTCFullYear();
      let m = r.getUTCMonth();
      if (day < r.getUTCDate()) m += 1;
      // Skip months that do not have that day (the 31st in April → 31 May).
      for (let i = 0; i < 3; i++) {
        const probe = new Date(Date.UTC(y, m, day));
        if (probe.getUTCDate() === day) return ymd(probe);
        m += 1;
      }
      return null;
    },
  },
];

const parser = chrono.casual.clone();
// Ours first, so "end of the week" is not read by chrono as "week" alone.
parser.parsers.unshift(...parsers);

// Cheap gate before chrono (which runs ~40 patterns): a weekday, month, relative word or numeric date/time.
const DATEISH =
  /\b(mon|tues?|wed(nes)?|thu(rs)?|fri|sat(ur)?|sun)(day)?\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.? ?\d|\b\d{1,2}(st|nd|rd|th)? (of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(january|february|march|april|june|july|august|september|october|november|december)\b|\b(today|tonight|tomorrow|tmrw|weekend|week|month|quarter|year|noon|midnight|morning|afternoon|evening)\b|\b(eo[dwmqy]|cob)\b|\bend of\b|\b\d{1,2}[/.-]\d{1,2}\b|\b\d{1,2}(st|nd|rd|th)\b|\b\d{1,2}(:\d{2})? ?(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bin (\d+|a|an|one|two|three|four|five|six|ten|a few|a couple of) (days?|weeks?|months?|hours?)\b/i;

// Matches that are only a bare number, a time, or a vague word are not due dates.
const USEFUL = /[a-z]{3,}|\d{1,2}[/.-]\d{1,2}/i;
const VAGUE = /^(now|today|tonight|this|that|the|a|an|soon|later|once|a while|recently|then)$/i;

/**
 * The first usable date in `text` at or after receivedAt's day (overdue dates up to 7 days
 * back are kept: "by 4/28" written on 4/30 is overdue, not next year).
 */
export function findDueDate(text: string, receivedAt: Date): DueDate | null {
  if (!DATEISH.test(text)) return null;
  const ref = { instant: receivedAt, timezone: 0 };
  const results = parser.parse(text, ref, { forwardDate: true });
  for (const r of results) {
    const t = r.text.trim();
    if (!USEFUL.test(t) || VAGUE.test(t)) continue;
    if (/^(last|past|previous|yesterday|ago)\b|\bago$|^since\b/i.test(t)) continue;
    const s = r.start;
    let year = s.get('year');
    const month = s.get('month');
    const day = s.get('day');
    if (year === null || month === null || day === null) continue;
    // forwardDate pushes a slightly past date a year ahead; keep it as overdue instead.
    if (s.isCertain('month') && !s.isCertain('year')) {
      const sameYear = Date.UTC(year - 1, month - 1, day);
      if (year > receivedAt.getUTCFullYear() && receivedAt.getTime() - sameYear < 7 * DAY && receivedAt.getTime() - sameYear >= 0) year -= 1;
    }
    const hasTime = s.isCertain('hour');
    const date = hasTime
      ? new Date(Date.UTC(year, month - 1, day, s.get('hour') ?? 12, s.get('minute') ?? 0))
      : new Date(Date.UTC(year, month - 1, day, 12));
    if (date.getTime() < utcDay(receivedAt).getTime() - 7 * DAY) continue;
    if (date.getTime() > receivedAt.getTime() + 3 * 366 * DAY) continue;
    return { date, text: t, index: r.index };
  }
  return null;
}
