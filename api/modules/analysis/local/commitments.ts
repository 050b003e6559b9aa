// Sentence-level speech acts: requests/proposals to the reader, first-person promises and
// dated obligations. Each rule that fires adds a named cue, so every commitment can say why
// it was found. Scores are 0–1 and double as the commitment's confidence.
import { classifyForeign, mostlyForeign } from './foreign.ts';
import type { Sentence, Token } from './nlp.ts';
import { compileGate, gateWordsOf, has, wordFinder, type Gate } from './words.ts';

export type SpeechAct = 'request' | 'promise' | 'deadline';

export type SentenceAct = {
  act: SpeechAct | null;
  /** 0–1: how sure the rule set is that the sentence is `act`. */
  score: number;
  cues: string[];
  /** The sentence reads like a marketing call to action (click, shop, unsubscribe …). */
  marketing: boolean;
  /**
   * The writer proposes something to do together or offers something the reader has to take up ("I'll call you
   * tomorrow", "We can discuss it on Monday", "If you like, I can send it"): a request to the reader when received,
   * the writer's own commitment when sent.
   */
  proposal?: boolean;
};

/** Below this a candidate is not reported. */
export const MIN_CONFIDENCE = 0.5;

// Words that open a sentence without changing what it does ("So, can you …", "Also please …").
const DISCOURSE = new Set([
  'and',
  'but',
  'so',
  'also',
  'then',
  'just',
  'ok',
  'okay',
  'oh',
  'well',
  'now',
  'again',
  'finally',
  'additionally',
  'otherwise',
  'alternatively',
  'meanwhile',
  'anyway',
  'btw',
  'ps',
  'p.s.',
  'or',
  'plus',
  'first',
  'second',
  'third',
  'lastly',
  'next',
  'still',
  'hey',
  'hi',
  'hello',
  'dear',
  'yes',
  'no',
  'sure',
  'great',
  'fyi',
  'kindly',
  'guys',
  'all',
  'team',
  'folks',
  'everyone',
  'simply',
]);

// Verbs that, opening a sentence, ask the reader to do something.
export const REQUEST_VERBS = new Set([
  'send',
  'call',
  'give',
  'forward',
  'review',
  'check',
  'confirm',
  'provide',
  'sign',
  'return',
  'fill',
  'complete',
  'schedule',
  'set',
  'arrange',
  'book',
  'reply',
  'respond',
  'contact',
  'email',
  'e-mail',
  'fax',
  'get',
  'make',
  'take',
  'put',
  'add',
  'remove',
  'update',
  'ask',
  'tell',
  'advise',
  'inform',
  'note',
  'find',
  'see',
  'read',
  'look',
  'print',
  'prepare',
  'draft',
  'approve',
  'pay',
  'submit',
  'attend',
  'join',
  'meet',
  'come',
  'bring',
  'keep',
  'remember',
  'ping',
  'follow',
  'talk',
  'discuss',
  'coordinate',
  'circulate',
  'distribute',
  'consider',
  'feel',
  'try',
  'hold',
  'plan',
  'include',
  'attach',
  'share',
  'verify',
  'ensure',
  'have',
  'do',
  'be',
  'go',
  'start',
  'stop',
  'use',
  'change',
  'fix',
  'install',
  'run',
  'write',
  'register',
  'rsvp',
  'reserve',
  'mark',
  'notify',
  'escalate',
  'handle',
  'cancel',
  'move',
  'reschedule',
  'pick',
  'drop',
  'grab',
  'bear',
  'hang',
  'stay',
  'wait',
  'give',
  'shoot',
  'touch',
  'loop',
  'cc',
  'bcc',
  'circle',
  'double-check',
  'doublecheck',
  'proofread',
  'edit',
  'comment',
  'answer',
  'let',
  'think',
  'figure',
  'put',
  'drive',
  'fly',
  'order',
  'buy',
  'deliver',
  'ship',
  'post',
  'file',
  'fix',
  'sort',
  'mention',
  'clean',
  'organize',
  'organise',
  'invite',
  'introduce',
  'connect',
  'work',
  'speak',
  'leave',
  'hand',
  'turn',
  'pull',
  'push',
  'print',
  'scan',
  'upload',
  'download',
  'open',
  'close',
  'save',
  'delete',
  'enter',
  'mail',
  'phone',
  'text',
  'reach',
  'direct',
  'refer',
  'route',
  'obtain',
  'gather',
  'collect',
  'compile',
  'assemble',
  'identify',
  'determine',
  'estimate',
  'calculate',
  'analyze',
  'analyse',
  'evaluate',
  'assess',
  'investigate',
  'research',
  'explore',
  'clarify',
  'explain',
  'describe',
  'summarize',
  'summarise',
  'outline',
  'list',
  'specify',
  'indicate',
  'suggest',
  'recommend',
  'propose',
  'decide',
  'choose',
  'select',
  'pass',
  'relay',
  'convey',
  'deliver',
  'fill',
  'complete',
  'finish',
  'finalize',
  'finalise',
  'expedite',
  'resend',
  're-send',
  'process',
  'release',
  'assign',
  'allocate',
  'block',
  'free',
  'clear',
  'secure',
  'lock',
  'schedule',
  'acknowledge',
  'authorize',
  'authorise',
  'countersign',
  'execute',
  'revise',
  'amend',
  'modify',
  'adjust',
  'redline',
  'incorporate',
  'insert',
  'exclude',
  'omit',
  'prioritize',
  'prioritise',
  'reconcile',
  'reimburse',
  'negotiate',
  'resolve',
  'tweak',
  'rework',
  'chase',
  'nudge',
  'brief',
  'debrief',
  'alert',
  'recheck',
  're-check',
]);
// Base-form verbs that open instructions ("Visit the link below…", "Place your order by…") but are just as often
// nouns; the tagger reads a capitalised first word as a name, so these count only when an object follows.
const OBJECT_VERBS = new Set([
  'visit',
  'apply',
  'paste',
  'copy',
  'type',
  'press',
  'place',
  'purchase',
  'count',
  'watch',
  'listen',
  'log',
  'create',
  'activate',
  'lay',
  'help',
  'allow',
  'accept',
  'decline',
  'reconsider',
  'head',
  'swing',
  'pop',
  'rate',
  'renew',
  'redeem',
  'claim',
  'browse',
  'grant',
  'remind',
  'point',
  'offer',
  'teach',
  'expect',
  'skip',
  'hit',
  'click',
  'tap',
  'page',
  'message',
  'wire',
  'transfer',
  'deposit',
  'refund',
  'invoice',
  'bill',
  'correct',
  'present',
  'walk',
  'initial',
  'overnight',
  'courier',
  'settle',
  'replace',
  'strike',
  'dial',
]);
// Request verbs that are also first names ("Mark Taylor", "Bill Smith") or read as adjectives ("Free Small Slurpee"):
// before another capitalised word they are not taken as an imperative.
const NAME_VERBS = new Set([
  'mark',
  'bill',
  'sue',
  'pat',
  'will',
  'rob',
  'jack',
  'drew',
  'grant',
  'chase',
  'hunt',
  'wade',
  'dean',
  'ray',
  'don',
  'guy',
  'rich',
  'art',
  'frank',
  'bob',
  'sally',
  'hope',
  'faith',
  'joy',
  'may',
  'june',
  'august',
  'max',
  'chip',
  'rusty',
  'buck',
  'cliff',
  'glen',
  'lance',
  'pierce',
  'reid',
  'ward',
  'free',
]);
// After these light verbs a participle is part of the request ("get started", "keep posted", "be advised").
const LIGHT_VERBS = new Set(['get', 'be', 'have', 'keep', 'stay', 'feel', 'let', 'go', 'make', 'do', 'come', 'consider']);
// Sentence openers that are base-form verbs but not requests.
const NOT_REQUEST_OPENERS = new Set([
  'thank',
  'thanks',
  'hope',
  'wish',
  'welcome',
  'congratulations',
  'congrats',
  'sorry',
  'enjoy',
  'love',
  'glad',
  'happy',
  'hear',
  'looking',
  'look forward',
  'trust',
  'guess',
  'bet',
  'seems',
  'sounds',
  'appreciate',
  'regards',
  'cheers',
  'apologies',
  'apologize',
  'mean',
  'know',
  'believe',
  'suppose',
  'imagine',
  'remain',
  'like',
  'want',
  'need',
  'agree',
  'understand',
  'got',
  'received',
  'forgive',
  'pardon',
  'excuse',
]);

