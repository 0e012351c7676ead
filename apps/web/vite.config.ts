import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative import: the config is bundled, and the contracts package is TypeScript source.
import { BRAND } from '../../packages/contracts/src/brand';

/** The page's first title (before the app sets its own) names the group from the one brand definition. */
function brandTitle(): Plugin {
  return {
    name: 'brand-title',
    transformIndexHtml: (html) => html.replace('%BRAND_NAME%', `${BRAND.name.ar} | ${BRAND.name.en}`),
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), brandTitle()],
  build: {
    target: 'es2022',
    // Areas are split by the router's lazy imports; no manual chunks needed.
    sourcemap: false,
    assetsInlineLimit: 0,
    // The server reads the manifest to put a page's stylesheets and scripts into its first HTML.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
});
