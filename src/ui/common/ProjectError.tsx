/** What a project screen shows when the project cannot be opened (deleted, evicted, or storage failed). */
import { navigate } from '../router';
import { ProjectFileInput, setPendingProjectFile } from '../start/ProjectFileInput';

const MISSING = /does not exist|not found|no project|not stored in this browser/i;
const CLOSED = /connection is closed|closed Doppel’s storage|storage .*(cleared|closed)/i;

/** Import a project file: handed to the start page, which imports it as on its own input. */
function importFromHere(file: File): void {
  setPendingProjectFile(file);
  navigate('/');
}

/** The error, and for a project gone from storage the way back: importing its saved project file. */
export function ProjectError({ title, message }: { title: string; message: string }) {
  const missing = MISSING.test(message);
  const closed = !missing && CLOSED.test(message);
  return (
    <section>
      <h1>{title}</h1>
      <p>{message}</p>
      {missing && (
        <p>
          The project is no longer in this browser's storage: it was deleted (maybe in another tab), or the browser
          evicted it to free space. If you saved its project file (start page, «Export»), import it here to get the
          project back with its decisions; «Request persistent storage» on the start page keeps the browser from
          evicting projects on its own.
        </p>
      )}
      {closed && (
        <p>
          This page lost its connection to Doppel's storage, for example because the browser cleared it. Reload the
          page; if the project is gone, import its saved project file.
        </p>
      )}
      {(missing || closed) && (
        <p class="actions">
          <ProjectFileInput primary onFile={importFromHere} />
          {closed && (
            <>
              {' '}
              <button type="button" onClick={() => location.reload()}>
                Reload the page
              </button>
            </>
          )}
        </p>
      )}
      <p>
        <a href="#/">Back to the start page</a>
      </p>
    </section>
  );
}
