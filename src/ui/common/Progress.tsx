/** A job's progress bar (role=progressbar named «Progress») with its «Cancel» button. */

/** `value`/`max` absent: indeterminate. */
export function Progress({
  value,
  max,
  label,
  onCancel,
}: {
  value?: number;
  max?: number;
  label: string;
  onCancel?: () => void;
}) {
  return (
    <div class="progress">
      <progress aria-label="Progress" value={value} max={max} />
      <span class="progress-text">{label}</span>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
