// What the model reads: one system prompt (the rules) and one user message (the email,
// its date, who the user is). The body is cut to what the sender wrote this time (quoted
// history, forwarded headers and signatures removed by the local analyzer's cleaner) and
// only then trimmed to a token budget.
import type { AnalysisInput, Party } from '../analysis.types.ts';
import { htmlToText, newText } from '../local/clean.ts';

/** Bump when the prompt's meaning changes: cached answers from older prompts are not reused. */
export const PROMPT_VERSION = 'analysis-v2';

/** ~3,000 tokens of body at ~4 characters a token. */
export const DEFAULT_MAX_BODY_CHARS = 12_000;

const MAX_SUBJECT_CHARS = 300;
const MAX_RECIPIENTS = 20;
/** Headers that tell bulk mail from personal mail; the rest is noise to the model. */
const USEFUL_HEADERS = ['list-id', 'list-unsubscribe', 'precedence', 'auto-submitted', 'x-auto-response-suppress', 'x-mailer', 'reply-to'];

export const ANALYSIS_SYSTEM_PROMPT = `You analyse one email for a busy person who runs several ventures, and answer with a single JSON object that follows the given schema exactly.

Rules:
- You are told which addresses are the user's. An email from one of them was sent by the user (outgoing); otherwise it was received by the user (incoming). Write every field from the user's point of view.
- kind says what the email is: person (a person writing to the user, replies and forwards with their own words included), sent (the user's own email), notification (automated mail about a system or account: alerts, calendar invitations, CI, e-signature envelopes, shipping), transactional (automated or templated mail about money or an order: invoice, receipt, payout, statement, capital call, payroll, tax), bulk (newsletters, marketing, announcements), cold (unsolicited one-to-one selling from a stranger), phishing (phishing, scams, spam: credential lures, fake invoices, changed bank details from a look-alike sender).
- nuggetScore (0-100) says how much the email deserves the user's attention: asks and decisions addressed to the user, money owed or received by the user's ventures, deadlines that bind them, real counterparties and threads the user takes part in score high (70+); newsletters, promotions, routine notifications, receipts for charges already paid, cold outreach and spam score low (below 40). A forward with no words of the sender's own is not a nugget.
- Commitments come only where a person asks or promises something of or for the user: from person and sent emails. A transactional email gives at most one deadline, named by the obligation ("Pay the Acme invoice 1042"), when it states a due date; an e-signature envelope gives one item ("Sign the lease in DocuSign"). Bulk, cold and phishing emails give none, whatever their wording ("Shop now", "Do you have 15 minutes?", "Confirm your password"), and neither do calendar boilerplate ("Join the video call"), legal footers or courtesy lines ("Let me know if you have questions").
- Titles read like a human assistant's to-do: verb + object + counterpart, at most 80 characters, never an email address, a greeting or a question; what someone else owes the user reads "Sam to send the signed NDA".
- priority follows the score: high at 70 or more, medium at 40 or more, else low.
- Commitments come only from the text shown (quoted history is already removed). For each, owedBy and owedTo are email addresses where known; use the user's own address for the user, never "me".
- Resolve every date against the date the email was received, given below (e.g. "by Friday" is the first Friday after that date; "tomorrow" is the day after it). Write dates as ISO 8601 UTC date-times; a date without a time is 12:00:00Z of that day. Use null when no date is given.
- A transaction is only for a concrete amount of money the email is about (invoice, receipt, order, payment, revenue). Amounts are decimals with two places and no thousands separators ("5250.00"); currency is an ISO 4217 code.
- suggestedReply is an empty string when no reply is due.
- Be concise. Do not invent facts that are not in the email.`;

export type PreparedBody = { text: string; quoted: boolean; forwarded: boolean; signature: boolean; trimmedChars: number };

