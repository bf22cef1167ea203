import type { Manifest } from '@tanstack/react-router';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { apiBasePath } from '../../contract/operations.ts';

const serverEntry = '/web/src/entry-server.tsx';
const clientEntry = '/web/src/entry-client.tsx';

// In development the page loads the client entry straight from source, after Vite's HMR client
// and React Refresh's preamble. They go through the router's manifest rather than Vite's
// transformIndexHtml, so the server and the client render the same <script> tags and hydrate.
const devManifest: Manifest = {
  routes: {
    __root__: {
      scripts: [
        { attrs: { type: 'module' }, children: react.preambleCode.replace('__BASE__', '/') },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: clientEntry } },
      ],
    },
  },
};

interface ServerEntry {
  render(url: string, manifest: Manifest): Promise<{ status: number; html: string }>;
}

function isServerEntry(module: Record<string, unknown>): module is Record<string, unknown> & ServerEntry {
  return typeof module.render === 'function';
}

/**
 * `npm run dev` serves pages the way the build does: rendered on the server by the router, then
 * hydrated, so development shows hydration problems too. Addresses with a file extension (assets,
 * source modules) and Vite's own paths fall through to Vite.
 */
export function devServerRenderPlugin(): Plugin {
  return {
    name: 'fernly:dev-server-render',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      return () => {
        server.middlewares.use((request, response, next) => {
          const url = request.originalUrl ?? request.url ?? '/';
          const pathname = url.split('?')[0] ?? '/';
          const isPage =
            request.method === 'GET' &&
            !pathname.startsWith('/@') &&
            !pathname.startsWith(`${apiBasePath}/`) &&
            !/\.[a-z0-9]+$/i.test(pathname);
          if (!isPage) {
            next();
            return;
          }
          void (async () => {
            try {
              const module = await server.ssrLoadModule(serverEntry);
              if (!isServerEntry(module)) throw new Error(`${serverEntry} does not export render()`);
              const origin = `http://${request.headers.host ?? 'localhost'}`;
              const { status, html } = await module.render(new URL(url, origin).href, devManifest);
              response.statusCode = status;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(html);
            } catch (error) {
              if (error instanceof Error) server.ssrFixStacktrace(error);
              next(error);
            }
          })();
        });
      };
    },
  };
}
