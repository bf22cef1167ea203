import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PageShell } from '../site/page-shell.tsx';

/** Every page outside the home family: the nav bar, then the page. */
export const Route = createFileRoute('/_site-pages')({
  component: SitePagesLayout,
});

function SitePagesLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}
