/**
 * Profile, mode for several sources, thresholds and reviewer capacity. Number fields commit on
 * change (blur or Enter), never while typing.
 */
import type { ProjectSettings } from '../../client/app-client';

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
  return (
    <label class="field">
      {label}
      <input
        type="number"
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(e) => {
          const v = Number(e.currentTarget.value);
          if (Number.isFinite(v) && v >= min && v <= max && v !== value) onCommit(v);
        }}
      />
    </label>
  );
}

/** The settings form; every change goes to `onChange` (which stores it and marks results stale). */
export function SettingsForm({
  settings,
  sources,
  onChange,
}: {
  settings: ProjectSettings;
  sources: number;
  onChange: (patch: Partial<ProjectSettings>) => void;
}) {
  const capacity = settings.capacity;
  return (
    <section aria-labelledby="settings-h" class="settings">
      <h2 id="settings-h">Settings</h2>
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
        {sources > 1 && (
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
        )}
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
