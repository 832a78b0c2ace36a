/**
 * S8 History: the decision log newest first, filterable; «Undo» on any entry in effect (selective
 * undo, naming the later entries that depend on it); undone entries struck through with «Redo».
 */
import { useEffect, useState } from 'preact/hooks';
import type { HistoryEntryView } from '../../client/app-client';
import type { ScreenProps } from '../screen';
import { announce, announceError } from '../status';
import { count, when } from '../common/format';
import { BusyNote, useBusy } from '../common/busy';
import { HISTORY_FILTERS, batchOf, describeEntry, undoable, undoOf } from './describe';

const PAGE = 100;

/** The history screen. */
export function HistoryScreen({ client, projectId }: ScreenProps) {
  const [entries, setEntries] = useState<HistoryEntryView[]>();
  const [filter, setFilter] = useState('all');
  const [page, setPage] = useState(0);
  const [dependents, setDependents] = useState<number[]>([]);
  const reload = () => client.history(projectId).then(setEntries, announceError);
  useEffect(() => void reload(), [projectId]);
  const [busy, run] = useBusy();
  const undoEntry = (e: HistoryEntryView, label: string) =>
    run(`${label === 'Undo' ? 'Undoing' : 'Redoing'} entry #${e.id}…`, async () => {
      const result = await client.undo(projectId, e.id);
      setDependents(result.dependents);
      const deps = result.dependents.length
        ? ` ${result.dependents.length} later entr${result.dependents.length === 1 ? 'y depends' : 'ies depend'} on it: ${result.dependents.map((d) => `#${d}`).join(', ')}.`
        : '';
      announce(`${label} of entry #${e.id} saved.${deps}`);
      await reload();
    });
  /** Undo every entry of a bulk accept still in effect, in one transaction. */
  const undoBatch = (batch: HistoryEntryView[]) =>
    run(`Undoing ${batch.length} decisions…`, async () => {
      const result = await client.undoMany(
        projectId,
        batch.map((b) => b.id),
      );
      setDependents(result.dependents);
      announce(
        `Undid the bulk accept: ${batch.length} decisions.${result.dependents.length ? ` Later entries depend on them: ${result.dependents.map((d) => `#${d}`).join(', ')}.` : ''}`,
      );
      await reload();
    });
  if (!entries)
    return (
      <section>
        <h1>History</h1>
        <p>Loading…</p>
      </section>
    );
  const test = HISTORY_FILTERS.find(([k]) => k === filter)?.[2] ?? (() => true);
  const shown = entries.filter(test);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));
  const slice = shown.slice(page * PAGE, page * PAGE + PAGE);
  return (
    <section class="history">
      <h1>History</h1>
      <p>
        Every automatic run and every decision, newest first. Nothing is deleted: an undo is a new entry, and can itself
        be undone.
      </p>
      <label>
        Show{' '}
        <select
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(0);
          }}
        >
          {HISTORY_FILTERS.map(([k, label]) => (
            <option key={k} value={k}>
              {label}
            </option>
          ))}
        </select>
      </label>{' '}
      <span>{count(shown.length)} entries</span>
      <BusyNote label={busy} />
      <table aria-label="Decision log" aria-busy={busy !== undefined}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">When</th>
            <th scope="col">By</th>
            <th scope="col">What</th>
            <th scope="col">
              <span class="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {slice.map((e) => {
            const redo = e.undone ? undoOf(entries, e.id) : undefined;
            const batch = batchOf(entries, e);
            return (
              <tr key={e.id} class={`${e.undone ? 'undone' : ''}${dependents.includes(e.id) ? ' dependent' : ''}`}>
                <td class="num">{e.id}</td>
                <td>{when(e.at)}</td>
                <td>{e.by === 'user' ? 'you' : 'automatic'}</td>
                <td class="what">
                  {e.undone ? <s>{describeEntry(e, entries)}</s> : describeEntry(e, entries)}
                  {e.undone && <span class="sr-only"> (undone)</span>}
                  {e.why ? ` — ${e.why}` : ''}
                </td>
                <td class="actions">
                  {undoable(e) && (
                    <button
                      type="button"
                      disabled={busy !== undefined}
                      onClick={() => undoEntry(e, 'Undo')}
                      aria-label={`Undo entry ${e.id}`}
                    >
                      Undo
                    </button>
                  )}
                  {batch.length > 1 && (
                    <button
                      type="button"
                      disabled={busy !== undefined}
                      onClick={() => undoBatch(batch)}
                      aria-label={`Undo the bulk accept of entry ${e.id} (${batch.length} decisions)`}
                    >
                      Undo batch ({batch.length})
                    </button>
                  )}
                  {redo && (
                    <button
                      type="button"
                      disabled={busy !== undefined}
                      onClick={() => undoEntry(redo, 'Redo')}
                      aria-label={`Redo entry ${e.id}`}
                    >
                      Redo
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {pages > 1 && (
        <nav aria-label="History pages" class="pager">
          <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer
          </button>
          <span>
            {' '}
            Page {page + 1} of {pages}{' '}
          </span>
          <button type="button" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Older
          </button>
        </nav>
      )}
    </section>
  );
}
