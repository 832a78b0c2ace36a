/** The page's entry: mounts the app with a client for the project worker and registers the service worker. */
import { render } from 'preact';
import { AppClient } from '../client/app-client';
import { App } from './App';
import { registerServiceWorker } from './offline';
import './style.css';

void registerServiceWorker();
render(<App client={new AppClient()} />, document.getElementById('app')!);
