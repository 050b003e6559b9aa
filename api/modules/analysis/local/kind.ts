// Stage 2 of the pipeline: what kind of mail this is. Structure first (who sent it and how: the
// user's own address, list and automation headers, no-reply senders, a Reply-To that leads
// elsewhere, a calendar invitation's layout), wording second. The kind decides what may be mined:
// only a person writing to the user, or the user writing, asks or promises anything.
import type { AnalysisInput } from '../analysis.types.ts';
import type { CleanText } from './clean.ts';
import { baseDomain, domainOf, FREEMAIL, type Audience, type Signal } from './signals.ts';

export const MAIL_KINDS = ['person', 'sent', 'notification', 'transactional', 'bulk', 'cold', 'phishing'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export type KindEvidence = {
  input: AnalysisInput;
  audience: Audience;
  /** Header and content signals as scored (signals.ts). */
  header: Signal[];
  content: Signal[];
  clean: CleanText;
  rawBody: string;
  /** The user has written to the sender, or the sender is in the user's organisation. */
  knownSender: boolean;
  /** Spam wording heavy enough on its own (index.ts). */
  spamLikely: boolean;
};

export type KindResult = { kind: MailKind; why: string; automated: boolean };

// Money words of subjects and bodies in the languages founders read (plurals included: "nóminas", "faturas").
const MONEY_SUBJECT =
  /\b(invoices?|receipts?|payouts?|payments?|paid|statements?|orders?|capital call|drawdown|payroll|pay ?slips?|tax|vat|gst|refunds?|charge[ds]?|billing|bill|wire|transfer|deposit|remittance|renewal|subscription|purchase|transactions?|settlement|credited|debited|distribution notice|estados? de cuenta|extractos?|kontoauszug|extratos?|steuer\w*|pagos? provisionales|impuestos?|declaraci[oó]n|notas? fiscal|nf-?e|nfs-?e|boletos?|faturas?|facturas?|recibos?|pagos?|cobros?|nóminas?|folha de pagamento|folha|depósitos?|recebíve(l|is)|liquida(do|dos|da|das|ção)|pix|ted|chamada de capital|aporte|guia|das|darf|vencimento|vence|faktura|fakturan|utbetalning|kontoutdrag|lön|lönekörning|rechnung|zahlung|auszahlung|gutschrift|factures?|paiements?|virement|échéance|relevé|appel de fonds|avis de distribution|fattura|pagamentos?|modelo \d{3}|transferencia|transferências?|domiciliación|cargo|abono|salários|salarios|salaires|stipendi|lohnlauf|löhne|gehälter|nachzahlung)\b|\b[a-zäöü]*steuer|納付|法人税|源泉|입금|출금|결제|청구|송금|급여|주문|請求|領収|支払|入金|振込|明細|給与|\b(rechnung|zahlungseingang|geldeingang|gutschrift|abrechnung|gehaltsabrechnung|lohnabrechnung|buchungsbestätigung|zahlungsbestätigung|bestellbestätigung|auftragsbestätigung|sonderumlage|hausgeld|lastschrift|faktur[aąęy]|przelew|wpływ|płatnoś|zapłat|podatk|zamówieni|wynagrodze|potwierdzenie (płatności|zapłaty|zamówienia|rezerwacji))/i;
const MONEY_BODY =
  /\b(invoice (number|no\.?|#)|amount due|total due|balance due|due date|payment due|amount paid|total paid|you paid|we('ve| have) (received|sent) (your )?(a )?payment|payout|has been (paid|charged|deposited|credited|debited)|capital call|drawdown notice|wire (instructions|details)|payroll|remittance|order (number|no\.?|#|confirmation)|statement (is )?(ready|available)|payment (failed|declined|unsuccessful)|card (was )?declined|receipt (for|from)|amount outstanding|outstanding (balance|amount)|(is|are) due (on|by)|view and pay|pay (your|this) (bill|invoice)( online)?|valor (total|a pagar|líquido|bruto)|total a pagar|data de vencimento|vencimento|fecha de (vencimiento|cargo|pago)|importe (total|a pagar)?|a pagar|montant (total|dû|à payer|ttc|ht)|date d'échéance|à régler|net à payer|rechnungsbetrag|fällig (am|bis)|betrag|att betala|förfallodag|belopp|montante|importo|total (líquido|bruto)|(netto|brutto)löhne|capital called|unfunded commitment|amount of this (call|drawdown)|charged to (your )?(visa|mastercard|amex|card)|card ending|current balance|fee charged|transaction id|(settlement|payout|gross|net) amount|credited to your( bank)? account)\b|お支払い|ご請求|金額|合計|納付額|納期限|支給額|振込|입금액|결제 ?금액|청구 ?금액|실지급액|\b(zahlungseingang|gutschrift|rechnungsbetrag|gesamtbetrag|betrag|fällig (am|bis)|zahlbar bis|bitte überweisen|verwendungszweck|buchungsnummer|kwota|do zapłaty|termin płatności|numer rachunku|nr rachunku|tytułem|wpłynęł|wartość zamówienia|kwota brutto|razem brutto)/i;
export const ESIGN_PLATFORM =
  /\b(docusign|adobe (acrobat )?sign|dropbox sign|hellosign|pandadoc|scrive|yousign|signnow|zoho sign|docuseal|signwell|skribble|signaturit|oneflow|penneo|signrequest|eversign|autenti)\b/i;
export const ESIGN_ASK =
  /\b(review and sign|please (docu)?sign|sent you a document|document (is )?(ready|waiting) for (your )?signature|signature requested|completar con docusign|firmar|assinar|bitte (unter)?zeichnen|signieren|zur unterschrift|zu unterschreiben|signera|à signer|signez|vous invite à signer|do podpisu|podpisz|podpisania)\b/i;
/** Billing software that sends a company's invoices from its own address, without list headers. */
const BILLING_MAILER =
  /\b(xero|quickbooks|intuit|freshbooks|zoho (invoice|books)|sage|fortnox|visma|tally|stripe|chargebee|recurly|invoice ?ninja|wave|lexoffice|sevdesk|holded|bill\.com)\b/i;
const NOTIFY =
  /\b(invitation|invited you|accepted|declined|tentative|reminder|event|calendar|join (with google meet|the (video )?call|zoom meeting|microsoft teams)|commented|mentioned you|assigned|pull request|merge request|build (passed|failed|succeeded)|deploy(ment|ed)?|workflow|pipeline|sign-?in|log-?in|security (alert|code)|verification code|one-time (code|password)|new device|password (was )?(changed|reset)|has shared|shared (a|an) (document|file|folder)|envelope|docusign|please (review|sign)|shipped|out for delivery|delivered|tracking|your (ticket|request|case)|digest|activity|notification)\b/i;
/** A newsletter's or a campaign's subject: an issue number, "what's new", a sale. */
const NEWSLETTER_SUBJECT =
  /(?<![(\w])#\d{2,}\b|\b(issue|edition|vol\.?|nr\.?|no\.) ?\d+\b|\bwhat'?s new\b|\bnewsletter\b|\b(weekly|monthly|daily) (digest|roundup|update|briefing)\b|\b(october|november|september|august|autumn|fall|spring|summer|winter) (digest|update|roundup|newsletter)\b|\b(digest|roundup)\b|\d+ ?% (off|rabatt|descuento|rabatt|de desconto)|\b(upp till|hasta|bis zu|até) \d+ ?%|\b(sale|rea|rebajas|angebot|oferta|promo)\b|[\u{1F300}-\u{1FAFF}]/iu;
const MARKETING_WHY = new Set([
  'unsubscribe wording',
  '"click here"',
  '"view in browser"',
  '"you are receiving this"',
  'sales offer',
  'newsletter wording',
  'advertising',
  '"add us to your address book"',
]);
const CALENDAR_SUBJECT =
  /^\s*(updated )?(invitation|invitación|einladung|invitation mise à jour|accepted|declined|tentatively accepted|canceled event|cancelled event|event canceled)( \(\w+\))?\s*:/i;
const CALENDAR_BODY =
  /\b(join (with google meet|zoom meeting|microsoft teams meeting|the video call)|google calendar|invitation from google calendar|view all guest info|reply for [\w.+-]+@|more options|meet\.google\.com|zoom\.us\/j\/|teams\.microsoft\.com)\b/i;

// Credential lures and payment scams: what they ask for, how urgently, and a way out that is not the sender's.
const LURE =
  /\b((verify|confirm|validate|re-?activate|unlock|restore)\s+(your\s+)?(account|password|mailbox|e-?mail( account)?|identity|login|credentials)|mailbox (is )?(full|almost full|quota)|storage (is )?(full|exceeded)|(account|mailbox) (has been |will be )?(suspended|locked|deactivated|closed|disabled|restricted)|unusual (sign-?in|activity|login|wire|transfer|payment|transaction)|(sign|log) ?in with your .{0,40}\baccount to (view|access|open|download|read)|password\b.{0,40}\b(expires|will expire)|keep (your )?(same |current )?password|(konto|postfach)\b.{0,30}\bgesperrt|zugangsdaten (bestätigen|verifizieren)|bestätigen sie\b.{0,40}\bzugangsdaten|speicher(grenze|platz)\b.{0,30}\b(erreicht|voll)|confirme su contraseña|su (buzón|cuenta) (está|será)|buzón (está )?lleno|contraseña (expira|caduca)|postfach (ist )?(zu \d+ ?% )?voll|passwort (bestätigen|läuft ab)|konto (wird )?gesperrt|brevlåda(n)? (är )?full|lösenord(et)? (går ut|upphör)|caixa de (correio|entrada) (está )?cheia|confirme sua senha|(evitar|evite) o bloqueio d[ae] sua conta|sua conta (será|foi) (suspensa|bloqueada|desativada)|(será|foi) bloquead[oa]|(sincronize|sincronização d[oe]) (o )?(seu )?(dispositivo|token|itoken)|su cuenta (será|ha sido) (suspendida|bloqueada)|votre compte (sera|a été) (suspendu|bloqué|désactivé)|confirmez votre (mot de passe|identité)|vérifiez votre compte|ihr konto (wurde|wird) (vorübergehend )?(gesperrt|eingeschränkt|deaktiviert)|bestätigen sie ihre (identität|daten|zugangsdaten)|twoje konto (zostało|zostanie) (tymczasowo )?(zablokowane|zawieszone)|zweryfikuj (swoje )?(dane|konto|tożsamość)|potwierdź (swoje )?(dane|hasło|tożsamość))/i;
/** A lure for payment details: a phishing sign only with a deceitful sender (a failed card is often real). */
const PAYMENT_LURE =
  /\b(update|confirm|verify)\s+(your\s+)?(payment|billing|bank|card)\s+(details|information|method)\b|\bconfirm[ea] (los|os) datos? d[ae] (su |tu |seu )?(tarjeta|cartão|cuenta|conta)\b|\bconfirmez vos (coordonnées|informations) bancaires\b/i;
const URGENT_THREAT =
  /\b(within (24|48|12|72) hours|immediately|today only|permanently (deleted|closed|lost)|failure to|avoid (suspension|interruption|losing)|final (notice|warning)|urgent(ly)?|en (24|48) horas|urgente|inmediatamente|innerhalb (von )?(24|48) stunden|within (12|24|48) hours|dringend|sofort|inom (24|48) timmar|brådskande|em (até )?(24|48) ?(h|horas)|en un plazo de (24|48) horas|sous (24|48) ?h(eures)?|protesto em cartório|regularize hoje|w ciągu (12|24|48) godzin)\b/i;
const SCAM =
  /\b(bitcoin|btc|crypto(currency)?|usdt|wallet address|gift cards?|inheritance|next of kin|lottery|winnings|compensation fund|investment opportunity with (guaranteed|high) returns?|guaranteed returns?)\b/i;
// The textbook supplier fraud: "our bank account has been changed, pay the overdue invoice to the new one".
const BANK_CHANGE =
  /\b(bank|banking) (account|details)\b.{0,30}\b(has|have) (been )?changed\b|\bchanged our (bank|banking)\b|\bhemos cambiado (nuestra|la|de) cuenta\b|\bcambiado nuestros datos bancarios\b|\bbankverbindung\b.{0,20}\bgeändert\b|\bvi har bytt bank\b|\bmudamos (nossa|de) conta\b|\bnotre (compte|rib) (bancaire )?a changé\b/i;
const PAY_NOW =
  /\b(wire|transfer|remit|pay|settle)\b.{0,60}\b(today|immediately|urgent|asap|within)\b|\b(new|updated|changed) (bank|banking|account) (details|information)\b|\b(neue|geänderte) bankverbindung\b|\bnueva cuenta (bancaria)?\b|\bnuevos datos bancarios\b|\bnya bankuppgifter\b|\bnovos dados bancários\b|\bnova conta\b/i;

// A stranger selling: what only cold outreach says, and the asks a pitch makes ("15 minutes next week?"), in the
// languages founders read. Either from someone the user never wrote to is outreach.
const COLD_STRONG =
  /\bcalendly\.com\b|\bi came across\b|\bi noticed (that )?(you|your)\b|\bwe help (companies|teams|founders|brands|businesses|startups|restaurants|hotels|retailers|shops)\b|\bhelping (companies|teams|founders|brands|businesses|startups)\b|\bfollowing up on my (last|previous|earlier) (e-?mail|note|message)\b|\bbump(ing)? (this|my)\b|\bnot the right person\b|\bif (this|it) (isn'?t|is not) (relevant|a priority)\b|\bexciting (opportunity|role)\b|\b(i'?m|i am) reaching out\b|\breaching out (because|to)\b|\bcase stud(y|ies)\b|\bour (platform|solution|agency|clients)\b(?! team)|\b(teams|companies|founders|shops|businesses|brands|operators|contractors) like yours\b|\bclients include\b|\btypical(ly)? (result|results|outcome|customers see|clients see)\b|\bi (ran|did) a (quick )?(audit|analysis|review) (of|on)\b|\bfree sample\b|\bnot interested\?|\breply "?stop"?\b|^\s*(i )?noticed [A-Z][\w'’]+ (is|was|has|just)\b|\bwe('re| are) an? [\w -]{0,30}\b(shop|agency|firm|platform|provider|studio|consultancy|marketplace)\b|\bfree (audit|trial|consultation|assessment)\b|\bpartner(ed)? with (companies|brands) like\b|\bayudamos a\b|\bnuestros clientes\b|\bcaso de éxito\b|\bme encontré con\b|\bwir helfen\b|\bunsere kunden\b|\bbin (ich )?auf .{0,40} gestoßen\b|\bvi hjälper\b|\bvåra kunder\b|\bajudamos\b|\bnossos clientes\b|\bje me permets de vous (contacter|écrire)\b|\bnous accompagnons\b|\bnos clients\b|\bprofils? (seniors? )?disponibles?\b|\brépondez stop\b|\b(professional|leading) (manufacturer|supplier|provider)\b|\b(our|the) (catalogue|catalog|price list)\b|\bmoq\b|\bsamples? (is |are )?free\b|\bme pongo en contacto\b|\bentro em contato\b/gi;
const COLD_WEAK =
  /\b(\d{1,2}|fifteen|ten|twenty|thirty) ?(-| )?min(ute)?s?\b.{0,40}\b((this|next) week|(mon|tues|wednes|thurs|fri)day( or (mon|tues|wednes|thurs|fri)day)?\?)|\bopen to a (quick )?(look|demo|chat|call|intro)\b|\bquick (question|intro)\b|\bbook (a|some) (time|demo|call|meeting)\b|\bworth a (quick )?(chat|call|conversation)\b|\bopen to (a|an) (quick )?(chat|call|conversation|intro)\b|\bwould you be open to\b|\b\d{1,2} minut(os|en|er)\b|\b(llamada|conversación) (rápida|breve)\b|\bkurze(s|n)? (frage|gespräch|telefonat|call)\b|\bkort (samtal|fråga)\b|\bconversa rápida\b|\bagendar\b|\bmás reservas\b|\bmehr (termine|kunden|umsatz)\b|\bfler (kunder|bokningar)\b|\bauriez-vous \d{1,2} minutes\b|\b\d{1,2} minutes (cette semaine|la semaine prochaine)\b|\bun (court|bref) échange\b|\bun appel rapide\b|\bwould you have \d{1,2} minutes\b|\b\d{1,2} ?(minuten|minut|minutos)\b.{0,50}\b(diese|nächste|kommende) woche|\b\d{1,2} ?(minuten|minut|minutos)\b.{0,50}\b(w tym|w przyszłym|przyszłym) tygodniu|\b\d{1,2} ?(minuten|minut|minutos)\b.{0,50}\b(esta|la próxima|próxima|essa) semana|\bkurzes (gespräch|telefonat|kennenlernen)\b|\bkrótk(ą|iej) rozmow/gi;

/**
 * Replies that go to a free-mail box while the mail claims a firm. A billing platform writing for a company
 * (noreply@platform, Reply-To billing@company) is how invoices are sent; Reply-To a Gmail or Proton box is not.
 */
function replyToElsewhere(input: AnalysisInput): boolean {
  const replyTo = (input.headers['reply-to'] ?? '').toLowerCase().match(/[^\s<>"',=?]+@[^\s<>"',?]+/)?.[0];
  if (!replyTo || !input.from?.email) return false;
  const to = baseDomain(domainOf(replyTo));
  return to !== baseDomain(domainOf(input.from.email)) && (FREEMAIL.has(to) || /^(proton|tutanota|tuta|gmx|yandex|mail)\./.test(to));
}

/**
 * A sender dressed as the user's own firm: "Financeiro Grupo Brasa" <financeiro@grupobrasa-financeiro.com> when the
 * user's firm is grupobrasa.com.br. Insiders write from the firm's own domain.
 */
function ownLookalike(input: AnalysisInput, ownDomains: string[]): boolean {
  const domain = baseDomain(domainOf(input.from?.email));
  if (!domain || ownDomains.includes(domain)) return false;
  const label = domain.split('.')[0]!;
  return ownDomains.some((d) => {
    const own = d.split('.')[0]!;
    return own.length >= 5 && label !== own && label.includes(own);
  });
}

/** A registered name that joins a name to a lure with a hyphen: "itau-empresas-atualizacao.com", "agenciatributaria-reembolsos.es". */
const LURE_DOMAIN =
  /-(?:[a-z]+-)*(?:secure|security|verify|verification|login|signin|update|updates|account|alert|alerts|refunds?|support|billing|atualiza(?:cao|r)|seguranca|verifica(?:cao|cion)|actualiza(?:cion|r)|reembolsos?|devolucion|remboursement|sicherheit|aktualisierung)$/;
/** Brands that lures dress up as with digits for letters: "paypa1-invoices.com", "amaz0n-billing.net". */
const LOOKALIKE_BRANDS = ['paypal', 'apple', 'microsoft', 'amazon', 'google', 'netflix', 'docusign', 'dropbox', 'stripe', 'linkedin', 'office'];
function lureDomain(input: AnalysisInput): boolean {
  const label = baseDomain(domainOf(input.from?.email)).split('.')[0] ?? '';
  if (LURE_DOMAIN.test(label)) return true;
  if (!/\d/.test(label)) return false;
  const letters = (one: string) => label.replace(/0/g, 'o').replace(/1/g, one).replace(/3/g, 'e').replace(/5/g, 's').replace(/4/g, 'a');
  return LOOKALIKE_BRANDS.some((b) => letters('l').includes(b) || letters('i').includes(b));
}

/** A link to an archive or a program in a mail: how malware is handed over ("…/boleto/88123.zip"). */
const PAYLOAD_LINK = /https?:\/\/\S+\.(zip|rar|7z|exe|scr|js|vbs|jar|iso|img|html?\.zip)\b/i;

/** "PayPal Security" <service@paypa1-secure.com>: a brand in the display name that the sending domain does not carry. */
function brandMismatch(input: AnalysisInput): boolean {
  const name = (input.from?.name ?? '').toLowerCase();
  const domain = baseDomain(domainOf(input.from?.email));
  if (!name || !domain) return false;
  const brand =
    /\b(paypal|apple|microsoft|office ?365|outlook|google|gmail|amazon|netflix|dhl|fedex|ups|docusign|dropbox|wells fargo|chase|bank of america|hsbc|barclays|stripe|coinbase|linkedin|it (support|helpdesk|department)|help ?desk|mail(box)? (admin|administrator|support)|e-?mail (admin|administrator|support)|webmail)\b/.exec(
      name,
    )?.[1];
  if (!brand) return false;
  const key = brand.replace(/[^a-z]/g, '').slice(0, 6);
  // A look-alike: the brand with other words in one registered name ("chase-accountalert.com", "docusign-envelopes.net").
  const name0 = domain.split('.')[0]!;
  const lookalike =
    name0.includes(key) &&
    name0 !== brand.replace(/[^a-z]/g, '') &&
    /-|secure|account|alert|verify|login|support|billing|envelope|online|update|service|team/.test(name0.replace(key, ''));
  return FREEMAIL.has(domain) || lookalike || !domain.replace(/[^a-z]/g, '').includes(key);
}

const AD_LABEL = /^\s*(adv|ad)\s*:|未承諾広告|^\s*[([]?\s*(광고|廣告)\s*[)\]]?/i;

const LEGAL_FORM =
  /[\s,]+(?:ltd|limited|gmbh|inc|llc|llp|plc|pte|pvt|private|ag|ab|as|oy|bv|nv|sa|sl|sas|sarl|srl|spa|ug|kg|ohg|co|corp|s\.a\.|s\.l\.|sp\. z o\.o\.|ltda|s\.c\.)\.?$/i;

/**
 * The writer signs as one of the user's ventures' people ("Board Director, Lumen Health"), from an address of their
 * own firm: a board member, an advisor, a colleague on another domain. Such a writer is no cold pitch.
 */
function signsForVenture(signature: string[], ventures: AnalysisInput['userCompanies']): boolean {
  if (!signature.length || !ventures?.length) return false;
  const text = signature.join(' ').toLowerCase();
  return ventures.some((v) => {
    let name = v.name.trim();
    while (LEGAL_FORM.test(name)) name = name.replace(LEGAL_FORM, '');
    const core = name.toLowerCase();
    return core.length >= 4 && new RegExp(`(?<![\\p{L}])${core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text);
  });
}

export function mailKindOf(e: KindEvidence): KindResult {
  const { input, audience, header, content, clean } = e;
  if (audience.sent) return { kind: 'sent', why: 'sent by you', automated: false };
  const head = `${input.subject}\n${e.rawBody.slice(0, 2500)}`;
  const lure = LURE.test(head);
  const stranger = !e.knownSender && !input.userInThread;
  const deceit = replyToElsewhere(input) || brandMismatch(input) || ownLookalike(input, audience.ownDomains) || lureDomain(input);
  // Spam wording in an automated money mail from a sender that is who it says ("beneficiary", "transfer of funds" in
  // a capital call's wire instructions) is the business's own vocabulary.
  const moneyFromAutomation =
    !deceit && MONEY_SUBJECT.test(input.subject) && MONEY_BODY.test(e.rawBody.slice(0, 4000)) && header.some((s) => s.kind === 'bulk' && s.weight <= -15);
  if (e.spamLikely && !moneyFromAutomation) return { kind: 'phishing', why: 'spam wording', automated: true };
  if (stranger) {
    if ((lure && (deceit || URGENT_THREAT.test(head))) || (PAYMENT_LURE.test(head) && deceit))
      return { kind: 'phishing', why: 'asks for credentials under a threat or from a look-alike sender', automated: true };
    if (SCAM.test(head) && !moneyFromAutomation && !header.some((s) => s.why.startsWith('List-Unsubscribe')))
      return { kind: 'phishing', why: 'crypto, gift-card or advance-fee story from a stranger', automated: true };
    if (BANK_CHANGE.test(head)) return { kind: 'phishing', why: 'a stranger says their bank account changed and asks for payment', automated: true };
    if (PAYLOAD_LINK.test(head) && (deceit || PAY_NOW.test(head) || URGENT_THREAT.test(head)))
      return { kind: 'phishing', why: 'a stranger links a program or an archive to open', automated: true };
    if (ownLookalike(input, audience.ownDomains) && (PAY_NOW.test(head) || lure || MONEY_SUBJECT.test(input.subject)))
      return { kind: 'phishing', why: "a look-alike of your own firm's domain asks for money or a login", automated: true };
    if (PAY_NOW.test(head) && (deceit || FREEMAIL.has(baseDomain(domainOf(input.from?.email)))))
      return { kind: 'phishing', why: 'urgent payment request from a look-alike or free-mail sender', automated: true };
  }
  // The label the law asks of unsolicited advertising: "ADV:" (US states), 未承諾広告 (Japan), (광고) (Korea).
  if (AD_LABEL.test(input.subject)) return { kind: 'bulk', why: 'labelled as an advertisement', automated: true };
  const headerBulk = header.filter((s) => s.kind === 'bulk');
  const strongHeader = headerBulk.some((s) => s.weight <= -15);
  const calendar =
    CALENDAR_SUBJECT.test(input.subject) || (CALENDAR_BODY.test(head) && /\b(invitation|invited|calendar|event)\b/i.test(head) && clean.text.length < 1500);
  const marketing = content.filter((s) => MARKETING_WHY.has(s.why) || s.why.startsWith('HTML marketing') || /\blinks$/.test(s.why)).length;
  const bulkWeight = -[...headerBulk, ...content.filter((s) => s.kind === 'bulk')].reduce((a, s) => a + s.weight, 0);
  const automated = strongHeader || calendar || bulkWeight >= 18 || headerBulk.length >= 2;
  if (automated) {
    if (calendar) return { kind: 'notification', why: 'calendar invitation or reminder', automated };
    if (ESIGN_PLATFORM.test(`${input.subject}\n${input.headers['x-mailer'] ?? ''}\n${e.rawBody.slice(0, 3000)}`) && ESIGN_ASK.test(head))
      return { kind: 'notification', why: 'a document sent for your signature', automated };
    const moneySubject = MONEY_SUBJECT.test(input.subject);
    const moneyBody = MONEY_BODY.test(e.rawBody.slice(0, 4000));
    const selling = content.some((s) => s.why === 'sales offer' || s.why === 'newsletter wording' || s.why === 'advertising');
    if ((moneySubject && (moneyBody || !selling)) || (moneyBody && !selling))
      return { kind: 'transactional', why: 'automated mail about money or an order', automated };
    if (NEWSLETTER_SUBJECT.test(input.subject) && !/^\s*(re:\s*)?\[[\w.-]+\/[\w.-]+\]/i.test(input.subject))
      return { kind: 'bulk', why: 'newsletter or marketing', automated };
    if (NOTIFY.test(input.subject) || (NOTIFY.test(e.rawBody.slice(0, 1500)) && marketing < 3 && !selling))
      return { kind: 'notification', why: 'automated notice about an account or system', automated };
    if (marketing >= 1 || selling) return { kind: 'bulk', why: 'newsletter or marketing', automated };
    return { kind: 'notification', why: 'automated sender', automated };
  }
  // A stranger using mass-mail wording without the headers of a mass mailer: spam sent by hand, or marketing.
  if (stranger) {
    const spamWeight = -content.filter((s) => s.kind === 'spam').reduce((a, s) => a + s.weight, 0);
    if (spamWeight >= 16 || (spamWeight >= 8 && marketing >= 1)) return { kind: 'phishing', why: 'spam wording from a stranger', automated: true };
    if (marketing >= 2 || (marketing >= 1 && audience.userNotAddressed)) return { kind: 'bulk', why: 'mass-mail wording from a stranger', automated: true };
    // A sender name made by a machine ("Financeus034818w01", "Maureen5w60") with spam wording, or spam wording to
    // undisclosed recipients, is no person writing.
    const machineName = /[a-z]{2,}\d{2,}|\d{5,}/i.test(`${input.from?.name ?? ''} ${(input.from?.email ?? '').split('@')[0]}`);
    if (spamWeight >= 8 && (machineName || audience.userNotAddressed || headerBulk.length > 0))
      return { kind: 'phishing', why: 'spam wording from a machine-made or mass-mailing sender', automated: true };
    // A role address ("info@", "offers@") selling is a campaign, even one sent one by one.
    if (
      headerBulk.some((s) => s.why.startsWith('role address') || s.why.startsWith('no-reply')) &&
      (marketing >= 1 || content.some((s) => s.why === 'sales offer'))
    )
      return { kind: 'bulk', why: 'marketing from a role address', automated: true };
    // A stranger does not Bcc you by hand: mail addressed to undisclosed recipients, to the sender's own address or to
    // no one went to a list. (Mail to an address of the user's that Nugget does not know yet is not such mail.)
    const blind =
      input.to.length + input.cc.length === 0 ||
      /undisclosed|recipient list/i.test(input.to.map((p) => `${p.name} ${p.email}`).join(' ')) ||
      [...input.to, ...input.cc].every((p) => p.email.toLowerCase() === input.from?.email.toLowerCase());
    if (audience.userNotAddressed && blind && !clean.quoted && !audience.sameOrganisation)
      return spamWeight >= 8
        ? { kind: 'phishing', why: 'spam wording from a stranger, to undisclosed recipients', automated: true }
        : { kind: 'bulk', why: 'a stranger writing to undisclosed recipients', automated: true };
  }
  // Templated money mail without list headers (a billing system writing from a named address).
  if (
    stranger &&
    MONEY_SUBJECT.test(input.subject) &&
    (MONEY_BODY.test(e.rawBody.slice(0, 4000)) || BILLING_MAILER.test(input.headers['x-mailer'] ?? '')) &&
    !input.subject.match(/^\s*(re|fwd?)\s*:/i)
  ) {
    return { kind: 'transactional', why: 'templated mail about money', automated: false };
  }
  if (stranger && !audience.sameOrganisation && !signsForVenture(clean.signatureLines, input.userCompanies)) {
    // A bump of one's own unanswered pitch counts too: its quoted part is the sender's, not the user's.
    const said = clean.quoted ? `${input.subject}\n${clean.text}` : head;
    const strong = (said.match(COLD_STRONG) ?? []).length;
    const weak = (said.match(COLD_WEAK) ?? []).length;
    if (strong >= 1 || weak >= 1) return { kind: 'cold', why: 'unsolicited outreach from a stranger', automated: false };
  }
  return { kind: 'person', why: 'a person writing to you', automated: false };
}
