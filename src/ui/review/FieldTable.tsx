/** The pair card's field table: both values with their differences, similarity and contribution. */
import { diffValues, type DiffSegment } from './diff';
import { identicalText, isIdentical, type CardExplanation, type FieldRow } from './field-rows';
import { formatWeight } from './format';

/** A value's diff segments as text: <del> removed (struck through), <ins> inserted (underlined). */
export function Segments({ segments, empty }: { segments: DiffSegment[]; empty: boolean }) {
  if (empty) return <span class="empty-value">— (empty)</span>;
  return (
    <span class="value">
      {segments.map((s, i) =>
        s.op === 'removed' ? (
          <del key={i}>{s.text}</del>
        ) : s.op === 'inserted' ? (
          <ins key={i}>{s.text}</ins>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </span>
  );
}

/** A signed bar with its number; `scale` is the largest magnitude on the card. */
export function ContributionBar({ weight, scale }: { weight: number; scale: number }) {
  const share = scale > 0 && Number.isFinite(weight) ? Math.min(1, Math.abs(weight) / scale) : 0;
  return (
    <span class="contribution" title={`match weight ${formatWeight(weight)}`} data-weight={weight}>
      <span class="bar-track" aria-hidden="true">
        <span
          class={weight < 0 ? 'bar bar-negative' : 'bar bar-positive'}
          style={{ width: `${(share * 50).toFixed(1)}%`, [weight < 0 ? 'right' : 'left']: '50%' }}
        />
      </span>
      <span class="num">{formatWeight(weight)}</span>
    </span>
  );
}

function similarityText(row: FieldRow): string {
  if (!row.compared) return 'not compared';
  if (Number.isNaN(row.similarity)) return 'missing';
  if (row.similarity === 1 && (row.level === 'exact' || row.kernel === 'exact')) return 'exact';
  return `${row.kernel} ${row.similarity.toFixed(2)}`;
}

/** Props of {@link FieldTable}. */
export interface FieldTableProps {
  /** The card's one explanation (rows in view, hidden identical rows summed, prior, total). */
  explanation: CardExplanation;
  normalized: boolean;
  showIdentical: boolean;
  blind: boolean;
  leftTitle: string;
  rightTitle: string;
  onToggleIdentical: () => void;
  /** Key hint of the toggle, from the keymap ('' when off). */
  identicalHint: string;
}

/**
 * The table; identical rows collapse behind «show N identical fields», and their contributions stay
 * in view as one summed row, so the bars in view always add up to the total.
 */
export function FieldTable(p: FieldTableProps) {
  const { shown, hidden, hiddenColumns, prior, total } = p.explanation;
  const identicalCount = p.showIdentical
    ? shown.filter((r) => isIdentical(r, p.normalized)).length
    : hidden.names.length + hiddenColumns;
  const scale = Math.max(
    Math.abs(prior),
    Math.abs(hidden.weight),
    ...shown.map((r) => (Number.isFinite(r.weight) ? Math.abs(r.weight) : 0)),
    1e-9,
  );
  return (
    <>
      <table class="field-table">
        <caption class="visually-hidden">
          Field by field comparison ({p.normalized ? 'normalized' : 'raw'} values)
        </caption>
        <colgroup>
          <col class="col-field" />
          <col class="col-value" />
          <col class="col-value" />
          <col class="col-similarity" />
          {!p.blind && <col class="col-contribution" />}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">{p.leftTitle}</th>
            <th scope="col">{p.rightTitle}</th>
            <th scope="col">Similarity</th>
            {!p.blind && <th scope="col">Contribution</th>}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const l = p.normalized ? row.normLeft : row.rawLeft;
            const r = p.normalized ? row.normRight : row.rawRight;
            const d = diffValues(l, r);
            return (
              <tr key={row.name} class={isIdentical(row, p.normalized) ? 'identical' : undefined}>
                <th scope="row">{row.name}</th>
                <td>
                  <Segments segments={d.left} empty={l.trim() === ''} />
                  {d.reordered && <span class="reordered">same tokens, different order</span>}
                </td>
                <td>
                  <Segments segments={d.right} empty={r.trim() === ''} />
                </td>
                <td class="similarity">
                  {similarityText(row)}
                  {row.level && row.compared ? <small class="level"> {row.level}</small> : null}
                </td>
                {!p.blind && (
                  <td>
                    {row.compared ? (
                      <>
                        <ContributionBar weight={row.weight} scale={scale} />
                        {row.detail && <small class="contribution-detail">{row.detail}</small>}
                      </>
                    ) : null}
                  </td>
                )}
              </tr>
            );
          })}
          {hidden.names.length > 0 && (
            <tr class="identical identical-sum">
              <th scope="row">{identicalText(hidden.names.length)}</th>
              <td colSpan={3} class="muted">
                hidden, summed: {hidden.names.join(', ')}
              </td>
              {!p.blind && (
                <td>
                  <ContributionBar weight={hidden.weight} scale={scale} />
                </td>
              )}
            </tr>
          )}
        </tbody>
        {!p.blind && (
          <tfoot>
            <tr>
              <th scope="row">prior</th>
              <td colSpan={3} class="muted">
                before any field is compared
              </td>
              <td>
                <ContributionBar weight={prior} scale={scale} />
              </td>
            </tr>
            <tr>
              <th scope="row">total</th>
              <td colSpan={3} class="muted">
                prior + the contributions above = match weight
              </td>
              <td class="num total-weight" data-weight={total}>
                {formatWeight(total)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
      {identicalCount > 0 && (
        <button type="button" class="link-button" aria-expanded={p.showIdentical} onClick={p.onToggleIdentical}>
          {p.showIdentical ? 'Hide' : 'Show'} {identicalText(identicalCount)}
          {p.identicalHint ? ` (${p.identicalHint})` : ''}
        </button>
      )}
    </>
  );
}
