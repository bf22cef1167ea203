import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { ContentError } from './content-issues.ts';
import { blogCollectionProblems, parseBlogPost } from './markdown-post.ts';
import { coverWidth, imageModule, optimiseImage } from './media-images.ts';

const metaQuery = '?meta';
const coverQuery = '?fernly-cover';
const blogFolder = 'content/blog';
/** Rendered variants, kept between builds by the upload's content hash. */
const imageCache = join(tmpdir(), 'fernly-media-cache');

/** The sentence for a cover the post names but content/media does not hold. */
function missingCover(root: string, file: string, cover: string | undefined): string | undefined {
  return cover !== undefined && !existsSync(join(root, cover))
    ? `${file}: cover: ${cover} does not exist; upload it to content/media`
    : undefined;
}

/**
 * Every post under `root`'s content/blog, read together before anything is built: a ContentError
 * names the file of the first post that breaks its own rules (front matter, Markdown), or every
 * problem between posts and their covers.
 */
export async function checkBlogPosts(root: string): Promise<void> {
  const files = (await readdir(join(root, blogFolder))).filter((file) => file.endsWith('.md'));
  const posts = [];
  const problems: string[] = [];
  for (const name of files) {
    const file = `${blogFolder}/${name}`;
    const { meta, cover } = parseBlogPost(await readFile(join(root, file), 'utf8'), file);
    posts.push({ file, meta });
    const missing = missingCover(root, file, cover);
    if (missing !== undefined) problems.push(missing);
  }
  problems.push(...blogCollectionProblems(posts));
  if (problems.length > 0) throw new ContentError(problems);
}

/**
 * Turns `*.md` blog posts into modules at build time: `post.md` exports the front matter and the
 * rendered HTML; `post.md?meta` the front matter and cover only, so the blog index ships no post bodies.
 * Before anything is built, every post is read together, so the rules between posts (an address
 * taken twice, a repeated description) stop the build too.
 */
export function markdownPlugin(root: string): Plugin {
  return {
    name: 'fernly:markdown',
    enforce: 'pre',
    buildStart: () => checkBlogPosts(root),
    async load(id) {
      const [path = '', query = ''] = id.split('?', 2);
      if (`?${query}` === coverQuery) {
        const label = relative(root, path).split('\\').join('/');
        return imageModule(await optimiseImage(path, label, coverWidth, imageCache));
      }
      if (!path.endsWith('.md')) return null;
      this.addWatchFile(path);
      const file = relative(root, path).split('\\').join('/');
      const { meta, html, cover } = parseBlogPost(await readFile(path, 'utf8'), file);
      const fields = `?${query}` === metaQuery ? meta : { ...meta, html };
      if (cover === undefined) return `export default ${JSON.stringify(fields)};`;
      const missing = missingCover(root, file, cover);
      if (missing !== undefined) throw new ContentError([missing]);
      // The index shows the cover too, so its module names the same optimised files.
      return [
        `import cover from ${JSON.stringify(`${join(root, cover)}${coverQuery}`)};`,
        `export default { ...${JSON.stringify(fields)}, cover };`,
      ].join('\n');
    },
  };
}
