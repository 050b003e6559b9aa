// Ask Nugget's question parser: reads the structure out of a plain-English question —
// people, addresses and domains, a time window, a venture, commitment and money
// questions — and leaves the rest as a websearch_to_tsquery string (quoted phrases,
// OR and -exclusion are kept as written). Pure: the service resolves what it finds
// against the database.
import * as chrono from 'chrono-node';

export type Role = 'from' | 'to' | 'any';
export type CommitmentDirection = 'owed_by_me' | 'owed_to_me' | 'any';
export const MONEY_TYPES = ['Revenue', 'Expense', 'Invoice', 'Order'] as const;
export type MoneyType = (typeof MONEY_TYPES)[number];

export type TimeWindow = {
  /** Inclusive start (null: open). */
  start: Date | null;
  /** Exclusive end (null: open). */
  end: Date | null;
  /** The words it came from, as written ("last week"). */
  label: string;
  /** Which date it constrains: when the mail arrived, or when a commitment is due. */
  field: 'received' | 'due';
};

export type ParsedQuestion = {
  original: string;
  /** What is left for full-text search, in websearch_to_tsquery syntax ('' when nothing is). */
  text: string;
  /** The user wrote quotes, OR or -exclusions: the text is taken as an exact search. */
  operators: boolean;
  /** `addresses`: set by the search once the name is resolved to the user's contacts of that name. */
  people: { name: string; role: Role; addresses?: string[] }[];
  addresses: { address: string; role: Role }[];
  domains: { domain: string; role: Role }[];
  /** A known venture or company named in the question (as the caller spelled it). */
  company: string | null;
  window: TimeWindow | null;
  commitments: null | { direction: CommitmentDirection; dueOnly: boolean };
  /** "who have I not replied to": received mail worth a reply with no later reply of the user's in its thread. */
  unanswered: boolean;
  money: null | {
    types: MoneyType[];
    min: number | null;
    minInclusive: boolean;
    max: number | null;
    maxInclusive: boolean;
    currency: string | null;
    /** The threshold as written ("over $5,000"). */
    label: string | null;
  };
};

export type ParseOptions = {
  now?: Date;
  /** IANA zone for calendar words ("yesterday", "in March"); default UTC. */
  timeZone?: string;
  /** The user's ventures and the companies their mail names: matched whole, case-insensitively. */
  companies?: string[];
};

// ───────────────────────────── words ─────────────────────────────

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NUMBER_WORDS: Record<string, number> = {
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
  'a couple of': 2,
  'couple of': 2,
  'a few': 3,
  few: 3,
  several: 3,
};

/** Words that carry the question's structure, never its topic: stripped from the full-text part. */
const FILLER = new Set(
  `what what's whats which who who's whom whose when where why how did do does done doing is are was were be been being am
  have has had having show shows showing find finding search list tell give get got me my mine myself i i'm im i've ive we us our ours you your
  please could would can will should any all every each some anything something everything everyone anyone
  mail mails email emails emailed message messages note notes thread threads inbox inboxes conversation conversations
  the a an of in on at for to from by with about regarding re related concerning and than then there their them they it its that this these those
  still ever across venture ventures between
  mention mentions mentioned mentioning say says said talk talks talked talking write writes wrote written discuss discussed
  send sends sent sending ask asks asked tell told reply replied respond responded
  last latest recent recently lately back hear heard waiting wait up just also even not never haven't hasn't didn't yet`.split(/\s+/),
);

const COMMITMENT_WORDS = new Set(
  `commitment commitments promise promises promised promising owe owes owed owing deadline deadlines due overdue
  action actions item items todo todos to-do to-dos task tasks follow-up follow-ups followup followups follow
  open outstanding pending unfinished agreed agree committed commit obligations obligation need needs`.split(/\s+/),
);
const MONEY_WORDS = new Set(
  `invoice invoices invoiced billed bills receipt receipts expense expenses spend spending spent cost costs
  revenue revenues income payout payouts paid pay payment payments order orders purchase purchases bought
  transaction transactions money amount amounts unpaid outstanding open pending total totals`.split(/\s+/),
);

/** Words that can never be a person's name. */
const NOT_NAMES = new Set([
  ...FILLER,
  ...COMMITMENT_WORDS,
  ...MONEY_WORDS,
  ...MONTHS,
  ...WEEKDAYS,
  ...'he she him her they them it you i we me us someone anybody nobody people team today yesterday tomorrow week month year quarter nugget'.split(' '),
]);

