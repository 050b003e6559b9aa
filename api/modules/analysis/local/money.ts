// Money amounts in the formats people and billing systems write them ($5,250.00, USD 5250,
// 5.250,00 €, £1.2k, EUR 300, 1,000 dollars), and the transaction type a mail implies.
import type { Transaction, TransactionType } from '../analysis.types.ts';

export type Amount = { value: number; amount: string; currency: string; raw: string; index: number };

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  us$: 'USD',
  usd$: 'USD',
  mx$: 'MXN',
  mex$: 'MXN',
  kr: 'SEK',
  'kr.': 'SEK',
  '₦': 'NGN',
  zł: 'PLN',
  c$: 'CAD',
  ca$: 'CAD',
  a$: 'AUD',
  au$: 'AUD',
  nz$: 'NZD',
  hk$: 'HKD',
  s$: 'SGD',
  r$: 'BRL',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  rs: 'INR',
  'rs.': 'INR',
  '₩': 'KRW',
  '₽': 'RUB',
  '₺': 'TRY',
  '₪': 'ILS',
  'fr.': 'CHF',
  chf: 'CHF',
  jd: 'JOD',
  dhs: 'AED',
  'د.إ': 'AED',
  'ر.س': 'SAR',
  'gh₵': 'GHS',
  'gh¢': 'GHS',
  '₵': 'GHS',
  ksh: 'KES',
  'ksh.': 'KES',
  ush: 'UGX',
  tsh: 'TZS',
  '₱': 'PHP',
  '₫': 'VND',
  '฿': 'THB',
  '₴': 'UAH',
  rp: 'IDR',
  'rp.': 'IDR',
};
const CODES = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'JPY',
  'CNY',
  'RMB',
  'INR',
  'SEK',
  'NOK',
  'DKK',
  'NZD',
  'SGD',
  'HKD',
  'ZAR',
  'BRL',
  'MXN',
  'PLN',
  'CZK',
  'HUF',
  'ILS',
  'AED',
  'KRW',
  'TRY',
  'RUB',
  'NGN',
  'KES',
  'IDR',
  'THB',
  'MYR',
  'PHP',
  'VND',
  'EGP',
  'COP',
  'CLP',
  'ARS',
  'PEN',
  'JOD',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'PKR',
  'BDT',
  'LKR',
  'TWD',
];
/** Other ISO 4217 codes, read only when written in capitals ("RON", "CRC" and "ISK" are also names and words). */
const EXTRA_CODES = [
  'GHS',
  'XOF',
  'XAF',
  'KES',
  'UGX',
  'TZS',
  'RWF',
  'ETB',
  'ZMW',
  'MWK',
  'MZN',
  'BWP',
  'NAD',
  'MUR',
  'DZD',
  'TND',
  'LYD',
  'IQD',
  'LBP',
  'NPR',
  'MMK',
  'KHR',
  'MNT',
  'KZT',
  'UZS',
  'GEL',
  'AZN',
  'UAH',
  'RSD',
  'BGN',
  'RON',
  'ISK',
  'UYU',
  'PYG',
  'DOP',
  'GTQ',
  'CRC',
  'JMD',
  'TTD',
  'XCD',
  'FJD',
];
const WORDS: Record<string, string> = {
  dollar: 'USD',
  dollars: 'USD',
  bucks: 'USD',
  'us dollars': 'USD',
  euro: 'EUR',
  euros: 'EUR',
  pound: 'GBP',
  pounds: 'GBP',
  'pounds sterling': 'GBP',
  sterling: 'GBP',
  yen: 'JPY',
  円: 'JPY',
  원: 'KRW',
  francs: 'CHF',
  'swiss francs': 'CHF',
  rupees: 'INR',
  kr: 'SEK',
  'kr.': 'SEK',
  zł: 'PLN',
  dirham: 'AED',
  dirhams: 'AED',
  riyal: 'SAR',
  riyals: 'SAR',
  dinar: 'JOD',
  dinars: 'JOD',
  fcfa: 'XOF',
  'f cfa': 'XOF',
  cfa: 'XOF',
  cedis: 'GHS',
};
/** Arabic names of the Gulf and Levant currencies (a bare dinar or riyal is taken as the Jordanian and the Saudi one). */
const ARABIC_WORDS: [RegExp, string][] = [
  [/^(درهم|دراهم|درهما)/, 'AED'],
  [/كويتي/, 'KWD'],
  [/بحريني/, 'BHD'],
  [/قطري/, 'QAR'],
  [/عماني/, 'OMR'],
  [/^(دينار|دنانير)/, 'JOD'],
  [/^ريال/, 'SAR'],
];
// Decimal-comma currencies: "1.250" after one of these is one thousand two hundred and fifty.
const DECIMAL_COMMA = new Set([
  'SEK',
  'EUR',
  'CHF',
  'DKK',
  'NOK',
  'SEK',
  'PLN',
  'BRL',
  'CZK',
  'HUF',
  'TRY',
  'RUB',
  'XOF',
  'XAF',
  'IDR',
  'VND',
  'CLP',
  'COP',
  'ARS',
]);

// Indian grouping first (₹1,20,000 is one lakh twenty thousand), then thousands groups, then plain.
const NUM = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[,.' \u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const MULT = String.raw`(?:\s?(?:k|K|m|M|mm|MM|bn|BN|thousand|million|billion|mio\.?|Mio\.?|lakhs?|crores?|万|億)(?![a-zA-Z]))?`;
const SYM = String.raw`(?:د\.إ|ر\.س|\bJD\b|\bDhs\b|GH₵|GH¢|₵|\bKSh\.?|\bUSh\b|\bTSh\b|₱|₫|฿|₴|\bRp\.?(?=\s?\d)|MX\$|MEX\$|₦|US\$|USD\$|C\$|CA\$|A\$|AU\$|NZ\$|HK\$|S\$|R\$|\$|€|£|¥|₹|₩|₽|₺|₪|\bRs\.?)`;
const CODE = `(?:${[...CODES, ...EXTRA_CODES].join('|')})`;
const WORD = String.raw`(?:kr\.?(?![a-z])|zł|f ?cfa|cfa|cedis|dirhams?|riyals?|dinars?|(?:US |swiss )?dollars?|bucks|euros?|pounds(?: sterling)?|sterling|yen|(?:swiss )?francs|rupees)`;

const AMOUNT_RE = new RegExp(
  String.raw`(?<![\w$€£])(?:(?<pre>${SYM}|\b${CODE}\b|\bCHF\b|\bFr\.)\s?(?<n1>-?(?:${NUM}))(?<m1>${MULT})|(?<n2>(?:${NUM}))(?<m2>${MULT})\s?(?<post>${SYM}|\b${CODE}\b|\b${WORD}(?![\w\u00c0-\u024f])|円|원|\s?(?:درهم|دراهم|دينار|دنانير|ريال)[\u0600-\u06ff]*(?: (?:كويتي|بحريني|قطري|عماني|أردني|سعودي|إماراتي)[\u0600-\u06ff]*)?))`,
  'gi',
);

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  million: 1e6,
  mio: 1e6,
  'mio.': 1e6,
  bn: 1e9,
  billion: 1e9,
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
  万: 1e4,
  億: 1e8,
};

