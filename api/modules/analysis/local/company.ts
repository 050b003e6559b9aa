// Which organisation a mail is about, named the way the mail writes it. The sender's domain says
// who it is ("sequoiacap.com"); the display name, the Organization header or the signature often
// say what they are called ("Sequoia Capital"). A phrase names the domain when the domain's first
// label is spelt by the phrase's words, read in order from its first word:
//   - whole words, the last of them possibly cut short: "sequoiacap" = Sequoia + Cap(ital),
//     "goldmansachs" = Goldman + Sachs, "jpmorgan" = J + P + Morgan ("J.P. Morgan");
//   - or the initials of two or more words: "gs" = Goldman Sachs, "pg" = Procter & Gamble.
// Lower-case joiners ("of", "and", "&", "de") inside a phrase may be spelt or skipped. Nothing else
// counts (no middle word cut short, no guessed abbreviations: "a16z" is not Andreessen Horowitz), so a
// phrase that merely starts with the same letters ("Accounts Meeting" for acme) is not taken. The
// name is the words used, as written; when nothing matches, the domain label stands in ("Sequoiacap",
// short labels in capitals: "ACME"). No lists of companies, no network; same input, same output.
import type { Party } from '../analysis.types.ts';
import type { CleanText } from './clean.ts';
import { baseDomain, domainOf, FREEMAIL } from './signals.ts';

/** Lines at the end of the sender's own text (signature included) that are read for the name. */
const TAIL_LINES = 15;
/** Characters of a line (or display name) that are read. */
const MAX_LINE = 200;
const cap = (line: string) => (line.length > MAX_LINE ? line.slice(0, MAX_LINE) : line);
/** Words (joiners included) a name may take. */
const MAX_WORDS = 6;

const WORD = /[\p{L}\p{N}]+/gu;
const JOINERS = new Set(['of', 'and', 'the', 'for', 'de', 'du', 'des', 'la', 'le', 'del', 'da', 'der', 'und', 'van', 'von', 'y', 'et', 'e']);
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_CAPITAL = /(?![\x00-\x7f])\p{Lu}/u;
const MARKS = /\p{M}/gu;

type Word = { norm: string; start: number; end: number; joiner: boolean };

/** The domain's first label as the matcher reads it: lower case, letters and digits only. */
function labelOf(domain: string): string | null {
  const d = baseDomain(domain);
  if (!d || FREEMAIL.has(d)) return null;
  const dot = d.indexOf('.');
  return (dot < 0 ? d : d.slice(0, dot)) || null;
}

/**
 * Words a firm's domain often ends in: "northwindcapital" reads "Northwind Capital". Generic
 * words, not names; the part before must keep 4 letters ("biotech", "refund" stay whole).
 */
const TRAILING_WORD =
  /^([a-z]{4,}?)(capital|ventures|partners|labs|group|holdings|bank|systems|technologies|media|health|energy|foods|studios|consulting|advisors|advisory|funds?|securities|insurance|solutions|software|networks|global|investments|realty|properties|logistics|pharma|therapeutics|robotics|analytics|payments|financial|finance|legal)$/;

const title = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/** The stand-in when the mail never writes the name: the label, capitalised (4 characters or fewer in capitals), a trailing generic word apart. */
function fallback(label: string): string {
  if (label.length <= 4) return label.toUpperCase();
  const split = TRAILING_WORD.exec(label);
  return split ? `${title(split[1]!)} ${title(split[2]!)}` : title(label);
}

