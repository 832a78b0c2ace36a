/** The exports of a project as text: CSV tables (clusters, golden records, pairs, labels), Splink settings, the log. */
import { writeCsv } from '../../io';
import { annotatedTable, goldenTable, pairsTable } from '../exports';
import { splinkLabels } from '../splink-labels';
import { splinkSettings } from '../splink';
import { engineSettings, humanConstraints, type Session } from './session';
import type { ExportKind, ProjectSettings } from './api';
import { goldenOverridesOf } from './golden-export';

/** One export of a project whose run is derived, named after the project. */
export function exportText(
  s: Session,
  name: string,
  settings: ProjectSettings,
  kind: ExportKind,
): { fileName: string; mime: string; text: string } {
  const run = s.run!;
  const csv = (t: { columns: string[]; rows: Iterable<string[]> }, suffix: string) => ({
    fileName: `${name}-${suffix}.csv`,
    mime: 'text/csv',
    text: writeCsv(t.columns, t.rows, { bom: true }),
  });
  switch (kind) {
    case 'annotated':
      return csv(annotatedTable(s.dataset, run), 'clusters');
    case 'golden':
      // The golden records as the Golden screen shows them: the person's field choices applied.
      return csv(goldenTable(s.dataset, run, undefined, goldenOverridesOf(s)), 'golden');
    case 'pairs':
      return csv(pairsTable(s.dataset, run), 'pairs');
    case 'labels':
      return csv(splinkLabels(s.dataset, humanConstraints(s), { uniqueId: settings.splink?.uniqueId }), 'labels');
    case 'splink': {
      if (settings.splink)
        throw new Error(
          'This project’s model is Splink’s own (imported with its results): run Splink with the settings file it came from.',
        );
      // The fitted model as Splink settings; record keys («source:row») are the unique ids.
      const { match } = engineSettings(settings, s.sources.length);
      const exported = splinkSettings(run.match.fs, {
        mode: match.mode,
        uniqueId: 'unique_id',
        ruleNames: run.match.pairs.ruleNames,
      });
      return {
        fileName: `${name}-splink-settings.json`,
        mime: 'application/json',
        text: JSON.stringify(exported.settings, null, 2) + '\n',
      };
    }
    case 'log': {
      // One log entry per line, as the JSON object it is.
      return {
        fileName: `${name}-log.jsonl`,
        mime: 'application/x-ndjson',
        text: s.log.map((e) => JSON.stringify(e)).join('\n') + (s.log.length ? '\n' : ''),
      };
    }
  }
}
