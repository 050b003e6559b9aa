// Who sent it, how, and to whom: the header and layout evidence that separates a person
// writing to the user from bulk mail. Every signal carries its weight and a short
// explanation; the score is the sum, so "why is this sludge?" always has an answer.
import type { AnalysisInput, Party } from '../analysis.types.ts';
import { alternativesOf, compileGate, gateWordsOf, has, wordFinder, type Gate } from './words.ts';

export type Signal = { weight: number; why: string; kind: 'bulk' | 'spam' | 'person' | 'content' };

export const FREEMAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.ca',
  'yahoo.fr',
  'yahoo.de',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'gmx.com',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.ru',
  'yandex.com',
  'fastmail.com',
  'fastmail.fm',
  'earthlink.net',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'bellsouth.net',
  'cox.net',
  'home.com',
  'juno.com',
  'netscape.net',
  'compuserve.com',
  'caramail.com',
  'flashmail.com',
  'excite.com',
  'lycos.com',
  'eudoramail.com',
  't-online.de',
  'orange.fr',
  'free.fr',
  'wanadoo.fr',
  'btinternet.com',
  'qq.com',
  '163.com',
  '126.com',
  'naver.com',
  'hanmail.net',
  'rediffmail.com',
  'mail.ru',
  'bluemail.dk',
  'topmail.dk',
]);

const BULK_MAILERS =
  /accucast|listmanager|mailchimp|mailgun|sendgrid|campaign ?monitor|constant ?contact|exacttarget|marketo|hubspot|salesforce|pardot|phplist|lyris|listserv|majordomo|mailman|sendinblue|brevo|klaviyo|mailerlite|aweber|getresponse|icontact|emarsys|responsys|eloqua|acoustic|silverpop|cheetahmail|mass ?mail|bulk ?mail|group ?mail|e-?mail ?marketing|newsletter|atomic ?mail|worldmerge|massmailer|ymlp|streamsend|messagelabs|sendblaster|gammadyne|dynamic ?mail|mailking|sendemail|emailer|e-?campaign|strongmail|postmaster|amazon ?ses|sparkpost|mandrill|postmark|customer\.io|iterable|braze|intercom/i;
const NO_REPLY =
  /^(no[-_.]?reply|do[-_.]?not[-_.]?reply|donotreply|noreply|bounce[s]?|mailer[-_]daemon|postmaster|auto[-_.]?(reply|confirm|mailer)|notifications?|alerts?|mailer|system|automated|robot|daemon)([-+_.].*)?@/i;
const ROLE_BULK =
  /^(newsletters?|news|digest|updates?|marketing|promo(tions?)?|offers?|deals?|sales|specials?|subscriptions?|announce(ments?)?|info|hello|team|community|events?|rewards?|members?|customer(service|care)?|service|list|lists|editor|editors|press)([-+_.].*)?@/i;
