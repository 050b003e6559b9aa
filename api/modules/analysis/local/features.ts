// Stage 4 of the pipeline: the named features the value score is a weighted sum of. Each is a
// number in [0, 1] with a sentence a person can read, so "Why this score" lists the features that
// moved it most. The weights are learned (value-model.json, `npm run train`), never set by hand.
import type { AnalysisInput, Commitment, Transaction } from '../analysis.types.ts';
import type { CleanText } from './clean.ts';
import type { MailKind } from './kind.ts';
import type { Audience, Signal } from './signals.ts';

export type FeatureEvidence = {
  input: AnalysisInput;
  audience: Audience;
  kind: MailKind;
  clean: CleanText;
  header: Signal[];
  content: Signal[];
  commitments: Commitment[];
  transaction: Transaction | null;
  /** The user wrote in this thread (stored reply, or their address in the quoted history). */
  inThread: boolean;
  /** Forwarded or quoted mail with (almost) no words of the sender's own. */
  addedNothing: boolean;
  news: boolean;
  /** The kind stage read a calendar invitation or reminder. */
  invitation: boolean;
};

/** Feature name → what it means to a reader ("Why this score"). The order is the model file's. */
export const FEATURES = {
  kind_person: 'a person writing to you',
  kind_sent: 'your own mail',
  kind_notification: 'automated notification',
  kind_transactional: 'automated mail about money',
  kind_bulk: 'newsletter or marketing',
  kind_cold: 'cold outreach from a stranger',
  kind_phishing: 'phishing or spam',
  asks_user: 'asks you to act',
  decision: 'asks you to decide or approve',
  question_to_user: 'asks you a question',
  promise_to_user: 'promises you something',
  sent_commits: 'you promise or ask something',
  deadline: 'a deadline binds you',
  due_soon: 'due within a week',
  money_owed: 'money you owe (invoice, capital call)',
  money_in: 'money coming in',
  money_out: 'money already paid',
  payment_problem: 'a payment failed or needs action',
  known_sender: 'you have written to this sender before',
  in_thread: 'a thread you take part in',
  same_org: 'from your own organisation',
  venture: 'about one of your ventures',
  to_user: 'addressed to you directly',
  cc_user: 'you are in Cc',
  not_addressed: 'you are not in To or Cc',
  many_recipients: 'sent to many recipients',
  reply: 'a reply in a conversation',
  bare_forward: 'forwarded or quoted without words of its own',
  short_text: 'only a line or two',
  news: 'news or a pasted article',
  bulk_signals: 'bulk-mail headers and layout',
  spam_signals: 'spam wording',
  named_sender: 'from a named person',
  invitation: 'invites you to a meeting',
  money_arrives: 'a payout or payment to you',
  approval_wanted: 'waits for your approval',
} as const;
export type FeatureName = keyof typeof FEATURES;
export type FeatureVector = Record<FeatureName, number>;

const DECISION =
  /\b(approve|approval|sign[- ]?off|decide|decision|go ahead|green ?light|are you in|count you in|in or out|confirm whether|your call|choose|pick one|which option|option [ab12])\b/i;
const PAYMENT_PROBLEM =
  /\b(payment (failed|declined|unsuccessful|was not processed|could not be processed)|card (was )?(declined|expired)|update your (payment|billing|card)|past due|overdue|final notice|action required)\b/i;
// A system holding something until the user approves it: a payroll run, an expense report, a payment batch.
const APPROVAL_WANTED =
  /\b(ready for (your )?(approval|review)|awaiting (your )?approval|needs your approval|requires your approval|pending (your )?approval|väntar på (ditt )?godkännande|wartet auf (ihre |deine )?freigabe|pendiente de (su |tu )?aprobación)\b/i;
const DAY = 86_400_000;

