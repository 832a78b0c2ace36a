/** Capacity planner: pairs per hour × hours → how many items you get through, and how far down the queue. */
import { useState } from 'preact/hooks';

/** Items a reviewer gets through in the time: ⌊pairs per hour × hours⌋. */
export function plannedItems(pairsPerHour: number, hours: number): number {
  return pairsPerHour > 0 && hours > 0 ? Math.floor(pairsPerHour * hours) : 0;
}

/** Read-only helper; the queue size itself is a project setting. */
export function CapacityPlanner({
  total,
  undecided,
  resumeAt,
}: {
  total: number;
  undecided: number;
  resumeAt: number;
}) {
  const [pph, setPph] = useState(120);
  const [hours, setHours] = useState(1);
  const n = plannedItems(pph, hours);
  const reach = Math.min(total, Math.max(0, resumeAt) + n);
  const finish = pph > 0 ? undecided / pph : Infinity;
  return (
    <details class="capacity">
      <summary>Capacity planner</summary>
      <label>
        Pairs per hour{' '}
        <input
          type="number"
          min={1}
          step={10}
          value={pph}
          onInput={(e) => setPph(Number((e.target as HTMLInputElement).value))}
        />
      </label>
      <label>
        Hours{' '}
        <input
          type="number"
          min={0.25}
          step={0.25}
          value={hours}
          onInput={(e) => setHours(Number((e.target as HTMLInputElement).value))}
        />
      </label>
      <p>
        {n} item{n === 1 ? '' : 's'} in that time: from item {Math.max(0, resumeAt) + 1} down to item {reach} of {total}
        {total > 0 ? ` (${Math.round((reach / total) * 100)}% of the queue)` : ''}.
      </p>
      <p class="muted">
        {undecided} undecided: about {Number.isFinite(finish) ? finish.toFixed(1) : '—'} h at this pace. The queue size
        is set in the project settings.
      </p>
    </details>
  );
}
