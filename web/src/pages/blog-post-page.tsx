import { Link } from '@tanstack/react-router';
import { blogCopy } from '../features/blog/blog-copy.ts';
import { adjacentPosts } from '../features/blog/blog-pagination.ts';
import { blogPosts } from '../features/blog/blog-posts.ts';
import type { BlogPostDocument } from '../features/blog/post-shape.ts';
import { CoverArt } from '../features/blog/cover-art.tsx';
import { PostHeading } from '../features/blog/post-heading.tsx';
import { AssetPicture } from '../ui/asset-picture.tsx';
import '../ui/prose.css';
import '../features/blog/blog.css';

export function BlogPostPage({ post }: { readonly post: BlogPostDocument }) {
  const { newer, older } = adjacentPosts(blogPosts, post.slug);
  return (
    <article className="container page__narrow blog-post" aria-labelledby="post-title">
      <p>
        <Link to="/blog-page">← {blogCopy.backToBlog}</Link>
      </p>
      <PostHeading post={post} />
      {post.cover === undefined ? (
        <CoverArt title={post.title} className="blog-post__cover" />
      ) : (
        <AssetPicture image={post.cover} alt={post.coverAlt ?? ''} className="blog-post__cover" priority />
      )}
      {/* Our own Markdown, rendered by marked at build time (web/vite-plugins/markdown-post.ts); no visitor input. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      {(newer !== null || older !== null) && (
        <nav className="pager" aria-label={blogCopy.postNavigation}>
          {newer !== null && (
            <Link to="/blog-page/$slug" params={{ slug: newer.slug }} rel="prev">
              <span className="pager__label">{blogCopy.newerPost}</span> {newer.title}
            </Link>
          )}
          {older !== null && (
            <Link to="/blog-page/$slug" params={{ slug: older.slug }} rel="next">
              <span className="pager__label">{blogCopy.olderPost}</span> {older.title}
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
