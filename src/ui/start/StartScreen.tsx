/**
 * S0 Start: open files (drop, choose, paste), try a sample, the privacy statement, recent projects,
 * storage use, and opening a saved project file.
 */
import { useEffect, useState } from 'preact/hooks';
import type { AppClient } from '../../client/app-client';
import { announce, announceError } from '../status';
import { projectNameOf, setPendingImport } from '../pending';
import { DropZone } from './DropZone';
import { PasteBox } from './PasteBox';
import { SplinkImport } from './SplinkImport';
import { RecentProjects } from './RecentProjects';
import { StorageMeter } from './StorageMeter';
import { Privacy } from './Privacy';
import { SAMPLES, loadSample } from './samples';
import { ProjectFileInput, importProjectFile, takePendingProjectFile } from './ProjectFileInput';

/** The start screen. */
export function StartScreen({ client, navigate }: { client: AppClient; navigate: (path: string) => void }) {
  const [sample, setSample] = useState(SAMPLES[0].id);
  const [busy, setBusy] = useState(false);
  const [cleared, setCleared] = useState(0);
  const open = (files: File[], name = projectNameOf(files)) => {
    if (files.length === 0) return;
    setPendingImport(name, files);
    navigate('/import');
  };
  const trySample = async () => {
    const set = SAMPLES.find((s) => s.id === sample) ?? SAMPLES[0];
    setBusy(true);
    try {
      open(await loadSample(set), `Sample: ${set.label}`);
    } catch (e) {
      announceError(e);
    } finally {
      setBusy(false);
    }
  };
  // A project file chosen on a «project is gone» screen is imported here.
  useEffect(() => {
    const file = takePendingProjectFile();
    if (file) void importProjectFile(client, file, navigate);
  }, []);
  return (
    <div class="start">
      <h1>Find duplicates in your lists — privately, in this tab</h1>
      <DropZone onFiles={open} />
      <PasteBox onText={(text) => open([new File([text], 'pasted.csv', { type: 'text/csv' })], 'Pasted data')} />
      <SplinkImport client={client} navigate={navigate} />
      <section class="samples" aria-labelledby="samples-h">
        <h2 id="samples-h">Sample data</h2>
        <label for="sample-set">Sample data set</label>{' '}
        <select id="sample-set" value={sample} onChange={(e) => setSample(e.currentTarget.value)}>
          {SAMPLES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>{' '}
        <button type="button" disabled={busy} onClick={trySample}>
          Try sample data
        </button>
      </section>
      <Privacy />
      <RecentProjects key={cleared} client={client} navigate={navigate} />
      <section aria-labelledby="projfile-h">
        <h2 id="projfile-h">Saved project file</h2>
        <ProjectFileInput onFile={(file) => importProjectFile(client, file, navigate)} />
      </section>
      <StorageMeter client={client} onCleared={() => setCleared(cleared + 1)} />
    </div>
  );
}
