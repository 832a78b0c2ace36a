/**
 * A 100,000-row .xlsx opened in the app (issue 15: progress while it is read, no main-thread task
 * over 50 ms): a production build in Debian's Chromium, the file chosen with «Open files», timed to
 * the import's outcome. A Chromium trace of the page's main thread names what each long task did
 * (and when, in seconds from the trace's first main-thread event); long animation frames count the
 * rendering that the Long Tasks API leaves out.
 * Usage: npx tsx bench/xlsx-import-browser.ts [--rows N]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { peopleWorkbook } from '../test/fixtures/generate/workbook';
import { buildApp, launchChromium, serveApp } from '../test/e2e/harness';

const i = process.argv.indexOf('--rows');
const rows = i < 0 ? 100_000 : Number(process.argv[i + 1]);
const dir = fileURLToPath(new URL('../test-results/xlsx-bench/', import.meta.url));
mkdirSync(dir, { recursive: true });

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number } };
}

/** The main thread's tasks over 50 ms, each with the longest events inside it. */
function longTasks(events: TraceEvent[]): string[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return ['no renderer main thread in the trace'];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter(
    (e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur! > 50_000,
  );
  const origin = onMain.reduce((m, e) => Math.min(m, e.ts), Infinity);
  return tasks.map((t) => {
    const inner = onMain
      .filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur! && e.dur! > 5_000)
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 8)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}:${e.args.data.lineNumber}:${e.args.data.columnNumber}` : ''} ${Math.round(e.dur! / 1000)} ms`,
      );
    return `${Math.round(t.dur! / 1000)} ms at +${((t.ts - origin) / 1e6).toFixed(1)} s: ${inner.join('; ')}`;
  });
}

/** The functions of a CDP CPU profile with the most self time. */
function topFunctions(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}): string[] {
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, k) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[k] ?? 0));
  });
  return [...self]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, us]) => `${Math.round(us / 1000)} ms ${k}`);
}

const path = `${dir}people-${rows}.xlsx`;
writeFileSync(path, peopleWorkbook(rows));
if (!process.argv.includes('--no-build')) await buildApp('dist-xlsx-bench');
const { server, origin } = await serveApp('dist-xlsx-bench');
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/#/`);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; frames: number[][] };
    w.longTasks = [];
    w.frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
    // Long animation frames count the rendering (style and layout) that long tasks leave out.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const f = e as PerformanceEntry & { blockingDuration: number; styleAndLayoutStart: number };
        const layout = f.styleAndLayoutStart > 0 ? f.startTime + f.duration - f.styleAndLayoutStart : 0;
        w.frames.push([f.duration, f.blockingDuration, layout]);
      }
    }).observe({ type: 'long-animation-frame' });
  });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  // A CPU profile of the page's main thread names the functions its long tasks ran.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  // The page records its progress labels itself (a MutationObserver) and the wait checks one cheap
  // selector every 500 ms, so the harness adds as little main-thread work as it can.
  await page.evaluate(() => {
    const w = window as unknown as { seen: string[] };
    w.seen = [];
    new MutationObserver(() => {
      const label = document.querySelector('.progress-text')?.textContent;
      if (label && w.seen.at(-1) !== label) w.seen.push(label);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const started = Date.now();
  await page.getByLabel('Open files').setInputFiles(path);
  await page.waitForFunction(
    () => !!document.querySelector('section.import button.primary, section.import a[href="#/"]'),
    undefined,
    { polling: 500, timeout: 600_000 },
  );
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  const ms = Date.now() - started;
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const observed = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const frames = await page.evaluate(() => (window as unknown as { frames: number[][] }).frames);
  const status = await page.locator('[role="status"]').first().innerText();
  console.log(`${rows} rows: ${(ms / 1000).toFixed(1)} s; «${status}»`);
  console.log(`progress seen: ${seen.join(' | ')}`);
  console.log(
    `long tasks (PerformanceObserver): ${observed.length}, longest ${Math.round(Math.max(0, ...observed))} ms`,
  );
  console.log(
    `long animation frames (PerformanceObserver, over 50 ms): ${frames.length}` +
      frames
        .map(
          ([d, b, l]) =>
            `; ${Math.round(d!)} ms (blocking ${Math.round(b!)} ms, style and layout ${Math.round(l!)} ms)`,
        )
        .join(''),
  );
  for (const line of longTasks(trace.traceEvents)) console.log(`  main-thread task ${line}`);
  console.log('main-thread functions by self time (CPU profile):');
  for (const line of topFunctions(profile)) console.log(`  ${line}`);
} finally {
  await browser.close();
  await server.close();
}