function normalise(word: string): string {
  const lower = word.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

const capitalised = (w: string) => {
  const c = w[0]!;
  return c !== c.toLowerCase() || (c >= '0' && c <= '9');
};

/** What may stand between two words of one phrase: a space or two, a dot ("J.P."), a hyphen, an apostrophe, "&" or "+". */
function joins(line: string, from: number, to: number): boolean {
  switch (to - from) {
    case 1: {
      const c = line.charCodeAt(from);
      return c === 32 || c === 46 || c === 45 || c === 39 || c === 0x2019 || c === 38 || c === 43;
    }
    case 2: {
      const g = line.slice(from, to);
      return g === '  ' || g === '. ' || g === ' &' || g === '& ' || g === ' +' || g === '+ ';
    }
    case 3: {
      const g = line.slice(from, to);
      return g === ' & ' || g === ' + ';
    }
    default:
      return false;
  }
}

/** The phrases of a line: runs of words joined by spaces, dots, hyphens or "&"; commas, brackets, "|", "@" and the like end a phrase. */
function phrasesOf(line: string): Word[][] {
  const out: Word[][] = [];
  let run: Word[] = [];
  let prevEnd = -1;
  WORD.lastIndex = 0;
  for (let m = WORD.exec(line); m; m = WORD.exec(line)) {
    const text = m[0];
    const start = m.index;
    if (run.length && !joins(line, prevEnd, start)) {
      out.push(run);
      run = [];
    }
    prevEnd = start + text.length;
    if (capitalised(text)) run.push({ norm: normalise(text), start, end: prevEnd, joiner: false });
    else if (run.length && JOINERS.has(text)) run.push({ norm: text, start, end: prevEnd, joiner: true });
    else if (run.length) {
      // A lower-case word that is not a joiner ends the phrase ("Jane at Acme": "at").
      out.push(run);
      run = [];
    }
  }
  if (run.length) out.push(run);
  return out;
}

/** Index of the last word used when words[from..] spell label[pos..] as whole words (the last possibly cut short), else -1. */
function spellWhole(words: Word[], from: number, label: string, pos: number, limit: number): number {
  if (from >= limit) return -1;
  const w = words[from]!;
  const rest = label.length - pos;
  if (w.norm.length <= rest && label.startsWith(w.norm, pos)) {
    if (w.norm.length === rest) return w.joiner ? -1 : from;
    const next = spellWhole(words, from + 1, label, pos + w.norm.length, limit);
    if (next >= 0) return next;
  }
  if (w.joiner) return spellWhole(words, from + 1, label, pos, limit);
  // The last word cut short ("Cap" of Capital), after at least one whole word and with two letters at least.
  if (pos > 0 && rest >= 2 && w.norm.startsWith(label.slice(pos))) return from;
  return -1;
}

/** Index of the last word used when the initials of words[from..] spell label[pos..] (joiners may be skipped), else -1. */
function spellInitials(words: Word[], from: number, label: string, pos: number, limit: number): number {
  if (pos === label.length) return words[from - 1]!.joiner ? -1 : from - 1;
  if (from >= limit) return -1;
  const w = words[from]!;
  if (w.norm[0] === label[pos]) {
    const next = spellInitials(words, from + 1, label, pos + 1, limit);
    if (next >= 0) return next;
  }
  return w.joiner ? spellInitials(words, from + 1, label, pos, limit) : -1;
}

const LOWER = /\p{Ll}/u;
/** A word for title case: "MARY'S" is one word (Mary's). */
const TITLE_WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/**
 * The words used, as written. A name written all in capitals with a word of five letters or more
 * ("GOLDMAN SACHS", "BAE SYSTEMS") is put in title case, short words kept as acronyms ("BAE Systems");
 * "UBS", "ACME" stay as they are.
 */
function render(line: string, words: Word[], first: number, last: number): string {
  // "J.P." keeps the dot after its last initial.
  const end = words[last]!.end + (words[last]!.norm.length === 1 && line[words[last]!.end] === '.' ? 1 : 0);
  const text = line.slice(words[first]!.start, end);
  if (LOWER.test(text) || !words.slice(first, last + 1).some((w) => w.norm.length >= 5)) return text;
  return text.replace(TITLE_WORD, (w, at: number) => {
    const lower = w.toLowerCase();
    if (JOINERS.has(lower) && at > 0) return lower;
    if (w.length <= 3 && !JOINERS.has(lower)) return w;
    const head = String.fromCodePoint(w.codePointAt(0)!);
    return head + w.slice(head.length).toLowerCase();
  });
}

/** The name in `line` that spells `label` (see the file's comment), or null. */
export function nameIn(line: string, label: string, initials = true): string | null {
  if (!line || !label) return null;
  const text = cap(line);
  const first = label[0]!;
  // A name starts with a capital (or a digit) that is the label's first letter, and every letter of the label is in it
  // (plain ASCII text: as itself or in capitals): most lines fail this cheap test.
  if (NON_ASCII.test(text)) {
    if (!text.includes(first.toUpperCase()) && !NON_ASCII_CAPITAL.test(text)) return null;
  } else {
    if (!text.includes(first.toUpperCase())) return null;
    const second = label[1];
    if (second && !text.includes(second) && !text.includes(second.toUpperCase())) return null;
  }
  for (const words of phrasesOf(text)) {
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (w.joiner || w.norm[0] !== first) continue;
      const limit = Math.min(words.length, i + MAX_WORDS);
      let last = spellWhole(words, i, label, 0, limit);
      if (last < 0 && initials && label.length >= 2) {
        last = spellInitials(words, i, label, 0, limit);
        // Initials need two words at least.
        if (last >= 0 && words.slice(i, last + 1).filter((x) => !x.joiner).length < 2) last = -1;
      }
      if (last >= 0) return render(text, words, i, last);
    }
  }
  return null;
}

