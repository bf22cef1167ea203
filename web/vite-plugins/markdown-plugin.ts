import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ContentError } from './content-issues.ts';
import { blogCollectionProblems, parseBlogPost } from './markdown-post.ts';

const metaQuery = '?meta';
const blogFolder = 'content/blog';

/**
 * Turns `*.md` blog posts into modules at build time: `post.md` exports the front matter and the
 * rendered HTML; `post.md?meta` only the front matter, so the blog index ships no post bodies.
 * Before anything is built, every post is read together, so the rules between posts (an address
 * taken twice, a repeated description) stop the build too.
 */
export function markdownPlugin(root: string): Plugin {
  return {
    name: 'fernly:markdown',
    enforce: 'pre',
    async buildStart() {
      const files = (await readdir(join(root, blogFolder))).filter((file) => file.endsWith('.md'));
      const posts = [];
      for (const name of files) {
        const file = `${blogFolder}/${name}`;
        posts.push({ file, meta: parseBlogPost(await readFile(join(root, file), 'utf8'), file).meta });
      }
      const problems = blogCollectionProblems(posts);
      if (problems.length > 0) throw new ContentError(problems);
    },
    async load(id) {
      const [path = '', query = ''] = id.split('?', 2);
      if (!path.endsWith('.md')) return null;
      this.addWatchFile(path);
      const { meta, html } = parseBlogPost(await readFile(path, 'utf8'), path);
      const exported = `?${query}` === metaQuery ? meta : { ...meta, html };
      return `export default ${JSON.stringify(exported)};`;
    },
  };
}
