import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { BlogPostMeta } from '../src/features/blog/post-shape.ts';
import { markdownToHtml } from './markdown-html.ts';

const frontMatterSchema = z.object({
  title: z.string().min(5).max(120),
  description: z.string().min(15).max(160),
  published: z.iso.date(),
  author: z.string().min(3).max(80),
  readingMinutes: z.number().int().min(1).max(60),
}) satisfies z.ZodType<Omit<BlogPostMeta, 'slug'>>;

export interface ParsedBlogPost {
  readonly meta: BlogPostMeta;
  readonly html: string;
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

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
  const parsed = frontMatterSchema.safeParse(parseYaml(yamlText));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
    );
    throw new Error(`${fileName}: invalid front matter\n  - ${problems.join('\n  - ')}`);
  }
  if (body.trim() === '') throw new Error(`${fileName}: the post has no text`);
  // The page shows the title as its h1; the post's own headings start at h2.
  if (/^#\s/m.test(body)) throw new Error(`${fileName}: use ## and below; the title is the page's only h1`);
  const html = markdownToHtml(body);
  return { meta: { ...parsed.data, slug: slugFromFileName(fileName) }, html };
}
