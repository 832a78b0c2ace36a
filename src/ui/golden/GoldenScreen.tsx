/**
 * Golden records (S7): a cluster's master row pre-filled by survivorship (most frequent value); under
 * each field its candidate values with source record and count, picked by click or 1–9, or typed.
 * Every choice is a logged decision (History can undo it) and is shown with its provenance.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ClusterDetailView, GoldenFieldView, RuleChange } from '../../client/app-client';
import type { ScreenProps } from '../screen';
import { announce, announceError } from '../status';
import type { SurvivorshipRule } from '../../domain/cluster';
import { RuleParamsControls } from './RuleParams';
import type { RuleParams } from './rules';
import { isTypingTarget } from '../keymap';
import { ClusterList } from '../clusters/ClusterList';
import { INITIAL_RULE, SCREEN_RULES } from './rules';
import { KeyHelp, KeyLegend } from '../review/KeyLegend';
import { useKeyActions, useKeySettings } from '../review/use-keys';
import '../review/review.css';
import '../clusters/clusters.css';
import './golden.css';
import { labelOfKey } from '../clusters/ClusterDetail';
import { GoldenField } from './GoldenField';
import { BusyNote } from '../common/busy';

/** The golden record screen; `params.cluster` names the cluster. */
export function GoldenScreen({ client, projectId, navigate, params }: ScreenProps) {
  const [settings, setSettings] = useKeySettings();
  const clusterId = params?.cluster;
  const [detail, setDetail] = useState<ClusterDetailView>();
  const [error, setError] = useState<string>();
  const [focused, setFocused] = useState(0);
  const [busy, setBusy] = useState(false);
  const [help, setHelp] = useState(false);
  const [conflictsOnly, setConflictsOnly] = useState(false);
  // Each step is a group of log entries (one choice, or a rule applied to several fields).
  const undoStack = useRef<number[][]>([]);
  const redoStack = useRef<number[][]>([]);
  const [rule, setRule] = useState<SurvivorshipRule>(INITIAL_RULE);
  const [ruleParams, setRuleParams] = useState<RuleParams>({});
  // What the chosen rule would change in this cluster, asked of the worker (the same chooser as the golden records).
  const [changes, setChanges] = useState<RuleChange[]>([]);
  useEffect(() => {
    if (!detail) {
      setChanges([]);
      return;
    }
    let live = true;
    client.goldenRuleChanges(projectId, detail.id, rule, ruleParams).then(
      (c) => {
        if (live) setChanges(c);
      },
      () => {
        if (live) setChanges([]);
      },
    );
    return () => {
      live = false;
    };
  }, [detail, rule, ruleParams, projectId]);

  const load = async (id: string) => {
    try {
      setDetail(await client.cluster(projectId, id));
      setError(undefined);
    } catch (e) {
      setDetail(undefined);
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  useEffect(() => {
    if (clusterId) void load(clusterId);
    else setDetail(undefined);
  }, [clusterId, projectId]);

  const fields = (detail?.golden ?? []).filter((g) => !conflictsOnly || g.candidates.length > 1);

  async function choose(field: GoldenFieldView, value: string, fromKey?: string) {
    if (!detail || busy) return;
    setBusy(true);
    try {
      undoStack.current.push([await client.setGoldenField(projectId, detail.id, field.column, value, fromKey)]);
      await load(detail.id);
      announce(`${field.column}: «${value}» ${fromKey ? `from ${labelOfKey(detail, fromKey)}` : '(typed)'} chosen.`);
    } catch (e) {
      announceError(e);
    } finally {
      setBusy(false);
    }
  }

  /** Apply a survivorship rule to every field it would change; each change is a logged choice. */
  async function applyRule() {
    if (!detail || busy) return;
    const changes = await client.goldenRuleChanges(projectId, detail.id, rule, ruleParams);
    const label = SCREEN_RULES.find((r) => r.rule === rule)?.label ?? rule;
    if (changes.length === 0) {
      announce(`«${label}» changes no field.`);
      return;
    }
    setBusy(true);
    const ids: number[] = [];
    try {
      for (const c of changes)
        ids.push(await client.setGoldenField(projectId, detail.id, c.column, c.value, c.fromKey));
      announce(`Applied «${label}» to ${ids.length} field${ids.length === 1 ? '' : 's'}.`);
    } catch (e) {
      announceError(e);
    } finally {
      if (ids.length) undoStack.current.push(ids);
      await load(detail.id);
      setBusy(false);
    }
  }

  /** Undo (or redo) the last step of this session: undo entries in the log; an undo of an undo redoes. */
  async function revert(from: typeof undoStack, to: typeof undoStack, word: 'Undid' | 'Redid') {
    const last = from.current[from.current.length - 1];
    if (last === undefined || !detail || busy) {
      if (last === undefined) announce(`Nothing to ${word === 'Undid' ? 'undo' : 'redo'} in this session.`);
      return;
    }
    setBusy(true);
    try {
      const done: number[] = [];
      for (const id of [...last].reverse()) done.push((await client.undo(projectId, id)).entryId);
      from.current.pop();
      to.current.push(done.reverse());
      await load(detail.id);
      announce(`${word} the last golden record ${last.length === 1 ? 'choice' : `step (${last.length} fields)`}.`);
    } catch (e) {
      announceError(e);
    } finally {
      setBusy(false);
    }
  }

  useKeyActions('golden', settings, (action, key) => {
    if (help) {
      if (action === 'help' || action === 'close') setHelp(false);
      return;
    }
    const field = fields[focused];
    switch (action) {
      case 'pick-value': {
        const c = field?.candidates[Number(key) - 1];
        if (field && c) void choose(field, c.value, c.fromKey);
        break;
      }
      case 'next':
        setFocused((f) => Math.min(fields.length - 1, f + 1));
        break;
      case 'previous':
        setFocused((f) => Math.max(0, f - 1));
        break;
      case 'identical-fields':
        setConflictsOnly((c) => !c);
        break;
      case 'undo':
        void revert(undoStack, redoStack, 'Undid');
        break;
      case 'redo':
        void revert(redoStack, undoStack, 'Redid');
        break;
      case 'help':
        setHelp(true);
        break;
      case 'close': {
        const el = document.activeElement as HTMLElement | null;
        if (el && isTypingTarget(el)) el.blur();
        else navigate(`/p/${projectId}/golden`);
        break;
      }
      default:
        break;
    }
  });

  if (!clusterId) {
    return (
      <section class="golden-screen">
        <h1>Golden records</h1>
        <p>Choose a cluster to see its golden record.</p>
        <ClusterList
          client={client}
          projectId={projectId}
          version={0}
          onSelect={(id) => navigate(`/p/${projectId}/golden?cluster=${encodeURIComponent(id)}`)}
          onError={setError}
        />
        {error && <p role="alert">{error}</p>}
      </section>
    );
  }
  const pickHint = settings.singleKey ? '1–9' : '';
  return (
    <section class="golden-screen" aria-labelledby="golden-title">
      <h1 id="golden-title">Golden record of {clusterId}</h1>
      <p class="muted">
        Survivorship: the most frequent value of each field, and every value of an identifier or a source; your choices
        override it and are logged (History can undo them).{' '}
        <button
          type="button"
          class="link-button"
          onClick={() => navigate(`/p/${projectId}/clusters?cluster=${encodeURIComponent(clusterId)}`)}
        >
          Back to the cluster
        </button>
      </p>
      {error && <p role="alert">{error}</p>}
      {detail && (
        <>
          <div class="survivorship">
            <label>
              Survivorship rule{' '}
              <select value={rule} onChange={(e) => setRule((e.target as HTMLSelectElement).value as SurvivorshipRule)}>
                {SCREEN_RULES.map((r) => (
                  <option key={r.rule} value={r.rule}>
                    {r.label}
                  </option>
                ))}
              </select>
            </label>{' '}
            <RuleParamsControls rule={rule} detail={detail} params={ruleParams} onChange={setRuleParams} />
            <button type="button" disabled={busy} onClick={() => void applyRule()}>
              Apply to every field ({changes.length} change{changes.length === 1 ? '' : 's'})
            </button>
            <BusyNote label={busy ? 'Saving…' : undefined} />
          </div>
          <label>
            <input
              type="checkbox"
              checked={conflictsOnly}
              onChange={(e) => setConflictsOnly((e.target as HTMLInputElement).checked)}
            />{' '}
            Only fields with conflicting values
          </label>
          <ol class="golden-fields" aria-busy={busy}>
            {fields.map((g, i) => (
              <GoldenField
                key={g.column}
                field={g}
                focused={i === focused}
                busy={busy}
                pickHint={pickHint}
                labelOf={(k) => labelOfKey(detail, k)}
                onFocus={() => setFocused(i)}
                onChoose={(v, from) => void choose(g, v, from)}
              />
            ))}
          </ol>
          <p class="muted">
            {detail.members.length} member records: {detail.members.map((m) => m.label).join('; ')}
          </p>
        </>
      )}
      <KeyLegend scope="golden" settings={settings} onHelp={() => setHelp(true)} />
      {help && <KeyHelp scope="golden" settings={settings} onChange={setSettings} onClose={() => setHelp(false)} />}
    </section>
  );
}
