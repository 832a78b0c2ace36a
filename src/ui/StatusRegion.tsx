/** The shell's one `status` live region, fed by `announce()` from any screen. */
import { useEffect, useState } from 'preact/hooks';
import { currentStatus, onAnnounce } from './status';

/** role=status, polite: shows the latest announcement. */
export function StatusRegion() {
  const [text, setText] = useState(currentStatus());
  useEffect(() => onAnnounce(setText), []);
  return (
    <div class="status" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
