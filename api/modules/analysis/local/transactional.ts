// What transactional mail owes the user: one deadline, named by the obligation ("Pay the Acme
// invoice 1042"), when the mail names a date it is due by. And whether the user wrote earlier in
// a thread, read from the quoted history itself (for mail whose thread Nugget holds no reply of).
import type { AnalysisInput, Commitment, Transaction } from '../analysis.types.ts';
import type { CleanText } from './clean.ts';
import { findDueDate } from './dates.ts';
import { ESIGN_PLATFORM } from './kind.ts';
import { PAYROLL_RUN } from './money.ts';
import type { Audience } from './signals.ts';
import { trimSentence } from './wording.ts';

const DUE_LINE =
  /(?<![\p{L}\p{N}])(due|payable|pay(ment)? by|pay before|on or before|no later than|deadline|must be (paid|received|funded)|fund(ed)? by|wire by|by|before|until|vence|vencimiento|fecha l[ií]mite|antes del?|vencimento|até|fällig|zahlbar bis|spätestens|échéance|à payer avant|avant le|au plus tard|senast|förfallodag|förfaller|bis|bis zum|do|do dnia|termin płatności|hasta el)(?![\p{L}\p{N}])|支払期限|期日|までに/iu;
/** The line that asks for the money, preferred as the quote over a bare "Due date:" label. */
const PAY_LINE =
  /(?<![\p{L}\p{N}])(please (make the )?pay|make (the )?payment|pay (the|this|your)|remit|wire|fund|transfer|update your (payment|card|billing)|betala|betalas|pagar|pague|pagues|zahlen|überweisen|payer|zapłać|zapłacić|opłać|przelej|wpłać|régler|transferir|realize a transferência|efetue o pagamento|pagarse|pagar-se|pagarlo|be paid|zu zahlen|à payer)(?![\p{L}\p{N}])|お支払い|お振込み/iu;
