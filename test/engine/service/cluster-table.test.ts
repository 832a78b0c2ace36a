/**
 * The cluster table's data (issue 14 item 6): differences only on compared fields and after
 * normalization, conflicts per cluster to sort by, the lock state.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { clustersPage, clusterDetail } from '../../../src/engine/service/views';
import { generatePeople } from '../../fixtures/generate/people';
import { toCsv } from '../../fixtures/generate/random';
import { inlineWasmScorer } from '../../fixtures/scorer';

const scorer = await inlineWasmScorer();

describe('the cluster table', () => {
  it('marks compared fields that differ once normalized, counts conflicts, shows the lock', async () => {
    // Each person twice: the second copy's city in upper case with extra spaces (the same once
    // normalized), every fourth second copy with another e-mail (a real difference), and a «note»
    // column the matching leaves out (set to ignore) that differs on every row.
    const people = generatePeople(120, 9);
    const rows = people.flatMap((p, i) => [
      [p.first_name, p.surname, p.dob, p.city, p.email, `first ${i}`],
      [
        p.first_name,
        p.surname,
        p.dob,
        `  ${p.city.toUpperCase()} `,
        i % 4 === 0 ? `x${i}@example.org` : p.email,
        `copy ${i}`,
      ],
    ]);
    const csv = toCsv(['first_name', 'surname', 'dob', 'city', 'email', 'note'], rows);
    const db = await openDoppelDb('doppel-cluster-table', { factory: new IDBFactory() });
    const svc = new ProjectService(db, () => scorer);
    const id = await svc.importFiles('people', [{ name: 'p.csv', blob: new Blob([csv]) }]);
    await svc.setSettings(id, { kinds: { note: 'ignore' } });
    await svc.run(id);
    const s = await svc.sessionOf(id);
    const page = clustersPage(s, 'size', 0, 1000);
    expect(page.total).toBeGreaterThan(20);
    let emailDiffers = 0;
    for (const row of page.rows) {
      const d = clusterDetail(s, row.id);
      expect(d.compared).toContain('city');
      expect(d.compared).not.toContain('note');
      const marked = new Set(Object.values(d.differs).flat());
      // The note differs on every row but is not compared; the city differs only in case and spaces.
      expect(marked.has('note')).toBe(false);
      expect(marked.has('city')).toBe(false);
      if (marked.has('email')) emailDiffers++;
      // The conflicts of the list are the compared columns marked in the detail.
      expect(row.conflicts).toBe(marked.size);
      expect(d.locked).toBe(false);
    }
    expect(emailDiffers).toBeGreaterThan(0);
    // Sorted by conflicts, the most differing clusters come first.
    const byConflicts = clustersPage(s, 'conflicts', 0, 1000).rows.map((r) => r.conflicts);
    expect(byConflicts).toEqual([...byConflicts].sort((a, b) => b - a));
    expect(byConflicts[0]).toBeGreaterThan(0);
    // Locked: the detail and the list say so.
    await svc.lock(id, page.rows[0].id);
    const after = await svc.sessionOf(id);
    const locked = clustersPage(after, 'size', 0, 1000).rows.find((r) => r.locked)!;
    expect(clusterDetail(after, locked.id).locked).toBe(true);
  });
});
