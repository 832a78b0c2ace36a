import type { LogEntry, LogEntryDraft, HumanDecision } from '../../domain/log';
import { replayLog, undoDraft } from '../../core/log';
import { appendLog, appendLogEntries, type DoppelDb } from '../../storage';
import { BATCH_MAX_DEFAULT, NOTE_MAX_LENGTH } from './api';
import type { BatchResult, HistoryEntryView, NoteView, ProjectSettings } from './api';
import { reresolve, type Session } from './session';
import { labelsOfKeys } from './views';
import { applyAnswers, dueRefitMark } from './learning';

/** What the decision log's operations need of the project service. */
export interface DecisionLogContext {
  db: DoppelDb;
  /** The session with results (re-derived after a reload). */
  withRun(id: number): Promise<Session>;
  /** The session, with or without results. */
  session(id: number): Promise<Session>;
  settings(id: number): Promise<ProjectSettings>;
}

/** The record keys a log entry names (its pair, split record, golden source, a locked cluster's first member), for their labels. */
function entryKeys(e: LogEntry): string[] {
  switch (e.type) {
    case 'same':
    case 'different':
    case 'unsure':
    case 'merge-clusters':
      return [...e.keys];
    case 'split':
      return [e.key];
    case 'golden-field':
      return e.from ? [e.from] : [];
    case 'note':
      return (e.keys ?? []).slice(0, 2);
    case 'lock':
      return e.members.slice(0, 1);
    default:
      return [];
  }
}

/**
 * The human side of a project: decisions, splits, locks, golden choices, notes, undo and history,
 * each appended to the log in IndexedDB before it resolves; clusters are then re-derived from the
 * latest run and the whole log.
 */
export class DecisionLog {
  constructor(private readonly ctx: DecisionLogContext) {}

  /** Record a human decision on a pair; resolves once it is durable. */
  async decide(id: number, keys: [string, string], decision: HumanDecision, why?: string): Promise<number> {
    return this.record(id, { type: decision, by: 'user', keys, ...(why ? { why } : {}) });
  }

  /** The record keys of a cluster of the latest results. */
  private async membersOf(id: number, clusterId: string): Promise<string[]> {
    const s = await this.ctx.withRun(id);
    const { clusterOf, clusterIds } = s.run!.resolution.clustering;
    const c = clusterIds.indexOf(clusterId);
    if (c < 0) throw new Error(`No cluster «${clusterId}» in the latest results.`);
    return s.dataset.keys.filter((_, r) => clusterOf[r] === c);
  }

  /** Append a human log entry, then re-derive the clusters; resolves once durable. */
  private async record(id: number, draft: LogEntryDraft): Promise<number> {
    const s = await this.ctx.withRun(id);
    const entry = await appendLog(this.ctx.db, id, draft, dueRefitMark(s, [draft]));
    s.log.push(entry);
    const settings = await this.ctx.settings(id);
    // Every batch of answers refits the model and re-ranks the queue (engine/service/learning.ts).
    await applyAnswers(this.ctx.db, s, settings);
    return entry.id;
  }

  /** Take a record out of its cluster (kept apart from the others it was with). */
  async split(id: number, key: string, clusterId: string, why?: string): Promise<number> {
    const others = (await this.membersOf(id, clusterId)).filter((k) => k !== key);
    if (others.length === 0) throw new Error(`Record «${key}» is alone in its cluster.`);
    return this.record(id, { type: 'split', by: 'user', key, others, ...(why ? { why } : {}) });
  }

  /** Lock a cluster: automatic merges no longer add records to it or take them away. */
  async lock(id: number, clusterId: string): Promise<number> {
    return this.record(id, { type: 'lock', by: 'user', members: await this.membersOf(id, clusterId) });
  }

  /** Choose a golden record field's value (from a member record, or typed by the person). */
  async setGoldenField(id: number, clusterId: string, field: string, value: string, fromKey?: string): Promise<number> {
    const members = await this.membersOf(id, clusterId);
    return this.record(id, {
      type: 'golden-field',
      by: 'user',
      members,
      field,
      value,
      ...(fromKey ? { from: fromKey } : {}),
    });
  }

