import { Link } from '@tanstack/react-router';
import { PageShell } from '../components/page-shell.tsx';
import { blogCopy, blogPosts } from '../content/blog.ts';
import { pages } from '../content/pages.ts';
import { formatLongDate } from '../domain/format-date.ts';

export function BlogPage() {
  return (
    <PageShell>
      <div className="container page__header">
        <span className="eyebrow">Blog</span>
        <h1>{pages.blog.heading}</h1>
        <p className="page__lead">{blogCopy.intro}</p>
      </div>
      <div className="container">
        <ul className="post-list">
          {blogPosts.map((post) => (
            <li key={post.slug} className="post-card">
              <article aria-labelledby={`post-${post.slug}`}>
                <h2 id={`post-${post.slug}`} className="post-card__title">
                  <Link to="/blog-page/$slug" params={{ slug: post.slug }}>
                    {post.title}
                  </Link>
                </h2>
                <p className="post-card__meta">
                  <time dateTime={post.published}>{formatLongDate(post.published)}</time> ·{' '}
                  {blogCopy.byline(post.author, post.readingMinutes)}
                </p>
                <p>{post.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </PageShell>
  );
}
