// Bundles the server (and the shared contracts it imports as TypeScript) into dist/main.js and the
// chunks beside it.
// Packages from node_modules stay external; the SQL migrations are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

// The contracts workspace is TypeScript source: bundle it instead of leaving it external.
const contractsSource = {
  name: 'contracts-source',
  setup(b) {
    b.onResolve({ filter: /^@app\/contracts(\/.*)?$/ }, (args) => {
      const sub = args.path.slice('@app/contracts'.length).replace(/^\//, '') || 'index';
      return { path: path.join(root, '../../packages/contracts/src', `${sub}.ts`) };
    });
  },
};

await build({
  entryPoints: { main: path.join(root, 'src/main.ts'), 'create-admin': path.join(root, 'src/cli/create-admin.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // main.js must run its first lines before the server's packages load (src/main.ts): the server is
  // a chunk it imports, and code shared with create-admin sits in chunks too.
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  plugins: [contractsSource],
  logLevel: 'warning',
});
cpSync(path.join(root, 'drizzle'), path.join(dist, 'drizzle'), { recursive: true });
console.log('server bundle written to dist/');
