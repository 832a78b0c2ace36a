/** Props the router passes to every project screen. */
import type { AppClient } from '../client/app-client';

/** `{ client, projectId, navigate, params }`: the contract of every project screen. */
export interface ScreenProps {
  client: AppClient;
  projectId: number;
  navigate: (path: string) => void;
  params?: Record<string, string>;
}
