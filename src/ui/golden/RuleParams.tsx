/** The extra choice a survivorship rule needs: the date column (most recent) or the trusted source. */
import type { SurvivorshipRule } from '../../domain/cluster';
import type { ClusterDetailView } from '../../client/app-client';
import type { RuleParams } from './rules';

/**
 * A select for the date column of «Most recent» or the source of «Most trusted source»; nothing for the other rules.
 */
export function RuleParamsControls({
  rule,
  detail,
  params,
  onChange,
}: {
  rule: SurvivorshipRule;
  detail: ClusterDetailView;
  params: RuleParams;
  onChange: (p: RuleParams) => void;
}) {
  if (rule === 'most-recent') {
    const columns = Object.keys(detail.members[0]?.values ?? {});
    return (
      <label>
        Date column{' '}
        <select
          value={params.dateColumn ?? ''}
          onChange={(e) => onChange({ ...params, dateColumn: (e.target as HTMLSelectElement).value || undefined })}
        >
          <option value="">(choose)</option>
          {columns.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>{' '}
      </label>
    );
  }
  if (rule === 'source-priority') {
    const sources = [...new Set(detail.members.map((m) => m.source))];
    return (
      <label>
        Most trusted source{' '}
        <select
          value={params.trustedSource ?? ''}
          onChange={(e) => onChange({ ...params, trustedSource: (e.target as HTMLSelectElement).value || undefined })}
        >
          <option value="">(choose)</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>{' '}
      </label>
    );
  }
  return null;
}
