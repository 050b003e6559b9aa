// Sentence-level speech acts: requests/proposals to the reader, first-person promises and
// dated obligations. Each rule that fires adds a named cue, so every commitment can say why
// it was found. Scores are 0–1 and double as the commitment's confidence.
import type { Sentence, Token } from './nlp.ts';

export type SpeechAct = 'request' | 'promise' | 'deadline';

export type SentenceAct = {
  act: SpeechAct | null;
  /** 0–1: how sure the rule set is that the sentence is `act`. */
  score: number;
  cues: string[];
  /** The sentence reads like a marketing call to action (click, shop, unsubscribe …). */
  marketing: boolean;
};

/** Below this a candidate is not reported. */
export const MIN_CONFIDENCE = 0.5;

// Words that open a sentence without changing what it does ("So, can you …", "Also please …").
const DISCOURSE = new Set([
  'and', 'but', 'so', 'also', 'then', 'just', 'ok', 'okay', 'oh', 'well', 'now', 'again', 'finally', 'additionally', 'otherwise',
  'alternatively', 'meanwhile', 'anyway', 'btw', 'ps', 'p.s.', 'or', 'plus', 'first', 'second', 'third', 'lastly', 'next', 'still', 'hey',
  'hi', 'hello', 'dear', 'yes', 'no', 'sure', 'great', 'fyi', 'kindly', 'guys', 'all', 'team', 'folks', 'everyone',
]);

// Verbs that, opening a sentence, ask the reader to do something.
export const REQUEST_VERBS = new Set([
  'send', 'call', 'give', 'forward', 'review', 'check', 'confirm', 'provide', 'sign', 'return', 'fill', 'complete', 'schedule', 'set',
  'arrange', 'book', 'reply', 'respond', 'contact', 'email', 'e-mail', 'fax', 'get', 'make', 'take', 'put', 'add', 'remove', 'update',
  'ask', 'tell', 'advise', 'inform', 'note', 'find', 'see', 'read', 'look', 'print', 'prepare', 'draft', 'approve', 'pay', 'submit',
  'attend', 'join', 'meet', 'come', 'bring', 'keep', 'remember', 'ping', 'follow', 'talk', 'discuss', 'coordinate', 'circulate',
  'distribute', 'consider', 'feel', 'try', 'hold', 'plan', 'include', 'attach', 'share', 'verify', 'ensure', 'have', 'do', 'be', 'go',
  'start', 'stop', 'use', 'change', 'fix', 'install', 'run', 'write', 'register', 'rsvp', 'reserve', 'mark', 'notify', 'escalate',
  'handle', 'cancel', 'move', 'reschedule', 'pick', 'drop', 'grab', 'bear', 'hang', 'stay', 'wait', 'give', 'shoot', 'touch', 'loop',
  'cc', 'bcc', 'double-check', 'doublecheck', 'proofread', 'edit', 'comment', 'answer', 'let', 'think', 'figure', 'put', 'drive',
  'fly', 'order', 'buy', 'deliver', 'ship', 'post', 'file', 'fix', 'sort', 'clean', 'organize', 'organise', 'invite', 'introduce',
  'connect', 'work', 'speak', 'leave', 'hand', 'turn', 'pull', 'push', 'print', 'scan', 'upload', 'download', 'open', 'close', 'save',
  'delete', 'enter', 'mail', 'phone', 'text', 'reach', 'direct', 'refer', 'route', 'obtain', 'gather', 'collect', 'compile', 'assemble',
  'identify', 'determine', 'estimate', 'calculate', 'analyze', 'analyse', 'evaluate', 'assess', 'investigate', 'research', 'explore',
  'clarify', 'explain', 'describe', 'summarize', 'summarise', 'outline', 'list', 'specify', 'indicate', 'suggest', 'recommend',
  'propose', 'decide', 'choose', 'select', 'pass', 'relay', 'convey', 'deliver', 'fill', 'complete', 'finish', 'finalize', 'finalise',
  'expedite', 'resend', 're-send', 'process', 'release', 'assign', 'allocate', 'block', 'free', 'clear', 'secure', 'lock', 'schedule',
]);
// Sentence openers that are base-form verbs but not requests.
const NOT_REQUEST_OPENERS = new Set([
  'thank', 'thanks', 'hope', 'wish', 'welcome', 'congratulations', 'congrats', 'sorry', 'enjoy', 'love', 'glad', 'happy', 'hear',
  'looking', 'look forward', 'trust', 'guess', 'bet', 'seems', 'sounds', 'appreciate', 'regards', 'cheers', 'apologies', 'apologize',
  'mean', 'know', 'believe', 'suppose', 'imagine', 'remain', 'like', 'want', 'need', 'agree', 'understand', 'got', 'received',
]);