  /** Revert any log entry (selective undo); an undo of an undo is a redo. */
  async undo(id: number, entryId: number): Promise<{ entryId: number; dependents: number[] }> {
    const s = await this.ctx.withRun(id);
    const { draft, dependents } = undoDraft(s.log, entryId);
    const entry = await appendLog(this.ctx.db, id, draft);
    s.log.push(entry);
    reresolve(s, await this.ctx.settings(id));
    return { entryId: entry.id, dependents: dependents.map((d) => d.id) };
  }

  /** Add a note about records (a pair's two keys, or a cluster's members); resolves once durable. */
  async addNote(id: number, text: string, keys: string[]): Promise<number> {
    const body = text.trim();
    if (body === '') throw new Error('A note needs some text.');
    if (body.length > NOTE_MAX_LENGTH)
      throw new Error(`A note may have at most ${NOTE_MAX_LENGTH} characters (this one has ${body.length}).`);
    const s = await this.ctx.session(id);
    const entry = await appendLog(this.ctx.db, id, {
      type: 'note',
      by: 'user',
      text: body,
      ...(keys.length ? { keys: [...new Set(keys)] } : {}),
    });
    s.log.push(entry);
    s.human = replayLog(s.log); // a note changes no cluster: only the replayed log, not the resolution
    return entry.id;
  }

  /** Notes in effect that are about any of `keys`, oldest first. */
  async notes(id: number, keys: string[]): Promise<NoteView[]> {
    const wanted = new Set(keys);
    return (await this.ctx.session(id)).human.notes
      .filter((n) => (n.keys ?? []).some((k) => wanted.has(k)))
      .map((n) => ({ id: n.id, at: n.at, text: n.text, keys: n.keys ?? [] }));
  }

  /**
   * Decide many pairs at once (bulk accept): one log entry per pair, all in one transaction (all or
   * none), then one re-derivation. Refuses more than `max` pairs (default {@link BATCH_MAX_DEFAULT}).
   */
  async decideMany(
    id: number,
    pairs: Array<[string, string]>,
    decision: HumanDecision,
    opts: { max?: number; why?: string } = {},
  ): Promise<BatchResult> {
    const max = opts.max ?? BATCH_MAX_DEFAULT;
    if (pairs.length === 0) throw new Error('No pairs to decide.');
    if (pairs.length > max)
      throw new Error(
        `Refused: ${pairs.length} pairs is more than the maximum of ${max} per bulk action. Narrow the filter or raise the maximum.`,
      );
    const s = await this.ctx.withRun(id);
    const at = new Date().toISOString();
    const drafts = pairs.map((keys) => ({
      type: decision,
      by: 'user' as const,
      keys,
      at,
      ...(opts.why ? { why: opts.why } : {}),
    }));
    const entries = await appendLogEntries(this.ctx.db, id, drafts, dueRefitMark(s, drafts));
    s.log.push(...entries);
    const settings = await this.ctx.settings(id);
    await applyAnswers(this.ctx.db, s, settings);
    return { entryIds: entries.map((e) => e.id), dependents: [] };
  }

  /** Revert several log entries at once (a batch): the undo entries are written in one transaction. */
  async undoMany(id: number, entryIds: number[]): Promise<BatchResult> {
    const s = await this.ctx.withRun(id);
    const targets = [...new Set(entryIds)];
    if (targets.length === 0) throw new Error('No entries to revert.');
    const undos = targets.map((t) => undoDraft(s.log, t));
    const entries = await appendLogEntries(
      this.ctx.db,
      id,
      undos.map((u) => u.draft),
    );
    s.log.push(...entries);
    reresolve(s, await this.ctx.settings(id));
    const dependents = new Set(undos.flatMap((u) => u.dependents.map((d) => d.id)).filter((d) => !targets.includes(d)));
    return { entryIds: entries.map((e) => e.id), dependents: [...dependents] };
  }

  /** The decision log, newest first, each entry marked when it is no longer in effect. */
  async history(id: number): Promise<HistoryEntryView[]> {
    const s = await this.ctx.session(id);
    return [...s.log]
      .reverse()
      .map((e) => ({ ...e, undone: s.human.undone.has(e.id), labels: labelsOfKeys(s, entryKeys(e)) }));
  }
}
