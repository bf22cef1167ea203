// Renders every page the router knows, plus the 404 page, checks each one, and writes it.
// Collects what the CSP needs (the inline code's hashes) and what the build
// reports, and every problem at once rather than stopping at the first.
import type { PrerenderPage, ServerManifest } from '../src/entry-server.tsx';
import type { ServerEntry } from './server-entry.ts';
import {
  cspHash,
  headOf,
  headProblems,
  type PageHead,
  htmlFileForPath,
  inlineScripts,
  inlineStyles,
  pageProblem,
} from './site-files.ts';
import { gzipBytes, kilobytes } from './sizes.ts';

/**
 * The one inline script every page shares, the boot script. More distinct hashes than this means
 * a script that differs per page crept in, and the CSP would grow with the site again.
 */
const maxInlineScriptHashes = 1;

export interface RenderedPages {
  readonly pages: readonly PrerenderPage[];
  readonly scriptHashes: readonly string[];
  readonly styleHashes: readonly string[];
  readonly pageCount: number;
  /** What each page's head says, the 404 page's aside. */
  readonly heads: readonly { readonly path: string; readonly head: PageHead }[];
  /** One line per page: its file and gzip size. */
  readonly report: readonly string[];
  readonly problems: readonly string[];
}

export interface RenderInput {
  readonly server: ServerEntry;
  readonly manifest: ServerManifest;
  /** The boot script's tag, added before </body>. */
  readonly bootTag: string;
  readonly writeSiteFile: (relativePath: string, content: string) => Promise<void>;
}

function withBootTag(html: string, tag: string): string | undefined {
  if (html.split('</body>').length !== 2) return undefined;
  return html.replace('</body>', `${tag}</body>`);
}

export async function renderSitePages({
  server,
  manifest,
  bootTag,
  writeSiteFile,
}: RenderInput): Promise<RenderedPages> {
  const origin = server.siteConfig.siteOrigin;
  const hashes = new Set<string>();
  const styleHashes = new Set<string>();
  const written = new Set<string>();
  const heads: { path: string; head: PageHead }[] = [];
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
      // The router sees addresses in lower case (web/src/router.tsx) and redirects any other.
      result = await server.render(new URL(path.toLowerCase(), origin).href, manifest);
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
    const html = withBootTag(result.html, bootTag);
    if (html === undefined) {
      problems.push(`${path}: a rendered page must have exactly one </body>`);
      return;
    }
    const problem = pageProblem(html, heading);
    if (problem !== null) {
      problems.push(`${path}: ${problem}`);
      return;
    }
    if (written.has(file)) {
      problems.push(`${path}: two routes write ${file}`);
      return;
    }
    written.add(file);
    heads.push({ path, head: headOf(html) });
    for (const script of inlineScripts(html)) hashes.add(cspHash(script));
    for (const style of inlineStyles(html)) styleHashes.add(cspHash(style));
    await writeSiteFile(file, html);
    report.push(`  ${file.padEnd(48)} ${kilobytes(gzipBytes(html)).padStart(9)} gzipped`);
  };

  const { pages, unplannedRoutes } = server.prerenderPlan();
  for (const routeId of unplannedRoutes) {
    problems.push(
      `${routeId}: the route shows a page but has no staticData.prerender, so the build would render nothing for it`,
    );
  }
  console.log(`Rendering ${pages.length} pages and the 404 page…`);
  for (const page of pages) await renderPage(page.path, 200, htmlFileForPath(page.path), page.heading);
  await renderPage('/this-page-does-not-exist', 404, '404.html', server.notFoundHeading);

  problems.push(...headProblems(heads, server.brandName));
  const pagePaths = new Set(pages.map((page) => page.path));
  if (hashes.size > maxInlineScriptHashes) {
    problems.push(
      `the pages have ${hashes.size} distinct inline scripts (at most ${maxInlineScriptHashes}): a script that differs per page must be a file, or the CSP grows with every page`,
    );
  }
  return {
    pages,
    scriptHashes: [...hashes].sort(),
    styleHashes: [...styleHashes].sort(),
    pageCount: written.size,
    heads: heads.filter(({ path }) => pagePaths.has(path)),
    report,
    problems,
  };
}
