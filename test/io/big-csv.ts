/**
 * A large generated CSV written straight to disk in 1 MB pieces (never held whole in memory):
 * people-like rows of ~200 bytes with quoted commas, accented and Cyrillic names, so a 200 MB file
 * is about a million rows. Deterministic for a seed; nothing large is committed.
 */
import { closeSync, openSync, writeSync } from 'node:fs';

/** Columns of every generated row. */
export const BIG_CSV_COLUMNS = ['id', 'first_name', 'surname', 'email', 'city', 'company', 'phone', 'notes'] as const;

// prettier-ignore
const FIRST = [
  'Anna', 'Boris', 'Chloé', 'Dmitri', 'Elena', 'François', 'Grace', 'Hiro', 'Ирина', 'Jonas', 'Katarzyna', 'Liam',
];
const LAST = ['Müller', 'Smith', 'Иванов', 'García', 'Nguyen', 'Rossi', 'Kowalski', "O'Brien", 'Dubois', 'Tanaka'];
const CITY = ['Leeds', 'München', 'Москва', 'São Paulo', 'Kraków', 'Lyon', 'Osaka', 'Toronto'];
const COMPANY = ['Acme Ltd', 'Globex, Inc.', 'Initech GmbH', 'Umbrella S.A.', 'Hooli', 'ООО «Вектор»'];
const NOTE = [
  'called twice, no answer',
  'prefers email',
  'moved in 2024; new address pending',
  'VIP',
  '',
  'duplicate? check "Smith, J."',
];

/** What was written: the path, its data rows and its size in bytes. */
export interface BigCsv {
  path: string;
  rows: number;
  bytes: number;
}

function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Writes rows to `path` until the file holds at least `minBytes` bytes (UTF-8, `\n` line endings). */
export function writeBigCsv(path: string, minBytes: number, seed = 1): BigCsv {
  let state = seed >>> 0 || 1;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const pick = <T>(items: readonly T[]) => items[next(items.length)];
  const fd = openSync(path, 'w');
  const encoder = new TextEncoder();
  let bytes = 0;
  let rows = 0;
  try {
    let piece = `${BIG_CSV_COLUMNS.join(',')}\n`;
    while (bytes + piece.length < minBytes) {
      for (let i = 0; i < 4000; i++) {
        rows++;
        const first = pick(FIRST);
        const last = pick(LAST);
        const row = [
          String(rows),
          first,
          last,
          `${first}.${last}${next(1000)}@example.org`.toLowerCase(),
          pick(CITY),
          pick(COMPANY),
          `+44 20 ${String(next(10_000_000)).padStart(7, '0')}`,
          `${pick(NOTE)} ${'·'.repeat(next(3))}${'lorem ipsum dolor sit amet '.repeat(1 + next(3))}`,
        ];
        piece += `${row.map(cell).join(',')}\n`;
      }
      const encoded = encoder.encode(piece);
      writeSync(fd, encoded);
      bytes += encoded.length;
      piece = '';
    }
  } finally {
    closeSync(fd);
  }
  return { path, rows, bytes };
}
