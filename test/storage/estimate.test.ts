import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStoragePersisted, requestPersistentStorage, storageEstimate } from '../../src/storage';

afterEach(() => vi.unstubAllGlobals());

describe('storage estimate helpers', () => {
  it('answer undefined where navigator.storage does not exist (Node, old browsers)', async () => {
    vi.stubGlobal('navigator', undefined);
    expect(await storageEstimate()).toBeUndefined();
    expect(await isStoragePersisted()).toBeUndefined();
    expect(await requestPersistentStorage()).toBeUndefined();
  });

  it('pass through the browser’s answers', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', {
      storage: { estimate: async () => ({ usage: 1_234 }), persisted: async () => false, persist },
    });
    expect(await storageEstimate()).toEqual({ usage: 1_234, quota: 0 });
    expect(await isStoragePersisted()).toBe(false);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledOnce();
  });
});
