// Display rules of contact intelligence: bands of the relationship score (spec §4/§9)
// and response times in minutes, hours or days.
import { relationshipColor } from '../../theme';

export type Band = 'INNER_CIRCLE' | 'STRONG' | 'WARM' | 'COOLING';

export const BANDS: readonly { band: Band; min: number; label: string; range: string }[] = [
  { band: 'INNER_CIRCLE', min: 90, label: 'Inner circle', range: '90–100' },
  { band: 'STRONG', min: 70, label: 'Strong', range: '70–89' },
  { band: 'WARM', min: 50, label: 'Warm', range: '50–69' },
  { band: 'COOLING', min: 0, label: 'Cooling', range: 'below 50' },
];

/** Spec §4/§9: 90 and above, 70–89, 50–69, below 50. */
export function bandOf(score: number) {
  return BANDS.find((b) => score >= b.min) ?? BANDS[BANDS.length - 1]!;
}

export const bandColor = (score: number) => relationshipColor(score);

const oneDecimal = (n: number) => (n < 10 ? Math.round(n * 10) / 10 : Math.round(n));

/** "12 min", "3.5 hrs", "2 days"; null when no reply was ever measured. */
export function responseTime(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined) return null;
  if (minutes < 1) return '< 1 min';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = minutes / 60;
  if (hours < 48) {
    const h = oneDecimal(hours);
    return `${h} ${h === 1 ? 'hr' : 'hrs'}`;
  }
  const d = oneDecimal(hours / 24);
  return `${d} ${d === 1 ? 'day' : 'days'}`;
}

/** Up to two initials of a name, else of the address. */
export function initialsOf(name: string, email: string): string {
  const source = (name && name !== email ? name : (email.split('@')[0] ?? '?')).replace(/[^\p{L}\p{N}\s._-]/gu, '').trim();
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0]![0]! + words[words.length - 1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
