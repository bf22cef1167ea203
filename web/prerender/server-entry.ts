// What the build takes from the server bundle of web/src/entry-server.tsx, checked when it loads.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { blogFeed, prerenderPlan, ServerManifest } from '../src/entry-server.tsx';

/** A build failure whose message says it all; the build prints it without a stack. */
export class BuildError extends Error {}

export interface ServerEntry {
  render(url: string, manifest: ServerManifest): Promise<{ status: number; html: string }>;
  prerenderPlan: typeof prerenderPlan;
  blogFeed: typeof blogFeed;
  notFoundHeading: string;
  brandName: string;
  siteConfig: {
    siteOrigin: string;
    productDomain: string;
    appOrigin: string;
    supportEmail: string;
    analyticsId?: string | undefined;
  };
}

// The bundle is built from web/src/entry-server.tsx, whose exports ServerEntry describes.
function isServerEntry(value: unknown): value is ServerEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'render' in value &&
    typeof value.render === 'function' &&
    'prerenderPlan' in value &&
    typeof value.prerenderPlan === 'function' &&
    'blogFeed' in value &&
    typeof value.blogFeed === 'function' &&
    'notFoundHeading' in value &&
    typeof value.notFoundHeading === 'string' &&
    'brandName' in value &&
    typeof value.brandName === 'string' &&
    'siteConfig' in value
  );
}

export async function loadServerEntry(serverDir: string): Promise<ServerEntry> {
  const files = await readdir(serverDir);
  const file = files.find((name) => /^entry-server\.m?js$/.test(name));
  if (file === undefined) throw new BuildError(`The server build wrote no entry-server.js in ${serverDir}`);
  const module: unknown = await import(pathToFileURL(join(serverDir, file)).href);
  if (!isServerEntry(module)) {
    throw new BuildError(
      'The server bundle does not export render, prerenderPlan, blogFeed, notFoundHeading, brandName and siteConfig',
    );
  }
  return module;
}
