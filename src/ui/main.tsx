/** The page's entry: mounts the first page with a client for the app worker. */
import { render } from 'preact';
import { DoppelClient } from '../client/doppel-client';
import { App } from './App';
import './style.css';

render(<App client={new DoppelClient()} />, document.getElementById('app')!);
