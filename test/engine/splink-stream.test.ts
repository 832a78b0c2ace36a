import { describe, expect, it } from 'vitest';
import { parseCsvText, type RowSink } from '../../src/io';
import { combineTables } from '../../src/engine/dataset';
import { readSplinkPredictions, recordLookup } from '../../src/engine/splink-predictions';
import { openSplinkPredictions } from '../../src/engine/splink-project';
import { splinkFixture } from '../../bench/splink-import';

const plain = (x: unknown) =>
  JSON.parse(JSON.stringify(x, (_, v) => (ArrayBuffer.isView(v) ? Array.from(v as Float64Array) : v)));

/** A row sink that keeps what it is handed. */
function keeper(): RowSink & { columns: readonly string[]; rows: [string[], number][] } {
  const out = {
    columns: [] as readonly string[],
    rows: [] as [string[], number][],
    header: (c: readonly string[]) => void (out.columns = c),
    row: (cells: readonly string[], row: number) => void out.rows.push([[...cells], row]),
  };
  return out;
}

describe('rows handed to a sink as they are read', () => {
  it('gives the sink the header and every data row; the table keeps none but its issues', () => {
    const sink = keeper();
    const text = 'a,b\n1,2\n\n3\n4,5,6\n';
    const table = parseCsvText(text, { sourceName: 't.csv', rowSink: sink });
    expect(sink.columns).toEqual(['a', 'b']);
    expect(sink.rows).toEqual([
      [['1', '2'], 1],
      [['3'], 2],
      [['4', '5', '6'], 3],
    ]);
    expect(table.rowCount).toBe(0);
    expect(table.cells).toEqual([[], []]);
    const codes = table.issues.map((i) => i.code);
    expect(codes.filter((c) => c === 'ragged-row')).toHaveLength(2);
    expect(codes).toContain('blank-rows');
    expect(codes).not.toContain('header-only');
  });
});

describe('Splink predictions streamed from a CSV file into typed columns', () => {
  const fixture = splinkFixture(300, 2_000, 5);
  const records = () => combineTables([parseCsvText(fixture.records, { sourceName: 'r.csv', keyColumn: 'unique_id' })]);
  // Some pairs named twice (the second time reversed), as a file may hold them.
  const lines = fixture.predictions.trimEnd().split('\n');
  const swapped = lines.slice(1, 40).map((l) => {
    const c = l.split(',');
    [c[2], c[3]] = [c[3], c[2]];
    return c.join(',');
  });
  const text = [...lines, ...swapped].join('\n') + '\n';

  it('reads what the table reader reads, pair for pair, the repeats once', async () => {
    const lookup = recordLookup(records());
    const source = await openSplinkPredictions(new Blob([text]), 'predictions.csv', {});
    expect(source.columns.slice(0, 4)).toEqual(['match_weight', 'match_probability', 'unique_id_l', 'unique_id_r']);
    const streamed = await source.read(lookup, 'unique_id');
    const table = readSplinkPredictions(parseCsvText(text, { sourceName: 'predictions.csv' }), lookup, 'unique_id');
    expect(streamed.left).toHaveLength(2_000);
    expect(streamed.repeated).toBe(39);
    expect(plain(streamed)).toEqual(plain(table));
  });

  it('names the file, row and column of a bad cell, and the row of an unknown id', async () => {
    const lookup = recordLookup(records());
    const bad = lines.map((l, i) => (i === 1500 ? l.replace(/^[^,]*/, 'heavy') : l)).join('\n');
    const read = async (t: string) =>
      (await openSplinkPredictions(new Blob([t]), 'p.csv', {})).read(lookup, 'unique_id');
    await expect(read(bad)).rejects.toThrow(/p\.csv: row 1500, column «match_weight»: «heavy» is not a number/);
    const unknown = lines.map((l, i) => (i === 7 ? l.replace(/^([^,]*,[^,]*,)[^,]*/, '$1x9') : l)).join('\n');
    await expect(read(unknown)).rejects.toThrow(/p\.csv: row 7: unique_id_l «x9» is no record/);
    await expect(
      (await openSplinkPredictions(new Blob(['a,b\n1,2\n']), 'x.csv', {})).read(lookup, 'id'),
    ).rejects.toThrow(
      /x\.csv: not a Splink predictions file: no column «id_l», «id_r», «match_weight», «match_probability»/,
    );
  });
});
