// The words a user reads first, from the sender's sentences: to-do titles written from the
// user's side ("Send Priya the signed term sheet by Friday"), and the "asks you to …" summary
// line. Pure string work on sentences the classifier (commitments.ts) has already judged.
import type { Commitment, CommitmentType } from '../analysis.types.ts';
import { ASSIGNED_LEAD, BY_NAME, LEAVE_TO_VERBS, REQUEST_VERBS, WOULD_DO_VERBS, withoutSlips } from './commitments.ts';
import { mostlyForeign } from './foreign.ts';

export const firstName = (name: string | undefined | null, email: string | undefined | null) => {
  const n = (name ?? '').replace(/["']/g, '').trim();
  if (n) {
    // "Kean, Steven J" → Steven; "Steven J Kean" → Steven
    const comma = n.split(',');
    const given = comma.length === 2 && comma[1]!.trim() ? comma[1]!.trim() : n;
    const word = given.split(/\s+/)[0]!;
    if (/^[A-Za-zÀ-ÿ'-]{2,}$/.test(word)) return word;
  }
  const local = (email ?? '').split('@')[0] ?? '';
  const part = local.split(/[._-]/)[0] ?? '';
  return part ? part[0]!.toUpperCase() + part.slice(1) : 'the sender';
};

/**
 * The sender's first name from the mail's last lines (read only when needed) when the address runs the name together ("kevinscott@…" signed
 * "Kevin", "etoolson@…" signed "Eric Toolson"); null when no such line matches the address.
 */
export function signedFirstName(email: string | undefined | null, lastLines: () => readonly string[]): string | null {
  const local = (email ?? '').split('@')[0]!.toLowerCase();
  if (local.length < 3 || /[^a-z]/.test(local)) return null;
  for (const line of lastLines()) {
    const m = /^[-–~]?\s*([A-Z][a-z]+)(?:\s+[A-Z]\.?)?(?:\s+([A-Z][a-z'-]+))?\s*$/.exec(line.trim());
    if (!m) continue;
    const first = m[1]!.toLowerCase();
    const last = m[2]?.toLowerCase().replace(/[^a-z]/g, '') ?? '';
    // Addresses cut names short at eight letters ("jdasovic" for Jeff Dasovich).
    const initialLast = first[0]! + last;
    if (
      (first.length >= 3 && local.startsWith(first)) ||
      (last.length >= 3 && (local.startsWith(initialLast) || (local.length >= 6 && initialLast.startsWith(local)) || local.startsWith(last)))
    )
      return m[1]!;
  }
  return null;
}

/** "Hi Dana, can you …" / "Dana, Can you …" → "can you …" / "Can you …". */
export const withoutGreeting = (s: string) => s.replace(/^(?:(?:hi|hey|hello|dear)\b[^,]{0,30},\s*|[A-Z][a-z]+,\s+(?=[A-Z]))/i, '');

/** A sentence's closing full stop, unless it already ends in one (or in "?", "!", "…"). */
export const ended = (s: string) => (/[.!?…]["')\]]*$/.test(s) ? s : `${s}.`);

export function capitalise(s: string) {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/** White space that collapsing changes: any but a single inner space (most sentences have none and are kept as they are). */
const UNCOLLAPSED = /[^\S ]| {2}|^ | $/;
export const collapse = (s: string) => (UNCOLLAPSED.test(s) ? s.replace(/\s+/g, ' ').trim() : s);

export function trimSentence(s: string, max = 160) {
  const t = collapse(s);
  return t.length <= max ? t : t.slice(0, max - 1).replace(/\s+\S*$/, '') + '…';
}

// The classifier's verb lists, written there once: LEAVE_TO ("you may remove me …") and WOULD_DO ("I would include …")
// stand for them in the leads below.
function withVerbLists(re: RegExp): RegExp {
  return new RegExp(re.source.replace('LEAVE_TO', LEAVE_TO_VERBS).replace('WOULD_DO', WOULD_DO_VERBS), re.flags);
}

const REQUEST_LEAD = withVerbLists(
  /^(?:(?:hi|hey|hello|dear)\b[^,]{0,30},\s*)?(?:[A-Z][a-z]+(?:\s?[/&]\s?[A-Z][a-z]+| and [A-Z][a-z]+)?(?:,|\s+(?:--?|–|—)|:)\s+)?(?:(?:and|but|so|also|ok|okay|then|just|now)[, ]\s*)*(?:(?:please|kindly|pls),?\s+|(?:go ahead and|feel free to)\s+|(?:i think |i believe )?(?:it would be|it'd be|it might be|it may be|it will be) (?:very |really |most |extremely )?(?:useful|helpful|good|great|worthwhile|wise|a good idea|best) (?:for you )?to\s+|(?:can|could|would|will|won't)\s+(?:you|u)\s+(?!(?:like|care for|prefer)\s+(?!to\b))(?:guys\s+|all\s+|both\s+|folks\s+|two\s+)?(?:please\s+|kindly\s+|also\s+|just\s+)?(?:(?:like|care|be willing|be able) to\s+)?|(?:i|we)(?:'d| would)? (?:really |greatly |very much )?(?:appreciate (?:it )?|be (?:very |most )?(?:grateful|delighted|pleased|thrilled|happy|glad) )if (?:you|u) (?:could|would|can|will) |(?:perhaps|maybe),? (?:you|u) (?:could|can|might) |(?:would|do) you mind\s+|(?:i|we)(?:'d| would)? (?:like|want|need) (?:you|u) to\s+|(?:make sure|be sure|remember|don't forget|do not forget) (?:to|that you)\s+|(?:i|we) (?:ask|request) (?:that )?you\s+|(?:you|u) (?:need|have|will need|'ll need|must|should) (?:to\s+)?|(?:you|u) (?:may|might) (?:also )?(?:want|wish|need) to\s+|(?:i|we)(?:'d| would) (?:also |probably |definitely )?(?=(?:WOULD_DO)\s+(?!you\b|u\b)\w)|(?:you|u) may (?:also )?(?=(?:LEAVE_TO) (?:me|us)\b)|(?:i|we)(?:'m| am|'re| are| was| were) (?:just )?wondering (?:whether|if) (?:you|u) (?:could |would |might |can |had a chance to |have had a chance to |have a chance to )?|(?:did|do|have) (?:you|u) (?:had |have |get |got )?a chance to |(?:we|you and i) (?:can|could|should|need to|must) |let'?s |let us (?!know))+/i,
);
const PROMISE_LEAD =
  /^(?:.*?\b)?(?:i|we)(?:(?:'ll| will| shall|'d| would) be (?:happy|glad|pleased|delighted) to|'ll| will| shall|'m going to| am going to|'re going to| are going to| plan to| hope to| intend to| expect to| aim to| promise to| commit to| can)\s+/i;

/** "Please find attached the deck" / "Attached please find my resume": the reader is to look at it. */
const PLEASE_FIND =
  /^(?:(?:attached|enclosed|below)[,:]?\s+)?(?:please|pls|kindly)\s+find\s+(?:attached\s+|enclosed\s+|below\s+|herewith\s+)?(.+?)(?:\s+(?:attached|enclosed|below|herewith))?[\s.!]*$/i;
/**
 * The deed of a promise whose writer is left unsaid or turned round: "Will send shortly" → "send shortly",
 * "On it" → "take care of it", "Sending it over now" → "send it over now", "You'll have it by Monday" /
 * "Expect the signed copy by Wednesday" → "send …", "Expect a call from me tomorrow" → "call you tomorrow".
 */
function impliedPromise(s: string): string {
  let m: RegExpExecArray | null;
  if (/^(will do|on it|consider it done)\b/i.test(s)) return 'take care of it';
  if ((m = /^will\s+(.+)/i.exec(s)) || (m = /^(?:happy|glad) to\s+(.+)/i.exec(s))) return m[1]!;
  if ((m = /^sending\s+(.+)/i.exec(s))) return `send ${m[1]}`;
  if ((m = /^expect an? call from (?:me|us)\b\s*(.*)/i.exec(s))) return `call you ${m[1]}`.trimEnd();
  if ((m = /^expect an? (\w+) from (?:me|us)\b\s*(.*)/i.exec(s))) return `send you a ${m[1]} ${m[2]}`.trimEnd();
  if ((m = /^expect\s+(.+)/i.exec(s)) || (m = /^(?:you|u)(?:'ll| will) (?:have|get|receive|see)\s+(.+)/i.exec(s))) return `send ${m[1]}`;
  return s;
}

/** "Looking forward to your comments on the draft" / "… to hearing from you tomorrow": what the writer waits for. */
const LOOK_FORWARD =
  /^(?:.*?\b)?look(?:ing)? forward to (?:(?:receiving|getting|reading|seeing|having) )?((?:your|the) .+)|^(?:.*?\b)?look(?:ing)? forward to hearing (?:back )?from (?:you|u) (.+)/i;

/** "Need a quick yes/no by EOD" / "Still need your signature": the writer needs it from the reader. */
const NEED_THING = /^(?:(?:i|we)(?:'ll| will) (?:also )?)?(?:(?:still|just|really|and|but|also)\s+)*need (?!to\b)(.+)/i;

/**
 * Why the task is wanted, which the to-do title can do without (the quoted sentence keeps it):
 * "… by Friday so our partners can sign off", "… in order to close", "… because the board meets".
 */
const PURPOSE_TAIL =
  /,?\s+(?:so(?: that)?\s+(?=(?:we|i|I|they|he|she|you|it|our|my|your|the|everyone|[A-Z][a-z]+)\b[^.;]*?\b(?:can|could|will|would|may|might|'ll|are able|have time)\b)|in order to\s|because\s|, which\s).*$/;

function withoutPurpose(core: string): string {
  const cut = core.replace(PURPOSE_TAIL, '');
  return cut.length >= 8 ? cut : core;
}

/** Chat shorthand spelt out for titles: "lmk by tmrw" → "let me know by tomorrow". */
const SHORTHAND: Record<string, string> = {
  lmk: 'let me know',
  hmu: 'get in touch with me',
  gimme: 'give me',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
};
const SHORTHAND_WORD = /\b(lmk|hmu|gimme|tmrw|tmr|tmw|ur|pls|plz|thx)\b/gi;
const spelledOut = (s: string) => s.replace(SHORTHAND_WORD, (w) => SHORTHAND[w.toLowerCase()]!);

/**
 * What "it" / "them" in an ask stands for, found in the words before it (the sentence's earlier
 * clause, else the sentence before): the thing sent, shared or attached. "I'll send the deck tonight,
 * can you review it by Friday?" → "Review the deck by Friday"; "Attached is the revised term sheet.
 * Please sign it." → "Sign the revised term sheet". Only after verbs that handle a document.
 */
const HANDLED = String.raw`(?:attached (?:is|are)|here (?:is|are)|(?:i|we)(?:'ve| have) (?:attached|enclosed|uploaded|shared|sent|drafted|finished|updated|revised|prepared|put together|finali[sz]ed)|(?:i|we)(?:'ll| will) (?:send|share|forward|upload|circulate)(?: you| over)?|(?:attaching|enclosing|sharing|sending|forwarding)(?: you)?)`;
const ONE_PHRASE = String.raw`(?:the|my|our|this|these|those|a|an) (?:[\w$&'/-]+ ){0,4}?[\w$&'/-]+`;
const NOUN_PHRASE = String.raw`(${ONE_PHRASE}(?: and ${ONE_PHRASE})?)`;
const PHRASE_END = String.raw`(?=\s*(?:$|[,.;:!?(]|\s(?:to|for|by|on|at|in|before|after|tonight|today|tomorrow|this|next|which|that|and|so|from|with|over|now|shortly|soon|here|below)\b))`;
const ANTECEDENT = new RegExp(String.raw`\b${HANDLED}\s+${NOUN_PHRASE}${PHRASE_END}|^${NOUN_PHRASE} (?:is|are) attached\b`, 'gi');
const PRONOUN_ASK =
  /^((?:review|read|check|sign|send|forward|approve|print|share|edit|update|return|file|circulate|proofread|countersign|initial|fill out|fill in|complete|look at|look over|look through|go over|go through|comment on|mark up|take a look at|have a look at|pass)\s+(?:back\s+|over\s+|along\s+)?)(it|them)\b/i;

function withAntecedent(core: string, before: string | undefined): string {
  const ask = before ? PRONOUN_ASK.exec(core) : null;
  if (!ask) return core;
  let thing: string | undefined;
  for (const m of before!.matchAll(ANTECEDENT)) thing = m[1] ?? m[2];
  if (!thing) return core;
  const plural = / and /i.test(thing) || /^(these|those)\b/i.test(thing) || (/[^s]s$/i.test(thing) && !/^(a|an|this)\b/i.test(thing));
  if (plural !== (ask[2]!.toLowerCase() === 'them')) return core;
  // Determiners as a title reads them: "The signed NDA" → "the signed NDA", "our cap table" (the writer's) → "the cap table".
  const named = thing.replace(/(^|(?<= and ))(the|my|our|this|these|those|a|an)\b/gi, (w) => (/^our$/i.test(w) ? 'the' : w.toLowerCase()));
  return ask[1] + named + core.slice(ask[0].length);
}

/**
 * A short to-do title from the sentence, written from the user's side. `before` is the sentence
 * before it, where the "it" of "Please review it" may have been named.
 */
export function titleFor(type: CommitmentType, sentence: string, sender: string, recipient: string, before?: string): string {
  const s = spelledOut(collapse(withoutSlips(sentence.replace(/[’‘]/g, "'"))));
  let core = s;
  if (type === 'action_item') {
    const find = PLEASE_FIND.exec(s);
    const awaited = find ? null : LOOK_FORWARD.exec(s);
    const needed = find || awaited ? null : NEED_THING.exec(s);
    const views = find || awaited || needed ? null : (VIEWS_WANTED.exec(s) ?? THING_WANTED.exec(s));
    if (find) core = `Review ${find[1]}`;
    else if (views) core = `Send me ${views[1]}`;
    else if (awaited) core = awaited[1] ? `Send me ${awaited[1]}` : `Reply to me ${awaited[2]}`;
    else if (needed) core = `Get me ${needed[1]}`;
    else {
      // "Action: Dana to send the terms" → "Send the terms"; "Tom and Dana will review it" → "Review it with Tom";
      // "Dana: can you check …" → "Check …".
      let rest = s.slice(ASSIGNED_LEAD.exec(s)![0].length);
      const named = BY_NAME.exec(rest);
      if (named && (named[1] === recipient || named[2] === recipient)) {
        const other = named[1] === recipient ? named[2] : named[1];
        rest = rest.slice(named[0].length - named[4]!.length).replace(/[\s.!;]+$/, '') + (other ? ` with ${other}` : '');
      }
      // Interjections and names before the ask: "Yes -- just make sure …", "Also, Hoyt, you need to …", "Felicia, Does …".
      rest = rest
        .replace(/^@[\w.-]+[,:]?\s+/, '')
        .replace(/^(?:yes|ok|okay|sure|great|thanks|but|and|also|so)\s*(?:,|--?|–|—)\s+(?:just\s+)?/i, '')
        .replace(VOCATIVE, '');
      // "Thanks for the update - please send …", "Thank you for the note; you should call Mark …".
      rest = rest.replace(/^(?:thanks|thank you|many thanks)\b(?: (?:so much|again))?(?: for [^,;:!?–—]{1,60}?)?\s*(?:[,;:!–—]|\s-+)\s+(?=\S)/i, '');
      // "If you think it is useful, go ahead and order it" → "Order it" (the quote keeps the condition).
      const cond = CONDITION_LEAD.exec(rest);
      const condition = cond && (REQUEST_VERBS.has(cond[1]!.toLowerCase()) || REQUEST_LEAD.test(rest.slice(cond[0].length))) ? cond[0] : '';
      rest = rest.slice(condition.length);
      // The ask after another clause is the task: "I'll send the deck tonight, can you review it by Friday?"
      const later = REQUEST_LEAD.test(rest) ? null : LATER_ASK.exec(rest);
      // … and so is the step inside an opinion: "I think the letter looks fine, but we need to get them to EPSA on
      // Monday" → "Get them to EPSA on Monday"; "In the meeting I think you should go heavy on …" → "Go heavy on …".
      const inner = later || REQUEST_LEAD.test(rest) ? null : EMBEDDED_STEP.exec(rest);
      const innerAt = inner && isOwnStep(rest, inner) ? inner.index + inner[0].length - inner[1]!.length : -1;
      const ask = later ? later[1]! : innerAt > 0 ? rest.slice(innerAt) : rest;
      const task = ask.replace(REQUEST_LEAD, '');
      // "Could you or someone in the office call Michelle?" keeps its subject.
      core = withAntecedent(/^(or|and) /i.test(task) ? ask : task, later ? rest.slice(0, later.index) : innerAt > 0 ? rest.slice(0, innerAt) : before);
      // A lone verb says too little: "If you have any trouble, please advise" → "Advise if you have any trouble".
      if (condition && /^[\w-]+[\s.!]*$/.test(core))
        core = `${core.replace(/[\s.!]+$/, '')} ${condition[0]!.toLowerCase()}${condition.slice(1).replace(/,\s+(?:then\s+)?$/, '')}`;
    }
    // The user's own sent mail keeps "me" and "my" (the sender is the user).
    if (sender !== 'me') core = core.replace(/\b(me)\b/g, sender).replace(/\bmy\b/g, `${sender}'s`);
  } else if (type === 'promise_made' || type === 'promise_received') {
    const m = PROMISE_LEAD.exec(s);
    core = m ? s.slice(m[0].length) : impliedPromise(s.replace(/^(?:(?:hi|hey|hello|dear)\b[^,]{0,30},\s*|[A-Z][a-z]+,\s+)/i, ''));
    // Another language's promise keeps its words: "Nuria: El lunes te envío el borrador", not "Nuria to El lunes …".
    if (type === 'promise_received' && mostlyForeign(s)) return capitalise(trimSentence(`${sender}: ${s.replace(/[\s.!;:,]+$/, '')}`, 90));
    core = type === 'promise_made' ? core.replace(/\byou\b/g, recipient).replace(/\byour\b/g, `${recipient}'s`) : `${sender} will ${core}`;
  }
  // A question stays one: "Are you in Thursday?", not "Are you in Thursday".
  const asked = type === 'action_item' && /\?\s*["')\]]*\s*$/.test(s) && (QUESTION_START.test(core) || /^[\w'-]+[\s?]*$/.test(core));
  core = withoutPurpose(core.replace(/[\s.!?;:,]+$/, ''));
  const title = capitalise(trimSentence(core, 90));
  return asked && !title.endsWith('…') ? `${title}?` : title;
}

/**
 * The title of a list item named under an ask ("I need two things: 1. A call with you this week. 2. A written plan
 * by Friday."): the noun phrase becomes the deed, "Have a call with Paola this week", "Send Paola a written plan".
 * `sender` asks; `doer` is who does it when that is not the user (the user's own mail: "Sam to send …").
 */
const ENGLISH_NOUN_PHRASE =
  /^(?:a|an|the|your|some|any|one|two|three|quick|short|brief|written|signed|updated|final|full|warm|new|intros?|introductions?|sign-?off|approval|feedback|thoughts|views|input|comments|confirmation|calls?|decision|answer)\b/i;

export function listedAskTitle(item: string, sender: string, doer: string | null): string {
  const t = collapse(item.replace(/[’‘]/g, "'"))
    .replace(/^\s*(?:[-*•·]|\(?(?:\d{1,2}|[a-h])[.)])\s*/, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[\s.;,!]+$/, '');
  // A verb already there ("Circulate the agenda") is the deed; only English noun phrases are rewritten.
  if (REQUEST_VERBS.has((/^[a-z-]+/i.exec(t)?.[0] ?? '').toLowerCase()) || !ENGLISH_NOUN_PHRASE.test(t)) {
    return doer ? `${doer} to ${t.charAt(0).toLowerCase()}${t.slice(1)}` : capitalise(t);
  }
  // Received: "with you" is the user meeting the sender; in the user's own mail, "your" is the other person's.
  const you = (x: string) => (doer ? x.replace(/\byour\b/gi, 'their') : x.replace(/\b(with|to|from) you\b/gi, `$1 ${sender}`));
  let deed: string;
  let m: RegExpExecArray | null;
  if ((m = /^(?:an?\s+)?(?:quick\s+|short\s+|\d+-?\s?min(?:ute)?s?\s+)?(call|chat|meeting|catch-up|catch up|video call|zoom)\b\s*(.*)$/i.exec(t))) {
    const rest = m[2]!.replace(/^with (?:you|me)\b\s*/i, '');
    const verb = doer ? 'set up a' : 'have a';
    deed = /^with\b/i.test(rest)
      ? `${verb} ${m[1]!.toLowerCase()} ${you(rest)}`
      : `${verb} ${m[1]!.toLowerCase()} with ${doer ? 'you' : sender}${rest ? ` ${rest}` : ''}`;
  } else if (
    (m = /^(?:your\s+)?(sign-?off|approval|ok|okay|go-ahead|decision|answer|view|views|thoughts|input|feedback|comments|confirmation)\b\s*(.*)$/i.exec(t))
  ) {
    deed = doer ? `give their ${m[1]!.toLowerCase()}${m[2] ? ` ${m[2]}` : ''}` : `give ${sender} your ${m[1]!.toLowerCase()}${m[2] ? ` ${m[2]}` : ''}`;
  } else if ((m = /^(?:an?\s+|some\s+|two\s+|three\s+)?(?:warm\s+)?intro(?:duction)?s?\s+to\s+(.*)$/i.exec(t))) {
    deed = `introduce ${doer ? 'you' : sender} to ${m[1]}`;
  } else {
    deed = `send ${doer ? '' : `${sender} `}${you(t).replace(/^(?:A|An|The|Some)\b/, (w) => w.toLowerCase())}`;
  }
  deed = deed.replace(/\s{2,}/g, ' ').trim();
  return doer ? `${doer} to ${deed}` : capitalise(deed);
}

/** A question's opening: a question word, or an auxiliary with its subject after it ("Do so by Friday" is an ask). */
const QUESTION_START =
  /^(?:[Ww]ho|[Ww]hat|[Ww]hen|[Ww]here|[Ww]hy|[Ww]hich|[Hh]ow|[Aa]ny|[Aa]nything|[Aa]nyone|[Aa]nybody)\b|^(?:[Ii]s|[Aa]re|[Aa]m|[Ww]as|[Ww]ere|[Dd]o|[Dd]oes|[Dd]id|[Hh]as|[Hh]ave|[Hh]ad|[Cc]an|[Cc]ould|[Ss]hould|[Ss]hall|[Ww]ill|[Ww]ould|[Ii]sn't|[Aa]ren't|[Dd]on't|[Dd]oesn't|[Dd]idn't)\s+(?:you|u|we|I|they|he|she|it|this|that|there|these|those|the|a|an|our|your|my|his|her|their|anyone|anybody|someone|somebody|everyone|everybody|[A-Z][\w.&'-]*)\b/;
/** Capitalised words that open a sentence before a comma or dash and are no one's name ("But, …", "Yes -- …"). */
export const NOT_A_NAME = String.raw`(?:But|And|Also|So|Yes|No|Ok|Okay|Thanks|Well|However|Then|Now|Again|Anyway|Please|Sorry|Great|Sure|Right|Fine|Actually|First|Second|Third|Finally|Otherwise|Meanwhile|Still|Yet|Plus|Or|Alternatively|Peace|Cheers|Regards|Note|Today|Tomorrow|Here|There|Guys|All|Folks|Team|Everyone)\b`;
/** Names the sentence is addressed to: "Felicia, Does …", "Dan, Joe and Charles: Let's …", "Maureen -- …". */
const VOCATIVE = new RegExp(
  String.raw`^(?!${NOT_A_NAME})(?:[A-Z][a-z]+, )*[A-Z][a-z]+(?:\s?[/&]\s?[A-Z][a-z]+| and [A-Z][a-z]+)?(?:,|\s+(?:--?|–|—)|:)\s+(?=[A-Z]|(?:please|pls|can|could|would|will|let'?s|do|does|did|is|are|have|has|what|when|where|who|why|how|any|you)\b)`,
);
/** "If you think this is useful, …", "Once Mark signs, …": a condition before the ask. */
const CONDITION_LEAD = /^(?:if|when|once|as soon as|after|whenever)\b[^,;:]{3,100},\s+(?:then\s+)?(?=([a-z]+)\b)/i;
/** "I'd like a more specific explanation of the fees" → "Send me a more specific explanation of the fees" (not "I'd like the team to …"). */
const THING_WANTED =
  /^(?:.*?\b)?(?:i|we)(?:'d| would) (?:really |also |still )?like ((?:a|an|the|your|some|more|copies|a copy|any|an update)\b(?:(?! to\b).)*)$/i;
/** "I would appreciate your thoughts on the plan" → "Send me your thoughts on the plan". */
const VIEWS_WANTED =
  /^(?:.*?\b)?(?:i|we)(?:'d| would)? (?:really |greatly |very much |also |certainly )?(?:appreciate|welcome|value) ((?:your|any) (?:thoughts|comments|feedback|input|views|suggestions|ideas|reactions|edits)\b.*)$/i;

/** "I'll call you tomorrow" from Alex → "Alex will call you tomorrow"; "We can meet on Monday" → "Meet on Monday". */
export function proposalTitle(sentence: string, sender: string): string {
  const s = collapse(sentence.replace(/[’‘]/g, "'")).replace(/^(?:(?:hi|hey|hello|dear)\b[^,]{0,30},\s*|[A-Z][a-z]+,\s+)/i, '');
  const we = /^(?:.*?\b)?we(?:'ll| will| shall| can| could|'re going to| are going to)\s+(?:also |then |just |probably |definitely )?/i.exec(s);
  let core: string;
  if (we) core = capitalise(s.slice(we[0].length));
  else {
    const m = PROMISE_LEAD.exec(s);
    core = m ? `${sender} will ${s.slice(m[0].length)}` : s;
  }
  return capitalise(trimSentence(withoutPurpose(core.replace(/[\s.!?;:,]+$/, '')), 90));
}

/** Verbs whose first object is who receives ("send Priya the deck"), or that name them after "to" ("reply to Priya"). */
const GIVE_TO = /^(send|get|give|forward|e-?mail|show|pass|bring|mail|fax|lend|buy|book|text|shoot|drop|sign|find|(?:reply|respond|write|get back) to) /i;

/**
 * "Priya asks you to send the deck (by Friday)." without naming Priya twice: the title's
 * "send Priya the deck" or "reply to Priya" loses her name after the verb; where it would still say her
 * name ("call Priya"), her own words are quoted instead.
 */
export function askedToSummary(item: Commitment, sender: string, due: string): string {
  const quote = withoutGreeting(spelledOut(item.quote));
  const need = NEED_THING.exec(quote);
  if (need && !/\b(i|me|my)\b/i.test(need[1]!)) return ended(`${sender} needs ${need[1]!.replace(/[\s.!?;:,]+$/, '')}${due ? ` (by ${due})` : ''}`);
  let task = item.title.charAt(0).toLowerCase() + item.title.slice(1);
  const verb = GIVE_TO.exec(task);
  const rest = verb ? task.slice(verb[0].length) : '';
  // "Give Kevin a call" cannot lose Kevin ("give a call"): it is quoted below instead.
  if (verb && (rest === sender || rest.startsWith(`${sender} `)) && !/^(give|shoot|drop|lend|buy|book|find) $/i.test(verb[0]))
    task = `${verb[1]!.replace(/ to$/, '')} ${rest.slice(sender.length + 1)}`.trimEnd();
  // "asks you to" needs a verb to go on with ("… to send the deck"); anything else ("so mail to …", "[Skip]") is quoted.
  const first = /^[a-z-]+/.exec(task)?.[0] ?? '';
  if (
    task.includes(sender) ||
    task.endsWith('?') ||
    !(REQUEST_VERBS.has(first) || /^(be|re-?\w+)$/.test(first)) ||
    /^(do|does|did|have|has|had|is|are|was|were|can|could|will|would|shall|should|may|might) (you|u|we|i|they|he|she|there)\b/i.test(task)
  )
    return `${sender} asks: "${capitalise(trimSentence(quote, 200))}"`;
  return ended(`${sender} asks you to ${task}${due ? ` (by ${due})` : ''}`);
}

/**
 * A step for the reader (or the reader and the writer) after other words: "… we need to get …", "… I need your group to
 * put …". The verb must go on to its object: "questions that we need to consider when …" has it before (a relative clause).
 */
const STEP_ADVERBS = 'really|definitely|also|just|still|simply|first|probably|perhaps|maybe|certainly|actually|seriously|all|both';
const STEP_ADVERB = `(?:${STEP_ADVERBS})`;
const EMBEDDED_STEP = new RegExp(
  String.raw`\b(?:(?:we|you)(?: ${STEP_ADVERB})* (?:should|need to|have to|must|ought to|will need to|'ll need to|will have to|'ll have to)|i need (?:you|your \w+) to)(?: ${STEP_ADVERB})* (?!(?:be|not|have|wait|see|know|hear|feel|if|when|as|so|because|that|the|a|an|this|it|to|and|or|but|for|in|on|at|by|with|of|${STEP_ADVERBS})\b)([a-z]+)\b(?= (?!(?:when|if|as|because|before|after|while|until|and|but|or|so)\b)\S)`,
  'i',
);

/**
 * Whether the step found inside a sentence is the sentence's point: not when the sentence is an imperative already
 * ("Keep it in mind if we need to …"), a question ("Do we need to correct them?"), or the step sits in a condition, a
 * denial or a relative clause of its own clause ("if at some point we need to …", "I don't think we need to …",
 * "anything else you need to do", "an issue we need to stay on top of"), or is written in capitals.
 */
function isOwnStep(sentence: string, m: RegExpExecArray): boolean {
  if (!/^[a-z]/.test(m[1]!) || REQUEST_VERBS.has((/^[a-z]+/i.exec(sentence)?.[0] ?? '').toLowerCase())) return false;
  const clause = sentence
    .slice(0, m.index)
    .split(/[,;:(]|\s[-–—]+\s/)
    .pop()!;
  if (
    /\b(if|when|unless|whether|once|until|not|never|no)\b|n't\b|\b(anything|something|everything|nothing|what|whatever|which|who|where|how)( else)?\s*$|\b(do|does|did|should|shall|would|will|must|can|could)\s*$/i.test(
      clause,
    )
  )
    return false;
  // A preposition left without its object ("the volatility you have to worry about in PJM is …") or a step inside
  // parentheses that close after it.
  const step = sentence.slice(m.index + m[0].length - m[1]!.length);
  if (
    /\b(of|on|to|for|with|about|at|in|from)\W*$/i.test(sentence) ||
    /^\w+ (about|of|on|to|for|with|at|in|from) (in|on|at|is|was|are|were|for|to)\b/i.test(step)
  )
    return false;
  return (step.match(/\)/g)?.length ?? 0) <= (step.match(/\(/g)?.length ?? 0);
}

/** An ask that follows another clause: ", can you …", "; please …", " — could you …". */
const LATER_ASK = withVerbLists(
  /[,;:–—]\s+(?:and |but |so )?((?:please|pls|kindly|can you|could you|would you|will you|would you mind|you may (?=(?:LEAVE_TO) (?:me|us)\b))\b.*)$/i,
);