const PERSON_VERBS =
  'promise|promised|say|said|send|sent|ask|asked|want|wanted|write|wrote|mention|mentioned|agree|agreed|commit|committed|owe|owes|offer|offered|propose|proposed|need|needs|reply|replied|tell|told|share|shared|suggest|suggested|email|emailed';
const COMMIT_VERBS = /^(promise|promised|agree|agreed|commit|committed|owe|owes|offer|offered)$/i;

// ───────────────────────────── time ─────────────────────────────

type Civil = { y: number; m: number; d: number };

function offsetMinutes(at: Date, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** The civil date (in the zone) of an instant. */
function civilOf(at: Date, tz: string): Civil {
  const shifted = new Date(at.getTime() + offsetMinutes(at, tz) * 60000);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth(), d: shifted.getUTCDate() };
}

/** The instant of 00:00 of a civil date in the zone (month and day may overflow). */
function midnight(y: number, m: number, d: number, tz: string): Date {
  const guess = Date.UTC(y, m, d);
  let t = guess - offsetMinutes(new Date(guess), tz) * 60000;
  const again = guess - offsetMinutes(new Date(t), tz) * 60000;
  if (again !== t) t = again;
  return new Date(t);
}

const monthIndex = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3)));

const MAX_QUANTITY = 10_000;

function quantity(word: string): number | null {
  const w = word.toLowerCase().trim();
  // "last 99999999 days" reaches before any date there is: every span is capped at
  // 10,000 of its unit (10,000 years still covers all the mail anyone has).
  if (/^\d+$/.test(w)) return Math.min(Number(w), MAX_QUANTITY);
  return NUMBER_WORDS[w] ?? null;
}

type Found = { window: TimeWindow; index: number; length: number };

