/**
 * Files chosen on the start screen, waiting for the import screen (files cannot travel in the URL).
 */
let pending: { name: string; files: File[] } | undefined;

/** Hand files to the import screen. */
export function setPendingImport(name: string, files: File[]): void {
  pending = { name, files };
}

/** Take the files waiting for import (once). */
export function takePendingImport(): { name: string; files: File[] } | undefined {
  const p = pending;
  pending = undefined;
  return p;
}

/** A project name from file names: `a.csv` → `a`, several → `a + b`. */
export function projectNameOf(files: File[]): string {
  const names = files.map((f) => f.name.replace(/\.(csv|tsv|txt)$/i, ''));
  return names.length <= 2 ? names.join(' + ') : `${names[0]} + ${names.length - 1} more`;
}
