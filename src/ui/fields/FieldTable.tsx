/**
 * Per column: chosen kind (incl. ignore) with a warning when its values look like a label or an
 * identifier, the comparison that reads it, detected kind with its confidence and evidence,
 * completeness, before → after.
 */
import { FIELD_KIND_LABELS, FIELD_KINDS } from '../../domain/field';
import type { ColumnChoice, FieldKind, FieldView } from '../../client/app-client';
import { percent } from '../common/format';

/** The columns of the project; `onKind` stores a kind chosen by the person. */
export function FieldTable({
  fields,
  choices,
  onKind,
}: {
  fields: FieldView[];
  /** What the run would do with each column (absent while it is read). */
  choices?: ReadonlyMap<string, ColumnChoice>;
  onKind: (column: string, kind: FieldKind | 'ignore') => void;
}) {
  return (
    <section aria-labelledby="fields-h">
      <h2 id="fields-h">Fields</h2>
      <table class="field-table" aria-labelledby="fields-h">
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Kind</th>
            <th scope="col">Compared as</th>
            <th scope="col">Detected</th>
            <th scope="col">Completeness</th>
            <th scope="col">Before → after normalization</th>
          </tr>
        </thead>
        <tbody>
          {fields.slice(0, 200).map((f) => (
            <tr key={f.column}>
              <th scope="row">{f.column}</th>
              <td>
                <select
                  aria-label={`Kind of ${f.column}`}
                  value={f.kind}
                  onChange={(e) => onKind(f.column, e.currentTarget.value as FieldKind | 'ignore')}
                >
                  {FIELD_KINDS.map((k) => (
                    <option key={k} value={k} title={FIELD_KIND_LABELS[k]}>
                      {FIELD_KIND_LABELS[k] === k ? k : `${k} (${FIELD_KIND_LABELS[k]})`}
                    </option>
                  ))}
                  <option value="ignore">ignore</option>
                </select>
                {choices?.get(f.column)?.hint && (
                  <p class="column-hint" role="note">
                    ⚠ {choices.get(f.column)!.hint!.text}
                  </p>
                )}
              </td>
              <td>
                <ComparedAs choice={choices?.get(f.column)} />
              </td>
              <td>
                <span title={FIELD_KIND_LABELS[f.detected]}>{f.detected}</span> ({percent(f.confidence)} confident)
                <ul class="norm evidence" aria-label={`Evidence for ${f.column}`}>
                  {f.evidence.slice(0, 4).map((e, i) => (
                    <li key={i}>{e}</li>
                  ))}
                </ul>
              </td>
              <td>
                <meter min={0} max={1} value={f.completeness} aria-label={`Completeness of ${f.column}`} />{' '}
                {percent(f.completeness)}
              </td>
              <td>
                <ul class="norm">
                  {f.preview.slice(0, 3).map((p, i) => (
                    <li key={i}>
                      <span class="raw">{p.raw}</span> →{' '}
                      {p.normalized === '' ? (
                        <span class="unreadable">(could not be read)</span>
                      ) : (
                        <span class="normalized">{p.normalized}</span>
                      )}
                    </li>
                  ))}
                </ul>
                {f.unreadable.count > 0 && (
                  <p class="unreadable-count" role="note">
                    {unreadableText(f.kind, f.unreadable)}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {fields.length > 200 && (
        <p>
          The first 200 of {fields.length} columns are listed; set a kind of «ignore» on the others through a project
          file.
        </p>
      )}
    </section>
  );
}

/** The comparisons that read a column, or why none does. */
function ComparedAs({ choice }: { choice?: ColumnChoice }) {
  if (!choice) return <span class="muted">…</span>;
  if (choice.kind === 'ignore') return <span class="muted">ignored</span>;
  if (choice.compared.length === 0) return <span class="muted">not compared by this profile</span>;
  return (
    <ul class="norm compared">
      {choice.compared.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

/** «412 of 20,000 phones could not be read (e.g. «12-34»); they count as empty.» */
export function unreadableText(kind: string, u: { count: number; filled: number; examples: string[] }): string {
  const noun: Record<string, string> = {
    phone: 'phones',
    email: 'e-mails',
    url: 'URLs',
    domain: 'domains',
    gtin: 'GTINs',
    date: 'dates',
    start: 'date-times',
  };
  const examples = u.examples.length ? ` (e.g. ${u.examples.map((e) => `«${e}»`).join(', ')})` : '';
  return `${u.count.toLocaleString('en')} of ${u.filled.toLocaleString('en')} ${noun[kind] ?? 'values'} could not be read${examples}; they count as empty.`;
}
