import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const workerPath = '/mockServiceWorker.js';

/**
 * Serves MSW's worker script from node_modules in `vite dev` only, so it never sits in the
 * public folder and so can never be copied into the production build.
 */
export function mockServiceWorkerPlugin(): Plugin {
  const workerFile = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'fernly:mock-service-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(workerPath, (_request, response) => {
        void readFile(workerFile).then((script) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Service-Worker-Allowed', '/');
          response.end(script);
        });
      });
    },
  };
}
