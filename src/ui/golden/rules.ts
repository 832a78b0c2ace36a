/** The survivorship rules the golden record screen offers; what a rule would change is asked of the worker. */
import type { RuleParams, SurvivorshipRule } from '../../client/app-client';

export type { RuleParams };

/** The survivorship rules the screen offers (most recent needs a date column, most trusted a source). */
export const SCREEN_RULES: ReadonlyArray<{ rule: SurvivorshipRule; label: string }> = [
  { rule: 'most-frequent', label: 'Most frequent' },
  { rule: 'longest', label: 'Longest' },
  { rule: 'most-complete-record', label: 'Most complete record' },
  { rule: 'most-recent', label: 'Most recent' },
  { rule: 'source-priority', label: 'Most trusted source' },
];

/**
 * The rule the select starts on: the one the golden record is built by (most frequent value), so it matches the text.
 */
export const INITIAL_RULE: SurvivorshipRule = 'most-frequent';
