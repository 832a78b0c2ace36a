/**
 * One field of a golden record (S7): the chosen value and its provenance, the candidate values with their source record
 * and count (picked by click, or 1–9 on the focused field), and a typed override.
 */
import { useState } from 'preact/hooks';
import type { GoldenFieldView } from '../../client/app-client';

/** One field of the master row: the chosen value, its provenance, the candidates and a typed override. */
export function GoldenField({
  field,
  focused,
  busy,
  pickHint,
  labelOf,
  onFocus,
  onChoose,
}: {
  field: GoldenFieldView;
  focused: boolean;
  busy: boolean;
  pickHint: string;
  labelOf: (key: string) => string;
  onFocus: () => void;
  onChoose: (value: string, fromKey?: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const [all, setAll] = useState(false);
  const candidates = all ? field.candidates : field.candidates.slice(0, 9);
  const typedOverride = field.overridden && !field.fromKey;
  return (
    <li class={focused ? 'golden-field focused' : 'golden-field'} onClick={onFocus}>
      <h2>{field.column}</h2>
      <p class="golden-value">
        <strong>{field.value.trim() === '' ? <span class="empty-value">— (empty)</span> : field.value}</strong>{' '}
        <span class="chip provenance">
          {typedOverride ? 'typed by you' : field.fromKey ? `from ${labelOf(field.fromKey)}` : 'no source'}
        </span>
        {field.overridden && <span class="chip chip-override">override</span>}
        {field.rule === 'all-values' && !field.overridden && <span class="chip">all values kept</span>}
      </p>
      {field.candidates.length > 0 && (
        <ol
          class="candidates"
          aria-label={`Candidate values of ${field.column}${focused && pickHint ? ` (press ${pickHint})` : ''}`}
        >
          {candidates.map((c, n) => {
            const chosen = c.value === field.value && !typedOverride;
            return (
              <li key={c.value}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  disabled={busy}
                  onClick={() => onChoose(c.value, c.fromKey)}
                >
                  {n < 9 && <kbd aria-hidden="true">{n + 1}</kbd>} {c.value}
                </button>
                <span class="muted"> ×{c.count}</span>{' '}
                <span class="chip provenance" title={c.fromKey}>
                  from {labelOf(c.fromKey)}
                </span>
                {chosen && <span class="chosen"> ✓ chosen</span>}
              </li>
            );
          })}
        </ol>
      )}
      {field.candidates.length > 9 && (
        <button type="button" class="link-button" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Show the 9 most frequent values' : `Show all ${field.candidates.length} values`}
        </button>
      )}
      <form
        class="override"
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim() !== '') {
            onChoose(typed);
            setTyped('');
          }
        }}
      >
        <label>
          Override {field.column}{' '}
          <input type="text" value={typed} onInput={(e) => setTyped((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" disabled={busy || typed.trim() === ''}>
          Set
        </button>
      </form>
    </li>
  );
}
