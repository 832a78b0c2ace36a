/**
 * Strong keys as the safety net reads them: the key columns of the mapped kinds, the key whose
 * difference is strong evidence (a GTIN) per record, and the largest automatic cluster the list
 * itself can explain (the 99.9th percentile of the groups its strong keys and repeated rows form).
 */
import type { FieldKind } from '../../domain/field';
import { buildStrongKeyColumn, DIFFERENCE_IS_STRONG, type StrongKeyKind } from '../keys/column';
import type { InputColumn } from '../profiles/types';

/** No automatic cluster grows past this many records without review, whatever the keys say. */
export const MIN_CLUSTER_LIMIT = 20;

const KEY_KIND: Partial<Record<FieldKind, StrongKeyKind>> = {
  gtin: 'gtin',
  url: 'url',
  email: 'email',
  domain: 'domain',
};

/**
 * Keys held by more records than MIN_CLUSTER_LIMIT are shared (a school board's website for all its
 * sites, a placeholder GTIN): they vouch for nothing, so they are dropped (null).
 */
function sharedKeysDropped(keys: (string | null)[]): (string | null)[] {
  const size = new Map<string, number>();
  for (const k of keys) if (k !== null) size.set(k, (size.get(k) ?? 0) + 1);
  return keys.map((k) => (k !== null && size.get(k)! > MIN_CLUSTER_LIMIT ? null : k));
}

/** The strong-key context of a list. */
export interface StrongKeyContext {
  keyColumns: (string | null)[][];
  /** Per record, an id of its key whose difference vetoes (GTIN), -1 for none; null when no such column. */
  vetoKeyOf: Int32Array | null;
  /** Those keys by id. */
  vetoKeys: string[];
  /** Largest automatic cluster without review. */
  maxClusterSize: number;
}

/** Build the strong-key context from the mapped columns and the exact-row classes (0 = none). */
export function strongKeyContext(
  columns: readonly InputColumn[],
  recordCount: number,
  exactClass: Uint32Array,
): StrongKeyContext {
  const keyColumns: (string | null)[][] = [];
  let vetoKeyOf: Int32Array | null = null;
  const groupSizes: number[] = [];
  const vetoIds = new Map<string, number>();
  const countGroups = (key: (r: number) => string | null) => {
    const size = new Map<string, number>();
    for (let r = 0; r < recordCount; r++) {
      const k = key(r);
      if (k !== null) size.set(k, (size.get(k) ?? 0) + 1);
    }
    for (const n of size.values()) if (n >= 2) groupSizes.push(n);
  };
  for (const c of columns) {
    const kind = KEY_KIND[c.kind];
    if (!kind) continue;
    const keys = sharedKeysDropped(buildStrongKeyColumn(kind, c.values, { maxFindings: 0 }).keys);
    keyColumns.push(keys);
    // Only keys an entity has one of (a GTIN, a registration number) bound an entity's size; an
    // organisation's website or e-mail may serve all its sites.
    if (DIFFERENCE_IS_STRONG[kind]) countGroups((r) => keys[r]);
    if (DIFFERENCE_IS_STRONG[kind]) {
      const ids = vetoIds;
      vetoKeyOf ??= new Int32Array(recordCount).fill(-1);
      for (let r = 0; r < recordCount; r++) {
        const k = keys[r];
        if (k === null || vetoKeyOf[r] >= 0) continue;
        let id = ids.get(k);
        if (id === undefined) ids.set(k, (id = ids.size));
        vetoKeyOf[r] = id;
      }
    }
  }
  countGroups((r) => (exactClass[r] === 0 ? null : String(exactClass[r])));
  return {
    keyColumns,
    vetoKeyOf,
    vetoKeys: [...vetoIds.keys()],
    maxClusterSize: Math.max(MIN_CLUSTER_LIMIT, sizeQuantile(groupSizes, 0.999)),
  };
}

/** The p-th quantile (0..1) of group sizes, 0 when there are none. */
export function sizeQuantile(sizes: readonly number[], p: number): number {
  if (sizes.length === 0) return 0;
  const sorted = [...sizes].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}
