const HOUR = 3_600_000;

/** Spec §9: under 1 h 'Just now', under 24 h 'Nh ago', under 48 h 'Yesterday', else the date; never synced: 'Never'. */
export function formatLastSync(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return 'Never';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 'Never';
  const diff = Math.max(0, now - at);
  if (diff < HOUR) return 'Just now';
  if (diff < 24 * HOUR) return `${Math.floor(diff / HOUR)}h ago`;
  if (diff < 48 * HOUR) return 'Yesterday';
  const date = new Date(at);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}

const number = new Intl.NumberFormat();
/** 1234 → "1,234". */
export const formatCount = (n: number) => number.format(n);

/** "1 email", "2 emails". */
export const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value >= 10 ? 0 : 1)} ${units[unit]}`;
}
