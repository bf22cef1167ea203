import { describe, expect, it } from 'vitest';
import { navMenus, socialLinks } from './navigation.ts';

// Every link's address is typed against the route tree (SitePath), so one to a page that does not
// exist fails the typecheck.
describe('navigation', () => {
  it('has the three menus of the spec with their links', () => {
    const menus = Object.fromEntries(
      navMenus.map((menu) => [menu.label, menu.links.map((link) => link.label)]),
    );
    expect(menus.Company).toEqual(expect.arrayContaining(['About Us', 'Meet the Team']));
    expect(menus.Legal).toEqual(['Terms & Conditions', 'Privacy Policy']);
    expect(menus.Support).toEqual(['FAQs', 'Contact Us']);
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
