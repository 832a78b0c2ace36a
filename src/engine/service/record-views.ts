/**
 * What every view of a run reads: the run itself, records by their display labels, cluster sizes, the human decisions.
 */
import { cellAt } from '../dataset';
import type { Session } from './session';
import { chooseLabelColumns, displayLabel } from './labels';
import type { RecordView } from './api';

/**
 * The columns of the session's display labels: those set when the project was opened, else chosen from the detected
 * kinds.
 */
export function labelColumnsOf(s: Session): string[] {
  if (!s.labelColumns) {
    const n = s.dataset.recordCount;
    s.labelColumns = chooseLabelColumns(
      s.detected.map((d) => {
        let filled = 0;
        for (let r = 0; r < n; r++) if (cellAt(s.dataset, d.column, r).trim() !== '') filled++;
        return { column: d.column, kind: d.kind, completeness: n ? filled / n : 0 };
      }),
    );
  }
  return s.labelColumns;
}

/** Record r's display label. */
export function labelOf(s: Session, r: number): string {
  return displayLabel(s.dataset, labelColumnsOf(s), r);
}

/** Display labels of records named by key (unknown keys left out). */
export function labelsOfKeys(s: Session, keys: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keys) {
    const r = s.keyIndex.get(k);
    if (r !== undefined && !(k in out)) out[k] = labelOf(s, r);
  }
  return out;
}

/** The session's latest run; throws the message the screens show when there is none. */
export function requireRun(s: Session) {
  if (!s.run) throw new Error('Run «Find duplicates» first.');
  return s.run;
}

/** One record as views show it. */
export function recordView(s: Session, r: number): RecordView {
  const ds = s.dataset;
  return {
    key: ds.keys[r],
    source: ds.tables[ds.sourceOf[r]].source.name,
    row: ds.rowOf[r] + 1,
    label: labelOf(s, r),
    values: Object.fromEntries(ds.columns.map((c) => [c, cellAt(ds, c, r)])),
  };
}

/** Records per cluster of the latest run. */
export function clusterSizes(s: Session): Uint32Array {
  const { clusterOf, clusterCount } = requireRun(s).resolution.clustering;
  const size = new Uint32Array(clusterCount);
  for (const c of clusterOf) size[c]++;
  return size;
}

/** Human decisions by decision. */
export function decidedCounts(s: Session): { same: number; different: number; unsure: number } {
  return { same: s.human.mustLinks.length, different: s.human.cannotLinks.length, unsure: s.human.unsure.length };
}
