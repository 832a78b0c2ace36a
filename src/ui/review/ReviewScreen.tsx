/**
 * The review queue (S5), the main screen: the queue list, the pair card and its context. Decisions
 * are shown as done only once `decide` resolves (durable), then announced, and the card advances.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { HumanDecision } from '../../client/app-client';
import type { ScreenProps } from '../screen';
import { announce, announceError } from '../status';
import { hintFor, type ActionId } from '../keymap';
import { KeyHelp, KeyLegend } from './KeyLegend';
import { ClusterItemCard, PairCard, thresholdsOf, type CardOptions, type Thresholds } from './PairCard';
import { QueueList, passes, type QueueFilter } from './QueueList';
import { ReviewContext } from './ReviewContext';
import { DecisionBar, ReviewHeader } from './ReviewHeader';
import { LearningNotice } from './LearningNotice';
import { useAudit, type QueueSource } from './audit';
import { CalibratePanel, LIST_TEXT, useCalibrate } from './CalibratePanel';
import { NoteDialog } from '../common/NoteDialog';
import { NotesList, noteSubject, useNotes } from './Notes';
import { ActionButton } from './ReviewHeader';
import { useKeyActions, useKeySettings } from './use-keys';
import { nextUndecided, samePair, useQueue } from './use-review';
import { rememberResume } from '../common/resume';
import { remaining, skipAnnouncement, startPosition, stepIndex, type ReviewCursor } from './review-cursor';
import { useSessionUndo } from './use-session-undo';
import { useBulkAccept } from './use-bulk-accept';
import { usePairCard } from './use-pair-card';
import './review.css';

/** The review screen of a project. */
export function ReviewScreen({ client, projectId, navigate, params }: ScreenProps) {
  const [source, setSource] = useState<QueueSource>('queue');
  const main = useQueue(client, projectId, {
    at: params?.at === undefined ? undefined : Number(params.at),
    pair: params?.left && params?.right ? [params.left, params.right] : undefined,
  });
  const audit = useAudit(client, projectId, source === 'audit');
  const calibrate = useCalibrate(client, projectId, source === 'calibrate');
  const listed = source === 'audit' ? audit : source === 'calibrate' ? calibrate : main;
  const { queue, reload, error = main.error } = listed;
  const [settings, setSettings] = useKeySettings();
  const [current, setCurrent] = useState(-1);
  const [outside, setOutside] = useState<[string, string]>();
  const [version, setVersion] = useState(0);
  const [pending, setPending] = useState<string>();
  const [filter, setFilter] = useState<QueueFilter>({ kind: 'all', decided: 'all' });
  const [options, setOptions] = useState<CardOptions>({
    normalized: false,
    expanded: false,
    showIdentical: false,
    blind: false,
  });
  const [help, setHelp] = useState(false);
  // The thresholds and staleness come with the queue's first answer (no second call to open the project).
  const thresholds: Thresholds | undefined = main.start
    ? thresholdsOf({ run: { profile: main.start.profile }, settings: main.start.settings })
    : undefined;
  const stale = main.start?.stale ?? false;
  const [noteOpen, setNoteOpen] = useState(false);
  const [noteVersion, setNoteVersion] = useState(0);

  const items = queue?.items ?? [];
  const visible = useMemo(() => items.map((_, i) => i).filter((i) => passes(items[i], filter)), [items, filter]);
  const item = current >= 0 ? items[current] : undefined;
  // The audit sample is always blind until each pair is decided (UX §4.4 point 8).
  const cardOptions = source === 'audit' ? { ...options, blind: true } : options;
  const keys = outside ?? item?.keys;
  const { card, cardError, setFirst } = usePairCard(client, projectId, keys, version);
  const noteKeys = keys ? [...new Set(keys)] : undefined;
  const notes = useNotes(client, projectId, noteKeys, noteVersion);
  const cursor: ReviewCursor = {
    client,
    projectId,
    pending,
    setPending,
    reload,
    current,
    setCurrent,
    setOutside,
    refreshCard: () => setVersion((v) => v + 1),
  };
  const session = useSessionUndo(cursor);
  const bulk = useBulkAccept(cursor, { items, visible, filter, source, blind: cardOptions.blind }, session.record);
  const dialog = noteOpen || bulk.isOpen;

  // Start where the reviewer left off (review-cursor.ts); the worker's first answer chose the item and sent its card.
  useEffect(() => {
    if (!queue || current >= 0 || queue.items.length === 0) return;
    const start = source === 'queue' ? main.start : undefined;
    const pair: [string, string] | undefined =
      source === 'queue' && params?.left && params?.right ? [params.left, params.right] : undefined;
    const at = source === 'queue' && params?.at !== undefined ? Number(params.at) : undefined;
    if (start?.card) setFirst(start.card);
    const p = startPosition(queue, { focus: start?.focus, pair, at });
    if (p.outside) setOutside(p.outside);
    setCurrent(p.current);
  }, [queue]);

  // What the start page offers: «Continue review (N left)», counted once the whole queue is in.
  useEffect(() => {
    if (source === 'queue' && main.queue && main.queue.items.length === main.queue.total)
      rememberResume(projectId, { left: remaining(main.queue), total: main.queue.total });
  }, [main.queue, source]);
  const indexOfPair = (q: { items: typeof items }, k: [string, string]) =>
    q.items.findIndex((i) => samePair(i.keys, k));

  const switchTo = (next: QueueSource) => {
    setSource(next);
    setCurrent(-1);
    setOutside(undefined);
    setFilter({ kind: 'all', decided: 'all' });
    if (next === 'queue') void main.reload().catch(announceError);
    announce(LIST_TEXT[next].switched);
  };

  /** Next / Previous: the item it lands on (the current one when nothing is visible). */
  const move = (step: 1 | -1): number => {
    if (visible.length === 0) return current;
    const next = stepIndex(visible, current, step);
    setOutside(undefined);
    setCurrent(next);
    return next;
  };
  /** Skip: the next pair, the one shown left undecided, and said so. */
  const skip = () => visible.length > 0 && announce(skipAnnouncement(queue, visible, current, move(1)));

  async function decide(decision: HumanDecision) {
    if (pending || !card || !keys || keys[0] === keys[1]) return;
    setPending(`Saving «${decision}»…`);
    try {
      const entryId = await client.decide(projectId, keys, decision);
      session.record({ entryIds: [entryId], keys, decision: decision });
      const q = await reload(keys);
      announce(`Marked ${decision}. ${remaining(q)} remaining`);
      const at = indexOfPair(q, keys);
      const order = q.items.map((_, i) => i).filter((i) => passes(q.items[i], filter) || i === at);
      // After a refit the queue is in its new order: the new model's batch at its head comes next.
      const refitted = (q.refits ?? 0) !== (queue?.refits ?? 0) && q.resumeAt >= 0;
      const next = outside ? current : refitted ? q.resumeAt : nextUndecided(q.items, order, at);
      setOutside(undefined);
      if (next >= 0) setCurrent(next);
      else if (at >= 0) setCurrent(at);
      setVersion((v) => v + 1);
    } catch (e) {
      announceError(e);
    } finally {
      setPending(undefined);
    }
  }

  /**
   * Include or leave out the guard checks (a project setting, display only); the queue reloads, the pair shown stays.
   */
  async function includeGuardChecks(on: boolean) {
    if (pending) return;
    setPending(on ? 'Adding the guard checks…' : 'Leaving out the guard checks…');
    try {
      await client.setSettings(projectId, { guardChecks: on });
      const q = await reload();
      const at = keys ? indexOfPair(q, keys) : -1;
      setCurrent(at >= 0 ? at : Math.max(0, q.resumeAt));
      announce(`${on ? 'Guard checks included' : 'Guard checks left out'}: ${q.total} review items.`);
    } catch (e) {
      announceError(e);
    } finally {
      setPending(undefined);
    }
  }
  const openNote = () => {
    if (keys) setNoteOpen(true);
  };
  async function saveNote(text: string) {
    if (!noteKeys) return;
    await client.addNote(projectId, text, noteKeys);
    setNoteOpen(false);
    setNoteVersion((v) => v + 1);
    announce(`Note saved on ${noteSubject(noteKeys)}.`);
  }
  const { undo, redo } = session;

  const toggle = (key: keyof CardOptions) => setOptions((o) => ({ ...o, [key]: !o[key] }));
  const openCluster = (id?: string) => id && navigate(`/p/${projectId}/clusters?cluster=${encodeURIComponent(id)}`);

  useKeyActions('review', settings, (action: ActionId) => {
    if (dialog) return;
    if (help) {
      if (action === 'help' || action === 'close') setHelp(false);
      return;
    }
    const blindMode = () => {
      if (source === 'audit') return announce('Blind mode stays on in the audit sample until you decide.');
      toggle('blind');
      announce(options.blind ? 'Blind mode off.' : 'Blind mode on: scores hidden until you decide.');
    };
    const close = () => {
      const el = document.activeElement as HTMLElement | null;
      if (el?.closest('.queue-filters, .capacity')) el.blur();
      else if (outside) setOutside(undefined);
    };
    const run: Partial<Record<ActionId, () => unknown>> = {
      same: () => decide('same'),
      different: () => decide('different'),
      unsure: () => decide('unsure'),
      skip,
      next: () => move(1),
      previous: () => move(-1),
      undo,
      redo,
      'toggle-normalized': () => toggle('normalized'),
      'expand-explanation': () => toggle('expanded'),
      'identical-fields': () => toggle('showIdentical'),
      'blind-mode': blindMode,
      'open-cluster': () => openCluster(card?.ifSame.clusterIds[0]),
      'focus-filter': () => document.querySelector<HTMLSelectElement>('.queue-filters select')?.focus(),
      'add-note': openNote,
      'bulk-accept': () => !pending && bulk.open(),
      help: () => setHelp(true),
      close,
    };
    void run[action]?.();
  });

  if (error) {
    return (
      <section class="review-screen">
        <h1>Review</h1>
        <p role="alert">{error}</p>
        <button type="button" onClick={() => navigate(`/p/${projectId}/fields`)}>
          Go to fields and settings
        </button>
      </section>
    );
  }
  if (!queue)
    return (
      <section class="review-screen">
        <h1>Review</h1>
        <p>{LIST_TEXT[source].loading}</p>
      </section>
    );

  const clusterItem = keys !== undefined && keys[0] === keys[1];
  const hints = {
    normalized: hintFor('toggle-normalized', settings),
    expanded: hintFor('expand-explanation', settings),
    identical: hintFor('identical-fields', settings),
    blind: hintFor('blind-mode', settings),
  };
  return (
    <section class="review-screen" aria-labelledby="review-title">
      <ReviewHeader queue={queue} source={source} onSource={switchTo} />
      {source === 'queue' && <LearningNotice client={client} projectId={projectId} version={queue} />}
      <CalibratePanel source={source} {...{ queue, calibrate }} onSource={switchTo} onNewBatch={() => setCurrent(-1)} />
      {stale && (
        <p class="stale" role="note">
          Settings changed since the last run: this queue comes from the previous settings until you run «Find
          duplicates» again. Your decisions are kept either way.
        </p>
      )}
      {queue.items.length === 0 ? (
        <p>{LIST_TEXT[source].empty}</p>
      ) : (
        <div class="review-layout">
          {/* The pair card and its decision buttons come first in the DOM (a few Tabs from the screen's start); the grid shows the queue on the left. */}
          <div class="review-centre">
            <DecisionBar
              settings={settings}
              pending={pending}
              disabled={!card || clusterItem}
              onDecide={(v) => void decide(v)}
              onSkip={skip}
              onUndo={() => void undo()}
              canUndo={session.depth > 0 || queue.decided.same + queue.decided.different + queue.decided.unsure > 0}
              onNote={keys ? openNote : undefined}
            />
            {cardError && <p role="alert">{cardError}</p>}
            {clusterItem && item ? (
              <ClusterItemCard item={item} onOpen={() => openCluster(card?.ifSame.clusterIds[0])} />
            ) : card && keys && samePair(card.keys, keys) ? (
              <PairCard
                card={card}
                item={outside ? undefined : item}
                position={current}
                total={queue.total}
                options={cardOptions}
                hints={hints}
                thresholds={thresholds}
                onOption={toggle}
              >
                <NotesList notes={notes} hint={hintFor('add-note', settings)} onAdd={openNote} />
              </PairCard>
            ) : (
              <p>Loading the pair…</p>
            )}
          </div>
          <QueueList
            items={items}
            visible={visible}
            current={outside ? -1 : current}
            filter={filter}
            onFilter={setFilter}
            blind={cardOptions.blind}
            onSelect={(i) => {
              setOutside(undefined);
              setCurrent(i);
            }}
            guardChecks={source === 'queue' ? queue.guardChecks : undefined}
            onGuardChecks={(on) => void includeGuardChecks(on)}
          >
            <ActionButton
              action="bulk-accept"
              settings={settings}
              disabled={pending !== undefined || source !== 'queue' || bulk.count === 0}
              onClick={bulk.open}
            />
          </QueueList>
          <ReviewContext
            card={card}
            total={queue.total}
            undecided={remaining(queue)}
            resumeAt={queue.resumeAt}
            onOpenCluster={openCluster}
            onOpenPair={setOutside}
          />
        </div>
      )}
      <KeyLegend scope="review" settings={settings} onHelp={() => setHelp(true)} />
      {help && <KeyHelp scope="review" settings={settings} onChange={setSettings} onClose={() => setHelp(false)} />}
      {noteOpen && noteKeys && (
        <NoteDialog about={noteSubject(noteKeys)} onSave={saveNote} onCancel={() => setNoteOpen(false)} />
      )}
      {bulk.dialog}
    </section>
  );
}
