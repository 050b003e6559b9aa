// Due dates: chrono-node (casual English) with the business shorthands people write added as
// chrono parsers: EOD/COB (with a day: "EOD Monday", "close of business tomorrow"), EOW, end of
// month/quarter/year, quarters ("by Q1", "end of Q3 2027", "next quarter"), halves ("by H1"),
// "within 10 business days", "mid-December", "the first of the month", "the 15th" and the
// holidays deadlines hang on (Thanksgiving, Christmas, New Year). Resolved against the
// mail's receivedAt on the user's clock (their settings' time zone; UTC without one),
// forward in time ("by Friday" on a Thursday is tomorrow, "the 15th" after the 15th is
// next month). A time of day ("EOD", "by 5pm") is the user's, stored in UTC; a date
// without one becomes 12:00 UTC of that day, so the calendar day is the same in every
// time zone from UTC-11 to UTC+11.
import * as chrono from 'chrono-node';

export type DueDate = { date: Date; text: string; index: number };

const DAY = 86_400_000;
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const ymd = (d: Date) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
const refOf = (ctx: chrono.ParsingContext) => ctx.reference.instant;

const ORDINAL_MONTH_FOLLOWS = /^\s*(of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/i;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_WORD = '(?:today|tonight|tomorrow|tmrw|tmr|tmw|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)';
const MONTH_WORD =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const COUNT: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'a couple of': 2,
  'a few': 3,
};
/** A count as written: "3", "a", "two", "a couple of" (the words of COUNT). */
const AMOUNT = `(?:\\d{1,3}|${Object.keys(COUNT).join('|')})`;
const SPAN = `(business\\s+|working\\s+)?(hours?|days?|weeks?|months?)\\b`;
/** "within 10 business days", "in the next 3 days", "2 days from now" (groups: amount, business/working, unit). */
const WITHIN_AMOUNT = new RegExp(
  `\\b(?:(?:within|in)\\s+(?:the\\s+next\\s+)?(?=${AMOUNT}\\s)|(?=${AMOUNT}\\s+(?:business\\s+|working\\s+)?(?:hours?|days?|weeks?|months?)\\s+from\\s+(?:now|today)\\b))(${AMOUNT})\\s+${SPAN}(?:\\s+from\\s+(?:now|today)\\b)?`,
  'i',
);
const ORDINAL: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4 };
const lastDayOfMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0));

/** "today", "tomorrow" or a weekday → that day, forward from ref (the same weekday is today). */
function dayWord(word: string, ref: Date): Date {
  const w = word.toLowerCase();
  const today = utcDay(ref);
  if (w === 'today' || w === 'tonight') return today;
  if (w.startsWith('tom') || w.startsWith('tm')) return new Date(today.getTime() + DAY);
  const dow = WEEKDAYS.indexOf(w.slice(0, 3));
  return new Date(today.getTime() + ((dow - today.getUTCDay() + 7) % 7) * DAY);
}

/** A day that comes once a year (a quarter's end, a holiday): this year's on or after ref's day, else next year's. */
function coming(ref: Date, inYear: (year: number) => Date): Date {
  const thisYear = inYear(ref.getUTCFullYear());
  return thisYear.getTime() >= utcDay(ref).getTime() ? thisYear : inYear(ref.getUTCFullYear() + 1);
}

/** The last day of quarter q (1–4) of `year`, or, without a year, of the next such quarter not yet over. */
const quarterEnd = (q: number, year: number | null, ref: Date) =>
  year !== null ? lastDayOfMonth(year, q * 3 - 1) : coming(ref, (y) => lastDayOfMonth(y, q * 3 - 1));

const fullYear = (y: string | undefined) => (y ? (y.length === 2 ? 2000 + Number(y) : Number(y)) : null);

/** The next `month0`/`day` on or after ref's day. */
const nextOccurrence = (month0: number, day: number, ref: Date) => coming(ref, (y) => new Date(Date.UTC(y, month0, day)));

/** US Thanksgiving: the fourth Thursday of November. */
function thanksgiving(year: number): Date {
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  return new Date(Date.UTC(year, 10, 1 + ((4 - first + 7) % 7) + 21));
}

