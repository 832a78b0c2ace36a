/** A cluster's detail: member table (differing cells marked), links with scores, and the cluster actions. */
import type { ClusterDetailView, NoteView } from '../../client/app-client';
import { NotesList } from '../review/Notes';
import { hintFor, type KeySettings } from '../keymap';
import { formatProbability } from '../review/format';
import { weakestAppliedLink } from './follow';
import { ClusterGraph } from './ClusterGraph';
import { BusyNote } from '../common/busy';

/** Props of {@link ClusterDetail}. */
export interface ClusterDetailProps {
  detail: ClusterDetailView;
  settings: KeySettings;
  focused: number;
  differencesOnly: boolean;
  picked: string[];
  busy: boolean;
  /** What is being saved, shown beside the actions. */
  busyLabel?: string;
  onFocus: (i: number) => void;
  onDifferencesOnly: (on: boolean) => void;
  onPick: (key: string, on: boolean) => void;
  onExclude: (key: string) => void;
  onKeepSeparate: () => void;
  onLock: () => void;
  /** Accept the whole cluster as it is (and lock it). */
  onAccept: () => void;
  onSplitWeakest: () => void;
  onGolden: () => void;
  /** Open a link's pair card (its explanation). */
  onOpenPair: (keys: [string, string]) => void;
  /** Notes about the members, and opening the note dialog (C). */
  notes: NoteView[];
  onNote: () => void;
}

/** Links listed (the weakest ones). */
const LINKS_SHOWN = 50;

/** Member rows rendered at once. */
export const MEMBER_PAGE = 100;

