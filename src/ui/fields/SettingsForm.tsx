/**
 * Profile, mode for several sources (with the duplication measured within each and one-to-one),
 * thresholds and reviewer capacity. Number fields commit on change (blur or Enter), never while typing,
 * and keep what is typed while they have focus.
 */
import { useState } from 'preact/hooks';
import type { ChoiceView, ProjectSettings } from '../../client/app-client';

const PROFILES: Array<[ProjectSettings['profile'], string]> = [
  ['auto', 'Automatic (from the fields)'],
  ['generic', 'Generic (probabilistic)'],
  ['events', 'Events'],
  ['venues', 'Venues'],
  ['suppliers', 'Suppliers (websites)'],
  ['companies', 'Companies'],
  ['products', 'Products (GTIN)'],
];
const MODES: Array<[ProjectSettings['mode'], string]> = [
  ['link-and-dedupe', 'Link sources and find duplicates within each'],
  ['link', 'Only link across sources'],
  ['dedupe', 'Treat all rows as one list'],
];

/**
 * A number input that keeps what is typed while it has focus: a re-render (a summary arriving, another setting saved)
 * does not reset it.
 */
function NumberField({
  label,
  value,
  min,
  max,
  step,
  onCommit,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onCommit: (v: number) => void;
}) {
  const [draft, setDraft] = useState<string>();
  return (
    <label class="field">
      {label}
      <input
        type="number"
        value={draft ?? value}
        min={min}
        max={max}
        step={step}
        onFocus={(e) => setDraft(e.currentTarget.value)}
        onInput={(e) => setDraft(e.currentTarget.value)}
        onBlur={() => setDraft(undefined)}
        onChange={(e) => {
          const v = Number(e.currentTarget.value);
          if (Number.isFinite(v) && v >= min && v <= max && v !== value) onCommit(v);
        }}
      />
    </label>
  );
}

const MODE_WORDS: Record<ProjectSettings['mode'], string> = {
  'link-and-dedupe': 'link and find duplicates within each',
  link: 'only link across sources',
  dedupe: 'one list',
};

/** «Within-source duplicates: a.csv 0.2 %, b.csv 0.0 % (…); suggested: …». */
export function withinSourceText(choice: Pick<ChoiceView, 'withinSource' | 'suggested'>): string {
  const shares = choice.withinSource.map((t) => `${t.source} ${(100 * t.share).toFixed(1)} %`).join(', ');
  const sampled = Math.max(...choice.withinSource.map((t) => t.sampled));
  const suggested = choice.suggested
    ? `; suggested: ${MODE_WORDS[choice.suggested.mode]}${choice.suggested.oneToOne ? ', one-to-one' : ''}`
    : '';
  return `Within-source duplicates: ${shares} (records with a near-exact twin in their own source, of up to ${sampled.toLocaleString('en')} sampled each)${suggested}.`;
}

/** The settings form; every change goes to `onChange` (which stores it and marks results stale). */
export function SettingsForm({
  settings,
  sources,
  choice,
  onChange,
}: {
  settings: ProjectSettings;
  sources: number;
  /** The measurement within each source (absent while it is read). */
  choice?: Pick<ChoiceView, 'withinSource' | 'suggested'>;
  onChange: (patch: Partial<ProjectSettings>) => void;
}) {
  const oneToOne = settings.oneToOne ?? choice?.suggested?.oneToOne ?? false;
  const capacity = settings.capacity;
  return (
    <section aria-labelledby="settings-h" class="settings">
      <h2 id="settings-h">Settings</h2>
      {sources > 1 && (
        <div class="link-mode">
          <label class="field">
            Several sources
            <select
              value={settings.mode}
              onChange={(e) => onChange({ mode: e.currentTarget.value as ProjectSettings['mode'] })}
            >
              {MODES.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          {settings.mode !== 'dedupe' && (
            <label class="field check">
              <input
                type="checkbox"
                checked={oneToOne}
                onChange={(e) => onChange({ oneToOne: e.currentTarget.checked })}
              />{' '}
              One-to-one: each record links to at most one record of each other source
              {settings.oneToOne === undefined
                ? ' (automatic: on when the sources are measured free of duplicates)'
                : ''}
            </label>
          )}
          {choice && choice.withinSource.length > 1 && (
            <p class="within-source" role="note">
              {withinSourceText(choice)}
            </p>
          )}
        </div>
      )}
      <div class="settings-grid">
        <label class="field">
          Profile
          <select
            value={settings.profile}
            onChange={(e) => onChange({ profile: e.currentTarget.value as ProjectSettings['profile'] })}
          >
            {PROFILES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <NumberField
          label="Merge probability"
          value={settings.mergeProbability}
          min={0}
          max={1}
          step={0.01}
          onCommit={(v) => onChange({ mergeProbability: v })}
        />
        <NumberField
          label="Review probability"
          value={settings.reviewProbability}
          min={0}
          max={1}
          step={0.01}
          onCommit={(v) => onChange({ reviewProbability: v })}
        />
        <NumberField
          label="Review similarity"
          value={settings.reviewSimilarity}
          min={0}
          max={1}
          step={0.01}
          onCommit={(v) => onChange({ reviewSimilarity: v })}
        />
        <NumberField
          label="Pairs per hour"
          value={capacity?.pairsPerHour ?? 0}
          min={0}
          max={100000}
          step={10}
          onCommit={(v) => onChange({ capacity: v > 0 ? { pairsPerHour: v, hours: capacity?.hours ?? 1 } : undefined })}
        />
        <NumberField
          label="Hours"
          value={capacity?.hours ?? 0}
          min={0}
          max={1000}
          step={0.5}
          onCommit={(v) =>
            onChange({ capacity: v > 0 ? { pairsPerHour: capacity?.pairsPerHour ?? 200, hours: v } : undefined })
          }
        />
      </div>
      <p class="hint">
        Merge probability and review probability are the two bands of the generic profile; rule profiles send pairs at
        or above the review similarity to review. Capacity (pairs per hour × hours) sizes the review queue
        {capacity ? `: ${Math.round(capacity.pairsPerHour * capacity.hours)} pairs` : ' (now: all pairs)'}.
      </p>
    </section>
  );
}
