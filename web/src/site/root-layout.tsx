import { Outlet } from '@tanstack/react-router';
import { ConsentBar } from '../features/consent/consent-bar.tsx';
import { DownloadDialogs } from '../features/download/download-dialog.tsx';
import { useVisit } from '../ui/visit-context.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Around every page: the skip link, the footer, the consent bar and the dialogs the calls to
 * action open. The routes' layouts add the header and <main>. The dialogs come before the page, so
 * each is in the document before any button that opens it: a call to action is tapped as soon as
 * it shows, while the rest of the page is still arriving (decision 0069). Closed, they take no room
 * and no focus.
 */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <DownloadDialogs partner={useVisit().partner} />
      <Outlet />
      <SiteFooter />
      <ConsentBar />
    </>
  );
}
