import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { navigationCopy, navMenus, socialLinks } from './navigation.ts';
import { siteConfig } from '../shared/site-config.ts';
import { Logo } from '../ui/logo.tsx';
import { SocialIcon } from './social-icon.tsx';
import './site-footer.css';

// Set by web/vite.config.ts. The pre-rendered page shows the build year and the browser then
// shows today's, so a page built in December and read in January hydrates without a mismatch.
declare const __FERNLY_BUILD_YEAR__: number | undefined;
const buildYear =
  typeof __FERNLY_BUILD_YEAR__ === 'number' ? __FERNLY_BUILD_YEAR__ : new Date().getFullYear();

const neverChanges = () => () => undefined;

// Hydration uses the build year (the server snapshot), then React re-renders with the browser's.
function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__home" aria-label={navigationCopy.homeLinkLabel}>
            <Logo />
          </Link>
          <p>{navigationCopy.footerBlurb}</p>
        </div>
        <nav className="site-footer__nav" aria-label={navigationCopy.footerNavLabel}>
          {navMenus.map((menu) => (
            <div key={menu.id} className="site-footer__column">
              <h2 className="site-footer__heading">{menu.label}</h2>
              <ul>
                {menu.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="site-footer__social">
          <h2 className="site-footer__heading">{navigationCopy.socialHeading}</h2>
          <ul>
            {socialLinks.map(({ network, label }) => (
              <li key={network}>
                <a href={siteConfig.social[network]} rel="noopener noreferrer me" target="_blank">
                  <SocialIcon network={network} />
                  <span>{label}</span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>{navigationCopy.copyright(year)}</p>
        <p>{navigationCopy.companyDetails}</p>
      </div>
    </footer>
  );
}
