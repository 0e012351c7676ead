import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Relative imports: the config is bundled, and the contracts package is TypeScript source.
import { PUBLIC_BUILD_ENTRY, PUBLIC_BUILD_MANIFEST } from '../../packages/contracts/src/page-render';
import { CHUNK_GROUPS } from './vite.config';

/**
 * The public site's own build, run after the whole app's into the same folder: the same source,
 * with React's API served by Preact (about 10 KB compressed instead of 66) and one entry,
 * src/public-main.tsx. The server lists its files in the pages it renders; the whole app's build
 * (index.html) still serves the staff areas and any page the server could not render.
 *
 * With `--ssr`, the server's rendering module (src/entry-server.tsx) on the same runtime: a page
 * is rendered and hydrated by one library, so the markup and the ids `useId` gives (a label's
 * `for`, a summary's links) are the same on both sides. Every package is bundled into it, so the
 * libraries built on React (the router, queries, strings) meet Preact there too.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false, outDir: 'dist-ssr', emptyOutDir: true, assetsInlineLimit: 0 }
    : {
        target: 'es2022',
        sourcemap: false,
        outDir: 'dist',
        emptyOutDir: false,
        copyPublicDir: false,
        assetsInlineLimit: 0,
        // The server reads it to list a page's scripts.
        manifest: PUBLIC_BUILD_MANIFEST,
        rollupOptions: {
          input: PUBLIC_BUILD_ENTRY,
          output: { codeSplitting: { groups: CHUNK_GROUPS } },
        },
      },
}));