function currencyOf(token: string): string {
  const t = token.trim();
  const arabic = /[\u0600-\u06ff]{3,}/.test(t) ? ARABIC_WORDS.find(([re]) => re.test(t)) : undefined;
  if (arabic) return arabic[1];
  const lower = t.toLowerCase();
  if (SYMBOLS[lower]) return SYMBOLS[lower]!;
  const upper = t.toUpperCase();
  if (upper === 'RMB') return 'CNY';
  if (CODES.includes(upper) || EXTRA_CODES.includes(upper)) return upper;
  return WORDS[lower.replace(/\s+/g, ' ')] ?? 'USD';
}

/** "5.250,00" → 5250, "1,000" → 1000, "1.2" → 1.2; decimal commas where the currency uses them. */
export function parseNumber(raw: string, currency: string, currencyAfter: boolean): number | null {
  let s = raw.replace(/[\s\u00a0']/g, '');
  const neg = s.startsWith('-');
  if (neg) s = s.slice(1);
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const dec = lastComma > lastDot ? ',' : '.';
    const thou = dec === ',' ? '.' : ',';
    s = s.split(thou).join('').replace(dec, '.');
  } else if (lastComma >= 0) {
    const groups = s.split(',');
    const tail = groups[groups.length - 1]!;
    // "1,000" / "12,500,000" are thousands; "5,25" / "5,5" a decimal comma.
    s = tail.length === 3 ? groups.join('') : groups.length === 2 ? `${groups[0]}.${tail}` : groups.join('');
  } else if (lastDot >= 0) {
    const groups = s.split('.');
    const tail = groups[groups.length - 1]!;
    const thousands = groups.length > 2 || (tail.length === 3 && (DECIMAL_COMMA.has(currency) || (currencyAfter && currency !== 'USD' && currency !== 'GBP')));
    s = thousands ? groups.join('') : s;
  }
  const v = Number(s);
  if (!Number.isFinite(v)) return null;
  return neg ? -v : v;
}

/**
 * Arabic-Indic, Persian and full-width digits and separators as ASCII, one character for one (the places of the amounts
 * found stay those of the text): "١٨٬٤٥٠٫٠٠" is 18,450.00, "１２０，０００円" is 120,000円.
 */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b\u066c\uff0c\uff0e\uffe5]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
    if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
    if (code >= 0xff10 && code <= 0xff19) return String(code - 0xff10);
    return c === '\u066b' || c === '\uff0e' ? '.' : c === '\uffe5' ? '¥' : ',';
  });
}

// A bare "$" where the mail names Canadian money (Interac, "$ CA", CAD) and no US dollars.
const CANADIAN = /\bInterac\b|\$ ?CA\b|\bCA\$|\bCAD\b|dollars? canadiens?|canadian dollars?/i;
const US_DOLLARS = /\bUSD\b|US\$|\$ ?US\b|\bU\.S\. dollars?\b|dollars? américains?/i;

/** Every amount in the text, in order. `dollar`: what a bare "$" is where the sender's country says it (a .ca sender's "$" is CAD). */
export function extractAmounts(rawText: string, dollar = 'USD'): Amount[] {
  const out: Amount[] = [];
  const text = asciiDigits(rawText);
  let pesos: boolean | undefined;
  let local: string | undefined;
  for (const m of text.matchAll(AMOUNT_RE)) {
    const g = m.groups ?? {};
    const pre = g.pre;
    const token = (pre ?? g.post ?? '').trim();
    if (EXTRA_CODES.includes(token.toUpperCase()) && token !== token.toUpperCase()) continue;
    let currency = currencyOf(pre ?? g.post ?? '$');
    // A bare "$" in a mail that speaks of pesos and not of US dollars is the peso.
    if ((pre ?? g.post) === '$' && (pesos ??= /\b(MXN|pesos?|M\.N\.)\b/.test(text) && !/\bUSD\b|US\$|\bdollars?\b/i.test(text))) currency = 'MXN';
    // "214,37 $", "1 480 $": the sum written the French way before a bare "$" is Québec's dollar.
    else if (!pre && g.post === '$' && /\d[\s\u00a0]\d{3}|,\d{2}$/.test(g.n2 ?? '') && !US_DOLLARS.test(text)) currency = 'CAD';
    else if ((pre ?? g.post) === '$') currency = local ??= US_DOLLARS.test(text) ? 'USD' : CANADIAN.test(text) ? 'CAD' : dollar;
    const numRaw = (pre ? g.n1 : g.n2) ?? '';
    const multRaw = ((pre ? g.m1 : g.m2) ?? '').trim().toLowerCase();
    let value = parseNumber(numRaw, currency, !pre);
    if (value === null) continue;
    if (multRaw) value *= MULTIPLIERS[multRaw] ?? 1;
    if (value === 0) continue;
    out.push({ value, amount: value.toFixed(2), currency, raw: m[0].trim(), index: m.index ?? 0 });
  }
  return out;
}