const MARKETING: RegExp[] = [
  /\bclick\b/i, /\bunsubscribe\b/i, /\bsubscribe\b/i, /\bopt[- ]?(out|in)\b/i, /\bsign up\b/i, /\bshop(ping)?\b/i, /\bbuy now\b/i,
  /\border (now|today)\b/i, /\b(address book|safe sender|safe list|white ?list|contacts list)\b/i, /\$LINK\b/, /https?:\/\/|www\.\w/i,
  /\bdownload\b/i, /\bapp store\b/i, /\bgoogle play\b/i, /\bvisit (us|our|the site|the website|www)\b/i, /\blearn more\b/i,
  /\b(special|exclusive|limited[- ]time) (offer|deal)/i, /\b\d+\s?% off\b/i, /\bfree (shipping|trial|gift|download)\b/i, /\bact now\b/i,
  /\bapply (now|today)\b/i, /\benter (now|today|to win)\b/i, /\bclaim (your|now)\b/i, /\bprivacy policy\b/i, /\bterms (of|and) (service|use|conditions)\b/i,
  /\bview (this|it|the) (e-?mail|message|newsletter)?\s*(online|in (a|your) (web )?browser|as a web ?page)/i, /\bearn (up to )?\$/i,
  /\b(to ensure|ensure) (future )?(delivery|you (continue|keep|receive))/i, /\bmanage (your )?(preferences|subscriptions?|e-?mail settings)\b/i,
  /\bfor (your|future) reference\b/i, /\bfor your records\b/i, /\bdo not reply\b/i, /\bno[- ]?reply\b/i, /\bthis (is an )?automated (e-?mail|message)\b/i,
  /\bsave (up to |an extra )?\$?\d/i, /\b(for|it's|try|get|100%|totally|absolutely) free\b/i, /\bfree!/i,
  /\b(intended recipient|disseminat\w*|error-free|virus(es)? free)\b/i, /\bcoupons?\b/i, /\bdiscount\b/i, /\bpromo(tion(al)?)? code\b/i, /\bcheck (it )?out\b/i,
  /\b(log|sign) ?in to (your|our)\b/i,
];

const SUBJECT_WORDS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'this', 'that', 'there', 'these', 'those']);

