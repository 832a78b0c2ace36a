/**
 * The app shell: header (home, project navigation, offline badge, settings, theme toggle), the routed screen,
 * and the shared status region. Screens get `{ client, projectId, navigate, params }`.
 */
import { announce } from './status';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AppClient } from '../client/app-client';
import { PROJECT_SCREENS, navigate, useRoute, type Route } from './router';
import { rememberResume } from './common/resume';
import { applyTheme, loadTheme, nextTheme, type ThemeChoice } from './theme';
import { StatusRegion } from './StatusRegion';
import { ProjectNav } from './nav';
import { OfflineBadge } from './OfflineBadge';
import { InstallButton } from './InstallButton';
import { GoToKeys } from './shell-keys';
import { RunBadge } from './RunBadge';
import { StartScreen } from './start/StartScreen';
import { ImportScreen } from './import/ImportScreen';
import { FieldsScreen } from './fields/FieldsScreen';
import { OverviewScreen } from './overview/OverviewScreen';
import { HistoryScreen } from './history/HistoryScreen';
import { ExportScreen } from './export/ExportScreen';
import { ReviewScreen } from './review/ReviewScreen';
import { ClustersScreen } from './clusters/ClustersScreen';
import { GoldenScreen } from './golden/GoldenScreen';
import { EvaluateScreen } from './evaluate/EvaluateScreen';
import { SettingsScreen } from './settings/SettingsScreen';

/** The shell's theme, handed to the settings screen so its choice and the header's toggle agree. */
interface ThemeProps {
  theme: ThemeChoice;
  onTheme: (t: ThemeChoice) => void;
}

function Screen({ client, route, theme, onTheme }: { client: AppClient; route: Route } & ThemeProps) {
  const id = route.projectId;
  if (route.screen === 'import') return <ImportScreen client={client} navigate={navigate} />;
  if (route.screen === 'settings') return <SettingsScreen client={client} theme={theme} onTheme={onTheme} />;
  if (id === undefined) return <StartScreen client={client} navigate={navigate} />;
  const props = { client, projectId: id, navigate, params: route.params };
  switch (route.screen) {
    case 'overview':
      return <OverviewScreen {...props} />;
    case 'review':
      return <ReviewScreen {...props} />;
    case 'clusters':
      return <ClustersScreen {...props} />;
    case 'golden':
      return <GoldenScreen {...props} />;
    case 'history':
      return <HistoryScreen {...props} />;
    case 'evaluate':
      return <EvaluateScreen {...props} />;
    case 'export':
      return <ExportScreen {...props} />;
    default:
      return <FieldsScreen {...props} />;
  }
}

const THEME_LABEL: Record<ThemeChoice, string> = {
  system: 'Theme: system',
  light: 'Theme: light',
  dark: 'Theme: dark',
};

/** The whole app. */
export function App({ client }: { client: AppClient }) {
  const route = useRoute();
  const [theme, setTheme] = useState<ThemeChoice>(loadTheme);
  const main = useRef<HTMLElement>(null);
  const key = `${route.screen}/${route.projectId ?? ''}`;
  const first = useRef(true);
  useEffect(() => applyTheme(theme), [theme]);
  // Opening the project again returns to the screen the person was on.
  useEffect(() => {
    if (route.projectId !== undefined && (PROJECT_SCREENS as readonly string[]).includes(route.screen))
      rememberResume(route.projectId, { screen: route.screen });
  }, [route.projectId, route.screen]);
  // Another tab changed the open project: say so and show the current state (the screen reloads).
  const [revision, setRevision] = useState(0);
  useEffect(
    () =>
      client.onProjectChanged((projectId, what) => {
        if (projectId !== route.projectId) return;
        announce(`This project was changed in another tab (${what}); the view now shows the current state.`);
        setRevision((r) => r + 1);
      }),
    [client, route.projectId],
  );
  useEffect(() => {
    // Move focus to the new screen (not on first load), so keyboard and screen-reader users follow.
    if (first.current) first.current = false;
    else main.current?.focus();
  }, [key]);
  return (
    <>
      {/* The first tab stop: past the header to the screen (the hash is the router's, so focus by hand). */}
      <a
        class="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          main.current?.focus();
        }}
      >
        Skip to content
      </a>
      <header class="shell">
        <a class="home" href="#/">
          Doppel
        </a>
        <ProjectNav route={route} />
        <GoToKeys projectId={route.projectId} navigate={navigate} />
        <span class="spacer" />
        <RunBadge hidden={(id) => route.screen === 'fields' && route.projectId === id} />
        <OfflineBadge />
        <InstallButton />
        <a class="settings-link" href="#/settings" aria-current={route.screen === 'settings' ? 'page' : undefined}>
          Settings
        </a>
        <button type="button" class="theme" onClick={() => setTheme(nextTheme(theme))}>
          {THEME_LABEL[theme]}
        </button>
      </header>
      <main id="main" tabIndex={-1} ref={main}>
        <Screen key={`${key}#${revision}`} client={client} route={route} theme={theme} onTheme={setTheme} />
      </main>
      <footer class="shell-status">
        <StatusRegion />
      </footer>
    </>
  );
}
