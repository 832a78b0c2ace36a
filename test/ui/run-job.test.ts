import { describe, expect, it } from 'vitest';
import type { AppClient, ProjectView } from '../../src/client/app-client';
import { cancelRun, runLabel, startRun } from '../../src/ui/run-job';

/** A worker stand-in whose run reports one stage, then waits until it is released or cancelled. */
function fakeClient() {
  let release: (v: ProjectView) => void = () => undefined;
  const client = {
    run(_id: number, opts: { signal?: AbortSignal; onStage?: (s: string, d: number, t: number) => void }) {
      opts.onStage?.('score', 10, 40);
      return new Promise<ProjectView>((resolve, reject) => {
        release = resolve;
        opts.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    },
  } as unknown as AppClient;
  return { client, release: (v: ProjectView) => release(v) };
}

describe("the page's run job", () => {
  it('runs outside any screen, refuses a second run, and stops only on Cancel', async () => {
    const f = fakeClient();
    const first = startRun(f.client, 7);
    await expect(startRun(f.client, 7)).rejects.toThrow(/already going on/);
    cancelRun();
    const ended = await first;
    expect(ended.state).toBe('cancelled');
    expect(ended.stage).toEqual({ stage: 'score', done: 10, total: 40 });
    expect(runLabel(ended, ended.started + 12_000)).toBe('Finding duplicates… scoring pairs 10 / 40 · 12 s');
    const second = startRun(f.client, 7);
    f.release({
      run: { records: 1, candidatePairs: 0, merge: 0, reviewItems: 0, clusters: 1 },
    } as unknown as ProjectView);
    expect((await second).state).toBe('done');
  });
});