export function featuresOf(e: FeatureEvidence): FeatureVector {
  const { input, audience, kind, clean, commitments } = e;
  const received = kind !== 'sent';
  const asks = commitments.filter((c) => c.type === 'action_item');
  const promises = commitments.filter((c) => c.type === 'promise_received');
  const made = commitments.filter((c) => c.type === 'promise_made');
  const deadlines = commitments.filter((c) => c.type === 'deadline');
  const dueTimes = commitments.map((c) => c.dueDate?.getTime()).filter((t): t is number => t !== undefined);
  const soonest = dueTimes.length ? Math.min(...dueTimes) : null;
  const bulkWeight = -[...e.header, ...e.content].filter((s) => s.kind === 'bulk').reduce((a, s) => a + s.weight, 0);
  const spamWeight = -e.content.filter((s) => s.kind === 'spam').reduce((a, s) => a + s.weight, 0);
  const tx = e.transaction;
  const fromName = input.from?.name?.trim() ?? '';
  const head = `${input.subject}\n${clean.text.slice(0, 3000)}`;
  const one = (b: boolean) => (b ? 1 : 0);
  return {
    kind_person: one(kind === 'person'),
    kind_sent: one(kind === 'sent'),
    kind_notification: one(kind === 'notification'),
    kind_transactional: one(kind === 'transactional'),
    kind_bulk: one(kind === 'bulk'),
    kind_cold: one(kind === 'cold'),
    kind_phishing: one(kind === 'phishing'),
    asks_user: one(received && asks.length > 0),
    decision: one(received && asks.length > 0 && DECISION.test(asks.map((c) => c.quote).join(' '))),
    question_to_user: one(received && kind === 'person' && /\?/.test(clean.text)),
    promise_to_user: one(received && promises.length > 0),
    sent_commits: one(!received && (made.length > 0 || asks.length > 0)),
    deadline: one(deadlines.length > 0),
    due_soon: one(soonest !== null && soonest - input.receivedAt.getTime() < 7 * DAY && soonest >= input.receivedAt.getTime() - DAY),
    money_owed: one(!!tx && tx.type === 'Invoice' && received),
    money_in: one(!!tx && tx.type === 'Revenue'),
    money_out: one(!!tx && tx.type === 'Expense'),
    payment_problem: one(received && (kind === 'transactional' || kind === 'person') && PAYMENT_PROBLEM.test(head)),
    known_sender: one(received && input.userHasWrittenTo),
    in_thread: one(received && e.inThread),
    same_org: one(received && audience.sameOrganisation),
    venture: one(!!audience.venture),
    to_user: one(audience.userInTo),
    cc_user: one(audience.userInCc),
    not_addressed: one(audience.userNotAddressed),
    many_recipients: one(audience.recipients > 15),
    reply: one(/^\s*(re|aw|sv|antw|rif|res)\s*:/i.test(input.subject) && (clean.quoted || e.inThread)),
    bare_forward: one(e.addedNothing && (clean.forwarded || clean.quoted)),
    short_text: one(clean.text.replace(/\s+/g, ' ').trim().length < 60),
    news: one(e.news),
    bulk_signals: Math.min(1, bulkWeight / 50),
    spam_signals: Math.min(1, spamWeight / 30),
    named_sender: one(
      received &&
        /^[\p{Lu}][\p{L}'-]+,? [\p{Lu}]/u.test(fromName) &&
        !/\b(team|news|support|service|info|newsletter|inc|llc|ltd|gmbh|notifications?|billing|accounts?)\b/i.test(fromName),
    ),
    invitation: one(received && kind === 'notification' && e.invitation),
    money_arrives: one(received && kind === 'transactional' && !!tx && tx.type === 'Revenue'),
    approval_wanted: one(received && (kind === 'transactional' || kind === 'notification') && APPROVAL_WANTED.test(head)),
  };
}

export type ValueModel = { version: number; bias: number; weights: Partial<Record<FeatureName, number>>; trainedOn?: unknown };

/** The model's score: 100 · σ(z + logit 0.7), so an even chance of being a nugget scores the threshold, 70. */
export function valueScore(model: ValueModel, x: FeatureVector): { score: number; contributions: { name: FeatureName; points: number }[] } {
  let z = model.bias;
  const contributions: { name: FeatureName; points: number }[] = [];
  for (const name of Object.keys(FEATURES) as FeatureName[]) {
    const c = (model.weights[name] ?? 0) * x[name];
    if (c === 0) continue;
    z += c;
    contributions.push({ name, points: Math.round(c * 10) });
  }
  const p = 1 / (1 + Math.exp(-(z + Math.log(0.7 / 0.3))));
  contributions.sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  return { score: Math.max(0, Math.min(100, Math.round(100 * p))), contributions };
}
