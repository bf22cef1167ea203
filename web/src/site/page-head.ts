// The head of every page: title, description, canonical address, social card and structured data.
// Each route names its own title and description; this adds what all pages share.
import { blogMeta } from '../features/blog/blog-copy.ts';
import { blogIndexPageCount, blogIndexPath, blogPathOf } from '../features/blog/blog-pagination.ts';
import { blogPosts } from '../features/blog/blog-posts.ts';
import { plans } from '../features/pricing/plans.ts';
import { documentTitle, type PageMeta } from '../shared/page-meta.ts';
import { brandColors, brandName, tagline } from '../shared/brand.ts';
import { absoluteUrl } from '../shared/canonical-url.ts';
import { siteIcons, webAppManifestPath } from '../shared/site-icons.ts';
import { siteConfig } from '../shared/site-config.ts';
import {
  feedLink,
  organizationJsonLd,
  pageHeadTags,
  softwareApplicationJsonLd,
  type JsonLd,
  type SeoSite,
} from './head-tags.ts';
import { notFoundMeta } from './not-found-copy.ts';
import { socialCardAlt, socialCardFor, socialCardPath, socialCardSize } from './social-card.ts';

const logoPath = siteIcons.svg.path;

/** The site as the head tags and structured data name it. */
export const seoSite: SeoSite = { ...siteConfig, brandName, tagline };

export interface HeadOptions {
  /** Where search engines should look instead: partner and campaign pages point at `/`. */
  readonly canonicalPath?: string;
  readonly type?: 'website' | 'article';
  readonly jsonLd?: readonly JsonLd[];
}

/** The head tags of the page at `path`. */
export function headTags(
  path: string,
  page: Pick<PageMeta, 'title' | 'description'>,
  options: HeadOptions = {},
) {
  return pageHeadTags({
    site: seoSite,
    page: {
      path,
      title: page.title,
      description: page.description,
      ...(options.canonicalPath === undefined ? {} : { canonicalPath: options.canonicalPath }),
    },
    shareImage: {
      src: socialCardPath(path),
      ...socialCardSize,
      alt: socialCardAlt(socialCardFor({ path, title: page.title, article: options.type === 'article' })),
    },
    ...(options.type === undefined ? {} : { type: options.type }),
    jsonLd: [organizationJsonLd(seoSite, logoPath), ...(options.jsonLd ?? [])],
  });
}

/** A route's `head`: the page's title and description, at the address it was rendered for. */
export function pageHead(page: Pick<PageMeta, 'title' | 'description'>, options: HeadOptions = {}) {
  return ({ match }: { readonly match: { readonly pathname: string } }) =>
    headTags(match.pathname, page, options);
}

/**
 * The product and its offers, for rich results. Only on the home pages that show the standard
 * prices: partner pages show discounted ones and /Heka none, and structured data must match
 * what the page shows.
 */
export function productJsonLd(description: string): JsonLd {
  return softwareApplicationJsonLd({
    site: seoSite,
    appOrigin: siteConfig.appOrigin,
    description,
    offers: plans.map((plan) => ({ name: `${plan.name} plan`, price: plan.priceGbp })),
  });
}

/**
 * Page `page` of the blog index: its own title, description and address, and rel="prev" and
 * rel="next" to its neighbours so crawlers walk the index both ways.
 */
export function blogIndexHead(path: string, page: number) {
  const pathOf = (target: number) => blogIndexPath(blogPathOf(path), target);
  const head = headTags(pathOf(page), {
    title: page === 1 ? blogMeta.title : `${blogMeta.title} (page ${page})`,
    description: page === 1 ? blogMeta.description : `${blogMeta.description} Page ${page}.`,
  });
  const neighbour = (rel: string, target: number) => ({
    rel,
    href: absoluteUrl(siteConfig.siteOrigin, pathOf(target).toLowerCase()),
  });
  return {
    ...head,
    links: [
      ...head.links,
      ...(page > 1 ? [neighbour('prev', page - 1)] : []),
      ...(page < blogIndexPageCount(blogPosts.length) ? [neighbour('next', page + 1)] : []),
    ],
  };
}

/** The root route's head: what an unknown address (the 404 page) shows; every page overrides it. */
export function notFoundHead() {
  const { title, description } = notFoundMeta;
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: brandColors.fern },
      { title: documentTitle(title, brandName) },
      { name: 'description', content: description },
      { name: 'robots', content: 'noindex' },
    ],
    // The ICO first and sized 32x32, so a browser that takes the SVG prefers it (Chromium picks
    // an ICO sized "any" over an SVG); the others find their icons by rel.
    links: [
      { rel: 'icon', href: siteIcons.ico.path, sizes: '32x32' },
      { rel: 'icon', href: siteIcons.svg.path, type: siteIcons.svg.type },
      { rel: 'apple-touch-icon', href: siteIcons.appleTouch.path },
      { rel: 'manifest', href: webAppManifestPath },
      feedLink(seoSite),
    ],
  };
}
