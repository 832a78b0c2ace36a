/** The page's entry: mounts the app with a client for the project worker and registers the service worker. */
import { render } from 'preact';
import { AppClient } from '../client/app-client';
import { App } from './App';
import { registerServiceWorker } from './offline';
import { applyPrefs, loadPrefs } from './settings/prefs';
import './style.css';

// The accessibility preferences apply before the first paint (Settings, S11).
applyPrefs(loadPrefs());

void registerServiceWorker();
render(<App client={new AppClient()} />, document.getElementById('app')!);
