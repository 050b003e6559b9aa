// npm run eval — the local analyzer against the public evaluation sets in ../shared/eval
// (see that folder's README: sources, licences, caveats; none of it is committed here).
//
//  (a) Parakweet request intent, sentence level: each sentence is analysed as the whole body
//      of a mail from an external sender to the user; predicted Yes = at least one
//      action_item (variant B: action_item or promise_received). Tuned on Ask0729-fixed.txt;
//      the test file is only measured.
//  (b) SpamAssassin: sludge rate (score < 70) on spam and hard_ham, nugget rate on easy_ham.
//  (c) Enron (Berkeley categories): nugget rate per bucket, mapping below.
//  (d) Throughput of analyzeLocally alone (parsing excluded), one thread.
//  (e) Request detection on Enron and SpamAssassin sentences the team labelled (hashes and labels in bench/labels).
//  (f) Founder mail (bench/founder-mail, LABELLING.md): value accuracy, mail kind, commitment precision and recall,
//      due-date recall and transaction F1, on the dev personas (trained and tuned on) and the held-back ones
//      (measured only). `--analyzer llm` runs (f) through the LLM analyzer (AI_API_KEY, AI_BASE_URL, AI_MODEL).
//
// Options: --verbose prints the misses (subjects only); --errors train prints every misclassified
// sentence of the training file (Ask0729) with the cues that fired — never the test file's, so that
// nothing is tuned on it; --errors dev prints the dev personas' wrong values and commitments (never the
// held-back personas'); --parakweet-only stops after (a); --founder-only runs (f) alone; --floors exits 1
// when a held-back figure of (f) or a public-corpus figure falls under its floor (CI); EVAL_DIR overrides
// the data folder.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMessage, type ParsedMessage } from '../api/modules/mail/mail.parse.ts';
import { analyzeLocally, classifySentence } from '../api/modules/analysis/local/index.ts';
import { sentences } from '../api/modules/analysis/local/nlp.ts';
import { htmlToText, newText } from '../api/modules/analysis/local/clean.ts';
import { NUGGET_THRESHOLD, type AnalysisInput, type AnalysisResult } from '../api/modules/analysis/analysis.types.ts';
import {
  emptyTally,
  figures,
  inTrainingHalf,
  loadPersona,
  personasIn,
  score,
  sentenceMail,
  spamAssassinOwner,
  type CorpusMail,
  type Tally,
} from './founder-mail/corpus.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EVAL = process.env.EVAL_DIR ?? path.resolve(repo, '../shared/eval');
const verbose = process.argv.includes('--verbose');
const errorsArg = process.argv.indexOf('--errors');
const errorsValue = process.argv[errorsArg + 1];
const errorsFor = errorsArg < 0 ? null : errorsValue && !errorsValue.startsWith('--') ? errorsValue : 'train';
if (errorsFor !== null && errorsFor !== 'train' && errorsFor !== 'dev') {
  console.error('--errors only accepts "train" or "dev": test files and held-back personas are measured, never inspected line by line.');
  process.exit(1);
}
const parakweetOnly = process.argv.includes('--parakweet-only');
const founderOnly = process.argv.includes('--founder-only');
const withFloors = process.argv.includes('--floors');
const analyzerArg = process.argv.indexOf('--analyzer');
const analyzerName = analyzerArg < 0 ? 'local' : (process.argv[analyzerArg + 1] ?? '');
if (analyzerName !== 'local' && analyzerName !== 'llm') {
  console.error('--analyzer takes "local" or "llm".');
  process.exit(1);
}
/** Figures under their floor, for --floors. */
const belowFloor: string[] = [];
const floor = (what: string, value: number, min: number) => {
  if (!(value >= min)) belowFloor.push(`${what} ${f3(value)} < ${min}`);
};
const FALLBACK_DATE = new Date('2001-06-01T12:00:00Z');

if (!fs.existsSync(EVAL)) {
  console.error(`No evaluation data at ${EVAL} (set EVAL_DIR).`);
  process.exit(1);
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');
const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : 'n/a');

function table(title: string, head: string[], rows: (string | number)[][]) {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => '| ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  console.log(`\n${title}`);
  console.log(line(head));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const r of cells.slice(1)) console.log(line(r));
}

// ---------------------------------------------------------------------------------------------
// (a) Parakweet

type Prf = { tp: number; fp: number; fn: number; tn: number };
const prf = (c: Prf) => {
  const p = c.tp / (c.tp + c.fp);
  const r = c.tp / (c.tp + c.fn);
  return { p, r, f1: (2 * p * r) / (p + r) };
};

