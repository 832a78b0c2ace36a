/**
 * Opening a project with its latest results. After a reload the worker holds no results in memory:
 * `open()` then reports no run even when one is stored. `openWithResults` asks the worker to
 * re-derive the stored run (records + its settings + the decision log), then opens again.
 */
import type { AppClient, ProjectView } from '../../client/app-client';

const NO_RUN = 'Run «Find duplicates» first.';

/** Open the project; when a run is stored but not in memory, restore it first (`onRestoring` says so). */
export async function openWithResults(
  client: AppClient,
  id: number,
  onRestoring?: (view: ProjectView) => void,
): Promise<ProjectView> {
  const view = await client.open(id);
  if (view.run) return view;
  onRestoring?.(view);
  try {
    await client.overview(id);
  } catch (e) {
    if (e instanceof Error && e.message === NO_RUN) return view;
    throw e;
  }
  return client.open(id);
}