const parsers: chrono.Parser[] = [
  {
    // EOD, COB, close of business, end of (the) day → 17:00 today, or of the day named before or after it
    // ("Friday EOD", "EOD Monday", "close of business on Wednesday", "end of day tomorrow").
    pattern: () =>
      new RegExp(
        `\\b(?:(${DAY_WORD})\\s+(?:by\\s+|at\\s+)?)?(?:EOD|COB|end of (?:the )?(?:business )?day|close of (?:business|play)|end of business)(?:\\s+(?:on\\s+)?(${DAY_WORD}))?\\b`,
        'i',
      ),
    extract: (ctx, match) => ({ ...ymd(dayWord(match[1] ?? match[2] ?? 'today', refOf(ctx))), hour: 17, minute: 0 }),
  },
  {
    // "the day after tomorrow"; shorthand chrono does not read: "tmw", "Weds".
    pattern: () => /\b(?:the )?(day after tomorrow)\b|\b(tmw|weds)\b/i,
    extract: (ctx, match) => ymd(match[1] ? new Date(utcDay(refOf(ctx)).getTime() + 2 * DAY) : dayWord(match[2]!, refOf(ctx))),
  },
  {
    // EOW, end of (the) week, "(later) this week" → this Friday (next Friday from Saturday/Sunday)
    pattern: () => /\b(EOW|end of (?:the |this )?week|(?:later |sometime |some time )?this week)\b/i,
    extract: (ctx) => ymd(fridayOf(refOf(ctx), 0)),
  },
  {
    // Parts of next week, read as the day by which the thing is due: "by next week" → its Monday; "early next week" →
    // Tuesday ("beginning of" → Monday); "mid next week" → Wednesday; "next week", "later / end of / sometime next
    // week" → Friday (chrono alone reads "next week" as a week from today, a Tuesday deadline for "sometime next week").
    pattern: () =>
      /\b(?:(early|beginning of|start of|first part of|mid|middle of|late|later|end of|the end of|sometime|some time|during)[\s-]+)?(?:the\s+)?next\s+week\b/i,
    extract: (ctx, match) => {
      const ref = utcDay(refOf(ctx));
      const monday = new Date(ref.getTime() + ((8 - ref.getUTCDay()) % 7 || 7) * DAY);
      const part = match[1]?.toLowerCase() ?? '';
      const byStart = !part && /\b(by|before|until|till)\s+$/i.test(ctx.text.slice(0, match.index));
      const add = part === 'early' ? 1 : /^(beginning|start|first)/.test(part) || byStart ? 0 : /^mid/.test(part) ? 2 : 4;
      return ymd(new Date(monday.getTime() + add * DAY));
    },
  },
  {
    // EOM, end of (the) month → last day of this month
    pattern: () => /\b(EOM|end of (?:the |this )?month|month[- ]end)\b/i,
    extract: (ctx) => ymd(lastDayOfMonth(refOf(ctx).getUTCFullYear(), refOf(ctx).getUTCMonth())),
  },
  {
    // "by Q1", "end of Q3 2027", "in the second quarter of 2027", "before Q4 FY26" → the quarter's last day. A bare
    // quarter names a period, not a deadline ("the Q3 board deck"): it needs a preposition.
    pattern: () =>
      /\b(?:by|before|in|during|until|till|than|end of)\s+(?:the\s+)?(?:(first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter|Q([1-4]))(?:\s*(?:of\s+)?(?:FY\s*|'|’)?(\d{4}|\d{2})\b)?/i,
    extract: (ctx, match) => ymd(quarterEnd(match[2] ? Number(match[2]) : ORDINAL[match[1]!.toLowerCase()]!, fullYear(match[3]), refOf(ctx))),
  },
  {
    // "next quarter", "end of next quarter" → the next quarter's last day (chrono reads it as three months on)
    pattern: () => /\b(?:(?:the\s+)?end\s+of\s+)?(?:the\s+)?next\s+quarter\b/i,
    extract: (ctx) => {
      const r = refOf(ctx);
      const q = Math.floor(r.getUTCMonth() / 3) + 1;
      return ymd(lastDayOfMonth(r.getUTCFullYear(), q * 3 + 2));
    },
  },
  {
    // "by H1", "in 2H27", "end of the first half" → 30 June or 31 December (a bare "H1" could be a heading: it needs a preposition)
    pattern: () => /\b(?:by|in|before|during|end of)\s+(?:the\s+)?(?:(H[12]|[12]H)\s*(?:'|’)?(\d{4}|\d{2})?|(first|second)\s+half(?:\s+of\s+(\d{4}))?)\b/i,
    extract: (ctx, match) => {
      const second = match[1] ? match[1].includes('2') : match[3]!.toLowerCase() === 'second';
      const year = fullYear(match[2] ?? match[4]);
      const r = refOf(ctx);
      const end = (y: number) => lastDayOfMonth(y, second ? 11 : 5);
      return ymd(year !== null ? end(year) : coming(r, end));
    },
  },
  {
    // "within 10 business days", "in 2 working days", "within 48 hours", "within two weeks", "3 days from now": counted from the mail
    pattern: () => WITHIN_AMOUNT,
    extract: (ctx, match) => {
      const n = /^\d/.test(match[1]!) ? Number(match[1]) : COUNT[match[1]!.toLowerCase()]!;
      const unit = match[3]!.toLowerCase().replace(/s$/, '');
      const r = refOf(ctx);
      if (unit === 'hour') {
        if (match[2]) return null;
        const at = new Date(r.getTime() + n * 3_600_000);
        return { ...ymd(at), hour: at.getUTCHours(), minute: at.getUTCMinutes() };
      }
      if (unit === 'month') {
        if (match[2]) return null;
        // 31 January + 1 month is 28/29 February, not 3 March.
        const end = lastDayOfMonth(r.getUTCFullYear(), r.getUTCMonth() + n);
        return ymd(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), Math.min(r.getUTCDate(), end.getUTCDate()))));
      }
      let d = utcDay(r);
      if (!match[2]) return ymd(new Date(d.getTime() + n * (unit === 'week' ? 7 : 1) * DAY));
      // Business days skip Saturdays and Sundays (public holidays vary by country and are not counted).
      for (let left = n * (unit === 'week' ? 5 : 1); left > 0;) {
        d = new Date(d.getTime() + DAY);
        if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
      }
      return ymd(d);
    },
  },
  {
    // "mid-December", "middle of next month", "mid-month" → the 15th
    pattern: () => new RegExp(`\\b(?:mid[- ]?|(?:the\\s+)?middle\\s+of\\s+)(?:(this|next)\\s+)?(month|${MONTH_WORD})\\b`, 'i'),
    extract: (ctx, match) => {
      const r = refOf(ctx);
      const word = match[2]!.toLowerCase();
      if (word !== 'month') return ymd(nextOccurrence(MONTHS.indexOf(word.slice(0, 3)), 15, r));
      const next = match[1]?.toLowerCase() === 'next' || r.getUTCDate() > 15;
      return ymd(new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + (next ? 1 : 0), 15)));
    },
  },
  {
    // "the first of the month", "the 1st of next month" → the coming 1st; "the last day of the month" → month end
    pattern: () => /\b(?:the\s+)?(first|1st|last)\s+(?:day\s+)?of\s+(?:the\s+|this\s+)?(next\s+)?month\b/i,
    extract: (ctx, match) => {
      const r = refOf(ctx);
      const next = match[2] ? 1 : 0;
      if (match[1]!.toLowerCase() === 'last') return ymd(lastDayOfMonth(r.getUTCFullYear(), r.getUTCMonth() + next));
      return ymd(new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + (next || r.getUTCDate() > 1 ? 1 : 0), 1)));
    },
  },
  {
    // The holidays deadlines are set against: Thanksgiving (US), Christmas (Eve), New Year('s Eve/Day). Only after a
    // deadline word: "the Christmas party on Dec 18" is due on the 18th, "last Thanksgiving" is past.
    pattern: () =>
      /\b(?:by|before|until|till|ahead of|in time for|no later than|on)\s+(?:the\s+)?(thanksgiving|christmas eve|christmas|xmas|new year'?s eve|new year(?:'?s)?(?: day)?)\b/i,
    extract: (ctx, match) => {
      const r = refOf(ctx);
      const h = match[1]!.toLowerCase();
      if (h === 'thanksgiving') return ymd(coming(r, thanksgiving));
      if (h === 'christmas eve') return ymd(nextOccurrence(11, 24, r));
      if (h === 'christmas' || h === 'xmas') return ymd(nextOccurrence(11, 25, r));
      if (h.endsWith('eve')) return ymd(nextOccurrence(11, 31, r));
      return ymd(new Date(Date.UTC(r.getUTCFullYear() + 1, 0, 1)));
    },
  },
  {
    // EOQ, end of (the) quarter
    pattern: () => /\b(EOQ|end of (?:the |this )?quarter|quarter[- ]end)\b/i,
    extract: (ctx) => {
      const r = refOf(ctx);
      const q = Math.floor(r.getUTCMonth() / 3);
      return ymd(lastDayOfMonth(r.getUTCFullYear(), q * 3 + 2));
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
      const d = comingDayOfMonth(day, refOf(ctx));
      return d ? ymd(d) : null;
    },
  },
];

