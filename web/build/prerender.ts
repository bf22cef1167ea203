/**
 * `npm run build`: builds the browser bundle and a server bundle with Vite, renders every route
 * with TanStack Router's server rendering, and writes the static site to dist/site plus
 * dist/site-meta.json for the security headers. Any failure exits non-zero with the reason.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Manifest } from '@tanstack/react-router';
import { build, type Manifest as ViteManifest } from 'vite';
import { thirdPartyOrigins } from '../src/domain/analytics.ts';
import { robotsTxt, sitemapXml, type SitemapEntry } from '../src/domain/seo.ts';
import { cspHash, htmlFileForPath, inlineScripts, pageProblem } from './site-files.ts';

// The server bundle's dependencies (React, the router) come from node_modules, not the bundle:
// production mode keeps their development-only checks out of the rendered HTML.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = join(root, 'web/vite.config.ts');
const siteDir = join(root, 'dist/site');
const serverDir = join(root, 'dist/.prerender-server');
const metaFile = join(root, 'dist/site-meta.json');
const clientEntry = 'web/src/entry-client.tsx';
const serverEntry = 'web/src/entry-server.tsx';
const lazyTermsModule = 'web/src/pages/terms-page.tsx';
const termsRouteId = '/terms-and-conditions';

interface ServerEntry {
  render(url: string, manifest: Manifest): Promise<{ status: number; html: string }>;
  prerenderPaths(): string[];
  routePaths(): string[];
  siteConfig: { siteOrigin: string; analyticsId?: string | undefined };
  pages: Record<string, { path: string; heading: string; inSitemap: boolean }>;
  blogPosts: readonly { slug: string; published: string }[];
}

class BuildError extends Error {}

function isViteManifest(value: unknown): value is ViteManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (chunk: unknown) =>
        typeof chunk === 'object' && chunk !== null && 'file' in chunk && typeof chunk.file === 'string',
    )
  );
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

function chunkFiles(viteManifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = viteManifest[key];
  if (chunk === undefined || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(viteManifest, imported, seen)),
  ];
}

/** The router manifest: which hashed files each route's HTML links to. */
function routerManifest(viteManifest: ViteManifest): Manifest {
  const entry = viteManifest[clientEntry];
  if (entry === undefined) throw new BuildError(`The client build has no entry for ${clientEntry}`);
  const terms = viteManifest[lazyTermsModule];
  if (terms?.isDynamicEntry !== true) {
    throw new BuildError(
      `${lazyTermsModule} is not a lazily loaded chunk: the terms page must be code-split`,
    );
  }
  const entryFiles = new Set(chunkFiles(viteManifest, clientEntry));
  return {
    routes: {
      __root__: {
        preloads: [...entryFiles].filter((file) => file !== entry.file).map((file) => `/${file}`),
        css: (entry.css ?? []).map((file) => `/${file}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
      },
      // Hydration waits for the terms chunk; preloading it lets the browser fetch it in parallel.
      [termsRouteId]: {
        preloads: chunkFiles(viteManifest, lazyTermsModule)
          .filter((file) => !entryFiles.has(file))
          .map((file) => `/${file}`),
        css: (terms.css ?? []).map((file) => `/${file}`),
      },
    },
  };
}

async function loadServerEntry(): Promise<ServerEntry> {
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

async function writeSiteFile(relativePath: string, content: string) {
  const file = join(siteDir, relativePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

interface Size {
  readonly raw: number;
  readonly gzip: number;
}

/** The JavaScript a page loads up front: its module script and modulepreloads, each counted once. */
function scriptBytes(html: string, sizes: ReadonlyMap<string, Size>): Size {
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)) {
    files.add(match[1] ?? '');
  }
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    raw += sizes.get(file)?.raw ?? 0;
    gzip += sizes.get(file)?.gzip ?? 0;
  }
  return { raw, gzip };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const started = Date.now();
  await rm(join(root, 'dist'), { recursive: true, force: true });

  console.log('Building the browser bundle…');
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      outDir: siteDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: { input: join(root, clientEntry) },
    },
  });
  console.log('Building the server bundle…');
  await build({
    configFile,
    logLevel: 'warn',
    build: { outDir: serverDir, emptyOutDir: true, ssr: join(root, serverEntry), copyPublicDir: false },
  });

  const viteManifestFile = join(siteDir, '.vite/manifest.json');
  const viteManifest: unknown = JSON.parse(await readFile(viteManifestFile, 'utf8'));
  if (!isViteManifest(viteManifest)) throw new BuildError(`${viteManifestFile} is not a Vite manifest`);
  await rm(join(siteDir, '.vite'), { recursive: true, force: true });
  const manifest = routerManifest(viteManifest);
  const server = await loadServerEntry();
  const origin = server.siteConfig.siteOrigin;

  const assetSizes = new Map<string, Size>();
  for (const file of await readdir(join(siteDir, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const content = await readFile(join(siteDir, 'assets', file));
    assetSizes.set(`assets/${file}`, { raw: content.length, gzip: gzipSync(content).length });
  }

  const headingByPath = new Map(Object.values(server.pages).map((page) => [page.path, page.heading]));
  const hashes = new Set<string>();
  const written = new Set<string>();
  const problems: string[] = [];
  const report: string[] = [];

  const renderPage = async (
    path: string,
    expectedStatus: number,
    file: string,
    heading: string | undefined,
  ) => {
    let result: { status: number; html: string };
    try {
      result = await server.render(new URL(path, origin).href, manifest);
    } catch (error) {
      problems.push(
        `${path}: rendering threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return;
    }
    if (result.status !== expectedStatus) {
      problems.push(`${path}: rendered with status ${result.status}, expected ${expectedStatus}`);
      return;
    }
    const problem = pageProblem(result.html, heading);
    if (problem !== null) {
      problems.push(`${path}: ${problem}`);
      return;
    }
    if (written.has(file)) {
      problems.push(`${path}: two routes write ${file}`);
      return;
    }
    written.add(file);
    for (const script of inlineScripts(result.html)) hashes.add(cspHash(script));
    await writeSiteFile(file, result.html);
    const js = scriptBytes(result.html, assetSizes);
    report.push(
      `  ${file.padEnd(50)} ${kilobytes(js.raw).padStart(9)} JS, ${kilobytes(js.gzip).padStart(8)} gzipped`,
    );
  };

  const paths = server.prerenderPaths();
  const rendered = new Set(paths.map((path) => path.toLowerCase()));
  for (const routePath of server.routePaths()) {
    // A route with a parameter (/blog-page/$slug) counts when at least one address under it is rendered.
    const prefix = routePath.split('/$')[0]?.toLowerCase() ?? routePath;
    const covered = routePath.includes('/$')
      ? paths.some((path) => path.toLowerCase().startsWith(`${prefix}/`))
      : rendered.has(routePath.toLowerCase());
    if (!covered)
      problems.push(`${routePath}: the router has this route but the build renders no page for it`);
  }
  console.log(`Rendering ${paths.length} pages and the 404 page…`);
  for (const path of paths) await renderPage(path, 200, htmlFileForPath(path), headingByPath.get(path));
  const notFound = server.pages.notFound;
  await renderPage('/this-page-does-not-exist', 404, '404.html', notFound?.heading);

  if (existsSync(join(siteDir, 'mockServiceWorker.js'))) {
    problems.push('dist/site/mockServiceWorker.js exists: the mock API must never ship');
  }
  if (problems.length > 0) throw new BuildError(`Pre-rendering failed:\n  - ${problems.join('\n  - ')}`);

  const today = new Date().toISOString().slice(0, 10);
  const sitemapEntries: SitemapEntry[] = [
    ...Object.values(server.pages)
      .filter((page) => page.inSitemap)
      .map((page) => ({ path: page.path, lastModified: today })),
    ...server.blogPosts.map((post) => ({
      path: `${server.pages.blog?.path ?? '/blog-page'}/${post.slug}`,
      lastModified: post.published,
    })),
  ];
  await writeSiteFile('sitemap.xml', sitemapXml(origin, sitemapEntries));
  await writeSiteFile('robots.txt', robotsTxt(origin));
  const siteMeta = {
    scriptHashes: [...hashes].sort(),
    thirdPartyOrigins: thirdPartyOrigins(server.siteConfig.analyticsId),
  };
  await writeFile(metaFile, `${JSON.stringify(siteMeta, null, 2)}\n`);
  await rm(serverDir, { recursive: true, force: true });

  console.log(report.join('\n'));
  console.log(
    `Wrote ${written.size} pages, sitemap.xml, robots.txt and ${relative(root, metaFile)} (${siteMeta.scriptHashes.length} inline script hashes) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof BuildError || !(error instanceof Error) ? String(error) : (error.stack ?? error.message),
  );
  process.exitCode = 1;
});
