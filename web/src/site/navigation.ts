import type { FileRoutesByTo } from '../routeTree.gen.ts';
import { brandName } from '../shared/brand.ts';

/** An address the router knows, so a link to a route that does not exist fails the typecheck. */
type SitePath = keyof FileRoutesByTo;

export interface NavLink {
  readonly label: string;
  readonly to: SitePath;
}

export interface NavMenu {
  readonly id: string;
  readonly label: string;
  readonly links: readonly NavLink[];
}

/** The three menus of the nav bar, repeated as the footer's link columns. */
export const navMenus: readonly NavMenu[] = [
  {
    id: 'company',
    label: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Meet the Team', to: '/team-page' },
      { label: 'Blog', to: '/blog-page' },
    ],
  },
  {
    id: 'legal',
    label: 'Legal',
    links: [
      { label: 'Terms & Conditions', to: '/terms-and-conditions' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    links: [
      { label: 'FAQs', to: '/faqs' },
      { label: 'Contact Us', to: '/contact-us' },
    ],
  },
];

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'tiktok';

export const socialLinks: readonly { readonly network: SocialNetwork; readonly label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'youtube', label: 'YouTube' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'tiktok', label: 'TikTok' },
];

export const navigationCopy = {
  mainNavLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  homeLinkLabel: `${brandName} home`,
  login: 'Login',
  getYourPlan: 'Get your plan',
  skipLink: 'Skip to main content',
  footerNavLabel: 'Footer',
  socialHeading: 'Follow us',
  footerBlurb:
    'Flexible exercise plans for ADHD brains, written into your calendar and grown one small session at a time.',
  copyright: (year: number) => `© ${year} ${brandName} Ltd. All rights reserved.`,
  companyDetails: `${brandName} Ltd, registered in England and Wales.`,
} as const;
