/**
 * `npm run build`: builds the browser bundle and a server bundle with Vite, renders every route
 * with TanStack Router's server rendering, and writes the static site to dist/site plus
 * dist/site-meta.json for the security headers. Any failure exits non-zero with the reason.
 * Everything is written to a staging directory that replaces dist/ only once the build has
 * succeeded, so a failed build leaves the previous site in place for `npm start`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest as ViteManifest } from 'vite';
import type { ServerManifest } from '../src/entry-server.tsx';
import { thirdPartyOrigins } from '../src/domain/analytics.ts';
import { atomFeed, feedPath, robotsTxt, sitemapXml, type SitemapEntry } from '../src/domain/seo.ts';
import { bootScript } from './boot-script.ts';
import {
  cspHash,
  externaliseHydrationScripts,
  htmlFileForPath,
  inlineScripts,
  inlineStyles,
  pageProblem,
} from './site-files.ts';

// The server bundle's dependencies (React, the router) come from node_modules, not the bundle:
// production mode keeps their development-only checks out of the rendered HTML.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = join(root, 'web/vite.config.ts');
const distDir = join(root, 'dist');
const stagingDir = join(root, `.dist-staging-${process.pid}`);
const siteDir = join(stagingDir, 'site');
const serverDir = join(stagingDir, '.prerender-server');
const metaFile = join(stagingDir, 'site-meta.json');
/**
 * The inline scripts every page shares (the boot script and the router's two small helpers).
 * Per-page scripts are moved out to files, so more than this many distinct hashes means one
 * crept back in and the CSP would grow with the site again.
 */
const maxInlineScriptHashes = 4;
const clientEntry = 'web/src/entry-client.tsx';
const serverEntry = 'web/src/entry-server.tsx';
const pagesDirectory = 'web/src/pages/';

