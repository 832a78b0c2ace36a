import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openDoppelDb } from '../../../src/storage';
import { ProjectService } from '../../../src/engine/service/service';
import { clustersPage, clusterDetail } from '../../../src/engine/service/views';
import { clusterOfRecords, goldenRuleChanges, ruleChanges } from '../../../src/engine/service/cluster-ops';
import { generatePeople } from '../../fixtures/generate/people';
import { inlineWasmScorer } from '../../fixtures/scorer';
import { peopleCsv } from '../../fixtures/generate/people-dataset';

const scorer = await inlineWasmScorer();
const people = generatePeople(200, 5);
const csv = peopleCsv(people, ['first_name', 'surname', 'dob', 'city', 'email']);

describe('cluster operations in the worker', () => {
  it('follows records to the cluster that holds them after a split, and previews survivorship in the engine', async () => {
    const db = await openDoppelDb('doppel-cluster-ops', { factory: new IDBFactory() });
    const svc = new ProjectService(db, () => scorer);
    const id = await svc.importFiles('people', [{ name: 'p.csv', blob: new Blob([csv]) }]);
    await svc.run(id);
    let s = await svc.sessionOf(id);
    const big = clustersPage(s, 'size', 0, 1, 2, '').rows[0];
    expect(big.size).toBeGreaterThanOrEqual(3);
    const detail = clusterDetail(s, big.id);
    const keys = detail.members.map((m) => m.key);
    expect(clusterOfRecords(s, keys)?.id).toBe(big.id);
    expect(clusterOfRecords(s, ['no such key'])).toBeUndefined();
    expect(clusterOfRecords(s, ['no such key', keys[1]])?.id).toBe(big.id);
    // The golden preview of the session is the pure preview of its cluster detail.
    expect(goldenRuleChanges(s, big.id, 'longest')).toEqual(ruleChanges(detail, 'longest'));

    // Take the smallest-keyed member out: the cluster's id changes, and the rest are still found together;
    // followed by all its old members, the smallest is found alone.
    const smallest = [...keys].sort()[0];
    await svc.split(id, smallest, big.id);
    s = await svc.sessionOf(id);
    const rest = keys.filter((k) => k !== smallest);
    const now = clusterOfRecords(s, rest);
    expect(now?.members.map((m) => m.key).sort()).toEqual([...rest].sort());
    expect(now?.id).not.toBe(big.id);
    expect(clusterOfRecords(s, keys)?.members.map((m) => m.key)).toEqual([smallest]);
  });
});