function findWindow(s: string, now: Date, tz: string, field: 'received' | 'due'): Found | null {
  const today = civilOf(now, tz);
  const day = (offset: number) => midnight(today.y, today.m, today.d + offset, tz);
  // Monday-based weeks.
  const dow = (new Date(Date.UTC(today.y, today.m, today.d)).getUTCDay() + 6) % 7;
  const make = (m: RegExpExecArray, start: Date | null, end: Date | null): Found => ({
    window: { start, end, label: m[0].trim(), field },
    index: m.index,
    length: m[0].length,
  });
  let m: RegExpExecArray | null;

  // between <date> and <date>
  if ((m = /\bbetween\s+(.+?)\s+and\s+(.+?)(?=$|[,?.!]|\s+(?:from|to|about|with|for)\b)/i.exec(s))) {
    const a = chrono.parse(m[1]!, { instant: now, timezone: tzMinutes(now, tz) }, { forwardDate: field === 'due' })[0];
    const b = chrono.parse(m[2]!, { instant: now, timezone: tzMinutes(now, tz) }, { forwardDate: field === 'due' })[0];
    if (a && b) {
      const from = startOfParsed(a.start, tz);
      const to = endOfParsed(b.end ?? b.start, tz);
      return make(m, from, to);
    }
  }

  // today / yesterday / tomorrow
  if ((m = /\b(today|tonight|this morning|this afternoon|yesterday|tomorrow)\b/i.exec(s))) {
    const w = m[1]!.toLowerCase();
    const offset = w === 'yesterday' ? -1 : w === 'tomorrow' ? 1 : 0;
    return make(m, day(offset), day(offset + 1));
  }

  // in the last / past N days|weeks|months|years
  if (
    (m =
      /\b(?:(?:in|over|during|within)\s+the\s+)?(?:last|past|previous)\s+(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a\s+)?couple\s+of|(?:a\s+)?few|several)\s+(day|week|month|year)s?\b/i.exec(
        s,
      ))
  ) {
    const n = quantity(m[1]!.replace(/\s+/g, ' ')) ?? 1;
    const unit = m[2]!.toLowerCase();
    const start =
      unit === 'day'
        ? day(-n + 1)
        : unit === 'week'
          ? day(-7 * n + 1)
          : unit === 'month'
            ? midnight(today.y, today.m - n, today.d + 1, tz)
            : midnight(today.y - n, today.m, today.d + 1, tz);
    return make(m, start, field === 'due' ? day(1) : null);
  }
  // the next N days|weeks (deadlines)
  if (
    (m =
      /\b(?:in\s+|within\s+|over\s+)?(?:the\s+)?next\s+(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|(?:a\s+)?couple\s+of|(?:a\s+)?few)\s+(day|week|month)s?\b/i.exec(
        s,
      ))
  ) {
    const n = quantity(m[1]!.replace(/\s+/g, ' ')) ?? 1;
    const unit = m[2]!.toLowerCase();
    const end = unit === 'day' ? day(n + 1) : unit === 'week' ? day(7 * n + 1) : midnight(today.y, today.m + n, today.d + 1, tz);
    return make(m, day(0), end);
  }
  // in over a week / for more than 3 days / older than a month: before that long ago
  if (
    (m =
      /\b(?:(?:in|for)\s+(?:over|more\s+than)|older\s+than|over)\s+(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|(?:a\s+)?couple\s+of|(?:a\s+)?few)\s+(day|week|month|year)s?(?:\s+ago)?\b/i.exec(
        s,
      ))
  ) {
    const n = quantity(m[1]!.replace(/\s+/g, ' ')) ?? 1;
    const unit = m[2]!.toLowerCase();
    const end =
      unit === 'day'
        ? new Date(now.getTime() - n * 86_400_000)
        : unit === 'week'
          ? new Date(now.getTime() - 7 * n * 86_400_000)
          : unit === 'month'
            ? midnight(today.y, today.m - n, today.d, tz)
            : midnight(today.y - n, today.m, today.d, tz);
    return make(m, null, end);
  }
  // past/last week|month|year as a rolling span: "in the past week"
  if ((m = /\b(?:in|over|during|within)\s+the\s+(?:past|last)\s+(day|week|month|year)\b|\bpast\s+(day|week|month|year)\b/i.exec(s))) {
    const unit = (m[1] ?? m[2])!.toLowerCase();
    const start =
      unit === 'day'
        ? day(-1)
        : unit === 'week'
          ? day(-6)
          : unit === 'month'
            ? midnight(today.y, today.m - 1, today.d + 1, tz)
            : midnight(today.y - 1, today.m, today.d + 1, tz);
    return make(m, start, null);
  }
  // this / last / next week|month|year|quarter (calendar periods)
  if ((m = /\b(this|last|previous|next|current)\s+(week|month|year|quarter)\b/i.exec(s))) {
    const which = m[1]!.toLowerCase();
    const shift = which === 'last' || which === 'previous' ? -1 : which === 'next' ? 1 : 0;
    const unit = m[2]!.toLowerCase();
    if (unit === 'week') return make(m, day(-dow + 7 * shift), day(-dow + 7 * shift + 7));
    if (unit === 'month') return make(m, midnight(today.y, today.m + shift, 1, tz), midnight(today.y, today.m + shift + 1, 1, tz));
    if (unit === 'year') return make(m, midnight(today.y + shift, 0, 1, tz), midnight(today.y + shift + 1, 0, 1, tz));
    const q = Math.floor(today.m / 3) + shift;
    return make(m, midnight(today.y, q * 3, 1, tz), midnight(today.y, q * 3 + 3, 1, tz));
  }
  // Q1 2025 / Q3
  if ((m = /\b(?:in\s+)?q([1-4])(?:\s+(?:of\s+)?(\d{4}))?\b/i.exec(s))) {
    const q = Number(m[1]) - 1;
    const currentQ = Math.floor(today.m / 3);
    const y = m[2] ? Number(m[2]) : field === 'due' ? (q >= currentQ ? today.y : today.y + 1) : q <= currentQ ? today.y : today.y - 1;
    return make(m, midnight(y, q * 3, 1, tz), midnight(y, q * 3 + 3, 1, tz));
  }
  // since / after / before / until <date>
  if (
    (m =
      /\b(since|after|before|until|till|prior to)\s+((?:(?:last|this|next)\s+)?[\w,/ -]+?)(?=$|[?.!;]|\s+(?:from|to|about|with|for|and|or|that|which|who)\b)/i.exec(
        s,
      ))
  ) {
    const which = m[1]!.toLowerCase();
    const parsed = chrono.parse(m[2]!, { instant: now, timezone: tzMinutes(now, tz) }, { forwardDate: false })[0];
    if (parsed && parsed.index === 0) {
      const shift = yearShift(parsed, now, field);
      const consumed = m[0].slice(0, m[0].length - m[2]!.length) + parsed.text;
      const at = which === 'after' ? endOfParsed(parsed.end ?? parsed.start, tz, shift) : startOfParsed(parsed.start, tz, shift);
      const found: Found = {
        window: {
          start: which === 'since' || which === 'after' ? at : null,
          end: which === 'since' || which === 'after' ? null : at,
          label: consumed.trim(),
          field,
        },
        index: m.index,
        length: consumed.length,
      };
      return found;
    }
  }
  // (in|during|last|this|next) <Month> [<year>] — month names resolve to the right year.
  const monthRe = new RegExp(
    String.raw`\b(?:(in|during|for|from|since|last|this|next|of)\s+)?${MONTH_RE}\b(?:\s*,?\s*(\d{4}))?(?!\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\s*\d{4}))`,
    'gi',
  );
  while ((m = monthRe.exec(s))) {
    const qualifier = m[1]?.toLowerCase();
    const word = m[2]!;
    const year = m[3] ? Number(m[3]) : null;
    // "may" is mostly a verb, "march" sometimes, and "Jan" a name: those need a qualifier or a year.
    const weak = /^(may|march|mar)$/i.test(word) || word.length <= 4;
    if (weak && !year && (!qualifier || qualifier === 'for' || qualifier === 'from' || qualifier === 'of')) continue;
    const month = monthIndex(word);
    let y: number;
    if (year) y = year;
    else if (qualifier === 'last') y = month < today.m ? today.y : today.y - 1;
    else if (qualifier === 'this') y = today.y;
    else if (qualifier === 'next') y = month > today.m ? today.y : today.y + 1;
    else if (field === 'due') y = month >= today.m ? today.y : today.y + 1;
    else y = month <= today.m ? today.y : today.y - 1;
    const start = midnight(y, month, 1, tz);
    const end = midnight(y, month + 1, 1, tz);
    if (qualifier === 'since') return make(m, start, null);
    return make(m, start, end);
  }
  // in 2024
  if ((m = /\b(?:in|during|for|from|of|throughout)\s+((?:19|20)\d{2})\b/i.exec(s))) {
    const y = Number(m[1]);
    return make(m, midnight(y, 0, 1, tz), midnight(y + 1, 0, 1, tz));
  }
  // Anything else chrono reads as a date: "last Friday", "on March 3rd", "2 weeks ago".
  for (const r of chrono.parse(s, { instant: now, timezone: tzMinutes(now, tz) }, { forwardDate: field === 'due' })) {
    if (!/[a-z]/i.test(r.text) && !/\d{1,4}[/-]\d{1,2}/.test(r.text)) continue; // bare numbers are amounts, not dates
    if (/^\d+(\.\d+)?\s*(k|m)?$/i.test(r.text.trim())) continue;
    if (/^\p{L}+$/u.test(r.text.trim()) && monthIndex(r.text.trim()) >= 0 && MONTHS.some((mo) => mo.startsWith(r.text.trim().toLowerCase()))) continue; // a bare month word: see above
    const shift = yearShift(r, now, field);
    const lead = /\b(on|from|since|at|in)\s+$/i.exec(s.slice(0, r.index));
    const index = lead ? lead.index : r.index;
    const length = r.index + r.text.length - index;
    const start = startOfParsed(r.start, tz, shift);
    const end = r.end ? endOfParsed(r.end, tz, shift) : endOfParsed(r.start, tz, shift);
    const since = lead?.[1]?.toLowerCase() === 'since';
    return { window: { start, end: since ? null : end, label: s.slice(index, index + length).trim(), field }, index, length };
  }
  return null;
}

