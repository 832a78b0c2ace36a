import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { SourceTable } from '../../src/domain/dataset';
import { openDoppelDb, type DoppelDb, type OpenOptions } from '../../src/storage';

/** A database in its own fresh factory (no state shared between tests). */
export async function freshDb(options: OpenOptions = {}): Promise<{ db: DoppelDb; factory: IDBFactory }> {
  const factory = options.factory ?? new IDBFactory();
  const db = await openDoppelDb('doppel-test', { ...options, factory });
  return { db, factory };
}

/** A generated source table: column `c` of row `r` is `name-c-r`; keys `name:r+1`. */
export function makeTable(name: string, rowCount: number, columns = ['name', 'city'], id = 0): SourceTable {
  return {
    source: { id, name, columns },
    rowCount,
    cells: columns.map((c) => Array.from({ length: rowCount }, (_, r) => `${name}-${c}-${r}`)),
    keys: Array.from({ length: rowCount }, (_, r) => `${name}:${r + 1}`),
    lines: Uint32Array.from({ length: rowCount }, (_, r) => r + 2),
    format: {
      encoding: 'utf-8',
      bom: false,
      encodingReason: 'valid UTF-8',
      delimiter: ',',
      lineEndings: { crlf: 0, lf: rowCount + 1, cr: 0 },
    },
    issues: [],
    issueCounts: {},
  };
}

/**
 * Simulate a full disk: from the `n`-th call on (1-based) of put/add on any object store, throw a
 * QuotaExceededError as a browser does. Returns a function that restores the real methods.
 */
export function failWritesFrom(n: number): () => void {
  const proto = globalThis.IDBObjectStore.prototype as unknown as Record<
    'put' | 'add',
    (...args: unknown[]) => unknown
  >;
  const real = { put: proto.put, add: proto.add };
  let calls = 0;
  for (const m of ['put', 'add'] as const) {
    proto[m] = function (this: unknown, ...args: unknown[]) {
      if (++calls >= n) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return real[m].apply(this, args);
    };
  }
  return () => {
    proto.put = real.put;
    proto.add = real.add;
  };
}
