/**
 * Writes the bundled sample data sets (public/samples/*.csv) from the seeded generators in
 * test/fixtures/generate/. Truth columns go to separate `*-truth.csv` files (row key → true entity),
 * so the samples look like real input. Run: `npx tsx scripts/make-samples.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateEvents } from '../test/fixtures/generate/events';
import { generatePeople } from '../test/fixtures/generate/people';
import { generateProducts } from '../test/fixtures/generate/products';
import { generateSuppliers } from '../test/fixtures/generate/suppliers';
import { toCsv } from '../test/fixtures/generate/random';

const out = fileURLToPath(new URL('../public/samples/', import.meta.url));
mkdirSync(out, { recursive: true });

/** Write `<name>.csv` with `columns` and `<name>-truth.csv` with row key → truth. */
function write<T>(name: string, columns: Array<keyof T & string>, truth: keyof T & string, rows: T[]): void {
  writeFileSync(
    out + name + '.csv',
    toCsv(
      columns,
      rows.map((r) => columns.map((c) => String(r[c]))),
    ),
  );
  writeFileSync(
    out + name + '-truth.csv',
    toCsv(
      ['row_id', truth],
      rows.map((r, i) => [`${name}.csv:${i + 1}`, String(r[truth])]),
    ),
  );
  console.log(`${name}.csv: ${rows.length} rows`);
}

const events = generateEvents(120, 3);
const bySource = new Map<string, typeof events>();
for (const e of events) bySource.set(e.source, [...(bySource.get(e.source) ?? []), e]);
for (const [source, rows] of bySource) write(`events-${source}`, ['title', 'venue', 'city', 'start'], 'event', rows);
write('suppliers', ['website'], 'supplier', generateSuppliers(400, 7));
write('products', ['name', 'gtin'], 'product', generateProducts(300, 5));
write('people', ['first_name', 'surname', 'dob', 'city', 'email'], 'person', generatePeople(400, 9));
