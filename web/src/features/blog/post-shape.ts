// What a blog post is to the site. The build (web/vite-plugins/markdown-post.ts) reads each Markdown file's
// front matter into this shape and checks it against its schema.

export interface BlogPostMeta {
  readonly title: string;
  readonly description: string;
  /** ISO date, e.g. 2026-01-31. */
  readonly published: string;
  readonly author: string;
  readonly readingMinutes: number;
  /** The file name without `.md`: the post's address under /blog-page/. */
  readonly slug: string;
}

export interface BlogPostDocument extends BlogPostMeta {
  /** Rendered at build time, so the browser never downloads a Markdown parser. */
  readonly html: string;
}
