/** Storage use against quota, persistence state and «Request persistent storage». */
import { useEffect, useState } from 'preact/hooks';
import type { AppClient, StorageInfo } from '../../client/app-client';
import { announce, announceError } from '../status';
import { bytes } from '../common/format';

/** The storage meter of the start screen. */
export function StorageMeter({ client }: { client: AppClient }) {
  const [info, setInfo] = useState<StorageInfo | undefined>();
  const reload = () => client.storage().then(setInfo, announceError);
  useEffect(() => void reload(), []);
  const request = async () => {
    try {
      const granted = await client.requestPersistence();
      announce(granted ? 'Persistent storage granted: the browser will not evict this data on its own.' : 'The browser did not grant persistent storage; data may be evicted when space runs low.');
      await reload();
    } catch (e) {
      announceError(e);
    }
  };
  const used = info?.usage ?? 0;
  const quota = info?.quota;
  return (
    <section class="storage" aria-labelledby="storage-h">
      <h2 id="storage-h">Storage in this browser</h2>
      {info === undefined ? <p>Checking…</p> : (
        <>
          <p>
            <meter id="storage-meter" min={0} max={quota ?? 1} value={used} aria-label="Storage used" />{' '}
            {bytes(used)} used of {bytes(quota)} available.
          </p>
          <p>
            Persistent storage: {info.persisted ? 'on' : 'off'}{' '}
            {!info.persisted && <button type="button" onClick={request}>Request persistent storage</button>}
          </p>
        </>
      )}
    </section>
  );
}