/** Weekday names in the languages the parsers read, by day of the week (0 = Sunday). */
const WEEKDAY_NAMES: [string, number][] = [
  ['sun(?:day)?|domingo|sonntag|dimanche|söndag|zondag', 0],
  ['mon(?:day)?|lunes|montag|lundi|segunda(?:-feira)?|måndag|maandag', 1],
  ['tue(?:s(?:day)?)?|martes|dienstag|mardi|terça(?:-feira)?|tisdag|dinsdag', 2],
  ['wed(?:s|nesday)?|miércoles|mittwoch|mercredi|quarta(?:-feira)?|onsdag|woensdag', 3],
  ['thu(?:rs?(?:day)?)?|jueves|donnerstag|jeudi|quinta(?:-feira)?|torsdag|donderdag', 4],
  ['fri(?:day)?|viernes|freitag|vendredi|sexta(?:-feira)?|fredag|vrijdag', 5],
  ['sat(?:urday)?|sábado|samstag|samedi|lördag|zaterdag', 6],
];
const WEEKDAY_ANY = WEEKDAY_NAMES.map(([names]) => names).join('|');
const weekdayIndex = (word: string) => WEEKDAY_NAMES.find(([names]) => new RegExp(`^(?:${names})$`, 'i').test(word))?.[1] ?? -1;
/** A date-like day on or after a week before ref (an overdue day stays in its year), else next year's. */
const recentOrComing = (month0: number, day: number, ref: Date) => {
  const y = ref.getUTCFullYear();
  const d = new Date(Date.UTC(y, month0, day));
  return d.getTime() >= utcDay(ref).getTime() - 7 * DAY ? d : new Date(Date.UTC(y + 1, month0, day));
};

