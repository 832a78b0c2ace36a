/**
 * «Import a project file»: the file input of the start page, also offered where a project turned
 * out to be gone from storage. A file chosen away from the start page is handed over to it (files
 * cannot travel in the URL) and imported there, by the same code as one chosen on the start page.
 */
import type { AppClient } from '../../client/app-client';
import { announce, announceError } from '../status';

let handedOver: File | undefined;

/** Hand a project file to the start page, which imports it when it opens. */
export function setPendingProjectFile(file: File): void {
  handedOver = file;
}

/** The project file waiting for the start page, taken once. */
export function takePendingProjectFile(): File | undefined {
  const file = handedOver;
  handedOver = undefined;
  return file;
}

/** Import a saved project file as a new project and open its fields; failures are announced. */
export async function importProjectFile(
  client: AppClient,
  file: File,
  navigate: (path: string) => void,
): Promise<void> {
  try {
    const id = await client.importProject(JSON.parse(await file.text()));
    announce(`Project file ${file.name} opened.`);
    navigate(`/p/${id}/fields`);
  } catch (e) {
    announceError(e instanceof SyntaxError ? new Error(`${file.name} is not a Doppel project file (not JSON).`) : e);
  }
}

/** A button-styled file input labelled «Import a project file» (JSON); `onFile` gets the chosen file. */
export function ProjectFileInput({
  onFile,
  primary = false,
}: {
  onFile: (file: File) => void | Promise<void>;
  primary?: boolean;
}) {
  return (
    <label class={primary ? 'button primary' : 'button'}>
      Import a project file
      <input
        type="file"
        accept=".json,application/json"
        onChange={(e) => {
          const input = e.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          void Promise.resolve(onFile(file)).finally(() => (input.value = ''));
        }}
      />
    </label>
  );
}
