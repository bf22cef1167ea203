import type { Manifest } from '@tanstack/react-router';
import type { Plugin } from 'vite';
import { apiBasePath } from '../../contract/operations.ts';
import { siteConfig } from '../src/shared/site-config.ts';
import { brandFiles } from '../prerender/brand-files.ts';
import { qrCodeFiles } from '../prerender/qr-code-files.ts';

const serverEntry = '/web/src/entry-server.tsx';
const devEntry = '/web/src/dev-entry.tsx';
const qrCodes = new Map(qrCodeFiles(siteConfig.appOrigin).map((file) => [`/${file.path}`, file.content]));

/** Styles come through Vite's own imports in development; the router adds no asset. */
const noAssets: Manifest = { routes: {} };

interface ServerEntry {
  render(url: string, manifest: Manifest): Promise<{ status: number; html: string }>;
}

function isServerEntry(module: Record<string, unknown>): module is Record<string, unknown> & ServerEntry {
  return typeof module.render === 'function';
}

/**
 * `npm run dev` serves pages rendered on the server by the router, as the build pre-renders them,
 * with Vite's client and React's Fast Refresh added, and the development entry, which runs the
 * page's script and lets the router take the page over. It serves the QR codes, favicon.ico and
 * the web app manifest the build writes too. Other addresses with a file extension (assets, source modules) and Vite's own paths fall
 * through to Vite.
 */
export function devServerRenderPlugin(): Plugin {
  return {
    name: 'fernly:dev-server-render',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    async configureServer(server) {
      const brand = new Map((await brandFiles()).map((file) => [`/${file.path}`, file]));
      return () => {
        server.middlewares.use((request, response, next) => {
          const url = request.originalUrl ?? request.url ?? '/';
          const pathname = url.split('?')[0] ?? '/';
          const qrCode = qrCodes.get(pathname);
          if (qrCode !== undefined) {
            response.setHeader('Content-Type', 'image/svg+xml');
            response.end(qrCode);
            return;
          }
          const brandFile = brand.get(pathname);
          if (brandFile !== undefined) {
            response.setHeader('Content-Type', brandFile.type);
            response.end(brandFile.content);
            return;
          }
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
              const { status, html } = await module.render(new URL(url, origin).href, noAssets);
              const withEntry = html.replace(
                '</body>',
                `<script type="module" src="${devEntry}"></script></body>`,
              );
              response.statusCode = status;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(await server.transformIndexHtml(url, withEntry));
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
