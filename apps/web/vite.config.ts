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

/**
 * Few, larger files for what every page loads: over HTTP/1.1 a phone opens six connections, and
 * each small file costs a round trip. Higher priority groups take their modules first.
 */
export const CHUNK_GROUPS = [
  // The libraries of every area, a chunk each: main.tsx evaluates them one task at a time.
  // Preact stands in for React in the public site's build (vite.public.config.ts).
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/, priority: 40 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 35 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 34,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 33 },
  // The app's own modules that every area uses (fetching, languages, formats).
  {
    name: 'app-shared',
    test: /([\\/]src[\\/]shared[\\/](api-client|bidi|format|i18n|lang|error-page|page-loader)|[\\/]packages[\\/]contracts[\\/]src[\\/](brand|page-addresses))\.tsx?$/,
    priority: 20,
  },
  // The public site's frame and the parts its pages share.
  {
    name: 'public-common',
    // Not the route error view: the entry itself imports it.
    test: /[\\/]src[\\/]public-site[\\/]((common|layout)[\\/]|errors[\\/](?!route-error)|constants\.ts$)/,
    priority: 10,
  },
  // The staff areas' component library, one file: left to the bundler beside the groups above,
  // it came in thirty more files of a few kilobytes.
  { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/, priority: 5 },
];
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), brandTitle()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // Areas and pages are split by the router's lazy imports. Left to itself, the bundler also cut
        // the code every page needs into some twenty files of a few kilobytes, each a request.
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
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
