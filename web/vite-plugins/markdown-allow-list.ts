// What a blog post's Markdown may hold (decision 0061). Editors write posts at /admin, and a post's
// HTML is served on the site's origin with every visitor's page: so a post holds the Markdown of
// prose and nothing else. The build refuses raw HTML, a kind of Markdown outside the list, and a
// link or image address outside its schemes, naming the file and the line; what it renders then
// goes through sanitize-html with the same list, so no gap in this check or in marked can bring
// anything else to a page.
import type { Token } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** The kinds of Markdown a post may use, in the words an error gives them. */
const allowedMarkdown = 'headings, lists, links, images, emphasis, code and tables';

/**
 * marked's token types for that list, and what text and layout need around them: paragraphs,
 * spaces, line breaks, backslash escapes, and the definitions of reference-style links (whose
 * addresses are checked where the links use them).
 */
const allowedTokenTypes: ReadonlySet<string> = new Set([
  'space',
  'paragraph',
  'text',
  'escape',
  'br',
  'heading',
  'list',
  'list_item',
  'link',
  'def',
  'image',
  'strong',
  'em',
  'del',
  'codespan',
  'code',
  'table',
]);

/** Link addresses a post may have: a web or mail address, a path on the site, a place on the page. */
function isAllowedLink(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href) || isSitePath(href) || href.startsWith('#');
}

/**
 * A path on the site (`/content/media/…`), the only images the site's CSP loads. Not `//host`,
 * which is another site, and not a relative path, which would change with the post's address.
 */
function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

const snippetLength = 60;

function snippet(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > snippetLength ? `${line.slice(0, snippetLength - 1)}…` : line;
}

/** What an error calls the kinds of Markdown a post may not use. */
const refusedKinds: Readonly<Record<string, string>> = {
  blockquote: 'a quote block',
  hr: 'a dividing line',
  checkbox: 'a task list',
};

/** Why this token may not be in a post, or undefined when it may. */
function refusal(token: Token): string | undefined {
  if (token.type === 'html') {
    return `raw HTML is not allowed in a post (${snippet(token.raw)}); write Markdown instead`;
  }
  if (token.type === 'link' && typeof token.href === 'string' && !isAllowedLink(token.href)) {
    return `the link address ${snippet(token.href)} is not allowed; a link goes to an https://, http:// or mailto: address, or to a path on the site`;
  }
  if (token.type === 'image' && typeof token.href === 'string' && !isSitePath(token.href)) {
    return `the image address ${snippet(token.href)} is not allowed; a post's images are the site's own, at a path such as /content/media/…`;
  }
  // The page shows the title as its h1; a post's own headings start at h2.
  if (token.type === 'heading' && token.depth === 1) {
    return `a first-level heading (${snippet(token.raw)}): use ## and below; the title is the page's only h1`;
  }
  if (!allowedTokenTypes.has(token.type)) {
    const kind = refusedKinds[token.type] ?? `Markdown of the kind “${token.type}”`;
    return `${kind} (${snippet(token.raw)}) is not among the Markdown a post may use (${allowedMarkdown})`;
  }
  return undefined;
}

/** The line of `source` where `raw` first appears, counted from 1. */
function lineOf(source: string, raw: string): number {
  const at = source.indexOf(raw);
  return at === -1 ? 1 : source.slice(0, at).split('\n').length;
}

/**
 * One sentence per token a post may not hold, each with its line in `source` (the post's text
 * after its front matter) counted from `firstLine`. `walk` visits every token, nested ones too.
 */
export function markdownRefusals(
  source: string,
  firstLine: number,
  walk: (visit: (token: Token) => void) => void,
): string[] {
  const refusals: string[] = [];
  walk((token) => {
    const reason = refusal(token);
    if (reason !== undefined) refusals.push(`line ${firstLine - 1 + lineOf(source, token.raw)}: ${reason}`);
  });
  return refusals;
}

/**
 * The same list as HTML, for the kept sanitiser: exactly the elements and attributes marked writes
 * for the Markdown above, links to web and mail addresses, images from the site.
 */
const postHtmlAllowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'em',
    'strong',
    'del',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** A post's rendered HTML with anything outside the list removed. */
export function sanitisePostHtml(html: string): string {
  return sanitizeHtml(html, postHtmlAllowList);
}
