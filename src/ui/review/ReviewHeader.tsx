/** The review screen's header (progress and label balance) and its decision buttons. */
import type { HumanDecision } from '../../client/app-client';
import { binding, hintFor, keysOf, displayKey, type ActionId, type KeySettings } from '../keymap';
import type { QueueSource } from './audit';
import type { QueueState } from './use-review';

const PROGRESS_TEXT: Record<QueueSource, string> = {
  queue: 'review items decided',
  audit: 'in audit sample decided',
  calibrate: 'in calibration batch decided',
};

/**
 * «N / total review items decided · M decisions in effect: x same · y different · z unsure» — the
 * items of this list, then every decision of the log (some are on pairs outside the list) — the
 * label-balance bar and the source switch.
 */
export function ReviewHeader({
  queue,
  source = 'queue',
  onSource,
}: {
  queue: QueueState;
  source?: QueueSource;
  onSource?: (s: QueueSource) => void;
}) {
  const inQueue = queue.items.filter((i) => i.decided !== undefined).length;
  const { same, different, unsure } = queue.decided;
  const all = same + different + unsure;
  const share = (n: number) => `${all === 0 ? 0 : (n / all) * 100}%`;
  return (
    <header class="review-header">
      <h1 id="review-title">Review</h1>
      <p class="review-progress">
        <strong>
          {inQueue} / {queue.total}
        </strong>{' '}
        {PROGRESS_TEXT[source]} · {all} decision{all === 1 ? '' : 's'} in effect: {same} same · {different} different ·{' '}
        {unsure} unsure
      </p>
      <div
        class="balance"
        role="img"
        aria-label={`Label balance: ${same} same, ${different} different, ${unsure} unsure`}
      >
        <span class="balance-same" style={{ width: share(same) }} />
        <span class="balance-different" style={{ width: share(different) }} />
        <span class="balance-unsure" style={{ width: share(unsure) }} />
      </div>
      {onSource && <SourceSwitch source={source} onSource={onSource} />}
    </header>
  );
}

/**
 * Three toggle buttons, «Review queue», «Audit sample» and «Calibrate (20–40 pairs)»; the pressed one is the list being
 * worked through.
 */
export function SourceSwitch({ source, onSource }: { source: QueueSource; onSource: (s: QueueSource) => void }) {
  const button = (value: QueueSource, label: string) => (
    <button type="button" aria-pressed={source === value} onClick={() => source !== value && onSource(value)}>
      {label}
    </button>
  );
  return (
    <div class="source-switch" role="group" aria-label="Work through">
      {button('queue', 'Review queue')}
      {button('audit', 'Audit sample')}
      {button('calibrate', 'Calibrate (20–40 pairs)')}
      {source === 'audit' && (
        <span class="muted">
          Blind: a seeded sample of automatic merges and automatic distinct pairs; scores stay hidden until you decide.
        </span>
      )}
    </div>
  );
}

/**
 * A button named by its label, with the keymap's hint beside it (hidden from the name, stated as aria-keyshortcuts).
 */
export function ActionButton({
  action,
  settings,
  disabled,
  onClick,
  className,
}: {
  action: ActionId;
  settings: KeySettings;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
}) {
  const b = binding(action);
  const hint = hintFor(action, settings);
  const shortcuts = keysOf(b, settings)
    .map((k) => displayKey(k).replace('Ctrl', 'Control'))
    .join(' ');
  return (
    <button
      type="button"
      class={className}
      aria-keyshortcuts={shortcuts || undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {b.label}
      {hint && (
        <>
          {' '}
          <kbd aria-hidden="true">{hint}</kbd>
        </>
      )}
    </button>
  );
}

/** Same / Different / Unsure / Skip / Undo; while a decision is being saved the buttons wait. */
export function DecisionBar({
  settings,
  pending,
  disabled,
  canUndo,
  onDecide,
  onSkip,
  onUndo,
  onNote,
}: {
  settings: KeySettings;
  pending?: string;
  disabled: boolean;
  canUndo: boolean;
  onDecide: (v: HumanDecision) => void;
  onSkip: () => void;
  onUndo: () => void;
  onNote?: () => void;
}) {
  const busy = pending !== undefined;
  return (
    <div class="decision-bar" aria-busy={busy}>
      <ActionButton
        action="same"
        className="decide decide-same"
        settings={settings}
        disabled={disabled || busy}
        onClick={() => onDecide('same')}
      />
      <ActionButton
        action="different"
        className="decide decide-different"
        settings={settings}
        disabled={disabled || busy}
        onClick={() => onDecide('different')}
      />
      <ActionButton
        action="unsure"
        className="decide decide-unsure"
        settings={settings}
        disabled={disabled || busy}
        onClick={() => onDecide('unsure')}
      />
      <ActionButton action="skip" settings={settings} disabled={busy} onClick={onSkip} />
      <ActionButton action="undo" settings={settings} disabled={busy || !canUndo} onClick={onUndo} />
      {onNote && <ActionButton action="add-note" settings={settings} disabled={busy} onClick={onNote} />}
      {busy && <span class="pending">{pending}</span>}
    </div>
  );
}
