/**
 * Where the person left each project, so opening it goes back there and the start page can offer
 * «Continue review (N left)». Kept in this browser's localStorage beside the theme and keymap: a
 * screen name and two counts per project id, never record content; deleting the project forgets it.
 */
import { PROJECT_SCREENS } from '../router';

/** What is remembered of one project. */
export interface ResumePoint {
  /** The project screen last shown. */
  screen: string;
  /** Undecided review items and all of them, when the review queue was last loaded in full. */
  left?: number;
  total?: number;
}

const KEY = 'doppel.resume';
type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storageOf(storage?: Store): Store | undefined {
  try {
    return storage ?? globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: nothing is remembered
  }
}

function readAll(storage?: Store): Record<string, ResumePoint> {
  try {
    const parsed: unknown = JSON.parse(storageOf(storage)?.getItem(KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, ResumePoint>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, ResumePoint>, storage?: Store): void {
  try {
    storageOf(storage)?.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or blocked: resuming is a convenience
  }
}

/** Where project `id` was left, if anywhere. */
export function resumePoint(id: number, storage?: Store): ResumePoint | undefined {
  const p = readAll(storage)[String(id)];
  return p && (PROJECT_SCREENS as readonly string[]).includes(p.screen) ? p : undefined;
}

/** Remember a screen of project `id`, or the review queue's counts (merged with what is remembered). */
export function rememberResume(id: number, change: Partial<ResumePoint>, storage?: Store): void {
  const all = readAll(storage);
  const old = all[String(id)];
  all[String(id)] = { ...old, ...change, screen: change.screen ?? old?.screen ?? 'fields' };
  writeAll(all, storage);
}

/** Forget project `id` (deleted). */
export function forgetResume(id: number, storage?: Store): void {
  const all = readAll(storage);
  delete all[String(id)];
  writeAll(all, storage);
}

/** The path that opens project `id` where it was left (Fields for a project never opened here). */
export function resumePath(id: number, storage?: Store): string {
  return `/p/${id}/${resumePoint(id, storage)?.screen ?? 'fields'}`;
}
