/** Storage use against quota, persistence state and «Request persistent storage». */
import { useEffect, useState } from 'preact/hooks';
import type { AppClient, StorageInfo } from '../../client/app-client';
import { announce, announceError } from '../status';
import { bytes } from '../common/format';
import { BusyNote, useBusy } from '../common/busy';

/** The storage meter of the start screen; `onCleared` runs after «Delete all local data». */
export function StorageMeter({ client, onCleared }: { client: AppClient; onCleared?: () => void }) {
  const [info, setInfo] = useState<StorageInfo | undefined>();
  const reload = () => client.storage().then(setInfo, announceError);
  useEffect(() => void reload(), []);
  const [busy, run] = useBusy();
  const request = () =>
    run('Asking the browser…', async () => {
      const granted = await client.requestPersistence();
      announce(
        granted
          ? 'Persistent storage granted: the browser will not evict this data on its own.'
          : 'The browser did not grant persistent storage; data may be evicted when space runs low.',
      );
      await reload();
    });
  const clearAll = () => {
    if (
      !confirm(
        'Delete every project, its rows and decisions, and your preferences from this browser? This cannot be undone.',
      )
    )
      return;
    void run('Deleting…', async () => {
      const projects = await client.projects();
      for (const p of projects) await client.deleteProject(p.id);
      try {
        localStorage.clear();
      } catch {
        // Storage blocked: nothing was kept there.
      }
      announce(
        `Deleted ${projects.length} project${projects.length === 1 ? '' : 's'} and your preferences from this browser.`,
      );
      onCleared?.();
      await reload();
    });
  };
  const used = info?.usage ?? 0;
  const quota = info?.quota;
  return (
    <section class="storage" aria-labelledby="storage-h" aria-busy={busy !== undefined}>
      <h2 id="storage-h">Storage in this browser</h2>
      {info === undefined ? (
        <p>Checking…</p>
      ) : (
        <>
          <p>
            <meter id="storage-meter" min={0} max={quota ?? 1} value={used} aria-label="Storage used" /> {bytes(used)}{' '}
            used of {bytes(quota)} available.
          </p>
          <p>
            Persistent storage: {info.persisted ? 'on' : 'off'}{' '}
            {!info.persisted && (
              <button type="button" disabled={busy !== undefined} onClick={() => void request()}>
                Request persistent storage
              </button>
            )}
          </p>
          <p>
            <button type="button" disabled={busy !== undefined} onClick={clearAll}>
              Delete all local data
            </button>
            <BusyNote label={busy} />{' '}
            <span class="hint">
              Removes every project and preference of this app from this browser. The cached app itself stays, for
              offline use.
            </span>
          </p>
        </>
      )}
    </section>
  );
}
