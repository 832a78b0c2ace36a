/** Number, byte and date formatting for the views (always plain text). */

const int = new Intl.NumberFormat('en');

/** 12,345 */
export function count(n: number): string {
  return int.format(n);
}

/** 1.2 MB */
export function bytes(n: number | undefined): string {
  if (n === undefined || !Number.isFinite(n)) return 'unknown';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let u = 0;
  while (n >= 1024 && u < units.length - 1) ((n /= 1024), u++);
  return `${n.toFixed(u === 0 ? 0 : 1)} ${units[u]}`;
}

/** 42% */
export function percent(x: number, digits = 0): string {
  return `${(x * 100).toFixed(digits)}%`;
}

/** A local date and time. */
export function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString();
}