const tzMinutes = (now: Date, tz: string) => offsetMinutes(now, tz);

/** Mail arrived in the past: a date written without a year that chrono put ahead of today is last year's. */
const yearShift = (r: chrono.ParsedResult, now: Date, field: 'received' | 'due') =>
  field === 'received' && !r.start.isCertain('year') && r.start.date().getTime() > now.getTime() ? -1 : 0;

function shifted(d: Date, years: number): Date {
  if (!years) return d;
  const out = new Date(d);
  out.setUTCFullYear(out.getUTCFullYear() + years);
  return out;
}

function startOfParsed(c: chrono.ParsedComponents, tz: string, years = 0): Date {
  if (c.isCertain('hour')) return shifted(c.date(), years);
  return midnight(c.get('year')! + years, c.get('month')! - 1, c.get('day')!, tz);
}

function endOfParsed(c: chrono.ParsedComponents, tz: string, years = 0): Date {
  if (c.isCertain('hour')) return new Date(shifted(c.date(), years).getTime() + 3_600_000);
  const y = c.get('year')! + years;
  const m = c.get('month')! - 1;
  // A month named without a day ("in March" read by chrono) spans the month.
  if (!c.isCertain('day') && c.isCertain('month')) return midnight(y, m + 1, 1, tz);
  return midnight(y, m, c.get('day')! + 1, tz);
}

