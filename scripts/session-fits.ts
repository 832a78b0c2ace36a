/**
 * Each training session's fit on generated lists (issue 10, D66): its pairs, expected matches, the
 * fields it sets and why it is doubted, then every comparison's m and u.
 * `npx tsx scripts/session-fits.ts [kinds=software,bank] [size=5000] [seed=1]`
 */
import { runList } from '../test/fixtures/generate/evaluate';
import { generateList, type GeneratedKind } from '../test/fixtures/generate/lists';
const kinds = (process.argv[2] ?? 'software,bank').split(',') as GeneratedKind[];
const size = Number(process.argv[3] ?? 5000);
for (const kind of kinds) {
  const g = await runList(generateList(kind, size, Number(process.argv[4] ?? 1)));
  const fs = g.run.match.fs;
  const x = g.figures;
  console.log(
    `## ${kind} P ${x.auto.precision.toFixed(3)} R ${x.auto.recall.toFixed(3)} method ${fs.method} λ ${fs.parameters.lambda.toExponential(3)} allPairs ${fs.allPairs} totalMatches ${(fs.parameters.lambda * fs.allPairs).toFixed(0)}`,
  );
  for (const s of fs.sessions ?? [])
    console.log(
      `  ${s.name}: pairs ${s.pairCount} matches ${s.matches.toFixed(1)} share ${(s.matches / s.pairCount).toFixed(3)} fields ${s.fields.map((f) => fs.comparisons[f].field).join(',')} ${s.doubt ?? ''}`,
    );
  fs.comparisons.forEach((c, f) =>
    console.log(
      `  ${c.field} m ${Array.from(fs.parameters.m[f])
        .map((v) => v.toFixed(3))
        .join(' ')} | u ${Array.from(fs.parameters.u[f])
        .map((v) => v.toExponential(1))
        .join(' ')}`,
    ),
  );
}
process.exit(0);
