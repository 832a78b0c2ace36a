/** The always-visible key legend and the `?` help overlay, both rendered from the keymap. */
import { Fragment } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { bindingsFor, displayKey, keysOf, labelIn, legend, type KeyScope, type KeySettings } from '../keymap';

/** One key as a <kbd>. */
export function Keys({ keys }: { keys: string[] }) {
  if (keys.length > 3 && keys.every((k) => /^\d$/.test(k))) {
    return (
      <>
        <kbd>{keys[0]}</kbd>–<kbd>{keys[keys.length - 1]}</kbd>
      </>
    );
  }
  return (
    <>
      {keys.map((k, i) => (
        <Fragment key={k}>
          {i > 0 ? ' / ' : ''}
          <kbd>{displayKey(k)}</kbd>
        </Fragment>
      ))}
    </>
  );
}

/** The legend under a screen: every active shortcut with its label. */
export function KeyLegend({ scope, settings, onHelp }: { scope: KeyScope; settings: KeySettings; onHelp: () => void }) {
  const rows = legend(scope, settings);
  return (
    <footer class="key-legend" aria-label="Keyboard shortcuts">
      {rows.length === 0 ? (
        <span>Single-key shortcuts are off.</span>
      ) : (
        rows.map((r) => (
          <span key={r.action} class="key-legend-item">
            <Keys keys={r.keys} /> {r.label}
          </span>
        ))
      )}
      <button type="button" class="link-button" onClick={onHelp}>
        Keyboard help
      </button>
    </footer>
  );
}

/** The help overlay: the full keymap of the screen and the keyboard settings. */
export function KeyHelp({
  scope,
  settings,
  onChange,
  onClose,
}: {
  scope: KeyScope;
  settings: KeySettings;
  onChange: (s: KeySettings) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
    return () => d?.close?.();
  }, []);
  return (
    <dialog ref={ref} class="key-help" aria-labelledby="key-help-title" onClose={onClose} onCancel={onClose}>
      <h2 id="key-help-title">Keyboard shortcuts</h2>
      <KeyTable scope={scope} settings={settings} />
      <KeySettingsFields settings={settings} onChange={onChange} />
      <p class="muted">Shortcuts do nothing while you type in a field.</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}

/**
 * Every shortcut of a screen with its keys under the settings («off» when turned off); `ownOnly` leaves out the
 * shortcuts of every screen.
 */
export function KeyTable({
  scope,
  settings,
  caption,
  ownOnly = false,
}: {
  scope: KeyScope;
  settings: KeySettings;
  caption?: string;
  ownOnly?: boolean;
}) {
  const rows = bindingsFor(scope).filter((b) => !ownOnly || scope === 'global' || b.scope !== 'global');
  return (
    <table class="key-table">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Keys</th>
          <th scope="col">Action</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((b) => {
          const keys = keysOf(b, settings);
          return (
            <tr key={b.action}>
              <td>{keys.length ? <Keys keys={keys} /> : <span class="muted">off</span>}</td>
              <td>{labelIn(b, scope)}</td>
              <td>{b.description}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The keyboard settings (single-key shortcuts on / off, numeric decision keys), kept in this browser. */
export function KeySettingsFields({
  settings,
  onChange,
}: {
  settings: KeySettings;
  onChange: (s: KeySettings) => void;
}) {
  return (
    <fieldset>
      <legend>Settings (kept in this browser)</legend>
      <label>
        <input
          type="checkbox"
          checked={settings.singleKey}
          onChange={(e) => onChange({ ...settings, singleKey: (e.target as HTMLInputElement).checked })}
        />{' '}
        Single-key shortcuts (letters, digits, Space)
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.layout === 'numeric'}
          onChange={(e) =>
            onChange({ ...settings, layout: (e.target as HTMLInputElement).checked ? 'numeric' : 'letters' })
          }
        />{' '}
        Numeric decision keys as in Zingg (1 same, 0 different, 2 unsure)
      </label>
    </fieldset>
  );
}
