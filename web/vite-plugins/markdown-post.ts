import { parse as parseYaml } from 'yaml';
import { postFrontMatterSchema } from '../src/features/blog/post-schema.ts';
import type { BlogPostMeta } from '../src/features/blog/post-shape.ts';
import { ContentError, describeIssues } from './content-issues.ts';
import { markdownToHtml } from './markdown-html.ts';

export interface ParsedBlogPost {
  readonly meta: BlogPostMeta;
  readonly html: string;
  /** The cover's path from the repository root (`/content/media/…`), when the post names one. */
  readonly cover?: string;
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** The line of the file on which the post's text (what follows the front matter) starts. */
function bodyFirstLine(source: string, body: string): number {
  return source.slice(0, source.length - body.length).split('\n').length;
}

/** The slug is the file name: `starting-small.md` is served at /blog-page/starting-small. */
export function slugFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).at(-1) ?? fileName;
  const slug = base.replace(/\.md$/, '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(`${fileName}: blog file names must be kebab-case, as they become the post's address`);
  }
  return slug;
}

/**
 * Splits a post into validated front matter and HTML. Throws with the file name and the failing
 * field, which stops the build: a post with a missing title must not go live.
 */
export function parseBlogPost(source: string, fileName: string): ParsedBlogPost {
  const match = frontMatterPattern.exec(source);
  if (match === null)
    throw new Error(`${fileName}: a blog post must start with front matter between --- lines`);
  const [, yamlText = '', body = ''] = match;
  const parsed = postFrontMatterSchema.safeParse(parseYaml(yamlText), { reportInput: true });
  if (!parsed.success) throw new ContentError(describeIssues(fileName, parsed.error));
  if (body.trim() === '') throw new Error(`${fileName}: the post has no text`);
  const html = markdownToHtml(body, fileName, bodyFirstLine(source, body));
  const { cover, ...frontMatter } = parsed.data;
  const meta = { ...frontMatter, slug: slugFromFileName(fileName) };
  return cover === undefined ? { meta, html } : { meta, html, cover };
}

/** Addresses under the blog that are not posts: `page` holds the index's further pages. */
const reservedSlugs = new Set(['page']);

/**
 * What no single file can show: a post whose address is taken (by the index's pages, or by another
 * post once letter case is ignored) and two posts with one description, which search results
 * would show as duplicates. Returns one sentence per problem.
 */
export function blogCollectionProblems(posts: readonly { file: string; meta: BlogPostMeta }[]): string[] {
  const problems: string[] = [];
  const bySlug = new Map<string, string>();
  const byDescription = new Map<string, string>();
  for (const { file, meta } of posts) {
    const slug = meta.slug.toLowerCase();
    if (reservedSlugs.has(slug))
      problems.push(`${file}: the address /blog-page/${slug} collides with the blog index's pages`);
    const sameSlug = bySlug.get(slug);
    if (sameSlug !== undefined)
      problems.push(`${file}: the address /blog-page/${slug} collides with ${sameSlug}`);
    bySlug.set(slug, file);
    const description = meta.description.trim().toLowerCase();
    const sameDescription = byDescription.get(description);
    if (sameDescription !== undefined)
      problems.push(`${file}: description: the same as ${sameDescription}'s; each post needs its own`);
    byDescription.set(description, file);
  }
  return problems;
}
