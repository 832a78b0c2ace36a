/**
 * Clusters (S6): the cluster list and one cluster's detail, with Exclude (split out), Keep separate,
 * Lock and Split at weakest link. Every operation is a logged decision, revertible from History.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ClusterDetailView } from '../../client/app-client';
import type { ScreenProps } from '../screen';
import { announce, announceError } from '../status';
import { isTypingTarget } from '../keymap';
import { KeyHelp, KeyLegend } from '../review/KeyLegend';
import { useKeyActions, useKeySettings } from '../review/use-keys';
import { ClusterDetail } from './ClusterDetail';
import { ClusterList } from './ClusterList';
import { weakestAppliedLink } from './follow';
import { NoteDialog } from '../common/NoteDialog';
import { noteSubject, useNotes } from '../review/Notes';
import '../review/review.css';
import './clusters.css';

/** The clusters screen; `params.cluster` opens one cluster. */
export function ClustersScreen({ client, projectId, navigate, params }: ScreenProps) {
  const [settings, setSettings] = useKeySettings();
  const [selected, setSelected] = useState<string | undefined>(params?.cluster);
  const [detail, setDetail] = useState<ClusterDetailView>();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  const [focused, setFocused] = useState(0);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  /** The words of the operation being saved (undefined when idle). */
  const [busy, setBusy] = useState<string>();
  const [help, setHelp] = useState(false);
  const [noteOpen, setNoteOpen] = useState(false);
  const [noteVersion, setNoteVersion] = useState(0);
  const undoStack = useRef<Array<{ entryId: number; what: string; keep: string[] }>>([]);
  const redoStack = useRef<Array<{ entryId: number; what: string; keep: string[] }>>([]);

  useEffect(() => {
    if (params?.cluster) setSelected(params.cluster);
  }, [params?.cluster]);
  useEffect(() => {
    if (!selected) {
      setDetail(undefined);
      return;
    }
    let live = true;
    client.cluster(projectId, selected).then(
      (d) => {
        if (live) {
          setDetail(d);
          setError(undefined);
        }
      },
      (e: unknown) => {
        if (live) {
          setDetail(undefined);
          setError(e instanceof Error ? e.message : String(e));
        }
      },
    );
    return () => {
      live = false;
    };
  }, [selected, projectId]);

  const select = (id: string) => {
    setSelected(id);
    setFocused(0);
    setPicked([]);
    navigate(`/p/${projectId}/clusters?cluster=${encodeURIComponent(id)}`);
  };

  /** Run an operation, then follow the records `keep` to the cluster they are in now. */
  async function operate(op: () => Promise<number>, done: string, keep: string[], doing: string, log = true) {
    if (busy) return;
    setBusy(doing);
    try {
      const entryId = await op();
      if (log) undoStack.current.push({ entryId, what: done, keep });
      const next = await client.clusterOfRecords(projectId, [...keep]);
      const together = next !== undefined && keep.every((k) => next.members.some((m) => m.key === k));
      announce(done + (together ? '' : ' The records are no longer in one cluster.'));
      setVersion((v) => v + 1);
      setPicked([]);
      setFocused(0);
      setDetail(next);
      setSelected(next?.id);
      if (next) navigate(`/p/${projectId}/clusters?cluster=${encodeURIComponent(next.id)}`);
    } catch (e) {
      announceError(e);
    } finally {
      setBusy(undefined);
    }
  }

  const members = detail?.members.map((m) => m.key) ?? [];
  const notes = useNotes(client, projectId, detail ? members : undefined, noteVersion);
  /** C: a note on the whole cluster (about its members as they are now). */
  async function saveNote(text: string) {
    if (!detail) return;
    await client.addNote(projectId, text, members);
    setNoteOpen(false);
    setNoteVersion((v) => v + 1);
    announce(`Note saved on cluster ${detail.id}.`);
  }
  const exclude = (key: string) =>
    detail &&
    operate(
      () => client.split(projectId, key, detail.id),
      `Excluded ${key} from ${detail.id}.`,
      members.filter((k) => k !== key),
      `Excluding ${key}…`,
    );
  const lock = (word = 'Locked') =>
    detail &&
    operate(
      () => client.lock(projectId, detail.id),
      `${word} ${detail.id} (${members.length} records).`,
      members,
      word === 'Locked' ? 'Locking…' : 'Accepting…',
    );
  const keepSeparate = () => {
    if (!detail || picked.length !== 2) return;
    const [a, b] = picked;
    void operate(
      () => client.decide(projectId, [a, b], 'different'),
      `Kept ${a} and ${b} separate.`,
      members.filter((k) => k !== b),
      'Keeping them separate…',
    );
  };
  const splitWeakest = () => {
    const w = detail && weakestAppliedLink(detail);
    if (!detail || !w) return;
    void operate(
      () => client.decide(projectId, w.keys, 'different'),
      `Split ${detail.id} at its weakest link (${w.keys.join(' · ')}).`,
      members,
      'Splitting…',
    );
  };
  /** Revert the last operation of this session (or redo the last revert): an undo entry in the log. */
  const revert = (from: typeof undoStack, to: typeof undoStack, word: 'Undid' | 'Redid') => {
    const last = from.current[from.current.length - 1];
    if (!last) {
      announce(`Nothing to ${word === 'Undid' ? 'undo' : 'redo'} in this session.`);
      return;
    }
    void operate(
      async () => {
        const r = await client.undo(projectId, last.entryId);
        from.current.pop();
        to.current.push({ ...last, entryId: r.entryId });
        return r.entryId;
      },
      `${word}: ${last.what}`,
      last.keep,
      word === 'Undid' ? 'Undoing…' : 'Redoing…',
      false,
    );
  };
  const golden = () => detail && navigate(`/p/${projectId}/golden?cluster=${encodeURIComponent(detail.id)}`);

  useKeyActions('cluster', settings, (action) => {
    if (noteOpen) return;
    if (help) {
      if (action === 'help' || action === 'close') setHelp(false);
      return;
    }
    const n = detail?.members.length ?? 0;
    switch (action) {
      case 'next':
        setFocused((f) => Math.min(n - 1, f + 1));
        break;
      case 'previous':
        setFocused((f) => Math.max(0, f - 1));
        break;
      case 'exclude-member':
        if (detail && detail.members[focused]) void exclude(detail.members[focused].key);
        break;
      case 'lock-cluster':
        void lock();
        break;
      case 'undo':
        revert(undoStack, redoStack, 'Undid');
        break;
      case 'redo':
        revert(redoStack, undoStack, 'Redid');
        break;
      case 'accept-cluster':
        void lock('Accepted and locked');
        break;
      case 'identical-fields':
        setDifferencesOnly((d) => !d);
        break;
      case 'add-note':
        if (detail) setNoteOpen(true);
        break;
      case 'help':
        setHelp(true);
        break;
      case 'close':
        if (!isTypingTarget(document.activeElement)) setSelected(undefined);
        break;
      default:
        break;
    }
  });

  return (
    <section class="clusters-screen" aria-labelledby="clusters-title">
      <h1 id="clusters-title">Clusters</h1>
      <div class="clusters-layout">
        <ClusterList
          client={client}
          projectId={projectId}
          selected={selected}
          version={version}
          onSelect={select}
          onError={setError}
        />
        <div>
          {error && <p role="alert">{error}</p>}
          {detail ? (
            <ClusterDetail
              key={detail.id}
              detail={detail}
              settings={settings}
              focused={focused}
              differencesOnly={differencesOnly}
              picked={picked}
              busy={busy !== undefined}
              busyLabel={busy}
              onFocus={setFocused}
              onDifferencesOnly={setDifferencesOnly}
              notes={notes}
              onNote={() => setNoteOpen(true)}
              onPick={(key, on) =>
                setPicked((p) => (on ? [...p.filter((k) => k !== key), key].slice(-2) : p.filter((k) => k !== key)))
              }
              onExclude={(k) => void exclude(k)}
              onKeepSeparate={keepSeparate}
              onLock={() => void lock()}
              onAccept={() => void lock('Accepted and locked')}
              onSplitWeakest={splitWeakest}
              onGolden={golden}
              onOpenPair={(k) =>
                navigate(`/p/${projectId}/review?left=${encodeURIComponent(k[0])}&right=${encodeURIComponent(k[1])}`)
              }
            />
          ) : (
            !error && <p class="muted">Choose a cluster in the list.</p>
          )}
        </div>
      </div>
      <KeyLegend scope="cluster" settings={settings} onHelp={() => setHelp(true)} />
      {help && <KeyHelp scope="cluster" settings={settings} onChange={setSettings} onClose={() => setHelp(false)} />}
      {noteOpen && detail && (
        <NoteDialog
          about={`cluster ${detail.id}: ${noteSubject(members)}`}
          onSave={saveNote}
          onCancel={() => setNoteOpen(false)}
        />
      )}
    </section>
  );
}
