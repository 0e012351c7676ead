import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const probe = fileURLToPath(new URL('../test/tick-shape-probe.ts', import.meta.url));

/** The states of nextTick's caches for its entry's four properties, after the probe's workload. */
function literalCacheStates(keep: boolean): string[] {
  // V8 prints through C's buffered standard output, which a pipe left non-blocking can cut short
  // at exit: the probe writes into a file instead.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tick-shape-'));
  const file = path.join(dir, 'out.txt');
  const out = fs.openSync(file, 'w');
  try {
    // A process of its own: these are start-up flags. By default V8 keeps an unused map through two
    // full collections, and a background compile may hold one meanwhile, so whether a short workload
    // loses a map would depend on timing; without the grace and with compiles on the main thread it
    // always does when nothing holds it.
    const flags = [
      '--allow-natives-syntax',
      '--expose-gc',
      '--retain-maps-for-n-gc=0',
      '--no-concurrent-recompilation',
    ];
    execFileSync(process.execPath, [...flags, '--import', 'tsx', probe], {
      stdio: ['ignore', out, 'pipe'],
      timeout: 60_000,
      env: { ...process.env, KEEP_TICK_SHAPE: keep ? '1' : '0' },
    });
  } finally {
    fs.closeSync(out);
  }
  const output = fs.readFileSync(file, 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  return [...output.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1] as string);
}

describe('keepTickObjectShape', () => {
  it("keeps nextTick's caches monomorphic through full collections while no tick is queued", () => {
    expect(literalCacheStates(true)).toEqual(['MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC', 'MONOMORPHIC']);
  });

  // Documents the V8 behaviour the keeper works around: if a Node upgrade stops it, this fails, and
  // lib/tick-shape.ts can go.
  it('is what keeps them so: without it the same workload turns them megamorphic', () => {
    expect(literalCacheStates(false)).toContain('MEGAMORPHIC');
  });
});
