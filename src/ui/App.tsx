/** The first page: open a CSV, pick a column, find its most similar pairs in the worker pool. */
import { useRef, useState } from 'preact/hooks';
import type { DoppelClient, RunProgress, SimilarPairsResult, TableSummary } from '../client/doppel-client';
import { OpenFile } from './OpenFile';
import { RunPanel, type RunSettings } from './RunPanel';
import { PairsTable } from './PairsTable';

/** Where the page is: nothing open, reading a file, ready, running, or showing a result. */
type Phase = 'empty' | 'opening' | 'ready' | 'running';

const SAMPLE_URL = `${import.meta.env.BASE_URL}samples/suppliers.csv`;

/** The whole first page. */
export function App({ client }: { client: DoppelClient }) {
  const [phase, setPhase] = useState<Phase>('empty');
  const [table, setTable] = useState<TableSummary>();
  const [progress, setProgress] = useState<RunProgress>();
  const [result, setResult] = useState<SimilarPairsResult>();
  const [message, setMessage] = useState<string>();
  const running = useRef<AbortController | undefined>(undefined);

  const open = async (load: () => Promise<TableSummary>) => {
    setPhase('opening');
    setMessage(undefined);
    setResult(undefined);
    try {
      setTable(await load());
      setPhase('ready');
    } catch (error) {
      setMessage((error as Error).message);
      setPhase(table ? 'ready' : 'empty');
    }
  };

  const run = async (settings: RunSettings) => {
    const controller = new AbortController();
    running.current = controller;
    setPhase('running');
    setProgress(undefined);
    setResult(undefined);
    setMessage(undefined);
    try {
      setResult(await client.findSimilarPairs({ ...settings, limit: 50 }, { signal: controller.signal, onProgress: setProgress }));
    } catch (error) {
      setMessage((error as Error).name === 'AbortError' ? 'Cancelled.' : (error as Error).message);
    } finally {
      running.current = undefined;
      setPhase('ready');
    }
  };

  return (
    <main>
      <header>
        <h1>Doppel</h1>
        <p>Find duplicate rows in a CSV file. Your file is never uploaded: processing runs in this tab’s web workers.</p>
      </header>
      <OpenFile
        busy={phase === 'opening' || phase === 'running'}
        onFile={(file) => open(() => client.openFile(file))}
        onSample={() => open(() => client.openSample(SAMPLE_URL))}
      />
      {table && (
        <RunPanel
          table={table}
          running={phase === 'running'}
          progress={progress}
          onRun={run}
          onCancel={() => running.current?.abort()}
        />
      )}
      <p role="status" class="message">{phase === 'opening' ? 'Reading the file…' : message}</p>
      {result && <PairsTable result={result} />}
    </main>
  );
}
