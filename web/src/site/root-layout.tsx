import { Outlet } from '@tanstack/react-router';
import { ConsentBar } from '../features/consent/consent-bar.tsx';
import { DownloadDialogs } from '../features/download/download-dialog.tsx';
import { useVisit } from '../ui/visit-context.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Around every page: the skip link, the footer, the consent bar and the dialogs the calls to
 * action open. The routes' layouts add the header and <main>.
 */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <SiteFooter />
      <ConsentBar />
      <DownloadDialogs partner={useVisit().partner} />
    </>
  );
}
