/**
 * Head tags and structured data. Pure: the site configuration and the page are passed in. The
 * build writes the sitemap, feed and robots.txt (web/prerender/discovery-files.ts).
 */
import { appPaths } from '../shared/app-links.ts';
import { currency } from '../features/pricing/plans.ts';
import { absoluteUrl, canonicalUrl } from '../shared/canonical-url.ts';
import { documentTitle } from '../shared/page-meta.ts';

export interface SeoSite {
  readonly brandName: string;
  readonly tagline: string;
  readonly siteOrigin: string;
  readonly supportEmail: string;
  readonly social: Readonly<Record<string, string>>;
}

export interface SeoPage {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly canonicalPath?: string;
}

export interface ShareImage {
  /** Site-relative path or absolute URL. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export interface JsonLd {
  readonly [key: string]: JsonValue;
}

export type HeadMeta =
  | { readonly title: string }
  | { readonly name: string; readonly content: string }
  | { readonly property: string; readonly content: string };

export interface HeadLink {
  readonly rel: string;
  readonly href: string;
  readonly type?: string;
  readonly title?: string;
}

/** Where the build writes the blog's Atom feed; every page's head points at it. */
export const feedPath = '/feed.xml';

/** The <link rel="alternate"> that lets feed readers find the blog's feed from any page. */
export function feedLink(site: Pick<SeoSite, 'brandName' | 'siteOrigin'>): HeadLink {
  return {
    rel: 'alternate',
    type: 'application/atom+xml',
    title: `${site.brandName} blog`,
    href: absoluteUrl(site.siteOrigin, feedPath),
  };
}

export interface HeadScript {
  readonly type: 'application/ld+json';
  readonly children: string;
}

/** JSON-LD as a script body: `<` escaped so no value can close the script element early. */
export function jsonLdScript(data: JsonLd): HeadScript {
  return { type: 'application/ld+json', children: JSON.stringify(data).replaceAll('<', '\\u003c') };
}

export function pageHeadTags(input: {
  readonly site: SeoSite;
  readonly page: SeoPage;
  readonly shareImage: ShareImage;
  readonly type?: 'website' | 'article';
  readonly jsonLd?: readonly JsonLd[];
}): { meta: HeadMeta[]; links: HeadLink[]; scripts: HeadScript[] } {
  const { site, page, shareImage } = input;
  const title = documentTitle(page.title, site.brandName);
  const url = canonicalUrl(site.siteOrigin, page.canonicalPath ?? page.path);
  const image = absoluteUrl(site.siteOrigin, shareImage.src);
  const meta: HeadMeta[] = [
    { title },
    { name: 'description', content: page.description },
    { name: 'robots', content: 'index, follow' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: site.brandName },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: shareImage.alt },
  ];
  return {
    meta,
    links: [{ rel: 'canonical', href: url }, feedLink(site)],
    scripts: (input.jsonLd ?? []).map(jsonLdScript),
  };
}

export function organizationJsonLd(site: SeoSite, logoSrc: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    slogan: site.tagline,
    url: absoluteUrl(site.siteOrigin, '/'),
    logo: absoluteUrl(site.siteOrigin, logoSrc),
    email: site.supportEmail,
    sameAs: Object.values(site.social),
  };
}

export interface Offer {
  readonly name: string;
  /** In pounds. */
  readonly price: number;
}

export function softwareApplicationJsonLd(input: {
  readonly site: SeoSite;
  readonly appOrigin: string;
  readonly description: string;
  readonly offers: readonly Offer[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: input.site.brandName,
    description: input.description,
    applicationCategory: 'HealthApplication',
    operatingSystem: 'Web browser',
    url: absoluteUrl(input.appOrigin, appPaths.login),
    offers: input.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price.toFixed(2),
      priceCurrency: currency,
    })),
  };
}

export function blogPostingJsonLd(input: {
  readonly site: SeoSite;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly author: string;
  readonly published: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    datePublished: input.published,
    author: { '@type': 'Person', name: input.author },
    publisher: { '@type': 'Organization', name: input.site.brandName },
    mainEntityOfPage: canonicalUrl(input.site.siteOrigin, input.path),
  };
}
