/** The History screen. */
import type { ScreenProps } from '../screen';

/** The History screen. */
export function HistoryScreen(_props: ScreenProps) {
  return <section><h1>History</h1></section>;
}