const BOUNCE_PATH = /(^|[-+.=_])(bounces?|bnc|return|owner|admin|request|mailer|ret|rp|bm|msprvs1)([-+.=_@]|$)|[0-9a-f]{12,}|[=#]|\d{6,}/i;

export const domainOf = (email: string | undefined | null) => (email ?? '').toLowerCase().split('@')[1] ?? '';

// Domains repeat from mail to mail (the user's own, colleagues'): remembered, up to a bound.
const baseDomains = new Map<string, string>();

/** The registrable part of a host ("mail.news.acme.co.uk" → "acme.co.uk"), good enough without a suffix list. */
export function baseDomain(domain: string): string {
  let base = baseDomains.get(domain);
  if (base === undefined) {
    if (baseDomains.size >= 10_000) baseDomains.clear();
    base = registrablePart(domain);
    baseDomains.set(domain, base);
  }
  return base;
}

function registrablePart(domain: string): string {
  const parts = domain.toLowerCase().split('.').filter(Boolean);
  if (parts.length <= 2) return parts.join('.');
  const sld = parts[parts.length - 2]!;
  const twoLevel = parts[parts.length - 1]!.length === 2 && /^(co|com|org|net|ac|gov|edu|ne|or|go)$/.test(sld);
  return parts.slice(twoLevel ? -3 : -2).join('.');
}

export type Audience = {
  sent: boolean;
  /** The user's own address this mail was addressed to, if any. */
  userInTo: boolean;
  userInCc: boolean;
  /** The user's known addresses and none of them is in To/Cc (Bcc, list, alias). */
  userNotAddressed: boolean;
  recipients: number;
  userAddress: string | null;
  sameOrganisation: boolean;
  /** The user's own organisations' domains: their ventures' and their own non-freemail addresses'. */
  ownDomains: string[];
  venture: string | null;
};

export function audienceOf(input: AnalysisInput): Audience {
  const own = new Set(input.userAddresses.map((a) => a.trim().toLowerCase()).filter(Boolean));
  const from = input.from?.email.toLowerCase() ?? '';
  const sent = own.has(from);
  const inList = (list: Party[]) => list.find((p) => own.has(p.email.toLowerCase()));
  const toHit = inList(input.to);
  const ccHit = inList(input.cc);
  const recipients = input.to.length + input.cc.length;
  // Organisation: the user's ventures' domains, else the user's own non-freemail domains.
  const ventureDomains = new Map<string, string>();
  for (const c of input.userCompanies ?? []) for (const d of c.domains) ventureDomains.set(baseDomain(d), c.name);
  const ownOrgDomains = new Set([...own].map((a) => baseDomain(domainOf(a))).filter((d) => d && !FREEMAIL.has(d)));
  for (const d of ventureDomains.keys()) ownOrgDomains.add(d);
  const counterpartDomains = sent ? [...input.to, ...input.cc].map((p) => baseDomain(domainOf(p.email))) : [baseDomain(domainOf(from))];
  const sameOrganisation = counterpartDomains.some((d) => d && ownOrgDomains.has(d));
  // Which venture: the user's address the mail went to (or came from), else the counterparty's domain.
  let venture: string | null = null;
  if (ventureDomains.size) {
    const ownTouched = sent ? [from] : [toHit?.email, ccHit?.email, ...input.to.map((p) => p.email), ...input.cc.map((p) => p.email)];
    for (const a of ownTouched) {
      const v = a ? ventureDomains.get(baseDomain(domainOf(a))) : undefined;
      if (v) {
        venture = v;
        break;
      }
    }
    if (!venture) for (const d of counterpartDomains) if (ventureDomains.has(d)) venture = ventureDomains.get(d)!;
  }
  return {
    sent,
    userInTo: !!toHit,
    userInCc: !toHit && !!ccHit,
    userNotAddressed: own.size > 0 && !toHit && !ccHit && !sent,
    recipients,
    userAddress: sent ? from : (toHit?.email ?? ccHit?.email ?? [...own][0] ?? null),
    sameOrganisation,
    ownDomains: [...ownOrgDomains],
    venture,
  };
}

const h = (input: AnalysisInput, name: string) => (input.headers[name] ?? '').toString();

/** Header evidence of bulk or automated sending. */
export function headerSignals(input: AnalysisInput): Signal[] {
  const out: Signal[] = [];
  const from = input.from?.email.toLowerCase() ?? '';
  if (h(input, 'list-unsubscribe')) out.push({ weight: -20, why: 'List-Unsubscribe header (bulk sender)', kind: 'bulk' });
  if (h(input, 'list-id')) out.push({ weight: -15, why: `mailing list (List-Id ${h(input, 'list-id').replace(/[<>]/g, '').slice(0, 60)})`, kind: 'bulk' });
  const precedence = h(input, 'precedence').toLowerCase();
  if (/bulk|junk/.test(precedence)) out.push({ weight: -20, why: `Precedence: ${precedence}`, kind: 'bulk' });
  else if (/list/.test(precedence)) out.push({ weight: -12, why: 'Precedence: list', kind: 'bulk' });
  const auto = h(input, 'auto-submitted').toLowerCase();
  if (auto && auto !== 'no') out.push({ weight: -25, why: `Auto-Submitted: ${auto} (machine-generated)`, kind: 'bulk' });
  if (h(input, 'feedback-id')) out.push({ weight: -15, why: 'Feedback-ID header (bulk sending platform)', kind: 'bulk' });
  if (h(input, 'x-campaign') || h(input, 'x-mailgun-tag')) out.push({ weight: -15, why: 'campaign tracking header', kind: 'bulk' });
  const mailer = h(input, 'x-mailer');
  if (mailer && BULK_MAILERS.test(mailer)) out.push({ weight: -20, why: `bulk mailer (${mailer.slice(0, 40)})`, kind: 'bulk' });
  if (NO_REPLY.test(from)) out.push({ weight: -20, why: `no-reply / automated sender (${from})`, kind: 'bulk' });
  else if (ROLE_BULK.test(from)) out.push({ weight: -10, why: `role address (${from.split('@')[0]}@)`, kind: 'bulk' });
  const sender = (h(input, 'sender') + ' ' + h(input, 'return-path')).toLowerCase();
  const senderAddr = sender.match(/[^\s<>"',]+@[^\s<>"',]+/g) ?? [];
  if (senderAddr.some((a) => a !== from && BOUNCE_PATH.test(a.split('@')[0]!))) out.push({ weight: -8, why: 'bounce-tracking return path', kind: 'bulk' });
  // Long machine-made sender local parts (VERP, tracking ids).
  const local = from.split('@')[0] ?? '';
  if (local.length > 25 && /\d{4,}|[#=]/.test(local)) out.push({ weight: -10, why: 'machine-generated sender address', kind: 'bulk' });
  return out;
}

// Matched against lower-cased text (case-insensitive regexes are several times slower on long bodies).
// Each rule lists gate words: its regex is run only if one of them occurs as a whole word, that is as a
// whole run of letters ([a-z©]) or a whole run of digits (far cheaper than running the regex; see words.ts).
// A rule may also give a gate to each of its regex's top-level alternatives ('' for none; "a b & c" = a or b, and c):
// words that any match of that alternative contains. The alternatives then run one by one, each only if its words are
// there, instead of the whole regex over the whole text; the rule's own gate still comes first, so hits are the same.
// Not in a text with "©": a letter to the finder, it would glue itself to the next word ("©home"). (So `\b©` never
// matches where parts are used: its gate "©" is never open there.)
type Vocab = [RegExp, string, string[], string[]?];
type Rule = { re: RegExp; why: string; gate: string[]; gateIds: number[]; parts?: { re: RegExp; spec: string; gate: Gate }[] };
const lowerCase = (list: Vocab[]): Rule[] =>
  list.map(([re, why, gate, partGates]) => {
    const parts = partGates && alternativesOf(re.source).map((source, k) => ({ re: new RegExp(source), spec: partGates[k]!, gate: [] }));
    if (parts && parts.length !== partGates.length) throw new Error(`${why}: ${parts.length} alternatives, ${partGates.length} gates`);
    return { re: new RegExp(re.source), why, gate, gateIds: [], parts };
  });
const hit = (lower: string, found: Uint8Array, noCopyright: boolean, { re, gateIds, parts }: Rule) =>
  gateIds.some((id) => found[id] === 1) && (parts && noCopyright ? parts.some((p) => has(found, p.gate) && p.re.test(lower)) : re.test(lower));

const MARKETING_VOCAB = lowerCase([
  [
    /\bunsubscribe\b|\bopt[- ]?out\b|\bto be removed\b|\bremove (yourself|me|your (e-?mail|address|name))\b|\bremoval instructions\b|\bno longer (wish|want) to receive\b|\bstop receiving\b|\bmanage (your )?(subscription|preferences)\b|\b(taken|removed) off (of )?(our|the|this|my) (mailing |e-?mail )?list\b|\bremoved from (our|the|this|my) (mailing |e-?mail )?list\b|\byou('re| are) receiving this (e-?mail|message|mail|newsletter)? ?(as|because)\b/i,
    'unsubscribe wording',
    ['unsubscribe', 'unsubscribed', 'unsubscribing', 'opt', 'removed', 'remove', 'removal', 'longer', 'receiving', 'manage', 'taken'],
    ['unsubscribe', 'opt optout', 'removed', 'remove', 'removal', 'longer', 'receiving', 'manage', 'taken removed', 'removed', 'receiving'],
  ],
  [/\bclick (here|below|the link|this link|now)\b|\bclick\s*<?https?:/i, '"click here"', ['click']],
  [
    /\bview (this|it|the) (e-?mail|message|newsletter)? ?(online|in (a |your )?(web )?browser|as a web ?page)|\bnot displaying (properly|correctly)\b|\bhaving trouble (viewing|reading)\b/i,
    '"view in browser"',
    ['view', 'displaying', 'trouble'],
    ['view', 'displaying', 'trouble'],
  ],
  [
    /\byou (are )?(are )?receiving this\b|\bthis (e-?mail|message|newsletter) was sent to\b|\byou('ve| have)? (signed up|subscribed|opted in)\b|\bsubscribed (to|as)\b|\byour subscription\b/i,
    '"you are receiving this"',
    ['receiving', 'sent', 'signed', 'subscribed', 'subscription', 'opted'],
    ['receiving', 'this & sent', 'signed subscribed opted', 'subscribed', 'subscription'],
  ],
  [
    /\b\d{1,2}\s?% off\b|\bfree shipping\b|\blimited[- ]time\b|\bspecial offer\b|\bact now\b|\bbuy now\b|\border now\b|\bshop now\b|\bsale ends\b|\bexclusive (offer|deal)\b|\bdon'?t miss (out|this)\b|\bonly \$\d|\blowest (price|rate)s?\b|\bbest (price|rate)s?\b|\bsave (up to )?\d+%|\bsave \$\d/i,
    'sales offer',
    ['off', 'shipping', 'limited', 'offer', 'act', 'buy', 'order', 'shop', 'sale', 'miss', 'only', 'lowest', 'best', 'save'],
    ['off', 'shipping', 'limited', 'special', 'act', 'buy', 'order', 'shop', 'sale', 'exclusive', 'miss', 'only', 'lowest', 'best', 'save', 'save'],
  ],
  [
    /\bnewsletter\b|\bdigest\b|\bin this issue\b|\b(vol\.?|volume|issue|edition) \d+|\bweekly (update|roundup)\b|\bdaily (update|dispatch|briefing|headlines)\b|\bheadlines\b/i,
    'newsletter wording',
    ['newsletter', 'digest', 'issue', 'vol', 'volume', 'edition', 'weekly', 'daily', 'headlines'],
    ['newsletter', 'digest', 'issue', 'vol volume issue edition', 'weekly', 'daily', 'headlines'],
  ],
  [
    /\badvertisement\b|\bsponsored\b|\badvertis(e|ing) (with|here)\b|\bour (advertisers|sponsors)\b|\b(offers?|messages?|promotions?|deals) from (one of )?our (trusted |marketing |select(ed)? |third[- ]party )?partners\b|\bour (marketing|advertising|affiliate|third[- ]party) partners\b|\bpartners and affiliates\b/i,
    'advertising',
    ['advertisement', 'sponsored', 'advertise', 'advertising', 'advertisers', 'sponsors', 'partners'],
    ['advertisement', 'sponsored', 'advertise advertising', 'advertisers sponsors', 'partners', 'partners', 'partners'],
  ],
  [
    /\bprivacy policy\b|\bterms (of|and) (use|service)\b|\ball rights reserved\b|\b©|\(c\) ?\d{4}\b|\bcopyright \d{4}/i,
    'legal footer',
    ['privacy', 'terms', 'reserved', 'c', 'copyright', '©'],
    ['privacy', 'terms', 'reserved', '©', 'c', 'copyright'],
  ],
  [
    /\b(add|put) (us|[\w.+-]+@[\w.-]+) to your (address book|contacts|safe sender|white ?list)\b|\bsafe sender\b|\bwhitelist\b/i,
    '"add us to your address book"',
    ['address', 'contacts', 'safe', 'whitelist', 'white'],
    ['add put & address contacts safe white whitelist', 'safe', 'whitelist'],
  ],
]);

const SPAM_VOCAB = lowerCase([
  [
    /\b(make|earn|making) (\$|money|cash|\d)|\bextra (income|cash)\b|\bwork (from|at) home\b|\bhome[- ]based business\b|\bincome (opportunity|stream)\b|\bbe your own boss\b|\bfinancial freedom\b|\bmoney[- ]making\b|\bmulti[- ]?level\b|\bgifting program\b|\b(mlm|network marketing)\b/i,
    'get-rich offer',
    ['make', 'earn', 'making', 'extra', 'home', 'income', 'boss', 'freedom', 'money', 'level', 'multilevel', 'gifting', 'mlm', 'network'],
    ['make earn making', 'extra', 'home', 'home', 'income', 'boss', 'freedom', 'making', 'level multilevel', 'gifting', 'mlm network'],
  ],
  [
    /\bviagra\b|\bcialis\b|\bweight loss\b|\blose (\d+|weight)\b|\bdiet pills?\b|\benlarge|\bbreast\b|\bpenis\b|\bherbal\b|\banti[- ]?aging\b|\bhgh\b|\bprescription\b|\bpharmacy\b/i,
    'pills / health spam',
    [
      'viagra',
      'cialis',
      'weight',
      'lose',
      'diet',
      'enlarge',
      'enlargement',
      'breast',
      'penis',
      'herbal',
      'aging',
      'antiaging',
      'hgh',
      'prescription',
      'pharmacy',
    ],
    ['viagra', 'cialis', 'weight', 'lose', 'diet', 'enlarge*', 'breast', 'penis', 'herbal', 'aging antiaging', 'hgh', 'prescription', 'pharmacy'],
  ],
  [
    /\bmortgage\b|\brefinanc|\bdebt (consolidation|relief|free)\b|\bcredit (repair|card offer|rating)\b|\blow(est)? (interest )?rates?\b|\bloans?\b|\binsurance (quote|rates)\b|\bpre-?approved\b|\bapproved for\b/i,
    'loan / mortgage offer',
    ['mortgage', 'refinance', 'refinancing', 'debt', 'credit', 'rate', 'rates', 'loan', 'loans', 'insurance', 'approved', 'preapproved'],
    ['mortgage', 'refinanc*', 'debt', 'credit', 'rate rates', 'loan loans', 'insurance', 'approved preapproved', 'approved'],
  ],
  [
    /\bnext of kin\b|\btransfer (of )?(the )?(sum|fund)s?\b|\bstrictly (private|confidential)\b|\bbusiness proposal\b|\bbeneficiary\b|\bnigeria\b|\bdeceased\b|\bforeign (partner|account)\b|\bmillion (united states )?(us )?dollars\b|\bbank of\b.{0,40}\bremittance\b/i,
    'advance-fee scam wording',
    ['kin', 'transfer', 'strictly', 'proposal', 'beneficiary', 'nigeria', 'deceased', 'foreign', 'million', 'remittance'],
    ['kin', 'transfer', 'strictly', 'proposal', 'beneficiary', 'nigeria', 'deceased', 'foreign', 'million', 'remittance'],
  ],
  // The story an advance-fee letter tells, beside its wording: a late head of state, boxes deposited for safe keeping,
  // a share of the fund for the reader's help, sums in non-native plural ("Thirty Five Millions"). Read lower-cased.
  [
    /\bcompensate you with\b|\blate (president|general|head of state|chief|dr\.?|mr\.?|mrs\.?) [a-z]|\b(boxes|trunks?|consignment)\b.{0,60}\bdeposit(ed)?\b|\b(?<!\bof )(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)([- ](one|two|three|four|five|six|seven|eight|nine))? millions\b/i,
    'advance-fee story',
    ['compensate', 'late', 'boxes', 'trunk', 'trunks', 'consignment', 'millions'],
    ['compensate', 'late & president general chief state dr mr mrs', 'boxes trunk trunks consignment', 'millions'],
  ],
  [
    /\bxxx\b|\badult (site|club|content|entertainment)\b|\bporn|\bnude\b|\bsex\b|\bhorny\b|\bwebcam\b|\bhot (girls|singles)\b|\bdating\b/i,
    'adult content',
    ['xxx', 'adult', 'porn', 'porno', 'nude', 'sex', 'horny', 'webcam', 'hot', 'dating'],
    ['xxx', 'adult', 'porn*', 'nude', 'sex', 'horny', 'webcam', 'hot', 'dating'],
  ],
  [
    /\bcasino\b|\blottery\b|\bjackpot\b|\bwinner\b|\byou('ve| have) (won|been selected)\b|\bclaim your (prize|reward)\b|\bsweepstakes\b|\bcongratulations!? you\b/i,
    'prize / lottery',
    ['casino', 'lottery', 'jackpot', 'winner', 'won', 'selected', 'claim', 'sweepstakes', 'congratulations'],
    ['casino', 'lottery', 'jackpot', 'winner', 'won selected', 'claim', 'sweepstakes', 'congratulations'],
  ],
  [
    /\b100% (free|guaranteed|satisfaction|natural|legal)\b|\brisk[- ]free\b|\bno obligation\b|\bmoney[- ]back guarantee\b|\bguaranteed\b|\bno (credit )?check\b|\bno (hidden )?fees\b|\bno experience (needed|required)\b|\bwhile supplies last\b|\bthis is not spam\b|\bnot (a )?spam\b|\bbulk e-?mail\b|\bemail marketing\b|\bmillions of (e-?mail|people|customers)\b|\bthis (is a )?one[- ]time (mailing|e-?mail)\b|\bremoved from (our|this|future)\b|\bfor free\b|\bfree (trial|gift|info|quote|membership|access|report|consultation|sample)\b|\bfree!/i,
    'spam phrasing',
    [
      '100',
      'risk',
      'obligation',
      'guarantee',
      'guaranteed',
      'check',
      'fees',
      'experience',
      'supplies',
      'spam',
      'bulk',
      'marketing',
      'millions',
      'one',
      'removed',
      'free',
    ],
    [
      '100',
      'risk',
      'obligation',
      'guarantee',
      'guaranteed',
      'check',
      'fees',
      'experience',
      'supplies',
      'spam',
      'spam',
      'bulk',
      'marketing',
      'millions',
      'this & one & time',
      'removed',
      'free',
      'free & trial gift info quote membership access report consultation sample',
      'free',
    ],
  ],
  [
    /\b(order|buy|call|act|apply|sign up|register|click) (now|today)\b|\bcall (toll[- ]free|now)\b|\btoll[- ]free\b|\b1[- ]?8[0-9]{2}[- ]?\d{3}[- ]?\d{4}\b/i,
    'hard sell',
    ['now', 'today', 'toll', '1', '800', '888', '877', '866'],
    ['order buy call act apply sign register click & now today', 'call & toll now', 'toll', '1*'],
  ],
  [
    /\bdear (friend|sir|madam|sir\/madam|customer|member|user|valued|homeowner|account holder|beneficiary)\b|\bdear [\w.+-]+@/i,
    'impersonal greeting',
    ['dear'],
  ],
]);

const GATE_WORDS = wordFinder(
  [...MARKETING_VOCAB, ...SPAM_VOCAB].flatMap((rule) => [...rule.gate, ...(rule.parts ?? []).flatMap((p) => (p.spec ? gateWordsOf(p.spec) : []))]),
);
for (const rule of [...MARKETING_VOCAB, ...SPAM_VOCAB]) {
  rule.gateIds = rule.gate.map(GATE_WORDS.id);
  for (const part of rule.parts ?? []) part.gate = part.spec ? compileGate(GATE_WORDS, part.spec) : [];
}

/**
 * Which spam-wording rules (by their `why`) the text itself uses. A known sender's forward or reply is judged on
 * what they wrote, not on the article or thread beneath it ("strictly confidential", "loans" in a pasted story).
 */
export const SPAM_WORDING: ReadonlySet<string> = new Set(SPAM_VOCAB.map((v) => v.why));
export function spamWordingIn(text: string): Set<string> {
  const lower = text.toLowerCase();
  const words = GATE_WORDS.find(lower);
  const noCopyright = !lower.includes('©');
  return new Set(SPAM_VOCAB.filter((v) => hit(lower, words, noCopyright, v)).map((v) => v.why));
}

/** ASCII letters: 1 lower case, 3 upper case (one bit "letter", one bit "capital"); the rest 0. */
const LETTER_CASE = new Uint8Array(128);
for (let c = 97; c <= 122; c++) LETTER_CASE[c] = 1;
for (let c = 65; c <= 90; c++) LETTER_CASE[c] = 3;

function countUrls(s: string): number {
  return (s.match(/https?:\/\/|www\.[a-z0-9-]+\./gi) ?? []).length;
}

/** Content evidence: marketing and spam wording, layout, shouting. */
export function contentSignals(input: AnalysisInput, body: string, newText: string): Signal[] {
  const out: Signal[] = [];
  // Head and tail are enough: offers sit at the top, unsubscribe and legal footers at the bottom.
  const scanned = body.length > 8_000 ? `${body.slice(0, 6_000)}\n${body.slice(-2_000)}` : body;
  const hay = `${input.subject}\n${scanned}`;
  const lower = hay.toLowerCase();
  const words = GATE_WORDS.find(lower);
  const noCopyright = !lower.includes('©');
  let marketing = 0;
  for (const v of MARKETING_VOCAB) {
    const why = v.why;
    if (hit(lower, words, noCopyright, v)) {
      marketing++;
      if (marketing <= 5) out.push({ weight: -6, why, kind: 'bulk' });
    }
  }
  let spam = 0;
  for (const v of SPAM_VOCAB) {
    const why = v.why;
    if (hit(lower, words, noCopyright, v)) {
      spam++;
      out.push({ weight: spam <= 1 ? -8 : -10, why, kind: 'spam' });
    }
  }
  // Layout: HTML much larger than its text, many links or images, tables.
  const html = input.html ?? '';
  if (html) {
    const links = (html.match(/<a\s/gi) ?? []).length;
    const images = (html.match(/<img\s/gi) ?? []).length;
    const tables = (html.match(/<table/gi) ?? []).length;
    const textLen = Math.max(1, body.length);
    const heavy = (html.length > 3 * textLen && html.length > 4000) || links >= 10 || images >= 3 || tables >= 3;
    if (heavy)
      out.push({
        weight: links >= 20 || images >= 6 ? -15 : -10,
        why: `HTML marketing layout (${links} links, ${images} images, ${tables} tables)`,
        kind: 'bulk',
      });
    else if (!input.text.trim()) out.push({ weight: -5, why: 'HTML-only mail', kind: 'bulk' });
  }
  const urls = countUrls(scanned);
  if (urls >= 8) out.push({ weight: -10, why: `${urls} links`, kind: 'bulk' });
  else if (urls >= 4) out.push({ weight: -5, why: `${urls} links`, kind: 'bulk' });
  // Shouting: capitals among the letters of the first 5,000 characters (counted in place, no copies), and exclamation marks.
  let letters = 0;
  let caps = 0;
  for (let i = 0, n = Math.min(body.length, 5000); i < n; i++) {
    const c = body.charCodeAt(i);
    const kind = c < 128 ? LETTER_CASE[c]! : 0; // without branches: 1 lower, 3 upper (letter + capital)
    letters += kind & 1;
    caps += kind >> 1;
  }
  if (letters > 200 && caps / letters > 0.35) out.push({ weight: -10, why: 'mostly capitals', kind: 'spam' });
  const bangs = (hay.slice(0, 5000).match(/!{2,}|!\s/g) ?? []).length;
  if (bangs >= 5) out.push({ weight: -6, why: `${bangs} exclamation marks`, kind: 'spam' });
  const subject = input.subject;
  if (
    /^\s*(adv|ad)\s*:/i.test(subject) ||
    /\s{4,}\S+\s*$/.test(subject) ||
    /[$€£]\s?\d|!!|\bfree\b|\b100%|\bguaranteed?\b/i.test(subject) ||
    (subject.length > 10 && subject === subject.toUpperCase() && /[A-Z]{4}/.test(subject))
  )
    out.push({ weight: -8, why: 'spam-style subject', kind: 'spam' });
  if (!newText.trim() && !body.trim()) out.push({ weight: -10, why: 'empty message', kind: 'content' });
  return out;
}