// ───────────────────────────── money ─────────────────────────────

const CURRENCY: Record<string, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  usd: 'USD',
  eur: 'EUR',
  gbp: 'GBP',
  dollar: 'USD',
  dollars: 'USD',
  euro: 'EUR',
  euros: 'EUR',
  pound: 'GBP',
  pounds: 'GBP',
};
const AMOUNT = String.raw`((?:usd|eur|gbp)\s?|[$€£]\s?)?(\d[\d,]*(?:\.\d+)?)\s?(k|m|thousand|million)?\b(?:\s?(usd|eur|gbp|dollars?|euros?|pounds?)\b)?`;

function amountOf(prefix: string | undefined, num: string, mult: string | undefined, suffix: string | undefined) {
  let value = Number(num.replace(/,/g, ''));
  const mul = mult?.toLowerCase();
  if (mul === 'k' || mul === 'thousand') value *= 1000;
  if (mul === 'm' || mul === 'million') value *= 1_000_000;
  const cur = (prefix ?? suffix ?? '').trim().toLowerCase();
  return { value, currency: cur ? (CURRENCY[cur] ?? null) : null };
}

function findMoney(s: string) {
  let m: RegExpExecArray | null;
  const between = new RegExp(String.raw`\b(?:between|from)\s+${AMOUNT}\s+(?:and|to|-)\s+${AMOUNT}`, 'i');
  if ((m = between.exec(s))) {
    const a = amountOf(m[1], m[2]!, m[3], m[4]);
    const b = amountOf(m[5], m[6]!, m[7], m[8]);
    return {
      min: a.value,
      minInclusive: true,
      max: b.value,
      maxInclusive: true,
      currency: a.currency ?? b.currency,
      index: m.index,
      length: m[0].length,
      label: m[0],
    };
  }
  const over = new RegExp(
    String.raw`(?:\b(over|above|more\s+than|greater\s+than|larger\s+than|bigger\s+than|exceeding|at\s+least|upwards\s+of|under|below|less\s+than|smaller\s+than|at\s+most|up\s+to)|(>=|<=|>|<))\s*${AMOUNT}`,
    'i',
  );
  if ((m = over.exec(s))) {
    const op = (m[1] ?? m[2]!).toLowerCase().replace(/\s+/g, ' ');
    const a = amountOf(m[3], m[4]!, m[5], m[6]);
    const lower = /^(over|above|more than|greater than|larger than|bigger than|exceeding|at least|upwards of|>=|>)$/.test(op);
    const inclusive = /^(at least|upwards of|>=|at most|up to|<=)$/.test(op);
    return lower
      ? { min: a.value, minInclusive: inclusive, max: null, maxInclusive: false, currency: a.currency, index: m.index, length: m[0].length, label: m[0] }
      : { min: null, minInclusive: false, max: a.value, maxInclusive: inclusive, currency: a.currency, index: m.index, length: m[0].length, label: m[0] };
  }
  return null;
}

function moneyTypes(s: string): MoneyType[] | null {
  const types = new Set<MoneyType>();
  if (/\binvoic(e|es|ed|ing)\b|\bbilled\b/i.test(s)) types.add('Invoice');
  if (/\b(revenue|revenues|income|payouts?|paid me|got paid|earnings)\b/i.test(s)) types.add('Revenue');
  if (/\b(expenses?|spend|spending|spent|costs?|receipts?|bills)\b/i.test(s)) types.add('Expense');
  if (/\b(orders?|purchases?|bought|purchased)\b/i.test(s)) types.add('Order');
  if (types.size) return [...types];
  if (/\b(transactions?|payments?|money|amounts?)\b/i.test(s)) return [...MONEY_TYPES];
  return null;
}

