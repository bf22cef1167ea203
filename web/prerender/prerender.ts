/**
 * `npm run build`: builds the browser bundle and a server bundle with Vite, renders every route
 * with TanStack Router's server rendering, and writes the static site to dist/site plus
 * dist/site-meta.json for the security headers and dist/site-pages.json for the tests. Any failure exits non-zero with the reason.
 * Everything is written to a staging directory that replaces dist/ only once the build has
 * succeeded, so a failed build leaves the previous site in place for `npm start`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest as ViteManifest } from 'vite';
import type { ServerManifest } from '../src/entry-server.tsx';
import { experiments } from '../../edge/experiments/experiments.ts';
import { partners } from '../src/features/partners/partners.ts';
import { thirdPartyOrigins } from '../src/features/tracking/analytics.ts';
import { adminFiles, editorRepository } from '../admin/admin-files.ts';
import { editorOriginOf } from '../../edge/editor-origin.ts';
import { bootScript } from './boot-script.ts';
import { brandFiles } from './brand-files.ts';
import { discoveryFiles } from './discovery-files.ts';
import { experimentCopies } from './experiment-copies.ts';
import { qrCodeFiles } from './qr-code-files.ts';
import { renderSitePages } from './render-pages.ts';
import { loadCardFonts, socialCardJobs, writeSocialCards } from './social-cards.ts';
import { BuildError, loadServerEntry } from './server-entry.ts';
import { gzipBytes, kilobytes } from './sizes.ts';
import { released } from '../../local/build-gate.ts';

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
const pagesFile = join(stagingDir, 'site-pages.json');
/** Social cards drawn by earlier builds, by what they show (./social-cards.ts). */
const cardCacheDir = join(root, '.cache/social-cards');
const routesDirectory = 'web/src/routes/';
const featuresDirectory = 'web/src/features/';
/** The router, which the boot script loads when a link within the site is about to be followed. */
const routerEntry = 'web/src/router-start.tsx';
/** An island's module: `<feature>/<name>-island.tsx`, which the boot script loads by that name. */
const islandFile = /^[^/]+\/([a-z0-9-]+)-island\.tsx$/;
/** TanStack Router's plugin puts each route's component in a module of its own, with this query. */
const splitComponent = '?tsr-split=component';
const serverEntry = 'web/src/entry-server.tsx';

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
 * between the HTML and the first paint), which the editor's preview uses too. The route's own
 * chunk is loaded by the router as it hydrates.
 */
