import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trackingRetentionMonths } from '../../../../contract/service.ts';
import { parseBlogPost } from '../../../vite-plugins/markdown-post.ts';
import { aboutCopy } from '../about/about-copy.ts';
import { contactCopy } from '../contact/contact-copy.ts';
import type { LegalDocument } from './legal-blocks.ts';
import { navMenus, socialLinks } from '../../site/navigation.ts';
import { notFoundCopy } from '../../site/not-found-copy.ts';
import { pages } from '../../site/pages.ts';
import { privacyPolicy } from './privacy-policy-copy.ts';
import { founders } from '../team/founders.ts';
import { terms } from './terms-copy.ts';

// Copy is data with a schema: a page that would ship with a blank or overlong title fails here.
const pageSchema = z.object({
  path: z.string().regex(/^\/[A-Za-z0-9/-]*$/),
  title: z.string().min(5).max(120),
  description: z.string().min(15).max(160),
  heading: z.string().min(3).max(80),
  canonicalPath: z.string().startsWith('/').optional(),
  inSitemap: z.boolean(),
});

const legalSchema = z.object({
  intro: z.string().min(40),
  updated: z.iso.date(),
  effectiveNote: z.string().min(20),
  sections: z
    .array(
      z.object({
        title: z.string().min(3).max(60),
        blocks: z.array(z.object({ kind: z.string() })).min(1),
      }),
    )
    .min(8),
});

function legalText(document: LegalDocument): string {
  return document.sections
    .flatMap((section) =>
      section.blocks.flatMap((block) => {
        switch (block.kind) {
          case 'paragraph':
            return [block.text];
          case 'list':
            return block.items;
          case 'definitions':
            return block.items.map((item) => `${item.term} ${item.detail}`);
          case 'contactLink':
            return [block.text];
          case 'consentToggle':
            return [];
        }
      }),
    )
    .join('\n');
}

const blogDirectory = new URL('../blog/posts/', import.meta.url);
const blogFiles = readdirSync(blogDirectory).filter((file) => file.endsWith('.md'));

