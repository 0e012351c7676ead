/**
 * The layer rules of the lint step (`.dependency-cruiser.cjs`, run by `npm run deps`) catch what
 * they are meant to: the same command, with the same rules, on a small tree of probe files laid out
 * like `src/`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rules = path.join(serverDir, '.dependency-cruiser.cjs');
const depcruise = path.resolve(serverDir, '../../node_modules/.bin/depcruise');
const run = promisify(execFile);
const trees: string[] = [];

afterAll(() => {
  for (const tree of trees) fs.rmSync(tree, { recursive: true, force: true });
});

/** Runs the lint step's command on a tree of files (path → source); answers its exit code and report. */
async function cruise(files: Record<string, string>): Promise<{ code: number; report: string }> {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  trees.push(tree);
  fs.writeFileSync(path.join(tree, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'esnext' } }));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), source);
  }
  try {
    const { stdout } = await run(depcruise, ['--config', rules, 'src', '--output-type', 'err'], { cwd: tree });
    return { code: 0, report: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, report: failed.stdout };
  }
}

describe('the layer rules', () => {
  it('pass imports downward and within a layer, and the demo loaded with import()', async () => {
    const { code, report } = await cruise({
      'src/lib/text.ts': 'export const text = 1;\n',
      'src/plugins/auth.ts': "import { text } from '../lib/text';\nexport const auth = text;\n",
      'src/kernel/mutate.ts': "import { auth } from '../plugins/auth';\nexport const mutate = auth;\n",
      'src/modules/orders/service.ts': "import { mutate } from '../../kernel/mutate';\nexport const order = mutate;\n",
      'src/app.ts':
        "import { order } from './modules/orders/service';\nimport { seed } from './cli/seed';\nexport const app = [order, seed];\n",
      'src/cli/seed.ts': "export const seed = () => import('./demo/index');\n",
      'src/cli/demo/index.ts': 'export const demo = 1;\n',
    });
    expect(report).toContain('no dependency violations found');
    expect(code).toBe(0);
  });

  it('refuse every import upward, each named by its rule, two files that import each other, and the demo imported statically', async () => {
    const { code, report } = await cruise({
      'src/lib/text.ts': "import { mutate } from '../kernel/mutate';\nexport const text = mutate;\n",
      'src/db/errors.ts': "import { auth } from '../plugins/auth';\nexport const errors = auth;\n",
      'src/plugins/auth.ts': "import { mutate } from '../kernel/mutate';\nexport const auth = mutate;\n",
      'src/kernel/mutate.ts': "import { order } from '../modules/orders/service';\nexport const mutate = order;\n",
      'src/modules/orders/service.ts': "import { app } from '../../app';\nexport const order = app;\n",
      'src/app.ts': 'export const app = 1;\n',
      'src/modules/messages/mail.ts': "import { kind } from './service';\nexport const mail = kind;\n",
      'src/modules/messages/service.ts':
        "import { mail } from './mail';\nexport const kind = 1;\nexport const m = mail;\n",
      'src/cli/seed.ts': "import { demo } from './demo/index';\nexport const seed = demo;\n",
      'src/cli/demo/index.ts': 'export const demo = 1;\n',
    });
    for (const [rule, file] of [
      ['foundation-imports-downward', 'src/lib/text.ts → src/kernel/mutate.ts'],
      ['foundation-imports-downward', 'src/db/errors.ts → src/plugins/auth.ts'],
      ['plugins-imports-downward', 'src/plugins/auth.ts → src/kernel/mutate.ts'],
      ['kernel-imports-downward', 'src/kernel/mutate.ts → src/modules/orders/service.ts'],
      ['modules-imports-downward', 'src/modules/orders/service.ts → src/app.ts'],
      ['demo-loaded-only-in-demo-mode', 'src/cli/seed.ts → src/cli/demo/index.ts'],
    ]) {
      expect(report).toContain(`error ${rule}: ${file}`);
    }
    expect(report).toContain('error no-circular: src/modules/messages/');
    expect(code).not.toBe(0);
  });
});
