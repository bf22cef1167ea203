import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';
import { mainContentId } from '../site/skip-link.tsx';
import { TopBar } from '../site/top-bar.tsx';

/** The home-page family (`/`, /HomePage1, /Heka, the partner pages): the top bar, then the page. */
export const Route = createFileRoute('/_home-family')({
  component: HomeFamilyLayout,
});

function HomeFamilyLayout() {
  const action = useChildMatches({
    select: (matches) => matches.at(-1)?.staticData.topBarAction ?? 'login',
  });
  return (
    <>
      <TopBar action={action} />
      <main id={mainContentId} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
