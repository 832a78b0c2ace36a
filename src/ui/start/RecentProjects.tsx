/** Recent projects from IndexedDB with Open / Export / Delete. */
import { useEffect, useState } from 'preact/hooks';
import type { AppClient, ProjectListItem } from '../../client/app-client';
import { announce, announceError } from '../status';
import { count, when } from '../common/format';
import { downloadText, fileNameOf } from '../common/download';
import { forgetResume, resumePath, resumePoint } from '../common/resume';
import { BusyNote, useBusy } from '../common/busy';

/** The list of projects kept in this browser. */
export function RecentProjects({ client, navigate }: { client: AppClient; navigate: (path: string) => void }) {
  const [projects, setProjects] = useState<ProjectListItem[] | undefined>();
  const reload = () => client.projects().then(setProjects, announceError);
  useEffect(() => void reload(), []);
  const [busy, run] = useBusy();
  const exportOne = (p: ProjectListItem) =>
    run(`Exporting ${p.name}…`, async () => {
      const file = await client.exportProject(p.id);
      downloadText(`${fileNameOf(p.name)}.doppel.json`, JSON.stringify(file), 'application/json');
      announce(`Project file of ${p.name} saved.`);
    });
  const remove = async (p: ProjectListItem) => {
    if (!confirm(`Delete the project «${p.name}» and all its data from this browser?`)) return;
    await run(`Deleting ${p.name}…`, async () => {
      await client.deleteProject(p.id);
      forgetResume(p.id);
      announce(`Project ${p.name} deleted from this browser.`);
      await reload();
    });
  };
  return (
    <section aria-labelledby="recent-h">
      <h2 id="recent-h">Recent projects</h2>
      <BusyNote label={busy} />
      {projects === undefined ? (
        <p>Loading…</p>
      ) : projects.length === 0 ? (
        <p>No projects in this browser yet.</p>
      ) : (
        <table class="projects" aria-labelledby="recent-h">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Rows</th>
              <th scope="col">Sources</th>
              <th scope="col">Last opened</th>
              <th scope="col">Decisions</th>
              <th scope="col">
                <span class="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {projects.slice(0, 200).map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.name}</th>
                <td class="num">{count(p.records)}</td>
                <td class="num">{count(p.sources)}</td>
                <td>{when(p.lastOpened)}</td>
                <td class="num">{count(p.decisions)}</td>
                <td class="actions">
                  <ContinueReview id={p.id} name={p.name} navigate={navigate} />
                  <button type="button" onClick={() => navigate(resumePath(p.id))} aria-label={`Open ${p.name}`}>
                    Open
                  </button>
                  <button
                    type="button"
                    disabled={busy !== undefined}
                    onClick={() => void exportOne(p)}
                    aria-label={`Export ${p.name}`}
                  >
                    Export
                  </button>
                  <button
                    type="button"
                    disabled={busy !== undefined}
                    onClick={() => void remove(p)}
                    aria-label={`Delete ${p.name}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** «Continue review (N left)» for a project whose review queue had undecided items when last loaded here. */
function ContinueReview({ id, name, navigate }: { id: number; name: string; navigate: (path: string) => void }) {
  const left = resumePoint(id)?.left ?? 0;
  if (left <= 0) return null;
  return (
    <button
      type="button"
      class="primary"
      onClick={() => navigate(`/p/${id}/review`)}
      aria-label={`Continue review of ${name} (${count(left)} left)`}
    >
      Continue review ({count(left)} left)
    </button>
  );
}
