/**
 * What a run with the current settings will use, shown before it (issue 14 §4): the profile (for
 * «Automatic», the one it resolves to and why), its rule packs, and each comparison with its levels
 * by name, like Splink's comparison summary («title: exact · token set ≥ 0.9 · ≥ 0.7 · else»).
 */
import type { ChoiceView } from '../../client/app-client';

/** The profile, rule packs and comparisons a run would use. */
export function ChoiceSummary({ choice }: { choice?: ChoiceView }) {
  return (
    <section aria-labelledby="choice-h" class="choice-summary">
      <h2 id="choice-h">What a run will use</h2>
      {!choice ? (
        <p class="muted">Reading the fields…</p>
      ) : (
        <>
          <p class="choice-profile">
            Profile <strong>{choice.profile}</strong>
            {choice.chosen === 'auto' ? ' (automatic, from the fields): ' : ': '}
            {choice.why}.
          </p>
          <p>Rule packs: {choice.packs.join(' · ')}.</p>
          <table class="comparison-summary" aria-labelledby="choice-h">
            <caption>Comparisons and their levels, from the strongest agreement to «else»</caption>
            <thead>
              <tr>
                <th scope="col">Comparison</th>
                <th scope="col">Levels</th>
                <th scope="col">Used by</th>
              </tr>
            </thead>
            <tbody>
              {choice.comparisons.map((c, i) => (
                <tr key={`${c.name}-${i}`}>
                  <th scope="row">{c.name}</th>
                  <td>{c.levels.join(' · ')}</td>
                  <td>{c.role === 'weight' ? 'match weights' : 'rules only (a check)'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
