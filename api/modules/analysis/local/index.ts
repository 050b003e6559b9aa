// The local analyzer: deterministic, explainable, no network. Scores a mail 0–100 from
// header, audience and content signals, mines commitments from the new text only, and finds
// the transaction a mail is about. Same input, same output; ~thousands of mails per second.
import {
  NUGGET_THRESHOLD,
  priorityFor,
  type AnalysisInput,
  type AnalysisResult,
  type Commitment,
  type CommitmentType,
  type Transaction,
} from '../analysis.types.ts';
import { htmlToText, newText } from './clean.ts';
import { assignedToUser, classifySentence, MIN_CONFIDENCE, REQUEST_VERBS, type SentenceAct } from './commitments.ts';
import { organisationOf, tailLines } from './company.ts';
import { findDueDate } from './dates.ts';
import { classifyForeign, mostlyForeign } from './foreign.ts';
import { detectTransaction, namesMoneyMoving } from './money.ts';
import { sentences, type Sentence } from './nlp.ts';
import {
  askedToSummary,
  capitalise,
  collapse,
  ended,
  firstName,
  NOT_A_NAME,
  listedAskTitle,
  proposalTitle,
  signedFirstName,
  titleFor,
  trimSentence,
  withoutGreeting,
} from './wording.ts';
import { FEATURES, featuresOf, valueScore, type FeatureVector, type ValueModel } from './features.ts';
import { mailKindOf, type MailKind } from './kind.ts';
import { finishTitle } from './titles.ts';
import { signatureRequest, transactionalDeadline, userQuoted } from './transactional.ts';
import VALUE_MODEL_JSON from './value-model.json' with { type: 'json' };
import KEEP_MODEL_JSON from './commitment-model.json' with { type: 'json' };
import { dropOutright, keepFeaturesOf, keepProbability, type KeepFeature, type KeepModel } from './keep.ts';
import {
  audienceOf,
  baseDomain,
  contentSignals,
  domainOf,
  FREEMAIL,
  headerSignals,
  SPAM_WORDING,
  spamWordingIn,
  type Audience,
  type Signal,
} from './signals.ts';

export { NUGGET_THRESHOLD };
/**
 * Raised whenever the analyzer reads mail differently enough that stored analyses should be redone: mail analysed by
 * an older version is analysed again once at start (analysis.service.ts, upgradeStoredAnalyses).
 * 2: the pipeline with mail kinds and learned weights.
 */
export const LOCAL_ANALYZER_VERSION = 2;
export { newText, htmlToText } from './clean.ts';
export { findDueDate } from './dates.ts';
export { extractAmounts } from './money.ts';
export { classifySentence, MIN_CONFIDENCE } from './commitments.ts';

const VALUE_MODEL = VALUE_MODEL_JSON as ValueModel;
const KEEP_MODEL = KEEP_MODEL_JSON as KeepModel;
const KIND_WORDS: Record<MailKind, string> = {
  person: 'person',
  sent: 'your mail',
  notification: 'notification',
  transactional: 'transactional',
  bulk: 'bulk',
  cold: 'cold outreach',
  phishing: 'phishing or spam',
};
/** Characters of new text that are read sentence by sentence (the rest is only scanned for signals). */
const MAX_MINED_CHARS = 4000;
const MAX_BODY_CHARS = 100_000;

const partyId = (p: { name: string; email: string } | null | undefined) => p?.email || p?.name || 'unknown';

/** "Gavin -- please send …", "Tom, can you …", "@dana please …": the name an ask opens with. */
const ADDRESSED = new RegExp(
  String.raw`^(?:(?:hi|hey|hello|dear)\s+)?@?(?!${NOT_A_NAME})((?:[A-Z][a-z]+(?:,\s*|\s?[/&]\s?|,? and |,? or ))*[A-Z][a-z]+)(?:,|\s+(?:--?|–|—)|:)\s+`,
);

/**
 * The recipient an ask names at its start, when that is one of the mail's other recipients: received
 * mail to Ines and Tom saying "Tom, can you send the deck?" asks Tom, not Ines; the user's own "Gavin --
 * please send …" to Stelzer with Gavin in Cc asks Gavin. Null when the name is no recipient's (or the user's).
 */
function addresseeOf(text: string, input: AnalysisInput, audience: Audience): { party: { name: string; email: string }; isUser: boolean } | null {
  const m = ADDRESSED.exec(text.trim());
  if (!m) return null;
  // "Wilson, Christine, and Robin, could you …": the user among them makes it theirs.
  const names = new Set(
    m[1]!
      .split(/,\s*(?:and |or )?|\s?[/&]\s?| and | or /)
      .map((n) => n.trim().toLowerCase())
      .filter(Boolean),
  );
  const sender = input.from?.email.toLowerCase();
  const named = [...input.to, ...input.cc].filter((p) => {
    if (p.email.toLowerCase() === sender) return false;
    const first = firstName(p.name, p.email).toLowerCase();
    return names.has(first) || (first.length >= 5 && [...names].some((n) => oneLetterApart(n, first)));
  });
  if (!named.length) return null;
  const user = audience.sent ? undefined : named.find((p) => p.email.toLowerCase() === audience.userAddress);
  return { party: user ?? named[0]!, isUser: !!user };
}

