/** Shape checks for log entries read from outside (a project file, an append request). */
import type { LogEntry, LogEntryDraft } from '../../domain/log';
import { LogError } from './undo';

type Obj = Record<string, unknown>;

const isStr = (v: unknown): v is string => typeof v === 'string';
const isStrArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isStr);
const isPair = (v: unknown): v is [string, string] => isStrArray(v) && v.length === 2;
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function fail(what: string, why: string): never {
  throw new LogError(`Invalid log entry ${what}: ${why}.`);
}

function checkBody(o: Obj, what: string): void {
  switch (o.type) {
    case 'same':
    case 'different':
    case 'unsure':
      if (!isPair(o.keys)) fail(what, 'keys must be two record keys');
      if (o.keys[0] === o.keys[1]) fail(what, 'a record cannot be paired with itself');
      if (o.score !== undefined && !isNum(o.score)) fail(what, 'score must be a number');
      return;
    case 'split':
      if (!isStr(o.key) || !isStrArray(o.others)) fail(what, 'a split needs key and others');
      return;
    case 'merge-clusters':
      if (!isPair(o.keys) || !Array.isArray(o.members) || o.members.length !== 2 || !o.members.every(isStrArray))
        fail(what, 'a merge needs keys and two member lists');
      return;
    case 'lock':
      if (!isStrArray(o.members) || o.members.length === 0) fail(what, 'a lock needs members');
      return;
    case 'golden-field':
      if (!isStrArray(o.members) || !isStr(o.field) || !isStr(o.value) || (o.from !== undefined && !isStr(o.from)))
        fail(what, 'a golden field needs members, field and value');
      return;
    case 'note':
      if (!isStr(o.text) || (o.keys !== undefined && !isStrArray(o.keys))) fail(what, 'a note needs text');
      return;
    case 'undo':
      if (!isNum(o.target) || !Number.isInteger(o.target)) fail(what, 'an undo needs a target id');
      return;
    case 'run': {
      const c = o.counts as Obj | undefined;
      if (!isNum(o.runId) || !isStr(o.settingsVersion) || typeof c !== 'object' || c === null)
        fail(what, 'a run needs runId, settingsVersion and counts');
      for (const k of ['records', 'pairs', 'merge', 'review', 'distinct', 'clusters'])
        if (!isNum(c[k])) fail(what, `counts.${k} must be a number`);
      return;
    }
    default:
      fail(what, `unknown type ${JSON.stringify(o.type)}`);
  }
}

/** Check a draft (no id yet); returns it typed, or throws LogError naming the problem. */
export function validateLogDraft(value: unknown): LogEntryDraft {
  if (typeof value !== 'object' || value === null) fail('(not an object)', 'expected an object');
  const o = value as Obj;
  const what = isStr(o.type) ? `«${o.type}»` : '(no type)';
  if (o.by !== 'user' && o.by !== 'auto') fail(what, 'by must be «user» or «auto»');
  if (o.why !== undefined && !isStr(o.why)) fail(what, 'why must be text');
  if (o.at !== undefined && (!isStr(o.at) || Number.isNaN(Date.parse(o.at)))) fail(what, 'at must be an ISO time');
  checkBody(o, what);
  return value as LogEntryDraft;
}

/** Check a stored entry (with id and time). */
export function validateLogEntry(value: unknown): LogEntry {
  const draft = validateLogDraft(value) as Obj;
  if (!isNum(draft.id) || !Number.isInteger(draft.id) || draft.id <= 0)
    fail(`«${String(draft.type)}»`, 'id must be a positive integer');
  if (!isStr(draft.at)) fail(`«${String(draft.type)}» ${String(draft.id)}`, 'at is missing');
  return value as LogEntry;
}
