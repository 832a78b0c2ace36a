/**
 * Busy states for actions that wait on the worker (revert, lock, split, a settings change …): while
 * one runs, its words («Reverting…») are shown, the controls it guards are disabled and marked
 * aria-busy, and a second action of the same group does not start. Errors are announced.
 */
import { useRef, useState } from 'preact/hooks';
import { announceError } from '../status';

/** One group of actions of which at most one runs at a time; `onChange` hears the busy words or undefined. */
export class BusyGate {
  private current?: string;

  constructor(private readonly onChange: (label: string | undefined) => void) {}

  /** The words of the action running, if any. */
  get label(): string | undefined {
    return this.current;
  }

  /** Run `op` unless another action runs (then undefined, `op` not called); busy until it settles. */
  async run<T>(label: string, op: () => Promise<T>): Promise<T | undefined> {
    if (this.current !== undefined) return undefined;
    this.current = label;
    this.onChange(label);
    try {
      return await op();
    } finally {
      this.current = undefined;
      this.onChange(undefined);
    }
  }
}

/**
 * A busy gate for a component: the busy words (undefined when idle) and `run(label, op)`, which
 * announces a failure instead of throwing it.
 */
export function useBusy(): [string | undefined, (label: string, op: () => Promise<unknown>) => Promise<void>] {
  const [label, setLabel] = useState<string>();
  const gate = useRef<BusyGate | undefined>(undefined);
  gate.current ??= new BusyGate(setLabel);
  const run = async (words: string, op: () => Promise<unknown>) => {
    try {
      await gate.current!.run(words, op);
    } catch (e) {
      announceError(e);
    }
  };
  return [label, run];
}

/** The visible busy words beside the controls (nothing when idle). */
export function BusyNote({ label }: { label?: string }) {
  return label ? <span class="busy-note">{label}</span> : null;
}
