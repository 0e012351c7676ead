// `npm start`: builds what is missing or out of date, then runs the server, which migrates,
// seeds demo data into an empty database and serves the API and the web app on one URL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Latest modification time of a file, or of any file under a folder (0 when it does not exist). */
function newest(source) {
  let stat;
  try {
    stat = fs.statSync(source);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(source, entry.name)));
  }
  return latest;
}

function stale(output, ...sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newest(path.join(root, source)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const webSources = ['apps/web/src', 'apps/web/index.html', 'packages/contracts/src'];
// The client build and the server-rendering module beside it (dist-ssr) are built together.
if (
  stale(path.join(root, 'apps/web/dist/index.html'), ...webSources) ||
  stale(path.join(root, 'apps/web/dist-ssr/entry-server.js'), ...webSources)
) {
  run(['run', 'build', '-w', 'apps/web']);
}
if (
  stale(path.join(root, 'apps/server/dist/main.js'), 'apps/server/src', 'apps/server/drizzle', 'packages/contracts/src')
) {
  run(['run', 'build', '-w', 'apps/server']);
}
run(['run', 'serve', '-w', 'apps/server']);
