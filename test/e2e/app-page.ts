/**
 * Browser-test helpers for the app: a built app served on a free port, pages that record every
 * request leaving the origin, and the common steps (open files, import, find duplicates).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PreviewServer } from 'vite';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, launchChromium, serveApp } from './harness';

/** A running app: its server, origin and browser. */
export interface AppServer {
  server: PreviewServer;
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Build into `outDir` (one per test file), serve, and launch Chromium. */
export async function startApp(outDir: string): Promise<AppServer> {
  await buildApp(outDir);
  const { server, origin } = await serveApp(outDir);
  const browser = await launchChromium();
  return {
    server,
    origin,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The app of one test file: built into `outDir` and served before its tests (`beforeAll`, within
 * `timeout` ms), closed after them. The returned object stands for the running server.
 */
export function appServer(outDir: string, timeout?: number): AppServer {
  let started: AppServer | undefined;
  beforeAll(async () => {
    started = await startApp(outDir);
  }, timeout);
  afterAll(async () => {
    await started?.close();
  });
  const running = (): AppServer => {
    if (!started) throw new Error(`the app in ${outDir} is not running (it starts in beforeAll)`);
    return started;
  };
  return {
    get server() {
      return running().server;
    },
    get origin() {
      return running().origin;
    },
    get browser() {
      return running().browser;
    },
    close: () => running().close(),
  };
}

/** A page whose requests off the origin are recorded and refused. */
export interface AppPage {
  page: Page;
  context: BrowserContext;
  offOrigin: string[];
}

/** Record (and refuse) every request that leaves `origin`, from the context and from the page. */
export async function guardOrigin(context: BrowserContext, origin: string, offOrigin: string[]): Promise<void> {
  await context.route(
    (url) => url.origin !== origin && /^https?:|^wss?:/.test(url.protocol),
    (route) => {
      offOrigin.push(route.request().url());
      return route.abort();
    },
  );
  context.on('request', (request) => {
    const url = request.url();
    if (/^(https?|wss?):/.test(url) && new URL(url).origin !== origin) offOrigin.push(url);
  });
}

/** A fresh context and page at the app's start screen. */
export async function openApp(app: AppServer, options: BrowserContextOptions = {}): Promise<AppPage> {
  const context = await app.browser.newContext(options);
  const offOrigin: string[] = [];
  await guardOrigin(context, app.origin, offOrigin);
  await recordCspViolations(context);
  const page = await context.newPage();
  await page.goto(app.origin);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { page, context, offOrigin };
}

/** Collect Content-Security-Policy violations of every page in `window.__csp`. */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** The CSP violations the page has seen. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/**
 * Let the test hold back the app worker's answers: after `holdWorkerAnswers(page)` (then a reload),
 * `setWorkerHold(page, ms)` delays every message from a worker by `ms` (0: none), so a user action
 * can surely land while an answer is on its way.
 */
export async function holdWorkerAnswers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const listen = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (
      this: Worker,
      type: string,
      fn: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message' || typeof fn !== 'function') return listen.call(this, type, fn, options);
      return listen.call(
        this,
        type,
        (e: Event) => {
          const hold = (window as unknown as { __holdWorker?: number }).__holdWorker ?? 0;
          if (hold > 0) setTimeout(() => fn.call(this, e), hold);
          else fn.call(this, e);
        },
        options,
      );
    } as typeof Worker.prototype.addEventListener;
  });
}

/** Delay the worker's answers by `ms` from now (see `holdWorkerAnswers`). */
export async function setWorkerHold(page: Page, ms: number): Promise<void> {
  await page.evaluate((hold) => {
    (window as unknown as { __holdWorker: number }).__holdWorker = hold;
  }, ms);
}

/** Import files through «Open files» and continue to the fields screen once imported. */
export async function importFiles(page: Page, paths: string[]): Promise<void> {
  await page.getByLabel('Open files').setInputFiles(paths);
  await page.getByRole('button', { name: 'Continue to fields' }).click({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Find duplicates' }).waitFor();
}

/** Click «Find duplicates» and wait for the overview with its counts. */
export async function findDuplicates(page: Page, timeout = 120_000): Promise<void> {
  await page.getByRole('button', { name: 'Find duplicates' }).click();
  await page.getByRole('heading', { name: /^Overview of / }).waitFor({ timeout });
  await page.getByRole('list', { name: 'Counts' }).waitFor({ timeout });
}

/** Do something and wait until the status region says something new matching `expected`; returns what it says. */
export async function actAndWait(page: Page, act: () => Promise<unknown>, expected: RegExp): Promise<string> {
  const before = await statusText(page);
  await act();
  await page.waitForFunction(
    ([prev, source]) => {
      const text = document.querySelector('[role="status"]')?.textContent ?? '';
      return text !== prev && new RegExp(source).test(text);
    },
    [before, expected.source] as const,
    { timeout: 30_000 },
  );
  return statusText(page);
}

/** Press a key and wait until the status region says something new matching `expected`. */
export function pressAndWait(page: Page, key: string, expected: RegExp): Promise<string> {
  return actAndWait(page, () => page.keyboard.press(key), expected);
}

/** The keys of the current review-queue item, as the list shows them ('' when none). */
export function currentKeys(page: Page): Promise<string> {
  return page
    .locator('.queue-item[aria-current="true"]')
    .getAttribute('data-keys')
    .then((k) => k ?? '');
}

/** The keys of every item the review queue lists, in order. */
export function queueKeys(page: Page): Promise<string[]> {
  return page.locator('.queue-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-keys') ?? ''));
}

/** The text of the shared status region. */
export function statusText(page: Page): Promise<string> {
  return page.getByRole('status').innerText();
}

/**
 * Screenshots only when DOPPEL_SCREENSHOTS=1 (CI does not rewrite the committed PNGs): the whole page, or only `of`
 * (one part of a screen, e.g. the blocking rules of the Fields screen).
 */
export async function screenshot(page: Page, name: string, of?: Locator): Promise<void> {
  if (process.env.DOPPEL_SCREENSHOTS !== '1') return;
  const dir = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  if (of) {
    await of.scrollIntoViewIfNeeded();
    await of.screenshot({ path: `${dir}${name}.png` });
    return;
  }
  // A viewport as tall as the page, so the sticky status bar sits at the end instead of over content.
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.min(4000, Math.max(size.height, height)) });
  await page.screenshot({ path: `${dir}${name}.png` });
  await page.setViewportSize(size);
}
