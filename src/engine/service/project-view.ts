/** The fields and sources of a project as the Fields and Import screens show them. */
import { columnValues } from '../dataset';
import { defaultPhoneRegion } from '../../core/normalize/phone';
import { chosenKinds, type Session } from './session';
import { cachedUnreadable, fieldPreview } from './preview';
import type { FieldView, ProjectSettings, SourceSummary } from './api';

/** Every field with its chosen and detected kind, evidence, completeness and normalization preview. */
export function fieldViews(s: Session, settings: ProjectSettings): FieldView[] {
  const kinds = chosenKinds(s, settings);
  const columns = s.detected.map((d) => ({
    d,
    values: columnValues(s.dataset, d.column),
    kind: kinds.get(d.column) ?? d.kind,
  }));
  // Phones without a country code are previewed in the list's own region (a country column, coded numbers, the names'
  // script).
  const phoneRegion = columns.some((c) => c.kind === 'phone') ? defaultPhoneRegion(columns)?.region : undefined;
  return columns.map(({ d, values, kind }) => {
    const filled = values.filter((v) => v.trim() !== '').length;
    return {
      column: d.column,
      kind,
      detected: d.kind,
      confidence: d.confidence,
      evidence: d.evidence,
      completeness: values.length ? filled / values.length : 0,
      preview: fieldPreview(kind, values, { phoneRegion }),
      unreadable: cachedUnreadable(s.dataset, d.column, kind, values, { phoneRegion }),
    };
  });
}

/** Every source with its format and its first read issues. */
export function sourceSummaries(s: Session): SourceSummary[] {
  return s.sources.map((m) => ({
    id: m.id,
    name: m.source.name,
    rowCount: m.rowCount,
    columns: m.source.columns,
    encoding: m.format.encoding,
    delimiter: m.format.delimiter,
    issues: m.issues.slice(0, 20),
    issueCount: Object.values(m.issueCounts).reduce((n, c) => n + (c ?? 0), 0),
  }));
}
