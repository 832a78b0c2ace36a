/**
 * S2/S3 Fields & settings: per column kind, detection and confidence, completeness, normalization
 * preview; profile, mode, thresholds and reviewer capacity; «Find duplicates». Changing a setting
 * stores it and marks results stale; only «Find duplicates» recomputes.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ChoiceView, ProjectSettings, ProjectView } from '../../client/app-client';
import type { ScreenProps } from '../screen';
import { announce, announceError } from '../status';
import { count } from '../common/format';
import { FieldTable } from './FieldTable';
import { SettingsForm } from './SettingsForm';
import { RunControl } from './RunControl';
import { BlockingPreview } from './BlockingPreview';
import { ChoiceSummary } from './ChoiceSummary';
import { openWithResults } from '../common/project';
import { ProjectError } from '../common/ProjectError';

/** The fields and settings screen. */
export function FieldsScreen({ client, projectId, navigate }: ScreenProps) {
  const [view, setView] = useState<ProjectView>();
  const [error, setError] = useState<string>();
  const [restoring, setRestoring] = useState(false);
  const [choice, setChoice] = useState<ChoiceView>();
  useEffect(() => {
    openWithResults(client, projectId, (first) => {
      setView(first);
      setRestoring(true);
    }).then(
      (v) => {
        setView(v);
        setRestoring(false);
      },
      (e: Error) => {
        setError(e.message);
        announceError(e);
      },
    );
  }, [projectId]);
  // Changes are saved one after another (none is dropped); while any is on its way the screen says so.
  const [saving, setSaving] = useState(0);
  // What a run would use, read again whenever the settings change (once they are saved).
  const settingsKey = view ? JSON.stringify(view.settings) : '';
  useEffect(() => {
    if (!settingsKey || saving > 0) return;
    let current = true;
    client.choice(projectId).then(
      (c) => current && setChoice(c),
      (e: Error) => current && announceError(e),
    );
    return () => {
      current = false;
    };
  }, [projectId, settingsKey, saving > 0]);
  const choices = choice ? new Map(choice.columns.map((c) => [c.column, c])) : undefined;
  const change = async (patch: Partial<ProjectSettings>) => {
    // The choice shows at once (a re-render with the old settings would flip the control back while saving).
    setView((v) => {
      if (!v) return v;
      const kinds = patch.kinds;
      const fields = kinds ? v.fields.map((f) => (kinds[f.column] ? { ...f, kind: kinds[f.column] } : f)) : v.fields;
      return { ...v, fields, settings: { ...v.settings, ...patch } };
    });
    setSaving((n) => n + 1);
    announce('Saving settings…');
    try {
      const next = await client.setSettings(projectId, patch);
      setView(next);
      announce(
        next.stale ? 'Settings saved. Results are stale until you run «Find duplicates» again.' : 'Settings saved.',
      );
    } catch (e) {
      announceError(e);
      // Not saved: show what is stored again.
      client.open(projectId).then(setView, () => undefined);
    } finally {
      setSaving((n) => n - 1);
    }
  };
  if (error) return <ProjectError title="Project" message={error} />;
  if (!view)
    return (
      <section>
        <h1>Fields</h1>
        <p>Opening the project…</p>
      </section>
    );
  const rows = view.sources.reduce((n, s) => n + s.rowCount, 0);
  return (
    <section class="fields" aria-busy={saving > 0}>
      <h1>{view.name}: fields and settings</h1>
      <p>
        {count(rows)} rows in {view.sources.length} source{view.sources.length === 1 ? '' : 's'} (
        {view.sources.map((s) => s.name).join(', ')}).{' '}
        {restoring ? (
          'Restoring the last results…'
        ) : view.run ? (
          view.stale ? (
            <strong class="stale">Results are stale: settings changed since the last run.</strong>
          ) : (
            <>
              Last run: {count(view.run.clusters)} clusters, {count(view.run.reviewItems)} pairs to review.
            </>
          )
        ) : (
          'Not run yet.'
        )}
      </p>
      <RunControl
        client={client}
        projectId={projectId}
        saving={saving > 0 ? 'Saving settings…' : undefined}
        onDone={(next) => {
          setView(next);
          navigate(`/p/${projectId}/overview`);
        }}
      />
      <ChoiceSummary choice={choice} />
      <FieldTable
        fields={view.fields}
        choices={choices}
        onKind={(column, kind) => change({ kinds: { ...view.settings.kinds, [column]: kind } })}
      />
      <SettingsForm settings={view.settings} sources={view.sources.length} choice={choice} onChange={change} />
      <BlockingPreview client={client} projectId={projectId} />
    </section>
  );
}
