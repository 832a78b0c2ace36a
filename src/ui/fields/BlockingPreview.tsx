/** The blocking rules with the pairs each would produce, counted before running (issue 5 §3, UX S3). */
import { useState } from 'preact/hooks';
import type { AppClient, BlockingPreviewView } from '../../client/app-client';
import { announceError } from '../status';
import { count } from '../common/format';

/** «Estimate candidate pairs»: one row per blocking rule, its largest blocks and the blocks it skips. */
export function BlockingPreview({ client, projectId }: { client: AppClient; projectId: number }) {
  const [preview, setPreview] = useState<BlockingPreviewView>();
  const [busy, setBusy] = useState(false);
  const estimate = async () => {
    setBusy(true);
    try {
      setPreview(await client.previewBlocking(projectId));
    } catch (e) {
      announceError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="blocking-preview" aria-labelledby="blocking-title">
      <h2 id="blocking-title">Blocking</h2>
      <button type="button" onClick={estimate} disabled={busy}>
        {busy ? 'Counting…' : 'Estimate candidate pairs'}
      </button>
      {preview && (
        <table>
          <caption>
            Profile {preview.profile}: at most {count(preview.totalPairs)} candidate pairs of {count(preview.allPairs)}{' '}
            possible
            {preview.allPairs > 0
              ? ` (${(100 * (1 - preview.totalPairs / preview.allPairs)).toFixed(2)}% never compared)`
              : ''}
            {preview.bound
              ? `; each record keeps its best ${count(preview.bound.perRecord)}: at most ${count(preview.bound.maxPairs)} candidate pairs`
              : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Pairs</th>
              <th scope="col">Blocks</th>
              <th scope="col">Largest block</th>
              <th scope="col">Skipped (too large)</th>
            </tr>
          </thead>
          <tbody>
            {preview.rules.map((r) => (
              <tr key={r.rule}>
                <th scope="row">{r.rule}</th>
                <td class="num">{count(r.pairs)}</td>
                <td class="num">{count(r.blocks)}</td>
                <td>{r.largest[0] ? `${r.largest[0].key} (${count(r.largest[0].records)} records)` : '—'}</td>
                <td>{r.skipped.length ? r.skipped.map((b) => `${b.key} (${count(b.records)})`).join(', ') : 'none'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
