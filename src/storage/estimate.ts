/** Storage use and persistence (navigator.storage), guarded for Node and older browsers. */

/** Bytes used and available to this origin, when the browser tells. */
export interface StorageEstimateResult {
  usage: number;
  quota: number;
}

function storageManager(): StorageManager | undefined {
  const nav = (globalThis as { navigator?: { storage?: StorageManager } }).navigator;
  return nav?.storage && typeof nav.storage.estimate === 'function' ? nav.storage : undefined;
}

/** Usage and quota of this origin, or undefined where unavailable. */
export async function storageEstimate(): Promise<StorageEstimateResult | undefined> {
  const sm = storageManager();
  if (!sm) return undefined;
  const e = await sm.estimate();
  return { usage: e.usage ?? 0, quota: e.quota ?? 0 };
}

/** Whether storage is already persistent (not evicted under pressure); undefined where unknown. */
export async function isStoragePersisted(): Promise<boolean | undefined> {
  const sm = storageManager();
  return sm && typeof sm.persisted === 'function' ? sm.persisted() : undefined;
}

/** Ask the browser to keep this origin's data; resolves to the answer, undefined where unsupported. */
export async function requestPersistentStorage(): Promise<boolean | undefined> {
  const sm = storageManager();
  return sm && typeof sm.persist === 'function' ? sm.persist() : undefined;
}
