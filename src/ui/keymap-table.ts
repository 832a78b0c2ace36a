/**
 * The keymap of the app as data: every action, where it applies, its keys (letters and the numeric
 * Zingg layout) and its words. The functions that read it are in keymap.ts.
 */

/** Where an action applies: every review/cluster/golden screen, or one of them. */
export type KeyScope = 'global' | 'review' | 'cluster' | 'golden';

/** Every keyboard action. */
export type ActionId =
  | 'same'
  | 'different'
  | 'unsure'
  | 'skip'
  | 'undo'
  | 'redo'
  | 'next'
  | 'previous'
  | 'toggle-normalized'
  | 'expand-explanation'
  | 'identical-fields'
  | 'blind-mode'
  | 'open-cluster'
  | 'focus-filter'
  | 'help'
  | 'close'
  | 'exclude-member'
  | 'lock-cluster'
  | 'accept-cluster'
  | 'pick-value'
  | 'add-note'
  | 'bulk-accept'
  | 'go-queue'
  | 'go-clusters'
  | 'go-history'
  | 'go-evaluate'
  | 'go-export';

/**
 * One row of the keymap. Keys use `Mod+` (Ctrl or ⌘), `Shift+`, a character, or a key name; a
 * space separates the keys of a two-key sequence (`g q`: G, then Q).
 */
export interface KeyBinding {
  action: ActionId;
  scope: KeyScope;
  /** Further screens where the action applies. */
  alsoIn?: KeyScope[];
  keys: string[];
  /** Keys under the numeric (Zingg) map, when they differ. */
  numericKeys?: string[];
  label: string;
  description: string;
  /** Label in a particular screen, when the action reads differently there. */
  scopeLabels?: Partial<Record<KeyScope, string>>;
}

/** How the user set up the keyboard. */
export interface KeySettings {
  /** Single-character shortcuts (letters, digits, punctuation, Space) are active. */
  singleKey: boolean;
  /** `letters`: Y/N/U; `numeric`: 1/0/2 as in Zingg. */
  layout: 'letters' | 'numeric';
}

/** Defaults: single keys on, letters. */
export const DEFAULT_KEY_SETTINGS: KeySettings = { singleKey: true, layout: 'letters' };

/** The one keymap of the app. */
export const KEYMAP: readonly KeyBinding[] = [
  {
    action: 'same',
    scope: 'review',
    keys: ['y'],
    numericKeys: ['1'],
    label: 'Same',
    description: 'The two records are the same entity (then advance)',
  },
  {
    action: 'different',
    scope: 'review',
    keys: ['n'],
    numericKeys: ['0'],
    label: 'Different',
    description: 'The two records are different entities; kept apart by every re-run',
  },
  {
    action: 'unsure',
    scope: 'review',
    keys: ['u'],
    numericKeys: ['2'],
    label: 'Unsure',
    description: 'Not sure: no constraint, the pair comes back at the end',
  },
  {
    action: 'skip',
    scope: 'review',
    keys: ['s', 'Space'],
    label: 'Skip',
    description: 'Go to the next pair without deciding',
  },
  {
    action: 'undo',
    scope: 'global',
    keys: ['z', 'Mod+z'],
    label: 'Undo',
    description: 'Undo the last decision of this session',
  },
  {
    action: 'redo',
    scope: 'global',
    keys: ['Shift+z', 'Mod+Shift+z'],
    label: 'Redo',
    description: 'Redo the last undone decision',
  },
  {
    action: 'next',
    scope: 'global',
    keys: ['j', 'ArrowDown'],
    label: 'Next',
    description: 'Next item without deciding',
    scopeLabels: { cluster: 'Next member', golden: 'Next field' },
  },
  {
    action: 'previous',
    scope: 'global',
    keys: ['k', 'ArrowUp'],
    label: 'Previous',
    description: 'Previous item without deciding',
    scopeLabels: { cluster: 'Previous member', golden: 'Previous field' },
  },
  {
    action: 'toggle-normalized',
    scope: 'review',
    keys: ['d'],
    label: 'Raw ⇄ normalized',
    description: 'Show raw or normalized values',
  },
  {
    action: 'expand-explanation',
    scope: 'review',
    keys: ['e'],
    label: 'Explain',
    description: 'Expand or collapse the full explanation',
  },
  {
    action: 'identical-fields',
    scope: 'global',
    keys: ['i'],
    label: 'Identical fields',
    description: 'Show or hide fields whose values are identical',
    scopeLabels: { cluster: 'Differences only', golden: 'Conflicting fields only' },
  },
  {
    action: 'blind-mode',
    scope: 'review',
    keys: ['b'],
    label: 'Blind mode',
    description: 'Hide score, contributions and «why» until decided',
  },
  {
    action: 'open-cluster',
    scope: 'review',
    keys: ['o'],
    label: 'Open cluster',
    description: "Open this pair's cluster",
  },
  {
    action: 'exclude-member',
    scope: 'cluster',
    keys: ['x'],
    label: 'Exclude',
    description: 'Exclude the focused member from its cluster (split out)',
  },
  { action: 'lock-cluster', scope: 'cluster', keys: ['l'], label: 'Lock', description: 'Lock the cluster as it is' },
  {
    action: 'accept-cluster',
    scope: 'cluster',
    keys: ['m'],
    label: 'Accept',
    description: 'Accept the whole cluster (locks it)',
  },
  {
    action: 'pick-value',
    scope: 'golden',
    keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
    label: 'Pick value',
    description: "Take the focused field's value from candidate n",
  },
  {
    action: 'add-note',
    scope: 'review',
    alsoIn: ['cluster'],
    keys: ['c'],
    label: 'Note',
    description: 'Add a note or comment on this pair (review) or this cluster (clusters); kept in the decision log',
    scopeLabels: { cluster: 'Note on cluster' },
  },
  {
    action: 'bulk-accept',
    scope: 'review',
    keys: ['Shift+a'],
    label: 'Accept filtered',
    description:
      'Mark every undecided pair of the filtered queue «same» (asks first: count, maximum, preview; undo takes back the whole batch)',
  },
  { action: 'focus-filter', scope: 'review', keys: ['/'], label: 'Filter', description: 'Focus the queue filter' },
  { action: 'help', scope: 'global', keys: ['?'], label: 'Help', description: 'Show the keyboard shortcuts' },
  { action: 'close', scope: 'global', keys: ['Escape'], label: 'Close', description: 'Close a panel or dialog' },
  {
    action: 'go-queue',
    scope: 'global',
    keys: ['g q'],
    label: 'Go to queue',
    description: 'Go to the review queue (G, then Q)',
  },
  {
    action: 'go-clusters',
    scope: 'global',
    keys: ['g c'],
    label: 'Go to clusters',
    description: 'Go to the clusters (G, then C)',
  },
  {
    action: 'go-history',
    scope: 'global',
    keys: ['g h'],
    label: 'Go to history',
    description: 'Go to the history (G, then H)',
  },
  {
    action: 'go-evaluate',
    scope: 'global',
    keys: ['g v'],
    label: 'Go to evaluate',
    description: 'Go to the evaluation against your answers (G, then V: E is export)',
  },
  {
    action: 'go-export',
    scope: 'global',
    keys: ['g e'],
    label: 'Go to export',
    description: 'Go to the export (G, then E)',
  },
];
