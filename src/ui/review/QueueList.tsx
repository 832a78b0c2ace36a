/** The review queue list (left column): filters by kind and decision, a virtualised list of items. */
import type { ComponentChildren } from 'preact';
import { useCallback } from 'preact/hooks';
import { labelMatches, type GuardChecks, type ReviewItemView } from '../../client/app-client';
import { formatProbability, heldReason, kindText, humanDecisionText, reasonText, reasonWords } from './format';
import { VirtualList } from './VirtualList';

/** Which items the list shows. */
export interface QueueFilter {
  kind: string;
  decided: 'all' | 'undecided' | 'decided' | 'unsure';
  /** Search text: items with a record whose display label holds it (absent or '': all). */
  query?: string;
}

/** Whether an item passes the filter. */
export function passes(item: ReviewItemView, f: QueueFilter): boolean {
  if (f.kind !== 'all' && item.kind !== f.kind) return false;
  if (f.query && !item.labels.some((l) => labelMatches(l, f.query!))) return false;
  if (f.decided === 'undecided') return item.decided === undefined;
  if (f.decided === 'decided') return item.decided !== undefined;
  if (f.decided === 'unsure') return item.decided === 'unsure';
  return true;
}

/** Props of {@link QueueList}. */
export interface QueueListProps {
  items: ReviewItemView[];
  /** Indices into `items` that pass the filter. */
  visible: number[];
  current: number;
  filter: QueueFilter;
  onFilter: (f: QueueFilter) => void;
  onSelect: (index: number) => void;
  /** Blind mode: scores of undecided items stay hidden. */
  blind?: boolean;
  /** Actions on the filtered items (bulk accept), shown under the count. */
  children?: ComponentChildren;
  /** The queue's guard checks and the switch that includes them (off by default). */
  guardChecks?: GuardChecks;
  onGuardChecks?: (include: boolean) => void;
}

/** The list, with the current item marked (aria-current). */
export function QueueList({
  items,
  visible,
  current,
  filter,
  onFilter,
  onSelect,
  blind,
  children,
  guardChecks,
  onGuardChecks,
}: QueueListProps) {
  const kinds = [...new Set(items.map((i) => i.kind))].sort();
  const active = visible.indexOf(current);
  const renderRow = useCallback(
    (k: number, focusable: boolean) => {
      const index = visible[k];
      const it = items[index];
      // Why the pair is held back from merging (a high score in review needs it), hidden in blind mode.
      const shownHeld = blind && it.decided === undefined ? undefined : heldReason(it);
      return (
        <button
          type="button"
          tabIndex={focusable ? 0 : -1}
          data-keys={`${it.keys[0]} · ${it.keys[1]}`}
          class={`queue-item${index === current ? ' current' : ''}`}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
        >
          <span class="queue-pos">{it.position + 1}</span>
          <span class="queue-keys" title={`${it.keys[0]} · ${it.keys[1]}`}>
            {it.labels[0]} <span aria-hidden="true">⟷</span>
            <span class="visually-hidden"> and </span> {it.labels[1]}
          </span>
          <span class="queue-meta" title={shownHeld ? `held: ${reasonText(shownHeld)}` : undefined}>
            {kindText(it.kind)}
            {blind && it.decided === undefined ? '' : ` · ${formatProbability(it.score)}`}
            {shownHeld && ` · held: ${reasonWords(shownHeld)}`}
          </span>
          <span class={`queue-decision decision-${it.decided ?? 'none'}`}>{humanDecisionText(it.decided)}</span>
        </button>
      );
    },
    [items, visible, current, onSelect, blind],
  );
  return (
    <nav class="queue" aria-label="Review queue">
      <div class="queue-filters">
        <label>
          Kind{' '}
          <select
            value={filter.kind}
            onChange={(e) => onFilter({ ...filter, kind: (e.target as HTMLSelectElement).value })}
          >
            <option value="all">all kinds</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {kindText(k)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Show{' '}
          <select
            value={filter.decided}
            onChange={(e) =>
              onFilter({ ...filter, decided: (e.target as HTMLSelectElement).value as QueueFilter['decided'] })
            }
          >
            <option value="all">all</option>
            <option value="undecided">undecided</option>
            <option value="decided">decided</option>
            <option value="unsure">unsure</option>
          </select>
        </label>
      </div>
      <label class="queue-search">
        Search{' '}
        <input
          type="search"
          value={filter.query ?? ''}
          placeholder="a name, title, city…"
          onInput={(e) => onFilter({ ...filter, query: (e.target as HTMLInputElement).value })}
        />
      </label>
      {guardChecks && guardChecks.count > 0 && onGuardChecks && (
        <label class="queue-guard-checks">
          <input
            type="checkbox"
            checked={guardChecks.included}
            onChange={(e) => onGuardChecks((e.target as HTMLInputElement).checked)}
          />{' '}
          Include {guardChecks.count} guard check{guardChecks.count === 1 ? '' : 's'} (a guard vetoed a high score)
        </label>
      )}
      <p class="muted queue-count">
        {visible.length} of {items.length} items
      </p>
      {children && <div class="queue-actions">{children}</div>}
      <VirtualList
        count={visible.length}
        rowHeight={56}
        active={active < 0 ? undefined : active}
        label="Review items"
        renderRow={renderRow}
      />
    </nav>
  );
}