/**
 * A weekday followed by its date: "Friday 18.09.", "Samstag 17.10", "fredag 25/9", "Friday, Sept 11", "Tuesday 13"
 * (chrono reads the first two as the weekday at 18:09, and the last as Tuesday at 13:00). The date wins over the
 * weekday. Dots are always day first; a slash follows the user's zone.
 */
function weekdayDateParser(slashDayFirst: boolean): chrono.Parser {
  return {
    pattern: () =>
      new RegExp(
        `(?<![\\p{L}\\d])(?:on\\s+|am\\s+|el\\s+|le\\s+)?(${WEEKDAY_ANY})\\.?,?\\s+(?:the\\s+|den\\s+|le\\s+|el\\s+|o\\s+|dia\\s+)?(?:(\\d{1,2})(st|nd|rd|th|\\.(?=\\s))?(?:\\s+(?:of\\s+)?(${MONTH_WORD})\\b\\.?|([./])(\\d{1,2})(?:[./](\\d{4}|\\d{2}))?\\.?)?|(${MONTH_WORD})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?)(?![\\d:]|\\s*(?:am\\b|pm\\b|a\\.m|p\\.m|h\\b|h\\d|uhr\\b|heures?\\b|o'clock))`,
        'iu',
      ),
    extract: (ctx, m) => {
      const ref = refOf(ctx);
      const dow = weekdayIndex(m[1]!);
      const monthWord = m[4] ?? m[8];
      const day = Number(m[2] ?? m[9]);
      let month0 = -1;
      if (monthWord) month0 = MONTHS.indexOf(monthWord.slice(0, 3).toLowerCase());
      else if (m[6]) {
        const [a, b] = [day, Number(m[6])];
        const dayFirst = m[5] === '.' || slashDayFirst;
        const [dd, mm] = dayFirst ? [a, b] : [b, a];
        if (mm < 1 || mm > 12 || dd < 1 || dd > 31) return null;
        const year = m[7] ? fullYear(m[7])! : null;
        const d = year !== null ? new Date(Date.UTC(year, mm - 1, dd)) : recentOrComing(mm - 1, dd, ref);
        return d.getUTCDate() === dd ? ymd(d) : null;
      }
      if (day < 1 || day > 31) return null;
      if (month0 >= 0) {
        const d = recentOrComing(month0, day, ref);
        return d.getUTCDate() === day ? ymd(d) : null;
      }
      // A weekday and a bare number ("Tuesday 13") is a date only when that day of the month is that weekday, soon.
      for (let i = -7; i <= 70; i++) {
        const d = new Date(utcDay(ref).getTime() + i * DAY);
        if (d.getUTCDate() === day && d.getUTCDay() === dow) return ymd(d);
      }
      return null;
    },
  };
}

/** "Sept 11", "Oct 1st" read day first: chrono's British English takes the number for a year ("Sept 11" = September 2011). */
const monthDayParser: chrono.Parser = {
  pattern: () => new RegExp(`(?<![\\p{L}])(${MONTH_WORD})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:/]|\\.\\d|\\s*,?\\s*\\d{4}|\\s*(?:am|pm)\\b)`, 'iu'),
  extract: (ctx, m) => {
    const day = Number(m[2]);
    if (day < 1 || day > 31) return null;
    const d = recentOrComing(MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()), day, refOf(ctx));
    return d.getUTCDate() === day ? ymd(d) : null;
  },
};

/** The next `day` of a month, this month if it is still ahead (the 31st skips months without one). */
function comingDayOfMonth(day: number, ref: Date) {
  const r = utcDay(ref);
  let m = r.getUTCMonth() + (day < r.getUTCDate() ? 1 : 0);
  for (let i = 0; i < 3; i++, m++) {
    const probe = new Date(Date.UTC(r.getUTCFullYear(), m, day));
    if (probe.getUTCDate() === day) return probe;
  }
  return null;
}

/** Friday of this week (next week's from Saturday on), or of the week after it. */
function fridayOf(ref: Date, weeksAhead: number) {
  const r = utcDay(ref);
  const dow = r.getUTCDay();
  return new Date(r.getTime() + ((dow <= 5 ? 5 - dow : 12 - dow) + 7 * weeksAhead) * DAY);
}

