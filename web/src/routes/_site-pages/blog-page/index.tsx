import { createFileRoute } from '@tanstack/react-router';
import { BlogIndexPage } from '../../../pages/blog-index-page.tsx';
import { blogMeta } from '../../../features/blog/blog-copy.ts';
import { blogIndexHead } from '../../../site/page-head.ts';

/** The blog index's first page; the later ones are page/$page. */
export const Route = createFileRoute('/_site-pages/blog-page/')({
  head: ({ match }) => blogIndexHead(match.pathname, 1),
  staticData: { prerender: { heading: blogMeta.heading, inSitemap: true } },
  component: BlogIndex,
});

function BlogIndex() {
  return <BlogIndexPage page={1} />;
}
