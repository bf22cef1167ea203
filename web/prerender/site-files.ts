import { createHash } from 'node:crypto';

/**
 * Where a page's HTML goes in dist/site: the lower-case path plus /index.html, the same mapping
 * edge/viewer-request.js applies to requests (`/HomePage1` → `dist/site/homepage1/index.html`).
 */
export function htmlFileForPath(path: string): string {
  const segments = path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || !/^[a-z0-9._~-]+$/.test(segment)) {
      throw new Error(`Cannot write a page for "${path}": "${segment}" is not a safe path segment`);
    }
  }
  return segments.length === 0 ? 'index.html' : `${segments.join('/')}/index.html`;
}

const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The text of every inline script the browser runs, which the CSP must allow by hash. Scripts
 * with a src have no text of their own, and data blocks (JSON-LD) are not run, so CSP ignores them.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(inlineScriptPattern)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? '';
    if (!['', 'module', 'text/javascript'].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The text of every <style> element. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body = '']) => body);
}

/** A Content-Security-Policy source expression that allows exactly this inline script or style. */
export function cspHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

export function visibleText(html: string): string {
  return html
    .replace(/<head\b[\s\S]*?<\/head>/i, ' ')
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Why a rendered page must not be published, or null when it is fine: the build fails rather
 * than upload a blank page, an error page, or a page without its heading.
 */
export function pageProblem(html: string, expectedHeading: string | undefined): string | null {
  if (!/^<!DOCTYPE html>/i.test(html)) return 'it is not a complete HTML document';
  if (!/<title>[^<]{5,}<\/title>/.test(html)) return 'it has no <title>';
  if (!/<main\b/.test(html)) return 'it has no <main> landmark';
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
  if (headings.length !== 1) return `it has ${headings.length} <h1> headings instead of one`;
  if (expectedHeading !== undefined) {
    const heading = visibleText(headings[0]?.[1] ?? '');
    if (!heading.includes(expectedHeading))
      return `its heading is "${heading}", expected "${expectedHeading}"`;
  }
  if (visibleText(html).length < 200) return 'it has almost no text';
  return null;
}

/** What a page tells search engines and link previews about itself. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** og:type: "article" for a blog post. */
  readonly type?: string;
  /** og:image and og:image:alt: the page's social card (./social-cards.ts). */
  readonly image?: { readonly src: string; readonly alt: string };
}

const decodeText = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const metaProperty = (html: string, property: string) => {
  const content = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  return content === undefined ? undefined : decodeText(content);
};

/** The title, description, type and share image in a page's head, as text; empty when it has none. */
export function headOf(html: string): PageHead {
  const type = metaProperty(html, 'og:type');
  const src = metaProperty(html, 'og:image');
  return {
    title: decodeText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decodeText(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    ...(type === undefined ? {} : { type }),
    ...(src === undefined ? {} : { image: { src, alt: metaProperty(html, 'og:image:alt') ?? '' } }),
  };
}

/**
 * Copy is checked where it is shown: every page's title (without "| brand") is 5 to 120
 * characters, its description 15 to 160, and no two pages share either, so a search result
 * never shows two pages alike.
 */
export function headProblems(
  pages: readonly { readonly path: string; readonly head: PageHead }[],
  brandName: string,
): string[] {
  const problems: string[] = [];
  const firstWith = new Map<string, string>();
  for (const { path, head } of pages) {
    const title = head.title.replace(` | ${brandName}`, '');
    if (title.length < 5 || title.length > 120)
      problems.push(`${path}: its title "${title}" is not 5–120 characters`);
    if (head.description.length < 15 || head.description.length > 160)
      problems.push(`${path}: its description is ${head.description.length} characters, not 15–160`);
    for (const [kind, text] of [
      ['title', head.title],
      ['description', head.description],
    ] as const) {
      const other = firstWith.get(`${kind}\0${text}`);
      if (other === undefined) firstWith.set(`${kind}\0${text}`, path);
      else problems.push(`${path}: has the same ${kind} as ${other}`);
    }
  }
  return problems;
}