/** A bare day of the month the parser matched as its first group: the next such day from the mail's date. */
const comingDayExtract: chrono.Parser['extract'] = (ctx, m) => {
  const d = comingDayOfMonth(Number(m[1]), refOf(ctx));
  return d ? ymd(d) : null;
};

/** Dates the languages besides English write with a deadline word and little else. */
const foreignDeadlineParsers: chrono.Parser[] = [
  {
    // A bare day of the month after a deadline word: "antes del 21", "hasta el 30", "até o dia 20", "até dia 18", "bis zum 15.".
    pattern: () =>
      /(?<![\p{L}])(?:antes del|hasta el|para el|a más tardar el|até o dia|até dia|até o|no dia|bis zum|spätestens am|do dnia)\s+(\d{1,2})(?![\d/:%,]|\.\d|\s*(?:de\s+)?\p{L})/iu,
    extract: comingDayExtract,
  },
  {
    // A day and month written with dots and no year after a preposition: "by 4.12.", "bis 27.3.", "am 10.3.", "do 15.03".
    pattern: () => /(?<![\p{L}])(?:by|until|till|before|on|due|bis|am|zum|vor dem|ab|do|dnia|na|deadline|fällig am)\s+(\d{1,2})\.(\d{1,2})\.?(?![\d])/iu,
    extract: (ctx, m) => {
      const [day, month] = [Number(m[1]), Number(m[2])];
      if (month < 1 || month > 12 || day < 1 || day > 31) return null;
      const d = recentOrComing(month - 1, day, refOf(ctx));
      return d.getUTCDate() === day ? ymd(d) : null;
    },
  },
  {
    // A day of the month written as an ordinal, German "am 17." and Swedish "den 17:e", with no month after it.
    pattern: () =>
      /(?<![\p{L}]|\bI )(?:am|den)\s+(\d{1,2})(?:\.|:e)(?!\s*\d)(?!\s*(?:jan|feb|mär|mar|apr|mai|maj|jun|jul|aug|sep|okt|oct|nov|dez|dec)\p{L}*)/iu,
    extract: comingDayExtract,
  },
  {
    // The end of the month: "bis Ende des Monats", "Monatsende", "a fin de mes", "fin du mois", "até o fim do mês".
    pattern: () =>
      /(?<![\p{L}])(?:ende (?:des|dieses) monats|monatsende|(?:a )?fin(?:ales)? de(?:l)? mes|fin du mois|fin de mois|(?:o )?fim do mês|final do mês)(?![\p{L}])/iu,
    extract: (ctx) => ymd(lastDayOfMonth(refOf(ctx).getUTCFullYear(), refOf(ctx).getUTCMonth())),
  },
  {
    // This week and next week, read as their Friday (LABELLING.md): "esta semana", "diese Woche", "cette semaine";
    // "la próxima semana", "la semana que viene", "nächste Woche", "la semaine prochaine", "semana que vem".
    pattern: () =>
      /(?<![\p{L}])(?:(esta semana|diese woche|ende der woche|cette semaine|fin de semaine|essa semana|nesta semana)|(la próxima semana|la semana que viene|próxima semana|nächste woche|nächsten woche|kommende woche|la semaine prochaine|semaine prochaine|semana que vem))(?![\p{L}])/iu,
    extract: (ctx, m) => ymd(fridayOf(refOf(ctx), m[1] ? 0 : 1)),
  },
];

const parser = chrono.casual.clone();
// Ours first, so "end of the week" is not read by chrono as "week" alone.
parser.parsers.unshift(weekdayDateParser(false), foreignDeadlineParsers[1]!, ...parsers);
// The same, reading 02/10/2026 day first, as everyone but North Americans and Filipinos write it.
const dayFirstParser = chrono.en.GB.clone();
dayFirstParser.parsers.unshift(weekdayDateParser(true), monthDayParser, foreignDeadlineParsers[1]!, ...parsers);
// Dates written in the languages founders mix with English ("antes del jueves", "fällig am 30. November").
const otherLanguages = [chrono.es.casual, chrono.de.casual, chrono.fr.casual, chrono.pt.casual, chrono.nl.casual, chrono.ja.casual].map((p) => {
  const c = p.clone();
  c.parsers.unshift(weekdayDateParser(true), ...foreignDeadlineParsers);
  return c;
});

