/**
 * Which source modules each built JavaScript chunk holds, and which of them are staff-only
 * code (back-office and sign-in). A manifest names only each chunk's entry module, so both
 * client builds (the whole app's, the public site's) are run again here in memory with their
 * configurations and a plugin reading the module graph; output names are content hashes, so
 * they match apps/web/dist when it was built from the same sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { rootDir } from './processes';

const webDir = path.join(rootDir, 'apps/web');
const webSrc = path.join(webDir, 'src');

/** Where the staff areas live: their modules, and whatever only they import, are staff-only. */
const STAFF_ROOTS = ['company-admin/', 'store-admin/', 'login/', 'app/staff-'].map((p) => path.join(webSrc, p));

interface ChunkInfo {
  fileName: string;
  moduleCount: number;
  /** Staff-only modules inside this chunk, relative to apps/web. */
  staffModules: string[];
  /** Bytes per package (`apps/web` for the app's own code) after tree-shaking, before minification. */
  packageBytes: Record<string, number>;
}

export interface BuildAnalysis {
  chunks: Map<string, ChunkInfo>;
  /** Chunks of the fresh build absent from apps/web/dist (a stale build when not empty). */
  notInDist: string[];
  seconds: number;
}

/** A module id as a short, machine-independent name. */
function moduleName(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) return clean.slice(nodeModules + 1);
  return path.isAbsolute(clean) ? path.relative(webDir, clean) : clean;
}

/** `@mantine/core` for a module of that package, `apps/web` for the app's own sources. */
function packageOf(id: string): string {
  const name = moduleName(id);
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (match) return match[1]!;
  if (name.startsWith('../../packages/')) return `@app/${name.split('/')[3]}`;
  if (name.startsWith('src/') || name === 'index.html') return 'apps/web';
  return name;
}

/** The web app's client builds, both written to apps/web/dist. */
const WEB_CLIENT_CONFIGS = ['vite.config.ts', 'vite.public.config.ts'];

const isStaffRoot = (id: string) => STAFF_ROOTS.some((root) => id.startsWith(root));

export async function analyzeWebBuild(): Promise<BuildAnalysis> {
  const started = Date.now();
  const chunks = new Map<string, ChunkInfo>();
  const capture: Plugin = {
    name: 'bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const ids = [...this.getModuleIds()];
      const info = new Map(ids.map((id) => [id, this.getModuleInfo(id)]));
      const reach = (starts: string[], skip: (id: string) => boolean) => {
        const seen = new Set<string>();
        const queue = starts.filter((id) => !skip(id));
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const module = info.get(id);
          for (const next of [...(module?.importedIds ?? []), ...(module?.dynamicallyImportedIds ?? [])]) {
            if (!seen.has(next) && !skip(next)) queue.push(next);
          }
        }
        return seen;
      };
      const entries = ids.filter((id) => info.get(id)?.isEntry);
      // Public: reachable from the entry without passing through a staff area.
      const publicModules = reach(entries, isStaffRoot);
      const staffModules = reach(ids.filter(isStaffRoot), () => false);

      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // A chunk of stylesheets only: Vite drops it from the written build after this hook.
        if (output.moduleIds.length > 0 && output.moduleIds.every((id) => /\.css($|\?)/.test(id))) continue;
        const packageBytes: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const name = packageOf(id);
          packageBytes[name] = (packageBytes[name] ?? 0) + module.renderedLength;
        }
        chunks.set(output.fileName, {
          fileName: output.fileName,
          moduleCount: output.moduleIds.length,
          staffModules: output.moduleIds
            .filter((id) => staffModules.has(id) && !publicModules.has(id))
            .map(moduleName)
            .sort(),
          packageBytes,
        });
      }
    },
  };

  // Both client builds: the whole app's and the public site's own (which public pages load).
  for (const configFile of WEB_CLIENT_CONFIGS) {
    await build({
      root: webDir,
      configFile: path.join(webDir, configFile),
      mode: 'production',
      logLevel: 'error',
      plugins: [capture],
      build: { write: false },
    });
  }

  const distFiles = new Set(listFiles(path.join(webDir, 'dist')));
  return {
    chunks,
    notInDist: [...chunks.keys()].filter((file) => !distFiles.has(file)),
    seconds: (Date.now() - started) / 1000,
  };
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}
