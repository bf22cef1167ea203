// What a blog post is to the site. The build (web/vite-plugins/markdown-post.ts) reads each Markdown file's
// front matter into this shape and checks it against its schema (post-schema.ts).
import type { ImageAsset } from '../../assets/media.ts';
import type { PostFrontMatter } from './post-schema.ts';

/** What the blog index knows of a post: its front matter and cover, not its text. */
export interface BlogPostMeta extends Omit<PostFrontMatter, 'cover'> {
  /** The file name without `.md`: the post's address under /blog-page/. */
  readonly slug: string;
  /**
   * The uploaded cover, rendered at build in AVIF and WebP at the post column's 1x and 2x. A post
   * without one shows art drawn from its title (./cover-art.ts).
   */
  readonly cover?: ImageAsset;
}

export interface BlogPostDocument extends BlogPostMeta {
  /** Rendered at build time, so the browser never downloads a Markdown parser. */
  readonly html: string;
}
