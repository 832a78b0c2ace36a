import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SourceTable } from '../../src/domain/dataset';
import { parseCsvStream, parseCsvText } from '../../src/io';
import { chunked } from './helpers';

const piece = fc.constantFrom(',', ';', '"', '""', '\n', '\r', '\r\n', ' ', 'a', 'bc', 'Д', '😀', '\u00e9', '1');
const csvText = fc.array(piece, { maxLength: 120 }).map((parts) => `h1,h2,h3\n${parts.join('')}`);

function observable(t: SourceTable) {
  return {
    columns: t.source.columns,
    cells: t.cells,
    keys: t.keys,
    lines: Array.from(t.lines),
    lineEndings: t.format.lineEndings,
    issues: t.issues.map((i) => [i.code, i.row, i.line, i.message]),
  };
}

describe('streaming parser: chunk and slice boundaries never change the table', () => {
  it('for arbitrary (also malformed) CSV text, byte chunking and parser slice sizes', async () => {
    await fc.assert(
      fc.asyncProperty(
        csvText,
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 40 }),
        async (text, sizes, sliceChars) => {
          const whole = parseCsvText(text, { sourceName: 'p.csv', delimiter: ',' });
          const bytes = new TextEncoder().encode(text);
          const streamed = await parseCsvStream(chunked(bytes, sizes), {
            sourceName: 'p.csv',
            delimiter: ',',
            sliceChars,
          });
          expect(observable(streamed)).toEqual(observable(whole));
        },
      ),
      { numRuns: 400, seed: 4181 },
    );
  });
});
