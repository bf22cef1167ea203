import { getRouteApi, Link } from '@tanstack/react-router';
import { PageShell } from '../components/page-shell.tsx';
import { blogCopy } from '../content/blog.ts';
import { pages } from '../content/pages.ts';
import { formatLongDate } from '../domain/format-date.ts';

const postRoute = getRouteApi('/blog-page/$slug');

export function BlogPostPage() {
  const post = postRoute.useLoaderData();
  return (
    <PageShell>
      <article className="container page__narrow blog-post" aria-labelledby="post-title">
        <p>
          <Link to={pages.blog.path}>← {blogCopy.backToBlog}</Link>
        </p>
        <h1 id="post-title">{post.title}</h1>
        <p className="post-card__meta">
          <time dateTime={post.published}>{formatLongDate(post.published)}</time> ·{' '}
          {blogCopy.byline(post.author, post.readingMinutes)}
        </p>
        {/* Our own Markdown, rendered by marked at build time (web/build/blog-post.ts); no visitor input. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </PageShell>
  );
}