/** "Felicia" in the text, "felecia.acevedo@" in the header: one letter changed, added or dropped, the first kept. */
function oneLetterApart(a: string, b: string): boolean {
  if (a[0] !== b[0] || Math.abs(a.length - b.length) > 1 || a.length < 5) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

type Mined = { sentence: Sentence; act: SentenceAct };

/** Action items that are the sender's proposal (a call, a meeting, an offer) rather than a request: worded differently. */
const PROPOSALS = new WeakSet<Commitment>();

// A paragraph can only hold a request, promise or deadline if it has one of these; the rest
// (reports, pasted articles, tables) is skipped before the tagger, which is the costly part.
const CUE =
  /\?|\b(you|your|u|me|us|would|could|please|pls|kindly|let'?s|let me|let us|i'?ll|i will|i shall|we'?ll|we will|we shall|i'?m going|we'?re going|need|needs|should|must|can we|could we|shall we|how about|why don'?t|due|deadline|expir\w*|no later|asap|appreciate|grateful|invite|wonder\w*|hope|suggest|propose|recommend|don'?t|do not|make sure|remember|action items?|next steps?|to-?dos?|your turn|lmk|gimme|hmu|tmrw)\b/i;
const MAX_TAGGED_CHARS = 3000;
/** Mails up to this long are tagged whole; longer ones only in paragraphs with a cue. */
const SHORT_TEXT = 1200;

/** CUE is English: a paragraph in another language is kept when one of its sentences asks, promises or sets a date there. */
function foreignCue(para: string): boolean {
  return mostlyForeign(para) && para.split(/(?<=[.!?])\s+|\n/).some((s) => classifyForeign(s).act !== null);
}

/** The paragraphs that may hold commitments; `name` (the user's first name) keeps notes that hand them tasks by name. */
function candidateText(text: string, name: string | null): string {
  if (text.length <= SHORT_TEXT) return text;
  let out = '';
  for (const para of text.split(/\n\s*\n/)) {
    if (out.length >= MAX_TAGGED_CHARS) break;
    // Imperatives carry no cue word: look at each sentence's first word too.
    const starts = para.split(/[.!?]\s+|\n/).some((s) => REQUEST_VERBS.has((/^[\s>*•·-]*([A-Za-z-]+)/.exec(s)?.[1] ?? '').toLowerCase()));
    if (starts || CUE.test(para) || (name && para.includes(name)) || foreignCue(para)) out += (out ? '\n\n' : '') + para;
  }
  return out.slice(0, MAX_TAGGED_CHARS);
}

/** A date said as a deadline: "by Friday", "before the 2nd", "the deadline is …", "needs to be in by …". */
const DEADLINE_WORDS =
  /(?<![\p{L}])(by|before|until|till|no later than|latest|deadline|due|ahead of|in time for|para el|antes del?|hasta el|a más tardar|bis|spätestens|avant|au plus tard|d'ici|até|senast|innan|före|entro|uiterlijk|najpóźniej|do dnia)(?![\p{L}])/iu;

/** "Send me the wire details and I'll wire by 15/9": an ask, then the writer's own promise. */
const THEN_OWN_PROMISE = /^(.{12,}?\S)\s*(?:,\s*)?(?:\band\b|&|;|—|–)\s+((?:I'?ll|I will|we'?ll|we will|I'?m going to|I shall)\s+\S.{6,})$/i;
/** The first clause promises already: "If it fails we will withhold the retention and I will take advice" stays one. */
const OWN_PROMISE = /\b(?:I|we)(?:'ll| will| shall)\s/i;

/**
 * A sentence that asks and then promises is read as two: "Send me the SPV wire details and I'll wire by 15/9" is an
 * ask and the writer's promise, each with its own words, date and title.
 */
function withOwnClauses(list: Sentence[]): Sentence[] {
  return list.flatMap((sentence) => {
    const joined = THEN_OWN_PROMISE.exec(sentence.text);
    if (!joined || OWN_PROMISE.test(joined[1]!)) return [sentence];
    return [...sentences(`${joined[1]}.`), ...sentences(joined[2]!)].map((s) => ({ ...s, block: sentence.block }));
  });
}

/** Where a sentence joins clauses: "…, so could you …", "…; please …", "… so we need to …". */
const CLAUSES = /,\s*(?=(?:so|and|but|then)\b)|;\s*|\s+so\s+(?=(?:we|i|you|could|can|please)\b)/i;
const ASKS_IN_CLAUSE = /\b(?:you|your|u|please|pls|we need to|need to|could we|can we)\b/i;

/**
 * The due date of an ask in its own sentence. With two dates in two clauses, the one of the clause that asks:
 * "Nordstern wants to sign by mid-September, so could you let me know by Friday" is due Friday.
 */
function ownDue(text: string, input: AnalysisInput) {
  const whole = findDueDate(text, input.receivedAt, input.timeZone);
  const clauses = text.split(CLAUSES);
  // One clause (most sentences): its date is the sentence's; no second reading.
  if (!whole || clauses.length < 2) return whole;
  const dated = clauses.map((clause) => ({ clause, due: findDueDate(clause, input.receivedAt, input.timeZone) })).filter((c) => c.due);
  if (dated.length < 2) return whole;
  const asking = dated.filter((c) => ASKS_IN_CLAUSE.test(c.clause));
  return asking.length === 1 ? asking[0]!.due : whole;
}

/** A window that closes on a date: what is asked for it is due then. */
const CLOSES =
  /(?<![\p{L}])(closes|closing|ends|expires|shuts|cierra|vence|termina el|schließt|endet|läuft .{0,20}ab|stänger|går ut|se clôt|se termine|expire|encerra|termina|zamyka|kończy się|upływa)(?![\p{L}])/iu;

/**
 * The due date of an ask whose own sentence names none, from the sentence next to it when that one only dates
 * it ("Can you send the board pack? We need it by Friday."), or from the subject ("… – sign-off by Thursday").
 */
function dueNearby(mined: Mined[], i: number, input: AnalysisInput) {
  for (const j of [i + 1, i - 1, i + 2]) {
    const near = mined[j];
    if (!near || (near.act.act && near.act.act !== 'deadline')) continue;
    const t = near.sentence.text;
    // Two on, only in the ask's own paragraph and only when a window closes then ("Allocation closes Friday 18 September").
    if (j === i + 2 ? near.sentence.block !== mined[i]!.sentence.block || !CLOSES.test(t) : !DEADLINE_WORDS.test(t) && !CLOSES.test(t)) continue;
    const due = findDueDate(t, input.receivedAt, input.timeZone);
    if (due && due.date.getTime() >= input.receivedAt.getTime() - 86_400_000) return due;
  }
  // A deadline in the subject dates the asks of the mail; so does the day of the event the mail is about ("Abuela – cita
  // del jueves", "Board meeting 24 November"): what is asked for it is due by then.
  const due = findDueDate(input.subject, input.receivedAt, input.timeZone);
  const ahead = due ? due.date.getTime() - input.receivedAt.getTime() : -1;
  if (due && ahead >= -86_400_000 && (DEADLINE_WORDS.test(input.subject) || ahead <= 45 * 86_400_000)) return due;
  return null;
}

/** A sentence that only wants the answer to the ask before it, by a date. */
const ANSWER_BY =
  /^(?:\W*)(?:(?:i|we) )?(?:need|want|would need|'d need) (?:a|an|your|the) (?:quick )?(?:yes\/no|yes or no|answer|decision|reply|response|confirmation|go-ahead|go ahead|ok|okay|sign-off|signoff|green light)\b/i;

/** A deed that only points back: "Do that?", "Handle it", "Confirm this". */
const VAGUE_DEED = /^(?:do|handle|manage|confirm|approve|arrange|sort out) (?:that|this|it|so)\??$/i;

function buildCommitments(mined: Mined[], input: AnalysisInput, audience: Audience, senderFirst: string): Commitment[] {
  const out: Commitment[] = [];
  const user = audience.userAddress ?? 'you';
  const sender = partyId(input.from);
  const firstRecipient = input.to[0] ?? input.cc[0] ?? null;
  const recipient = partyId(firstRecipient);
  const recipientFirst = firstName(firstRecipient?.name, firstRecipient?.email);
  const seen = new Set<string>();
  const at = new Map<Commitment, number>();
  for (const [i, { sentence, act }] of mined.entries()) {
    if (!act.act) continue;
    const confidence = act.score;
    if (confidence < MIN_CONFIDENCE) continue;
    let type: CommitmentType;
    let asked = recipientFirst;
    let owedBy: string;
    let owedTo: string;
    // A call or meeting the writer proposes ("I'll call you tomorrow") is the user's to take up when received, and the
    // user's own commitment when sent.
    const proposedByUser = act.proposal === true && audience.sent;
    if (proposedByUser) {
      type = 'promise_made';
      [owedBy, owedTo] = [user, recipient];
    } else if (act.act === 'request') {
      type = 'action_item';
      [owedBy, owedTo] = audience.sent ? [recipient, user] : [user, sender];
      const addressee = addresseeOf(sentence.text, input, audience);
      // Asked of another recipient by name: theirs, not the user's; in the user's own mail, owed by that person.
      if (addressee && !audience.sent && !addressee.isUser) continue;
      if (addressee && audience.sent) {
        owedBy = partyId(addressee.party);
        asked = firstName(addressee.party.name, addressee.party.email);
      }
    } else if (act.act === 'promise') {
      type = audience.sent ? 'promise_made' : 'promise_received';
      [owedBy, owedTo] = audience.sent ? [user, recipient] : [sender, user];
    } else {
      type = 'deadline';
      [owedBy, owedTo] = audience.sent ? [recipient, user] : [user, sender];
    }
    const due = ownDue(sentence.text, input) ?? (type === 'deadline' ? null : dueNearby(mined, i, input));
    // A deadline needs a date; without one it is only a statement.
    if (type === 'deadline' && !due) continue;
    let title = act.cues.includes(LISTED_ASK)
      ? listedAskTitle(sentence.text, senderFirst, audience.sent ? asked : null)
      : act.proposal && !audience.sent
        ? proposalTitle(sentence.text, senderFirst)
        : titleFor(type, sentence.text, audience.sent ? 'me' : senderFirst, recipientFirst, mined[i - 1]?.sentence.text);
    // "Can you do that?" after the ask it points back to adds nothing but a to-do called "Do that?"; alone, it keeps its words.
    if (VAGUE_DEED.test(title)) {
      if (out.some((c) => c.type === type)) continue;
      title = capitalise(trimSentence(withoutGreeting(sentence.text), 120));
    }
    // "Are you in for the £150k? Need a yes/no by Fri 18/09": the second sentence dates the first, it asks nothing new.
    const previous = out[out.length - 1];
    if (type === 'action_item' && previous?.type === 'action_item' && ANSWER_BY.test(sentence.text)) {
      if (!previous.dueDate && due) Object.assign(previous, { dueDate: due.date, dueText: due.text });
      continue;
    }
    const key = `${type}|${title.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const who = proposedByUser
      ? 'You proposed'
      : type === 'promise_made'
        ? 'You promised'
        : type === 'promise_received'
          ? `${senderFirst} promised`
          : type === 'deadline'
            ? 'Deadline'
            : audience.sent
              ? `You asked ${asked}`
              : act.proposal
                ? `${senderFirst} proposes`
                : `${senderFirst} asks`;
    const commitment: Commitment = {
      type,
      owedBy,
      owedTo,
      title,
      description: `${who}: "${trimSentence(sentence.text, 300)}"${due ? ` (due ${due.date.toISOString().slice(0, 10)})` : ''}`,
      dueDate: due?.date ?? null,
      dueText: due?.text ?? null,
      confidence: Math.round(confidence * 100) / 100,
      quote: trimSentence(sentence.text, 500),
    };
    if (act.proposal && type === 'action_item') PROPOSALS.add(commitment);
    out.push(commitment);
    at.set(commitment, i);
    if (out.length >= 12) break;
  }
  // A date given once for several asks: "Two things before the board call on the 22nd: 1) … 2) …" (the list's
  // lead-in), or "… Mind getting back to me on both by end of next week?" after them (a reply-by that points back).
  for (const c of out) {
    if (c.dueDate || c.type === 'deadline') continue;
    const i = at.get(c)!;
    const shared = leadInDue(mined, i, input) ?? replyByDue(mined, i, input);
    if (shared) Object.assign(c, { dueDate: shared.date, dueText: shared.text });
  }
  return out;
}

const LIST_ITEM = /^\s*(?:[-*•·]|\d{1,2}[.)]|\(?[a-h1-9]\))\s/;
const LIST_NUMBER = /^\s*\(?(?:\d{1,2}|[a-h])[.)]\s*$/;
const POINTS_BACK =
  /\b(both|these|those|them|this|that|it|all (of )?(this|that|these|them)|everything|the above|answers?|back to (me|us)|get(ting)? back|reply|respond|decisions?|let (me|us) know|your (ok|okay|sign-?off|go-ahead|approval|input|feedback|comments|instructions|answers?|confirmation)|tudo|todo|alles|besked|svar|réponse|respuesta|resposta|decisión|decisão|entscheidung)\b/i;

const LISTED_ASK = 'listed under an ask';
/** A lead-in that names points to decide or answer, not things to deliver. */
const TOPICS_LEAD =
  /\b(?:points?|decisions?|questions?|issues?|topics?|open items?|puntos?|pontos?|punkte?|punkter|frågor|kwestie|decyzj\w*|decisi[oó]n\w*|decis[aã]o|entscheidung\w*|besked)\b/i;
const wordCount = (text: string) =>
  text
    .replace(/^\s*(?:[-*•·]|\d{1,2}[.)]|\(?[a-h1-9]\))\s/, '')
    .split(/\s+/)
    .filter(Boolean).length;
/** A lead-in that asks for what its list names: "I need two things:", "Two asks from you:", "Necesito dos cosas:". */
const NEED_LEAD =
  /\b(?:i|we)(?:'d| would)? (?:need|want|require|'d like|would like)\b|\b(?:things?|asks?|requests?|items?|points?|questions?|decisions?|favou?rs?) (?:from|for|of) you\b|\b(?:could|can|would) you\b|\b(?:two|three|four|a few|a couple of|couple of) (?:things|asks|requests|favou?rs)\b|\b(?:necesito|necesitamos|preciso|precisamos|brauche|brauchen|benötige|benötigen|behöver|j'ai besoin|nous avons besoin|il me faut|me hace falta)\b/i;

/**
 * Items of a list whose lead-in asks for them ("I need two things: 1. A call with you this week. 2. A written plan
 * before Friday."): each item is a request even when it is only a noun phrase.
 */
function listedAsks(mined: Mined[]): Mined[] {
  return mined.map((m, i) => {
    if (m.act.act || m.act.marketing) return m;
    if (!LIST_ITEM.test(m.sentence.text) && !LIST_NUMBER.test(mined[i - 1]?.sentence.text ?? '')) return m;
    if (LIST_NUMBER.test(m.sentence.text)) return m;
    const next = mined[i + 1]?.sentence;
    const heading = !!next && next.block === m.sentence.block && wordCount(m.sentence.text) <= 5;
    for (let j = i - 1; j >= Math.max(0, i - 12); j--) {
      const t = mined[j]!.sentence.text;
      if (LIST_ITEM.test(t) || LIST_NUMBER.test(t) || LIST_NUMBER.test(mined[j - 1]?.sentence.text ?? '')) continue;
      if (!/:\s*$/.test(t) || !NEED_LEAD.test(t)) return m;
      // Under "two points where we need your decision:", a point's heading with its discussion after it in the same
      // item ("1. Liability cap. They propose six months…") names what is to be decided; it is no ask of its own.
      if (heading && TOPICS_LEAD.test(t)) return m;
      return { ...m, act: { ...m.act, act: 'request' as const, score: Math.max(m.act.score, 0.6), cues: [...m.act.cues, LISTED_ASK] } };
    }
    return m;
  });
}

/** The due date of a list's lead-in ("… before Friday:") for an ask that is one of the list's items. */
function leadInDue(mined: Mined[], i: number, input: AnalysisInput) {
  // (The sentence splitter often cuts the number from its item: "1." | "Could you send …".)
  if (!LIST_ITEM.test(mined[i]!.sentence.text) && !LIST_NUMBER.test(mined[i - 1]?.sentence.text ?? '')) return null;
  for (let j = i - 1; j >= Math.max(0, i - 12); j--) {
    const t = mined[j]!.sentence.text;
    if (LIST_ITEM.test(t) || LIST_NUMBER.test(t) || LIST_NUMBER.test(mined[j - 1]?.sentence.text ?? '')) continue;
    if (!/:\s*$/.test(t) || !DEADLINE_WORDS.test(t)) return null;
    const due = findDueDate(t, input.receivedAt, input.timeZone);
    return due && due.date.getTime() >= input.receivedAt.getTime() - 86_400_000 ? due : null;
  }
  return null;
}

/**
 * A sentence near the ask, up to eight on (or, failing that, eight back), that wants the answer by a date: "Need your
 * sign-off by Thursday … One open q: do we grandfather the promo stores?".
 */
function replyByDue(mined: Mined[], i: number, input: AnalysisInput) {
  const near = [...Array.from({ length: 8 }, (_, k) => i + 1 + k), ...Array.from({ length: 8 }, (_, k) => i - 1 - k)];
  for (const j of near.filter((j) => j >= 0 && j < mined.length)) {
    const t = mined[j]!.sentence.text;
    if (!DEADLINE_WORDS.test(t) || !POINTS_BACK.test(t)) continue;
    // "They want it signed by the 30th, so I need your answer by Friday 25/9": the date of the clause that wants the answer.
    const clause = t.split(/[,;]\s+|\s[–—]\s/).find((c) => DEADLINE_WORDS.test(c) && POINTS_BACK.test(c));
    const due = (clause && findDueDate(clause, input.receivedAt, input.timeZone)) || findDueDate(t, input.receivedAt, input.timeZone);
    if (due && due.date.getTime() >= input.receivedAt.getTime() - 86_400_000) return due;
  }
  return null;
}

const TOPICS: { category: string; re: RegExp }[] = [
  {
    category: 'recruiting',
    re: /\b(resume|résumé|cv|candidate|interview(ing)?|job (offer|opening|posting|description)|position|hiring|recruit(er|ing)?|headhunter|applicant|internship|offer letter|reference (check|letter))\b/gi,
  },
  {
    category: 'legal',
    re: /\b(contract|agreement|nda|attorney|counsel|lawyer|litigation|lawsuit|legal|privileged|settlement|court|clause|indemnif\w*|liability|compliance|regulatory|ferc|subpoena|testimony|filing)\b/gi,
  },
  {
    category: 'finance',
    re: /\b(invoice|payment|paid|budget|wire|bank|receipt|refund|expense|revenue|price|pricing|cost|fee|payroll|tax|accounting|financ\w*|credit|loan|capital|investment|investors?|valuation|quarterly|earnings|p&l|cash|term sheet|cap table|tranche|equity|funding|fundrais\w*|due diligence|safe note|convertible note)\b/gi,
  },
  {
    category: 'scheduling',
    re: /\b(meeting|meet|schedule[ds]?|calendar|call|conference call|appointment|availab\w+|reschedul\w+|lunch|dinner|agenda|invite|tomorrow|monday|tuesday|wednesday|thursday|friday|am|pm)\b/gi,
  },
  {
    category: 'support',
    re: /\b(ticket|support|bug|error|issue|problem|outage|help ?desk|case (number|#)|not working|broken|fix(ed)?|troubleshoot\w*|password reset|install(ation)?)\b/gi,
  },
  {
    category: 'personal',
    re: /\b(family|kids?|wife|husband|mom|dad|birthday|wedding|vacation|holiday|weekend|party|love|miss you|hugs|baby|church|game|golf|dinner)\b/gi,
  },
];

function topicOf(text: string): string {
  let best = 'business';
  let bestScore = 2; // a topic needs at least 3 hits to beat "business"
  for (const { category, re } of TOPICS) {
    const n = (text.match(re) ?? []).length * (category === 'scheduling' ? 0.7 : 1);
    if (n > bestScore) {
      best = category;
      bestScore = n;
    }
  }
  return best;
}

/** Fewer than `n` characters once runs of white space are one space and the ends are trimmed. */
function collapsedShorterThan(text: string, n: number): boolean {
  // Collapsed, the text is its runs of non-space characters joined by single spaces: their lengths are added up
  // until n is reached (long mails are common), without building the collapsed text.
  let length = -1;
  for (const run of text.matchAll(/\S+/g)) {
    length += 1 + run[0].length;
    if (length >= n) return false;
  }
  return Math.max(length, 0) < n;
}

const NEWS =
  /\b(following articles?|in the news|headlines|news (alert|clips?|summary)|press clips|today's news|all rights reserved|copyright \d{4}|\(reuters\)|reuters\b|associated press|\(ap\)|dow jones|bloomberg news|staff writer|news release|press release|for immediate release|\d{2,5} words\b|wall street journal|new york times|los angeles times|washington post|financial times)/i;
// Bulk mail about the user's own order, invoice or account still gets its transaction read.
const PERSONAL_TRANSACTIONAL =
  /\b(your (order|receipt|invoice|payment|purchase|account|subscription|booking|reservation)|invoice|receipt|order (confirmation|#|number))\b/i;
const LOCAL_DOLLAR: Record<string, string> = { ca: 'CAD', au: 'AUD', nz: 'NZD', sg: 'SGD', hk: 'HKD' };
const URGENT =
  /\b(urgent(ly)?|asap|as soon as possible|immediately|right away|time[- ]sensitive|critical|emergency|deadline|today|tonight|end of (the )?day|eod|cob)\b/i;

/** Analyse one mail. Pure: same input, same output. */
export function analyzeLocally(input: AnalysisInput): AnalysisResult {
  return analyzeWithFeatures(input).result;
}

/** The analysis and the value features it scored (`npm run train` learns the weights from these). */
export function analyzeWithFeatures(
  input: AnalysisInput,
  model: ValueModel = VALUE_MODEL,
  keepModel: KeepModel | null = KEEP_MODEL,
): { result: AnalysisResult; features: FeatureVector; candidates: { commitment: Commitment; keep: Record<KeepFeature, number> }[] } {
  const signals: Signal[] = [];
  const declared = audienceOf(input);
  const rawBody = (input.text?.trim() ? input.text : input.html ? htmlToText(input.html) : '').slice(0, MAX_BODY_CHARS);
  const clean = newText(rawBody.slice(0, 50_000));
  const minedText = clean.text.slice(0, MAX_MINED_CHARS);

  // --- who and how ------------------------------------------------------------------------
  const headerRaw = headerSignals(input);
  const contentRaw = contentSignals(input, rawBody, clean.text);
  // Spammers forge the victim's own address as From: "sent by you" to yourself with spam or bulk traits is a spoof.
  const weightOf = (list: Signal[], kind: Signal['kind']) => -list.filter((x) => x.kind === kind).reduce((a, x) => a + x.weight, 0);
  const spoofed =
    (declared.sent &&
      (declared.userInTo || declared.userInCc || declared.recipients === 0) &&
      (weightOf(contentRaw, 'spam') >= 8 || weightOf([...headerRaw, ...contentRaw], 'bulk') >= 12)) ||
    // … and so is "your own" mail to someone else that reads like spam twice over.
    (declared.sent && weightOf(contentRaw, 'spam') >= 16);
  const audience: Audience = spoofed ? { ...declared, sent: false, userNotAddressed: false } : declared;
  if (spoofed) signals.push({ weight: -15, why: 'claims to be from your own address but reads like bulk/spam (forged sender)', kind: 'spam' });
  const header = audience.sent ? [] : headerRaw;
  const knownSender = input.userHasWrittenTo || (audience.sameOrganisation && !spoofed);
  // Spam wording from a colleague or a correspondent ("make money", "loan", "confidential") is business talk: half
  // weight, and none at all when only the forwarded or quoted part below their own words uses it.
  const ownWording =
    knownSender && (clean.forwarded || clean.quoted) && contentRaw.some((s) => s.kind === 'spam') ? spamWordingIn(`${input.subject}\n${clean.text}`) : null;
  const content = (audience.sent ? [] : contentRaw)
    .filter((s) => !ownWording || s.kind !== 'spam' || !SPAM_WORDING.has(s.why) || ownWording.has(s.why))
    .map((s) => (s.kind === 'spam' && knownSender ? { ...s, weight: Math.round(s.weight / 2), why: `${s.why}, known sender` } : s));
  signals.push(...header, ...content);
  const spamWeight = -content.filter((s) => s.kind === 'spam').reduce((a, s) => a + s.weight, 0);
  const spamLikely = !audience.sent && !knownSender && (spamWeight >= 16 || (spoofed && spamWeight >= 8));

  // --- stage 2: kind -----------------------------------------------------------------------
  const addedNothing = collapsedShorterThan(clean.text, 40);
  // (Asked only where the answer matters: the regex reads up to 8,000 characters.)
  let newsLikeBody: boolean | undefined;
  const newsLike = () => (newsLikeBody ??= rawBody.length > 1500 && NEWS.test(rawBody.slice(0, 8000)));
  // The new text itself is a pasted article or a clippings digest (not a person writing to the user).
  const newsText = clean.text.length > 1500 && newsLike() && NEWS.test(clean.text.slice(0, 8000));
  const inThread = !!input.userInThread || (!audience.sent && userQuoted(rawBody, clean, input.userAddresses, audience.ownDomains));
  const { kind, why: kindWhy } = mailKindOf({
    input: { ...input, userInThread: inThread },
    audience,
    header: headerRaw,
    content,
    clean,
    rawBody,
    knownSender,
    spamLikely,
  });
  const personal = kind === 'person' || kind === 'sent';

  // --- stage 3: money ----------------------------------------------------------------------------
  let transaction: Transaction | null = null;
  let transactionWhy = '';
  // A stranger's advance-fee letter names millions; none of it belongs in the user's books.
  const scamTalk = !knownSender && kind !== 'transactional' && content.some((s) => s.why.startsWith('advance-fee'));
  // The user's bare forward of a bill or receipt: the original in their mailbox already carries it.
  const bareForwardByUser = audience.sent && addedNothing;
  const moneyMail =
    kind === 'transactional' ||
    (personal && !newsText && !bareForwardByUser) ||
    (kind === 'notification' &&
      (PERSONAL_TRANSACTIONAL.test(`${input.subject}\n${rawBody.slice(0, 3000)}`) || namesMoneyMoving(`${input.subject}\n${rawBody.slice(0, 1500)}`)));
  if (moneyMail && !scamTalk) {
    const counterparty = audience.sent
      ? firstRecipient(input)?.name || firstRecipient(input)?.email || null
      : input.from?.name || organisationOf(input.from, []) || input.from?.email || null;
    // A bare "$" from a Canadian, Australian, New Zealand, Singapore or Hong Kong address is that country's dollar.
    const party = audience.sent ? firstRecipient(input) : input.from;
    const dollar = LOCAL_DOLLAR[(party?.email ?? '').toLowerCase().split('.').pop() ?? ''];
    const found = detectTransaction({
      dollar,
      text: kind === 'transactional' ? rawBody : clean.text || rawBody,
      subject: input.subject,
      sent: audience.sent,
      personal,
      counterparty,
      receivedAt: input.receivedAt,
    });
    if (found) {
      transaction = found.transaction;
      transactionWhy = found.why;
    }
  }

  // --- stage 5: commitments --------------------------------------------------------------------
  // Only a person writing to the user, or the user writing, asks or promises anything: bulk, cold, notification and
  // phishing mail yield none whatever their wording; transactional mail yields its deadline (below).
  const userParty = audience.sent ? null : [...input.to, ...input.cc].find((p) => p.email.toLowerCase() === audience.userAddress);
  const userFirst = userParty?.name ? firstName(userParty.name, userParty.email) : null;
  const sents = personal && minedText ? withOwnClauses(sentences(candidateText(minedText, userFirst))) : [];
  const mined: Mined[] = listedAsks(sents.map((sentence) => ({ sentence, act: assignedToUser(sentence.text, classifySentence(sentence), userFirst) })));
  // The sender as titles and summaries name them: the header's name, else the sign-off that matches a run-together address.
  const senderFirst =
    (!input.from?.name?.trim() && signedFirstName(input.from?.email, () => tailLines(clean))) || firstName(input.from?.name, input.from?.email);
  const candidates = personal
    ? buildCommitments(newsText ? mined.map((m) => ({ ...m, act: { ...m.act, score: m.act.score * 0.5 } })) : mined, input, audience, senderFirst).filter(
        (c) => !dropOutright(c, kind, sents.length <= 1),
      )
    : kind === 'transactional'
      ? transactionalDeadline(input, rawBody, transaction, audience)
      : kind === 'notification' && kindWhy.startsWith('a document sent for your signature')
        ? signatureRequest(input, rawBody, audience)
        : [];
  // --- stage 6: titles (in place: PROPOSALS remembers the objects) -------------------------------
  for (const c of candidates) c.title = finishTitle(c, senderFirst);
  // The learned filter keeps what a careful assistant would (transactional deadlines are already one per mail).
  const weighed = candidates.map((c, i) => ({ commitment: c, keep: keepFeaturesOf(c, kind, i, candidates.length) }));
  const commitments =
    personal && keepModel ? weighed.filter((w) => keepProbability(keepModel, w.keep) >= keepModel.threshold).map((w) => w.commitment) : candidates;
  const actionItems = commitments.filter((c) => c.type === 'action_item');
  const promises = commitments.filter((c) => c.type === 'promise_made' || c.type === 'promise_received');

  // --- stage 4: features and the learned value score ---------------------------------------------
  const x = featuresOf({
    input,
    audience,
    kind,
    clean,
    header,
    content,
    commitments,
    transaction,
    inThread,
    addedNothing,
    news: newsText || (clean.text.length < 400 && !audience.sent && newsLike()),
    invitation: kindWhy.startsWith('calendar invitation'),
  });
  const valued = valueScore(model, x);
  const nuggetScore = valued.score;
  const urgentHit = personal && commitments.length > 0 && URGENT.test(`${input.subject} ${minedText.slice(0, 3000)}`);
  const soonest =
    commitments
      .map((c) => c.dueDate)
      .filter((d): d is Date => !!d)
      .sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  const dueSoon = soonest !== null && soonest.getTime() - input.receivedAt.getTime() < 2.5 * 86_400_000;

  // --- category, company ------------------------------------------------------------------------
  const topicText = `${input.subject}\n${clean.text.slice(0, 4000)}`;
  let category: string;
  if (kind === 'phishing') category = 'spam';
  else if (kind === 'transactional') category = 'finance';
  else if (kind === 'notification') category = transaction ? 'finance' : 'notification';
  else if (kind === 'bulk')
    category = content.some((s) => s.why === 'sales offer') && !content.some((s) => s.why === 'newsletter wording') ? 'promotion' : 'newsletter';
  else if (kind === 'cold') category = 'promotion';
  else if (transaction) category = 'finance';
  else {
    category = topicOf(topicText);
    if (
      category === 'business' &&
      FREEMAIL.has(baseDomain(domainOf(input.from?.email))) &&
      !audience.sent &&
      /\b(love|miss|family|kids|weekend|dinner|party|birthday)\b/i.test(topicText)
    )
      category = 'personal';
  }
  // The counterparty's organisation as the mail names it (company.ts). Sent mail: the recipient's display name only,
  // since the signature in the body is the user's own.
  const company =
    audience.venture ??
    (audience.sent
      ? organisationOf(firstRecipient(input), [firstRecipient(input)?.name])
      : organisationOf(input.from, [input.from?.name, input.headers['organization']], () => tailLines(clean)));

  // --- words for people ----------------------------------------------------------------------------
  const senderName = input.from?.name || input.from?.email || 'Unknown sender';
  const actionRequired = !audience.sent && actionItems.length > 0;
  const meaningful = mined.filter((m) => m.sentence.text.length > 15 && !m.act.marketing).map((m) => m.sentence.text);
  let summary: string;
  const firstItemIsProposal = actionRequired && PROPOSALS.has(actionItems[0]!);
  const dueWords = (c: Commitment) => (c.dueText ?? '').replace(/^(by|on)\s+/i, '');
  /** The due words the title does not already say, for "(Friday)" after it. */
  const untold = (c: Commitment) => (c.dueDate && c.dueText && !c.title.toLowerCase().includes(dueWords(c).toLowerCase()) ? dueWords(c) : '');
  if (actionRequired && firstItemIsProposal) {
    const item = actionItems[0]!;
    const when = untold(item) ? ` (${untold(item)})` : '';
    summary = ended(item.title.startsWith(`${senderFirst} `) ? `${item.title}${when}` : `${senderFirst} proposes: ${item.title}${when}`);
  } else if (actionRequired) summary = askedToSummary(actionItems[0]!, senderFirst, untold(actionItems[0]!));
  else if (audience.sent && promises.length) summary = ended(`You promised to ${promises[0]!.title.charAt(0).toLowerCase()}${promises[0]!.title.slice(1)}`);
  else if (category === 'newsletter' || category === 'promotion' || category === 'spam' || category === 'notification')
    summary = `${capitalise(category)} from ${senderName}: ${trimSentence(input.subject || meaningful[0] || '(no subject)', 140)}`;
  else if (!audience.sent && promises[0]?.type === 'promise_received')
    summary = ended(`${promises[0].title.replace(/^(\S+(?: \S+)?) to /, '$1 will ')}${untold(promises[0]) ? ` (${untold(promises[0])})` : ''}`);
  else summary = trimSentence(meaningful.slice(0, 2).join(' ') || input.subject || collapse(clean.text) || '(empty message)', 240);
  if (transaction && !actionRequired)
    summary = trimSentence(`${transaction.type} ${transaction.rawAmount}${transaction.counterparty ? ` — ${transaction.counterparty}` : ''}. ${summary}`, 260);

  const keyPoints: string[] = [];
  for (const c of commitments.slice(0, 3)) keyPoints.push(c.title + (untold(c) ? ` (${c.dueText})` : ''));
  if (transaction) keyPoints.push(`${transaction.type}: ${transaction.rawAmount}`);
  // Sentences a commitment already quotes are not repeated.
  const quotes = new Set(commitments.map((c) => c.quote));
  for (const s of meaningful) {
    if (keyPoints.length >= 4) break;
    if (/\d|\b(decid|agree|approv|confirm|chang|announc|launch|sign|clos|deadline|result)\w*/i.test(s) && !(quotes.size && quotes.has(trimSentence(s, 500))))
      keyPoints.push(trimSentence(s, 140));
  }

  const suggestedActions: string[] = [];
  for (const c of actionItems.slice(0, 3)) suggestedActions.push(`${c.title}${untold(c) ? ` (${c.dueText})` : ''}`);
  if (commitments.some((c) => c.dueDate)) suggestedActions.push('Add the due date to your calendar');
  if (promises.length && audience.sent) suggestedActions.push('Track your promise until it is done');
  if (transaction) suggestedActions.push(`Record the ${transaction.type.toLowerCase()} in the financial tracker`);
  if ((category === 'newsletter' || category === 'promotion') && input.headers['list-unsubscribe'])
    suggestedActions.push('Unsubscribe if you no longer read it');
  if (category === 'spam') suggestedActions.push('Mark as spam');

  let suggestedReply = '';
  if (actionRequired && kind === 'person') {
    const item = actionItems[0]!;
    const when = item.dueText ? ` by ${item.dueText.replace(/^(by|on)\s+/i, '')}` : '';
    const question = /\?\s*$/.test(item.quote);
    suggestedReply = firstItemIsProposal
      ? `Hi ${senderFirst},\n\nThanks — that works for me${item.dueText ? ` (${item.dueText})` : ''}.\n\nBest regards`
      : question && !/^(can|could|would|will)\b/i.test(item.quote)
        ? `Hi ${senderFirst},\n\nThanks for your message. Let me look into this and get back to you${when || ' shortly'}.\n\nBest regards`
        : `Hi ${senderFirst},\n\nThanks for your message. Will do — I'll take care of it${when}.\n\nBest regards`;
  }

  const sentimentValues = sents.map((s) => s.sentiment).filter((v) => Number.isFinite(v));
  const meanSentiment = sentimentValues.length ? sentimentValues.reduce((a, b) => a + b, 0) / sentimentValues.length : 0;
  const sentiment = meanSentiment > 0.2 ? 'positive' : meanSentiment < -0.15 ? 'negative' : 'neutral';
  const urgency = !personal
    ? commitments.length
      ? 'medium'
      : 'low'
    : (urgentHit && actionRequired) || dueSoon
      ? 'high'
      : actionRequired || commitments.length
        ? 'medium'
        : 'low';

  // "Why this score": the kind, then the learned features that moved the score most, then the evidence behind them.
  const explained = [
    `score ${nuggetScore}: ${nuggetScore >= NUGGET_THRESHOLD ? 'nugget' : 'sludge'} (${KIND_WORDS[kind]}: ${kindWhy})`,
    ...valued.contributions
      .filter((c) => c.points !== 0)
      .slice(0, 6)
      .map((c) => `${FEATURES[c.name]} (${c.points > 0 ? '+' : ''}${c.points})`),
    ...signals
      .filter((s) => s.weight !== 0)
      .slice(0, 6)
      .map((s) => `${s.why} (${s.weight >= 0 ? '+' : ''}${s.weight})`),
    ...(transactionWhy ? [transactionWhy] : []),
  ];
  if (clean.quoted || clean.forwarded || clean.signature)
    explained.push(
      `mined new text only (${[clean.quoted && 'quote', clean.forwarded && 'forwarded part', clean.signature && 'signature'].filter(Boolean).join(', ')} removed)`,
    );

  const result: AnalysisResult = {
    nuggetScore,
    category,
    priority: priorityFor(nuggetScore),
    summary,
    suggestedReply,
    sentiment,
    urgency,
    keyPoints,
    suggestedActions,
    actionRequired,
    company,
    commitments,
    transaction,
    analyzedBy: 'local',
    kind,
    signals: explained,
  };
  return { result, features: x, candidates: weighed };
}

function firstRecipient(input: AnalysisInput) {
  return input.to[0] ?? input.cc[0] ?? null;
}