/**
 * The organisation behind `party`'s address: the first name in `names` (display name, Organization
 * header), then in `lines` (the end of the mail; read only when needed), that spells the domain's label; else the
 * label itself.
 * Null for freemail and unknown domains.
 */
export function organisationOf(party: Party | null | undefined, names: (string | null | undefined)[], lines: string[] | (() => string[]) = []): string | null {
  const raw = labelOf(domainOf(party?.email));
  if (!raw) return null;
  const label = raw.replace(/[^a-z0-9]/g, '');
  if (label) {
    for (const name of names) {
      const hit = name ? nameIn(name, label) : null;
      if (hit) return hit;
    }
    // Initials in running text are weak evidence for very short labels ("GS" could be "Global Services").
    for (const line of typeof lines === 'function' ? lines() : lines) {
      const hit = nameIn(line, label, label.length >= 3);
      if (hit) return hit;
    }
  }
  return fallback(raw);
}

/**
 * The organisation behind `address`: its registrable domain ("sequoiacap.com"), the name a mail that
 * writes none gets (the stand-in, "Sequoiacap"), and whether a name is one for it (spells the
 * domain: "Sequoia Capital" is, "Acme Corp" is not). Null for freemail and unknown domains.
 */
export function companyDomainOf(address: string | null | undefined): { domain: string; standIn: string; spelt(name: string): boolean } | null {
  const domain = domainOf(address);
  const raw = labelOf(domain);
  if (!raw) return null;
  const label = raw.replace(/[^a-z0-9]/g, '');
  return { domain: baseDomain(domain), standIn: fallback(raw), spelt: (name) => !!label && nameIn(name, label) === name.trim() };
}

/** The last `n` non-blank lines of `text`, trimmed. */
function lastLines(text: string, n: number): string[] {
  const out: string[] = [];
  let end = text.length;
  while (end > 0 && out.length < n) {
    const nl = text.lastIndexOf('\n', end - 1);
    const line = text.slice(nl + 1, end).trim();
    if (line) out.push(cap(line));
    end = nl;
  }
  return out.reverse();
}

/**
 * The last lines the sender wrote: the end of the new text and the signature newText() cut from it,
 * at most TAIL_LINES non-blank lines, trimmed.
 */
export function tailLines(clean: CleanText): string[] {
  const signature = clean.signatureLines.slice(0, TAIL_LINES).map(cap);
  return [...lastLines(clean.text, Math.max(TAIL_LINES - signature.length, 3)), ...signature];
}
