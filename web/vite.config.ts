import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockServiceWorkerPlugin } from '../mocks/vite-plugin.ts';
import { contentPlugin } from './vite-plugins/content-plugin.ts';
import { markdownPlugin } from './vite-plugins/markdown-plugin.ts';
import { devServerRenderPlugin } from './vite-plugins/dev-server-render-plugin.ts';
import { designTokensPlugin, routeTreeOptions } from './vite-plugins/generated-files.ts';
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
  },
  plugins: [
    // Before React's plugin: it writes the route tree from web/src/routes/ and splits each route's
    // component into a chunk of its own, which the router loads when the page hydrates.
    tanstackRouter({ ...routeTreeOptions, autoCodeSplitting: true }),
    {
      // The router reuses the page's inlined <style> when it hydrates instead of rendering an empty
      // one. Its plugin turns that off (a define in its config hook, which outranks the config's
      // own), so this plugin, after it, turns it back on.
      name: 'fernly:router-inline-css',
      config: () => ({ define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') } }),
    },
    designTokensPlugin(),
    contentPlugin(repositoryRoot),
    markdownPlugin(repositoryRoot),
    react(),
    mockServiceWorkerPlugin(),
    devServerRenderPlugin(),
  ],
  server: { port: 4200, strictPort: false },
  optimizeDeps: {
    // Pages are rendered by a plugin, not from an index.html, so Vite has no entry to scan and
    // would find the app's dependencies one by one as the first visit imports them, reloading the
    // page after each batch. Scanning the development entry (the mock API, the page's script and
    // the router with every route it imports) bundles them all before the first page is served.
    entries: ['web/src/dev-entry.tsx'],
  },
  preview: { port: 4201 },
  css: {
    // Lightning CSS, which the build already minifies with, also compiles each stylesheet: it
    // resolves `@media (--narrow-screen)` from the breakpoint the TypeScript holds.
    transformer: 'lightningcss',
    lightningcss: { drafts: { customMedia: true } },
  },
  build: {
    target: 'es2022',
    assetsDir: 'assets',
    sourcemap: false,
    // One stylesheet for the whole site, which every page inlines: the pages' chunks load after
    // the first paint, so their styles cannot come with them.
    cssCodeSplit: false,
  },
});
