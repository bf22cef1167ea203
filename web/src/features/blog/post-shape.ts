// What a blog post is to the site. The build (web/vite-plugins/markdown-post.ts) reads each Markdown file's
// front matter into this shape and checks it against its schema (post-schema.ts).
import type { PostFrontMatter } from './post-schema.ts';

export interface BlogPostMeta extends PostFrontMatter {
  /** The file name without `.md`: the post's address under /blog-page/. */
  readonly slug: string;
}

export interface BlogPostDocument extends BlogPostMeta {
  /** Rendered at build time, so the browser never downloads a Markdown parser. */
  readonly html: string;
}