/** The detail panel. */
export function ClusterDetail(p: ClusterDetailProps) {
  const { detail } = p;
  // Differences come from the worker: compared fields only, after normalization (engine/service/cluster-views.ts).
  const differing = new Set(Object.values(detail.differs).flat());
  const compared = new Set(detail.compared);
  const columns = Object.keys(detail.members[0]?.values ?? {}).filter((c) => !p.differencesOnly || differing.has(c));
  const weakest = weakestAppliedLink(detail);
  const hint = (h: string) => (h ? ` (${h})` : '');
  // At most MEMBER_PAGE rows in the DOM: the page that holds the focused member.
  const start = Math.floor(p.focused / MEMBER_PAGE) * MEMBER_PAGE;
  const shown = detail.members.slice(start, start + MEMBER_PAGE);
  return (
    <section class="cluster-detail" aria-labelledby="cluster-title">
      <h2 id="cluster-title">
        Cluster {detail.id} · {detail.members.length} records
        {detail.locked && <span class="cluster-state"> · locked</span>}
      </h2>
      <p class="muted cluster-id-line">
        {detail.members[0]?.label}
        {detail.locked
          ? ' · Locked: automatic merges no longer add records to it or take them away (revert in History).'
          : ''}
      </p>
      <div class="cluster-actions" aria-busy={p.busy}>
        <button type="button" class="primary" disabled={p.busy || detail.locked} onClick={p.onAccept}>
          Accept{hint(hintFor('accept-cluster', p.settings))}
        </button>
        <button type="button" disabled={p.busy || detail.locked} onClick={p.onLock}>
          {detail.locked ? 'Locked' : 'Lock'}
          {hint(hintFor('lock-cluster', p.settings))}
        </button>
        <button type="button" disabled={p.busy || !weakest} onClick={p.onSplitWeakest}>
          Split at weakest link
        </button>
        <button type="button" disabled={p.busy || p.picked.length !== 2} onClick={p.onKeepSeparate}>
          Keep separate ({p.picked.length}/2 picked)
        </button>
        <button type="button" onClick={p.onGolden}>
          Golden record
        </button>
        <BusyNote label={p.busyLabel} />
        <label>
          <input
            type="checkbox"
            checked={p.differencesOnly}
            onChange={(e) => p.onDifferencesOnly((e.target as HTMLInputElement).checked)}
          />{' '}
          Differences only
        </label>
      </div>
      <div class="table-scroll">
        <table class="member-table">
          <caption class="visually-hidden">
            Members; cells of compared fields that differ, once normalized, from the most frequent value are marked ≠
          </caption>
          <thead>
            <tr>
              <th scope="col">Pick</th>
              <th scope="col">Record</th>
              {columns.map((c) => (
                <th key={c} scope="col" class={compared.has(c) ? undefined : 'not-compared'}>
                  {c}
                  {differing.has(c) ? ' ≠' : ''}
                  {compared.has(c) ? '' : <span class="visually-hidden"> (not compared)</span>}
                </th>
              ))}
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {shown
              .map((m, k) => ({ m, i: start + k }))
              .map(({ m, i }) => (
                <tr
                  key={m.key}
                  data-key={m.key}
                  class={i === p.focused ? 'focused' : undefined}
                  aria-selected={i === p.focused}
                  onClick={(e) => {
                    if (!(e.target as Element).closest('input, button')) p.onFocus(i);
                  }}
                >
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Pick ${m.key}`}
                      checked={p.picked.includes(m.key)}
                      onChange={(e) => p.onPick(m.key, (e.target as HTMLInputElement).checked)}
                    />
                  </td>
                  <th scope="row" title={`${m.key}: ${m.source}, row ${m.row}`}>
                    {m.label}
                  </th>
                  {columns.map((c) => {
                    const v = m.values[c];
                    const differs = detail.differs[m.key]?.includes(c) ?? false;
                    return (
                      <td key={c} class={differs ? 'differs' : undefined} title={v}>
                        {v.trim() === '' ? <span class="empty-value">— (empty)</span> : v}
                        {differs && <span class="visually-hidden"> (differs)</span>}
                      </td>
                    );
                  })}
                  <td>
                    <button
                      type="button"
                      aria-label={`Exclude ${m.key}`}
                      disabled={p.busy || detail.members.length < 2}
                      onClick={() => p.onExclude(m.key)}
                    >
                      Exclude{i === p.focused ? hint(hintFor('exclude-member', p.settings)) : ''}
                    </button>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {detail.members.length > MEMBER_PAGE && (
        <p class="pager">
          Members {start + 1}–{start + shown.length} of {detail.members.length}{' '}
          <button type="button" disabled={start === 0} onClick={() => p.onFocus(start - MEMBER_PAGE)}>
            Previous members
          </button>{' '}
          <button
            type="button"
            disabled={start + MEMBER_PAGE >= detail.members.length}
            onClick={() => p.onFocus(start + MEMBER_PAGE)}
          >
            Next members
          </button>
        </p>
      )}
      <div class="cluster-links">
        <table class="link-table">
          <caption>
            Links, weakest first ({Math.min(LINKS_SHOWN, detail.links.length)} of {detail.links.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Records</th>
              <th scope="col">Score</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {[...detail.links]
              .sort((a, b) => a.score - b.score)
              .slice(0, LINKS_SHOWN)
              .map((l) => (
                <tr key={l.keys.join('|')}>
                  <td>
                    <button
                      type="button"
                      class="link-button"
                      title={l.keys.join(' · ')}
                      onClick={() => p.onOpenPair(l.keys)}
                    >
                      {labelOfKey(detail, l.keys[0])} ⟷ {labelOfKey(detail, l.keys[1])}
                    </button>
                  </td>
                  <td class="num">{formatProbability(l.score)}</td>
                  <td>
                    {l.applied ? 'merged' : 'review'}
                    {l === weakest ? ' · weakest' : ''}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
        <ClusterGraph detail={detail} onOpenPair={p.onOpenPair} />
      </div>
      <NotesList notes={p.notes} hint={hintFor('add-note', p.settings)} onAdd={p.onNote} />
    </section>
  );
}

/** A member's display label by its key (the key itself when it is no member). */
export function labelOfKey(detail: ClusterDetailView, key: string): string {
  return detail.members.find((m) => m.key === key)?.label ?? key;
}
