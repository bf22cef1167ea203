// What a blog post is to the site. The build (web/vite-plugins/markdown-post.ts) reads each Markdown file's
// front matter into this shape and checks it against its schema (post-schema.ts).
import type { ImageAsset } from '../../assets/media.ts';
import type { PostFrontMatter } from './post-schema.ts';

/** What the blog index knows of a post: no cover, so the index loads no images. */
export interface BlogPostMeta extends Omit<PostFrontMatter, 'cover'> {
  /** The file name without `.md`: the post's address under /blog-page/. */
  readonly slug: string;
}

export interface BlogPostDocument extends BlogPostMeta {
  /** Rendered at build time, so the browser never downloads a Markdown parser. */
  readonly html: string;
  /** The cover image, rendered at build in AVIF and WebP at the post column's 1x and 2x. */
  readonly cover?: ImageAsset;
}
