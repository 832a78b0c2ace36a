/** What a project screen shows when the project cannot be opened (deleted, evicted, or storage failed). */

/** The error, and for a missing project the way back: its saved project file. */
export function ProjectError({ title, message }: { title: string; message: string }) {
  const missing = /does not exist|not found|no project/i.test(message);
  return (
    <section>
      <h1>{title}</h1>
      <p>{message}</p>
      {missing && (
        <p>
          The project is no longer in this browser's storage: it was deleted (maybe in another tab), or the browser evicted it to free
          space. If you saved its project file, open it with «Import a project file» on the start page; «Request persistent storage»
          there keeps the browser from evicting projects on its own.
        </p>
      )}
      <p><a href="#/">Back to the start page</a></p>
    </section>
  );
}
