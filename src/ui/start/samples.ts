/** The bundled sample data sets (public/samples/, written by scripts/make-samples.ts). */

/** A sample set: one or more files, each a source. */
export interface SampleSet {
  id: string;
  label: string;
  files: string[];
}

/** All bundled samples; the first is the default choice. */
export const SAMPLES: readonly SampleSet[] = [
  {
    id: 'events',
    label: 'Russian event listings (3 sources)',
    files: ['events-afisha.csv', 'events-kassir.csv', 'events-tickets.csv'],
  },
  { id: 'suppliers', label: 'Supplier websites', files: ['suppliers.csv'] },
  { id: 'products', label: 'Products with GTINs', files: ['products.csv'] },
  { id: 'people', label: 'People', files: ['people.csv'] },
];

/** Fetch a sample's files from this origin (precached by the service worker for offline use). */
export async function loadSample(set: SampleSet): Promise<File[]> {
  return Promise.all(
    set.files.map(async (name) => {
      const response = await fetch(new URL(`samples/${name}`, document.baseURI));
      if (!response.ok) throw new Error(`The sample file ${name} could not be read (HTTP ${response.status}).`);
      return new File([await response.blob()], name, { type: 'text/csv' });
    }),
  );
}
