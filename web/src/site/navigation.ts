import { pages } from './pages.ts';

export interface NavLink {
  readonly label: string;
  readonly path: string;
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
      { label: 'About Us', path: pages.about.path },
      { label: 'Meet the Team', path: pages.team.path },
      { label: 'Blog', path: pages.blog.path },
    ],
  },
  {
    id: 'legal',
    label: 'Legal',
    links: [
      { label: 'Terms & Conditions', path: pages.terms.path },
      { label: 'Privacy Policy', path: pages.privacyPolicy.path },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    links: [
      { label: 'FAQs', path: pages.faqs.path },
      { label: 'Contact Us', path: pages.contact.path },
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
  homeLinkLabel: 'Fernly home',
  login: 'Login',
  skipLink: 'Skip to main content',
  footerNavLabel: 'Footer',
  socialHeading: 'Follow us',
  footerBlurb:
    'Flexible exercise plans for ADHD brains, written into your calendar and grown one small session at a time.',
  copyright: (year: number, brandName: string) => `© ${year} ${brandName} Ltd. All rights reserved.`,
  companyDetails: 'Fernly Ltd, registered in England and Wales.',
} as const;