describe('page metadata', () => {
  it.each(Object.entries(pages))('%s has a valid title, description and heading', (_key, page) => {
    expect(pageSchema.safeParse(page).error?.issues ?? []).toEqual([]);
  });

  it('gives every page its own address, whatever the letter case', () => {
    const paths = Object.values(pages).map((page) => page.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('covers the 13 routes of the spec', () => {
    const specRoutes = [
      '/',
      '/HomePage1',
      '/privacy-policy',
      '/terms-and-conditions',
      '/contact-us',
      '/about',
      '/faqs',
      '/team-page',
      '/blog-page',
      '/Quay',
      '/Heka',
      '/Totum',
      '/Perkbox',
    ];
    expect(Object.values(pages).map((page) => page.path)).toEqual(expect.arrayContaining(specRoutes));
  });

  it('gives each page a distinct title and description', () => {
    const titles = Object.values(pages).map((page) => page.title);
    const descriptions = Object.values(pages).map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('privacy policy', () => {
  it('is a dated legal document', () => {
    expect(legalSchema.safeParse(privacyPolicy).error?.issues ?? []).toEqual([]);
  });

  it('has the 15 sections of the spec, in order', () => {
    expect(privacyPolicy.sections.map((section) => section.title)).toEqual([
      'Introduction',
      'Contact details',
      'Data we collect',
      'How we obtain your data',
      'Third-party services',
      'Lawful bases for processing',
      'Aggregated data',
      'Storage and retention',
      'Your rights',
      'Push notifications',
      'Use of artificial intelligence',
      'International transfers',
      'Data protection officer',
      'Changes to this policy',
      'Complaints',
    ]);
  });

  const text = `${privacyPolicy.effectiveNote}\n${legalText(privacyPolicy)}`;

  it.each([
    ['data stored in a UK cloud region', /stored in a UK cloud region/],
    ['requests answered within one month', /within one month/],
    [
      'no transfer outside the UK or EEA',
      /do not transfer your personal data outside the UK or the European Economic Area/,
    ],
    ['push notifications for reminders only', /push notifications for reminders only/],
    ['current as of 01 October 2024', /current as of 01 October 2024/],
    [
      'tracking records deleted when the table expires them',
      new RegExp(`${trackingRetentionMonths} months after they are recorded`),
    ],
    ['the PECR statistics exception', /regulation 6 of PECR[\s\S]*Data \(Use and Access\) Act 2025/],
    ['how to object to visit statistics', /press Reject in the cookie bar/],
    ['the trackingData storage', /trackingData/],
    ['the consent cookie and flag', /analytics_consent[\s\S]*gaAccept/],
  ])('says %s', (_statement, pattern) => {
    expect(text).toMatch(pattern);
  });

  it('places the consent switch and a link to the contact page', () => {
    const kinds = privacyPolicy.sections.flatMap((section) => section.blocks.map((block) => block.kind));
    expect(kinds).toContain('consentToggle');
    expect(kinds).toContain('contactLink');
  });
});

describe('terms and conditions', () => {
  it('is a dated legal document', () => {
    expect(legalSchema.safeParse(terms).error?.issues ?? []).toEqual([]);
  });

  it('covers trials, cancelling anytime, refunds and the cooling-off period', () => {
    const text = legalText(terms);
    expect(text).toMatch(/7 days as standard, or 1 month if you join through our partner Quay/);
    expect(text).toMatch(/cancel anytime/i);
    expect(text).toMatch(/14 days/);
    expect(text).toMatch(/20% off/);
  });
});

describe('blog posts', () => {
  it('has at least three posts', () => {
    expect(blogFiles.length).toBeGreaterThanOrEqual(3);
  });

  it.each(blogFiles)('%s has valid front matter and a body', (file) => {
    const { meta, html } = parseBlogPost(readFileSync(new URL(file, blogDirectory), 'utf8'), file);
    expect(meta.slug).toBe(file.replace(/\.md$/, ''));
    expect(html).toContain('<h2');
    expect(html.replace(/<[^>]+>/g, '').length).toBeGreaterThan(800);
  });

  it('rejects a post without a title', () => {
    expect(() =>
      parseBlogPost("---\ndescription: 'A description long enough.'\n---\nText", 'bad-post.md'),
    ).toThrow(/bad-post\.md: invalid front matter[\s\S]*title/);
  });
});

describe('navigation', () => {
  it('has the three menus of the spec with their links', () => {
    const menus = Object.fromEntries(
      navMenus.map((menu) => [menu.label, menu.links.map((link) => link.label)]),
    );
    expect(menus.Company).toEqual(expect.arrayContaining(['About Us', 'Meet the Team']));
    expect(menus.Legal).toEqual(['Terms & Conditions', 'Privacy Policy']);
    expect(menus.Support).toEqual(['FAQs', 'Contact Us']);
  });

  it('links only to pages that exist', () => {
    const paths = new Set<string>(Object.values(pages).map((page) => page.path));
    for (const link of navMenus.flatMap((menu) => menu.links)) expect(paths).toContain(link.path);
    for (const suggestion of notFoundCopy.suggestions) expect(paths).toContain(suggestion.path);
  });

  it('has the five social networks', () => {
    expect(socialLinks.map((link) => link.label)).toEqual([
      'Facebook',
      'Instagram',
      'YouTube',
      'LinkedIn',
      'TikTok',
    ]);
  });
});

describe('copy quality', () => {
  it('has no placeholder text anywhere', () => {
    const everything = JSON.stringify([
      pages,
      privacyPolicy,
      terms,
      aboutCopy,
      contactCopy,
      notFoundCopy,
      navMenus,
    ]);
    expect(everything).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder text|xxx/i);
  });

  it('has the contact form texts of the spec', () => {
    expect(contactCopy.fields.reasonPlaceholder).toBe('Select the reason');
    expect(contactCopy.fields.consent).toBe('You agree to our privacy policy.');
    expect(contactCopy.success).toBe('Your message has been sent!');
    expect(contactCopy.failure).toBe('Failed to send your message. Please try again later.');
  });

  it('introduces the three founders on the team page', () => {
    expect(founders.map((founder) => founder.name)).toEqual(['Maya Okafor', 'Daniel Reyes', 'Priya Raman']);
  });
});
