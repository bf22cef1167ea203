import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { parseBlogPost } from './markdown-post.ts';

const metaQuery = '?meta';

/**
 * Turns `*.md` blog posts into modules at build time: `post.md` exports the front matter and the
 * rendered HTML; `post.md?meta` only the front matter, so the blog index ships no post bodies.
 */
export function markdownPlugin(): Plugin {
  return {
    name: 'fernly:markdown',
    enforce: 'pre',
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
