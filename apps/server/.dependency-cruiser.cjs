/**
 * The server's layers, lowest first; a file may import its own layer and those below it, never one
 * above (README, "Layers"). Checked in the lint step (`npm run deps -w apps/server`); a probe test
 * (`src/layers.test.ts`) shows a forbidden import fails it.
 *
 *   foundation  lib/, db/, storage/, i18n/, errors.ts, config.ts: no Fastify plugin, no domain
 *   plugins     Fastify's cross-cutting infrastructure: locale, errors, security, storage, sessions,
 *               the event bus, the public cache
 *   kernel      the write path and what every module builds on: contexts, mutate, routes, ledger,
 *               transitions, outbox, exports
 *   modules     the features, each in its folder
 *   app         app.ts, serve.ts, main.ts, cli/: composition
 */
const SRC = '^src/';
const FOUNDATION = `${SRC}(lib|db|storage|i18n)/|${SRC}(errors|config)\\.ts$`;
const layers = [
  { name: 'foundation', path: FOUNDATION },
  { name: 'plugins', path: `${SRC}plugins/` },
  { name: 'kernel', path: `${SRC}kernel/` },
  { name: 'modules', path: `${SRC}modules/` },
  { name: 'app', path: `${SRC}(app|serve|main)\\.ts$|${SRC}cli/` },
];

const forbidden = [
  {
    name: 'no-circular',
    comment: 'Two files that import each other, directly or through others, are one module in two places.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
];
layers.forEach((layer, i) => {
  const above = layers.slice(i + 1);
  if (above.length === 0) return;
  forbidden.push({
    name: `${layer.name}-imports-downward`,
    comment: `${layer.name} may not import ${above.map((l) => l.name).join(', ')}.`,
    severity: 'error',
    // Tests sit beside what they test and may build the whole app.
    from: { path: layer.path, pathNot: '\\.test\\.ts$' },
    to: { path: above.map((l) => `(${l.path})`).join('|') },
  });
});

// Demo content (texts, pictures, orders) is for `npm start` in demo mode: the seed loads it with a
// dynamic import, so a production server never loads it.
forbidden.push({
  name: 'demo-loaded-only-in-demo-mode',
  comment: 'Import src/cli/demo/ only with import(), from the seed.',
  severity: 'error',
  from: { path: SRC, pathNot: `\\.test\\.ts$|${SRC}cli/demo|${SRC}cli/(demo-orders|scale-[a-z]+)\\.ts$|${SRC}test/` },
  to: { path: `${SRC}cli/demo/`, dependencyTypesNot: ['dynamic-import'] },
});

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules|dist' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a type from a layer above is a dependency on it all the same.
    tsPreCompilationDeps: true,
  },
};
