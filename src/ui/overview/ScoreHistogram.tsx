/**
 * Score histogram (SVG, no chart library): 20 bins stacked by decision level, with the thresholds
 * as draggable markers and live counts per band; a summary sentence and a table as text alternatives.
 */
import { useState } from 'preact/hooks';
import type { OverviewView } from '../../client/app-client';
import { count } from '../common/format';
import { BINS, movedBands, totals, type Bands } from './bands';
import { ThresholdMarker, type PlotBox } from './ThresholdMarker';

const W = 640;
const H = 260;
const BOX: PlotBox = { left: 48, width: W - 64, top: 30, height: H - 62 };
const LEVELS = ['distinct', 'review', 'merge'] as const;

/** Thresholds shown: `lo` always; `hi` only for profiles with a merge probability. */
export interface Thresholds {
  lo: number;
  hi?: number;
}

/** The histogram; `onCommit` stores a moved threshold (on release only). */
export function ScoreHistogram({
  histogram,
  current,
  anchor,
  thresholds,
  onCommit,
}: {
  histogram: OverviewView['histogram'];
  /** The run's counts per band, at the thresholds `anchor` (those of the settings when the screen opened). */
  current: Bands;
  anchor: Thresholds;
  /** Where the markers start (the stored settings). */
  thresholds: Thresholds;
  onCommit: (t: Thresholds) => void;
}) {
  const [live, setLive] = useState<Thresholds>(thresholds);
  const [log, setLog] = useState(true);
  const binTotals = totals(histogram);
  const max = Math.max(1, ...binTotals);
  const y = (n: number) => (log ? Math.log10(1 + n) / Math.log10(1 + max) : n / max) * BOX.height;
  const bands = movedBands(binTotals, current, anchor.lo, live.lo, anchor.hi, live.hi);
  const moved = live.lo !== anchor.lo || live.hi !== anchor.hi;
  const bw = BOX.width / BINS;
  const summary = `Score histogram of ${count(binTotals.reduce((a, b) => a + b, 0))} candidate pairs: ${count(bands.merge)} at or above ${live.hi?.toFixed(2) ?? '—'}, ${count(bands.review)} in the review band from ${live.lo.toFixed(2)}, ${count(bands.distinct)} below.`;
  return (
    <figure class="histogram">
      <svg class="chart" viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="group" aria-label="Score histogram">
        <desc>{summary}</desc>
        <line
          class="axis"
          x1={BOX.left}
          x2={BOX.left + BOX.width}
          y1={BOX.top + BOX.height}
          y2={BOX.top + BOX.height}
        />
        {binTotals.map((_, b) => {
          let base = BOX.top + BOX.height;
          let acc = 0;
          return LEVELS.map((level) => {
            const n = histogram[level][b] ?? 0;
            if (n === 0) return null;
            const top = BOX.top + BOX.height - y(acc + n);
            const rect = (
              <rect
                key={`${b}-${level}`}
                class={`bar-${level}`}
                x={BOX.left + b * bw + 1}
                y={top}
                width={bw - 2}
                height={Math.max(0.5, base - top)}
              >
                <title>{`${(b / BINS).toFixed(2)}–${((b + 1) / BINS).toFixed(2)}: ${count(n)} ${level}`}</title>
              </rect>
            );
            acc += n;
            base = top;
            return rect;
          });
        })}
        {[0, 0.25, 0.5, 0.75, 1].map((t) => (
          <text key={t} x={BOX.left + t * BOX.width} y={H - 12} text-anchor="middle">
            {t.toFixed(2)}
          </text>
        ))}
        <text x={4} y={BOX.top + 4}>
          {count(max)}
        </text>
        <ThresholdMarker
          label="Review threshold"
          kind="lo"
          value={live.lo}
          box={BOX}
          onMove={(v) => setLive({ ...live, lo: live.hi !== undefined ? Math.min(v, live.hi) : v })}
          onCommit={(v) => onCommit({ ...live, lo: live.hi !== undefined ? Math.min(v, live.hi) : v })}
        />
        {live.hi !== undefined && (
          <ThresholdMarker
            label="Merge threshold"
            kind="hi"
            value={live.hi}
            box={BOX}
            onMove={(v) => setLive({ ...live, hi: Math.max(v, live.lo) })}
            onCommit={(v) => onCommit({ ...live, hi: Math.max(v, live.lo) })}
          />
        )}
      </svg>
      <figcaption>
        <ul class="legend">
          <li>
            <span class="swatch merge" />
            merged
          </li>
          <li>
            <span class="swatch review" />
            to review
          </li>
          <li>
            <span class="swatch distinct" />
            distinct
          </li>
          <li>
            <label>
              <input type="checkbox" checked={log} onChange={(e) => setLog(e.currentTarget.checked)} /> Log scale
            </label>
          </li>
        </ul>
        <p class="bands" data-testid="band-counts">
          {moved ? 'With these thresholds, about' : 'With the thresholds of these results:'}{' '}
          <strong>{count(bands.merge)}</strong> pairs merge, <strong>{count(bands.review)}</strong> go to review,{' '}
          <strong>{count(bands.distinct)}</strong> are distinct
          {bands.merge !== current.merge &&
            ` (${bands.merge > current.merge ? `${count(bands.merge - current.merge)} more` : `${count(current.merge - bands.merge)} fewer`} merged than now)`}
          .{moved && ' Estimated from the histogram; run «Find duplicates» for exact counts.'}
        </p>
        <details>
          <summary>Histogram as a table</summary>
          <table aria-label="Score histogram table">
            <thead>
              <tr>
                <th scope="col">Score</th>
                <th scope="col">Merged</th>
                <th scope="col">Review</th>
                <th scope="col">Distinct</th>
              </tr>
            </thead>
            <tbody>
              {binTotals.map((_, b) => (
                <tr key={b}>
                  <th scope="row">
                    {(b / BINS).toFixed(2)}–{((b + 1) / BINS).toFixed(2)}
                  </th>
                  <td class="num">{count(histogram.merge[b] ?? 0)}</td>
                  <td class="num">{count(histogram.review[b] ?? 0)}</td>
                  <td class="num">{count(histogram.distinct[b] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
