import { Outlet } from '@tanstack/react-router';
import { useTrackPageVisits } from '../features/tracking/use-tracking.ts';
import { GoogleAnalytics } from '../features/tracking/google-analytics.tsx';
import { ConsentBar } from '../features/consent/consent-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Around every page: the skip link, the footer, the consent bar and analytics. The routes' layouts
 * add the header and <main>.
 */
export function RootLayout() {
  useTrackPageVisits();
  return (
    <>
      <SkipLink />
      <Outlet />
      <SiteFooter />
      <ConsentBar />
      <GoogleAnalytics />
    </>
  );
}
