/** The Export screen. */
import type { ScreenProps } from '../screen';

/** The Export screen. */
export function ExportScreen(_props: ScreenProps) {
  return <section><h1>Export</h1></section>;
}
