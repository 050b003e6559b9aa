// Stage 6 of the pipeline: titles a human assistant would write. Verb first for the user's own
// items, "Sam to send the signed NDA" for what others owe, at most 80 characters, never an
// address fragment, a greeting or a question.
import type { Commitment } from '../analysis.types.ts';
import { capitalise } from './wording.ts';

export const MAX_TITLE = 80;

const ADDRESS_BITS = /\s*<[^>\s]*>?|\s*\(?\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\)?|\s*\bmailto:\S*/g;
const GREETING = /^(?:(?:hi|hey|hello|dear|hola|hallo|hej|namaste|buenos días|buenas)\b[^,.!:;–—-]{0,30}[,.!:;–—-]+\s*)+/i;
const CLAUSE_BREAK =
  /(?:,\s+(?:so|and|but|because|since|as|which|while|then)\b|\s+(?:so that|so we|because|since|in order to|as soon as|once|when|while|which)\b|[;:–—(]|,\s)/g;

/** "Are you in for $50k?" from Ravi → "Tell Ravi whether you are in for $50k". */
function unquestion(t: string, sender: string): string {
  const q = t.replace(/\s*\?+[\s"')\]]*$/, '').trim();
  if (/^(thoughts|views|comments|feedback|ideas|input)$/i.test(q)) return `Send ${sender} your ${q.toLowerCase()}`;
  const polite =
    /^(?:so\s+)?(?:can|could|would|will|won't|can't)\s+(?:you|u|somebody|someone|anyone|anybody|one of you)\s+(?:please\s+|kindly\s+|possibly\s+|also\s+)?(.+)$/i.exec(
      q,
    );
  if (polite && /^like\s/i.test(polite[1]!)) return `Tell ${sender} whether you would ${polite[1]}`;
  if (polite && !/^(be|have)\s/i.test(polite[1]!)) {
    // "Could you or someone on your team call Michelle?" → "Call Michelle".
    const rest = /^or\s/i.test(polite[1]!)
      ? polite[1]!.replace(/^or\s+(?:\S+\s+){0,6}?(?=(?:call|send|email|e-mail|check|ask|get|review|sign|tell|find|book|arrange|contact|reply|confirm)\b)/i, '')
      : polite[1]!;
    return capitalise(rest);
  }
  const yesNo = /^(are|is|am|was|were|do|does|did|have|has|will|would|can|could|should|shall)\s+(you|u|we|it|they|this|that|there|he|she)\s+(.+)$/i.exec(q);
  if (yesNo) {
    const aux = yesNo[1]!.toLowerCase();
    const subject = yesNo[2]!.toLowerCase() === 'u' ? 'you' : yesNo[2]!.toLowerCase();
    const verb = ['do', 'does', 'did'].includes(aux) ? '' : `${aux} `;
    // "does this sound right" → "whether this sounds right".
    const rest = aux === 'does' ? yesNo[3]!.replace(/^(\w+?)(s|sh|ch|x)?\b/, (w, stem: string, end?: string) => (end ? `${w}es` : `${w}s`)) : yesNo[3]!;
    return `Tell ${sender} whether ${subject} ${verb}${rest}`;
  }
  const thinks = /^what\s+(?:do|did)\s+(?:you|u)\s+think\s+(?:of|about)\s+(.+)$/i.exec(q);
  if (thinks) return `Tell ${sender} what you think of ${thinks[1]}`;
  const wh = /^(who|what|when|where|which|how|why)\b\s*(.*)$/i.exec(q);
  if (wh) return `Answer ${sender}: ${wh[1]!.toLowerCase()} ${wh[2]}`.trim();
  return `Reply to ${sender} about ${q.charAt(0).toLowerCase()}${q.slice(1)}`;
}

/** Cut at a clause break past 35 characters, else at a word: no "…" in a to-do's name. */
function fit(t: string): string {
  if (t.length <= MAX_TITLE) return t;
  let best = -1;
  for (const m of t.matchAll(CLAUSE_BREAK)) {
    if (m.index! > MAX_TITLE) break;
    if (m.index! >= 35) best = m.index!;
  }
  const cut = best > 0 ? t.slice(0, best) : t.slice(0, MAX_TITLE + 1).replace(/\s+\S*$/, '');
  return cut.replace(/[\s,;:.!–—-]+$/, '').replace(/\s+(?:and|or|to|the|a|an|of|for|with|by|in|on|at|your|my|our)$/i, '');
}

export function finishTitle(c: Pick<Commitment, 'type' | 'title'>, sender: string): string {
  let t = c.title
    .replace(ADDRESS_BITS, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  t = t.replace(GREETING, '');
  // What someone else owes the user reads "Sam to send …", not "Sam will send …".
  if (c.type === 'promise_received') t = t.replace(/^([\p{Lu}][\p{L}'.-]*(?: [\p{Lu}][\p{L}'.-]*)?) (?:will|'ll|shall) /u, '$1 to ');
  if (/\?\s*["')\]]*$/.test(t)) {
    t = unquestion(t, sender);
    // "Can you do that?" alone points at nothing the title could name: the to-do is the answer.
    if (/^(?:do|handle|manage|confirm|approve|arrange|sort out) (?:that|this|it|so)$/i.test(t)) t = `Reply to ${sender}`;
  }
  t = t.replace(/[\s.!;:,]+$/, '');
  return capitalise(fit(t)) || capitalise(c.title.slice(0, MAX_TITLE));
}
