/** Compact JSON for the reasons of a chunk of pairs: a table of distinct reasons plus indices per pair. */
import type { Reason } from '../domain/decision';

/** Encode reasons per pair as `{"t":[distinct reasons],"p":[[indices] per pair]}`. */
export function encodeReasons(reasons: readonly (readonly Reason[])[]): string {
  const table: Reason[] = [];
  const index = new Map<string, number>();
  const lists = reasons.map((list) =>
    list.map((r) => {
      const key = JSON.stringify([r.code, r.detail ?? null, r.weight ?? null]);
      let i = index.get(key);
      if (i === undefined) {
        i = table.length;
        index.set(key, i);
        table.push(r);
      }
      return i;
    }),
  );
  return JSON.stringify({ t: table, p: lists });
}

/** Decode {@link encodeReasons}; the Reason objects of one chunk are shared between pairs (do not mutate). */
export function decodeReasons(json: string): Reason[][] {
  const { t, p } = JSON.parse(json) as { t: Reason[]; p: number[][] };
  return p.map((list) => list.map((i) => t[i]));
}
