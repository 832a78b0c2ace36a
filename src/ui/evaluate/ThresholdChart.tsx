/**
 * The precision / recall / F1 curve against the threshold (SVG, no chart library), after Splink's
 * threshold tool: three lines told apart by colour and dash, the current threshold marked, the
 * chosen one highlighted; pointing at the chart chooses the nearest threshold. The table beside it
 * (EvaluateScreen) is its text alternative.
 */
import type { EvaluateView } from '../../client/app-client';

type Point = EvaluateView['curve'][number];

const W = 640;
const H = 280;
const BOX = { left: 48, width: W - 72, top: 16, height: H - 56 };
const LINES = [
  ['precision', 'Precision'],
  ['recall', 'Recall'],
  ['f1', 'F1'],
] as const;

const x = (t: number) => BOX.left + t * BOX.width;
const y = (v: number) => BOX.top + (1 - v) * BOX.height;

/** A figure as text: three decimals, «—» when undefined. */
export function rate(v: number): string {
  return Number.isNaN(v) ? '—' : v.toFixed(3);
}

/** Index of the curve point nearest threshold `t`. */
export function nearestPoint(curve: readonly Point[], t: number): number {
  let best = 0;
  for (let i = 1; i < curve.length; i++)
    if (Math.abs(curve[i].threshold - t) < Math.abs(curve[best].threshold - t)) best = i;
  return best;
}

/** SVG path of one measure, broken where it is undefined. */
function path(curve: readonly Point[], key: 'precision' | 'recall' | 'f1'): string {
  let d = '';
  let pen = false;
  for (const p of curve) {
    const v = p[key];
    if (Number.isNaN(v)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${x(p.threshold).toFixed(1)},${y(v).toFixed(1)}`;
    pen = true;
  }
  return d;
}

/** The chart; `onChoose` receives the index of the point the person pointed at. */
export function ThresholdChart({
  curve,
  current,
  chosen,
  onChoose,
}: {
  curve: readonly Point[];
  current: EvaluateView['current'];
  chosen: number;
  onChoose: (index: number) => void;
}) {
  const at = curve[chosen];
  const choose = (e: PointerEvent) => {
    const svg = (e.currentTarget as SVGElement).ownerSVGElement!;
    const rect = svg.getBoundingClientRect();
    const scale = svg.viewBox.baseVal.width / rect.width;
    onChoose(nearestPoint(curve, ((e.clientX - rect.left) * scale - BOX.left) / BOX.width));
  };
  return (
    <figure class="threshold-chart">
      <svg
        class="chart"
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-label="Precision, recall and F1 against the threshold (the table below lists the same figures)"
      >
        {[0, 0.25, 0.5, 0.75, 1].map((v) => (
          <g key={v}>
            <line class="grid" x1={BOX.left} x2={BOX.left + BOX.width} y1={y(v)} y2={y(v)} />
            <text x={BOX.left - 6} y={y(v) + 4} text-anchor="end">
              {v.toFixed(2)}
            </text>
            <text x={x(v)} y={H - 22} text-anchor="middle">
              {v.toFixed(2)}
            </text>
          </g>
        ))}
        <text x={BOX.left + BOX.width / 2} y={H - 4} text-anchor="middle">
          threshold
        </text>
        <line class="current" x1={x(current.threshold)} x2={x(current.threshold)} y1={BOX.top} y2={y(0)} />
        <text class="current-label" x={x(current.threshold) - 4} y={BOX.top + 10} text-anchor="end">
          {`${current.sets} ≥ ${current.threshold.toFixed(2)}`}
        </text>
        {at && <line class="chosen" x1={x(at.threshold)} x2={x(at.threshold)} y1={BOX.top} y2={y(0)} />}
        {LINES.map(([key]) => (
          <path key={key} class={`line-${key}`} d={path(curve, key)} />
        ))}
        {at &&
          LINES.map(([key]) =>
            Number.isNaN(at[key]) ? null : (
              <circle key={key} class={`dot-${key}`} cx={x(at.threshold)} cy={y(at[key])} r={4} />
            ),
          )}
        <rect
          class="hover-area"
          x={BOX.left}
          y={BOX.top}
          width={BOX.width}
          height={BOX.height}
          onPointerMove={choose}
          onPointerDown={choose}
        />
      </svg>
      <figcaption>
        <ul class="legend">
          {LINES.map(([key, label]) => (
            <li key={key}>
              <svg class="key" viewBox="0 0 24 8" width={24} height={8} aria-hidden="true">
                <line class={`line-${key}`} x1={0} x2={24} y1={4} y2={4} />
              </svg>
              {label}
            </li>
          ))}
          <li>
            <svg class="key" viewBox="0 0 24 8" width={24} height={8} aria-hidden="true">
              <line class="current" x1={0} x2={24} y1={4} y2={4} />
            </svg>
            current threshold
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
