/** A small SVG graph of a cluster: members on a circle, links coloured and sized by score, bridges dashed. */
import type { ClusterDetailView } from '../../client/app-client';

/** Links whose removal disconnects the applied-link graph (the cluster's single points of failure). */
export function bridgeLinks(keys: string[], links: ClusterDetailView['links']): Set<number> {
  const applied = links.map((l, i) => ({ l, i })).filter((x) => x.l.applied);
  const index = new Map(keys.map((k, i) => [k, i]));
  const connected = (skip: number) => {
    const adj: number[][] = keys.map(() => []);
    for (const { l, i } of applied) {
      if (i === skip) continue;
      const a = index.get(l.keys[0]);
      const b = index.get(l.keys[1]);
      if (a !== undefined && b !== undefined) {
        adj[a].push(b);
        adj[b].push(a);
      }
    }
    const seen = new Set([0]);
    const stack = [0];
    while (stack.length)
      for (const n of adj[stack.pop()!])
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
    return seen.size === keys.length;
  };
  const out = new Set<number>();
  if (keys.length < 2 || !connected(-1)) return out;
  for (const { i } of applied) if (!connected(i)) out.add(i);
  return out;
}

/** Colour of a score (blue → orange, safe for common colour-vision deficiencies). */
function scoreColour(score: number): string {
  const s = Math.max(0, Math.min(1, score));
  return `hsl(${Math.round(30 + s * 180)} 70% 45%)`;
}

/** Members drawn up to this count; larger clusters keep the tables only. */
export const GRAPH_MAX_MEMBERS = 40;

/** The graph, with a text summary for assistive technology. */
export function ClusterGraph({
  detail,
  onOpenPair,
}: {
  detail: ClusterDetailView;
  onOpenPair?: (keys: [string, string]) => void;
}) {
  const keys = detail.members.map((m) => m.key);
  if (keys.length < 2 || keys.length > GRAPH_MAX_MEMBERS) return null;
  const bridges = bridgeLinks(keys, detail.links);
  const size = 220;
  const r = 85;
  const pos = new Map(
    keys.map((k, i) => {
      const a = (2 * Math.PI * i) / keys.length - Math.PI / 2;
      return [k, { x: size / 2 + r * Math.cos(a), y: size / 2 + r * Math.sin(a), n: i + 1 }];
    }),
  );
  const summary = `Graph of ${keys.length} records and ${detail.links.length} links; ${bridges.size} bridge${bridges.size === 1 ? '' : 's'} (a link whose removal splits the cluster).`;
  return (
    <figure class="cluster-graph">
      <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} role="img" aria-label={summary}>
        {detail.links.map((l, i) => {
          const a = pos.get(l.keys[0]);
          const b = pos.get(l.keys[1]);
          if (!a || !b) return null;
          return (
            <line
              key={i}
              class="graph-link"
              onClick={() => onOpenPair?.(l.keys)}
              x1={a.x}
              y1={a.y}
              x2={b.x}
              y2={b.y}
              stroke={scoreColour(l.score)}
              stroke-width={1 + 3 * l.score}
              stroke-dasharray={bridges.has(i) ? '5 4' : l.applied ? undefined : '1 3'}
            >
              <title>{`${l.keys[0]} · ${l.keys[1]}: ${l.score.toFixed(2)}${bridges.has(i) ? ' (bridge)' : ''}${l.applied ? '' : ' (not merged)'}`}</title>
            </line>
          );
        })}
        {keys.map((k) => {
          const p = pos.get(k)!;
          return (
            <g key={k}>
              <circle cx={p.x} cy={p.y} r={10} class="graph-node">
                <title>{k}</title>
              </circle>
              <text x={p.x} y={p.y + 4} text-anchor="middle" class="graph-label">
                {p.n}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption class="muted">
        {summary} Numbers follow the member table; dashed: bridge; dotted: not merged. Open a link's explanation from
        the links table (or by clicking it here).
      </figcaption>
    </figure>
  );
}
