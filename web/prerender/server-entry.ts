// What the build takes from the server bundle of web/src/entry-server.tsx, checked when it loads.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerManifest } from '../src/entry-server.tsx';

/** A build failure whose message says it all; the build prints it without a stack. */
export class BuildError extends Error {}

export interface ServerEntry {
  render(url: string, manifest: ServerManifest): Promise<{ status: number; html: string }>;
  prerenderPaths(): string[];
  routePaths(): string[];
  siteConfig: {
    siteOrigin: string;
    brandName: string;
    productDomain: string;
    appOrigin: string;
    supportEmail: string;
    analyticsId?: string | undefined;
  };
  pages: Record<string, { path: string; heading: string; inSitemap: boolean; description: string }>;
  blogPosts: readonly {
    slug: string;
    published: string;
    title: string;
    description: string;
    author: string;
  }[];
}

// The bundle is built from web/src/entry-server.tsx, whose exports ServerEntry describes.
function isServerEntry(value: unknown): value is ServerEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'render' in value &&
    typeof value.render === 'function' &&
    'prerenderPaths' in value &&
    typeof value.prerenderPaths === 'function' &&
    'routePaths' in value &&
    typeof value.routePaths === 'function' &&
    'siteConfig' in value &&
    'pages' in value &&
    'blogPosts' in value
  );
}

export async function loadServerEntry(serverDir: string): Promise<ServerEntry> {
  const files = await readdir(serverDir);
  const file = files.find((name) => /^entry-server\.m?js$/.test(name));
  if (file === undefined) throw new BuildError(`The server build wrote no entry-server.js in ${serverDir}`);
  const module: unknown = await import(pathToFileURL(join(serverDir, file)).href);
  if (!isServerEntry(module)) {
    throw new BuildError(
      'The server bundle does not export render, prerenderPaths, siteConfig, pages and blogPosts',
    );
  }
  return module;
}
