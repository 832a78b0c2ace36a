/**
 * What the project worker exposes to the page: the app API of the project service plus the few
 * page-only helpers (import preview).
 */
import type { AppApi } from '../engine/service/app-api';
import type { FilePreview } from './preview';

/** The project worker's comlink surface. */
export interface PageApi extends AppApi {
  /** First rows of each file, for the import screen. Errors come back as plain `{name, message}`. */
  previewFiles(files: Array<{ name: string; blob: Blob }>, limit: number): Promise<Array<FilePreview | { name: string; error: string }>>;
}

export type { FilePreview } from './preview';