const norm = (s: string) => s.replace(/[’‘`]/g, "'").replace(/[“”]/g, '"');

/** Index of the first token that carries meaning: skips vocatives ("John,", "Hi Sarah -"), discourse words and punctuation. */
function firstContent(tokens: Token[]): number {
  let i = 0;
  // "Hi John," / "John," / "Jeff --" / "Paul:" at the start.
  for (let j = 0; j < Math.min(tokens.length, 5); j++) {
    const t = tokens[j]!;
    if ((t.text === ',' || t.text === '--' || t.text === '-' || t.text === ':' || t.text === '—') && j > 0 && j <= 4) {
      const before = tokens.slice(0, j);
      if (before.every((b) => b.pos === 'PROPN' || b.pos === 'INTJ' || DISCOURSE.has(b.lower) || /^[A-Z]/.test(b.text))) i = j + 1;
      break;
    }
  }
  while (i < tokens.length && (DISCOURSE.has(tokens[i]!.lower) || tokens[i]!.pos === 'PUNCT' || tokens[i]!.pos === 'SYM' || (tokens[i]!.pos === 'INTJ' && tokens[i]!.lower !== 'please'))) i++;
  // A leading name without a comma ("Paul How about …") when the next word is capitalised too.
  if (i + 1 < tokens.length && tokens[i]!.pos === 'PROPN' && /^[A-Z]/.test(tokens[i + 1]!.text) && i === 0 && tokens.length > 3 && !REQUEST_VERBS.has(tokens[i]!.lower)) i++;
  return i;
}

function isImperative(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  const next = tokens[i + 1];
  if (NOT_REQUEST_OPENERS.has(t.lower)) return false;
  if (t.pos === 'PROPN' && next && next.pos === 'PROPN' && /^[A-Z]/.test(next.text)) return false; // "Mark Taylor will …"
  if ((t.lower === 'look' && next?.lower === 'forward') || (t.lower === 'see' && next?.lower === 'you')) return false;
  if (next && /^(of|is|was|are|were|'s|has|have|had|will|would|for)$/i.test(next.lower) && t.lower !== 'let' && t.lower !== 'have') return false;
  if (next && /^(n't|not)$/.test(next.lower)) return false;
  if (t.lower === 'let' && next && /^(me|us)$/.test(next.lower) && tokens[i + 2]?.lower !== 'know') return false; // "let me check" is an offer
  if (t.lower === 'have' && next && SUBJECT_WORDS.has(next.lower) && next.lower !== 'someone') return false; // "Have you …?" is a question
  if (t.lower === 'do' && next && /^(you|we|they|i)$/i.test(next.lower)) return false; // "Do you …?"
  if (t.lower === 'be' && next && !/^(sure|ready|there|on|at|aware|prepared|careful|advised)$/i.test(next.lower)) return false;
  if (REQUEST_VERBS.has(t.lower)) return true;
  // Other verbs in base form that the tagger sees as VERB at the start of the clause.
  return t.pos === 'VERB' && t.lemma === t.lower && !/(ing|ed)$/.test(t.lower);
}

/** Classifies one sentence. `from` is the sender's view: requests go to the reader, promises come from the writer. */
export function classifySentence(sentence: Sentence): SentenceAct {
  const raw = norm(sentence.text).trim();
  const s = raw.toLowerCase();
  const cues: string[] = [];
  let request = 0;
  let promise = 0;
  const bump = (kind: 'request' | 'promise', v: number, cue: string) => {
    if (kind === 'request') request = Math.max(request, v);
    else promise = Math.max(promise, v);
    cues.push(cue);
  };
  const tokens = sentence.tokens;
  const marketing = MARKETING.some((re) => re.test(raw));
  const question = /\?\s*("|\)|\]|')?\s*$/.test(raw) || /\?\s+\S/.test(raw) && raw.length < 200;
  const words = s.split(/[^a-z0-9'$]+/).filter(Boolean);
  if (words.length < 2) return { act: null, score: 0, cues: [], marketing };

  const i = firstContent(tokens);
  const head = tokens.slice(i).map((t) => t.lower).join(' ').replace(/ ' /g, "'").replace(/ (n't|'ll|'d|'s|'re|'ve|'m)\b/g, '$1');

  // --- requests and proposals ---------------------------------------------------------
  if (/\bplease\b|\bpls\b|\bplz\b|\bkindly\b/.test(s.replace(/\b(to|will|would|sure to|that) please\b|\bplease (you|everyone|every|all|the eye)\b/g, ''))) {
    if (/\bplease (note|be (advised|aware|informed)|know that)\b/.test(s)) bump('request', 0.55, 'please note');
    else bump('request', 0.85, '"please"');
  }
  if (/\b(can|could|would|will|won't|wouldn't|can't|couldn't)\s+(you|u|ya|someone|somebody|anyone|anybody|one of you)\b/.test(s)) bump('request', question ? 0.9 : 0.75, 'modal + you');
  if (/\b(would|do) you mind\b|\bare you (able|willing)\b|\bis it possible (for you|to)\b|\bwould it be possible\b/.test(s)) bump('request', 0.9, 'polite request');
  if (/(?<!\b(they|he|she|it|we|i|will|would|have to|has to|had to|going to|was going to)\s)(\blet (me|us|him|her|them|[a-z]+) know\b|\bkeep (me|us) (posted|informed|updated|in the loop)\b|\bget back to (me|us)\b|\b(give|shoot|drop|send) (me|us) (a|an)\b|\b(call|email|e-mail|ping|text|phone|contact) (me|us)\b|\bsend (me|us)\b|\bforward (me|us)\b)/.test(s))
    bump('request', 0.85, 'ask to reply/send');
  if (/^let'?s\b|\blet'?s (get|meet|talk|discuss|plan|try|schedule|set|do|have|go|make|plan|grab|catch|touch|keep|see|look|chat|sit|review|move|aim)\b|^let us (get|meet|talk|discuss|plan|try|schedule|set|do|have|go|make)\b/.test(head)) bump('request', 0.85, "let's …");
  if (/^(how|what) about\b|\bwhy (don't|not|do not) (we|you)\b|^why not\b|\bshall we\b|\bhow does .{1,30} (sound|work)\b|\b(does|would) .{1,30} work for you\b|\bwhat time works\b/.test(head)) bump('request', 0.8, 'proposal');
  if (/\b(i|we)('d| would)? (like|want|need|love) (you|for you|your|u) (to\b|help|input|feedback|thoughts|comments|approval|signature|okay|ok|sign-?off)/.test(s)) bump('request', 0.85, 'want you to');
  if (/\b(i|we) (really )?need (your|a copy|the|to get|to have|to know|to see|to hear|to talk|to discuss|to meet|to speak|some|an? update|someone)\b/.test(s)) bump('request', 0.65, 'I need …');
  if (/\b(i|we)('d| would)? (be grateful|appreciate|be happy if|be glad if)\b.{0,40}\b(if you|you could|your|it if)\b|\bappreciate (it )?if you\b|\bwould be (great|good|nice|helpful|useful|wonderful|appreciated|ideal|best)\b.{0,30}\b(if|to|for)\b/.test(s)) bump('request', 0.8, 'would be grateful if');
  if (/\b(i|we)?('d| would) (also |really |definitely |very much |still )?like to (meet|gather|sit down|talk|discuss|chat|get together|schedule|set up|arrange|catch up|speak|see you|have you|invite|ask|follow up|hear|get your|know|review|go over)\b/.test(s)) bump('request', 0.7, "I'd like to meet/discuss");
  if (/\b(you|u)('ll|'d)? (still |also |really |probably |just |then |first )?(need to|have to|ought to|will need to|'ll need to|'ll have to|will have to|'d need to|may need to|might need to|'d better|had better|are required to|are expected to|are asked to|were asked to|must|should|may want to|might want to|'ll want to|will want to|might consider|may wish to)\b/.test(s) && !/\b(you|u) (should|must) not\b|\bif you are not\b/.test(s)) bump('request', 0.7, 'you need/should');
  if (/\b(assume|expect|trust|hope|sure|confident) (that )?(you|u) (will|'ll|can|could|would)\b|\bhope (you|u) (can|could|will)\b/.test(s)) bump('request', 0.7, 'I expect you will');
  if (/\byou('re| are) (welcome|invited) to\b|\byou can (come|join|stop|drop|swing|call|reach|pick|bring)\b|\bif you (want|would like|'d like|wish|care) to (meet|talk|join|come|discuss|chat|get together|go)\b/.test(s)) bump('request', 0.65, 'invitation');
  if (/\b(i|we)('d| would)? (suggest|propose|recommend)\b|\b(i|we) expect (an answer|to hear|your|a response|a reply|a call)\b|\b(i|we) (would|'d) (greatly |really |very much |also |truly |certainly )?appreciate\b|\b(i|we) (would|'d) like (to have|to get|to receive|to see|the|a|an|your|copies|a copy)\b|\b(i|we) (may|might|will)? ?need to (talk|speak|meet|discuss|chat|get together|sit down|touch base) (to|with) you\b|\b(would|will|should) work (best )?for (me|us)\b|\b(we|you and i) (can|could) (discuss|meet|talk|get together|go over|review|chat|catch up|touch base|finalize|sit down)\b/.test(s)) bump('request', 0.65, 'suggestion');
  if (/^(but |and |also |still )?(need|want|wanted|would like|'d like) to (?!be\b)\w+|^(can|could|would|will) (?!you\b|we\b|i\b|they\b|he\b|she\b|it\b|this\b|that\b|there\b)\w+|^(want|wanna) to (come|join|go|grab|meet)\b|, (want|wanna) to (come|join|go|grab|meet)\b/.test(head)) bump('request', 0.65, 'elliptic ask');
  if (/^(do|did|can|could|would|will|are|have|were|is) (you|u)\b/.test(head)) bump('request', 0.7, 'question to you');
  if (/\bfeel free\b|\b(do not|don't|dont) hesitate\b/.test(s)) bump('request', 0.8, 'feel free / don\'t hesitate');
  if (/\b(make sure|be sure|remember|don't forget|do not forget|be certain) (to|that|you)\b/.test(s) && !/\b(want|wanted|wanting|trying|try|tried|checking|going|just) to (make|be) sure\b/.test(s)) bump('request', 0.75, 'make sure');
  if (/\b(want|wanna|care|like) to (come|join|go|grab|meet|have|get|play|do|see|watch|eat|hang)\b/.test(s) && question) bump('request', 0.75, 'invitation');
  if (/\bhope (you|u) (can|could|will) (come|join|make it|attend|be there|help)\b|\bhope to see you\b|\bwould love to (see|have|meet) you\b/.test(s)) bump('request', 0.7, 'hope you can come');
  if (/\bare (you|u) (free|available|around|in|ok|okay|able|going|planning|coming|interested|up for|still)\b|\bwhen (are|will|would|can|could) (you|u)\b|\b(is|would) .{1,20} (convenient|good|okay|ok) for you\b|\bwhat'?s? your (availability|schedule|thoughts|take|view|opinion)\b/.test(s)) bump('request', 0.8, 'availability question');
  if (/\bany (thoughts|ideas|comments|questions|suggestions|feedback|news|update|updates|word|luck|chance|input|objections|concerns|takers)\b/.test(s) && question) bump('request', 0.75, 'any thoughts?');
  if (/\bwhat do you (think|suggest|recommend|need|want)\b|\bdo you (have|know|want|need|think|mind|see|agree|remember|recall|plan|expect|care|prefer|still|happen)\b|\b(did|have|has|were|was|will|are) (you|u)\b/.test(s) && question) bump('request', 0.75, 'question to you');
  if (/\b(can|could|may|might|should|shall) (we|i)\b/.test(s) && question) bump('request', /\bshould i\b/.test(s) ? 0.45 : 0.65, 'can we / can I');
  if (question && /\b(you|your|u)\b/.test(s)) bump('request', 0.7, 'question to you');
  else if (question && /^(who|what|when|where|why|which|how|is|are|was|were|does|do|did|has|have|can|could|would|will|should|shall|any)\b/.test(head)) bump('request', 0.6, 'question');
  else if (question) bump('request', 0.55, 'question');
  if (/\b(i|we) (just )?(wanted|want|was hoping|were hoping|'d like|would like) to (follow[- ]up|see if|know|ask|inquire|check|confirm|find out|touch base|get your|remind)\b|\b(i|we) (was|were|am|are|'m|'re) (just )?(still )?wondering\b|\bwonder(ing)? if (you|we|i could)\b/.test(s)) bump('request', 0.7, 'wanted to ask');
  if (/\b(would|'d) (be happy|be glad|love|like) to (discuss|meet|talk|chat|hear|get together|see you|catch up|speak|set up|arrange|help)\b|\b(i|we)'d love to\b/.test(s)) bump('request', 0.6, 'offer to meet');
  if (/\b(would|might|may|could) be (very |really |most |extremely )?(useful|worthwhile|good|helpful|great|nice|beneficial|wise|appropriate|a good idea) (to|for (us|you|me)|if)\b|\b(would|will) be (much |greatly |very |most )?(helpful|appreciated)\b|\b(is|are) (greatly |much |very )?appreciated\b/.test(s)) bump('request', 0.7, 'would be helpful');
  if (/\b(invite|inviting) you\b|\b(wants?|wanted|asked) (me )?to (know|ask|tell|e-?mail|call|check) (if |whether )?(you|with you)\b|\bwants to know if\b/.test(s)) bump('request', 0.7, 'invitation / relayed ask');
  if (/\bworks? (best |fine |well )?for (me|us)\b|\b(i|we) (was|were|am|are|'m|'re) (just )?hoping (that )?(maybe )?(we|you|u) (could|can|might|would)\b|\b(discuss|talk about|go over|review|sit|sit down|meet|chat about) (\w+ ){0,3}with (you|u)\b/.test(s)) bump('request', 0.65, 'proposal');
  {
    // "At your convenience, prepare a memo …" / "If he calls, forward it to me": an imperative after a fronted clause.
    const m = /^(if|when|once|before|after|at|as soon as|whenever|for|to|in|on|by|upon|until|while)\b[^,]{2,120},\s*(please\s+)?([a-z-]+)\s+(\w+)/.exec(head);
    if (m && REQUEST_VERBS.has(m[3]!) && !/^(is|are|was|were|will|would|can|could|has|have)$/.test(m[4]!)) bump('request', 0.7, `imperative "${m[3]}" after clause`);
  }
  if (/^(don't|dont|do not|never) (?!worry|mind|know|think|want|have|need|be\b)\w+/.test(head)) bump('request', 0.75, "imperative don't");
  if (/\b(discuss|talk|chat|speak|meet|catch up|touch base|visit|sit down|get together|share (it|this|them|these|that|some \w+)) (with|to) (you|u)\b|\bfor (us|you) to (discuss|review|talk about|look at|consider)\b|\b(we|i)('d| would) like,? (however,? )?to (move|reschedule|change|push|set up|schedule|have|get|see|meet|invite)\b|\binvitation to you\b|\b(like|want|invite|ask) you and\b|\bfor (both of |all of |each of )?you to (join|attend|come|be|participate|take part)\b|\bif you (are|'re) (free|available|around|interested|in town|up for)\b|\bif you (ever )?(have|get) (the |some |a )?(time|chance|minute|moment)\b|\byou can (catch|reach|call|find|contact) me\b/.test(s)) bump('request', 0.65, 'proposal to meet');
  if (/\b(we|us) (all |also |probably |really |still |both |three |just )*(need|needs) to\b|\bwe('ll| will) (need|have) to\b/.test(s)) bump('request', 0.65, 'we need to');
  if (/^(can|could|shall|may) we\b|\bwhen you (get|have) a (chance|minute|moment|second)\b|\b(i am|i'm|we are|we're) writing to (request|ask|invite|inquire|follow up|see if|check)\b|\bhaving you (join|come|over|with us|attend)\b|\b(we|you and i) (can|could|should|'ll have to|will have to|need to|might|may|must) (get together|meet|catch up|chat|talk|sit down|discuss|go over|touch base|do lunch|have lunch|grab)\b|\b(i|we) need (what|it|that|this|them|those|these)\b|\bif you (could|can|would) (please )?(get|send|give|let|call|provide|forward|check|review|take|look|make|have|help|confirm|e-?mail|leave|pass)\b/.test(s)) bump('request', 0.7, 'polite ask');
  if (/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|that|this) (works|would work|is fine|is good)\b|\b(i'm|i am|we're|we are) (available|free|around) (on|at|for|to|mon|tue|wed|thu|fri|sat|sun|this|next|tomorrow|all|any)\b|\b(i|we) (can|could) (meet|come|get together|talk|discuss|call you|stop by|swing by|do)\b/.test(s)) bump('request', 0.6, 'availability');
  if (isImperative(tokens, i)) {
    const t = tokens[i]!;
    const strong = REQUEST_VERBS.has(t.lower);
    bump('request', strong ? 0.8 : 0.6, `imperative "${t.lower}"`);
  }
  if (/\b(i|we) (ask|request|suggest|recommend|urge|encourage|propose|invite) (that )?(you|we|u|everyone|all)\b|\byour (help|input|approval|feedback|signature|attention|assistance|comments|thoughts) (is|are|would be) (needed|required|appreciated|requested|welcome)\b|\b(is|are) (needed|required|requested) (from you|by you|asap)\b/.test(s)) bump('request', 0.8, 'explicit ask');
  if (/\b(we|you and i) (should|need to|must|have to|'ll need to|will need to|ought to)\b/.test(s)) bump('request', 0.65, 'we should');
  if (/\basap\b|\bas soon as possible\b|\burgent(ly)?\b|\bat your (earliest )?convenience\b|\bby (end of day|eod|cob|close of business|tomorrow|today|monday|tuesday|wednesday|thursday|friday)\b/.test(s) && request > 0) {
    request = Math.min(1, request + 0.05);
    cues.push('time pressure');
  }

  // --- promises by the writer -----------------------------------------------------------
  if (/\b(i|we)('ll| will| shall|'m going to| am going to|'re going to| are going to| plan to| intend to| promise to| commit to|'d be (happy|glad) to| would be (happy|glad) to| can)\s+(\w+)/.test(s)) {
    const m = /\b(i|we)('ll| will| shall|'m going to| am going to|'re going to| are going to| plan to| intend to| promise to| commit to|'d be (happy|glad) to| would be (happy|glad) to| can)\s+(not |also |then |just |definitely |certainly |probably |try to |get |be )?(\w+)/.exec(s);
    const aux = m?.[2]?.trim() ?? '';
    const adv = m?.[5]?.trim() ?? '';
    const verb = m?.[6] ?? '';
    const notAPromise = adv === 'not' || /^(be|have|need|see|hope|know|think|miss|probably)$/.test(verb) && !/^(be (happy|glad|sending|calling|in touch|there|available|able))/.test(s.slice((m?.index ?? 0) + (m?.[0].length ?? 0) - verb.length));
    const weak = aux === 'can' || adv === 'probably' || adv === 'try to';
    if (!notAPromise) promise = Math.max(promise, weak ? 0.5 : REQUEST_VERBS.has(verb) || /^(follow|get|be)$/.test(verb) ? 0.85 : 0.7);
    if (adv === 'be' && /\b(i|we)('ll| will) be (sending|calling|in touch|there|available|happy|glad|able|back)\b/.test(s)) promise = Math.max(promise, 0.75);
    if (promise > 0) cues.push('first-person future');
  }
  if (/\blet me (check|look|see|find|get|confirm|ask|know|talk|think|follow|dig|review|take)\b/.test(s) && !/\blet me know\b/.test(s)) {
    promise = Math.max(promise, 0.8);
    cues.push('"let me check"');
  }
  if (/\bi'?ll get back to you\b|\bi will get back to you\b|\bwill (send|forward|call|get) (you|it|this|that|them)\b/.test(s)) {
    promise = Math.max(promise, 0.85);
    cues.push('get back to you');
  }

  // --- marketing and boilerplate damp everything -------------------------------------------
  if (marketing) {
    request *= 0.35;
    promise *= 0.35;
    cues.push('marketing call to action');
  }
  if (/^(thanks|thank you|thx|many thanks)\b/.test(head) && !/\b(in advance|for (checking|looking|sending|getting|letting|taking))\b/.test(s) && request < 0.8) {
    request *= 0.5;
    cues.push('thanks');
  }
  if (/\bif you (have|need|find|experience|encounter|run into) (any )?(further |additional |more )?(questions?|problems?|issues?|difficult(y|ies)|assistance|help|trouble|bugs?|feedback|comments|concerns)\b|\b(contact|e-?mail|write to|call|reach|message|tweet) us\b|\bcustomer (service|support|care)\b|\bsupport team\b/.test(s)) {
    request *= 0.85;
    cues.push('support boilerplate');
  }
  const capWords = raw.split(/\s+/).slice(1).filter((w) => /^[A-Za-z][a-z]{3,}/.test(w));
  if (capWords.length >= 3 && capWords.filter((w) => /^[A-Z]/.test(w)).length / capWords.length >= 0.75 && !question) {
    request *= 0.5;
    cues.push('headline case');
  }
  if (/\bif you (do not|don't) (wish|want)\b|\bignore this (message|e-?mail)\b/.test(s)) {
    request *= 0.3;
    cues.push('opt-out boilerplate');
  }

  // --- dated obligations ----------------------------------------------------------------------
  const obligation = /\b(is|are|will be|must be|needs? to be|should be) due\b|\bdue (by|on|date|no later)\b|\bdeadline\b|\bno later than\b|\bexpires?\b|\bexpiring\b|\bcut-?off\b|\bmust be (submitted|received|filed|completed|returned|signed|paid)\b|\bclos(es|ing) (on|at)\b/.test(s);

  let act: SpeechAct | null = null;
  let score = 0;
  if (request >= promise && request > 0) {
    act = 'request';
    score = request;
  } else if (promise > 0) {
    act = 'promise';
    score = promise;
  }
  if ((act === null || score < MIN_CONFIDENCE) && obligation) {
    act = 'deadline';
    score = marketing ? 0.3 : 0.7;
    cues.push('due / deadline');
  }
  return { act, score: Math.round(score * 100) / 100, cues, marketing };
}
