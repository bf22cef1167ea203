import { formatLongDate } from '../../shared/format-date.ts';
import { typographic } from '../../shared/typography.ts';
import { blogCopy } from './blog-copy.ts';
import type { BlogPostMeta } from './post-shape.ts';
import './blog.css';

/** A post's title and its date, author and reading time: on its page, and in the editor's preview. */
export function PostHeading({
  post,
}: {
  readonly post: Pick<BlogPostMeta, 'title' | 'published' | 'author' | 'readingMinutes'>;
}) {
  return (
    <>
      <h1 id="post-title">{typographic(post.title)}</h1>
      <p className="post-card__meta">
        <time dateTime={post.published}>{formatLongDate(post.published)}</time> ·{' '}
        {blogCopy.byline(post.author, post.readingMinutes)}
      </p>
    </>
  );
}
