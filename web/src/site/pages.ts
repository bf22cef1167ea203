import { partners, type Partner, type PartnerSlug } from '../features/partners/partners.ts';

/** What search engines and link previews show for each page, and where the page lives. */
export interface PageMeta {
  /** The route as the spec names it; matched case-insensitively. */
  readonly path: string;
  /** Without the brand: the head adds "| Fernly". */
  readonly title: string;
  readonly description: string;
  /** The page's visible main heading, also checked in the pre-rendered HTML by the e2e tests. */
  readonly heading: string;
  /** Partner and campaign variants of the home page point search engines at the home page. */
  readonly canonicalPath?: string;
  readonly inSitemap: boolean;
}

/** Describes the share image (web/src/assets/share-image.ts) for people using screen readers on social networks. */
export const shareImageAlt =
  'The Fernly sprout logo beside the words "Exercise that grows with you" on a warm cream background.';

const fixedPages = {
  home: {
    path: '/',
    title: 'Exercise that grows with you',
    description:
      'Fernly plans short, flexible workouts into your calendar around your schedule and the weather. Built for ADHD brains.',
    heading: 'Exercise that fits an ADHD brain',
    inSitemap: true,
  },
  homePage1: {
    path: '/HomePage1',
    title: 'Get your ADHD-friendly exercise plan',
    description:
      'A flexible exercise plan written into your calendar, with gentle reminders and a plant that grows as you move.',
    heading: 'Your exercise plan, already in your calendar',
    canonicalPath: '/',
    inSitemap: false,
  },
  heka: {
    path: '/Heka',
    title: 'Fernly for your workplace wellbeing benefit',
    description:
      'Offer your team ADHD-friendly exercise planning through Heka: flexible workouts that fit around real working days.',
    heading: 'Movement that fits around the working day',
    inSitemap: true,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy policy',
    description:
      'How Fernly collects, uses, stores and protects your personal data, your rights under UK GDPR, and how to contact us.',
    heading: 'Privacy policy',
    inSitemap: true,
  },
  terms: {
    path: '/terms-and-conditions',
    title: 'Terms and conditions',
    description:
      'The plain-English terms for using Fernly: subscriptions, free trials, cancelling, refunds and your rights as a UK consumer.',
    heading: 'Terms and conditions',
    inSitemap: true,
  },
  contact: {
    path: '/contact-us',
    title: 'Contact us',
    description:
      'Questions, support or feedback about Fernly? Send us a message and a real person will reply within two working days.',
    heading: 'Contact us',
    inSitemap: true,
  },
  about: {
    path: '/about',
    title: 'About us',
    description:
      'Why we built Fernly: an exercise companion for ADHD brains that plans around real life instead of demanding willpower.',
    heading: 'About Fernly',
    inSitemap: true,
  },
  faqs: {
    path: '/faqs',
    title: 'Frequently asked questions',
    description:
      'Answers about Fernly: how planning works, calendars, reminders, the growing plant, prices, trials and cancelling.',
    heading: 'Frequently asked questions',
    inSitemap: true,
  },
  team: {
    path: '/team-page',
    title: 'Meet the team',
    description:
      'Meet the founders behind Fernly and why each of them cares about making exercise work for people with ADHD.',
    heading: 'Meet the team',
    inSitemap: true,
  },
  blog: {
    path: '/blog-page',
    title: 'Blog: moving more with ADHD',
    description:
      'Practical ideas on ADHD and exercise from the Fernly team: starting small, beating time blindness and staying kind.',
    heading: 'The Fernly blog',
    inSitemap: true,
  },
  notFound: {
    path: '/404',
    title: 'Page not found',
    description:
      'We could not find that page. It may have moved, or the link may be mistyped. Here are some useful places to go.',
    heading: 'We could not find that page',
    inSitemap: false,
  },
} as const satisfies Record<string, PageMeta>;

/**
 * A partner's page is the home page at the partner's address, with its prices: search engines
 * are pointed at the home page, so it stays out of the sitemap.
 */
function partnerPage(partner: Partner): PageMeta {
  return {
    path: partner.path,
    title: partner.title,
    description: partner.description,
    heading: fixedPages.home.heading,
    canonicalPath: fixedPages.home.path,
    inSitemap: false,
  };
}

function hasEveryPartner(
  record: Partial<Record<PartnerSlug, PageMeta>>,
): record is Record<PartnerSlug, PageMeta> {
  return partners.every((partner) => record[partner.slug] !== undefined);
}

function partnerPages(): Record<PartnerSlug, PageMeta> {
  const record: Partial<Record<PartnerSlug, PageMeta>> = {};
  for (const partner of partners) record[partner.slug] = partnerPage(partner);
  if (!hasEveryPartner(record)) throw new Error('A partner has no page');
  return record;
}

export const pages = { ...fixedPages, ...partnerPages() };

export type PageKey = keyof typeof pages;
