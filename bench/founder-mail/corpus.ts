// The founder-mail corpus (LABELLING.md): loading, the analysis input each message gets (as the product
// builds it for stored mail), and the figures the analyzer is judged on. Shared by `npm run eval`
// (section f) and `npm run train`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMessage, type ParsedMessage } from '../../api/modules/mail/mail.parse.ts';
import { NUGGET_THRESHOLD, type AnalysisInput, type AnalysisResult } from '../../api/modules/analysis/analysis.types.ts';

export const CORPUS_DIR = path.dirname(fileURLToPath(import.meta.url));

export type Persona = { id: string; name: string; addresses: string[]; ventures: { name: string; domains: string[] }[]; timeZone: string; country: string };
export type LabelledCommitment = { type: string; owner: 'user' | 'other'; title: string; due: string | null; evidence: string };
export type Label = {
  file: string;
  kind: string;
  value: 'nugget' | 'sludge';
  commitments: LabelledCommitment[];
  transaction: { type: string; amount: string; currency: string } | null;
  note?: string;
};
export type CorpusMail = { persona: Persona; label: Label; msg: ParsedMessage; input: AnalysisInput };

export function splits(): { dev: string[]; heldout: string[] } {
  return JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, 'SPLITS.json'), 'utf8'));
}

/** The personas present on disk, by split (a persona still being written is simply absent). */
export function personasIn(split: 'dev' | 'heldout'): string[] {
  return splits()[split].filter((id) => fs.existsSync(path.join(CORPUS_DIR, id, 'labels.json')));
}

export async function loadPersona(id: string): Promise<CorpusMail[]> {
  const dir = path.join(CORPUS_DIR, id);
  const persona: Persona = JSON.parse(fs.readFileSync(path.join(dir, 'persona.json'), 'utf8'));
  const labels: Label[] = JSON.parse(fs.readFileSync(path.join(dir, 'labels.json'), 'utf8'));
  const own = new Set(persona.addresses.map((a) => a.toLowerCase()));
  const parsed = await Promise.all(labels.map(async (label) => ({ label, msg: await parseMessage(fs.readFileSync(path.join(dir, 'mail', label.file))) })));
  // What the product knows of a stored mailbox: whom the user has written to, and the threads they wrote in.
  const sent = parsed.filter(({ msg }) => own.has(msg.from?.email.toLowerCase() ?? ''));
  const writtenTo = new Set(sent.flatMap(({ msg }) => [...msg.to, ...msg.cc].map((p) => p.email.toLowerCase())));
  const sentThreads = new Set(sent.map(({ msg }) => msg.threadKey));
  return parsed.map(({ label, msg }) => ({
    persona,
    label,
    msg,
    input: {
      from: msg.from,
      to: msg.to,
      cc: msg.cc,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
      headers: msg.headers,
      receivedAt: msg.date ?? new Date('2026-10-01T12:00:00Z'),
      userAddresses: persona.addresses,
      userHasWrittenTo: !!msg.from && writtenTo.has(msg.from.email.toLowerCase()),
      userInThread: sentThreads.has(msg.threadKey) && !own.has(msg.from?.email.toLowerCase() ?? ''),
      userCompanies: persona.ventures,
      timeZone: persona.timeZone,
    },
  }));
}

const words = (s: string) => s.toLowerCase().replace(/[\u2018\u2019]/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];

const STOP = new Set(['the', 'a', 'an', 'to', 'for', 'of', 'and', 'on', 'in', 'by', 'with', 'your', 'you', 'my', 'me', 'at', 'is', 'it', 'this', 'that', 'be', 'or']);
const content = (s: string) => words(s).filter((w) => !STOP.has(w) && w.length > 1);

/**
 * A mined commitment is the labelled one when it quotes most of the label's evidence, or, where the quote is another
 * sentence of the same mail (a bill's "Due date" line for the label's "Please pay … by"), when it is due the same day
 * and its title shares a good part of the label's.
 */
export function sameCommitment(label: LabelledCommitment, quote: string, mined?: { title: string; due: string | null }): boolean {
  const ev = words(label.evidence);
  const q = new Set(words(quote));
  if (ev.length > 0 && ev.filter((w) => q.has(w)).length / ev.length >= 0.6) return true;
  if (!mined || !label.due || mined.due !== label.due) return false;
  const a = new Set(content(label.title));
  const b = content(mined.title);
  return a.size > 0 && b.filter((w) => a.has(w)).length / Math.max(a.size, b.length) >= 0.4;
}