const TYPE_RULES: { type: TransactionType; re: RegExp; weight: number }[] = [
  {
    type: 'Invoice',
    re: /\b(faturas?|facturas?|notas? fiscal|nf-?e|nfs-?e|boletos?|chamada de capital|aporte de capital|appel de fonds|appel de capital|guia (das|darf|gps|de recolhimento)|data de vencimento|vencimento|vence em|fecha de vencimiento|a ingresar|importe a ingresar|modelo \d{3}|à régler|montant ttc|net à payer)\b|échéance|\b(payment (failed|declined|unsuccessful)|card (was )?declined|pagamento (recusado|não autorizado)|pago rechazado|paiement (refusé|échoué|rejeté))\b|請求書|お支払い期限|支払期限|ご請求|\binvoices?\b|\bcapital call\b|\bdrawdown notice\b|\bcapital contribution\b|\b(faktura|fakturan|factura|rechnung|facture|fattura|fatura)\b|\b(gst|vat|tax|taxes) (payable|due|payments?)\b|\btotal payable\b|\bpay the tax(es)?\b|\bsteuer(zahlung|termin)\w*|\bfälligkeit\b|\bbitte überweisen\b|\b(total|importe) a pagar\b|\bfecha l[ií]mite de pago\b|\bpagos? provisional(es)?\b|\bskatt(en)? (att betala|ska betalas)\b|\bmontant à payer\b|\bvalor a pagar\b|\byour share\b|\bamount due\b|\bbalance due\b|\bpayment (is )?due\b|\bplease (remit|pay)\b|\bremittance\b|\bbilling statement\b|\byour (bill|statement) (is|for)\b|\bpast due\b|\boverdue\b/i,
    weight: 3,
  },
  {
    type: 'Order',
    re: /\b(bon de commande|pedido de compra|orden de compra|pedido n[º°o.]|commande n[º°o.]?)\b|注文|\border (confirmation|confirmed|number|#|no\.?|summary|details)|\byour order\b|\bpurchase order\b|\bPO ?#?\s?\d|\border has (shipped|been (placed|received|shipped))|\bthank you for (your )?order/i,
    weight: 3,
  },
  {
    type: 'Revenue',
    re: /\b(pix recebido|recebemos|voc[eê] recebeu|recebíveis|liquidad[oa]s?|valor (liquidado|recebido|creditado)|cr[eé]dito em conta|distribution notice|avis de distribution|distribution (amount|payment|of)|montant distribué|distribución|transferencia recibida|has recibido|vous avez reçu|virement (reçu|entrant))\b|入金|お振込みを確認|\byou('ve| have) (received|been paid|got paid|earned)|\bcredited to your\b|\bsettlement (processed|completed)\b|\b(utbetalning|auszahlung|gutschrift|virement reçu|transferência recebida|depósito recibido)\b|\b(payment|pago|pagamento) .{0,40}\b(is on its way|on the way|va en camino|está a caminho)\b|\bpayment (received|from)\b|\bpayout\b|\bpaid (you|out)\b|\bfunds (are|have been) (available|deposited)|\b(wire|transfer|deposit) (received|from)\b|\bnew (sale|order from)\b|\byou (made|have) a (sale|new order)\b/i,
    weight: 2,
  },
  {
    type: 'Expense',
    re: /\b(folha (de pagamento )?(processada|paga)|salários líquidos|nóminas?( de \w+)?( \d{4})? pagadas|cargo en (su |tu )?(cuenta|tarjeta)|comprovante|prélèvement|débité|paiement (reçu|effectué|confirmé)|pagamento (confirmado|efetuado|aprovado)|pago (confirmado|realizado|recibido))\b|領収書|ご利用明細|(?<!-)\breceipt\b|\b(kvitto|recibo|quittung|reçu|ricevuta)\b|\bpayroll (run|processed|approved|confirmation)\b|\bpay ?(roll|run)\b.{0,50}\b(was|has been|is) (processed|approved|confirmed|submitted|prepared)\b|\bpay ?run\b.{0,80}\b(waiting for|ready for|awaiting) (your )?approval\b|\bpayroll\b.{0,30}\b(executed|completed)\b|\b(lönekörning|nómina|folha de pagamento)\b|\byou (paid|sent)\b|\bpayment (sent|confirmation|successful|processed)|\bwe('ve| have) received your payment|\bcharged\b|\bsubscription (renewed|renewal)\b|\bthank you for your (payment|purchase)\b|\brefund(ed)?\b(?! (proceeding|case|hearing|claims?|issues?|order|liabilit(y|ies)|exposure|period|calculations?|methodology)\b)|\bexpense\b|\breimburse/i,
    weight: 2,
  },
  // Payroll runs and payouts sent to the user, as Portuguese, Spanish, French, Italian, German and Polish systems write them.
  {
    type: 'Expense',
    re: /\b(processamento (de |dos )?salários|salários (processados|pagos|transferidos)|nóminas? (pagadas|procesadas)|salaires (versés|payés|virés)|paie (du mois|de \w+) (effectuée|versée)|stipendi (pagati|accreditati)|cedolini|lohnlauf|(netto)?löhne (ausbezahlt|überwiesen)|wynagrodzenia (netto )?(wypłacone|przelane))\b/i,
    weight: 2,
  },
  {
    type: 'Revenue',
    re: /(?<![\p{L}])(enviámos-lhe|enviamos-lhe|transferimos-lhe|(te|le|os|les) hemos (enviado|transferido|abonado)|nous vous avons (envoyé|viré|versé)|(vi|le|ti) abbiamo (inviato|trasferito|accreditato)|wir haben ihnen|przelaliśmy|wysłaliśmy (ci|państwu)|we('ve| have)? (sent|paid|transferred) you)(?![\p{L}])|(?<![\p{L}])(enviámos|enviamos|transferimos|hemos (enviado|transferido)|nous avons (envoyé|viré|versé)|abbiamo (inviato|trasferito|accreditato)|we('ve| have)? (sent|paid|transferred))(?![\p{L}])[^.\n]{0,40}(para a sua conta|na sua conta|a su cuenta|a tu cuenta|en su cuenta|sur votre compte|sul (suo|tuo) conto|auf ihr konto|to your (bank )?account)/iu,
    weight: 2,
  },
  // Japanese and Arabic: bills, tax, payroll, deposits and orders (no word boundaries in these scripts).
  {
    type: 'Invoice',
    re: /請求|納付|納期限|お支払期限|振込期限|فاتورة|المبلغ المستحق|الضريبة المستحقة|(يرجى|الرجاء) (تحويل|دفع|سداد)|\b(payable|due) tax\b/i,
    weight: 3,
  },
  { type: 'Order', re: /ご注文|注文番号|تأكيد (ال)?طلب|رقم الطلب/i, weight: 3 },
  { type: 'Revenue', re: /ご入金|入金額|お振込みいただ|تم إيداع|أودع|\b(has been|was|were) credited\b/i, weight: 2 },
  { type: 'Expense', re: /給与|支給額|領収|ご利用金額|お支払いが完了|تم الدفع|إيصال|تم خصم/i, weight: 2 },
  // Korean: bills, deposits, payments and orders; and what payment apps say of money sent to the user.
  { type: 'Invoice', re: /청구서|청구 ?금액|납부|결제 요청|\brequested (?:\$|€|£|¥|₹)\d[\d,.]* from you\b/i, weight: 3 },
  {
    type: 'Revenue',
    re: /입금(액| 알림| 안내|되었습니다)|\b(sent|paid|transferred) you (?:\$|€|£|¥|₹|[A-Z]{3} ?)\d|\b(transfer|deposit|payout)\b[^\n]{0,60}\b(is on (its|the) way|expected arrival|should arrive|will arrive)\b/i,
    weight: 2,
  },
  { type: 'Expense', re: /출금|결제 ?완료|급여 지급|이체 완료/i, weight: 2 },
  { type: 'Order', re: /주문(이)? ?완료|주문번호/i, weight: 3 },
  // German and Polish: what their billing, banking and payroll systems write.
  {
    type: 'Invoice',
    re: /\b(zahlungsaufforderung|zahlungserinnerung|mahnung|bitte überweisen sie|sonderumlage|hausgeld|zahlbar bis|fällig am|rechnungsbetrag|faktura vat|fakturę|do zapłaty|termin płatności|wezwanie do zapłaty|podatki do zapłaty|należnoś)/i,
    weight: 3,
  },
  {
    type: 'Order',
    re: /\b(bestellbestätigung|auftragsbestätigung|ihre bestellung|bestellnummer|zamówienie nr|potwierdzenie zamówienia|numer zamówienia|zamówienie zam)/i,
    weight: 3,
  },
  {
    type: 'Revenue',
    re: /\b(zahlungseingang|geldeingang|eingang (ihrer|einer|der) zahlung|gutschrift auf ihr(em)? konto|wpływ środków|wpłynęł[aoy]|otrzymałeś przelew|przelew przychodzący|uznanie rachunku)/i,
    weight: 2,
  },
  {
    type: 'Expense',
    re: /\b(has been debited|debited from|amount debited|payment made|has left your account|gehaltsabrechnung|lohnabrechnung|entgeltabrechnung|buchungsbestätigung|zahlungsbestätigung|ihre zahlung|abbuchung|lista płac|wynagrodzenia (wypłacone|zostały wypłacone)|potwierdzenie (płatności|zapłaty|rezerwacji)|obciążenie rachunku)/i,
    weight: 2,
  },
];

// The same rules as global regexes, compiled once, to count the hits in a body; and all of them in one,
// to skip the counting for the many bodies that name no transaction at all.
const TYPE_COUNTERS = TYPE_RULES.map((rule) => new RegExp(rule.re.source, 'gi'));
const ANY_TYPE = new RegExp(TYPE_RULES.map((rule) => `(?:${rule.re.source})`).join('|'), 'i');

/** The text names money changing hands in any of the languages the type rules read (a notification about a payment, a deposit alert). */
export function namesMoneyMoving(text: string): boolean {
  return ANY_TYPE.test(text);
}

/** Matches of a global regex in `text`, counting stops at `max`. */
function countUpTo(re: RegExp, text: string, max: number): number {
  let n = 0;
  re.lastIndex = 0;
  while (n < max) {
    const m = re.exec(text);
    if (!m) break;
    n++;
    if (m[0] === '') re.lastIndex++;
  }
  return n;
}

const RATE_AFTER =
  /^\s*(?:-\s*\$?\d[\d,.]*\s*)?(?:\/\s?[a-z]|per\b(?! (?:il|la|lo|le|i|gli|un|una|l')\b)|an? (?:hour|hr|day|week|month|year|head|seat|unit)\b|each\b)/i;
const ROUNDED_IN_WORDS = /\d\s?(m|mm|mio\.?|million|billion|bn|lakhs?|crores?)$/i;
const TOTAL_NEAR = /\b(total|grand total|amount( due)?|balance( due)?|sum of|payment of|paid|charged|payout of|invoice (amount|total)|price)\b[^.\n]{0,40}$/i;

const REFUND_TO_USER =
  /\b(issued|processed|sent|approved) (you )?(a|your|the) (full |partial )?refund\b|\brefund(ed)? (of .{1,25} )?(to|into) your\b|\b(we|they)('ve| have)? refunded (you|your)\b|\byour (refund|reimbursement) (of .{1,25} )?(has been|was|is being) (issued|processed|paid|sent|approved)\b|\b(we|they)('ve| have)? reimbursed you\b/i;

/** The label before the sum that matters, by transaction type (on the amount's own line). */
const MAIN_SUM: Partial<Record<TransactionType, RegExp>> = {
  Invoice:
    /\b(montant ttc|total ttc|net à payer|montant total|valor total|valor do (boleto|documento|aporte|pagamento)|valor da (fatura|guia|chamada)|total da fatura|total a ingresar|importe total|resultado a ingresar|amount due|total due|balance due|amount payable|total payable|payable|to pay|please pay|call amount|this (call|drawdown|notice)|amount called|called (in|by) this (call|notice)|drawdown amount|your (share|contribution)|gst payable|tax payable|net payable|belopp att betala|att betala|importe a pagar|total a pagar|zu zahlen|zahlbetrag|montant à payer|valor a pagar|ihr anteil|your share|rechnungsbetrag|gesamtbetrag|kwota do zapłaty|do zapłaty|kwota brutto|razem brutto|zu (be)?zahlen(de[rn]?)?( betrag)?|(be)?zahlende[rn]? betrag|totale( da pagare)?|da pagare|à payer|valor em dívida|montant dû|importo dovuto|amount of (this|the) (call|drawdown))\b(?:\s*\([^)\n]{0,30}\))?[^\d\n]{0,25}$/i,
  Revenue:
    /\b(valor liquidado|valor recebido|valor creditado|montant distribué|montant net|net distribution|distribution amount|importe neto|net payout|payout amount|net amount|net settlement|amount credited|credited|deposited|you received|amount paid out|utbetalning|utbetalas|neto|líquido|auszahlungsbetrag|payout total|total payout|(montante|importe|valor) transferido|montant (viré|versé)|importo (trasferito|accreditato)|(überwiesener|ausgezahlter) betrag|kwota (przelewu|wypłaty)|amount (sent|transferred)|settlement amount|amount settled)\b[^\d\n]{0,25}$/i,
  Expense:
    /\b(nettolöhne|nettogehälter|gesamtbetrag|wynagrodzenia netto|razem do wypłaty|kwota|salários líquidos( pagos)?|total l[ií]quido|l[ií]quido total|importe pagado|montant payé|amount paid|total paid|you paid|net pay|net (wages|salaries)|total charged|charged|nettolön(er)?( att utbetala)?|nettolöhne|total)\b(?:\s*\([^)\n]{0,40}\))?[^\d\n]{0,25}$/i,
  Order: /\b(order total|total)\b[^\d\n]{0,25}$/i,
};

/** The same labels in scripts without word boundaries (Japanese, Arabic), and the English ones of transfer services. */
const MAIN_SUM_WIDE: Partial<Record<TransactionType, RegExp>> = {
  Invoice:
    /(청구 ?금액|납부 ?금액|ご請求金額|請求金額|ご請求額|請求額|納付額|お支払金額|合計金額|المبلغ المستحق|المبلغ الإجمالي|الضريبة المستحقة)[^\d\n]{0,25}$/,
  Expense: /(실지급액|실수령액|출금액|결제 ?금액|差引支給額|振込額|お支払金額|ご利用金額|المبلغ المدفوع|\byou sent|\bamount sent)[^\d\n]{0,25}$/i,
  Revenue: /(입금액|\btransfer amount|入金額|振込金額|お振込金額|المبلغ المودع)[^\d\n]{0,25}$/,
  Order: /(결제 ?금액|주문 ?금액|ご注文金額|القيمة الإجمالية)[^\d\n]{0,25}$/,
};

/** Bare words for "amount" and "net", read only where no line names the sum more exactly ("Valor total das reservas" is the gross, "Montante transferido" the payout). */
const PLAIN_SUM: Partial<Record<TransactionType, RegExp>> = {
  Revenue: /\b(valor|net|montante|montant|importe|importo|betrag|kwota)\b[^\d\n]{0,25}$/i,
};

const TOTAL_OUT = /\b(total debit|total cash required|total (payroll )?cost|total funding( required)?|total to be debited|total withdrawal)\b[^\d\n]{0,25}$/i;

/**
 * An expense report (Concur and the like): costs an employee claims, submitted, approved or
 * reimbursed. Whoever sends, forwards or approves it, it is the venture's expense, never its
 * revenue: "Amount Due Employee" is a reimbursement of money already spent.
 */
const EXPENSE_REPORT = /\bexpense (report|claim)s?\b|\bconcur expense\b|\bamount due employee\b|\bexpense report (name|total)\b/i;

// In a person's own words money moves only when someone hands over a bill, asks to be paid or says they paid:
// a quote to approve, a budget, a price in a negotiation or the figures of an update are talk about money.
const BILL_HANDED_OVER =
  /\b(attached|enclosed|here is|here's|herewith|please find|sending you|te paso|te envío|adjunt[oa]|anbei|bifogar?|ci-joint|em anexo|segue|in allegato|le inviamo|w załączniku|przesyłam)\b[^.\n]{0,40}\b(invoices?|bills?|factura|rechnung|faktur[aęy]|facture|fatura|fattura|receipts?)\b|\b(my|our|mi|nuestra|meine|unsere|min|vår|mon|notre|minha|nossa|la nostra|nostra|moja|nasza)\s+(invoice|bill|factura|rechnung|faktura|facture|fatura|fattura)\b|(مرفق|مرفقة|أرفقت|نرفق)[^.\n]{0,30}فاتورة|請求書[^。\n]{0,30}(届きました|送付|お送り|添付|を送)/i;
// A purchase order or an order confirmed in a person's words: "te envío la orden de compra", "je vous confirme la commande".
const ORDER_HANDED_OVER =
  /\b(attached|enclosed|here is|here's|please find|sending you|te envío|te mando|os enviamos|adjunt[oa]|anbei|ci-joint|vous trouverez ci-joint|em anexo|segue|in allegato|w załączniku|przesyłam)\b[^.\n]{0,40}\b(purchase order|PO|orden de compra|pedido de compra|bon de commande|nota de encomenda|ordine( di acquisto)?|bestellung|zamówienie)\b|(نؤكد|أؤكد)[^.\n]{0,15}طلب|(ご注文|発注)[^。\n]{0,20}(承りました|確認いたしました)|\b(we confirm|i confirm|confirming|te confirmo|le confirmo|os confirmamos|le confirmamos|confirmo|confirmamos|je vous confirme|nous vous confirmons|wir bestätigen|ich bestätige|confermiamo|le confermo|potwierdzam|potwierdzamy)\b[^.\n]{0,25}\b(your |the |our )?(order|pedido|encomenda|commande|bestellung|ordine|zamówienie)\b/i;
/** Words that ask, in the languages founders read: "please", "can you", "bitte", "agradeço", "merci de", "la preghiamo". */
const REQUEST = String.raw`please|pls|kindly|can you|could you|would you|we need|need you to|bitte|wir bitten|bitten wir|ich bitte|können sie|könnten sie|kannst du|könntest du|por favor|puedes|podrías|podéis|necesitamos|te pido|les pedimos|le rogamos|agradeço|agradecemos|agradecia|podes|poderia|poderias|precisamos|merci de|je vous prie|nous vous prions|pourriez-vous|pouvez-vous|tu peux|peux-tu|pourrais-tu|vous pouvez|la preghiamo|la prego|vi preghiamo|ti chiedo|puoi|potresti|potrebbe|proszę|prosimy|czy możesz|kan du`;
/** Words that move money: pay, transfer, wire, and the same in Spanish, Portuguese, French, German, Italian, Polish, Swedish. */
const PAY_VERB = String.raw`pay|transfer|wire|remit|settle up|settle|reimburse|pagar|pague|pagues|abonar|transferir|transfiera|transfieras|ingresar|ingresad|provisión de fondos|transfira|transferir-me|transferência|payer|régler|réglez|virer|verser|virement|überweisen|bezahlen|begleichen|pagare|versare|bonifico|saldare|zapłacić|zapłać|przelać|przelej|wpłacić|wpłać|opłacić|betala|swisha`;
// Between the ask and the money word: not the writer paying ("approve by tmrw so i can pay the proforma") nor the user
// receiving ("could you confirm the booking when you receive the transfer"). "bis 25. November" stays in one sentence.
const ASK_GAP = String.raw`(?:(?!\b(?:so|then|and|once) (?:that )?(?:i|we)\b|\b(?:i|we) (?:can|could|will)\b|receiv|ricev|receb|recib|reçu|recev|erhalt|otrzym)[^?!]){0,120}?`;
// "Can you transfer your half, 130 €?", "Wir bitten Sie, den Betrag bis 25. November zu überweisen", "Merci de verser ce montant".
const ASKED_TO_PAY = new RegExp(
  String.raw`(?<![\p{L}])(${REQUEST})(?![\p{L}])${ASK_GAP}(?<![\p{L}])(${PAY_VERB})(?![\p{L}])(?! (details|instructions|info|information|confirmation|attention|terms)\b)|\byour share\b|\byou owe (me|us)\b|\bowes? (me|us) (?:${SYM}|\d)|\bpay (me|us)( back)?\b|(?<![\p{L}])(asks?|requests?|demande|pide|solicita|pede|chiede|fordert|verlangt)(?![\p{L}])( (for|um))? (un|una|um|a|an|einen|eine|il)? ?(virement|payment|transfer|pago|transferencia|pagamento|bonifico|zahlung|überweisung|przelew|wpłat\p{L}*)(?![\p{L}])|(?<![\p{L}])(${REQUEST})(?![\p{L}])${ASK_GAP}(?<![\p{L}])(send|m['’]envoyer|envoyer|enviar|enviarme|mandar|mandarme|schicken|inviare|inviarmi|wysłać)(?![\p{L}])[^.?!\n]{0,20}?((?:${SYM})\s?\d|\d[\d.,  ]*\s?(?:${SYM}|\b${CODE}\b)|\b${CODE}\b\s?\d|(?<![\p{L}])(your|ta|tua|tu|deine|la tua|twoją) (share|half|part|moitié|metade|mitad|parte|hälfte|metà|połowę)(?![\p{L}]))|(송금|입금|결제|이체|보내)[^.?!]{0,30}?(주시면|주세요|해 주|부탁|줄 수 있어|주실 수|바랍니다)|\b(requested|is requesting) (?:${SYM}|\b${CODE}\b ?)\d[\d,.]*( \p{L}+)? from you\b|\bsent you a (payment )?request for\b|(कृपया|प्लीज़|प्लीज)[^।?!]{0,80}?(भुगतान|पेमेंट|ट्रांसफर|जमा कर|भेज दे)|\b(pay|transfer|g ?pay|paytm|phonepe|upi|bhej|jama|bhar)\s?(kar )?(do|dena|dijiye|karo|kar dena|kar do)\b|\b(bharni|bharna|pay karna|pay karni) (hai|hain|padega)\b|(يرجى|يُرجى|الرجاء|نرجو|أرجو|نأمل|ممكن|هل يمكنك|هل تستطيع|لو سمحت)[^.؟?!]{0,80}?(تحويل|دفع|سداد|تسديد)|(振込|振り込|支払|納付|入金|送金)[^。？?!]{0,30}?(ください|下さい|お願い|願います|いただけ)|\b(must|has to|have to|needs? to) be paid\b|\btem de (estar|ser) (tudo )?pag|\btiene que (estar |ser )?pagad|\bdoit être (payé|réglé)|\bdeve essere pagat`,
  'iu',
);
// The writer (or someone for them) has paid: "we've wired CHF 8,400.00 today", "já transferi os 1.150,00 €", "nous avons
// effectué ce matin le virement de 2 380,00 €", "ho appena fatto il bonifico", "Paid your October invoice today".
const WRITER_PAID = new RegExp(
  String.raw`\b(ach|wire|transfer|payment|remittance|check|cheque)\b[^\n]{0,70}?\b(went out|was sent|has been sent|is on (its|the) way|has been (initiated|made|released))\b|\b(paid|sent|transferred|wired|überwiesen|betalat|pagué|transferí|envié)\s+(you\s+|u\s+)?(the\s+)?(?:${SYM}|\b${CODE}\b|\d)|\b(I|we)('ve| have)? (just |already |today )?(paid|transferred|wired|settled)\b|^\s*paid (your|the|our)\b|(?<![\p{L}])(já )?(transferi|paguei|depositei|fiz a transferência|fizemos a transferência|hice (la|una) transferencia|hemos (pagado|transferido|abonado|hecho la transferencia|realizado la transferencia)|j'ai (payé|viré|réglé|versé|fait le virement)|nous avons (payé|viré|réglé|versé)|nous avons effectué [^.\n]{0,20}\b(le|un) (virement|paiement|règlement)|ho (appena )?(pagato|fatto il bonifico|versato|saldato)|abbiamo (pagato|fatto il bonifico|effettuato il bonifico|versato|saldato)|zapłaciłe[mś]|zapłaciłam|przelałe[mś]|przelałam|zrobiłe[mś] przelew)(?![\p{L}])|(지급|송금|입금|이체|결제)(이|을|를)? ?(완료|했습니다|하였습니다|했어|완료되었습니다|되었습니다)|(حوّلت|حولت|دفعت|سددت|قمت بتحويل|قمنا بتحويل|تم تحويل|تم دفع|تم سداد)|(お振込み|お振込|振込|振り込|お支払い|支払|送金)(いたし|し|を完了し|が完了し)?ました|\b(ich habe|wir haben|habe ich|haben wir)\b[^.\n]{0,60}?\b(überwiesen|bezahlt|gezahlt|beglichen)\b|(?<![\p{L}])(has been|have been|was|were|já foi|foi|foram|a été|ont été|ha sido|han sido|wurde|wurden|è stato|è stata|zostało|został)( (already|ontem|hoy|today|yesterday|aujourd'hui|hier|heute|gestern|oggi|ieri))? (deposited|credited|paid (in|into|to you)|depositad[oa]s?|creditad[oa]s?|versée?s?|créditée?s?|viré|ingresad[oa]s?|abonad[oa]s?|gutgeschrieben|ausgezahlt|überwiesen|accreditat[oa]|versat[oa]|przelan[ea]|wypłacon[ea])(?![\p{L}])`,
  'iu',
);
// A movement of money stated as done, to or by the user: "Payment received: $1,250,000.00", "We have issued a refund
// of $89.99 to your card", "You were charged $45.00", "Thank you for your payment".
const MONEY_MOVED =
  /\bpayment (received|sent|confirmed|processed)\b|\b(you were|you've been|you have been) (charged|paid|credited|refunded)\b|\bthank you for your (payment|purchase|order)\b|\b(your )?receipt (#|no\.?|number)|\bfunds (are|have been) (available|deposited|received)\b|\bcredited to your\b/i;
// "£340 each", "₦250k per person": the share a split asks of each.
const SHARE_AFTER = /^\s*(each|apiece|per (person|head)|a head|por persona|pro (person|kopf)|var|chacun)\b/i;

/** What a person's own words say of money: its type, and where the words that say so stand (to find the sum next to them). */
export type PersonalMoney = {
  type: TransactionType | 'vocabulary';
  /** asked: asked to pay; handed: a bill or an order handed over; paid: the writer paid; other: a report or vocabulary. */
  via: 'asked' | 'handed' | 'paid' | 'other';
  sentence: { start: number; end: number } | null;
  cueEnd: number;
};

/** Sentences with their place in the text: a cut after a full stop not after a digit ("bis 25. November" is one). */
function sentencesOf(text: string): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  const cut = /(?<=[^\d\s][.!?])\s+|(?<=[。？！।])\s*|\n\s*\n/g;
  let start = 0;
  for (const m of text.matchAll(cut)) {
    out.push({ start, end: m.index!, text: text.slice(start, m.index!) });
    start = m.index! + m[0].length;
  }
  out.push({ start, end: text.length, text: text.slice(start) });
  return out;
}

// The writer paid for something of their own and asks nothing back: "it's on me", "no need to pay me back".
const ON_THE_WRITER =
  /\b(it'?s on me|my treat|no need to (pay|send) (me|it) back|don'?t (pay|send) me (anything|back)|c'est pour moi|c'est cadeau|não precisas de me pagar|é por minha conta|no hace falta que me (lo )?pagues|invito io|geht auf mich)\b/i;

/**
 * What a person's own words say of money, strongest first: an ask to pay, a bill or an order handed over, the writer's
 * payment; each with the sentence that says it. Empty when they only talk about money.
 */
export function personalCues(text: string, sent: boolean): PersonalMoney[] {
  // An expense report (the user's own, or one they approve) is the venture's cost.
  if (EXPENSE_REPORT.test(text)) return [{ type: 'Expense', via: 'other', sentence: null, cueEnd: -1 }];
  const sentences = sentencesOf(text);
  const find = (re: RegExp) => {
    for (const s of sentences) {
      const m = re.exec(s.text);
      if (m) return { sentence: { start: s.start, end: s.end }, cueEnd: s.start + m.index + m[0].length };
    }
    return null;
  };
  const cues: PersonalMoney[] = [];
  const asked = find(ASKED_TO_PAY);
  if (asked) cues.push({ type: 'Invoice', via: 'asked', ...asked });
  const bill = find(BILL_HANDED_OVER);
  if (bill) cues.push({ type: 'Invoice', via: 'handed', ...bill });
  const order = find(ORDER_HANDED_OVER);
  if (order) cues.push({ type: 'Order', via: 'handed', ...order });
  // The writer paid: the user's own payment is their expense, someone else's to the user is revenue.
  const paid = ON_THE_WRITER.test(text) ? null : find(WRITER_PAID);
  if (paid) cues.push({ type: sent ? 'Expense' : 'Revenue', via: 'paid', ...paid });
  if (!cues.length && (MONEY_MOVED.test(text) || REFUND_TO_USER.test(text))) cues.push({ type: 'vocabulary', via: 'other', sentence: null, cueEnd: -1 });
  return cues;
}

/** The strongest of personalCues. */
export function personalMoney(text: string, sent: boolean): PersonalMoney | null {
  return personalCues(text, sent)[0] ?? null;
}

/** The transaction type a person's own words imply ('vocabulary': money moved, the type words decide), or null when they only talk about money. */
export function personalMoneyType(text: string, sent: boolean): TransactionType | 'vocabulary' | null {
  return personalMoney(text, sent)?.type ?? null;
}

export type TransactionContext = {
  text: string;
  subject: string;
  sent: boolean;
  /** A person's own words (person or sent mail): the type comes from personalMoneyType, never from vocabulary alone. */
  personal?: boolean;
  counterparty: string | null;
  receivedAt: Date;
  /** What a bare "$" means from this sender ('CAD' from a .ca domain); USD when unsaid. */
  dollar?: string;
};

/** The sum a cue sentence names: the first after the cue ("le virement de 2 380,00 €"), else the nearest before it. */
function sumInSentence(amounts: Amount[], sentence: { start: number; end: number }, cueEnd: number, text: string): Amount | undefined {
  const all = amounts.filter((a) => a.index >= sentence.start && a.index < sentence.end);
  // A rate ("$150/hr") or a figure before tax ("₹9,60,000 + GST") is not the sum, where the sentence names another.
  const tail = (a: Amount) => text.slice(a.index + a.raw.length, a.index + a.raw.length + 24);
  const sums = all.filter((a) => !RATE_AFTER.test(tail(a)) && !PRE_TAX_AFTER.test(tail(a)));
  const inside = sums.length ? sums : all;
  return inside.find((a) => TOTAL_AFTER.test(tail(a))) ?? inside.find((a) => a.index >= cueEnd) ?? inside.filter((a) => a.index < cueEnd).pop();
}

/** "$39,740 in total": the sum a sentence itself calls the total. */
const TOTAL_AFTER =
  /^\s*(in total|in all|altogether|au total|en total|insgesamt|no total|in totale|al totale|łącznie|TTC|incl\.? (VAT|GST|tax|IVA|TVA)|tax included|taxes incluses|TVA comprise|IVA incluido|con IVA|com IVA|inkl\.? MwSt)\b/i;

/** "₹9,60,000 + GST", "14.400,00 € más IVA", "1 600,00 € HT": a figure before tax. */
const PRE_TAX_AFTER =
  /^\s*(\+\s*(GST|VAT|IVA|TVA|MwSt|tax)|plus (GST|VAT|tax)|más IVA|mais IVA|zzgl\.?|zuzüglich|excl\.?|ex\.? (GST|VAT|tax)|hors taxes|HT\b|net\b)/i;
/** "$3,200, is due on the 1st": a sum the sentence says is owed. */
const DUE_AFTER = /^[,\s)]*(is|are)?\s*(due|payable|owing|outstanding|à payer|a pagar|fällig)\b/i;

/** A total, a remainder or a share named in a person's words: "O total é de", "fica a faltar", "pour votre part, cela représente". */
const PERSONAL_SUM =
  /(?<![\p{L}])(total|totale|totaal|gesamt\p{L}*|grand total|amount due|to pay|a pagar|à payer|da pagare|zu (be)?zahlen\p{L}*|do zapłaty|remaining|outstanding|the rest|restant|reste|em falta|a faltar|falta|pendiente|queda|offen|ausstehend|rimanente|resta|pozostał\p{L}*|your share|votre part|sua parte|tu parte|su parte|ihr anteil|dein anteil|la sua quota|twoja część|tua metade|tu mitad|ta moitié|deine hälfte|la tua metà|twoja połowa|your half|amount|montant|importe|valor|betrag|importo|kwota|you owe|owing|vous devez|solde dû|कुल|राशि|रकम|المبلغ الإجمالي|الإجمالي|المجموع|القيمة الإجمالية|المبلغ المستحق|المتبقي|حصتك|نصيبك)(?![\p{L}])[^\d\n]{0,35}$|(合計|総額|請求額|ご請求金額|金額|残額|残金|금액|합계|총액|몫|청구액)[^\d\n]{0,35}$/iu;

/** A running figure of an account or a commitment, not the sum that moves now. */
const RUNNING =
  /\b(to date|so far|cumulative|remaining|unfunded|total commitment|(available|new|previous|opening|closing|current|account|ledger) balance|balance (after|before|brought|carried)|saldo|kontostand|solde|bisher|stan (konta|rachunku)|(before|after) this|avl\.? bal|avail(able)? bal|balance is now|current balance|nouveau solde)\b|残高|잔액|الرصيد/i;
/** …unless the line says it is due: "Saldo a pagar", "Remaining balance due". */
const DUE_WORDS = /\b(due|payable|to pay|a pagar|à payer|da pagare|zu (be)?zahlen|do zapłaty|em dívida|devedor|deudor|pendiente)\b/i;

const GROSS =
  /(?<![\p{L}])(gross|brut|brute?s|bruto|brutas|brutos|brutto\p{L}*|lordo|\p{L}*brutto)(?![\p{L}])|bruttolöhne|支給総額|総支給額|총 ?지급액|الإجمالي قبل/iu;

/** A payroll run, in the languages founders' payroll providers write. */
export const PAYROLL_RUN =
  /\b(payroll (run|processed|approved|confirmation|summary)|payroll\b.{0,30}\b(executed|processed|completed)|pay ?run|gehaltsabrechnung|lohnabrechnung|entgeltabrechnung|lohnlauf|processamento (de |dos )?salários|folha de pagamento|nóminas?|paie (du mois|de \w+)|bulletins de paie|cedolini|buste paga|lista płac|lönekörning|remunerações)\b|給与|급여|الرواتب/i;

/** A transaction when the mail is about money changing hands and names an amount; else null. */
export function detectTransaction(ctx: TransactionContext): { transaction: Transaction; why: string } | null {
  // Vocabulary only in a long body (a report, an article) is not a transaction for the user: decided before the body is scanned.
  const subjectHit = TYPE_RULES.some((r) => r.re.test(ctx.subject));
  if (!subjectHit && ctx.text.length > 6000) return null;
  const haystack = `${ctx.subject}\n${ctx.text}`.slice(0, 20_000);
  const body = ctx.text.slice(0, 20_000);
  const bodyVocab = ANY_TYPE.test(body);
  const scores = new Map<TransactionType, number>();
  for (const [k, rule] of TYPE_RULES.entries()) {
    const inSubject = rule.re.test(ctx.subject);
    const s = (inSubject ? rule.weight * 2 : 0) + (bodyVocab ? countUpTo(TYPE_COUNTERS[k]!, body, 3) : 0) * rule.weight;
    if (s > 0) scores.set(rule.type, (scores.get(rule.type) ?? 0) + s);
  }
  const cues = ctx.personal ? personalCues(`${ctx.subject}\n${body}`, ctx.sent) : [];
  if (ctx.personal && !cues.length) return null;
  // A rate or a price range is no sum paid: "$125 per hour", "$45-50/MWh".
  const amountsWithRates = extractAmounts(haystack, ctx.dollar).filter((a) => a.value > 0 && a.value < 1e10);
  // The words on an amount's line before it, which name it ("Amount due", "Net payout", "Credited").
  // (A masked account number is no figure of the label: "Total debit from Frost Bank ••6620:".)
  const lineBefore = (a: Amount) =>
    haystack
      .slice(Math.max(0, a.index - 120), a.index)
      .split('\n')
      .pop()!
      .replace(/(?:[•*xX·]{2,}|\bending( in)?)\s?\d{2,4}\b/g, '')
      .replace(/\s+/g, ' ');
  const after = (a: Amount) => haystack.slice(a.index + a.raw.length, a.index + a.raw.length + 24);
  // In a person's words the sum is the one in the sentence that asks for it or says it was paid; else, for an ask or a
  // bill, the one they name a total, a remainder or a share. The first cue with a sum decides ("承認をお願いできますか"
  // asks with none, "請求書（¥550,000）が届きました" names it); asked to pay with no sum named, there is nothing to record.
  const sumOf = (c: PersonalMoney) =>
    (c.sentence ? sumInSentence(amountsWithRates, c.sentence, c.cueEnd, haystack) : undefined) ??
    (c.via === 'asked' || c.via === 'handed'
      ? (amountsWithRates.find((a) => SHARE_AFTER.test(after(a))) ??
        amountsWithRates.find((a) => PERSONAL_SUM.test(lineBefore(a)) || DUE_AFTER.test(after(a)) || TOTAL_AFTER.test(after(a))))
      : undefined);
  const sums = cues.map(sumOf);
  const at = sums.findIndex((a) => a !== undefined);
  const cue = cues[at >= 0 ? at : 0] ?? null;
  const spoken = at >= 0 ? sums[at] : undefined;
  if (cue?.via === 'asked' && !spoken) return null;
  const personalType = cue && cue.type !== 'vocabulary' ? cue.type : null;
  if (scores.size === 0 && !personalType) return null;
  let type = personalType ?? [...scores.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  // An expense report is a cost whoever sent it (the user forwarding or approving one, the expense system).
  if (type !== 'Order' && EXPENSE_REPORT.test(haystack)) type = 'Expense';
  // A payroll run is what the venture paid its people, whatever tax it still asks to transfer ("Bitte überweisen Sie die Lohnsteuer"),
  // and whoever reports it paid (a bookkeeper's "11월 급여가 지급 완료되었습니다").
  else if ((type === 'Invoice' ? !personalType : type === 'Revenue' && cue?.via === 'paid') && PAYROLL_RUN.test(haystack)) type = 'Expense';
  // A receipt or order the user sent is their sale; an invoice they sent is still an invoice.
  else if (ctx.sent && type === 'Expense' && !personalType) type = 'Revenue';
  // Money coming back to the user: "We have issued a refund of $89.99 to your card", "your reimbursement has been paid".
  else if (!ctx.sent && type === 'Expense' && REFUND_TO_USER.test(haystack)) type = 'Revenue';
  const amounts = amountsWithRates.filter((a) => !RATE_AFTER.test(haystack.slice(a.index + a.raw.length, a.index + a.raw.length + 24)));
  if (amounts.length === 0 && !(personalType && amountsWithRates.length)) return null;
  const near = amounts.filter((a) => TOTAL_NEAR.test(haystack.slice(Math.max(0, a.index - 60), a.index)));
  // The sum the mail is about, where it names it; else the largest total.
  // Running figures are no sum that moves: "Saldo disponível", "Kontostand nach Buchung", "Capital called to date".
  // A payroll's gross pay is not what left the account, nor a payout's gross volume what arrived: the net is.
  const grossIsNoSum = (type === 'Expense' && PAYROLL_RUN.test(haystack)) || type === 'Revenue';
  const moving = amounts.filter((a) => (!RUNNING.test(lineBefore(a)) || DUE_WORDS.test(lineBefore(a))) && !(grossIsNoSum && GROSS.test(lineBefore(a))));
  const candidates = moving.length ? moving : amounts;
  const nearMoving = near.filter((a) => candidates.includes(a));
  const labelled =
    spoken ??
    (personalType === 'Invoice' ? amountsWithRates.find((a) => SHARE_AFTER.test(after(a))) : undefined) ??
    // What leaves the account in all, before any part of it ("Net pay to employees" is one part of a payroll's cost).
    (type === 'Expense' ? candidates.find((a) => TOTAL_OUT.test(lineBefore(a))) : undefined) ??
    candidates.find((a) => (MAIN_SUM[type] ?? MAIN_SUM.Invoice!).test(lineBefore(a)) || !!MAIN_SUM_WIDE[type]?.test(lineBefore(a))) ??
    (PLAIN_SUM[type] ? candidates.find((a) => PLAIN_SUM[type]!.test(lineBefore(a))) : undefined);
  const pick =
    labelled ?? (nearMoving.length ? nearMoving : candidates.length ? candidates : amountsWithRates).reduce((best, a) => (a.value > best.value ? a : best));
  // "$500 million in refunds", "$40MM of receivables": sums written in words are prose about money (a proceeding, a
  // market, a deal in the news); bills, receipts and payouts state the figure ("$1,250,000.00") or name it a total.
  if (!near.length && !subjectHit && ROUNDED_IN_WORDS.test(pick.raw)) return null;
  return {
    transaction: { type, amount: pick.amount, currency: pick.currency, counterparty: ctx.counterparty, date: ctx.receivedAt, rawAmount: pick.raw },
    why: `${type.toLowerCase()} vocabulary with amount ${pick.raw}`,
  };
}