const INVOICE_NO =
  /\b(?:invoice|inv|bill|factura|fatura|facture|rechnung|nf-?e)\s*(?:number|no\.?|nr\.?|num\.?|n[º°o]\.?|#|:)?\s*#?\s*([A-Z]{0,5}[-/]?\d(?:[\w/-]|\.(?=\d)){1,20})/i;
const CAPITAL_CALL = /\b(capital call|drawdown|capital contribution|chamada de capital|llamada de capital|appel de fonds|kapitalabruf)\b/i;
const PAYMENT_PROBLEM = /\b(payment (failed|declined|unsuccessful)|card (was )?(declined|expired)|update your (payment|billing|card)( method| details)?)\b/i;
const TAX = /\b(tax|vat|gst|tds|iva|sat|hmrc|irs|das|darf|inss|fgts|imposto|impuesto|modelo \d{3}|tva|urssaf|steuer\w*|skatt\w*|moms)\b/i;

/** "Acme Billing <billing@acme.io>" → "Acme": the firm a bill is from. */
const LEGAL_FORM =
  /\b(gmbh|ag|ltd|limited|llc|l\.?l\.?c|inc|corp|plc|s\.?a\.?(p\.?i\.?)?( de c\.?v\.?)?|s\.?l|b\.?v|ab|oü|oy|as|aps|pvt|pte|private|sas|sarl|srl|spa|kg|ug|co)\b\.?/gi;
function payee(input: AnalysisInput, transaction: Transaction | null): string {
  const name = (transaction?.counterparty ?? input.from?.name ?? '')
    .replace(/["']/g, '')
    .replace(/\s[–—|-]\s.*$/, '')
    .replace(
      /\b(billing|invoices?|invoicing|accounts( receivable| payable)?|buchhaltung|rechnungen|facturación|contabilidad|payments?|finance|team|no-?reply|notifications?|support|investor services|facturation|faturamento|cobran[çz]as?|cobros|financeiro|financiero)\b/gi,
      '',
    )
    .replace(LEGAL_FORM, '')
    .replace(/[\s|,&-]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (name && !name.includes('@')) return name;
  const domain = (input.from?.email ?? '').split('@')[1]?.split('.').slice(-2, -1)[0] ?? '';
  return domain ? domain.charAt(0).toUpperCase() + domain.slice(1) : 'the sender';
}

/** "Guia DAS 09/2026 — Brasa Vila Madalena — vence 20/10/2026" → "Guia DAS 09/2026": the part of the subject naming the tax. */
function taxOf(subject: string): string {
  const parts = subject.replace(/^\s*(re|fwd?)\s*:\s*/i, '').split(/\s+[–—|-]\s+|:\s+/);
  const part = parts.find((p) => TAX.test(p)) ?? parts[0]!;
  return trimSentence(part.replace(/\s+(?:is |est[aá] )?(?:ready|available|listo|lista|pronto|pronta|disponible|disponível|disponibles?)\b.*$/i, ''), 50);
}

/** "Harbourside Climate Fund II SCSp – Capital Call Notice No. 6" → "Harbourside Climate Fund II". */
function fundOf(subject: string): string | null {
  const m = /^(?:\s*(?:re|fwd?)\s*:\s*)*(.{3,60}?)\s*(?:[–—:|-]\s*)?(?:capital call|drawdown)/i.exec(subject);
  return m
    ? m[1]!
        .replace(LEGAL_FORM, '')
        .replace(/\b(scsp|scs|l\.?p|lp|fcr|fcp|sicav|sca)\b\.?/gi, '')
        .replace(/[\s,–—:|-]+$/, '')
        .trim() || null
    : null;
}

export function transactionalDeadline(input: AnalysisInput, body: string, transaction: Transaction | null, audience: Audience): Commitment[] {
  const text = `${input.subject}\n${body.slice(0, 6000)}`;
  const problem = PAYMENT_PROBLEM.test(text);
  // Only money the user owes has a deadline for them: a bill, a capital call, tax; a receipt or a payout has none,
  // except for the tax it leaves to pay ("Payroll run: net pay sent … please pay the wage tax by 10.02.").
  const taxLeft = !problem && !!transaction && transaction.type !== 'Invoice';
  if (!problem && !transaction && !CAPITAL_CALL.test(text) && !TAX.test(input.subject)) return [];
  // A payroll run that leaves its taxes to pay ("INSS + FGTS … Emita e pague as guias … Vencimento das guias 20/03") names
  // their due date on a line of its own: any due line counts there, the one that asks to pay first.
  const payrollTax = taxLeft && PAYROLL_RUN.test(text) && TAX.test(text) && PAY_LINE.test(text);
  const lines = text
    .split(/\n|(?<=\D[.!?])\s+/)
    .filter((l) => DUE_LINE.test(l) && (!taxLeft || payrollTax || (PAY_LINE.test(l) && TAX.test(l))))
    .sort((a, b) => Number(PAY_LINE.test(b)) - Number(PAY_LINE.test(a)));
  let due: ReturnType<typeof findDueDate> = null;
  let quote = '';
  for (const line of lines) {
    due = findDueDate(line, input.receivedAt, input.timeZone);
    if (due && due.date.getTime() >= input.receivedAt.getTime() - 86_400_000) {
      quote = line.trim();
      break;
    }
    due = null;
  }
  if (!due && !problem) return [];
  // The line that asks to pay the payroll's taxes is the quote, wherever their date stands.
  if (payrollTax) quote = lines.find((l) => PAY_LINE.test(l))?.trim() ?? quote;
  if (taxLeft) {
    return [deadlineOf(input, audience, taxTitle(quote), quote, due!)];
  }
  const who = payee(input, transaction);
  const number = INVOICE_NO.exec(text)?.[1];
  const title = problem
    ? `Update the payment method for ${who}`
    : CAPITAL_CALL.test(text)
      ? `Fund the ${fundOf(input.subject) ?? who} ${/drawdown/i.test(text) && !/capital call/i.test(text) ? 'drawdown' : 'capital call'}`
      : TAX.test(input.subject) && !number
        ? `Pay the ${taxOf(input.subject)}`
        : !number && TAX.test(quote)
          ? taxTitle(quote)
          : `Pay the ${who} invoice${number ? ` ${number}` : ''}`;
  const user = audience.userAddress ?? 'you';
  return [
    {
      type: due ? 'deadline' : 'action_item',
      owedBy: user,
      owedTo: input.from?.email || who,
      title: trimSentence(title, 80),
      description: `${due ? 'Deadline' : `${who} asks`}: "${trimSentence(quote || input.subject, 300)}"${due ? ` (due ${due.date.toISOString().slice(0, 10)})` : ''}`,
      dueDate: due?.date ?? null,
      dueText: due?.text ?? null,
      confidence: 0.8,
      quote: trimSentence(quote || input.subject, 500),
    },
  ];
}

/** "Bitte überweisen Sie die Lohnsteuer bis 10.02. an das Finanzamt Mitte" → "Pay the tax to Finanzamt Mitte". */
function taxTitle(line: string): string {
  const to = /(?<![\p{L}])(?:to|an|till|à|para|al|do|a)\s+(?:(?:the|das|den|die|le|la|el|o|os)\s+)?(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+){0,2})/u.exec(line);
  return to ? `Pay the tax to ${to[1]}` : 'Pay the tax';
}

function deadlineOf(input: AnalysisInput, audience: Audience, title: string, quote: string, due: NonNullable<ReturnType<typeof findDueDate>>): Commitment {
  return {
    type: 'deadline',
    owedBy: audience.userAddress ?? 'you',
    owedTo: input.from?.email || 'the sender',
    title: trimSentence(title, 80),
    description: `Deadline: "${trimSentence(quote, 300)}" (due ${due.date.toISOString().slice(0, 10)})`,
    dueDate: due.date,
    dueText: due.text,
    confidence: 0.8,
    quote: trimSentence(quote, 500),
  };
}

/**
 * A document sent for the user's signature through an e-signature service: one action item, "Sign the Vinga Robotics
 * subscription agreement in DocuSign", due when the sender's note says.
 */
export function signatureRequest(input: AnalysisInput, body: string, audience: Audience): Commitment[] {
  const platform = ESIGN_PLATFORM.exec(`${input.subject}\n${input.headers['x-mailer'] ?? ''}\n${body.slice(0, 3000)}`)?.[1];
  if (!platform) return [];
  const doc = input.subject
    .replace(/^\s*(?:(?:re|fwd?)\s*:\s*)*/i, '')
    .replace(
      /^(?:please (?:docu)?sign|complete with docusign|completar con docusign|review and sign|signature requested(?: by [^:]+)?|action required|[^:]{0,80}\b(?:zur unterschrift|zu unterschreiben|à signer|do podpisu|para firmar|para assinar|to sign|signature)\b[^:]{0,40})\s*[:–—-]\s*/i,
      '',
    )
    .replace(/\.(pdf|docx?)$/i, '')
    .replace(/_/g, ' ')
    .trim();
  const note = body
    .split(/\n|(?<=\D[.!?])\s+/)
    .find(
      (l) =>
        /\bsign(?:ature|ed|ing)?\b|firm|assin|unterzeichn|unterschr|signera|podpis|fírm/i.test(l) &&
        DUE_LINE.test(l) &&
        findDueDate(l, input.receivedAt, input.timeZone),
    );
  const due = note ? findDueDate(note, input.receivedAt, input.timeZone) : null;
  const name = platform.replace(/\b\w/g, (c) => c.toUpperCase()).replace('Docusign', 'DocuSign');
  return [
    {
      type: 'action_item',
      owedBy: audience.userAddress ?? 'you',
      owedTo: input.from?.email ?? name,
      title: trimSentence(`Sign ${doc || 'the document'} in ${name}`, 80),
      description: `Sent for your signature in ${name}: "${trimSentence(note ?? input.subject, 300)}"${due ? ` (due ${due.date.toISOString().slice(0, 10)})` : ''}`,
      dueDate: due?.date ?? null,
      dueText: due?.text ?? null,
      confidence: 0.8,
      quote: trimSentence(note ?? input.subject, 500),
    },
  ];
}

/** An attribution line of quoted or forwarded history: "On … X <x@y> wrote:", "From: X <x@y>". */
const ATTRIBUTION = /^[\s>]*(?:from|de|von|från|fra|van|da)\s*:.*@|@.*\b(?:wrote|escribió|schrieb|skrev|a écrit|escreveu|ha scritto|schreef)\s*:?\s*$/gim;

/**
 * The user took part in this thread: their own address in the quoted or forwarded history, or a colleague's (an
 * address at one of the user's own organisations) as the author of a quoted message.
 */
export function userQuoted(rawBody: string, clean: CleanText, addresses: string[], ownDomains: string[] = []): boolean {
  if (!clean.quoted && !clean.forwarded) return false;
  const old = rawBody.slice(clean.text.length).toLowerCase();
  if (addresses.some((a) => a && old.includes(a.toLowerCase()))) return true;
  if (!ownDomains.length) return false;
  const authors = old.match(ATTRIBUTION) ?? [];
  return authors.some((line) => ownDomains.some((d) => new RegExp(`@(?:[\\w-]+\\.)*${d.replace(/\./g, '\\.')}\\b`).test(line)));
}