// ───────────────────────────── people ─────────────────────────────

const NAME = String.raw`[\p{L}][\p{L}'’-]*`;
const CAP_NAME = String.raw`\p{Lu}[\p{L}'’-]*`;
const ADDRESS_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/giu;
const DOMAIN_RE = /(?<![@\p{L}\p{N}._-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,24}))(?![\p{L}\p{N}_-]|\.[a-z0-9])/giu;
const NOT_DOMAINS = /^(e\.g|i\.e|a\.m|p\.m|etc|vs|u\.s|mr|mrs|dr)\.?$/i;

function roleBefore(s: string, index: number): Role {
  const before = s.slice(Math.max(0, index - 16), index).toLowerCase();
  if (/\b(from|by|sender|sent by)\s*$/.test(before)) return 'from';
  if (/\b(to|cc|for|sent to|emailed)\s*$/.test(before)) return 'to';
  return 'any';
}

const isName = (w: string) => !!w && !NOT_NAMES.has(w.toLowerCase().replace(/['’]s$/, '')) && !/^\d/.test(w) && w.length > 1;

// ───────────────────────────── the parser ─────────────────────────────

export function parseQuestion(input: string, opts: ParseOptions = {}): ParsedQuestion {
  const now = opts.now ?? new Date();
  const tz = opts.timeZone && validZone(opts.timeZone) ? opts.timeZone : 'UTC';
  const original = input.trim();
  const protectedParts: string[] = [];
  // Quoted phrases and -exclusions are the user's own full-text syntax: keep them whole.
  let s = original.replace(/-?"[^"]*"?|(?<=^|\s)-[^\s"]+/g, (part) => {
    protectedParts.push(part);
    return ` \u0001${protectedParts.length - 1}\u0001 `;
  });
  const cut = (index: number, length: number, keep = ' ') => {
    s = s.slice(0, index) + keep + s.slice(index + length);
  };

  const result: ParsedQuestion = {
    original,
    text: '',
    operators: protectedParts.length > 0 || /\sor\s/i.test(` ${original} `),
    people: [],
    addresses: [],
    domains: [],
    company: null,
    window: null,
    commitments: null,
    unanswered: false,
    money: null,
  };

  // Money first: "$5,000" must not be read as a date.
  const types = moneyTypes(s);
  const threshold = findMoney(s);
  if (types || threshold) {
    result.money = {
      types: types ?? [...MONEY_TYPES],
      min: threshold?.min ?? null,
      minInclusive: threshold?.minInclusive ?? false,
      max: threshold?.max ?? null,
      maxInclusive: threshold?.maxInclusive ?? false,
      currency: threshold?.currency ?? null,
      label: threshold?.label.trim() ?? null,
    };
    if (threshold) cut(threshold.index, threshold.length);
  }

  // Commitment questions.
  const lower = ` ${s.toLowerCase()} `;
  const owedToMe =
    /\b(owes?|owed)\s+me\b|\bowed\s+to\s+me\b|\bwaiting\s+(on|for)\b|\bhear(d)?\s+back\b|\bget(ting)?\s+back\s+to\s+me\b|\bpromised\s+me\b|\bpromised\s+to\s+(me|us)\b/.test(
      lower,
    );
  const owedByMe =
    /\b(i|we)\s+(owe|promised|promise|committed|agreed|need\s+to|have\s+to|must|should|said\s+i\s+would)\b|\b(do|did|have|must|should)\s+(i|we)\s+(owe|promise|commit|agree|need|have\s+to)\b|\bmy\s+(open\s+)?(commitments|promises|deadlines|tasks|to-?dos|action\s+items|obligations)\b|\bowed\s+by\s+me\b|\b(deadlines?|commitments?|tasks?)\s+(do\s+)?(i|we)\s+have\b|\bi\s+have\s+(to|due)\b/.test(
      lower,
    );
  const commitmentWord =
    /\b(commitments?|promises?|promised|owe|owes|owed|owing|deadlines?|overdue|action\s+items?|to-?dos?|follow[- ]?ups?|obligations?)\b/.test(lower) ||
    owedToMe;
  const dueWord = /\b(due|deadlines?|overdue)\b/.test(lower);
  if (commitmentWord || (dueWord && !result.money)) {
    result.commitments = { direction: owedToMe ? 'owed_to_me' : owedByMe ? 'owed_by_me' : 'any', dueOnly: dueWord };
  }

  // Mail awaiting the user's reply.
  const unanswered =
    /(?:\bnot|\bnever|n't|\byet\s+to)(?:\s+(?:i|we))?\s+(?:yet\s+)?(?:repl(?:y|ied)|respond(?:ed)?|answer(?:ed)?|written\s+back|gotten\s+back|got\s+back)\b|\bunanswered\b|\bawaiting\s+(?:my\s+)?(?:reply|response|answer)\b|\b(?:need|needs)\s+(?:a\s+)?(?:reply|response)\b/i.exec(
      s,
    );
  if (unanswered) {
    result.unanswered = true;
    cut(unanswered.index, unanswered[0].length);
  }

  // Time window (due dates for deadline questions).
  const field = result.commitments?.dueOnly ? 'due' : 'received';
  const found = findWindow(s, now, tz, field);
  if (found) {
    result.window = found.window;
    cut(found.index, found.length);
  }

  // Company / venture names the caller knows.
  const companies = [...(opts.companies ?? [])].filter((c) => c && c.trim().length > 1).sort((a, b) => b.length - a.length);
  for (const company of companies) {
    // Never inside an address or a domain ("jeff@enron.com" is not the venture Enron).
    const re = new RegExp(
      String.raw`(?:\b(?:at|for|with|from|in|to|of)\s+)?(?<![\p{L}\p{N}@.])${escapeRe(company.trim())}(?:['’]s)?(?![\p{L}\p{N}@]|\.[\p{L}\p{N}])`,
      'iu',
    );
    const m = re.exec(s);
    if (m) {
      result.company = company.trim();
      cut(m.index, m[0].length);
      break;
    }
  }

  // Addresses and domains. "did jeff@enron.com promise" asks for the address's promises, as for a name.
  s = s.replace(ADDRESS_RE, (address, index: number, whole: string) => {
    const promised =
      /\b(?:did|does|has|have|had|will)\s+$/i.test(whole.slice(Math.max(0, index - 8), index)) &&
      COMMIT_VERBS.test(
        whole
          .slice(index + address.length)
          .trim()
          .split(/\s+/)[0] ?? '',
      );
    if (promised) result.commitments = { direction: 'owed_to_me', dueOnly: result.commitments?.dueOnly ?? false };
    result.addresses.push({ address: address.toLowerCase(), role: promised ? 'from' : roleBefore(s, index) });
    return ' ';
  });
  s = s.replace(DOMAIN_RE, (domain: string, _g: string, index: number) => {
    if (NOT_DOMAINS.test(domain) || /^\d+(\.\d+)+$/.test(domain)) return domain;
    result.domains.push({ domain: domain.toLowerCase(), role: roleBefore(s, index) });
    return ' ';
  });

  // People.
  const addPerson = (name: string, role: Role) => {
    const clean = name.replace(/['’]s$/i, '').trim();
    if (!clean || result.people.some((p) => p.name.toLowerCase() === clean.toLowerCase())) return;
    result.people.push({ name: clean, role });
  };
  const twoWords = (first: string, second: string | undefined) =>
    second && isName(second) && /^\p{Lu}/u.test(first) && /^\p{Lu}/u.test(second) ? `${first} ${second}` : first;
  const run = (re: RegExp, fn: (m: RegExpExecArray) => { name: string; role: Role; start: number; end: number } | null) => {
    let m: RegExpExecArray | null;
    re.lastIndex = 0;
    const cuts: [number, number][] = [];
    while ((m = re.exec(s))) {
      const r = fn(m);
      if (r) {
        addPerson(r.name, r.role);
        cuts.push([r.start, r.end]);
      }
    }
    for (const [a, b] of cuts.reverse()) cut(a, b - a);
  };

  // did Priya promise / has Jon sent
  run(
    new RegExp(
      String.raw`\b(?:did|does|do|has|have|had|will|would|could)\s+(${NAME})(?:\s+(${CAP_NAME}))?(?:\s+(?:last|ever|first|just|actually|really|already|recently|not|never))?\s+(${PERSON_VERBS})\b`,
      'giu',
    ),
    (m) => {
      const first = m[1]!;
      if (/^(i|we)$/i.test(first)) return null;
      if (!isName(first)) return null;
      const name = twoWords(first, m[2]);
      if (COMMIT_VERBS.test(m[3]!) && result.commitments) result.commitments.direction = 'owed_to_me';
      else if (COMMIT_VERBS.test(m[3]!)) result.commitments = { direction: 'owed_to_me', dueOnly: false };
      const start = m.index + m[0].indexOf(first);
      return { name, role: 'from', start, end: start + name.length };
    },
  );
  // I promised Priya / what do I owe Jon
  run(
    new RegExp(
      String.raw`\b(?:i|we)\s+(?:promise|promised|owe|told|asked|sent|send|wrote|write|emailed|email|agreed\s+with|committed\s+to|need\s+to\s+send|have\s+to\s+send)\s+(${NAME})(?:\s+(${CAP_NAME}))?`,
      'giu',
    ),
    (m) => {
      const first = m[1]!;
      if (!isName(first)) return null;
      const name = twoWords(first, m[2]);
      const start = m.index + m[0].lastIndexOf(first);
      return { name, role: 'to', start, end: start + name.length };
    },
  );
  // from Priya / by Jon Smith
  run(new RegExp(String.raw`\b(from|by)\s+(${NAME})(?:\s+(${CAP_NAME}))?`, 'giu'), (m) => {
    const first = m[2]!;
    if (!isName(first)) return null;
    const name = twoWords(first, m[3]);
    return { name, role: 'from', start: m.index, end: m.index + m[1]!.length + 1 + name.length };
  });
  // to / with / cc Priya (capitalised only: "to send" is not a person)
  run(new RegExp(String.raw`\b(to|with|cc)\s+(${CAP_NAME})(?:\s+(${CAP_NAME}))?`, 'gu'), (m) => {
    const first = m[2]!;
    if (!isName(first)) return null;
    const name = twoWords(first, m[3]);
    return { name, role: m[1] === 'with' ? 'any' : 'to', start: m.index, end: m.index + m[1]!.length + 1 + name.length };
  });
  // Priya's invoice
  run(new RegExp(String.raw`(?<![\p{L}])(${NAME})['’]s\b`, 'giu'), (m) => {
    if (!isName(m[1]!)) return null;
    return { name: m[1]!, role: 'from', start: m.index, end: m.index + m[0].length };
  });
  // Priya promised / Jon said
  run(
    new RegExp(
      String.raw`(?<![\p{L}])(${CAP_NAME})(?:\s+(${CAP_NAME}))?\s+(promised|said|sent|asked|wrote|owes|mentioned|agreed|offered|proposed|replied|emailed|wants|needs)\b`,
      'gu',
    ),
    (m) => {
      const first = m[1]!;
      if (!isName(first)) return null;
      const name = twoWords(first, m[2]);
      if (COMMIT_VERBS.test(m[3]!)) result.commitments = { direction: 'owed_to_me', dueOnly: result.commitments?.dueOnly ?? false };
      return { name, role: 'from', start: m.index, end: m.index + name.length };
    },
  );

  // What remains is the topic.
  const strip = new Set<string>(FILLER);
  if (result.commitments) for (const w of COMMITMENT_WORDS) strip.add(w);
  if (result.money) for (const w of MONEY_WORDS) strip.add(w);
  const words = s
    .replace(/[?!,;:()[\]{}]+/g, ' ')
    .replace(/(^|\s)[.]+|[.]+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .filter((w) => w.startsWith('\u0001') || /^or$/i.test(w) || !strip.has(w.toLowerCase().replace(/['’]s$/, '')))
    .map((w) => (w.startsWith('\u0001') ? protectedParts[Number(w.slice(1, -1))]! : w));
  // Drop dangling ORs.
  const tidy: string[] = [];
  for (const w of words) {
    if (/^or$/i.test(w) && (!tidy.length || /^or$/i.test(tidy[tidy.length - 1]!))) continue;
    tidy.push(/^or$/i.test(w) ? 'or' : w);
  }
  while (tidy.length && /^or$/i.test(tidy[tidy.length - 1]!)) tidy.pop();
  result.text = tidy.join(' ').trim();
  result.operators = result.operators && (/"|(^|\s)-\S/.test(result.text) || /\bor\b/.test(result.text));
  return result;
}

function validZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
