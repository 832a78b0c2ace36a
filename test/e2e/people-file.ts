/** The generated people list the review e2e tests import, written as one CSV file. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePeople } from '../fixtures/generate/people';
import { peopleCsv } from '../fixtures/generate/people-dataset';

/** Columns of the file: the person's entity is kept out, so only the truth function knows it. */
const COLUMNS = ['first_name', 'surname', 'dob', 'city', 'email'] as const;

/**
 * `records` generated people (seeded) as `people.csv` in a fresh temporary folder, and who each row
 * is: `personOf('people.csv:12')` is the entity of the file's 12th record.
 */
export function peopleFile(records: number, seed: number): { path: string; personOf: (key: string) => string } {
  const people = generatePeople(records, seed);
  const path = join(mkdtempSync(join(tmpdir(), 'doppel-e2e-people-')), 'people.csv');
  writeFileSync(path, peopleCsv(people, COLUMNS));
  return { path, personOf: (key) => people[Number(key.split(':').at(-1)) - 1].person };
}