async function routerManifest(
  viteManifest: ViteManifest,
): Promise<{ manifest: ServerManifest; siteCss: string }> {
  // Every route but the root shows its page through a component loaded as it hydrates: a route
  // whose component is not split out (an extra export in its file, say) would put its page's
  // code in every page's entry.
  const routeFiles = (await readdir(join(root, routesDirectory), { recursive: true }))
    .filter((file) => file.endsWith('.tsx') && file !== '__root.tsx')
    .map((file) => `${routesDirectory}${file}`);
  const unsplit = routeFiles.filter(
    (file) => viteManifest[`${file}${splitComponent}`]?.isDynamicEntry !== true,
  );
  if (unsplit.length > 0) {
    throw new BuildError(
      `These routes' components are not split into chunks of their own: ${unsplit.join(', ')}`,
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
  return {
    manifest: { inlineCss: { styles }, routes: { __root__: { css: cssFiles.map((file) => `/${file}`) } } },
    siteCss: Object.values(styles).join('\n'),
  };
}

/** A client entry: what the browser may load besides the inline boot script, when a page needs it. */
interface ClientEntry {
  /** The chunk's name, and the boot script's data attribute (`contactForm`, `data-island-contact-form`). */
  readonly name: string;
  readonly attribute: string;
  readonly file: string;
}

/** The router, and every feature's island, found by its file name. */
async function clientEntries(): Promise<ClientEntry[]> {
  const islands = (await readdir(join(root, featuresDirectory), { recursive: true }))
    .map((file) => islandFile.exec(file))
    .filter((match) => match !== null)
    .map(([file, name = '']) => ({
      name: name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
      attribute: `data-island-${name}`,
      file: `${featuresDirectory}${file}`,
    }));
  return [{ name: 'router', attribute: 'data-router', file: routerEntry }, ...islands];
}

function entryFile(viteManifest: ViteManifest, entry: ClientEntry): string {
  const chunk = viteManifest[entry.file];
  if (chunk === undefined) throw new BuildError(`The client build has no chunk for ${entry.file}`);
  return `/${chunk.file}`;
}

/**
 * The boot script's tag, the same on every page: it runs the page's controls from the first paint
 * and names the modules it loads when a page needs them (web/src/boot.ts).
 */
async function bootTag(viteManifest: ViteManifest, entries: readonly ClientEntry[]): Promise<string> {
  const attributes = entries
    .map((entry) => `${entry.attribute}="${entryFile(viteManifest, entry)}"`)
    .join(' ');
  return `<script ${attributes}>${await bootScript()}</script>`;
}

async function writeSiteFile(relativePath: string, content: string | Buffer) {
  const file = join(siteDir, relativePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function main() {
  const started = Date.now();
  await rm(stagingDir, { recursive: true, force: true });
  const entries = await clientEntries();
  const viteManifest = await buildBundles(entries);
  const { manifest, siteCss } = await routerManifest(viteManifest);
  const server = await loadServerEntry(serverDir);
  const boot = await bootTag(viteManifest, entries);

  const rendered = await renderSitePages({ server, manifest, bootTag: boot, writeSiteFile });
  const cards = socialCardJobs(rendered.heads, server.siteConfig.siteOrigin, server.brandName);
  const problems = [...rendered.problems, ...cards.problems];
  if (existsSync(join(siteDir, 'mockServiceWorker.js'))) {
    problems.push('dist/site/mockServiceWorker.js exists: the mock API must never ship');
  }
  if (problems.length > 0) throw new BuildError(`Pre-rendering failed:\n  - ${problems.join('\n  - ')}`);
  const copies = await experimentCopies({
    experiments,
    pages: rendered.pages.map((page) => page.path),
    partnerPages: partners.map((partner) => partner.path),
    siteOrigin: server.siteConfig.siteOrigin,
    readSiteFile: (path) => readFile(join(siteDir, path), 'utf8'),
  });
  if (copies.problems.length > 0)
    throw new BuildError(`The experiments cannot run:\n  - ${copies.problems.join('\n  - ')}`);
  for (const file of copies.files) await writeSiteFile(file.path, file.content);
  const cardsStarted = Date.now();
  const drawnCards = await writeSocialCards({
    jobs: cards.jobs,
    domain: server.siteConfig.productDomain,
    fonts: await loadCardFonts(),
    cacheDir: cardCacheDir,
    siteDir,
  });
  const cardsLine = `${cards.jobs.length} social cards (${drawnCards.drawn} drawn, ${drawnCards.reused} from the cache) in ${((Date.now() - cardsStarted) / 1000).toFixed(1)} s`;

  const today = new Date().toISOString().slice(0, 10);
  const { siteConfig } = server;
  const discovery = {
    siteOrigin: siteConfig.siteOrigin,
    brandName: server.brandName,
    pages: rendered.pages,
    feed: server.blogFeed(),
  };
  for (const file of await discoveryFiles(discovery, today)) await writeSiteFile(file.path, file.content);
  for (const file of qrCodeFiles(siteConfig.appOrigin)) await writeSiteFile(file.path, file.content);
  for (const file of await brandFiles()) await writeSiteFile(file.path, file.content);
  const repository = editorRepository(process.env, root);
  for (const file of await adminFiles(repository, editorOriginOf(siteConfig.siteOrigin), siteCss))
    await writeSiteFile(file.path, file.content);
  if (!repository.known)
    console.log(
      `/admin: no GitHub repository known (set GITHUB_REPOSITORY=owner/name); it edits a local working tree only.`,
    );
  const siteMeta = {
    scriptHashes: rendered.scriptHashes,
    styleHashes: rendered.styleHashes,
    thirdPartyOrigins: thirdPartyOrigins(siteConfig.analyticsId),
    // The sign-in helper's one repository (cdk/fernly-stack.ts), the one the editor names.
    ...(repository.known ? { editorRepository: repository.repo } : {}),
    // What the pages name: a deploy checks these against its stage's addresses.
    addresses: {
      siteOrigin: siteConfig.siteOrigin,
      productDomain: siteConfig.productDomain,
      appOrigin: siteConfig.appOrigin,
      supportEmail: siteConfig.supportEmail,
    },
  };
  await writeFile(metaFile, `${JSON.stringify(siteMeta, null, 2)}\n`);
  // What the end-to-end and smoke tests visit: every page, with the h1 the build found in it.
  const pageList = rendered.pages.map(({ path, heading }) => ({ path, heading: heading ?? '' }));
  await writeFile(pagesFile, `${JSON.stringify(pageList, null, 2)}\n`);
  const sizes = await bundleSizes(viteManifest, entries);
  await rm(serverDir, { recursive: true, force: true });
  await replaceDist();

  console.log(`HTML (with the inlined CSS):\n${rendered.report.join('\n')}`);
  console.log(
    `Inline on every page, the boot script: ${kilobytes(gzipBytes(boot))} gzipped. Loaded only when needed: ` +
      `${sizes.entries.map(({ name, bytes }) => `${name} ${kilobytes(bytes)}`).join(', ')}; ` +
      `with the router (a link within the site followed), its route's chunks:`,
  );
  console.log(sizes.pageChunks.join('\n'));
  console.log(
    `Wrote ${rendered.pageCount} pages, ${cardsLine}, sitemap.xml, feed.xml, robots.txt, favicon.ico, the web app manifest, the QR codes and ${relative(root, join(distDir, 'site-meta.json'))} (${siteMeta.scriptHashes.length} inline script hashes) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** The browser bundle into the site, the server bundle beside it; returns the browser manifest. */
async function buildBundles(entries: readonly ClientEntry[]): Promise<ViteManifest> {
  console.log('Building the browser bundle…');
  await build({
    configFile,
    logLevel: 'warn',
    build: {
      outDir: siteDir,
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: {
        input: Object.fromEntries(entries.map((entry) => [entry.name, join(root, entry.file)])),
        // An island's module exports the start() the boot script calls.
        preserveEntrySignatures: 'exports-only',
      },
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
  return viteManifest;
}

/**
 * What each module the boot script may load costs (gzip, with everything it imports), and one line
 * per route: what its chunks add to the router's.
 */
async function bundleSizes(
  viteManifest: ViteManifest,
  clientEntries: readonly ClientEntry[],
): Promise<{ entries: { name: string; bytes: number }[]; pageChunks: string[] }> {
  const gzipped = async (files: Iterable<string>) => {
    let bytes = 0;
    for (const file of files) bytes += gzipBytes(await readFile(join(siteDir, file)));
    return bytes;
  };
  const entries: { name: string; bytes: number }[] = [];
  for (const entry of clientEntries)
    entries.push({ name: entry.name, bytes: await gzipped(chunkFiles(viteManifest, entry.file)) });
  const routerFiles = new Set(chunkFiles(viteManifest, routerEntry));
  const pageChunks: string[] = [];
  for (const key of Object.keys(viteManifest)) {
    if (!key.startsWith(routesDirectory) || !key.endsWith(splitComponent)) continue;
    const added = chunkFiles(viteManifest, key).filter((file) => !routerFiles.has(file));
    const route = key.slice(routesDirectory.length, -splitComponent.length);
    pageChunks.push(`  ${route.padEnd(48)} ${kilobytes(await gzipped(added)).padStart(9)} gzipped`);
  }
  return { entries, pageChunks };
}

/** Swaps the finished build in for the previous one; until here dist/ is untouched. */
async function replaceDist() {
  const previous = `${distDir}.previous-${process.pid}`;
  if (existsSync(distDir)) await rename(distDir, previous);
  await rename(stagingDir, distDir);
  await rm(previous, { recursive: true, force: true });
}

// `npm start` may start the build ahead of need and release it when content changes (local/build-gate.ts).
released()
  .then((run) => (run ? main() : undefined))
  .catch(async (error: unknown) => {
    await rm(stagingDir, { recursive: true, force: true });
    console.error(
      error instanceof BuildError || !(error instanceof Error)
        ? String(error)
        : (error.stack ?? error.message),
    );
    process.exitCode = 1;
  });