/**
 * The label a mined commitment is: one of the same type first (a sentence can hold two labelled items, "If you're OK
 * with those I'll send the signed NDA by Tuesday": the promise is the promise), else any it matches.
 */
export function matchLabel(labels: LabelledCommitment[], used: Set<number>, c: { type: string; quote: string; title: string }, due: string | null): number {
  const fits = (l: LabelledCommitment, k: number) => !used.has(k) && sameCommitment(l, c.quote, { title: c.title, due });
  const same = labels.findIndex((l, k) => l.type === c.type && fits(l, k));
  return same >= 0 ? same : labels.findIndex(fits);
}

const localDate = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

export type Tally = {
  mails: number;
  valueRight: number;
  kindRight: number;
  nuggetsLabelled: number;
  nuggetsFound: number;
  mined: number;
  minedRight: number;
  labelled: number;
  labelledFound: number;
  dueLabelled: number;
  dueRight: number;
  typeRight: number;
  txTp: number;
  txFp: number;
  txFn: number;
  /** Commitments mined from mail labelled bulk, cold, notification or phishing. */
  minedFromMachines: number;
};
export const emptyTally = (): Tally => ({ mails: 0, valueRight: 0, kindRight: 0, nuggetsLabelled: 0, nuggetsFound: 0, mined: 0, minedRight: 0, labelled: 0, labelledFound: 0, dueLabelled: 0, dueRight: 0, typeRight: 0, txTp: 0, txFp: 0, txFn: 0, minedFromMachines: 0 });

export type MailOutcome = { valueRight: boolean; falseItems: string[]; missedItems: string[]; wrongDue: string[]; tx: 'ok' | 'fp' | 'fn' | 'wrong' | 'none' };

/** Adds one analysed mail to the tally; returns what it got wrong (for the dev personas' error listing). */
export function score(t: Tally, mail: CorpusMail, res: AnalysisResult & { kind?: string }): MailOutcome {
  const { label, persona } = mail;
  t.mails++;
  const nugget = res.nuggetScore >= NUGGET_THRESHOLD;
  const valueRight = nugget === (label.value === 'nugget');
  if (valueRight) t.valueRight++;
  if (label.value === 'nugget') t.nuggetsLabelled++;
  if (nugget && label.value === 'nugget') t.nuggetsFound++;
  if (res.kind === label.kind) t.kindRight++;
  const labels = label.commitments ?? [];
  t.mined += res.commitments.length;
  t.labelled += labels.length;
  t.dueLabelled += labels.filter((l) => l.due).length;
  if (['bulk', 'cold', 'notification', 'phishing'].includes(label.kind)) t.minedFromMachines += res.commitments.length;
  const used = new Set<number>();
  const falseItems: string[] = [];
  const wrongDue: string[] = [];
  for (const c of res.commitments) {
    const due = c.dueDate ? localDate(c.dueDate, persona.timeZone) : null;
    const i = matchLabel(labels, used, c, due);
    if (i < 0) {
      falseItems.push(`${c.type}: ${c.title}`);
      continue;
    }
    used.add(i);
    t.minedRight++;
    t.labelledFound++;
    const l = labels[i]!;
    if (l.type === c.type || (l.owner === 'other' && c.type === 'action_item' && res.kind === 'sent')) t.typeRight++;
    if (l.due) {
      if (c.dueDate && localDate(c.dueDate, persona.timeZone) === l.due) t.dueRight++;
      else wrongDue.push(`${l.title}: due ${l.due}, got ${c.dueDate ? localDate(c.dueDate, persona.timeZone) : 'none'}`);
    }
  }
  const missedItems = labels.filter((_, k) => !used.has(k)).map((l) => `${l.type}: ${l.title}${l.due ? ` (${l.due})` : ''}`);
  for (const l of labels.filter((l, k) => l.due && !used.has(k))) wrongDue.push(`${l.title}: due ${l.due}, not mined`);
  let tx: MailOutcome['tx'] = 'none';
  const want = label.transaction;
  const got = res.transaction;
  if (want && got) {
    if (Number(got.amount) === Number(want.amount) && got.currency === want.currency) {
      t.txTp++;
      tx = 'ok';
    } else {
      t.txFp++;
      t.txFn++;
      tx = 'wrong';
    }
  } else if (got) {
    t.txFp++;
    tx = 'fp';
  } else if (want) {
    t.txFn++;
    tx = 'fn';
  }
  return { valueRight, falseItems, missedItems, wrongDue, tx };
}