let sentenceCount = 0;
let sentenceMs = 0;
function parakweet(file: string, keepErrors = false) {
  const rows = fs
    .readFileSync(path.join(EVAL, 'parakweet-request-intent', file), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => {
      const tab = l.indexOf('\t');
      return { yes: l.slice(0, tab) === 'Yes', text: l.slice(tab + 1) };
    });
  const a: Prf = { tp: 0, fp: 0, fn: 0, tn: 0 };
  const b: Prf = { tp: 0, fp: 0, fn: 0, tn: 0 };
  const misses: string[] = [];
  const wrong: { yes: boolean; text: string }[] = [];
  const outcomes: (keyof Prf)[] = []; // variant A, row by row, for the bootstrap interval
  const t0 = performance.now();
  for (const row of rows) {
    const res = analyzeLocally(sentenceMail(row.text));
    const action = res.commitments.some((c) => c.type === 'action_item');
    const withPromise = action || res.commitments.some((c) => c.type === 'promise_received');
    for (const [c, pred] of [
      [a, action],
      [b, withPromise],
    ] as const) {
      if (pred && row.yes) c.tp++;
      else if (pred) c.fp++;
      else if (row.yes) c.fn++;
      else c.tn++;
    }
    outcomes.push(action ? (row.yes ? 'tp' : 'fp') : row.yes ? 'fn' : 'tn');
    if (verbose && action !== row.yes) misses.push(`${row.yes ? 'FN' : 'FP'}  ${row.text.slice(0, 140)}`);
    if (keepErrors && action !== row.yes) wrong.push(row);
  }
  sentenceMs += performance.now() - t0;
  // Outside the timed loop: which cues fired, sentence by sentence.
  const errors = wrong.map((row) => {
    const cues = sentences(row.text)
      .map((s) => {
        const c = classifySentence(s);
        return `${c.act ?? '-'} ${c.score} [${c.cues.join('; ')}]`;
      })
      .join(' | ');
    return `${row.yes ? 'FN' : 'FP'}\t${row.text}\t${cues}`;
  });
  sentenceCount += rows.length;
  const yes = rows.filter((r) => r.yes).length;
  const always = prf({ tp: yes, fp: rows.length - yes, fn: 0, tn: 0 });
  return { rows: rows.length, yes, a, b, always, misses, errors, outcomes };
}

/**
 * 95 % interval of F1 by resampling the rows with replacement (2,000 draws, fixed seed so that
 * runs agree): how far the figure could move on another sample of the same kind of sentences.
 */
function bootstrapF1(outcomes: (keyof Prf)[]): [number, number] {
  let seed = 0x5eed;
  const rand = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const f1s: number[] = [];
  for (let k = 0; k < 2000; k++) {
    const c: Prf = { tp: 0, fp: 0, fn: 0, tn: 0 };
    for (let j = 0; j < outcomes.length; j++) c[outcomes[Math.floor(rand() * outcomes.length)]!]++;
    f1s.push((2 * c.tp) / (2 * c.tp + c.fp + c.fn));
  }
  f1s.sort((x, y) => x - y);
  return [f1s[Math.floor(0.025 * f1s.length)]!, f1s[Math.floor(0.975 * f1s.length)]!];
}

// ---------------------------------------------------------------------------------------------
// Raw mail
type Item = { set: 'spamassassin' | 'enron'; label: string; file: string; cats: string[]; origin: string; msg: ParsedMessage };

async function load(): Promise<Item[]> {
  const items: Item[] = [];
  for (const label of ['easy_ham', 'hard_ham', 'spam']) {
    const dir = path.join(EVAL, 'spamassassin-ham-spam', label);
    for (const file of fs.readdirSync(dir).sort()) {
      items.push({ set: 'spamassassin', label, file, cats: [], origin: '', msg: await parseMessage(fs.readFileSync(path.join(dir, file))) });
    }
  }
  for (const folder of ['1', '2', '3', '4', '5', '6', '7', '8']) {
    const dir = path.join(EVAL, 'enron-berkeley-categories', folder);
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .sort()) {
      const raw = fs.readFileSync(path.join(dir, file));
      const cats = fs
        .readFileSync(path.join(dir, file.replace(/\.txt$/, '.cats')), 'utf8')
        .split(/\r?\n/)
        .filter(Boolean)
        .map((l) => l.split(',').slice(0, 2).join('.'));
      const origin = /^X-Origin:\s*(.*)$/im.exec(raw.toString('latin1'))?.[1]?.trim().toLowerCase() ?? '';
      items.push({ set: 'enron', label: folder, file, cats, origin, msg: await parseMessage(raw) });
    }
  }
  return items;
}

