/**
 * DESIGN §5's dependency rules, checked from the import statements: domain ← core ← engine ← worker;
 * ui → client; only scoring loads the WASM build; assembly imports nothing from src.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The folders each layer may import from (itself always). */
const ALLOWED: Record<string, readonly string[]> = {
  domain: [],
  core: ['domain'],
  scoring: ['domain'],
  io: ['domain'],
  storage: ['domain', 'core'],
  engine: ['domain', 'core', 'scoring', 'io', 'storage'],
  worker: ['domain', 'core', 'scoring', 'io', 'storage', 'engine'],
  client: ['domain', 'worker', 'engine', 'storage'],
  ui: ['domain', 'client'],
  cli: ['domain', 'core', 'scoring', 'io', 'storage', 'engine'],
};
/** What the client may take from the worker side: types only (the worker runs in its own thread) … */
const TYPE_ONLY: Record<string, readonly string[]> = { client: ['engine', 'storage'] };
/** … but for the worker API contract, whose constants and pure helpers both sides share. */
const CONTRACT = 'src/engine/service/api';
/**
 * Layers that start workers: `new URL('…/worker/x.worker.ts', import.meta.url)` spawns a thread, it imports nothing.
 */
const SPAWNS = new Set(['scoring', 'client']);

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
  line: string;
  spawn?: boolean;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(tsx?|mjs)$/.test(f) ? [p] : [];
  });
}

/**
 * Import edges of a source text (static, re-export, dynamic and `new URL(…, import.meta.url)`), resolved to repository
 * paths.
 */
export function importEdges(file: string, text: string): Edge[] {
  const out: Edge[] = [];
  const patterns = [
    /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g,
    /new URL\(\s*[`'"]([^`'"$]+)[`'"]\s*,\s*import\.meta\.url/g,
  ];
  patterns.forEach((re, k) => {
    for (const m of text.matchAll(re)) {
      const spec = k === 0 ? m[3] : m[1];
      if (!spec.startsWith('.')) continue;
      out.push({
        from: file,
        to: normalize(join(dirname(file), spec)),
        typeOnly: k === 0 && m[2] !== undefined,
        line: m[0].trim(),
        spawn: k === 3 && /\.worker\.ts$/.test(spec),
      });
    }
  });
  return out;
}

/** The layer of a repository path: `src/<layer>/…`, `assembly`, `build`, or '' outside them. */
function layerOf(path: string): string {
  const parts = relative('.', path).split(/[\\/]/);
  if (parts[0] === 'src') return parts[1] ?? '';
  return parts[0] === 'assembly' || parts[0] === 'build' ? parts[0] : '';
}

/** Why an edge breaks the rules, or null. */
export function violation(e: Edge): string | null {
  const from = layerOf(e.from);
  const to = layerOf(e.to);
  if (from === 'assembly') return to === 'assembly' ? null : 'assembly imports nothing from src';
  if (to === 'build' || /\.wasm$/.test(e.to))
    return from === 'scoring' ? null : 'only src/scoring loads the WASM build';
  if (!(from in ALLOWED) || to === from || !(to in ALLOWED)) return null;
  if (e.spawn && to === 'worker' && SPAWNS.has(from)) return null;
  if (!ALLOWED[from].includes(to)) return `${from} may not import ${to}`;
  if (TYPE_ONLY[from]?.includes(to) && !e.typeOnly && e.to.replace(/\.ts$/, '') !== CONTRACT)
    return `${from} may take only types from ${to}`;
  return null;
}

function allEdges(): Edge[] {
  return [...files('src'), ...files('assembly')].flatMap((f) => importEdges(f, readFileSync(f, 'utf8')));
}

describe('architecture (DESIGN §5)', () => {
  it('every import follows the dependency direction', () => {
    const edges = allEdges();
    expect(edges.length).toBeGreaterThan(500);
    const broken = edges.flatMap((e) => {
      const why = violation(e);
      return why ? [`${e.from}: ${e.line} — ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('would fail on each import the issue named', () => {
    const edge = (from: string, spec: string, typeOnly = false, line = spec) =>
      importEdges(from, `import ${typeOnly ? 'type ' : ''}{ x } from '${spec}';`)[0] ?? {
        from,
        to: '',
        typeOnly,
        line,
      };
    const named: [string, string, boolean?][] = [
      ['src/core/profiles/types.ts', '../../scoring/types', true],
      ['src/scoring/reference.ts', '../core/block/minhash'],
      ['src/ui/golden/rules.ts', '../../core/golden/survive'],
      ['src/ui/clusters/follow.ts', '../../core/cluster/ids'],
      ['src/ui/review/PairCard.tsx', '../../engine/explain'],
      ['src/client/app-client.ts', '../engine/service/app-api'],
      ['src/core/weights/em.ts', '../../engine/dataset', true],
      ['src/engine/match.ts', '../worker/page-api', true],
      ['src/io/read.ts', '../scoring/wasm'],
      ['assembly/index.ts', '../src/domain/kernel'],
    ];
    for (const [from, spec, typeOnly] of named)
      expect(violation(edge(from, spec, typeOnly)), `${from} → ${spec}`).not.toBeNull();
    expect(violation(edge('src/client/app-client.ts', '../engine/service/views'))).not.toBeNull();
    expect(
      violation(
        importEdges('src/engine/x.ts', "new Worker(new URL('../worker/scoring.worker.ts', import.meta.url));")[0],
      ),
    ).not.toBeNull();
    expect(
      violation(
        importEdges(
          'src/scoring/pool/browser.ts',
          "new Worker(new URL('../../worker/scoring.worker.ts', import.meta.url));",
        )[0],
      ),
    ).toBeNull();
    // The WASM build is loaded by scoring only.
    expect(
      violation(importEdges('src/engine/x.ts', "const u = new URL('../../build/doppel.wasm', import.meta.url);")[0]),
    ).not.toBeNull();
    expect(
      violation(
        importEdges('src/scoring/node/load.ts', "const u = new URL('../../../build/doppel.wasm', import.meta.url);")[0],
      ),
    ).toBeNull();
    // Allowed directions stay allowed.
    expect(violation(edge('src/engine/match.ts', '../core/block'))).toBeNull();
    expect(violation(edge('src/client/app-client.ts', '../engine/service/app-api', true))).toBeNull();
  });
});
