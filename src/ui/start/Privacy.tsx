/** The privacy statement (UX §4.1.7): what stays where, and how to delete it. */

/** Exact statements; no link leaves the app. `where` says where the delete buttons are (start page or settings). */
export function Privacy({ where = 'start' }: { where?: 'start' | 'settings' }) {
  return (
    <section class="privacy" aria-labelledby="privacy-h">
      <h2 id="privacy-h">Your data stays in this tab</h2>
      <ul>
        <li>
          Nothing leaves this tab: your files are never uploaded, and the app makes no requests to any other site.
        </li>
        <li>Processing runs in this tab's web workers.</li>
        <li>Project data (your rows, runs and decisions) is kept in this browser's IndexedDB until you delete it.</li>
        <li>
          To delete it, use «Delete» on a project {where === 'start' ? 'below' : 'of the start page'}, «Delete all local
          data» under Storage{where === 'start' ? '' : ' here'}, or clear this site's data in your browser's settings.
        </li>
        <li>
          Only preferences are kept outside IndexedDB, in this browser's local storage: the theme, the keyboard,
          accessibility and review settings, and which screen you left each project on (no record content).
        </li>
        <li>No analytics: nothing about your data or your use of the app is counted or sent anywhere.</li>
      </ul>
    </section>
  );
}