// Each with its gate words (see GATES): the sentence is marketing if one of the regexes whose words it holds matches.
const MARKETING: [RegExp, string][] = [
  [/(?<!double[- ])\bclick\b(?! through\b)/i, 'click'],
  [/\bunsubscribe\b/i, 'unsubscribe'],
  [/\bsubscribe\b/i, 'subscribe'],
  [/\bopt[- ]?(out|in)\b/i, 'opt optout optin'],
  [/\bsign up\b/i, 'sign'],
  [/\bbuy now\b/i, 'buy'],
  // Words that are also ordinary business words count only in their promotional form: "their shop in the Woodlands",
  // "the discount rate", "the coupon on the notes", "keep the other signed copy for your records", "update our privacy
  // policy" are work.
  [
    /\bshop(ping)? (now|today|online|early|all|our|the (latest|collection|sale|new))\b|\b(start|happy|holiday|continue|keep|online) shopping\b|\bshopping (cart|bag|spree)\b/i,
    'shop shopping',
  ],
  [/\border (now|today)\b/i, 'order'],
  [/\badd\b.{0,100}\b(your|the) (address book|contacts?( list)?)\b|\bsafe[- ]?sender|\bsafe list\b|\bwhite ?list/i, 'add safe safesender* white whitelist*'],
  // A link or a download on its own is not marketing (colleagues send links to documents): only the promotional forms.
  [/\bdownload (it |our |the |this )?(free |new )?(app|apps|now|today|for free)\b/i, 'download'],
  [/\bapp store\b/i, 'app'],
  [/\bgoogle play\b/i, 'google'],
  [/\bvisit (us|our|the site|the website|www)\b/i, 'visit'],
  [/\blearn more\b/i, 'learn'],
  [/\b(special|exclusive|limited[- ]time) (offer|deal)/i, 'special exclusive limited'],
  [/\b\d+\s?% off\b/i, 'off'],
  [/\bfree (shipping|trial|gift|download)\b/i, 'free'],
  [/\bact now\b/i, 'act'],
  [/\bapply (now|today)\b/i, 'apply'],
  [/\benter (now|today|to win)\b/i, 'enter'],
  [/\bclaim (your|now)\b/i, 'claim'],
  [/(?<!\b(update|draft|edit|revise|rewrite|finali[sz]e|write) (our|the|a|its|their) (new )?)\bprivacy policy\b/i, 'privacy'],
  [/\bterms of (service|use)\b|\b(our|see|view|read) terms (and|&) conditions\b|\bterms (and|&) conditions apply\b/i, 'terms'],
  [/\bview (this|it|the) (e-?mail|message|newsletter)?\s*(online|in (a|your) (web )?browser|as a web ?page)/i, 'view'],
  [/\bearn (up to )?\$/i, 'earn'],
  [/\b(to ensure|ensure) (future )?(delivery|you (continue|keep|receive))/i, 'ensure'],
  [/\bmanage (your )?(preferences|subscriptions?|e-?mail settings)\b/i, 'manage'],
  [/\bcompare (rates|prices|quotes|plans|offers|deals)\b/i, 'compare'],
  [/^find out (more|with|how to)\b/i, 'find'],
  [/\bfor (your|future) reference\b/i, 'reference'],
  [/(?<!\bsign\b.{0,60})\bfor your records\b/i, 'records'],
  [/\bdo not reply\b/i, 'reply'],
  [/\bno[- ]?reply\b/i, 'reply noreply'],
  [/\bthis (is an )?automated (e-?mail|message)\b/i, 'automated'],
  [/\bsave (up to |an extra )?\$?\d/i, 'save'],
  [/\b(for|it's|try|get|100%|totally|absolutely) free\b/i, 'free'],
  [/\bfree!/i, 'free'],
  [/\btry (it|us|them) (for )?free\b|\bfree for \d+[- ]?days?\b/i, 'free'],
  [/\bsee for yourself\b/i, 'yourself'],
  [/\bearn (higher|more|extra|bigger) (yields?|returns?|interest|money|income|cash)\b/i, 'earn'],
  [
    /\b(intended recipient|error-free|virus(es)? free)\b|\b(dissemination|distribution|copying|disclosure)\b[^.]{0,80}\b(strictly )?prohibited\b|\bnot\b.{0,40}\b(disseminate|distribute|copy|disclose)\b.{0,40}\b(this|the) (e-?mail|message|communication)\b/i,
    'intended free prohibited disseminate distribute copy disclose',
  ],
  [
    /\bcoupon (code|offer|book|savings|terms|for)\b|\b(printable|digital|exclusive|free|this|your|our) coupons?\b|\b(receive|get|use|redeem|print|download|claim) (a |the |this |your )?coupons?\b|\bcoupons\b/i,
    'coupon coupons',
  ],
  [/\b(\d+\s?%|\$\d+) discount\b|\bdiscount (code|coupon|offer)\b|\b(exclusive|special|member|instant|extra|huge|big|great|deep) discount\b/i, 'discount'],
  [/\bpromo(tion(al)?)? code\b/i, 'promo promotion promotional'],
  [/\bcheck (it )?out\b(?! (the|my|our) (attach\w*|file|draft|memo|document|spreadsheet|report|numbers|proposal|contract|agreement|changes)\b)/i, 'check'],
  [/\b(log|sign) ?in to (your|our)\b/i, 'log login sign signin'],
  [
    /\b(follow|like|friend|find|join) us on (twitter|facebook|instagram|linkedin|pinterest|youtube|google|tumblr|tiktok)\b/i,
    'twitter facebook instagram linkedin pinterest youtube google tumblr tiktok',
  ],
];

const DAY_OR_TIME =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu|thurs|fri|sat|sun|tomorrow|tonight|tonite|today|this (morning|afternoon|evening|week|weekend)|next (week|month)|noon|\d{1,2}(:\d\d)? ?(am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d\d)\b/;

// The writer proposes a call or meeting with the reader: "I'll call you tomorrow", "I shall be glad to meet you for
// lunch", "We'll discuss it next week", "I'll set up a meeting". A first-person future that schedules something with
// the reader is a proposal the reader has to take up (be there, answer the phone, confirm the time), so it counts as a
// request rather than a promise. Deliverables ("I'll send you the file") stay promises.
const FUTURE =
  "(?:'ll|\\s?will|\\s?shall| can| could| would like to|'d like to|(?: may| might| will|'ll)? (?:have|need) to|'d better| am going to|'m going to| plan to| hope to|'d be (?:happy|glad|pleased|delighted) to| would be (?:happy|glad|pleased|delighted) to| shall be (?:\\w+ )?(?:happy|glad|pleased|delighted) to)";
// "I …", "We …", or a dropped subject after a conjunction ("I'm out next week, but will give you a call").
const WRITER = '(?:\\b(?:i|we)|(?:^|, |\\b(?:but|and|so) )(?=will |shall ))';
const NOT_NEGATED = "(?!(?:\\w+ ){0,2}(?:not|never|unable|n't)\\b)";
const MEETING_PROPOSAL = new RegExp(
  `${WRITER}${FUTURE} ${NOT_NEGATED}(?:\\w+ )?(?:(?:call|ring|phone|meet(?: with)?|visit(?: with)?|join|talk (?:to|with)|speak (?:to|with)|get together with|catch up with|get with|sit down with|have (?:lunch|dinner|coffee|breakfast|a drink) with|discuss (?:\\w+ ){0,2}with) (?:you|u)\\b(?! an? )|give (?:you|u) a (?:call|ring|buzz|shout)\\b|call (?:again|back)\\b|get (?:back )?in touch\\b|fill (?:you|u) in\\b)` +
    `|\\b(?:we|you and i)(?:'ll| will| shall|'re going to| are going to) ${NOT_NEGATED}(?:\\w+ ){0,3}(?:talk|meet|discuss|get together|chat|catch up|speak|sit down)\\b` +
    `|\\blet me (?:call|talk to|talk with|meet|see|visit with) (?:you|u)\\b` +
    `|\\b(?:i|we)${FUTURE} ${NOT_NEGATED}(?:be )?(?:\\w+ ){0,3}(?:set up|setup|set-up|setting up|arrange|schedule|organi[sz]e|hold|find) (?:a|an|the|some|our)? ?(?:\\S+ ){0,2}(?:meeting|call|conference|lunch|dinner|time|session|discussion|get-together|video ?conference)\\b` +
    `|\\b(?:i|we)(?:'d| would| shall| will|'ll|'m| am|'re| are)? (?:be )?(?:very )?(?:happy|glad|pleased|delighted) to (?:meet|discuss|talk|reschedule|get together|come|go|join|chat|catch up|stop by|drop by|visit)\\b` +
    `|\\b(?:find|set|pick|schedule|agree on|arrange) (?:a|some) (?:convenient |good |mutually convenient )?time (?:for us |for you |for both of us )?to (?:meet|visit|talk|discuss|get together|speak|chat|catch up)\\b` +
    `|(?:\\b(?:i|we)|'m|'re)(?: am| are| will be|'ll be)? (?:also |still |always )?available (?:to (?:discuss|meet|talk|chat|speak|go over)|for (?:a call|a meeting|lunch|dinner|coffee|a chat|a discussion))\\b`,
);
// Cheap test first: every MEETING_PROPOSAL match has one of these words.
const MEETING_HINT =
  /\b(call|ring|buzz|shout|phone|meet|visit|join|talk|speak|together|catch|get with|sit down|lunch|dinner|coffee|breakfast|drink|discuss|chat|touch|set(ting)?[ -]?up|arrange|schedule|organi[sz]e|hold|find|happy|glad|pleased|delighted|available|fill|let me|time)\b/;
// "If you'd like, I can send it over": an offer the reader has to accept or decline.
const CONDITIONAL_OFFER =
  /\bif (you|u)( want| would like|'d like| wish| need| prefer| like)\b.{0,60}\b(i|we)('ll| will| can| could|'d be happy to| would be happy to|'m happy to|'d be glad to)\b/;

// Gates. A rule's regex is run only if the sentence holds a word of each of its gate's lists (" & " separates lists) as a
// whole word (a run of letters between non-letters; "suggest*" = a word beginning so), found in the text the regex
// reads (`s`, `head`, or `raw` case folded; see classifySentence). Each list has, for every alternative of the rule's
// regex (or of one of its two regexes, where both must match), a word that any match of that alternative contains whole,
// so a closed gate never changes a result: it only spares running the regex. "i'll" holds the words "i" and "ll",
// "e-mail" "e" and "mail".
const GATES = {
  please: 'please pls plz kindly',
  modalYou: 'you u ya someone somebody anyone anybody one',
  polite: 'mind able willing possible',
  askReply: 'me us him her them know & know keep back give shoot drop send call email mail ping text phone contact forward',
  lets: 'let lets',
  proposal: 'about why shall does work works',
  wantYou: 'like want need love',
  iNeed: 'need',
  grateful: 'grateful appreciate appreciated happy glad delighted pleased thrilled honored honoured love great good nice helpful useful wonderful ideal best',
  likeToMeet: 'like',
  youNeed: 'you u & need have ought better required expected asked must should want consider wish',
  expectYou: 'assume expect trust hope sure confident',
  invitation: 'you & welcome invited can if',
  // "(may|might|will)? ?need" also reads "mayneed".
  suggestion:
    'suggest propose recommend suggestion suggestions recommendation recommendations advice advices proposal proposals might may could expect appreciate like need mayneed mightneed willneed work can',
  elliptic: 'need want wanted like require can could would will wanna',
  you: 'you u',
  feelFree: 'free hesitate',
  makeSure: 'sure remember forget certain',
  wantTo: 'want wanna care like',
  hopeYouCome: 'hope love',
  availabilityQ: 'you u your & are when convenient good okay ok availability schedule thoughts take view opinion',
  any: 'any',
  weOrI: 'we i',
  wantedToAsk: 'wanted want hoping like wondering wonder curious',
  offerToMeet: 'happy glad love like',
  helpful: 'useful worthwhile good helpful great nice beneficial wise appropriate appreciated',
  valueIn: 'value merit benefit sense & there',
  relayed:
    'like wants needs asked asks asking suggest* request* recommend* you your & like wants needs asked asks asking suggest suggested suggests ask request requested requests recommend recommended recommends fax send return forward email mail submit deliver drop bring should must need required expected',
  relayedInvite: 'invite inviting want wants wanted asked',
  proposal2: 'work works hoping discuss talk go review sit meet chat',
  so: 'so',
  butDo: 'but',
  // "\s*" lets "and", "then", "or", "so" run into "just"/"simply".
  just: 'just simply andjust thenjust orjust sojust andsimply thensimply orsimply sosimply',
  meetYou: 'you u us like',
  weNeed: 'we us & need needs have',
  politeAsk: 'you writing we i & chance minute moment second writing having together meet catch chat talk sit discuss go touch lunch grab need if',
  arrangement: 'on ok okay good set there reached contacted open free available slot',
  soundsGood: 'good fine great ok okay',
  weCan: 'we & can could',
  availability: 'works work fine good available free around can could open',
  explicitAsk:
    'ask request suggest recommend urge encourage propose invite asking requesting inviting urging encouraging love need want best better requested asked invited expected required needed appreciated welcome',
  weShould: 'should need supposed',
  everyone: 'should must need needs required expected asked requested encouraged reminded invited',
  interested: 'interested hopefully think suggest recommend interest',
  advance: 'advance',
  input:
    'review approval comment comments signature consideration input feedback action perusal edits thoughts help suggestion suggestions ideas info information assistance advice guidance support welcome value need needs use',
  hoping: 'hoping need',
  perhapsYou: 'perhaps maybe',
  awaiting: 'important essential critical imperative vital crucial necessary urgent await awaiting waiting wait',
  lookForward: 'forward',
  shorthand: 'lmk gimme hmu',
  required: 'required needed necessary outstanding pending',
  promiseShort: 'will on consider happy glad sending expect',
  youWillHave: 'you u & have get receive see',
  timePressure: 'asap possible urgent urgently convenience by',
  future: 'i we & ll will shall going plan intend promise commit happy glad can',
  letMe: 'let & me',
  askIntro: 'love like appreciate welcome value',
  greatToGet: 'great good nice helpful wonderful ideal amazing fantastic',
  gratefulFor: 'grateful thankful',
  assigned: 'counting point hook charge over call decision',
  weNeedCall: 'need',
  showMe: 'let & see',
  fromYou: 'call word note email mail intro introduction nudge & you u',
  getBack: 'back will',
  no: 'no',
  // MEETING_HINT's words, and words of MEETING_PROPOSAL's alternatives (FUTURE's "\s?will" also reads "iwill").
  meeting:
    'call ring buzz shout phone meet visit join talk speak together catch get sit lunch dinner coffee breakfast drink discuss chat touch set setting setup settingup arrange schedule organise organize hold find happy glad pleased delighted available fill let time & i we will shall iwill ishall wewill weshall let time available',
  conditionalOffer: 'if & i we',
  supportIf:
    'if & question questions problem problems issue issues difficulty difficulties assistance help trouble bug bugs feedback comments concerns suggestions',
  supportUs: 'us customer support',
  decline: 'but',
  optOut: 'wish want ignore like care prefer longer stop disable turn opt unsubscribe preferences settings remove removal',
  obligation: 'due deadline later expire expires expiring cut cutoff must closes closing needs need has have',
};
const GATE_FINDER = wordFinder([...Object.values(GATES), ...MARKETING.map(([, spec]) => spec)].flatMap(gateWordsOf));
const MARKETING_GATED = MARKETING.map(([re, spec]) => ({ re, gate: compileGate(GATE_FINDER, spec) }));
const G = Object.fromEntries(Object.entries(GATES).map(([name, spec]) => [name, compileGate(GATE_FINDER, spec)])) as Record<keyof typeof GATES, Gate>;
const FOUND = new Uint8Array(GATE_FINDER.size);
const BEYOND_LATIN1 = /[^\0-\xff]/;

const SUBJECT_WORDS = new Set(['i', 'we', 'you', 'he', 'she', 'they', 'it', 'this', 'that', 'there', 'these', 'those']);

// Typing slips in the words the rules read ("We shoudl discuss …", "plase send"), put right before reading.
const SLIPS: Record<string, string> = {
  shoudl: 'should',
  shoud: 'should',
  woudl: 'would',
  coudl: 'could',
  coule: 'could',
  cna: 'can',
  yuo: 'you',
  teh: 'the',
  plase: 'please',
  pleae: 'please',
  pelase: 'please',
  plese: 'please',
};
const SLIP = /\b(shoudl|shoud|woudl|coudl|coule|cna|yuo|teh|plase|pleae|pelase|plese)\b/gi;
const HAS_SLIP = new RegExp(SLIP.source, 'i');
/** The sentence with the typing slips the rules know put right ("shoudl" → "should"). */
export const withoutSlips = (s: string) => (HAS_SLIP.test(s) ? s.replace(SLIP, (w) => SLIPS[w.toLowerCase()]!) : s);
const norm = (s: string) => withoutSlips(s.replace(/[’‘`“”]/g, (q) => (q === '“' || q === '”' ? '"' : "'")));

/** Index of the first token that carries meaning: skips vocatives ("John,", "Hi Sarah -"), discourse words and punctuation. */
function firstContent(tokens: Token[]): number {
  let i = 0;
  // "Hi John," / "John," / "Jeff --" / "Paul:" at the start.
  for (let j = 0; j < Math.min(tokens.length, 5); j++) {
    const t = tokens[j]!;
    // ("Follow-up with …": a hyphen before a particle joins a word, it does not set off a name.)
    if (
      (t.text === ',' ||
        t.text === '--' ||
        (t.text === '-' && !/^(up|in|out|on|off|back|over)$/.test(tokens[j + 1]?.lower ?? '')) ||
        t.text === ':' ||
        t.text === '—') &&
      j > 0 &&
      j <= 4
    ) {
      const before = tokens.slice(0, j);
      if (before.every((b) => b.pos === 'PROPN' || b.pos === 'INTJ' || DISCOURSE.has(b.lower) || /^[A-Z]/.test(b.text))) i = j + 1;
      break;
    }
  }
  while (
    i < tokens.length &&
    (skippable(tokens, i) || tokens[i]!.pos === 'PUNCT' || tokens[i]!.pos === 'SYM' || (tokens[i]!.pos === 'INTJ' && tokens[i]!.lower !== 'please'))
  )
    i++;
  // A leading name without a comma ("Paul How about …") when the next word is capitalised too.
  // Not a heading in Title Case ("Mailing List Judo movie …").
  if (
    i + 1 < tokens.length &&
    tokens[i]!.pos === 'PROPN' &&
    /^[A-Z]/.test(tokens[i + 1]!.text) &&
    !/^[A-Z]/.test(tokens[i + 2]?.text ?? '') &&
    i === 0 &&
    tokens.length > 3 &&
    !REQUEST_VERBS.has(tokens[i]!.lower)
  )
    i++;
  return i;
}

/** Words that also qualify a noun ("Great work on …", "No problem", "Sure thing") are discourse only before a pause ("Great, …"). */
const QUALIFIERS = new Set(['great', 'sure', 'no', 'yes']);
function skippable(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (!DISCOURSE.has(t.lower)) return false;
  if (!QUALIFIERS.has(t.lower)) return true;
  const next = tokens[i + 1];
  return !next || next.pos === 'PUNCT' || next.pos === 'INTJ' || DISCOURSE.has(next.lower);
}

const finite = (x: Token | undefined) =>
  !!x && /^[a-z]/.test(x.text) && (x.pos === 'AUX' || (x.pos === 'VERB' && x.lemma !== x.lower && !/ing$/.test(x.lower)));

function isImperative(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  const next = tokens[i + 1];
  if (NOT_REQUEST_OPENERS.has(t.lower)) return false;
  // "Mark Taylor will …" is a name; "Call Jeff re: …" an imperative (unless the verb is also a common first name).
  if (
    t.pos === 'PROPN' &&
    next &&
    next.pos === 'PROPN' &&
    /^[A-Z]/.test(next.text) &&
    (!REQUEST_VERBS.has(t.lower) || NAME_VERBS.has(t.lower) || finite(tokens[i + 2]))
  )
    return false;
  if ((t.lower === 'look' && next?.lower === 'forward') || (t.lower === 'see' && next?.lower === 'you')) return false;
  // "{Learn about your Ghia}", "[Download …]": a link's or a heading's label.
  if (i > 0 && /^[[{]$/.test(tokens[i - 1]!.text)) return false;
  // "Follow-up has never been …", "Check-in is at 3": a hyphenated noun as the subject.
  if (next?.text === '-' && finite(tokens[i + 3])) return false;
  // "Follow-up with Dana …", "Check-in with the desk": a phrasal verb written with a hyphen.
  if (next?.text === '-' && /^(up|in|out|on|off|back|over)$/.test(tokens[i + 2]?.lower ?? '') && tokens[i + 3]?.pos === 'ADP')
    return REQUEST_VERBS.has(t.lower) || OBJECT_VERBS.has(t.lower);
  // "Mark x37408", "Bill 713-853-1234", "Lance.": a name with a phone extension or alone, not "mark" or "bill".
  if (NAME_VERBS.has(t.lower) && /^[A-Z]/.test(t.text) && (!next || /^(x\d+|ext\.?|\(?\d[\d.\-()]*)$/i.test(next.text) || /^[.!]$/.test(next.text)))
    return false;
  // "… and Dot Wordsworth": a verb after "and" would not be capitalised; a name is.
  if (i > 0 && /^[A-Z][a-z]/.test(t.text) && tokens[i - 1]!.pos === 'CCONJ' && /^[a-z]+$/.test(tokens[i - 1]!.text)) return false;
  // "Sue Mara Lance McCarthy 37141": a list of names, not "sue Mara".
  if (NAME_VERBS.has(t.lower) && /^[A-Z]/.test(t.text) && next?.pos === 'PROPN' && /^[A-Z][a-z]/.test(next.text) && tokens[i + 2]?.pos === 'PROPN')
    return false;
  // "Sue Landwehr in government affairs spoke to …": first name, surname, and the sentence's own verb a few words on.
  if (NAME_VERBS.has(t.lower) && /^[A-Z]/.test(t.text) && next && /^[A-Z][a-z]+$/.test(next.text) && tokens.slice(i + 2, i + 8).some(finite)) return false;
  if (next && /^(of|is|was|are|were|'s|has|have|had|will|would)$/i.test(next.lower) && t.lower !== 'let' && t.lower !== 'have') return false;
  if (next?.lower === 'for' && t.pos !== 'VERB') return false; // "Call for papers", "Plan for 2001" but "Apply for the job".
  if (next && /^(n't|not)$/.test(next.lower)) return false;
  if (t.lower === 'let' && next && /^(me|us)$/.test(next.lower) && tokens[i + 2]?.lower !== 'know') return false; // "let me check" is an offer
  if (t.lower === 'have' && next && SUBJECT_WORDS.has(next.lower) && next.lower !== 'someone') return false; // "Have you …?" is a question
  if (t.lower === 'do' && next && /^(you|we|they|i)$/i.test(next.lower)) return false; // "Do you …?"
  if (t.lower === 'be' && next && !/^(sure|ready|there|on|at|aware|prepared|careful|advised)$/i.test(next.lower)) return false;
  // "Call being scheduled …", "Plan includes …", "Sue stopped by …", "Mail messages says …": the opener is (part of) the subject.
  if (next && !LIGHT_VERBS.has(t.lower) && finite(next)) return false;
  if (next?.pos === 'ADV' && /^[A-Z]/.test(t.text) && finite(tokens[i + 2])) return false; // "Mark also forwarded …"
  // "Phone 713.621.6550", "UPDATE 1-Calif. seizes …": a label, not an instruction.
  if (/^(phone|fax|mail|e-?mail|text|page|call|cell|tel)$/.test(t.lower) && next?.pos === 'NUM') return false;
  if (/^[A-Z]{3,}$/.test(t.text) && t.lower !== 'please' && next && /^[A-Z0-9]/.test(next.text) && next.pos !== 'PRON') return false;
  if (
    next &&
    (next.pos === 'NOUN' || next.pos === 'PROPN') &&
    !/^(me|us|him|her|them)$/.test(next.lower) &&
    finite(tokens[i + 2]) &&
    tokens[i + 2]!.lower !== 'know'
  )
    return false;
  // "Read me: …", "To-Do: …": a label or heading, not an instruction.
  if ((next && /^[:|]$/.test(next.text)) || (tokens[i + 2]?.text === ':' && next?.pos === 'PRON')) return false;
  if (t.lower === 'do' && next?.lower === 'to') return false; // "do to" for "due to"
  if (next?.pos === 'CCONJ' && /^(i|we|he|she|they|me)$/.test(tokens[i + 2]?.lower ?? '')) return false; // "Mark and I met …"
  // "Lynch and Wood presided", "Bill and Sue signed it": two names as the subject.
  if (next?.pos === 'CCONJ' && /^[A-Z]/.test(t.text) && /^[A-Z][a-z]/.test(tokens[i + 2]?.text ?? '') && finite(tokens[i + 3])) return false;
  if (
    /^(take|consider)$/.test(t.lower) &&
    tokens.slice(i + 1, i + 10).some((x, k, a) => x.lower === 'for' && /^(instance|example)$/.test(a[k + 1]?.lower ?? ''))
  )
    return false;
  if (REQUEST_VERBS.has(t.lower)) return true;
  if (OBJECT_VERBS.has(t.lower))
    return (
      !next ||
      (/^(DET|PRON|PROPN|NUM|ADP|ADV|PART)$/.test(next.pos) && !/^(i|we|he|she|they)$/.test(next.lower)) ||
      (next.pos === 'CCONJ' && REQUEST_VERBS.has(tokens[i + 2]?.lower ?? ''))
    );
  // Other verbs in base form that the tagger sees as VERB at the start of the clause, unless it is a capitalised
  // name with its verb a few words on ("Madden at least tried to …").
  if (/^[A-Z]/.test(t.text) && tokens.slice(i + 1, i + 4).some(finite)) return false;
  return t.pos === 'VERB' && t.lemma === t.lower && !/(ing|ed)$/.test(t.lower);
}

const WORD_AFTER_SPACE = /\s([A-Za-z])[a-z]{3}/g;
/** Title Case or ALL CAPS, as headlines and subject lines are written. */
function headlineCase(raw: string, lowerVerbAfterVocative: boolean): boolean {
  if (!/[a-z]{2}/.test(raw) && (raw.match(/\b[A-Z]{2,}\b/g) ?? []).length >= 3) return true;
  if (lowerVerbAfterVocative) return false;
  // Title Case capitalises pronouns and auxiliaries too: "Contact Dave Parquet and Jeff Dasovich in our San Fran" is a sentence.
  // ("Take your Marketing to the Next Level!" is still a headline: slogans leave "your" in lower case.)
  if (/\b(our|my|we|me|us|is|are|was|were|will|would|can|could|should)\b/.test(raw)) return false;
  // The words after the first (raw is trimmed) that open with a letter and three lower-case ones, counted without
  // splitting: each such word follows a white-space character.
  let words = 0;
  let capitalised = 0;
  for (const m of raw.matchAll(WORD_AFTER_SPACE)) {
    words++;
    if (m[1]! <= 'Z') capitalised++;
  }
  return words >= 3 && capitalised / words >= 0.75;
}

/** What the writer may be done to: "you may remove me from your list", "you may contact me directly". */
export const LEAVE_TO_VERBS = 'remove|call|contact|send|forward|e-?mail|reach|give|leave|drop|reply|return|fax|mail|write|text|ring|phone';
const YOU_MAY = new RegExp(`\\byou may (also )?(${LEAVE_TO_VERBS}) (me|us)\\b`);
/** What the writer would do in the reader's place: "I would include Eric", "I'd wait", "I would insert …". */
export const WOULD_DO_VERBS =
  'include|add|ask|call|invite|use|go with|wait|check with|contact|talk to|loop in|copy|cc|hold off|push back|insert|delete|replace|drop|get in touch with|reach out to|speak to|mention';
// At the start, after a comma or after a fronted phrase; not "I would add that …", "I'd call it …", "I'd ask." alone.
const WRITER_WOULD = new RegExp(
  String.raw`(?:^|, |^(?:in|for|on|at) [^,]{1,60}? )(i|we)('d| would) (also |probably |definitely )?(${WOULD_DO_VERBS})\b(?! (you|u|that)\b)(?<!call(?= (it|this|that|them)\b))(?=\s+\W*\s*\w)`,
);
/** Three web addresses or more. */
const LINK_LIST = /(?:https?:\/\/\S+[\s\S]*){3}/;
/** Program code: a call with a quoted or no argument, a method call, a comparison or an arrow. */
const CODE = /\b\w+\((?:[rbuf]?['"]|\))|\w\.\w+\(\)|\s[=!]==?\s|=>/;

/** A quotation with its speaker after it: `…," Dave chided`. */
const SPEAKER_AFTER_QUOTE =
  /[^\s"“]["”]\s*,?\s*(?:the |a |an |his |her |their |our )?(?:[A-Z][\w.'-]*\s+){0,3}(?:he |she |they |it )?(?:once |later |then |also )?(?:said|says|asked|asks|chided|added|adds|replied|told|tells|urged|urges|explained|noted|insisted|warned|continued|demanded|wrote|recalled|joked|quipped|shouted|yelled|complained|argued|countered)\b|(?:''|\S,) (?:[A-Z][\w.'-]*\s+){0,3}(?:said|says|chided|added|replied|urged|explained|noted|insisted|warned|wrote|recalled|joked|quipped)\b|\S, (?:he|she|they) (?:said|says|explained|noted|insisted|added|replied)(?=[,.;:!]|\s*$)/;
/** A speaker before the quotation: `Davis said, "…`, `He turned to Ustinov and asked, "Who are they?"`. */
const SPEAKER_BEFORE_QUOTE = /\b(?:said|says|asked|asks|replied|added|urged|wondered|wonders|inquired|demanded|told (?:him|her|them|reporters)),? ["“']/;

/** Someone quoted after the writer's own narrative ("The mayor said, "…"), not after the writer's own ask ("What about a letter that says "…""). */
function quotedAfterOwnWords(raw: string): boolean {
  const m = raw.includes('"') || raw.includes('“') || raw.includes("'") ? SPEAKER_BEFORE_QUOTE.exec(raw) : null;
  return m !== null && !/^\W*(what|how) about\b|\b(please|(can|could|would|will) you|let's|let us|why (don't|not))\b/i.test(raw.slice(0, m.index));
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
  // Words for the gates: of the sentence lower-cased now, of its head below, and as written (case folded) when it has
  // characters beyond Latin-1 (up to U+00FF lower-casing changes only letters, which the folded pass reads alike; beyond,
  // it can make new ones: the Kelvin sign becomes "k"). One buffer for every sentence: allocating it costs more than a pass.
  const w = GATE_FINDER.find(s, FOUND.fill(0));
  if (BEYOND_LATIN1.test(raw)) GATE_FINDER.find(raw, w, true);
  const marketing = MARKETING_GATED.some(({ re, gate }) => has(w, gate) && re.test(raw));
  // Mail converted through the wrong charset turns quotes and dashes into "?" ("PP?s", "PM?ET", "1373 ???"): those are
  // not questions. A lone " ?" after a long statement is usually the same debris.
  const qraw = raw.includes('?')
    ? raw
        .replace(/\s\?{2,}(?!\S)/g, ' ')
        .replace(/\s*\(sp\?\)/gi, '')
        .replace(/,\s?\?(?=\s|$)/g, ',')
        .trim()
    : raw;
  const spacedOnly = /\s\?\s*$/.test(qraw) && !/\S\?/.test(qraw);
  const question =
    raw.includes('?') && // each test below needs one
    // (A question closed inside a parenthesis before the stop, "… Sawyer?).", is one too; a doubt, "jeans (?).", is not.)
    (/\?\s*("|\)|\]|')?\s*$/.test(qraw) ||
      (/[^(\s]\?\)\.\s*$/.test(qraw) &&
        /^(who|what|when|where|why|which|how|is|are|was|were|does|do|did|has|have|can|could|would|will|should|shall)\b/i.test(qraw)) ||
      (/\?\s+\S/.test(qraw) && qraw.length < 200)) &&
    // (names and headings in Title Case before a lone " ?": "Commissioner Massey ?", "Jeff and Steve ?").
    !(
      spacedOnly &&
      (qraw.split(/\s+/).length > 6 ||
        /^[A-Z][\w'-]*[\s,:;&-]+((?:[A-Z][\w'-]*|and|of|the|for|in|on|to|a|an)[\s,:;&-]+)+\?$/.test(qraw) ||
        /^(https?:\/\/|www\.)\S+\s\?$|\b(email|e-mail|to|from|cc):\s*\S/i.test(qraw)) &&
      !/^(\W*\w+[,:]\s*)?(who|what|when|where|why|which|how|is|are|was|were|does|do|did|has|have|can|could|would|will|should|shall|any)\b/i.test(qraw) &&
      !/\b(you|your|u)\b/i.test(qraw)
    );
  // Program code quoted in a mail ("get('content-disposition') if x is not None: …") instructs no one.
  if (raw.includes('(') && CODE.test(raw)) return { act: null, score: 0, cues: ['code'], marketing };
  // A list of links ("[Download http://…] -- [Zoom http://…] -- [Visit …]", "Emit http://… Bandwidth http://…"): the
  // words between the addresses label them. Someone asking ("please review …, … and …") writes to the reader.
  if (raw.includes('://') && LINK_LIST.test(raw) && !/\b(please|you|your|me|us|let'?s)\b/i.test(raw.replace(/https?:\/\/\S+/g, ' ')))
    return { act: null, score: 0, cues: ['link list'], marketing };
  // Written mostly in another language: the English rules below cannot read it.
  if (mostlyForeign(raw)) {
    const f = classifyForeign(raw);
    return { act: f.act, score: f.score, cues: [f.cue || 'another language'], marketing };
  }

  // One word or none (a regex instead of splitting every sentence into words).
  if (!/[a-z0-9'$][^a-z0-9'$]+[a-z0-9'$]/.test(s)) {
    // "Thoughts?", "Status?", "Interested?" ask for an answer; "Advise." / "Call." are whole imperatives. "Really?" / "What?" only react.
    const w = /[a-z0-9'$]+/.exec(s)?.[0] ?? '';
    if (
      question &&
      w.length >= 3 &&
      !/^[A-Z0-9]+\?*$/.test(raw) &&
      !/^\w+:\s*\?+$/.test(raw) &&
      !/^(really|seriously|what|huh|eh|ok|okay|right|sure|yes|no|why not|who|me|you|and|so|hello|hi)$/.test(w)
    )
      return { act: 'request', score: 0.6, cues: ['one-word question'], marketing };
    if (/^(lmk|hmu)\s*[.!]*$/.test(s)) return { act: 'request', score: 0.7, cues: ['chat shorthand'], marketing };
    if (
      /^[a-z-]+\s*[.!]$/.test(s) &&
      /^(advise|call|confirm|review|approve|proceed|discuss|comment|print|sign|handle|respond|reply|rsvp|forward|help|hurry|pls|please)$/.test(w)
    )
      return { act: 'request', score: 0.6, cues: [`imperative "${w}"`], marketing };
    return { act: null, score: 0, cues: [], marketing };
  }

  const i = firstContent(tokens);
  // The sentence from its first meaningful word, contractions re-joined ("don 't" → "don't"); the replaces only
  // when there is an apostrophe to re-join (this line runs for every sentence of every mail).
  let head = '';
  for (let k = i; k < tokens.length; k++) head += (k > i ? ' ' : '') + tokens[k]!.lower;
  if (head.includes("'")) head = head.replace(/ ' /g, "'").replace(/ (n't|'ll|'d|'s|'re|'ve|'m)\b/g, '$1');
  GATE_FINDER.find(head, w);

  // --- requests and proposals ---------------------------------------------------------
  if (
    has(w, G.please) &&
    /\bplease\b|\bpls\b|\bplz\b|\bkindly\b/.test(
      s.replace(/\b(to|will|would|sure to|that) please\b|\bplease (you|everyone|every|all|the eye)\b|\bas (you|they|we|he|she|i|one) (please|pleases)\b/g, ''),
    )
  ) {
    if (/\bplease (note|be (advised|aware|informed)|know that)\b/.test(s)) bump('request', 0.55, 'please note');
    else bump('request', 0.85, '"please"');
  }
  if (has(w, G.modalYou) && /\b(can|could|would|will|won't|wouldn't|can't|couldn't)\s+(you|u|ya|someone|somebody|anyone|anybody|one of you)\b/.test(s))
    bump('request', question ? 0.9 : 0.75, 'modal + you');
  if (has(w, G.polite) && /\b(would|do) you mind\b|\bare you (able|willing)\b|\bis it possible (for you|to)\b|\bwould it be possible\b/.test(s))
    bump('request', 0.9, 'polite request');
  // Not when someone else is the subject ("she can let me know", "they'll send me the data", "you didn't send me …").
  if (
    has(w, G.askReply) &&
    /\b(me|us|him|her|them|know)\b/.test(s) &&
    /(?<!\b(they|he|she|it|we|i|(he|she|they) (also|just|already|then|finally)|will|would|have to|has to|had to|going to|was going to|(they|he|she|it|we|i)('ll|'d| can| could| may| might| should| must| did| does)|didn't|did not|never|not likely to)\s)(\blet (me|us|him|her|them|(?!you\b)[a-z]+) know\b|\bkeep (me|us) (posted|informed|updated|in the loop)\b|\bget back to (me|us)\b|\b(give|shoot|drop|send) (me|us) (a|an)\b|\b(call|email|e-mail|ping|text|phone|contact) (me|us)\b|\bsend (me|us)\b|\bforward (me|us)\b)/.test(
      s,
    )
  )
    bump('request', 0.85, 'ask to reply/send');
  if (
    has(w, G.lets) &&
    /(^|[,;:] )let'?s\b(?! (just )?(face it|hope|say|wait|play it by ear|hold off|not)\b)|\blet'?s (get|meet|talk|discuss|plan|try|schedule|set|do|have|go|make|plan|grab|catch|touch|keep|see(?! how (it|things|this|that) (goes|go|turns out|works out|plays out)\b| what happens\b)|look|chat|sit|review|move|aim)\b|^let us (get|meet|talk|discuss|plan|try|schedule|set|do|have|go|make)\b/.test(
      head,
    )
  )
    bump('request', 0.85, "let's …");
  if (
    has(w, G.proposal) &&
    /^(how|what) about\b|\bwhy (don't|not|do not) (we|you)\b|^why not\b|\bshall we\b|\bhow does .{1,30} (sound|work)\b|\b(does|would) .{1,30} work for you\b|\bwhat time works\b/.test(
      head,
    )
  )
    bump('request', 0.8, 'proposal');
  if (
    has(w, G.wantYou) &&
    /\b(i|we)('d| would)? (like|want|need|love) (you|for you|your|u) (to\b|help|input|feedback|thoughts|comments|approval|signature|okay|ok|sign-?off)|\b(i|we)('d| would) (also )?(like|want|need|love) yours\b/.test(
      s,
    )
  )
    bump('request', 0.85, 'want you to');
  if (
    has(w, G.iNeed) &&
    /(?<!\b(if|whether|(don't|do not|didn't|did not) (think|believe|feel)) )\b(i|we)( would| will|'ll|'d| may| might)? (really |probably |also |still )?need (your|a copy|the|an extension|more time|to get|to have|to know|to see|to hear|to talk|to discuss|to meet|to speak|some|an? update|someone)\b|\b(i|we)( will|'ll) (also )?need (a|an) (?!(break|rest|nap|drink|vacation|holiday|miracle|day off)\b)\w+/.test(
      s,
    )
  )
    bump('request', 0.65, 'I need …');
  if (
    has(w, G.grateful) &&
    /\b(i|we)('d| would) (greatly |really |very much |certainly |also )?(be grateful|appreciate|be happy if|be glad if|be (delighted|pleased|thrilled|honou?red) if|love it if)\b.{0,40}\b(if you|you could|your|it if)\b|\b(i|we)( am | are |'m |'re | )(be grateful|grateful|appreciate)\b.{0,40}\b(if you|you could|it if)\b|\bappreciate (it )?if you\b|\bwould be (great|good|nice|helpful|useful|wonderful|appreciated|ideal|best)\b.{0,30}\b(if|to|for)\b/.test(
      s,
    )
  )
    bump('request', 0.8, 'would be grateful if');
  if (
    has(w, G.likeToMeet) &&
    /\b(i|we)?('d| would) (also |really |definitely |very much |still )?like to (meet|gather|sit down|talk|discuss|chat|get together|schedule|set up|arrange|catch up|speak|see you|have you|invite|ask|follow up|hear|get your|know|review|go over|spend (some )?time (discussing|talking|with you|together|going over))\b/.test(
      s,
    )
  )
    bump('request', 0.7, "I'd like to meet/discuss");
  // Not in a relative clause ("the player that you need to watch", "where you need to be") and not an expectation
  // ("you should be receiving").
  // Leave to do something to the writer is an ask: "you may remove me from your distribution list", "you may contact me directly".
  if (has(w, G.you) && YOU_MAY.test(s)) bump('request', 0.7, 'you may …');
  if (
    has(w, G.youNeed) &&
    /\b(you|u)\b/.test(s) &&
    /(?<!\b((?!(think|thought|believe|suggest|feel|felt|say|said|know|hope|recommend|guess|sure|agree|mean|told|ask|asked|request|insist|is|so)\b)[a-z']+ that|which|who|whom|where|what|whatever|why|how) )\b(you|u)('ll|'d| will| would)? (still |also |really |probably |just |then |first )?(need to|have to|ought to|will need to|'ll need to|'ll have to|will have to|'d need to|may need to|might need to|'d better|had better|are required to|are expected to|are asked to|were asked to|must|should|may want to|might want to|'ll want to|will want to|might consider|may wish to)\b(?! (see|know|feel(?! free)|love|like|hear|be able|expect|find|notice)\b| ((both|all) )?be (aware|mindful|cognizant) (that|of)\b| be \w+ing\b| be (very |so |incredibly |really |quite |terribly )?(busy|tired|sad|proud|glad|pleased|relieved|exhausted|thrilled|excited|delighted|heart-?broken|broken[- ]hearted|swamped|overwhelmed|disappointed|upset|devastated|joking|kidding)\b| have (already |now |probably )?(been|\w+ed|\w+en|got|sent|seen|heard|read|had|made|found|done|met|paid|signed|left|come|put|run|set|told|brought|bought|thought|won|lost)\b)/.test(
      s,
    ) &&
    !/\b(you|u) (should|must) not\b|\bif you are not\b/.test(s)
  )
    bump('request', 0.7, 'you need/should');
  if (
    has(w, G.expectYou) &&
    /\b(assume|expect|trust|hope|sure|confident) (that )?(you|u)( and (your|the) \w+)?( will|'ll| can| could| would)\b|\b(assume|expect|trust) (that )?[^.;?!]{0,50}, (you|u)( folks| guys| all)?( will|'ll)\b|\bhope (you|u) (can|could|will)\b/.test(
      s,
    )
  )
    bump('request', 0.7, 'I expect you will');
  if (
    has(w, G.invitation) &&
    /\byou('re| are) (welcome|invited) to\b|\byou can (come|join|stop|drop|swing|call|reach|pick|bring)\b|\bif you( want| would like|'d like| wish| care) to (meet|talk|join|come|discuss|chat|get together|go)\b/.test(
      s,
    )
  )
    bump('request', 0.65, 'invitation');
  // "I think it is also worth covering …": a step the writer recommends.
  if (raw.includes('worth') && /\b(it is|it's|it would be|it'd be|would be|is) (also |probably |definitely |well |certainly )?worth (\w+ing)\b/.test(s))
    bump('request', 0.65, 'worth doing');
  // "I'm still awaiting additional suggestions from anyone on speakers".
  if (
    has(w, G.awaiting) &&
    /\b(awaiting|waiting for|wait for) (any |additional |further |more |your |some )?(suggestions|comments|input|feedback|thoughts|ideas|views|recommendations)\b/.test(
      s,
    )
  )
    bump('request', 0.7, 'awaiting input');
  // "Sam will need it by Fri evening": what someone needs from the reader, by when.
  if (has(w, G.iNeed) && /^[A-Z][a-z]+ (will|'ll) (also )?need (it|this|that|them|these|those|the \w+)\b.*\bby\b/.test(raw))
    bump('request', 0.65, 'needed by someone');
  // A question typed without its mark: "Are we taking a position on TXU's purchase of Spanish Hydro".
  if (!question && /^(are|is|do|does|did|can|could|will|would|should|have|has|shall) (we|you|u|they|he|she|it|i|there)\b/.test(head) && !/[.!:;]\W*$/.test(raw))
    bump('request', 0.55, 'question without its mark');
  // What the writer would do in the reader's place: "I would include Eric Thode as he …", "I'd wait until Monday", and
  // would not: "I wouldn't bring up the California situation".
  if (
    has(w, G.weOrI) &&
    /(?:^|, )(i|we) (wouldn't|would not) (bring up|mention|include|send|use|raise|sign|agree to|push|worry about|go with|do that|do it)\b/.test(head)
  )
    bump('request', 0.65, 'what the writer would not do');
  if (has(w, G.weOrI) && WRITER_WOULD.test(head)) bump('request', 0.65, 'what the writer would do');
  if (
    has(w, G.suggestion) &&
    /\b(i|we)('d| would)? (also |strongly |really |highly |therefore |then )?(suggest|propose|recommend)\b|\b(my|our) (suggestion|recommendation|advice|proposal)s? (is|would be|will be) (to|that)\b|\byou (might|may|could) (also |just )?(want to |wish to )?(tell|ask|mention|prefer to|remind)\b|\b(i|we) expect (an answer|to hear|your|a response|a reply|a call)\b|\b(i|we)( would|'d) (greatly |really |very much |also |truly |certainly )?appreciate\b|\b(i|we)( would|'d) like (to (have|get|receive|see) (?!(it|that|as)\b)|the|a|an|your|copies|a copy)\b|\b(i|we) (may|might|will)? ?need to (talk|speak|meet|discuss|chat|get together|sit down|touch base) (to|with) you\b|\b(would|will|should) work (best )?for (me|us)\b|\b(we|you and i) (can|could) (discuss|meet|talk|get together|go over|review|chat|catch up|touch base|finalize|sit down)\b/.test(
      s,
    )
  )
    bump('request', 0.65, 'suggestion');
  if (
    has(w, G.elliptic) &&
    /^(but |and |also |still )?(need|want|wanted|would like|'d like) to (?!be\b|say\b|share\b|thank\b|add\b|mention\b|congratulate\b|let you know\b|update you\b|introduce myself\b|make sure\b|pass (on|along)\b|flag\b|remind you\b|alert you\b)\w+|^(still )?(need|want|require) (your|ur|the|this|that|these|those|it|them)\b|^(still |just )?need (a|an) (quick |final |fast |short |firm |clear )?(yes|answer|decision|response|reply|signature|sign-?off|approval|call back|go-ahead|confirmation|ok|okay)\b|^(still )?need [a-z]+( [a-z]+)? (by|before|asap|today|tonight|tomorrow|tmrw|eod|cob)\b|^(can|could|would) (?!you\b|we\b|i\b|they\b|he\b|she\b|it\b|this\b|that\b|there\b)\w+|^(want|wanna) to (come|join|go|grab|meet)\b|, (want|wanna) to (come|join|go|grab|meet)\b/.test(
      head,
    )
  )
    bump('request', 0.65, 'elliptic ask');
  if (has(w, G.you) && /^(do|did|can|could|would|will|are|have|were|is) (you|u)\b/.test(head)) bump('request', 0.7, 'question to you');
  if (has(w, G.feelFree) && /\bfeel free\b|\b(do not|don't|dont) hesitate\b/.test(s)) bump('request', 0.8, "feel free / don't hesitate");
  if (
    has(w, G.makeSure) &&
    /\b(make sure|be sure|remember|don't forget|do not forget|be certain) (to|that|you)\b/.test(s) &&
    !/\b(?!(remember|forget|please|wants)\b)[a-z']+ to (make|be) sure\b|\b(will|'ll|shall|would|'d) (make|be) sure\b|\b(i|we)('re| are|'m| am|'ve| have|'ll| will) [^.;:!?]{0,60}\bto (make|be) sure\b/.test(
      s,
    )
  )
    bump('request', 0.75, 'make sure');
  if (question && has(w, G.wantTo) && /\b(want|wanna|care|like) to (come|join|go|grab|meet|have|get|play|do|see|watch|eat|hang)\b/.test(s))
    bump('request', 0.75, 'invitation');
  if (
    has(w, G.hopeYouCome) &&
    /\bhope (you|u) (can|could|will) (come|join|make it|attend|be there|help)\b|\bhope to see you\b|\bwould love to (see|have|meet) you\b/.test(s)
  )
    bump('request', 0.7, 'hope you can come');
  if (
    has(w, G.availabilityQ) &&
    /\bare (you|u) (free|available|around|in|ok|okay|able|going|planning|coming|interested|up for|still)\b|\bwhen (are|will|would|can|could) (you|u)\b|\b(is|would) .{1,20} (convenient|good|okay|ok) for you\b|\bwhat'?s? your (availability|schedule|thoughts|take|view|opinion)\b/.test(
      s,
    )
  )
    bump('request', 0.8, 'availability question');
  if (
    has(w, G.any) &&
    ((question &&
      /\bany (thoughts|ideas|comments|questions|suggestions|feedback|news|update|updates|word|luck|chance|input|objections|concerns|takers)\b/.test(s)) ||
      /^any (thoughts|ideas|comments|suggestions|feedback|input|objections)\b\s*([-–—:,;]|$)/.test(head))
  )
    bump('request', 0.75, 'any thoughts?');
  if (
    question &&
    has(w, G.you) &&
    /\bwhat do you (think|suggest|recommend|need|want)\b|\bdo you (have|know|want|need|think|mind|see|agree|remember|recall|plan|expect|care|prefer|still|happen)\b|\b(did|have|has|were|was|will|are) (you|u)\b/.test(
      s,
    )
  )
    bump('request', 0.75, 'question to you');
  if (question && has(w, G.weOrI) && /\b(can|could|may|might|should|shall) (we|i)\b/.test(s))
    bump('request', /\bshould i\b/.test(s) ? 0.45 : 0.65, 'can we / can I');
  // A question typed without its "?" ("Has this gone to Ken yet.").
  if (
    !question &&
    raw.length < 160 &&
    /^(has|have|did|does|is|are|was|were) (this|that|it|he|she|they|anyone|everyone|anybody|somebody|someone|there)\b/.test(head)
  )
    bump('request', 0.6, 'question without "?"');
  if (question && /\b(you|your|u)\b/.test(s)) bump('request', 0.7, 'question to you');
  else if (question && /^(who|what|when|where|why|which|how|is|are|was|were|does|do|did|has|have|can|could|would|will|should|shall|any)\b/.test(head))
    bump('request', 0.6, 'question');
  else if (question) bump('request', 0.55, 'question');
  if (
    has(w, G.wantedToAsk) &&
    /\b(i|we)( just)?( wanted| want| was hoping| were hoping|'d like| would like) to (follow[- ]up|see if|know|ask|inquire|check|confirm|find out|touch base|get your|remind)\b|\b(i|we)( was| were| am| are|'m|'re) (just )?(still )?wondering\b|\b(i|we)( was| were| am| are|'m|'re) (also |just |really |still )?curious (where|what|how|whether|if|why|when|to (know|hear|learn))\b|\bwonder(ing)? if (you|we|i could)\b/.test(
      s,
    )
  )
    bump('request', 0.7, 'wanted to ask');
  if (
    has(w, G.offerToMeet) &&
    /\b(would|'d) (be happy|be glad|love|like) to (discuss|meet|talk|chat|hear|get together|see you|catch up|speak|set up|arrange|help)\b|\b(i|we)'d love to\b/.test(
      s,
    )
  )
    bump('request', 0.6, 'offer to meet');
  if (
    has(w, G.helpful) &&
    /\b(would|might|may|could) (also )?be (very |really |most |extremely )?(useful|worthwhile|good|helpful|great|nice|beneficial|wise|appropriate|a good idea) (to(?! (give|send|provide|show|forward|update|brief|tell|remind|let|walk) (you|u)\b)|for (us|you|me)|if)\b|\b(would|will) be (much |greatly |very |most )?(helpful|appreciated)\b|\b(is|are) (greatly |much |very )?appreciated\b/.test(
      s,
    )
  )
    bump('request', 0.7, 'would be helpful');
  else if (
    has(w, G.valueIn) &&
    /\bthere (would|might|could|may) (also )?be (some |real |a lot of |great |a great deal of )?(value|merit|benefit|sense) in\b/.test(s)
  )
    bump('request', 0.7, 'would be helpful');
  if (
    has(w, G.relayed) &&
    /\b(like|wants|needs|asked|asks|asking|suggest\w*|request\w*|recommend\w*|you (can|may|could)|your|of you)\b/.test(s) &&
    /\b(?!(i|we|they|he|she)\b)[a-z']+('s| has| is)? (would like|'d like|wants|needs|asked|asks|is asking) (you to|that you|your (comments|input|feedback|thoughts|help|approval|signature|response|reply|views?))\b|\b(suggest(ed|s)?|ask(ed|s)?|request(ed|s)?|recommend(ed|s)?) that you\b|\byou (can|may|could) (now |also |just |simply )?(fax|send|return|forward|e-?mail|submit|deliver|mail|drop off|bring) .{0,40}\b(me|us|back)\b|\byou may (also )?(deliver|submit|send|return|fax|mail)\b|\byour \w+( \w+)? (should|must|needs to|need to) be (sent|submitted|returned|delivered|directed|faxed|mailed|received|signed|completed|filed)\b|\b(each (one )?of you|all of you|both of you|every one of you) (is|are) (required|expected|asked|requested) to\b|\b(i|we)( would|'d) like (\w+ )?(information|info|details|data|feedback|input|comments|a copy|copies|an update|confirmation|clarification)\b/.test(
      s,
    )
  )
    bump('request', 0.75, 'relayed ask');
  if (
    has(w, G.relayedInvite) &&
    /\b(invite|inviting) you\b|(?<!\b(n't|not|never) )\b(wants?|wanted|asked) (me )?to (know (if|whether) (you|with you)|(ask|tell|e-?mail|call|check) (if |whether )?(you|with you))\b|\bwants to know if\b/.test(
      s,
    )
  )
    bump('request', 0.7, 'invitation / relayed ask');
  if (
    has(w, G.proposal2) &&
    /\bworks? (best |fine |well )?for (me|us)\b|\b(i|we)( was| were| am| are|'m|'re) (just )?hoping (that )?(maybe )?(we|you|u) (could|can|might|would)\b|\b(discuss|talk about|go over|review|sit|sit down|meet|chat about) (\w+ ){0,3}with (you|u)\b/.test(
      s,
    )
  )
    bump('request', 0.65, 'proposal');
  if (/^(if|when|once|before|after|at|as soon as|whenever|for|to|in|on|by|upon|until|while|with|regarding|concerning|as for|as to|re)\b/.test(head)) {
    // "At your convenience, prepare a memo …", "If he calls, forward it to me", "For dates, hotels and other information,
    // call …": an imperative after a fronted clause (any comma of the first clause).
    const re = /,\s*(please\s+)?([a-z-]+)\s+(\w+)/g;
    for (let m = re.exec(head); m && m.index <= 160 && !/[.;:!?]/.test(head.slice(0, m.index)); m = re.exec(head)) {
      if (REQUEST_VERBS.has(m[2]!) && !/^(is|are|was|were|will|would|can|could|has|have)$/.test(m[3]!)) {
        bump('request', 0.7, `imperative "${m[2]}" after clause`);
        break;
      }
      re.lastIndex = m.index + 1;
    }
  }
  {
    // "She's up for golf, so expect us Saturday night": an imperative after ", so".
    const m = has(w, G.so) ? /(?:,|;|\s-+) so (?:please )?([a-z-]+) (me|us|him|her|them|it|the|a|an|your|this|that|my|our)\b/.exec(s) : null;
    if (m && (REQUEST_VERBS.has(m[1]!) || OBJECT_VERBS.has(m[1]!))) bump('request', 0.7, `imperative "so ${m[1]}"`);
  }
  // "The deck looks fine but consider adding …", "…, but make sure the numbers tie".
  if (has(w, G.butDo) && /\bbut (please )?(consider(?! this:)|make sure|be sure to|remember to|don't forget to|do not forget to)\b/.test(s))
    bump('request', 0.7, 'imperative after "but"');
  {
    // "…, just call Joann", "If you'd like to de-brief, just give a holler": "just/simply" + a base verb opening a clause.
    const m = has(w, G.just) ? /(?:^|[,;:(]|\s[-–—]+|\b(?:and|then|or|so))\s*(?:just|simply)\s+([a-z-]+)\s+(\S+)/.exec(head) : null;
    if (m && (REQUEST_VERBS.has(m[1]!) || OBJECT_VERBS.has(m[1]!)) && !/^(is|are|was|were|will|would|can|could|has|have|had|to)$/.test(m[2]!))
      bump('request', 0.7, `imperative "just ${m[1]}"`);
  }
  if (/^(don't|dont|do not|never) (?!worry|mind|know|think|want|have|need|be\b)\w+/.test(head)) bump('request', 0.75, "imperative don't");
  if (
    has(w, G.meetYou) &&
    /\b(discuss|talk|chat|speak|meet|catch up|touch base|visit|sit down|get together|(?<=\b(to|can|could|will|'ll|me) )share (it|this|them|these|that|some \w+)) (with|to) (you|u)\b|\bfor (us|you) to (discuss|review|talk about|look at|consider)\b|\b(we|i)('d| would) like,? (however,? )?to (move|reschedule|change|push|set up|schedule|meet|invite|(have|get|see) (?!(it|that|as)\b))\b|\binvitation to you\b|\b(like|want|invite|ask) you and\b|\bfor (both of |all of |each of )?you to (join|attend|come|be|participate|take part)\b|\bif you( are|'re) (free|available|around|interested|in town|up for)\b|\bif you (ever )?(have|get) (the |some |a )?(time|chance|minute|moment)\b|\byou can (catch|reach|call|find|contact) me\b/.test(
      s,
    ) &&
    !/\b(was|were|been|it's been) (\w+ )?(good|great|nice|a pleasure|fun|wonderful|lovely|helpful) to\b/.test(s)
  )
    bump('request', 0.65, 'proposal to meet');
  // Waiting and seeing is nobody's task ("we'll have to wait for the auditors").
  if (
    has(w, G.weNeed) &&
    /\b(we|us) (all |also |probably |really |still |both |three |just )*(need|needs) to\b(?! (simply |just )?((wait|see|be (aware|mindful|cognizant))\b|(accept|recogni[sz]e|reali[sz]e|acknowledge|understand|admit) (that|the fact)\b))|\bwe('ll| will| also will| will also|'ll also) (need|have) to\b(?! (wait|see|be (aware|mindful|cognizant))\b)/.test(
      s,
    )
  )
    bump('request', 0.65, 'we need to');
  if (
    /^(can|could|shall|may) we\b/.test(head) ||
    (has(w, G.politeAsk) &&
      /\bwhen you (get|have) a (chance|minute|moment|second)\b|\b(i am|i'm|we are|we're) writing to (request|ask|invite|inquire|follow up|see if|check)\b|\bhaving you (join|come|over|with us|attend)\b|\b(we|you and i)( can| could| should|'ll have to| will have to| need to| might| may| must) (get together|meet|catch up|chat|talk|sit down|discuss|go over|touch base|do lunch|have lunch|grab)\b|\b(i|we) need (what|it|that|this|them|those|these)\b|\bif you (could|can|would) (please )?(get|send|give|let|call|provide|forward|check|review|take|look|make|have|help|confirm|e-?mail|leave|pass)\b/.test(
        s,
      ))
  )
    bump('request', 0.7, 'polite ask');
  if (
    (has(w, G.arrangement) &&
      /\b(we're|we are|i'm|i am) (still )?(on|ok|okay|good|set|all set) for\b|\b(i|we)('ll| will| shall) (definitely |certainly )?be there\b(?=.*\b(mon|tues|wednes|thurs|fri|satur|sun)day\b|.*\b(tomorrow|tonight)\b)|\b(i|we) can be (reached|contacted) at\b|\b(i'm|i am|we're|we are|i've|i have|we have) (\w+ )?(open|free|available) (for (lunch|dinner|coffee|breakfast|drinks|a call|a meeting)|to you\b|any ?time)|\b(have|got) (a )?(time )?slot (available|open)\b/.test(
        s,
      )) ||
    (has(w, G.soundsGood) && /\b(is|sounds|looks|seems) (good|fine|great|ok|okay) (for|to) (me|us|all|both)\b/.test(s) && DAY_OR_TIME.test(s))
  )
    bump('request', 0.7, 'confirms the arrangement');
  // "We can ask Ed on Wednesday", "Perhaps we can have a discussion": a joint next step put to the reader.
  if (
    !question &&
    has(w, G.weCan) &&
    /(?<!\b(things|anything|something|everything|what|whatever|ways?|areas|services|products|people|steps|options|ideas|issues|which|how|where|best|most|least|only|all) )\bwe (can|could) (also |always |then |just |probably |still )?(meet|discuss|talk|get together|ask|try|continue|start|delay|postpone|arrange|schedule|set up|reschedule|revisit|reconsider|regroup|reconvene|circle back|have (a|an|one|the|lunch|dinner|coffee|breakfast|drinks)|go (to|for|over)|grab|offer|do (lunch|dinner|it|this|that)|sit down|chat|catch up|review|finalize|wrap|look at|work on|plan)\b/.test(
      s,
    )
  )
    bump('request', 0.7, 'we can …');
  if (
    has(w, G.availability) &&
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|that|this) (works|would work|is fine|is good)\b|\b(i'm|i am|we're|we are) (available|free|around) (on|at|for|to|mon|tue|wed|thu|fri|sat|sun|this|next|tomorrow|all|any)\b|(?<!\b(if|whether|when|what|which|how|whatever) )\b(i|we) (can|could) (meet|come|get together|talk|discuss|call you|stop by|swing by|do)\b|\b(is|are|am|i'm|we're) (also |still )?available to (discuss|meet|talk|chat|go over|review)\b|\b(i'm|i am|we're|we are) (also |still )?open (for|on) ((lunch|dinner|coffee|drinks|breakfast|a call|a meeting|a chat)\b|(\w+ )?((mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next week|this week)\b)/.test(
      s,
    )
  )
    bump('request', 0.6, 'availability');
  // "See the email below …", "See my other note", "See below for the agenda": a pointer, not a request.
  const pointer =
    /^see (the |my |our )?([\w-]+ ){0,4}?(below|above|attached|enclosed)\W*$/.test(head) ||
    /^see (my|the|separate|attached|below|above|enclosed)( \S+)? (e-?mails?|e:mail|notes?|messages?|memos?|attachments?|attached|below|above)\b|^see (below|above|attached|enclosed|the attached|the link( below)?|link below) (for|re|regarding|about)\b/.test(
      head,
    );
  if (isImperative(tokens, i) && !pointer) {
    const t = tokens[i]!;
    const strong = REQUEST_VERBS.has(t.lower);
    bump('request', strong ? 0.8 : 0.6, `imperative "${t.lower}"`);
  }
  if (
    has(w, G.explicitAsk) &&
    /\b(i|we)( would| 'd|'d| must| have to| kindly)? (ask|request|suggest|recommend|urge|encourage|propose|invite) (that )?(you|we|u|everyone|all)\b|^(kindly |we |i )?(request|requesting) (you|u) (to|kindly)\b|\b(i'm|i am|we're|we are) (now |also |kindly )?(asking|requesting|inviting|urging|encouraging) (that )?(you|u|everyone|all of you|each of you)\b|\blove it if (you|u)\b|^(need|want) (you|u) to\b|(^|, )(it's |its |it is |it would be |it'd be )?(best|better) (to|if) (you |we )?(call|send|ask|talk|check|wait|contact|get|go|email|e-mail|give|have|let|keep|hold|use|be)\b|\byou('ve| have)? (been|are|were) (requested|asked|invited|expected|required|needed) to\b|\byour (help|input|approval|feedback|signature|attention|assistance|comments|thoughts) (is|are|would be) (needed|required|appreciated|requested|welcome)\b|\b(is|are) (needed|required|requested) (from you|by you|asap)\b/.test(
      s,
    )
  )
    bump('request', 0.8, 'explicit ask');
  // "We should / need to …" proposes joint action; "we must / have to / ought to / should not" mostly reports an obligation.
  if (
    has(w, G.weShould) &&
    /\b(we|you and i)( all| both)? (should(?! not\b| be back\b| be (grateful|glad|happy|thankful|pleased|proud)\b)|need to|'ll need to|will need to)\b(?! (simply |just )?(accept|recogni[sz]e|reali[sz]e|acknowledge|understand|admit) (that|the fact)\b)|\b(we|you)('re| are) (still )?supposed to (?!be\b)|\bwe as (a|an|the) [^,.;]{0,40}? should (discuss|meet|talk|review|consider|look|get together|decide|plan)\b/.test(
      s,
    )
  )
    bump('request', 0.65, 'we should');
  if (
    has(w, G.everyone) &&
    /^(everyone|everybody|all (of you|employees|staff|participants|attendees|managers|traders|members|parties)|each of you|both of you|you all|y'all|you guys) (\w+ )?(should|must|needs? to|will need to|(is|are) (required|expected|asked|requested|encouraged) to)\b|^(all |the )?(employees|staff|participants|attendees|managers|traders|members|parties|directors|partners|investors|candidates|students|applicants|team members|department heads|reviewers) (are|will be) (asked|requested|required|reminded|encouraged|invited) to\b|^it is (requested|required) that\b/.test(
      s.replace(/^[^a-z]+/, ''),
    )
  )
    bump('request', 0.75, 'addressed to everyone');
  if (
    has(w, G.interested) &&
    /\b(i|we)('d| would|'m| am|'re| are) (be )?(very |most |really |also )?interested (in (your|hearing|talking|meeting|discussing|speaking|getting your|any (views|thoughts|comments|feedback|input|ideas|suggestions|reactions))|to (hear|know|see|get|learn))\b|\bhopefully (you|u) (can|could|will|'ll)\b|\bwhat do you (think|suggest|recommend)\b|\bin your (best |personal |own )?interest to\b/.test(
      s,
    )
  )
    bump('request', 0.7, 'interested in your view');
  if (has(w, G.advance) && /\bthanks? (you )?in advance\b/.test(s)) bump('request', 0.65, 'thanks in advance');
  if (
    has(w, G.input) &&
    /(?<!\bavailable )\bfor (your|you to) (review|approval|comments?|signature|consideration|input|feedback|action|perusal|edits|thoughts)\b|\b(any|your|all) (feedback|comments?|thoughts|input|help|suggestions?|ideas|info|information|assistance|advice|guidance|support) (\S+ ){0,6}(would|will) be (\w+ )?(great|appreciated|helpful|welcome|welcomed|useful|valuable|wonderful)\b|\b(comments|feedback|suggestions|questions|thoughts|input) (are|is) (always |most )?welcome\b|\b(i|we)('d| would) (welcome|value) (your|any)\b|\bneeds? your (signature|approval|review|input|attention|sign-?off|ok|okay|feedback|comments|initials)\b|\b(i|we)('ll| will|'d| would) (\w+ )?need (your|you to)\b|\b(will|would|'ll|'d) (likely |probably |also |still )?need your (help|assistance|input|support|approval|signature|feedback|advice|guidance|sign-?off)\b|\bcould use your (help|input|advice|thoughts)\b|\bwhat (i|we) (need|want|would like|'d like) (from you|you to)\b|\b(but|and) (just )?(wanted|want|need|needed) your (thoughts|input|views?|opinion|take|advice|feedback|comments|help)\b/.test(
      s,
    )
  )
    bump('request', 0.75, 'asks for input');
  if (
    has(w, G.hoping) &&
    /\b(i'm|i am|we're|we are|i was|we were|(but|and|so) (was|am|were)) (really |still |just )?hoping (that )?(you|u)( can| could| will|'ll| might| would)\b|^(just |still |really )?hoping (that )?(you|u)( can| could| will|'ll| might| would)\b|\bhoping to (get|hear|see|have|receive) (your|from you)\b|^(still )?need (a|an) (decision|answer|response|reply|call|copy|signature|update|quote|estimate|volunteer|ride|hand|favou?r)\b/.test(
      s.replace(/^[^a-z]+/, ''),
    )
  )
    bump('request', 0.75, 'hoping you can');
  if (
    has(w, G.awaiting) &&
    /\b(it is|it's|it would be|it will be) (very |extremely |really |most )?(important|essential|critical|imperative|vital|crucial|necessary|urgent) (that|for) (you|u|we)\b|\b(await(ing)?|((we|i)('re|'m| are| am) )?waiting (for|on)) (your|a reply|a response|an answer|the reply)\b/.test(
      s,
    )
  )
    bump('request', 0.75, 'awaiting you');
  // What the reader is to give, said impersonally: "Approval is required before we can proceed", "Your signature is needed on page 3".
  if (
    has(w, G.required) &&
    /^(your |the |final |written |formal )*(approval|signature|sign-?off|consent|confirmation|authori[sz]ation|response|reply|answer|input|decision) (is|are) (still |urgently |now )?(required|needed|necessary|outstanding|pending)\b/.test(
      head,
    )
  )
    bump('request', 0.75, 'asks for input');
  // Chat shorthand: "lmk", "gimme a call", "hmu".
  if (has(w, G.shorthand) && /\blmk\b|\bgimme (a|an|the|your|ur)\b|\bhmu\b/.test(s)) bump('request', 0.8, 'chat shorthand');
  // Looking forward to something the reader is to deliver, or to hearing back by a named time ("… from you tomorrow");
  // looking forward to meeting, working together or hearing "soon" is a pleasantry.
  if (
    has(w, G.lookForward) &&
    /\blook(ing)? forward to (receiving |getting |reading |seeing |having )?(your|the signed|the final|the revised|the updated) (\w+ ){0,2}?(comments|feedback|thoughts|input|reply|response|answer|confirmation|approval|signature|proposal|decision|update|views|suggestions|edits|markup|draft|copy|revisions|numbers|figures|report|contract|agreement|deck|offer|payment|remittance|documents|files|details)\b|\blook(ing)? forward to hearing (back )?from (you|u) (by |before |on )?(tomorrow|today|tonight|this (week|afternoon|morning|evening)|next week|(mon|tues|wednes|thurs|fri|satur|sun)day)\b/.test(
      s,
    )
  )
    bump('request', 0.7, 'looks forward to your reply');
  // What founders ask each other for: introductions, a read, pointers; work handed over ("over to you", "counting on you").
  if (
    has(w, G.askIntro) &&
    /\b(i|we)('d| would) (really |also |very much |greatly )?(love|like|appreciate|welcome|value) (an? )?(intro|introduction|referral|warm intro|connection|pointers?|(a )?hand|your (eyes|take|read|thoughts|input|feedback|help|advice|view|opinion|perspective|guidance|intro|introduction))\b/.test(
      s,
    )
  )
    bump('request', 0.75, 'asks for an intro or input');
  if (
    has(w, G.greatToGet) &&
    /\b(it'd|it would|would|'d) be (great|good|nice|helpful|wonderful|ideal|amazing|fantastic) to (get|have|hear|see|receive) (your|the|a|an|some|any)\b/.test(
      s,
    )
  )
    bump('request', 0.75, 'would be great to get');
  if (
    has(w, G.gratefulFor) &&
    /\b(grateful|thankful) for (any|your) (pointers|advice|help|thoughts|input|feedback|suggestions|introductions?|intros?|comments|guidance|ideas)\b/.test(s)
  )
    bump('request', 0.7, 'asks for an intro or input');
  // A suggestion hedged with "perhaps": "Perhaps you could send him a note", "Maybe you can ask Steve".
  if (
    has(w, G.perhapsYou) &&
    /^(perhaps|maybe),? (?:[a-z]+ ){0,5}?(you|u) (could|can|might|should|may) (also |just |still )?(want to |wish to )?(?!be\b|have been\b|not\b)[a-z]+/.test(
      head,
    )
  )
    bump('request', 0.7, 'perhaps you could');
  if (
    has(w, G.assigned) &&
    /\bcounting on (you|u)\b|\byou('re| are) (on point|the point person|on the hook|in charge) for\b|^over to you\b|^(it's |its )?your (call|decision)\b/.test(
      head,
    )
  )
    bump('request', 0.75, 'handed to you');
  if (
    has(w, G.weNeedCall) &&
    /\bwe('ll| will) (probably |also |still )?need (a|an|another) (quick |short |brief |follow[- ]?up )?(call|meeting|discussion|chat|sync)\b/.test(s)
  )
    bump('request', 0.65, 'we need to');
  if (
    has(w, G.fromYou) &&
    /\b(a|an|your) (quick |short |brief )?(phone |telephone )?(call|word|note|e-?mail|intro|introduction|nudge) from (you|u)\b.{0,80}\b(would|will|could|might)\b/.test(
      s,
    )
  )
    bump('request', 0.7, 'asks for an intro or input');
  // "Let me see what you come up with" asks the reader to show something ("let me see if I can" is the writer's own check).
  const showMe = has(w, G.showMe) && /\blet me see (what|how) (you|u)\b/.test(s);
  if (showMe) bump('request', 0.75, 'ask to reply/send');
  if (
    request > 0 &&
    has(w, G.timePressure) &&
    /\basap\b|\bas soon as possible\b|\burgent(ly)?\b|\bat your (earliest )?convenience\b|\bby (end of day|eod|cob|close of business|tomorrow|today|monday|tuesday|wednesday|thursday|friday)\b/.test(
      s,
    )
  ) {
    request = Math.min(1, request + 0.05);
    cues.push('time pressure');
  }

  // --- promises by the writer -----------------------------------------------------------
  if (
    has(w, G.future) &&
    /\b(i|we)('ll| will| shall|'m going to| am going to|'re going to| are going to| plan to| intend to| promise to| commit to|'d be (happy|glad) to| would be (happy|glad) to| can)\s+(\w+)/.test(
      s,
    )
  ) {
    const m =
      /\b(i|we)('ll| will| shall|'m going to| am going to|'re going to| are going to| plan to| intend to| promise to| commit to|'d be (happy|glad) to| would be (happy|glad) to| can)\s+(not |also |then |just |definitely |certainly |probably |likely |try to |get |be )?(\w+)/.exec(
        s,
      );
    const aux = m?.[2]?.trim() ?? '';
    const adv = m?.[5]?.trim() ?? '';
    const verb = m?.[6] ?? '';
    const after = s.slice((m?.index ?? 0) + (m?.[0].length ?? 0) - verb.length);
    // "We'll have the contract to you by Monday" delivers; "we'll have to wait" does not.
    // Nor is reasoning: "we can assume / conclude / argue that …".
    // Nor is a consequence the writers foresee: "we'll kill any chances we have", "we will lose the customers".
    const notAPromise =
      adv === 'not' ||
      (/^(be|have|need|see|hope|know|think|miss|probably|likely|want|wish|like|assume|conclude|guess|imagine|suppose|presume|infer|argue|safely|kill|lose|hurt|damage|destroy|ruin|jeopardi[sz]e|undermine|suffer|regret|risk|wager|bet)$/.test(
        verb,
      ) &&
        !/^(be (happy|glad|sending|calling|in touch|there|available|able)|have (it|them|this|that|(?:[\w'-]+ ){1,4}?)(to you|to u|for you|ready|back to you|over to you)\b)/.test(
          after,
        ));
    const weak = aux === 'can' || adv === 'probably' || adv === 'likely' || adv === 'try to';
    // "… before we can proceed", "so that we can close": a condition, not a promise.
    const lead = s.slice(0, m?.index ?? 0);
    // … or a relative clause: "services we can offer", "the only way we can avoid this", "the hit we will take will be
    // far greater", "issues we will want to read".
    const subordinate =
      (aux === 'can' && /\b(before|until|till|so|so that|once|when|if|unless|that|and|whether) $/.test(lead)) ||
      /\b(what|whatever|which|how|where|things|anything|something|everything|ways?|areas|services|products|steps|options|ideas|issues|best|most|least|only) $/.test(
        lead,
      ) ||
      /^\w+ (will|would|is|are|was|were|has|have|had)\b/.test(after);
    // Someone else's hope or a doubt ("Nepal is hopeful that we will pursue it", "it's unlikely that we are going to"), an
    // intent taken back ("…, but we are not going to"), or words quoted from someone else ("the ISO has said, `We'll pay …'").
    const hedged =
      /\b(unlikely|hopeful|doubtful|doubt|whether|wonder(ing)? if|not sure( if| whether)?|unsure( if| whether)?|no guarantee)( that)? $/.test(lead) ||
      /,? but (we|i)('re| are|'m| am) not( going to)?\b/.test(after) ||
      (lead.match(/["“”`]/g)?.length ?? 0) % 2 === 1;
    // "I'll be sending / there / in touch" commits; "I'll be out of office", "traveling on Monday", "back on the 3rd" only say where the writer will be.
    const stateOnly =
      adv === 'be' &&
      !/^(in touch|there|happy|glad|able|pleased|delighted)\b|^(on|at|in) the (\w+ ){0,2}(call|meeting|zoom|board call|offsite|dinner)\b/.test(after) &&
      (!/^\w+ing\b/.test(after) ||
        /^(traveling|travelling|arriving|leaving|flying|staying|going|visiting|driving|relocating|moving|vacationing|sitting|waiting|commuting|returning|heading|facing|shooting|crucified)\b/.test(
          after,
        ));
    if (!notAPromise && !stateOnly && !subordinate && !hedged)
      promise = Math.max(promise, weak ? 0.5 : REQUEST_VERBS.has(verb) || /^(follow|get|be)$/.test(verb) ? 0.85 : 0.7);
    if (adv === 'be' && /\b(i|we)('ll| will) be (sending|calling|in touch|there|happy|glad|able)\b/.test(s)) promise = Math.max(promise, 0.75);
    if (promise > 0) cues.push('first-person future');
  }
  // A promise the writer makes for their side: "Our counsel will send the execution version tomorrow", "Jess will share
  // the Q1 volumes". Only verbs of delivering, and a subject that is the writer's people (not "the board will decide").
  if (
    /^(?:\W*)(?:(?:[Oo]ur|[Mm]y) [a-z]+(?: [a-z]+)?|[A-Z][a-z]+(?: [A-Z][a-z]+)?) (?:will|'ll) (?:also |then |just )?(?:send|share|circulate|forward|provide|deliver|prepare|draft|set up|schedule|get back to you|reach out|follow up|call you|email you|introduce|transfer|wire|confirm)\b/.test(
      raw,
    ) &&
    !/^(?:\W*)(?:I|We|You|It|This|That|There|They|He|She|Which|What|Who|If|When|Once|Today|Tomorrow|Next|Everyone|Someone|Anyone|Nobody|Everything|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(
      raw,
    )
  ) {
    promise = Math.max(promise, 0.6);
    cues.push("promise for the writer's side");
  }
  // Promises with the subject dropped or turned round: "Will do.", "Will send shortly", "On it.", "Consider it done",
  // "Happy to send over the link", "Sending it over now", "You'll have it by Monday".
  const dropped = has(w, G.promiseShort) ? /^will (?:also |then |just |definitely |certainly )?([a-z]+)\b/.exec(head) : null;
  if (
    has(w, G.promiseShort) &&
    ((dropped && (REQUEST_VERBS.has(dropped[1]!) || /^(do|revert|focus|work|try|circle|touch)$/.test(dropped[1]!))) ||
      /^(on it\b|consider it done\b|(happy|glad) to (send|share|make|connect|intro|introduce|forward|set up|put together|pull together)\b|sending (it|them|this|that|these|those|the \w+) (over|now|shortly|today|across|through)\b)/.test(
        head,
      ))
  ) {
    promise = Math.max(promise, 0.8);
    cues.push('first-person future');
  }
  if (
    has(w, G.youWillHave) &&
    /\b(you|u)('ll| will) (have|get|receive|see) (it|them|this|that|the \w+( \w+)?|my \w+) (by|before|on|first thing|tomorrow|today|tonight|shortly|soon|in)\b/.test(
      s,
    )
  ) {
    promise = Math.max(promise, 0.8);
    cues.push('you will have it');
  }
  // Imperative in form, a promise in substance: the imperative's request is not one.
  if (
    has(w, G.promiseShort) &&
    /^consider it done\b|^expect (it|them|the \w+( \w+)?|my \w+|an? (call|note|reply|response|draft|copy|proposal|update|email|e-mail) from (me|us)) (by|before|on|first thing|tomorrow|today|tonight|shortly|soon|in|next|early|later)\b/.test(
      head,
    )
  ) {
    promise = Math.max(promise, 0.9);
    request = 0;
    cues.push('you will have it');
  }
  if (
    !showMe &&
    has(w, G.letMe) &&
    /\blet me (check|look|see|find|get|confirm|ask|know|talk|think|follow|dig|review|take)\b/.test(s) &&
    !/\blet me know\b/.test(s)
  ) {
    promise = Math.max(promise, 0.8);
    cues.push('"let me check"');
  }
  if (has(w, G.getBack) && /\bi'?ll get back to you\b|\bi will get back to you\b|\bwill (send|forward|call|get) (you|it|this|that|them)\b/.test(s)) {
    promise = Math.max(promise, 0.85);
    cues.push('get back to you');
  }

  // Questions that ask nothing of the reader: rhetorical ("Can you believe it?", "Guess what?", "Isn't it great?") and marketing
  // hooks ("Tired of paying too much?", "Looking for the perfect gift?").
  if (
    question &&
    (/\b(can|could) (you|u) (believe|imagine|guess)\b|\bdid (you|u) know\b|\bwho (knew|would have thought|cares)\b|^guess what\b|^(isn't|wasn't|aren't) (it|that|this|he|she|they) (\w+ )?(great|amazing|awesome|cool|wonderful|funny|crazy|nice|good|bad|sad|terrible|incredible|beautiful)\b|^how (cool|great|awesome|amazing|crazy|funny|sweet|nice|sad) (is|was) (that|this|it)\b|^why not (treat|spoil|give) yourself\b/.test(
      head,
    ) ||
      /\bor what\s*\?+\s*$|\b(how|what|why|where|who) on earth\b|\b(could|would|should|might) have \w+\b[^?]*,\s*right\s*\?+\s*$/.test(s) ||
      /^(tired|sick) of\b|^(looking|searching|shopping) for\b|^need (a|an|some|more|extra) |^(ready|struggling|worried|bored|fed up)\b/.test(head) ||
      /,? (doesn't|don't|didn't|isn't|aren't|wasn't|weren't|won't|wouldn't|haven't|hasn't|can't|shouldn't) (it|you|u|they|we|he|she|i|there|that|this)\s*\?+\s*$/.test(
        s,
      ))
  ) {
    request = Math.min(request, 0.3);
    cues.push('rhetorical question');
  }
  // Wishes and sign-offs in the imperative: "Have a great weekend", "Talk soon", "Talk to you later".
  if (
    /^have an? (great|good|nice|wonderful|safe|happy|fun|fantastic|lovely|pleasant|productive|relaxing|merry|restful|blessed|terrific|super)\b|^(talk|speak|chat) (soon|later|to you (soon|later))\b|^(talk|speak|chat) (to|with) (you|u) (tonight|tomorrow|then|(mon|tues|wednes|thurs|fri|satur|sun)day)\W*$|^(bring it on|make no mistake|take care|get well|keep up the (good|great)|stay (tuned|safe|warm|cool|dry|healthy)|have fun|be (well|safe|good)|drive (safe|safely|carefully)|sleep well|rest up)\b/.test(
      head,
    ) ||
    (has(w, G.no) && /^no (need|action|reply|response)\b/.test(s.replace(/^\W+/, '')))
  ) {
    request = Math.min(request, 0.3);
    cues.push('wish / sign-off');
  }
  // A wish turned down: "I'd love to see the General, but I'm going to have to pass", "…, but I can't make it".
  if (
    has(w, G.decline) &&
    /,? but (i'm|i am|we're|we are) (going to|gonna|afraid (i|we)('ll| will)) have to (pass|decline|miss|skip|say no)\b|,? but (i|we) (have to pass|'ll have to pass|will have to pass|have to decline)\b|,? but (i|we) (can't|cannot|won't be able to|will not be able to) (make it|come|attend|join|be there|go|do it)\b/.test(
      s,
    )
  ) {
    request = Math.min(request, 0.3);
    cues.push('declines');
  }
  // "Call it NBC's "Can't See TV"": a name for something, not a phone call.
  if (/^[Cc]all (it|this|that|them) (["“']|[A-Z][A-Za-z]*'s\b)/.test(raw)) {
    request = Math.min(request, 0.3);
    cues.push('names it');
  }
  // "You can call me Nessa", "call me crazy": a name or a label, not a request to phone.
  if (
    has(w, G.askReply) &&
    /\b[Cc]all me (?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b)[A-Z][a-z]+\b(?! at\b| on\b)|\bcall me (crazy|old[- ]fashioned|paranoid|cynical|naive|picky|biased|sentimental|skeptical|a skeptic|nuts)\b/.test(
      raw,
    ) &&
    !/\d{3}/.test(raw)
  ) {
    request = Math.min(request, 0.3);
    cues.push('call me by name');
  }

  // --- proposals by the writer (see MEETING_PROPOSAL) -----------------------------------------
  let proposal = false;
  if (has(w, G.meeting) && MEETING_HINT.test(s) && MEETING_PROPOSAL.test(s) && !/\b(if|unless) (you|u) (don't|do not|can't|cannot)\b/.test(s)) {
    proposal = request < Math.max(promise, 0.8);
    request = Math.max(request, promise, 0.8);
    cues.push('proposes a call/meeting');
  }
  if (has(w, G.conditionalOffer) && CONDITIONAL_OFFER.test(s)) {
    proposal ||= request < Math.max(promise, 0.7);
    request = Math.max(request, promise, 0.7);
    cues.push('conditional offer');
  }

  // Someone else's words quoted in a story ("'Ask for 50, first,' Dave chided", "Davis said, 'Do something!'", a line of
  // dialogue opened and left open) and a question the writer only reports ("I asked Cheney whether he …?") ask nothing
  // of the reader. "Please bear with us" is a courtesy (the training file labels it No).
  if (
    (request > 0 || promise > 0) &&
    (SPEAKER_AFTER_QUOTE.test(raw) ||
      quotedAfterOwnWords(raw) ||
      (/^["“]|^``/.test(raw) && (!/\S["”]|''/.test(raw.slice(1)) || /^["“][^"“”]*["”]\W*$/.test(raw))) ||
      (question &&
        /\b(i|we|he|she|they) (then |also |finally |just )?(asked|wondered|inquired)\b( [a-z]+){0,3}? (whether|if|what|who|when|where|why|how)\b/.test(head)) ||
      /\bbear with (me|us)\b/.test(s))
  ) {
    request = Math.min(request, 0.3);
    promise = Math.min(promise, 0.3);
    cues.push('reported / courtesy');
  }

  // Small talk asks nothing: "How are you?", "How was your weekend?", "Remember when we …?"
  if (
    question &&
    /^(how are (you|u|things|you doing)|how're you|how( is|'s) (it going|everything|life|the family|your (week|day|weekend|trip))|how have you been|how was (your|the) (weekend|trip|holiday|vacation|break|flight|day|week|thanksgiving|christmas|party|wedding|game|birthday)|what'?s up|how do you do|remember when|did (you|u|ya) (see|watch|catch) (the|that|last night's|yesterday's|today's) (game|match|fight|race|show|episode|final|finals|movie|concert|debate|eclipse|sunset|fireworks|parade|highlights)|did (you|u) (have|enjoy) (a|your|the) (good |great |nice |fun |relaxing )?(weekend|trip|holiday|vacation|break|time|birthday|flight))\b/.test(
      head,
    )
  ) {
    request = 0;
    cues.push('small talk');
  }

  // --- marketing and boilerplate damp everything -------------------------------------------
  if (marketing) {
    request *= 0.35;
    promise *= 0.35;
    cues.push('marketing call to action');
  }
  // … unless the ask has a clause of its own after the thanks: "Thanks for the note; you should call Mark tomorrow".
  if (
    /^(thanks|thank you|thx|many thanks)\b/.test(head) &&
    !/\b(in advance|for (checking|looking|sending|getting|letting|taking))\b/.test(s) &&
    request < 0.8 &&
    !/^(?:thanks|thank you|thx|many thanks)\b[^,;:!?–—]{0,80}?(?:[,;:!–—]|\s-+)\s*(?:and |but |so |also |now )?(?:please|pls|you (?:should|need to|must|have to|'ll need to|will need to)|(?:can|could|would|will) you|let's|let me know|we (?:should|need to|must))\b/.test(
      head,
    )
  ) {
    request *= 0.5;
    cues.push('thanks');
  }
  const supportIf =
    has(w, G.supportIf) &&
    /\bif you (should )?(have|need|find|experience|encounter|run into|get) (any )?(other |further |additional |more )?(questions?|problems?|issues?|difficult(y|ies)|assistance|help|trouble|bugs?|feedback|comments|concerns|suggestions)\b/.test(
      s,
    );
  if (
    supportIf ||
    (has(w, G.supportUs) && /\b(contact|e-?mail|write to|call|reach|message|tweet) us\b|\bcustomer (service|support|care)\b|\bsupport team\b/.test(s))
  ) {
    // "If you have any questions, contact us / our support team" is a company's standing offer, not a
    // person asking the reader for something; a person writes "… call me".
    const personal = /\b(i|me|my|i'm|i'll|i'd)\b|\b(could|would|can|will) you\b|\bif you (could|would)\b|\bplease advise\b/.test(s);
    request *= supportIf && !personal ? 0.55 : 0.85;
    cues.push('support boilerplate');
  }
  // A headline capitalises its verb too: "Mike, send to John Sherriff in Europe", "Bonnie: Please forward to Michael
  // Kirby" are not ones.
  const lowerVerbAfterVocative = (i > 0 && /^[a-z]/.test(tokens[i]?.text ?? '')) || /(?:^|[,:] )[Pp]lease [a-z]/.test(raw);
  // Questions too: "How Many Hours Do You Spend on the Internet?", "Energy (A Special Report) What Now?"; a question
  // that writes its short verbs and pronouns in lower case is a sentence with a Title Case term in it ("Where is the
  // Document Type Description?").
  if (headlineCase(raw, lowerVerbAfterVocative) && !(question && /\b(is|are|was|were|do|does|did|can|could|will|would|you|your|we|it|i)\b/.test(raw))) {
    request *= 0.5;
    cues.push('headline case');
  }
  // A news-clipping dateline ("SD Union, Wed, 6/6: …", "Los Angeles Times, April 19, 2001, … 772 words") quotes a
  // headline, even when the headline is a question.
  if (
    /\d/.test(raw) &&
    /^[A-Z][\w.&' ]{1,40}, (mon|tue|wed|thu|fri|sat|sun)\w*, \d{1,2}\/\d{1,2}:|\b(times|post|journal|chronicle|bee|tribune|newswires?|reuters|associated press|bloomberg|dow jones)\b[^.?!]{0,40}\b(19|20)\d\d\b|\b\d{2,5} words\b/i.test(
      raw,
    )
  ) {
    request = Math.min(request, 0.3);
    cues.push('news clipping');
  }
  // An FAQ's question and answer ("Q: What should I do when the lights go out?", "A: Look for the words … on your
  // bill") speak to readers at large.
  if (/^(?:Q|A)\s?[:.]\s/.test(raw)) {
    request = Math.min(request, 0.3);
    cues.push('FAQ');
  }
  // Managing one's subscription is never a task: "If you'd like to turn off these messages, please visit your
  // notification settings", "If you no longer wish to receive …, please follow the link".
  if (
    has(w, G.optOut) &&
    /\bif you (do not|don't) (wish|want)\b|\bignore this (message|e-?mail)\b|(?:n't|\bnot|\bno longer) (?:wish|want|like|care) to (?:receive|get|hear from)\b|\b(?:wish|want|like|prefer|care) (?:not|no longer) to (?:receive|get|hear from)\b|\bto no longer receive\b|\b(stop|disable|turn off|opt out of|unsubscribe from) (receiving |getting )?(these|future|further|all|any more|such|those) ?(\w+ )?(e-?mails?|messages|notifications|mailings|alerts|newsletters?|updates|tips|communications?)\b|\b(e-?mail|notification|communication|mailing|subscription|profile) (preferences|settings)\b|\bremove (yourself|you) from\b|\bremoval from (our|the|this) (database|list|mailing list)\b|\bsubscription\b.{0,60}\b(preferences|settings|options)\b/.test(
      s,
    )
  ) {
    request *= 0.3;
    cues.push('opt-out boilerplate');
  }

  // --- dated obligations ----------------------------------------------------------------------
  const obligation =
    has(w, G.obligation) &&
    /\b(is|are|will be|must be|needs? to be|should be) due\b|\bdue (by|on|date|no later)\b|\bdeadline\b|\bno later than\b|\bexpires?\b|\bexpiring\b|\bcut-?off\b|\b(must|needs? to|has to|have to) be (submitted|received|filed|completed|returned|signed|paid|sent|approved|delivered|finalized|finalised)\b|\bclos(es|ing) (on|at)\b/.test(
      s,
    );

  let act: SpeechAct | null = null;
  let score = 0;
  // A clear ask outranks a promise in the same sentence ("I'll send the deck tonight, can you review it by Friday?"):
  // what the reader is to do matters more to them (on the training file such sentences are requests 2 to 1).
  if (request > 0 && (request >= promise || request >= 0.7)) {
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
  return { act, score: Math.round(score * 100) / 100, cues, marketing, ...(act === 'request' && proposal ? { proposal } : {}) };
}

/** The label meeting notes put before a task: "Action:", "Next steps for you –", "AI:", "TODO:". */
const TASK_LABEL = '(?:action(?: items?)?|ais?|next steps?|to-?dos?|owner|follow[- ]ups?)';
const FOR_YOU = new RegExp(`^(?:${TASK_LABEL} for (?:you|u)\\s*[:\\-–—]\\s*\\S|(?:it'?s |now )?your turn to \\w)`, 'i');
const LABELLED = new RegExp(`^(?:${TASK_LABEL}\\s*[:\\-–—]\\s*)?`, 'i');
/** After the label: "Dana to send …", "Dana and Tom will …", "@Dana: …". */
export const BY_NAME = /^@?([A-Z][a-z]+)(?:\s*(?:&|and)\s*([A-Z][a-z]+))?(?:(\s*[:\-–—]\s*)|\s+(?:to|will|should|needs? to|is to)\s+)([a-z]+)/;
/** What the title drops of such a line before the name: the label and "your turn to". */
export const ASSIGNED_LEAD = new RegExp(`^(?:${TASK_LABEL}(?: for (?:you|u))?\\s*[:\\-–—]\\s*)?(?:(?:it'?s |now )?your turn to\\s+)?`, 'i');

/**
 * A task handed to the user by name or as "yours" ("Action: Dana to send the revised terms by Friday",
 * "Dana will draft the memo", "Action item for you: update the model", "Your turn to review the deck")
 * is a request even without a request's words. Only for received mail (`userFirst` is null otherwise).
 */
export function assignedToUser(text: string, act: SentenceAct, userFirst: string | null): SentenceAct {
  if (act.act === 'request' || act.marketing) return act;
  const t = text.trim();
  let mine = FOR_YOU.test(t);
  if (!mine && userFirst) {
    const m = BY_NAME.exec(t.slice(LABELLED.exec(t)![0].length));
    // After "Dana:" only an instruction counts ("Dana: great work" is praise).
    mine = !!m && (m[1] === userFirst || m[2] === userFirst) && (!m[3] || REQUEST_VERBS.has(m[4]!));
  }
  return mine ? { ...act, act: 'request', score: Math.max(act.score, 0.8), cues: [...act.cues, 'assigned to you'] } : act;
}
