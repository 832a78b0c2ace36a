// Time of the within-source measurement (issue 14 §5) on two generated sources.
import { withinSourceTwins } from '../../src/core/safety/within-source';
import { LINK_COLUMNS, linkSources } from '../../test/fixtures/generate/link-sources';
for (const n of [2_000, 20_000, 100_000]) {
  const sources = linkSources(n, 1, { twiceA: 0.03 }).map((s) => ({
    name: s.name,
    columns: LINK_COLUMNS,
    cells: LINK_COLUMNS.map((c) => s.rows.map((r) => r[c])),
    rowCount: s.rows.length,
  }));
  const t = performance.now();
  const twins = withinSourceTwins(sources);
  const ms = performance.now() - t;
  console.log(`${n} people: ${sources.map((s) => s.rowCount).join(' + ')} rows, ${ms.toFixed(0)} ms:`, twins.map((x) => `${x.source} ${(100 * x.share).toFixed(1)} %`).join(', '));
}