export function figures(t: Tally) {
  const ratio = (n: number, d: number) => (d ? n / d : NaN);
  return {
    mails: t.mails,
    valueAccuracy: ratio(t.valueRight, t.mails),
    kindAccuracy: ratio(t.kindRight, t.mails),
    nuggetRecall: ratio(t.nuggetsFound, t.nuggetsLabelled),
    commitmentPrecision: ratio(t.minedRight, t.mined),
    commitmentRecall: ratio(t.labelledFound, t.labelled),
    dueRecall: ratio(t.dueRight, t.dueLabelled),
    typeAgreement: ratio(t.typeRight, t.minedRight),
    transactionF1: ratio(2 * t.txTp, 2 * t.txTp + t.txFp + t.txFn),
    mined: t.mined,
    labelled: t.labelled,
    minedFromMachines: t.minedFromMachines,
  };
}

// ---------------------------------------------------------------------------------------------
/** A Parakweet sentence as the whole body of a mail from an outside sender to the user (eval (a), and training). */
export const PARAKWEET_USER = 'me@example.org';
export const sentenceMail = (text: string): AnalysisInput => ({
  from: { name: 'Alex Morgan', email: 'alex.morgan@example.com' },
  to: [{ name: 'Me', email: PARAKWEET_USER }],
  cc: [],
  subject: '',
  text,
  html: null,
  headers: {},
  receivedAt: new Date('2014-06-05T15:00:00Z'),
  userAddresses: [PARAKWEET_USER],
  userHasWrittenTo: false,
});

// ---------------------------------------------------------------------------------------------
// Public anchors: SpamAssassin spam and hard_ham are sludge for anyone. Half of each folder (by a hash of the file
// name) is in the value model's training data so it knows spam and marketing it has not seen in founder mail;
// the other half is only measured.
const PUBLIC_EVAL = process.env.EVAL_DIR ?? path.resolve(CORPUS_DIR, '../../../shared/eval');
export const inTrainingHalf = (file: string) => createHash('sha256').update(file).digest()[0]! % 2 === 0;

/** The mailbox owner of a SpamAssassin message: the corpus author's obfuscated addresses and the Delivered-To. */
export function spamAssassinOwner(msg: ParsedMessage): string[] {
  const own = new Set<string>();
  const delivered = (msg.headers['delivered-to'] ?? '').toLowerCase().match(/[^\s<>"]+@[^\s<>"]+/)?.[0];
  if (delivered) own.add(delivered);
  for (const p of [msg.from, ...msg.to, ...msg.cc, ...msg.bcc]) {
    const a = p?.email.toLowerCase() ?? '';
    // ("undisclosed-recipient:;@spamassassin.taint.org" is the anonymiser's rendering of an empty group: nobody's address.)
    if (a && !/undisclosed|:;/.test(a) && (/z{3,}|x{4,}|y{4,}|q{4,}/.test(a.split('@')[0]!) || a.endsWith('@spamassassin.taint.org'))) own.add(a);
  }
  return [...own];
}

export async function loadPublicAnchors(half: 'train' | 'test'): Promise<{ folder: string; file: string; input: AnalysisInput }[]> {
  const out: { folder: string; file: string; input: AnalysisInput }[] = [];
  for (const folder of ['spam', 'hard_ham']) {
    const dir = path.join(PUBLIC_EVAL, 'spamassassin-ham-spam', folder);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).sort()) {
      if (inTrainingHalf(file) !== (half === 'train')) continue;
      const msg = await parseMessage(fs.readFileSync(path.join(dir, file)));
      out.push({
        folder,
        file,
        input: { from: msg.from, to: msg.to, cc: msg.cc, subject: msg.subject, text: msg.text, html: msg.html, headers: msg.headers, receivedAt: msg.date ?? new Date('2002-09-01T12:00:00Z'), userAddresses: spamAssassinOwner(msg), userHasWrittenTo: false },
      });
    }
  }
  return out;
}
