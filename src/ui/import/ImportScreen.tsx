/**
 * S1 Import: the files stream into IndexedDB in the worker (bytes/rows progress, Cancel) while a
 * preview of their first rows is shown, with each file's encoding, delimiter and header row editable
 * (a change previews that file again and restarts the import); then each source's counts and issues.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AppClient, FilePreview, ImportFileOptions, ImportProgress, ProjectView } from '../../client/app-client';
import { takePendingImport } from '../pending';
import { announce, announceError } from '../status';
import { Progress } from '../common/Progress';
import { PreviewGrid } from '../common/PreviewGrid';
import { bytes, count } from '../common/format';
import { SourceReport } from './SourceReport';
import { ImportSettings, SourceColumn } from './ImportSettings';

type Phase = 'importing' | 'done' | 'cancelled' | 'failed' | 'nothing';

/** The import screen; reads the files handed over by the start screen. */
export function ImportScreen({ client, navigate }: { client: AppClient; navigate: (path: string) => void }) {
  const [job] = useState(takePendingImport);
  const [phase, setPhase] = useState<Phase>(job ? 'importing' : 'nothing');
  const [progress, setProgress] = useState<ImportProgress & { file: string }>();
  const [previews, setPreviews] = useState<Array<FilePreview | { name: string; error: string }>>([]);
  const [shown, setShown] = useState(0);
  const [project, setProject] = useState<ProjectView>();
  /** Why the import failed, kept on the screen (a later announcement, e.g. a preview's, replaces the status line). */
  const [failure, setFailure] = useState<string>();
  const abort = useRef(new AbortController());
  const choices = useRef<Array<ImportFileOptions | undefined>>([]);
  const imported = useRef<number | undefined>(undefined);
  const generation = useRef(0);
  /** (Re)start the import with the current choices; a superseded import's result is dropped. */
  const startImport = () => {
    const gen = ++generation.current;
    abort.current.abort();
    const controller = (abort.current = new AbortController());
    const previous = imported.current;
    imported.current = undefined;
    setPhase('importing');
    setProject(undefined);
    setProgress(undefined);
    setFailure(undefined);
    announce(`Importing ${job!.files.length === 1 ? job!.files[0].name : `${job!.files.length} files`}…`);
    Promise.resolve(previous === undefined ? undefined : client.deleteProject(previous))
      .then(() =>
        client.importFiles(job!.name, job!.files, {
          signal: controller.signal,
          onProgress: setProgress,
          options: choices.current,
        }),
      )
      .then(async (id) => {
        if (gen !== generation.current) return void client.deleteProject(id).catch(() => undefined);
        imported.current = id;
        const view = await client.open(id);
        if (gen !== generation.current) return;
        setProject(view);
        setPhase('done');
        const rows = view.sources.reduce((n, s) => n + s.rowCount, 0);
        announce(
          `Imported ${count(rows)} row${rows === 1 ? '' : 's'} from ${view.sources.length} source${view.sources.length === 1 ? '' : 's'}.`,
        );
      })
      .catch((e: unknown) => {
        if (gen !== generation.current) return;
        if (controller.signal.aborted) {
          setPhase('cancelled');
          announce('Import cancelled; nothing was kept.');
        } else {
          setPhase('failed');
          setFailure(e instanceof Error ? e.message : String(e));
          announceError(e);
        }
      });
  };
  /** A setting of file `i` changed: preview that file again and import again with the new choice. */
  const choose = (i: number, options: ImportFileOptions) => {
    // The reading settings and the sources column are chosen apart: a change of one keeps the other.
    const kept = choices.current[i]?.sourceColumn;
    const next = 'sourceColumn' in options || kept === undefined ? options : { ...options, sourceColumn: kept };
    choices.current = job!.files.map((_, k) => (k === i ? next : choices.current[k]));
    client.previewFiles([job!.files[i]], 200, [options]).then(
      ([p]) => {
        setPreviews((list) => list.map((old, k) => (k === i ? p : old)));
        announce(`Preview of ${p.name} updated.`);
      },
      (e: unknown) => announceError(e),
    );
    startImport();
  };
  useEffect(() => {
    if (!job) return;
    client.previewFiles(job.files).then(setPreviews, () => undefined);
    startImport();
    return () => {
      generation.current++;
      abort.current.abort();
    };
  }, []);
  const preview = previews[shown];
  const totalRows = preview && project?.sources.find((s) => s.name === preview.name)?.rowCount;
  // The grid is made once per preview: progress updates re-render the screen, not its 200 rows.
  const grid = useMemo(
    () =>
      preview && !('error' in preview) ? (
        <PreviewGrid
          label={`Preview of ${preview.name}`}
          columns={preview.columns}
          rows={preview.rows}
          totalRows={totalRows}
        />
      ) : null,
    [preview, totalRows],
  );
  if (phase === 'nothing') {
    return (
      <section>
        <h1>Import</h1>
        <p>
          No files are waiting to be imported. <a href="#/">Choose files on the start page.</a>
        </p>
      </section>
    );
  }
  const total = job!.files.reduce((n, f) => n + f.size, 0);
  return (
    <section class="import">
      <h1>Import {job!.name}</h1>
      {phase === 'importing' && (
        <Progress
          value={progress?.bytesRead}
          max={progress?.totalBytes}
          label={
            progress
              ? `${progress.file}: ${bytes(progress.bytesRead)} of ${bytes(progress.totalBytes)}, ${count(progress.rows)} rows`
              : `Reading ${bytes(total)}…`
          }
          onCancel={() => abort.current.abort()}
        />
      )}
      {phase === 'done' && project && (
        <>
          <SourceReport sources={project.sources} />
          <p>
            <button type="button" class="primary" onClick={() => navigate(`/p/${project.id}/fields`)}>
              Continue to fields
            </button>
          </p>
        </>
      )}
      {phase === 'failed' && failure && <p class="import-failure">{failure}</p>}
      {(phase === 'cancelled' || phase === 'failed') && (
        <p>
          <a href="#/">Back to the start page</a>
        </p>
      )}
      {previews.length > 1 && (
        <label>
          Preview of{' '}
          <select value={shown} onChange={(e) => setShown(Number(e.currentTarget.value))}>
            {previews.map((p, i) => (
              <option key={i} value={i}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {preview &&
        ('error' in preview ? (
          <p>{preview.error.startsWith(preview.name) ? preview.error : `${preview.name}: ${preview.error}`}</p>
        ) : (
          <>
            <ImportSettings key={shown} preview={preview} onChange={(o) => choose(shown, o)} />
            <SourceColumn
              preview={preview}
              value={choices.current[shown]?.sourceColumn}
              onChange={(sourceColumn) => choose(shown, { ...choices.current[shown], sourceColumn })}
            />
            <h2>First rows of {preview.name}</h2>
            {preview.columnCount > preview.columns.length && (
              <p>
                The first {preview.columns.length} of {count(preview.columnCount)} columns are shown.
              </p>
            )}
            {grid}
          </>
        ))}
    </section>
  );
}
