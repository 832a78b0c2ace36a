/** The most similar pairs of a run, best first. Cell values are rendered as text only. */
import type { SimilarPairsResult } from '../client/doppel-client';

/** The result table with a one-line summary of how the pairs were found. */
export function PairsTable({ result }: { result: SimilarPairsResult }) {
  const { pairs } = result;
  return (
    <section>
      <p>
        {result.values.toLocaleString()} values, {result.candidatePairs.toLocaleString()} candidate pairs ({result.blocking}),{' '}
        {result.pairsAboveCutoff.toLocaleString()} at or above the minimum similarity
        {result.pairsAboveCutoff > pairs.length && `; the ${pairs.length} most similar are shown`}.
      </p>
      {pairs.length === 0 ? (
        <p>No similar pairs found. Try a lower minimum similarity or another column.</p>
      ) : (
        <table aria-label="Most similar pairs">
          <thead>
            <tr><th scope="col">Similarity</th><th scope="col">Row</th><th scope="col">Value</th><th scope="col">Row</th><th scope="col">Value</th></tr>
          </thead>
          <tbody>
            {pairs.map((p) => (
              <tr key={`${p.leftRow}-${p.rightRow}`}>
                <td class="num">{(p.score * 100).toFixed(1)}%</td>
                <td class="num">{p.leftRow}</td>
                <td>{p.leftValue}</td>
                <td class="num">{p.rightRow}</td>
                <td>{p.rightValue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
