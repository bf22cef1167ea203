import { Outlet } from '@tanstack/react-router';
import { useTrackPageVisits } from '../features/tracking/use-tracking.ts';
import { Analytics } from '../features/tracking/google-analytics.tsx';
import { ConsentBar } from '../features/consent/consent-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/** Around every page: each route renders its own top bar and <main>, the layout the rest. */
export function RootLayout() {
  useTrackPageVisits();
  return (
    <>
      <SkipLink />
      <Outlet />
      <SiteFooter />
      <ConsentBar />
      <Analytics />
    </>
  );
}