/** Cuts quotes and signature, then trims to `maxChars` at a word boundary. */
export function prepareBody(input: Pick<AnalysisInput, 'text' | 'html'>, maxChars = DEFAULT_MAX_BODY_CHARS): PreparedBody {
  const raw = (input.text?.trim() ? input.text : input.html ? htmlToText(input.html) : '').slice(0, 200_000);
  const clean = newText(raw);
  let text = clean.text;
  // A bare forward ("FYI" + the forwarded mail) is about the forwarded part: keep it, minus its quotes.
  if (clean.forwarded && text.length < 400) {
    const forwarded = raw
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .filter((l) => !/^\s*(>|&gt;)/.test(l))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    text = forwarded;
  }
  let trimmedChars = 0;
  if (text.length > maxChars) {
    let cut = text.slice(0, maxChars);
    const space = cut.search(/\s\S*$/);
    if (space > maxChars * 0.9) cut = cut.slice(0, space);
    trimmedChars = text.length - cut.length;
    text = `${cut.trimEnd()}\n[… ${trimmedChars} more characters not shown]`;
  }
  return { text, quoted: clean.quoted, forwarded: clean.forwarded, signature: clean.signature, trimmedChars };
}

const party = (p: Party, mine: Set<string>) => {
  const email = p.email.toLowerCase();
  const who = p.name ? `${p.name.replace(/[\r\n]+/g, ' ').slice(0, 100)} <${email}>` : `<${email}>`;
  return mine.has(email) ? `${who} (the user)` : who;
};
const parties = (list: Party[], mine: Set<string>) =>
  list.length
    ? list
        .slice(0, MAX_RECIPIENTS)
        .map((p) => party(p, mine))
        .join(', ') + (list.length > MAX_RECIPIENTS ? `, and ${list.length - MAX_RECIPIENTS} more` : '')
    : '(none)';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The user message: everything the answer depends on, and nothing else (it is also the cache key's input). */
export function analysisUserMessage(input: AnalysisInput, maxBodyChars = DEFAULT_MAX_BODY_CHARS): { message: string; body: PreparedBody } {
  const mine = new Set(input.userAddresses.map((a) => a.trim().toLowerCase()).filter(Boolean));
  const fromEmail = input.from?.email.toLowerCase() ?? '';
  const outgoing = !!fromEmail && mine.has(fromEmail);
  const body = prepareBody(input, maxBodyChars);
  const received = input.receivedAt;
  const headers = USEFUL_HEADERS.filter((h) => input.headers[h]).map(
    (h) =>
      `${h}: ${String(input.headers[h])
        .replace(/[\r\n]+/g, ' ')
        .slice(0, 200)}`,
  );
  const cut = [body.quoted && 'quoted history', body.forwarded && !body.text && 'forwarded message', body.signature && 'signature'].filter(Boolean);
  const lines = [
    `Received: ${received.toISOString()} (${WEEKDAYS[received.getUTCDay()]})`,
    ...(input.timeZone && input.timeZone !== 'UTC'
      ? [`The user's time zone: ${input.timeZone} (times such as "EOD" or "by 5pm" are in it; give due dates in UTC)`]
      : []),
    `The user's addresses: ${[...mine].sort().join(', ') || '(unknown)'}`,
    `Direction: ${outgoing ? 'outgoing — sent by the user' : 'incoming — received by the user'}`,
    ...(outgoing ? [] : [`The user has written to this sender before: ${input.userHasWrittenTo ? 'yes' : 'no'}`]),
    ...(input.suggestReply === false ? ['The user turned reply suggestions off: suggestedReply must be an empty string.'] : []),
    ...(input.categorize === false ? ['The user turned categorisation off: category must be an empty string.'] : []),
    ...(input.userCompanies?.length ? [`The user's ventures: ${input.userCompanies.map((c) => `${c.name} (${c.domains.join(', ')})`).join('; ')}`] : []),
    `From: ${input.from ? party(input.from, mine) : '(unknown)'}`,
    `To: ${parties(input.to, mine)}`,
    ...(input.cc.length ? [`Cc: ${parties(input.cc, mine)}`] : []),
    ...(headers.length ? [`Headers: ${headers.join('; ')}`] : []),
    `Subject: ${input.subject.replace(/[\r\n]+/g, ' ').slice(0, MAX_SUBJECT_CHARS)}`,
    '',
    `Body${cut.length ? ` (${cut.join(', ')} removed)` : ''}${body.trimmedChars ? ' (trimmed)' : ''}:`,
    '"""',
    body.text || '(empty)',
    '"""',
  ];
  return { message: lines.join('\n'), body };
}
