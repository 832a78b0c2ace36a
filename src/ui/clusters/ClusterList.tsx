/** The cluster list: sortable by size, weakest link and density, virtualised, loaded a page at a time. */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { AppClient, ClusterRowView, ClusterSort } from '../../client/app-client';
import { VirtualList } from '../review/VirtualList';
import { formatProbability } from '../review/format';

const PAGE = 200;

/** Props of {@link ClusterList}. */
export interface ClusterListProps {
  client: AppClient;
  projectId: number;
  selected?: string;
  /** Bumped after an operation: the list reloads. */
  version: number;
  onSelect: (id: string) => void;
  onError: (message: string) => void;
}

/** The list, with the selected cluster marked. */
export function ClusterList({ client, projectId, selected, version, onSelect, onError }: ClusterListProps) {
  const [sort, setSort] = useState<ClusterSort>('size');
  const [query, setQuery] = useState('');
  const [total, setTotal] = useState<number>();
  const [rows, setRows] = useState<Map<number, ClusterRowView>>(new Map());
  const loading = useRef(new Set<number>());
  const generation = useRef(0);

  const loadPage = useCallback(
    async (page: number, gen: number) => {
      if (loading.current.has(page)) return;
      loading.current.add(page);
      try {
        const p = await client.clusters(projectId, sort, page * PAGE, PAGE, query);
        if (gen !== generation.current) return;
        setTotal(p.total);
        setRows((old) => {
          const next = new Map(old);
          p.rows.forEach((r, i) => next.set(page * PAGE + i, r));
          return next;
        });
      } catch (e) {
        onError(e instanceof Error ? e.message : String(e));
      }
    },
    [client, projectId, sort, query],
  );

  useEffect(() => {
    generation.current++;
    loading.current = new Set();
    setRows(new Map());
    void loadPage(0, generation.current);
  }, [loadPage, version]);

  const onRange = useCallback(
    (from: number, to: number) => {
      for (let page = Math.floor(from / PAGE); page <= Math.floor(Math.max(from, to - 1) / PAGE); page++)
        void loadPage(page, generation.current);
    },
    [loadPage],
  );

  const renderRow = (i: number, focusable: boolean) => {
    const r = rows.get(i);
    if (!r) return <span class="cluster-row muted">Loading…</span>;
    return (
      <button
        type="button"
        tabIndex={focusable ? 0 : -1}
        class={`cluster-row${r.id === selected ? ' current' : ''}`}
        aria-current={r.id === selected ? 'true' : undefined}
        onClick={() => onSelect(r.id)}
      >
        <span class="cluster-label" title={r.id}>
          {r.label}
        </span>
        <span>{r.size} records</span>
        <span class="cluster-flags">
          {[
            r.locked ? 'locked' : '',
            r.manual ? 'manual' : '',
            r.conflicts > 0 ? `${r.conflicts} field${r.conflicts === 1 ? '' : 's'} differ` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span>weakest {formatProbability(r.weakestLink)}</span>
        <span>density {r.density.toFixed(2)}</span>
      </button>
    );
  };
  return (
    <nav class="cluster-list" aria-label="Clusters">
      <label>
        Sort by{' '}
        <select value={sort} onChange={(e) => setSort((e.target as HTMLSelectElement).value as ClusterSort)}>
          <option value="size">size (largest first)</option>
          <option value="weakest">weakest link (weakest first)</option>
          <option value="density">density (sparsest first)</option>
          <option value="conflicts">conflicts (most differing fields first)</option>
        </select>
      </label>
      <label class="cluster-search">
        Search{' '}
        <input
          type="search"
          value={query}
          placeholder="a name, title, city…"
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        />
      </label>
      <p class="muted">
        {total === undefined
          ? 'Loading clusters…'
          : `${total} clusters of two or more records${query.trim() ? ` with a record holding «${query.trim()}»` : ''}`}
      </p>
      <VirtualList
        count={total ?? 0}
        rowHeight={66}
        label="Cluster list"
        renderRow={renderRow}
        onRange={onRange}
        active={activeIndex(rows, selected)}
        onNavigate={(i) => {
          const r = rows.get(i);
          if (r) onSelect(r.id);
        }}
      />
    </nav>
  );
}

/** Index of the selected cluster among the loaded rows, or undefined. */
function activeIndex(rows: ReadonlyMap<number, ClusterRowView>, selected: string | undefined): number | undefined {
  if (selected === undefined) return undefined;
  for (const [i, r] of rows) if (r.id === selected) return i;
  return undefined;
}
