/**
 * What the safety net did in a run, in numbers and plain words: merges sent to review per reason,
 * links cut out of unsafe clusters, whether the fit was trusted and whether linking was one-to-one.
 */
import type { DedupeRun } from './pipeline';

/** The safety net's part of a run report. */
export interface SafetySummary {
  /** Automatic merges turned into review items, by reason code. */
  demoted: Record<string, number>;
  /** Merge links cut out of automatic clusters, by reason code. */
  cutLinks: Record<string, number>;
  fitProblems: string[];
  oneToOne: boolean;
  /** Per source, the share of records written twice inside it (link modes). */
  internalDuplicates?: number[];
  maxClusterSize: number;
  /** One line per finding a person should read. */
  messages: string[];
}

/** Summarize the safety net of a run. */
export function safetySummary(run: DedupeRun): SafetySummary {
  const net = run.match.safety;
  const demoted: Record<string, number> = {};
  for (const reason of net.demoted.values()) demoted[reason.code] = (demoted[reason.code] ?? 0) + 1;
  // Counted where the cuts are made: the queue may be cut to capacity, and its items are made on demand.
  const cutLinks = run.resolution.cutLinks;
  const messages: string[] = [];
  if (net.fitProblems.length > 0) {
    messages.push(
      `the fitted weights look wrong (${net.fitProblems.join('; ')}): no pair merges on its weights alone; ${demoted['fit-implausible'] ?? 0} pairs are in the review queue instead`,
    );
  }
  if (demoted['single-evidence'])
    messages.push(`${demoted['single-evidence']} merges rested on one field only and wait for review`);
  if (demoted['addresses-differ'])
    messages.push(
      `${demoted['addresses-differ']} merges joined records at two different street addresses that each appear elsewhere in the list (branches of one organisation, not one place) and wait for review`,
    );
  const cut = Object.values(cutLinks).reduce((a, b) => a + b, 0);
  if (cut > 0)
    messages.push(
      `${cut} links were cut out of clusters that held two different keys, grew past ${net.maxClusterSize} records or linked too sparsely; they wait for review`,
    );
  if (net.oneToOne)
    messages.push(
      `the sources hold almost no duplicates inside them, so each record links to at most one record of each other source${demoted['one-to-one'] ? ` (${demoted['one-to-one']} runner-up links wait for review)` : ''}`,
    );
  return {
    demoted,
    cutLinks,
    fitProblems: [...net.fitProblems],
    oneToOne: net.oneToOne,
    internalDuplicates: net.internalDuplicates,
    maxClusterSize: net.maxClusterSize,
    messages,
  };
}
