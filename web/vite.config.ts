import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockServiceWorkerPlugin } from '../mocks/vite-plugin.ts';
import { markdownPlugin } from './vite-plugins/markdown-plugin.ts';
import { qrCodesPlugin } from './vite-plugins/qr-codes-plugin.ts';
import { devServerRenderPlugin } from './vite-plugins/dev-server-render-plugin.ts';
import { parseSiteConfig } from './src/shared/site-config.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

// Validated here, once per build: a bad variable stops `vite` and `npm run build` with its name.
const siteConfig = parseSiteConfig(process.env);

export default defineConfig({
  root: repositoryRoot,
  publicDir: fileURLToPath(new URL('public', import.meta.url)),
  // Only VITE_* variables reach the browser; the site configuration is passed explicitly below.
  envPrefix: 'VITE_',
  define: {
    __FERNLY_SITE_CONFIG__: JSON.stringify(siteConfig),
    __FERNLY_BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    // The router reuses the page's inlined <style> when it hydrates instead of rendering an empty one.
    'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
  },
  plugins: [markdownPlugin(), react(), mockServiceWorkerPlugin(), qrCodesPlugin(), devServerRenderPlugin()],
  server: { port: 4200, strictPort: false },
  optimizeDeps: {
    // Pages are rendered by a plugin, not from an index.html, so Vite has no entry to scan and
    // would find the app's dependencies one by one as the first visit imports them, reloading the
    // page after each batch. Scanning the entry (the mock API and the routes it imports included)
    // bundles them all before the first page is served.
    entries: ['web/src/entry-client.tsx'],
  },
  preview: { port: 4201 },
  build: {
    target: 'es2022',
    assetsDir: 'assets',
    sourcemap: false,
    // One stylesheet for the whole site, which every page inlines: the pages' chunks load after
    // the first paint, so their styles cannot come with them.
    cssCodeSplit: false,
  },
});