const addressesOf = (m: ParsedMessage) =>
  [m.from, ...m.to, ...m.cc, ...m.bcc]
    .filter(Boolean)
    .map((a) => a!.email.toLowerCase())
    .filter(Boolean);

/**
 * Who the mailbox owner is, since the corpora carry no account data:
 *  - SpamAssassin: the corpus author obfuscated his own addresses (zzzz@…, xxxxxxx.yyyyyyy@…,
 *    qqqqqqqqqq-…@spamassassin.taint.org), plus the Delivered-To address.
 *  - Enron: the X-Origin mailbox ("KEAN-S") → every address in that mailbox's messages whose
 *    local part contains the surname (steven.kean@, skean@, j..kean@, jdasovic@ for Dasovich).
 * "userHasWrittenTo" for Enron = the owner sent a message to that address somewhere in this
 * sample (a lower bound of what a full mailbox would know); SpamAssassin: always false.
 */
function ownersFor(items: Item[]) {
  const owners = new Map<string, Set<string>>();
  const writtenTo = new Map<string, Set<string>>();
  for (const it of items.filter((i) => i.set === 'enron')) {
    const surname = it.origin.split('-')[0]!.replace(/[^a-z]/g, '');
    const key = it.origin.replace(/[^a-z-]/g, '');
    const set = owners.get(key) ?? new Set<string>();
    for (const a of addressesOf(it.msg)) {
      const local = a.split('@')[0]!;
      if (surname.length >= 3 && (local.includes(surname) || (surname.length > 7 && local.includes(surname.slice(0, 7))))) set.add(a);
    }
    owners.set(key, set);
  }
  for (const it of items.filter((i) => i.set === 'enron')) {
    const key = it.origin.replace(/[^a-z-]/g, '');
    const own = owners.get(key)!;
    if (it.msg.from && own.has(it.msg.from.email.toLowerCase())) {
      const set = writtenTo.get(key) ?? new Set<string>();
      for (const p of [...it.msg.to, ...it.msg.cc]) set.add(p.email.toLowerCase());
      writtenTo.set(key, set);
    }
  }
  return (it: Item): { userAddresses: string[]; userHasWrittenTo: boolean } => {
    if (it.set === 'spamassassin') return { userAddresses: spamAssassinOwner(it.msg), userHasWrittenTo: false };
    const key = it.origin.replace(/[^a-z-]/g, '');
    const from = it.msg.from?.email.toLowerCase() ?? '';
    return { userAddresses: [...(owners.get(key) ?? [])], userHasWrittenTo: !!from && !!writtenTo.get(key)?.has(from) };
  };
}

const toInput = (m: ParsedMessage, owner: { userAddresses: string[]; userHasWrittenTo: boolean }): AnalysisInput => ({
  from: m.from,
  to: m.to,
  cc: m.cc,
  subject: m.subject,
  text: m.text,
  html: m.html,
  headers: m.headers,
  receivedAt: m.date ?? FALLBACK_DATE,
  userAddresses: owner.userAddresses,
  userHasWrittenTo: owner.userHasWrittenTo,
});

/**
 * Enron genres → nugget / sludge (our decision; the labels are genres, not value):
 *   sludge   = folders 7, 8 (empty), or labels include 2.4 news, 2.7 press release, 2.10 newsletter,
 *              2.11/2.12 jokes, without 2.1 (new text besides the forwarded material)
 *   nugget   = the rest of folders 1 business, 4 logistics, 5 employment, 6 document editing
 *   personal = the rest of folders 2 and 3 (reported on their own)
 */
function enronBucket(it: Item): 'sludge' | 'nugget' | 'personal' {
  const has = (c: string) => it.cats.includes(c);
  if (it.label === '7' || it.label === '8') return 'sludge';
  if (['2.4', '2.7', '2.10', '2.11', '2.12'].some(has) && !has('2.1')) return 'sludge';
  if (it.label === '2' || it.label === '3') return 'personal';
  return 'nugget';
}

