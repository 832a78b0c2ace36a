/**
 * Errors that cross threads — scoring workers to the pool, the app worker to the page — as plain
 * `{ name, message }` objects, turned back into `Error`s on arrival. The one module for both boundaries.
 */

/** The shape an error takes when it crosses a thread boundary. */
export interface PlainError {
  name: string;
  message: string;
}

/** Reduce any thrown value to a plain `{ name, message }` that survives structured cloning. */
export function toPlainError(error: unknown): PlainError {
  if (error instanceof Error) return { name: error.name, message: error.message };
  if (isPlainError(error)) return { name: error.name, message: error.message };
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return { name: 'Error', message: (error as { message: string }).message };
  }
  return { name: 'Error', message: String(error) };
}

/** A plain error with a name, e.g. `StorageError`, ready to cross a thread. */
export function namedError(name: string, message: string): PlainError {
  return { name, message };
}

/** Turn a value received from another thread back into an `Error` with the same name and message. */
export function fromPlainError(value: unknown): Error {
  if (value instanceof Error) return value;
  const plain = toPlainError(value);
  const error = new Error(plain.message);
  error.name = plain.name;
  return error;
}

/** The error a cancelled job rejects with (`name === 'AbortError'`). */
export function abortError(message = 'The job was cancelled'): Error {
  const error = new Error(message);
  error.name = 'AbortError';
  return error;
}

function isPlainError(value: unknown): value is PlainError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PlainError).name === 'string' &&
    typeof (value as PlainError).message === 'string'
  );
}
