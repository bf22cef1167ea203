import { describe, expect, it } from 'vitest';
import { currency } from '../features/pricing/plans.ts';
import { documentTitle } from '../shared/page-meta.ts';
import {
  blogPostingJsonLd,
  jsonLdScript,
  organizationJsonLd,
  pageHeadTags,
  softwareApplicationJsonLd,
} from './head-tags.ts';

const site = {
  brandName: 'Fernly',
  tagline: 'Exercise that grows with you',
  siteOrigin: 'https://fernly.example',
  supportEmail: 'support@fernly.example',
  social: { facebook: 'https://www.facebook.com/fernlyapp', tiktok: 'https://www.tiktok.com/@fernlyapp' },
};
const shareImage = { src: '/social-cards/quay.png', width: 1200, height: 630, alt: 'The Fernly logo' };

describe('documentTitle', () => {
  it('adds the brand once', () => {
    expect(documentTitle('About us', 'Fernly')).toBe('About us | Fernly');
    expect(documentTitle('Fernly for Quay members', 'Fernly')).toBe('Fernly for Quay members');
  });
});

describe('pageHeadTags', () => {
  const head = pageHeadTags({
    site,
    page: {
      path: '/Quay',
      title: 'Fernly for Quay members',
      description: 'Quay members get 20% off.',
      canonicalPath: '/',
    },
    shareImage,
    jsonLd: [organizationJsonLd(site, '/favicon.svg')],
  });

  it('gives the title, description, Open Graph and Twitter tags', () => {
    expect(head.meta).toContainEqual({ title: 'Fernly for Quay members' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'Quay members get 20% off.' });
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'Fernly for Quay members' });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://fernly.example/social-cards/quay.png',
    });
    expect(head.meta).toContainEqual({
      name: 'twitter:image',
      content: 'https://fernly.example/social-cards/quay.png',
    });
    expect(head.meta).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(head.meta).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(head.meta).toContainEqual({ property: 'og:image:alt', content: 'The Fernly logo' });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(head.meta).toContainEqual({ name: 'twitter:image:alt', content: 'The Fernly logo' });
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'website' });
  });

  it('points partner variants at the canonical page', () => {
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://fernly.example/' });
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://fernly.example/' });
  });

  it('points feed readers at the blog’s Atom feed', () => {
    expect(head.links).toContainEqual({
      rel: 'alternate',
      type: 'application/atom+xml',
      title: 'Fernly blog',
      href: 'https://fernly.example/feed.xml',
    });
  });

  it('adds JSON-LD as script tags', () => {
    expect(head.scripts).toHaveLength(1);
    expect(head.scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(head.scripts[0]?.children ?? '')).toMatchObject({
      '@type': 'Organization',
      name: 'Fernly',
    });
  });
});

describe('structured data', () => {
  it('lists the offers in the plans’ currency with two decimals', () => {
    const data = softwareApplicationJsonLd({
      site,
      appOrigin: 'https://app.fernly.example',
      description: 'Exercise planning for ADHD.',
      offers: [
        { name: 'Weekly plan', price: 3.49 },
        { name: 'Yearly plan', price: 50 },
      ],
    });
    expect(data).toMatchObject({
      '@type': 'SoftwareApplication',
      url: 'https://app.fernly.example/app/',
      offers: [
        { '@type': 'Offer', name: 'Weekly plan', price: '3.49', priceCurrency: currency },
        { '@type': 'Offer', name: 'Yearly plan', price: '50.00', priceCurrency: currency },
      ],
    });
  });

  it('names the social profiles of the organisation', () => {
    expect(organizationJsonLd(site, '/favicon.svg')).toMatchObject({
      logo: 'https://fernly.example/favicon.svg',
      sameAs: ['https://www.facebook.com/fernlyapp', 'https://www.tiktok.com/@fernlyapp'],
    });
  });

  it('describes a blog post at its canonical address', () => {
    expect(
      blogPostingJsonLd({
        site,
        path: '/blog-page/starting-small',
        title: 'Why five minutes counts',
        description: 'Small starts.',
        author: 'Daniel Reyes',
        published: '2026-09-15',
      }),
    ).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2026-09-15',
      mainEntityOfPage: 'https://fernly.example/blog-page/starting-small',
    });
  });

  it('cannot close its script element early', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(script.children).not.toContain('</script>');
    expect(JSON.parse(script.children)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
