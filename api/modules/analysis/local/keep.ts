// Stage 5b of the pipeline: which mined commitments a careful assistant would keep. The sentence rules
// (commitments.ts) find every ask, promise and deadline a sentence may hold; this learned filter weighs
// how each reads in its mail (a courtesy line, advice, a third party's date, a bullet of a list, one of
// many) and keeps the likely ones. Weights: commitment-model.json, learned by `npm run train`.
import type { Commitment } from '../analysis.types.ts';
import type { MailKind } from './kind.ts';
import { REQUEST_VERBS } from './commitments.ts';
import { mostlyForeign, YOU } from './foreign.ts';

export const KEEP_FEATURES = {
  action_item: 'an ask',
  promise_received: 'a promise to you',
  promise_made: 'your promise',
  deadline: 'a deadline',
  confidence: 'how surely the sentence asks or promises',
  due: 'names a date',
  question: 'a question',
  bullet: 'a line of a list',
  advice: 'advice or a recommendation',
  courtesy: 'a courtesy line',
  third_party: 'about someone else',
  conditional: 'under a condition',
  imperative: 'opens with a verb',
  you: 'speaks to you',
  sent: 'in your own mail',
  long: 'a long sentence',
  english: 'written in English',
  crowded: 'one of many items in the mail',
  later: 'late in the mail',
} as const;
export type KeepFeature = keyof typeof KEEP_FEATURES;
export type KeepModel = { version: number; threshold: number; bias: number; weights: Partial<Record<KeepFeature, number>>; trainedOn?: unknown };

const ADVICE =
  /^(?:\W*)(?:we|i|our|my)\s+(?:(?:would|'d)\s+)?(?:suggest|recommend|recommendation|propose|think|believe|view|advice|advise|position)\b|^(?:our|my) (?:recommendation|advice|view|suggestion)\b/i;
const COURTESY =
  /\b(let (me|us) know if (you have )?(any )?(questions|anything|you need)|feel free to|don'?t hesitate|happy to (help|answer|discuss)|if you have any questions|hope (this|that) helps|looking forward to (hearing|working)|have a (great|good|nice) (day|weekend|week)|(please )?consider the environment|think before you print)\b/i;
const THIRD_PARTY =
  /^(?:\W*)(?:she|he|they|their|his|her|it|its|the (?:client|customer|buyer|seller|bank|board|landlord|tenant|supplier)|[A-Z][a-z]+ (?:has|had|is|was|needs|wants|said))\b/;

// What is never an item for the list, whatever the sentence rules say: a courtesy line, a pointer, the sender's
// own wish, the user's own go-ahead in sent mail, advice that asks nothing of the reader, a third party's date.
// (A sentence in another language is read by foreign.ts before it is ever a candidate: one that asks nothing never is.)
const POINTER = /^(?:\W*)(?:see (?:below|above|attached|the attached|thread below)|fyi|for your (?:information|records))\b/i;
const OWN_WISH = /^(?:\W*)(?:want|wanted|wanna|hope|hoping|would love|'d love) to\b/i;
const GO_AHEAD =
  /^(?:\W*)(?:(?:ok(?:ay)?|yes|sure|agreed|fine|great|approved)[\s,.!–—-]+)?(?:go ahead|go with|proceed|approved?|release|live with|pass (?:those|it|them|that) through|let'?s go with|happy (?:for you )?to proceed|sounds good)\b/i;

const WE_ADVISE = /^(?:\W*)(?:we(?:'d| would)? (?:suggest|recommend|propose|advise)|our (?:recommendation|advice|suggestion|view|position) is)\b/i;

/** Never an item, whatever the sentence rules say. `alone`: the sentence is all the mail says. */
export function dropOutright(c: Commitment, kind: MailKind, alone: boolean): boolean {
  const q = c.quote.trim();
  // A courtesy line or a pointer closing a mail that says something else is no task ("Let me know if you have any
  // questions"); said alone, it is the whole message and stays.
  if (!alone && (COURTESY.test(q) || POINTER.test(q)) && !/\b(by|before|until)\b/i.test(q)) return true;
  if (OWN_WISH.test(q)) return true;
  if (kind === 'sent' && c.type === 'action_item' && GO_AHEAD.test(q)) return true;
  if (c.type === 'action_item' && WE_ADVISE.test(q) && !/\b(you|your)\b/i.test(q)) return true;
  // Someone else's date ("Their PO deadline is 2 October", "I need to give Anna the list by Friday") binds the writer or a
  // third party, not the user.
  if (c.type === 'deadline' && kind === 'person' && !/\b(you|your)\b/i.test(q) && /^(?:\W*)(?:their|his|her|she|he|they|i|i'm|i've|i'll|my)\b/i.test(q))
    return true;
  return false;
}

export function keepFeaturesOf(c: Commitment, kind: MailKind, index: number, count: number): Record<KeepFeature, number> {
  const q = c.quote.trim();
  const first = (/^[\s>*•·-]*([A-Za-z-]+)/.exec(q)?.[1] ?? '').toLowerCase();
  const one = (b: boolean) => (b ? 1 : 0);
  return {
    action_item: one(c.type === 'action_item'),
    promise_received: one(c.type === 'promise_received'),
    promise_made: one(c.type === 'promise_made'),
    deadline: one(c.type === 'deadline'),
    confidence: Math.max(0, Math.min(1, c.confidence)),
    due: one(!!c.dueDate),
    question: one(/\?\s*["')\]]*$/.test(q)),
    bullet: one(/^\s*(?:[-*•·]|\d+[.)])\s/.test(q)),
    advice: one(ADVICE.test(q)),
    courtesy: one(COURTESY.test(q)),
    third_party: one(THIRD_PARTY.test(q)),
    conditional: one(/^(?:\W*)(?:if|when|once|unless|in case|should you)\b/i.test(q)),
    imperative: one(REQUEST_VERBS.has(first)),
    you: one(/\b(you|your|u)\b/i.test(q) || YOU.test(q)),
    sent: one(kind === 'sent'),
    long: one(q.length > 180),
    // Not written mostly in another language (a short English ask, "gimme a call", has few function words).
    english: one(!mostlyForeign(q)),
    crowded: Math.min(1, Math.max(0, count - 2) / 6),
    later: count > 1 ? index / (count - 1) : 0,
  };
}

export function keepProbability(model: KeepModel, x: Record<KeepFeature, number>): number {
  let z = model.bias;
  for (const k of Object.keys(KEEP_FEATURES) as KeepFeature[]) z += (model.weights[k] ?? 0) * x[k];
  return 1 / (1 + Math.exp(-z));
}