// ---------------------------------------------------------------------------------------------
// (e) Sentences the team labelled for request intent (bench/labels/request-sentences.tsv holds each sentence's hash
// and label, never its text). Samples of sentences of new text, each drawn by a seeded shuffle but s5:
//   s1  Enron folders 1 and 3-6, all mail (Kaminski's mail and Shapiro's received mail left out: read before);
//   s2, s3  the same without mail labelled news, reports, legal documents, newsletters or jokes (2.4-2.8, 2.10-2.12);
//   s4  SpamAssassin, all three folders (mailing lists, newsletters, spam: where marketing calls to action live);
//   s5  not drawn at random: 220 sentences of Enron folders 1-6 and easy_ham where the rules and a bag-of-words model
//       trained on Ask0729 disagreed most (160 the model called requests and the rules did not, 60 the other way round),
//       to find what the rules miss. Its P and R are low by construction; compare it across commits, not with s1-s4;
//   s6  200 more of Enron folders 1-6, all mail, drawn at random after s5's fixes and scored before anyone read it;
//   s7  200 of SpamAssassin hard_ham and spam (newsletters, promotions, scams), drawn and scored the same way: no
//       sentence in it asks the reader anything in person, so it counts false to-dos only (P and R are n/a);
//   s8  200 of Enron folders 2 and 3 (personal mail), drawn and scored the same way;
//   s9-s11  200 each more like s2 and s3 (Enron business mail without news, documents or jokes), drawn and scored the
//       same way, each after the previous one's fixes.
// Labelled like Parakweet: Y = asks the reader to do something (a request or a proposal), marketing calls to action
// N, "?" = could go either way (left out). s1, s2, s4 and s5 were read to tune the rules; s3 was measured first
// (F1 0.906 at commit 039fedc), then read and tuned. A sentence the current cleaning no longer yields (a header now
// cut, say) is not found and not counted.
/** Samples chosen on purpose rather than drawn at random: kept out of "all". */
const NOT_RANDOM = new Set(['s5']);
function labelledSentences(items: Item[]) {
  const labels = new Map<string, { label: string; sample: string }>();
  for (const line of fs.readFileSync(path.join(repo, 'bench/labels/request-sentences.tsv'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [hash, label, sample] = line.split('\t');
    labels.set(hash!, { label: label!, sample: sample! });
  }
  const found = new Map<string, string>();
  for (const { msg } of items) {
    const body = msg.text?.trim() ? msg.text : msg.html ? htmlToText(msg.html) : '';
    for (const s of sentences(newText(body).text)) {
      const text = s.text.replace(/\s+/g, ' ').trim();
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
      if (labels.has(hash)) found.set(hash, text);
    }
  }
  const rows: (string | number)[][] = [];
  // The samples as the labels file names them (s1, s2, … s10 in order), then all the random ones together.
  const samples = [...new Set([...labels.values()].map((l) => l.sample))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  for (const sample of [...samples, 'all']) {
    const c: Prf = { tp: 0, fp: 0, fn: 0, tn: 0 };
    let total = 0;
    let unsure = 0;
    for (const [hash, l] of labels) {
      // "all" is the random samples; s5 was chosen for disagreement and would skew it.
      if (sample === 'all' ? NOT_RANDOM.has(l.sample) : l.sample !== sample) continue;
      total++;
      const text = found.get(hash);
      if (l.label === '?') unsure++;
      if (text === undefined || l.label === '?') continue;
      const pred = analyzeLocally(sentenceMail(text)).commitments.some((x) => x.type === 'action_item');
      if (pred && l.label === 'Y') c.tp++;
      else if (pred) c.fp++;
      else if (l.label === 'Y') c.fn++;
      else c.tn++;
    }
    const r = prf(c);
    rows.push([sample, total, unsure, c.tp + c.fp + c.fn + c.tn, c.tp + c.fn, c.tp, c.fp, c.fn, f3(r.p), f3(r.r), f3(r.f1)]);
  }
  table(
    '(e) Sentences labelled by the team (request = action_item, as in (a); s1-s3, s6, s8-s11 Enron, s4, s7 SpamAssassin, s5 disagreements; all = all but s5)',
    ['sample', 'labelled', 'unsure', 'found & scored', 'Yes', 'TP', 'FP', 'FN', 'P', 'R', 'F1'],
    rows,
  );
}

// ---------------------------------------------------------------------------------------------
// ---------------------------------------------------------------------------------------------
// (f) Founder mail
async function analyzerFor(name: string): Promise<(input: AnalysisInput) => Promise<AnalysisResult>> {
  if (name === 'local') return async (input) => analyzeLocally(input);
  const { loadConfig } = await import('../api/config.ts');
  const { createLlmAnalyzer } = await import('../api/modules/analysis/llm/llm-analyzer.ts');
  const config = loadConfig();
  // The eval keeps no database: the analyzer's cache and usage ledger live in memory for the run.
  const cache = new Map<string, unknown>();
  const prisma = {
    analysisCache: {
      findUnique: async ({ where }: { where: { key: string } }) => cache.get(where.key) ?? null,
      upsert: async ({ where, create }: { where: { key: string }; create: unknown }) => cache.set(where.key, create),
    },
    llmUsage: { create: async () => ({}) },
  };
  const silent = { debug() {}, info() {}, warn: (...a: unknown[]) => console.warn(...a), error: (...a: unknown[]) => console.error(...a) };
  const llm = createLlmAnalyzer({ prisma: prisma as never, config, logger: silent as never });
  if (!llm) {
    console.error('--analyzer llm needs AI_API_KEY (and AI_BASE_URL / AI_MODEL for a server other than OpenAI).');
    process.exit(1);
  }
  return (input) => llm.analyze(input);
}

/** Floors on the held-back personas (CI fails under them): a few points under what the analyzer reaches (re-based 2026-11-27 when haruto joined the held-back set; transactions raised when money was read by structure). */
export const FOUNDER_FLOORS = { valueAccuracy: 0.87, commitmentPrecision: 0.68, commitmentRecall: 0.69, dueRecall: 0.52, transactionF1: 0.78 };

async function founderMail() {
  const analyze = await analyzerFor(analyzerName);
  const rows: (string | number)[][] = [];
  const totals: Record<'dev' | 'heldout', Tally> = { dev: emptyTally(), heldout: emptyTally() };
  const errors: string[] = [];
  for (const split of ['dev', 'heldout'] as const) {
    for (const id of personasIn(split)) {
      const mails: CorpusMail[] = await loadPersona(id);
      const t = emptyTally();
      for (const mail of mails) {
        const res = await analyze(mail.input);
        for (const tally of [t, totals[split]]) score(tally, mail, res);
        // Only the dev personas are ever read line by line.
        if (split === 'dev' && errorsFor === 'dev') {
          const o = score(emptyTally(), mail, res);
          const wrong = [
            ...(o.valueRight ? [] : [`value: labelled ${mail.label.value}, scored ${res.nuggetScore} (${res.signals.slice(1, 6).join('; ')})`]),
            ...((res as { kind?: string }).kind !== mail.label.kind ? [`kind: labelled ${mail.label.kind}, got ${(res as { kind?: string }).kind}`] : []),
            ...o.falseItems.map((x) => `false item ${x}`),
            ...o.missedItems.map((x) => `missed ${x}`),
            ...o.wrongDue.map((x) => `due ${x}`),
            ...(o.tx === 'ok' || o.tx === 'none'
              ? []
              : [
                  `transaction ${o.tx}: labelled ${JSON.stringify(mail.label.transaction)}, got ${res.transaction ? `${res.transaction.type} ${res.transaction.amount} ${res.transaction.currency}` : 'none'}`,
                ]),
          ];
          if (wrong.length) errors.push(`${id}/${mail.label.file} [${mail.label.kind}] ${mail.msg.subject.slice(0, 60)}\n    ${wrong.join('\n    ')}`);
        }
      }
      const f = figures(t);
      rows.push([
        `${id} (${split})`,
        f.mails,
        f3(f.valueAccuracy),
        f3(f.kindAccuracy),
        f3(f.commitmentPrecision),
        f3(f.commitmentRecall),
        f3(f.dueRecall),
        f3(f.transactionF1),
        `${f.mined}/${f.labelled}`,
        f.minedFromMachines,
      ]);
    }
  }
  for (const split of ['dev', 'heldout'] as const) {
    const f = figures(totals[split]);
    rows.push([
      `ALL ${split}`,
      f.mails,
      f3(f.valueAccuracy),
      f3(f.kindAccuracy),
      f3(f.commitmentPrecision),
      f3(f.commitmentRecall),
      f3(f.dueRecall),
      f3(f.transactionF1),
      `${f.mined}/${f.labelled}`,
      f.minedFromMachines,
    ]);
  }
  table(
    `(f) Founder mail (bench/founder-mail; analyzer: ${analyzerName}; held-back personas are measured, never tuned on)`,
    ['persona', 'mails', 'value acc', 'kind acc', 'commit P', 'commit R', 'due R', 'tx F1', 'mined/labelled', 'from machines'],
    rows,
  );
  console.log('   goals on held-back personas: value >= 0.88, commitment P >= 0.70 and R >= 0.78, due R >= 0.75, tx F1 >= 0.90');
  if (errors.length) {
    console.log(`\nDev-persona errors (${errors.length} mails):`);
    for (const e of errors) console.log(e);
  }
  const held = figures(totals.heldout);
  if (held.mails) for (const [k, min] of Object.entries(FOUNDER_FLOORS)) floor(`held-back ${k}`, held[k as keyof typeof FOUNDER_FLOORS], min);
}

async function main() {
  const started = performance.now();
  if (founderOnly) {
    await founderMail();
    return;
  }
  console.log(`Local analyzer evaluation — data: ${path.relative(repo, EVAL) || EVAL}`);
  console.log(`Nugget threshold: score >= ${NUGGET_THRESHOLD}; sludge: score < ${NUGGET_THRESHOLD}.`);

  // (a)
  const train = parakweet('Ask0729-fixed.txt', errorsFor === 'train');
  const test = parakweet('testSet-qualifiedBatch-fixed.txt');
  const rowsA: (string | number)[][] = [];
  for (const [name, r, role] of [
    ['Ask0729 (3,657; tuned on)', train, 'tune'],
    ['testSet (992; measured only)', test, 'test'],
  ] as const) {
    const A = prf(r.a);
    const B = prf(r.b);
    rowsA.push([name, r.rows, pct(r.yes, r.rows), r.a.tp, r.a.fp, r.a.fn, f3(A.p), f3(A.r), f3(A.f1), f3(B.p), f3(B.r), f3(B.f1), f3(r.always.f1)]);
    void role;
  }
  table(
    '(a) Parakweet request detection, sentence level (A = action_item; B = action_item or promise_received)',
    ['file', 'rows', 'Yes', 'TP', 'FP', 'FN', 'P (A)', 'R (A)', 'F1 (A)', 'P (B)', 'R (B)', 'F1 (B)', 'F1 always-Yes'],
    rowsA,
  );
  for (const [name, r] of [
    ['Ask0729', train],
    ['testSet', test],
  ] as const) {
    const [lo, hi] = bootstrapF1(r.outcomes);
    console.log(`   ${name}: F1 (A) ${f3(prf(r.a).f1)}, 95% bootstrap interval ${f3(lo)}–${f3(hi)} (${r.rows} rows resampled 2,000 times)`);
  }
  if (verbose) for (const m of test.misses.slice(0, 0)) console.log(m); // never print test misses: no tuning on them
  if (errorsFor === 'train') {
    const fp = train.errors.filter((e) => e.startsWith('FP')).sort();
    const fn = train.errors.filter((e) => e.startsWith('FN')).sort();
    console.log(`\nTraining-file (Ask0729) errors: ${fp.length} false positives, ${fn.length} false negatives (kind, sentence, cues per sentence)`);
    for (const e of [...fp, ...fn]) console.log(e);
  }
  if (parakweetOnly) return;
  floor('Parakweet test F1', prf(test.a).f1, 0.8);
  if (verbose) {
    console.log('\nTraining-file misses (first 40):');
    for (const m of train.misses.slice(0, 40)) console.log('  ' + m);
  }

  // raw mail
  const t0 = performance.now();
  const items = await load();
  const parseSeconds = (performance.now() - t0) / 1000;
  const owner = ownersFor(items);
  const inputs = items.map((it) => toInput(it.msg, owner(it)));
  // Warm-up: one untimed pass over all of it (model load, and V8's optimising compiler settles, as it has in a
  // sync worker that has been running a while), then the analyzer alone is timed on a second pass.
  for (const input of inputs) analyzeLocally(input);
  const results: AnalysisResult[] = [];
  const t1 = performance.now();
  const cpu1 = process.cpuUsage();
  for (const input of inputs) results.push(analyzeLocally(input));
  const analyseMs = performance.now() - t1;
  const cpu = process.cpuUsage(cpu1);
  const analyseCpuMs = (cpu.user + cpu.system) / 1000;

  // (b)
  const rowsB: (string | number)[][] = [];
  const sa = (label: string) => items.map((it, i) => ({ it, r: results[i]! })).filter((x) => x.it.set === 'spamassassin' && x.it.label === label);
  for (const [label, goal, want] of [
    ['spam', '>= 95% sludge', 'sludge'],
    ['hard_ham', '>= 85% sludge', 'sludge'],
    ['easy_ham', '(reported only)', 'nugget'],
  ] as const) {
    const xs = sa(label);
    const sludge = xs.filter((x) => x.r.nuggetScore < NUGGET_THRESHOLD).length;
    const cats = new Map<string, number>();
    for (const x of xs) cats.set(x.r.category, (cats.get(x.r.category) ?? 0) + 1);
    const topCats = [...cats.entries()]
      .sort((p, q) => q[1] - p[1])
      .slice(0, 3)
      .map(([c, n]) => `${c} ${n}`)
      .join(', ');
    const withItems = xs.filter((x) => x.r.commitments.length).length;
    rowsB.push([
      label,
      xs.length,
      pct(sludge, xs.length),
      pct(xs.length - sludge, xs.length),
      want === 'sludge' ? `sludge ${goal}` : goal,
      pct(withItems, xs.length),
      topCats,
    ]);
    if (label === 'spam') {
      floor('spam sludge rate', sludge / xs.length, 0.95);
      // The goal is 0.99 (at most 1 % of spam mails yield any commitment); CI holds the floor under what is reached.
      floor('spam mails without commitments', 1 - withItems / xs.length, 0.96);
    }
    if (label === 'hard_ham') floor('hard_ham sludge rate', sludge / xs.length, 0.85);
    if (label !== 'easy_ham') {
      // Half of spam and hard_ham trains the value model (bench/train.ts): the other half is the honest figure.
      const unseen = xs.filter((x) => !inTrainingHalf(x.it.file));
      const unseenSludge = unseen.filter((x) => x.r.nuggetScore < NUGGET_THRESHOLD).length;
      const unseenItems = unseen.filter((x) => x.r.commitments.length).length;
      rowsB.push([
        `${label}, untrained half`,
        unseen.length,
        pct(unseenSludge, unseen.length),
        pct(unseen.length - unseenSludge, unseen.length),
        '',
        pct(unseenItems, unseen.length),
        '',
      ]);
    }
    if (verbose) {
      const miss = xs.filter((x) => (want === 'sludge' ? x.r.nuggetScore >= NUGGET_THRESHOLD : false));
      if (miss.length) console.log(`\n${label} scored as nugget (${miss.length}):`);
      for (const x of miss.slice(0, 30))
        console.log(`  ${x.r.nuggetScore}  ${x.it.file.slice(0, 5)}  ${x.it.msg.subject.slice(0, 70)}  | ${x.r.signals.slice(1, 5).join('; ')}`);
    }
    if (verbose && label === 'spam') {
      // The trained half only: the other half is measured, never inspected.
      const mined = xs.filter((x) => inTrainingHalf(x.it.file) && x.r.commitments.length);
      const kinds = new Map<string, number>();
      for (const x of xs.filter((x) => inTrainingHalf(x.it.file))) kinds.set(x.r.kind ?? '', (kinds.get(x.r.kind ?? '') ?? 0) + 1);
      console.log(`\nspam (trained half) by kind: ${[...kinds.entries()].map(([k, n]) => `${k} ${n}`).join(', ')}`);
      console.log(`\nspam (trained half) with commitments (${mined.length}):`);
      for (const x of mined)
        console.log(`  [${x.r.kind}] ${x.it.file.slice(0, 5)}  ${x.it.msg.subject.slice(0, 50)}  | ${x.r.commitments[0]!.quote.slice(0, 90)}`);
    }
  }
  table('(b) SpamAssassin 2003 corpus', ['folder', 'mails', 'sludge (<70)', 'nugget (>=70)', 'goal', 'with commitments', 'top categories'], rowsB);

  // (c)
  const enron = items.map((it, i) => ({ it, r: results[i]! })).filter((x) => x.it.set === 'enron');
  const coldStart = enron.map((x) => analyzeLocally({ ...toInput(x.it.msg, owner(x.it)), userHasWrittenTo: false }));
  const rowsC: (string | number)[][] = [];
  const bucketRow = (name: string, xs: { it: Item; r: AnalysisResult }[], idx: number[], goal: string) => {
    const nug = xs.filter((x) => x.r.nuggetScore >= NUGGET_THRESHOLD).length;
    const cold = idx.filter((i) => coldStart[i]!.nuggetScore >= NUGGET_THRESHOLD).length;
    const mean = xs.reduce((a, x) => a + x.r.nuggetScore, 0) / Math.max(1, xs.length);
    rowsC.push([name, xs.length, pct(nug, xs.length), pct(cold, xs.length), mean.toFixed(1), goal]);
  };
  const indexed = enron.map((x, i) => ({ ...x, i }));
  const byBucket = (b: string) => indexed.filter((x) => enronBucket(x.it) === b);
  bucketRow(
    'business (nugget: folders 1,4,5,6)',
    byBucket('nugget'),
    byBucket('nugget').map((x) => x.i),
    'nugget >= 80%',
  );
  for (const f of ['1', '4', '5', '6']) {
    const xs = indexed.filter((x) => enronBucket(x.it) === 'nugget' && x.it.label === f);
    bucketRow(
      `  folder ${f}`,
      xs,
      xs.map((x) => x.i),
      '',
    );
  }
  const isSent = (x: { r: AnalysisResult }) => x.r.kind === 'sent';
  for (const [label, sent] of [
    ['  received by the owner', false],
    ['  sent by the owner', true],
  ] as const) {
    const xs = byBucket('nugget').filter((x) => isSent(x) === sent);
    bucketRow(
      label,
      xs,
      xs.map((x) => x.i),
      '',
    );
  }
  bucketRow(
    'sludge (7, 8; news/press/newsletter/jokes w/o 2.1)',
    byBucket('sludge'),
    byBucket('sludge').map((x) => x.i),
    'low',
  );
  for (const [label, sent] of [
    ['  received by the owner', false],
    ['  sent by the owner', true],
  ] as const) {
    const xs = byBucket('sludge').filter((x) => isSent(x) === sent);
    bucketRow(
      label,
      xs,
      xs.map((x) => x.i),
      '',
    );
  }
  bucketRow(
    'personal (folders 2, 3)',
    byBucket('personal'),
    byBucket('personal').map((x) => x.i),
    '(reported only)',
  );
  const sentByOwner = indexed.filter((x) => x.r.kind === 'sent');
  table(
    '(c) Enron (Berkeley categories): nugget rate (score >= 70); "cold start" = same mail with userHasWrittenTo=false',
    ['bucket', 'mails', 'nugget', 'nugget cold start', 'mean score', 'goal'],
    rowsC,
  );
  console.log(`   (${sentByOwner.length} of ${enron.length} Enron mails are the mailbox owner's own sent mail.)`);
  if (verbose) {
    const fpS = byBucket('sludge').filter((x) => x.r.nuggetScore >= NUGGET_THRESHOLD);
    console.log(`\nEnron sludge bucket scored as nugget (${fpS.length}, first 40):`);
    for (const x of fpS.slice(0, 40))
      console.log(
        `  ${x.r.nuggetScore}  ${x.it.label}/${x.it.file} [${x.it.cats.filter((c) => c.startsWith('2.')).join(' ')}] ${x.it.msg.subject.slice(0, 50)}  | ${x.r.signals.slice(1, 6).join('; ')}`,
      );
    const miss = byBucket('nugget').filter((x) => x.r.nuggetScore < NUGGET_THRESHOLD && !isSent(x));
    console.log(`\nEnron business received by the owner scored as sludge (${miss.length}, first 40):`);
    for (const x of miss.slice(0, 60))
      console.log(`  ${x.r.nuggetScore}  ${x.it.label}/${x.it.file}  ${x.it.msg.subject.slice(0, 50)}  | ${x.r.signals.slice(1, 7).join('; ')}`);
  }

  // (d)
  const perSecond = (inputs.length / analyseMs) * 1000;
  table(
    '(d) Throughput (analyzeLocally only, parsing excluded, one thread)',
    ['what', 'count', 'wall s', 'per wall second', 'per CPU second'],
    [
      [
        'raw mails (SpamAssassin + Enron)',
        inputs.length,
        (analyseMs / 1000).toFixed(2),
        perSecond.toFixed(0),
        ((inputs.length / analyseCpuMs) * 1000).toFixed(0),
      ],
      ['Parakweet sentences (as one-sentence mails)', sentenceCount, (sentenceMs / 1000).toFixed(2), ((sentenceCount / sentenceMs) * 1000).toFixed(0), ''],
    ],
  );
  console.log(
    `   (load average while measuring: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${os.cpus().length} cores; "per CPU second" counts this process's CPU time, GC included)`,
  );

  // (e)
  labelledSentences(items);

  const commitments = results.reduce((a, r) => a + r.commitments.length, 0);
  const transactions = results.filter((r) => r.transaction).length;
  console.log(`\nAlso: ${commitments} commitments and ${transactions} transactions found in the ${inputs.length} raw mails (no gold labels for these).`);
  if (verbose)
    for (const [i, r] of results.entries())
      if (r.transaction) console.log(`  ${r.transaction.type} ${r.transaction.rawAmount} [${r.kind ?? ''}] ${inputs[i]!.subject.slice(0, 70)}`);
  console.log(`Parsing the raw mails took ${parseSeconds.toFixed(1)} s; whole run ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  // (f)
  await founderMail();
}

await main();
if (withFloors) {
  if (belowFloor.length) {
    console.log(`\nUnder the floor: ${belowFloor.join('; ')}`);
    process.exit(1);
  }
  console.log('\nEvery figure is at or above its floor.');
}
