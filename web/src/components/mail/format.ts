// Display rules of spec §9 shared by the mail screens: relative times, body
// previews, sender names, sizes, percentages and commitment XP.

/** Spec §9: under 1 h 'Just now', under 24 h 'Nh ago', under 48 h 'Yesterday', otherwise the date. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const hours = (now.getTime() - date.getTime()) / 3_600_000;
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 48) return 'Yesterday';
  return date.toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}

/** A full date and time for detail headers. */
export function fullDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleString(undefined, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** A due date: the year only when it differs from the current one. */
export function dueDate(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}

/** Spec §9: the first 150 characters of the body, whitespace folded. */
export const PREVIEW_LENGTH = 150;
export function bodyPreview(text: string | null | undefined, length = PREVIEW_LENGTH): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}

export interface Address {
  readonly name: string;
  readonly email: string;
}

/** The part of an address before the @ (the mining list's sender). */
export function localPart(address: Address | null | undefined): string {
  if (!address) return 'unknown';
  return address.email ? address.email.split('@')[0]! : address.name || 'unknown';
}

/** Name when known, else the address. */
export function senderName(address: Address | null | undefined): string {
  if (!address) return 'Unknown sender';
  return address.name || address.email || 'Unknown sender';
}

/** "Name <email>" or just the address. */
export function formatAddress(address: Address): string {
  return address.name && address.name !== address.email ? `${address.name} <${address.email}>` : address.email;
}

/** Up to two initials from a name, else from the address. */
export function initials(address: Address | null | undefined): string {
  const source = (address?.name || address?.email?.split('@')[0] || '?').replace(/[^\p{L}\p{N}\s._-]/gu, '').trim();
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Bytes as megabytes (the mining detail's attachment size). */
export function sizeInMB(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb < 0.01 ? mb.toFixed(3) : mb.toFixed(2)} MB`;
}

/** 0–1 as a whole percent. */
export function percent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** Spec §9: the agent's last sync in minutes, hours or days. */
export function sinceText(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return 'Never';
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 60_000));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/**
 * Who a commitment waits on, from the viewer's side: "You owe priya@acme.io" / "Waiting on marco@northwind.vc".
 * The lab's unsaved results do not know the viewer (`owedByYou` absent): "a → b".
 */
export function partyLabel(c: { readonly owedByYou?: boolean | null; readonly owedBy?: string | null; readonly owedTo?: string | null }): string {
  if (c.owedByYou == null) return `${c.owedBy || 'someone'} → ${c.owedTo || 'someone'}`;
  return c.owedByYou ? `You owe ${c.owedTo || 'someone'}` : `Waiting on ${c.owedBy || 'someone'}`;
}

/** What an open commitment is worth on the mining screen: 25 XP at high priority, 15 otherwise. */
export function commitmentXp(c: { readonly status: string; readonly priority: string }): number {
  if (c.status === 'completed' || c.status === 'cancelled' || c.status === 'archived') return 0;
  return c.priority === 'high' ? 25 : 15;
}

/** "promise_made" → "Promise made". */
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
