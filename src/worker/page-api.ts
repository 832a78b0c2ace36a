/**
 * What the project worker exposes to the page: the app API of the project service plus the few
 * page-only helpers (import preview).
 */
import type { AppApi } from '../engine/service/app-api';
import type { ImportFile } from '../engine/service/service';
import type { FilePreview } from './preview';

/** The project worker's comlink surface. */
export interface PageApi extends AppApi {
  /**
   * First rows of each file (with its chosen settings), for the import screen. Errors come back as plain `{name,
   * message}`.
   */
  previewFiles(files: ImportFile[], limit: number): Promise<Array<FilePreview | { name: string; error: string }>>;
}

export type { FilePreview } from './preview';
export type { ImportFile, ImportFileOptions } from '../engine/service/service';
