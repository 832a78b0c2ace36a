/** A cluster's detail: member table (differing cells marked), links with scores, and the cluster actions. */
import type { ClusterDetailView, NoteView } from '../../client/app-client';
import { NotesList } from '../review/Notes';
import { hintFor, type KeySettings } from '../keymap';
import { formatProbability } from '../review/format';
import { differingColumns, weakestAppliedLink } from './follow';
import { ClusterGraph } from './ClusterGraph';

/** Props of {@link ClusterDetail}. */
export interface ClusterDetailProps {
  detail: ClusterDetailView;
  settings: KeySettings;
  focused: number;
  differencesOnly: boolean;
  picked: string[];
  busy: boolean;
  onFocus: (i: number) => void;
  onDifferencesOnly: (on: boolean) => void;
  onPick: (key: string, on: boolean) => void;
  onExclude: (key: string) => void;
  onKeepSeparate: () => void;
  onLock: () => void;
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

/** The most frequent value of a column among the members (the reference a differing cell is marked against). */
function modeOf(detail: ClusterDetailView, column: string): string {
  const counts = new Map<string, number>();
  for (const m of detail.members) counts.set(m.values[column], (counts.get(m.values[column]) ?? 0) + 1);
  let best = '';
  let n = -1;
  for (const [v, c] of counts)
    if (c > n) {
      best = v;
      n = c;
    }
  return best;
}

/** The detail panel. */
export function ClusterDetail(p: ClusterDetailProps) {
  const { detail } = p;
  const differing = differingColumns(detail);
  const columns = Object.keys(detail.members[0]?.values ?? {}).filter((c) => !p.differencesOnly || differing.has(c));
  const modes = new Map(columns.map((c) => [c, modeOf(detail, c)]));
  const weakest = weakestAppliedLink(detail);
  const hint = (h: string) => (h ? ` (${h})` : '');
  // At most MEMBER_PAGE rows in the DOM: the page that holds the focused member.
  const start = Math.floor(p.focused / MEMBER_PAGE) * MEMBER_PAGE;
  const shown = detail.members.slice(start, start + MEMBER_PAGE);
  return (
    <section class="cluster-detail" aria-labelledby="cluster-title">
      <h2 id="cluster-title">
        Cluster {detail.id} · {detail.members.length} records
      </h2>
      <div class="cluster-actions" aria-busy={p.busy}>
        <button type="button" disabled={p.busy} onClick={p.onLock}>
          Lock{hint(hintFor('lock-cluster', p.settings))}
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
            Members; cells that differ from the most frequent value are marked ≠
          </caption>
          <thead>
            <tr>
              <th scope="col">Pick</th>
              <th scope="col">Record</th>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                  {differing.has(c) ? ' ≠' : ''}
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
                    const differs = differing.has(c) && v !== modes.get(c);
                    return (
                      <td key={c} class={differs ? 'differs' : undefined}>
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