// Polish, which chrono does not read: weekdays and months are inflected ("do piątku" by Friday, "w środę" on
// Wednesday, "15 marca" 15 March), so each is matched by its stem.
const PL_WEEKDAYS: [RegExp, number][] = [
  [/^niedziel/i, 0],
  [/^poniedział/i, 1],
  [/^wtor/i, 2],
  [/^środ/i, 3],
  [/^czwart/i, 4],
  [/^piąt/i, 5],
  [/^sobot/i, 6],
];
const PL_MONTHS = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];
const polishParser: chrono.Parser = {
  pattern: () =>
    new RegExp(
      `(?<![\\p{L}])(?:(dziś|dzisiaj|jutro|pojutrze)|(?:(przyszł(?:y|ą|ym|ej))\\s+)?(poniedział(?:ek|ku)|wtor(?:ek|ku)|środ(?:a|y|ę|zie)|czwart(?:ek|ku)|piąt(?:ek|ku)|sobot(?:a|y|ę)|niedziel(?:a|i|ę))|(\\d{1,2})\\s+(${PL_MONTHS.join('|')})(?:\\s+(\\d{4}))?|(?:końca|koniec)\\s+(?:tego\\s+)?(miesiąca|tygodnia)|(?:w\\s+)?(przyszłym|tym)\\s+tygodniu)(?![\\p{L}])`,
      'iu',
    ),
  extract: (ctx, m) => {
    const ref = utcDay(refOf(ctx));
    if (m[1]) return ymd(new Date(ref.getTime() + { dziś: 0, dzisiaj: 0, jutro: 1, pojutrze: 2 }[m[1].toLowerCase() as 'dziś']! * DAY));
    if (m[3]) {
      const dow = PL_WEEKDAYS.find(([re]) => re.test(m[3]!))![1];
      let add = (dow - ref.getUTCDay() + 7) % 7;
      if (m[2] && add <= (7 - ref.getUTCDay()) % 7) add += 7;
      return ymd(new Date(ref.getTime() + add * DAY));
    }
    if (m[4]) {
      const day = Number(m[4]);
      const month0 = PL_MONTHS.indexOf(m[5]!.toLowerCase());
      const d = m[6] ? new Date(Date.UTC(Number(m[6]), month0, day)) : recentOrComing(month0, day, ref);
      return d.getUTCDate() === day ? ymd(d) : null;
    }
    if (m[7]) {
      if (m[7].toLowerCase() === 'miesiąca') return ymd(lastDayOfMonth(ref.getUTCFullYear(), ref.getUTCMonth()));
      return ymd(new Date(ref.getTime() + ((5 - ref.getUTCDay() + 7) % 7) * DAY));
    }
    const friday = new Date(ref.getTime() + ((5 - ref.getUTCDay() + 7) % 7) * DAY);
    return ymd(m[8]!.toLowerCase() === 'przyszłym' ? new Date(friday.getTime() + 7 * DAY) : friday);
  },
};
otherLanguages.push(new chrono.Chrono({ parsers: [polishParser], refiners: [] }));
const FOREIGN_DATEISH =
  /\b(lunes|martes|miércoles|jueves|viernes|sábado|domingo|hoy|mañana|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|heute|morgen|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|aujourd'hui|demain|segunda|terça|quarta|quinta|sexta|hoje|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro)\b|\d{1,2}\.\d{1,2}\.|\b\d{1,2}\. ?(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)\b|[月日曜]|amanhã|\b(dziś|dzisiaj|jutro|pojutrze|poniedział|wtor|czwart|sobot|niedziel|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|października|listopada|grudnia|tygodni|miesiąca)|środ|piąt|września|\b(semana|woche|semaine|monats|monatsende|mes|mois|mês)\b|\b(antes del|hasta el|até o dia|até dia|bis zum) \d|\b(am|den) \d{1,2}(\.|:e)(?!\d)/i;
/** Zones whose people write the month first (9/10 is September 10th); an unknown zone reads as these (the US). */
const MONTH_FIRST =
  /^(UTC|America\/(New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise|Juneau|Indiana\/.*|Kentucky\/.*|North_Dakota\/.*|Menominee|Nome|Sitka|Yakutat|Adak|Metlakatla|Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Puerto_Rico)|Pacific\/Honolulu|Asia\/Manila|US\/.*|Canada\/.*)$/;
const dayFirst = (timeZone: string | undefined) => !!timeZone && !MONTH_FIRST.test(timeZone);

// Cheap gate before chrono (which runs ~40 patterns): a weekday, month, relative word or numeric date/time.
const DATEISH =
  /\b(mon|tues?|wed(nes)?|thu(rs)?|fri|sat(ur)?|sun)(day)?\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.? ?\d|\b\d{1,2}(st|nd|rd|th)? (of )?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(january|february|march|april|june|july|august|september|october|november|december)\b|\b(today|tonight|tomorrow|tmrw|tmr|tmw|weds|weekend|week|month|quarter|year|noon|midnight|morning|afternoon|evening)\b|\b(eo[dwmqy]|cob)\b|\bend of\b|\b\d{1,2}[/.-]\d{1,2}\b|\b\d{1,2}(st|nd|rd|th)\b|\b\d{1,2}(:\d{2})? ?(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bin (\d+|a|an|one|two|three|four|five|six|ten|a few|a couple of) (days?|weeks?|months?|hours?)\b|\bin the next\b|\bfrom now\b|\bwithin\b|\b(business|working) days?\b|\bq[1-4]\b|\b[12]?h[12]\d{0,2}\b|\bhalf\b|\bmid[- ]?[a-z]|\bmiddle of\b|\b(thanksgiving|christmas|xmas|new year)/i;

// Matches that are only a bare number, a time, or a vague word are not due dates.
const USEFUL = /[a-z]{3,}|\d(?:st|nd|rd|th)\b|\d{1,2}[/.-]\d{1,2}|\bq[1-4]\b|\b[12]?h[12]|^\d{1,2}(?:\.|:e)$/i;
const VAGUE = /^(now|today|this|that|the|a|an|soon|later|once|a while|recently|then|(the|that|this|the same|the next|the following|the other) day)$/i;
const TIME_ONLY = /^\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)$/i;

const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();
/** Minutes `timeZone` is ahead of UTC at `at` (0 for UTC or an unknown zone). */
export function zoneOffsetMinutes(timeZone: string | undefined, at: Date): number {
  if (!timeZone || timeZone === 'UTC') return 0;
  let format = zoneFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
    } catch {
      format = null;
    }
    zoneFormats.set(timeZone, format);
  }
  if (!format) return 0;
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(at)) if (p.type !== 'literal') part[p.type] = Number(p.value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The first usable date in `text` at or after receivedAt's day (overdue dates up to 7 days
 * back are kept: "by 4/28" written on 4/30 is overdue, not next year). In `timeZone` (the
 * user's): the days are read from the user's wall clock ("today", "tomorrow", "Friday"), a
 * time of day ("EOD", "by 5pm") is the user's, then stored in UTC; a day without a time
 * stays 12:00 UTC of that calendar day.
 */
/** A deadline word right before a date, in the languages the parsers read. */
const BY_BEFORE =
  /(?:^|[^\p{L}])(?:by|before|until|till|no later than|due|due on|due by|deadline|latest|bis|bis spätestens|spätestens|vor|antes del?|a más tardar|hasta el|senast|innan|före|até|até o dia|avant le|au plus tard|do|najpóźniej do)\s+(?:the\s+|el\s+|le\s+|den\s+|am\s+|o dia\s+)?$/iu;

/** A date that names a period's end or a holiday, which "before" leaves as it is. */
const PERIOD_OR_HOLIDAY = /\b(end|mid|middle|fin|ende|final|fim|q[1-4]|h[12]|quarter|half|week|month|year|eo[dwmqy]|christmas|xmas|thanksgiving|new year)/i;
/** "Before" governing the date that follows, with no other deadline word in between ("before the board call on the"). */
const BEFORE_DAY =
  /(?:^|[^\p{L}])(?<!or\s)(?:before|avant|avant le|avant la)\s(?:(?!\b(?:by|until|till|due|bis|até|hasta|senast|no later than|after|after the)\b)[^.;!?])*$/iu;

export function findDueDate(text: string, receivedAt: Date, timeZone?: string): DueDate | null {
  const english = DATEISH.test(text);
  if (!english && !FOREIGN_DATEISH.test(text)) return null;
  // Parsed on the user's wall clock written as if it were UTC, so every UTC helper above reads local days.
  const offset = zoneOffsetMinutes(timeZone, receivedAt) * 60_000;
  const wallClock = new Date(receivedAt.getTime() + offset);
  const ref = { instant: wallClock, timezone: 0 };
  let results: chrono.ParsedResult[] = english ? (dayFirst(timeZone) ? dayFirstParser : parser).parse(text, ref, { forwardDate: true }) : [];
  // Another language's reading joins in where its words are there; the earliest reading wins ("30. November 2026"
  // from the German parser starts before the English parser's "November 2026").
  if (FOREIGN_DATEISH.test(text))
    results = [...results, ...otherLanguages.flatMap((p) => p.parse(text, ref, { forwardDate: true }))].sort((a, b) => a.index - b.index);
  // "Tonight" is the due day only when the sentence names no other ("Send it tonight", not "I get in too late tonight,
  // but maybe dinner on Thurs?").
  let tonight: DueDate | null = null;
  let first: DueDate | null = null;
  let firstMonthOnly = false;
  for (const r of results) {
    const t = r.text.trim().replace(/[\s,;:]+$/, '');
    // A bare time is a due date after a deadline word: "by 5pm" is today at five (tomorrow once it has passed).
    const deadlineTime = TIME_ONLY.test(t) && /\b(by|before|until|till|no later than|at)\s*$/i.test(text.slice(0, r.index));
    // "Today" is vague ("Today I want to …") except after a deadline word: "by today", "later today", "by tonight".
    // So is a "today" that closes a clause ("Please send the quote to Lena today", "call me today, not tomorrow").
    const dueToday =
      /^(today|tonight)$/i.test(t) &&
      (/\b(by|before|until|till|no later than|later)\s*$/i.test(text.slice(0, r.index)) ||
        (/^today$/i.test(t) &&
          r.index > 0 &&
          !/\b(as of|from|since|until|than|of|for)\s*$/i.test(text.slice(0, r.index)) &&
          /^\s*([.!?,;)–—-]|and\b|whether\b|if\b|so\b|$)/.test(text.slice(r.index + r.text.length))));
    const bare = t.replace(/^(?:the|on|at|in|by|el|la|le|der|die|das|den|am|o|a)\s+/i, '');
    if (!deadlineTime && !dueToday && (!USEFUL.test(bare) || VAGUE.test(t))) continue;
    // A number chrono took for an hour with nothing that makes it one ("das 18 lojas", "at 2" of "2 things").
    if (r.start.isCertain('hour') && !r.start.isCertain('day') && !r.start.isCertain('weekday') && /^\D*\d{1,2}$/.test(t)) continue;
    if (/^(last|past|previous|yesterday|ago)\b|\bago$|^since\b/i.test(t)) continue;
    // "within the min/max tariff rate": chrono's reading of an abbreviation, with no amount of time at all.
    if (/^(within|in)\s+the\s+[a-z]+$/i.test(t)) continue;
    // A bare length of time says how long, not when: "2-3 years from commercial production", "a project of 6 months".
    if (
      /^(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a few|several)[\s-]*(min|mins|minutes?|hrs?|hours?|days?|weeks?|months?|years?)$/i.test(t) &&
      !/\b(in|within|next|the next)\s*$/i.test(text.slice(0, r.index))
    )
      continue;
    const s = r.start;
    let year = s.get('year');
    const month = s.get('month');
    const day = s.get('day');
    if (year === null || month === null || day === null) continue;
    // forwardDate pushes a past date a year ahead. Up to a week back it is overdue; up to three months back it is a
    // past event ("the hearing held on 8/23", written on 9/6), not next year's deadline. "January of this year" is past too.
    if (s.isCertain('month') && !s.isCertain('year')) {
      const sameYear = Date.UTC(year - 1, month - 1, day);
      const back = wallClock.getTime() - sameYear;
      if (year > wallClock.getUTCFullYear() && back >= 0 && back < 7 * DAY) year -= 1;
      else if (year > wallClock.getUTCFullYear() && back >= 7 * DAY && back < 92 * DAY) continue;
      else if (/^\s*(of\s+)?this year\b/i.test(text.slice(r.index + r.text.length))) year = wallClock.getUTCFullYear();
    }
    const hasTime = s.isCertain('hour');
    let hour = s.get('hour') ?? 12;
    // "Call at 5:00 today": a working-day hour from 1 to 7 without am/pm is in the afternoon ("05:00" is the morning).
    if (hasTime && !s.isCertain('meridiem') && hour >= 1 && hour <= 7 && !/\b0\d:\d\d/.test(t)) hour += 12;
    let date = hasTime ? new Date(Date.UTC(year, month - 1, day, hour, s.get('minute') ?? 0) - offset) : new Date(Date.UTC(year, month - 1, day, 12));
    // "This morning" is today's, even once the morning is over (chrono's forward reading makes it tomorrow's).
    if (/^this\s+(morning|afternoon|evening)$/i.test(t) && utcDay(new Date(date.getTime() + offset)).getTime() > utcDay(wallClock).getTime())
      date = new Date(date.getTime() - DAY);
    // "Before Friday" is due on Thursday, "before the board on the 27th" on the 26th; "on or before", "before noon" and
    // "before the end of the month" keep their day. (Spanish "antes del jueves" is read as "by Thursday".)
    if (!hasTime && !PERIOD_OR_HOLIDAY.test(t) && BEFORE_DAY.test(text.slice(Math.max(0, r.index - 60), r.index))) date = new Date(date.getTime() - DAY);
    if (date.getTime() < utcDay(wallClock).getTime() - 7 * DAY) continue;
    if (date.getTime() > receivedAt.getTime() + 3 * 366 * DAY) continue;
    if (/^tonight$/i.test(t) && !dueToday) {
      tonight ??= { date, text: t, index: r.index };
      continue;
    }
    // The date a deadline word governs is the due one ("expiring Friday, so I need your sign-off by Thursday noon");
    // without such a word, the first date the sentence names.
    const found = { date, text: t, index: r.index };
    if (BY_BEFORE.test(text.slice(Math.max(0, r.index - 30), r.index))) return found;
    if (!first) [first, firstMonthOnly] = [found, !s.isCertain('day') && !s.isCertain('weekday')];
  }
  // "I'll call her tonight and credit a week on September's ledger": a month alone dates less than "tonight".
  return tonight && (!first || firstMonthOnly) ? tonight : first;
}
