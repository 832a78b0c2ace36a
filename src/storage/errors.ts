/** Storage errors with messages a person can act on. They cross threads as plain {name, message}. */

/** Any storage failure; `what` names what was being read or written. */
export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    message: string,
    readonly what: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The browser's storage quota was exceeded while writing `what`; that write was rolled back. */
export class StorageFullError extends StorageError {
  override name = 'StorageFullError';
  constructor(what: string, options?: { cause?: unknown }) {
    super(
      `Storage is full: could not save ${what}. Nothing of this write was kept and earlier data is intact. ` +
        'Delete old projects or allow persistent storage, then try again.',
      what,
      options,
    );
  }
}

/** The database was closed because another tab upgraded it, or the browser removed it. */
export class StorageClosedError extends StorageError {
  override name = 'StorageClosedError';
}

/** A project file that cannot be imported. */
export class ProjectFileError extends StorageError {
  override name = 'ProjectFileError';
}

function isQuota(e: unknown): boolean {
  const err = e as { name?: string; code?: number; inner?: unknown; target?: { error?: unknown } } | null;
  if (!err || typeof err !== 'object') return false;
  if (err.name === 'QuotaExceededError' || err.code === 22) return true;
  return err.inner !== undefined && isQuota(err.inner);
}

/** Map a failure while handling `what` to a StorageError (quota → StorageFullError). */
export function toStorageError(e: unknown, what: string, txError?: unknown): StorageError {
  if (e instanceof StorageError) return e;
  if (isQuota(e) || isQuota(txError)) return new StorageFullError(what, { cause: e });
  const name = (e as { name?: string } | null)?.name;
  if (name === 'InvalidStateError')
    return new StorageClosedError(
      `Doppel's storage connection is closed: another tab upgraded Doppel, or the browser cleared this site's data. Reload to continue; if projects are gone, import the last project file. (While saving ${what}.)`,
      what,
      { cause: e },
    );
  const message = e instanceof Error ? e.message : String(e);
  return new StorageError(`Could not save ${what}: ${message}`, what, { cause: e });
}
