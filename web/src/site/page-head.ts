import { pages, shareImageAlt, type PageKey, type PageMeta } from './pages.ts';
import { plans } from '../features/pricing/plans.ts';
import { shareImage } from '../assets/share-image.ts';
import {
  feedLink,
  organizationJsonLd,
  pageHeadTags,
  softwareApplicationJsonLd,
  type JsonLd,
  type SeoPage,
} from './head-tags.ts';
import { siteConfig } from '../shared/site-config.ts';

const logoPath = '/favicon.svg';

function headFor(page: SeoPage, options: { type?: 'website' | 'article'; jsonLd?: readonly JsonLd[] } = {}) {
  return pageHeadTags({
    site: siteConfig,
    page,
    shareImage: { ...shareImage, alt: shareImageAlt },
    ...(options.type === undefined ? {} : { type: options.type }),
    jsonLd: [organizationJsonLd(siteConfig, logoPath), ...(options.jsonLd ?? [])],
  });
}

/** Head tags of one of the site's fixed pages. */
export function pageHead(key: PageKey) {
  return () => headFor(pages[key]);
}

/**
 * The home pages that show the standard prices also describe the product and its GBP offers for
 * rich results. Partner pages show discounted prices and /Heka none, so they carry no offers:
 * structured data must match what the page shows.
 */
export function homePageHead(key: PageKey) {
  const page: PageMeta = pages[key];
  return () =>
    headFor(page, {
      jsonLd: [
        softwareApplicationJsonLd({
          site: siteConfig,
          appOrigin: siteConfig.appOrigin,
          description: pages.home.description,
          offers: plans.map((plan) => ({ name: `${plan.name} plan`, price: plan.priceGbp })),
        }),
      ],
    });
}

export function articleHead(page: SeoPage, article: JsonLd) {
  return headFor(page, { type: 'article', jsonLd: [article] });
}

/** The root route's head: what an unknown address (the 404 page) shows; every page overrides it. */
export function notFoundHead() {
  const { title, description } = pages.notFound;
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1f6f4a' },
      { title: `${title} | ${siteConfig.brandName}` },
      { name: 'description', content: description },
      { name: 'robots', content: 'noindex' },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      feedLink(siteConfig),
    ],
  };
}
