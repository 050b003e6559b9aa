// Amounts as the Financial Tracker shows them (spec §5, §9): US dollars unless a row
// says otherwise; characters other than digits, dot and minus are stripped before
// parsing; not a number → the raw text; empty → a dash.

export const DASH = '—';

const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(currency: string): Intl.NumberFormat {
  const code = /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
  let f = formats.get(code);
  if (!f) formats.set(code, (f = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })));
  return f;
}

/** "1250.00" → "$1,250.00". A decimal string is formatted exactly (never through a float). */
export function formatUsd(value: number | string, currency = 'USD'): string {
  return currencyFormat(currency).format(value as number);
}

/** Spec §5's display rule for an amount as stored or as written ("$1,250.00", "1250", "n/a", ""). */
export function formatAmount(raw: string | null | undefined, currency = 'USD'): string {
  if (raw == null || raw.trim() === '') return DASH;
  const cleaned = raw.replace(/[^\d.-]/g, '');
  const value = Number.parseFloat(cleaned);
  if (Number.isNaN(value)) return raw;
  // An exact decimal keeps every digit; anything looser ("1.2.3") goes through the parsed number.
  return formatUsd(/^-?\d+(\.\d+)?$/.test(cleaned) ? cleaned : value, currency);
}
