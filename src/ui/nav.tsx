/** Header navigation of an open project (accessible names from issue 5). */
import type { Route } from './router';

const LINKS: Array<[string, string]> = [
  ['fields', 'Fields'],
  ['overview', 'Overview'],
  ['review', 'Review'],
  ['clusters', 'Clusters'],
  ['golden', 'Golden records'],
  ['history', 'History'],
  ['evaluate', 'Evaluate'],
  ['export', 'Export'],
];

/** Links to the screens of project `route.projectId`; the current one carries aria-current. */
export function ProjectNav({ route }: { route: Route }) {
  if (route.projectId === undefined) return null;
  return (
    <nav aria-label="Project">
      <ul>
        {LINKS.map(([screen, label]) => (
          <li key={screen}>
            <a href={`#/p/${route.projectId}/${screen}`} aria-current={route.screen === screen ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
