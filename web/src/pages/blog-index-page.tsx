import { Link } from '@tanstack/react-router';
import { formatLongDate } from '../shared/format-date.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { blogCopy, blogMeta } from '../features/blog/blog-copy.ts';
import { blogIndexPageCount, blogIndexPosts } from '../features/blog/blog-pagination.ts';
import { blogPosts } from '../features/blog/blog-posts.ts';
import { CoverArt } from '../features/blog/cover-art.tsx';
import { AssetPicture } from '../ui/asset-picture.tsx';
import { Icon } from '../ui/icons.tsx';
import { feedPath } from '../site/head-tags.ts';
import '../features/blog/blog.css';
import { typographic } from '../shared/typography.ts';

/** A link to page `page` of the index: the blog's own address for page 1. */
function IndexPageLink({ page, rel, children }: { page: number; rel: string; children: string }) {
  return page === 1 ? (
    <Link to="/blog-page" rel={rel}>
      {children}
    </Link>
  ) : (
    <Link to="/blog-page/page/$page" params={{ page: String(page) }} rel={rel}>
      {children}
    </Link>
  );
}

/** Page `page` of the blog's index, newest posts first. */
export function BlogIndexPage({ page }: { readonly page: number }) {
  const pageCount = blogIndexPageCount(blogPosts.length);
  return (
    <>
      <PageHeader eyebrow="Blog" heading={blogMeta.heading} lead={blogCopy.intro}>
        {/* A plain link: the feed is a file the browser or a feed reader opens, not a page. */}
        <a className="blog-feed-link" href={feedPath} type="application/atom+xml">
          <Icon name="feed" />
          {blogCopy.feedLink}
        </a>
      </PageHeader>
      <div className="container">
        <ul className="post-list">
          {blogIndexPosts(blogPosts, page).map((post) => (
            <li key={post.slug} className="post-card">
              <article aria-labelledby={`post-${post.slug}`}>
                {/* The card's title names the post; its picture adds nothing a screen reader needs. */}
                {post.cover === undefined ? (
                  <CoverArt title={post.title} className="post-card__cover" />
                ) : (
                  <AssetPicture image={post.cover} alt="" className="post-card__cover" />
                )}
                <h2 id={`post-${post.slug}`} className="post-card__title">
                  <Link to="/blog-page/$slug" params={{ slug: post.slug }}>
                    {typographic(post.title)}
                  </Link>
                </h2>
                <p className="post-card__meta">
                  <time dateTime={post.published}>{formatLongDate(post.published)}</time> ·{' '}
                  {blogCopy.byline(post.author, post.readingMinutes)}
                </p>
                <p>{typographic(post.description)}</p>
              </article>
            </li>
          ))}
        </ul>
        {pageCount > 1 && (
          <nav className="pager" aria-label={blogCopy.pagination}>
            {page > 1 && (
              <IndexPageLink page={page - 1} rel="prev">
                {`← ${blogCopy.newerPosts}`}
              </IndexPageLink>
            )}
            <span>{blogCopy.pageOf(page, pageCount)}</span>
            {page < pageCount && (
              <IndexPageLink page={page + 1} rel="next">
                {`${blogCopy.olderPosts} →`}
              </IndexPageLink>
            )}
          </nav>
        )}
      </div>
    </>
  );
}