interface ServerEntry {
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

/**
 * The router manifest: every page inlines the site's CSS (one small file, so no request stands
 * between the HTML and the first paint). The route's own chunk is loaded by the router as it
 * hydrates.
 */
async function routerManifest(viteManifest: ViteManifest): Promise<ServerManifest> {
  const entry = viteManifest[clientEntry];
  if (entry === undefined) throw new BuildError(`The client build has no entry for ${clientEntry}`);
  const eagerPages = Object.entries(viteManifest)
    .filter(([key, chunk]) => key.startsWith(pagesDirectory) && chunk.isDynamicEntry !== true)
    .map(([key]) => key);
  if (eagerPages.length > 0) {
    throw new BuildError(
      `Pages must be code-split (lazyRouteComponent), but these are in the entry bundle: ${eagerPages.join(', ')}`,
    );
  }
  // With cssCodeSplit off, Vite lists the one stylesheet as a chunk of its own, not under the entry.
  const cssFiles = [
    ...new Set(
      Object.values(viteManifest).flatMap((chunk) => [
        ...(chunk.css ?? []),
        ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
      ]),
    ),
  ];
  if (cssFiles.length !== 1)
    throw new BuildError(`Expected one stylesheet, the build wrote ${cssFiles.length}`);
  const styles: Record<string, string> = {};
  for (const file of cssFiles) styles[`/${file}`] = await readFile(join(siteDir, file), 'utf8');
  return { inlineCss: { styles }, routes: { __root__: { css: cssFiles.map((file) => `/${file}`) } } };
}

/**
 * The boot script's tag, which starts the app after the load event. It is added to the rendered
 * HTML rather than through the router's manifest, which would repeat its code in the hydration
 * data of every page; React 19 skips such tags at the end of <body> when it hydrates.
 */
async function bootTag(viteManifest: ViteManifest, productDomain: string): Promise<string> {
  const entry = viteManifest[clientEntry];
  if (entry === undefined) throw new BuildError(`The client build has no entry for ${clientEntry}`);
  const entryImports = chunkFiles(viteManifest, clientEntry).filter((file) => file !== entry.file);
  const modules = entryImports.map((file) => `/${file}`).join(' ');
  const attributes = `data-entry="/${entry.file}" data-modules="${modules}" data-product-domain="${productDomain}"`;
  return `<script ${attributes}>${await bootScript()}</script>`;
}

function withBootTag(html: string, tag: string): string {
  if (html.split('</body>').length !== 2)
    throw new BuildError('A rendered page must have exactly one </body>');
  return html.replace('</body>', `${tag}</body>`);
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

/** gzip -9 size: what the size budgets in tests/e2e/page-weight.spec.ts count. */
const gzipBytes = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const started = Date.now();
  await rm(stagingDir, { recursive: true, force: true });

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
  const manifest = await routerManifest(viteManifest);
  const server = await loadServerEntry();
  const boot = await bootTag(viteManifest, server.siteConfig.productDomain);
  const origin = server.siteConfig.siteOrigin;

  const entryFiles = chunkFiles(viteManifest, clientEntry);
  let entryBytes = 0;
  for (const file of entryFiles) entryBytes += gzipBytes(await readFile(join(siteDir, file)));
  const pagesDirectoryChunks = Object.entries(viteManifest).filter(([key]) => key.startsWith(pagesDirectory));
  const pageChunkSizes: string[] = [];
  for (const [key, chunk] of pagesDirectoryChunks) {
    const bytes = gzipBytes(await readFile(join(siteDir, chunk.file)));
    pageChunkSizes.push(
      `  ${key.slice(pagesDirectory.length).padEnd(48)} ${kilobytes(bytes).padStart(9)} gzipped`,
    );
  }

  const headingByPath = new Map(Object.values(server.pages).map((page) => [page.path, page.heading]));
  const hashes = new Set<string>();
  const styleHashes = new Set<string>();
  const written = new Set<string>();
  const problems: string[] = [];
  const report: string[] = [];
  let hydrationFiles = 0;

  const renderPage = async (
    path: string,
    expectedStatus: number,
    file: string,
    heading: string | undefined,
  ) => {
    let result: { status: number; html: string };
    try {
      const rendered = await server.render(new URL(path, origin).href, manifest);
      result = { status: rendered.status, html: withBootTag(rendered.html, boot) };
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
    const page = externaliseHydrationScripts(result.html);
    for (const script of inlineScripts(page.html)) hashes.add(cspHash(script));
    for (const style of inlineStyles(page.html)) styleHashes.add(cspHash(style));
    for (const data of page.files) await writeSiteFile(data.path, data.content);
    await writeSiteFile(file, page.html);
    hydrationFiles += page.files.length;
    report.push(`  ${file.padEnd(48)} ${kilobytes(gzipBytes(page.html)).padStart(9)} gzipped`);
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
  if (hashes.size > maxInlineScriptHashes) {
    problems.push(
      `the pages have ${hashes.size} distinct inline scripts (at most ${maxInlineScriptHashes}): a script that differs per page must be a file, or the CSP grows with every page`,
    );
  }
  if (problems.length > 0) throw new BuildError(`Pre-rendering failed:\n  - ${problems.join('\n  - ')}`);

  const today = new Date().toISOString().slice(0, 10);
  const blogPath = server.pages.blog?.path ?? '/blog-page';
  const newestPost = server.blogPosts[0]?.published ?? today;
  const sitemapEntries: SitemapEntry[] = [
    ...Object.values(server.pages)
      .filter((page) => page.inSitemap)
      .map((page) => ({ path: page.path, lastModified: today })),
    ...paths
      .filter((path) => path.startsWith(`${blogPath}/page/`))
      .map((path) => ({ path, lastModified: newestPost })),
    ...server.blogPosts.map((post) => ({ path: `${blogPath}/${post.slug}`, lastModified: post.published })),
  ];
  await writeSiteFile('sitemap.xml', sitemapXml(origin, sitemapEntries));
  await writeSiteFile(
    feedPath.slice(1),
    atomFeed({
      site: server.siteConfig,
      title: server.pages.blog?.heading ?? 'Blog',
      subtitle: server.pages.blog?.description ?? '',
      blogPath,
      entries: server.blogPosts.map((post) => ({
        path: `${blogPath}/${post.slug}`,
        title: post.title,
        summary: post.description,
        author: post.author,
        published: post.published,
      })),
    }),
  );
  await writeSiteFile('robots.txt', robotsTxt(origin));
  const siteMeta = {
    scriptHashes: [...hashes].sort(),
    styleHashes: [...styleHashes].sort(),
    thirdPartyOrigins: thirdPartyOrigins(server.siteConfig.analyticsId),
    // What the pages name: a deploy checks these against its stage's addresses.
    addresses: {
      siteOrigin: origin,
      productDomain: server.siteConfig.productDomain,
      appOrigin: server.siteConfig.appOrigin,
      supportEmail: server.siteConfig.supportEmail,
    },
  };
  await writeFile(metaFile, `${JSON.stringify(siteMeta, null, 2)}\n`);
  await rm(serverDir, { recursive: true, force: true });
  await replaceDist();

  console.log(`HTML (with the inlined CSS):\n${report.join('\n')}`);
  console.log(
    `The app, started after the load event: ${kilobytes(entryBytes)} gzipped, plus one of these page chunks:`,
  );
  console.log(pageChunkSizes.join('\n'));
  console.log(
    `Wrote ${written.size} pages, ${hydrationFiles} hydration data files, sitemap.xml, feed.xml, robots.txt and ${relative(root, join(distDir, 'site-meta.json'))} (${siteMeta.scriptHashes.length} inline script hashes) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** Swaps the finished build in for the previous one; until here dist/ is untouched. */
async function replaceDist() {
  const previous = `${distDir}.previous-${process.pid}`;
  if (existsSync(distDir)) await rename(distDir, previous);
  await rename(stagingDir, distDir);
  await rm(previous, { recursive: true, force: true });
}

main().catch(async (error: unknown) => {
  await rm(stagingDir, { recursive: true, force: true });
  console.error(
    error instanceof BuildError || !(error instanceof Error) ? String(error) : (error.stack ?? error.message),
  );
  process.exitCode = 1;
});
