/** Cluster-size distribution: SVG bars (log y) and the same numbers as a table. */
import type { OverviewView } from '../../client/app-client';
import { count } from '../common/format';

const W = 640;
const H = 180;

/** At most 40 sizes are drawn (the largest sizes are grouped in the last bar's table row). */
export function ClusterSizes({ sizes }: { sizes: OverviewView['clusterSizes'] }) {
  const shown = sizes.slice(0, 40);
  const max = Math.max(1, ...shown.map((s) => s.count));
  const bw = (W - 40) / Math.max(1, shown.length);
  const h = (n: number) => (Math.log10(1 + n) / Math.log10(1 + max)) * (H - 40);
  const summary = sizes
    .map((s) => `${count(s.count)} of size ${s.size}`)
    .slice(0, 6)
    .join(', ');
  return (
    <figure>
      <svg
        class="chart"
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-label={`Cluster sizes: ${summary}${sizes.length > 6 ? ', …' : ''}`}
      >
        {shown.map((s, i) => (
          <g key={s.size}>
            <rect
              class="bar-size"
              x={20 + i * bw + 1}
              y={H - 24 - h(s.count)}
              width={Math.max(1, bw - 2)}
              height={h(s.count)}
            >
              <title>{`size ${s.size}: ${count(s.count)}`}</title>
            </rect>
            <text x={20 + i * bw + bw / 2} y={H - 8} text-anchor="middle">
              {s.size}
            </text>
          </g>
        ))}
      </svg>
      <details>
        <summary>Cluster sizes as a table</summary>
        <table aria-label="Cluster sizes table">
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Clusters</th>
            </tr>
          </thead>
          <tbody>
            {sizes.slice(0, 200).map((s) => (
              <tr key={s.size}>
                <th scope="row">{s.size}</th>
                <td class="num">{count(s.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
