/** Why an import could not produce a table at all. */
export type ImportErrorCode = 'binary' | 'unreadable' | 'missing-sheet';

/** A fatal import error (the file cannot be read as text); its message names the file. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  constructor(
    readonly code: ImportErrorCode,
    readonly source: string,
    message: string,
  ) {
    super(message);
  }
}
