// The contact form hydrated on its own, outside the router: the page's script loads this module
// when the visitor starts on the form (./contact-form-enhancement.ts). What was typed before stays,
// since the fields are uncontrolled.
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ApiQueryProvider } from '../../api/api-query-provider.tsx';
import { pageScriptEvents, islandAttribute } from '../../shared/page-script-protocol.ts';
import { ContactForm } from './contact-form.tsx';
import { contactFormIsland } from './contact-form-enhancement.ts';

// Effects run once the whole island has hydrated: from then on React answers its controls.
function AnnounceHydrated({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    dispatchEvent(new CustomEvent(pageScriptEvents.islandHydrated, { detail: contactFormIsland }));
  }, []);
  return children;
}

export function start(): void {
  const element = document.querySelector<HTMLElement>(`[${islandAttribute}="${contactFormIsland}"]`);
  if (element === null) return;
  const root = hydrateRoot(
    element,
    <AnnounceHydrated>
      <ApiQueryProvider>
        <ContactForm />
      </ApiQueryProvider>
    </AnnounceHydrated>,
  );
  addEventListener(pageScriptEvents.routerTakingOver, () => {
    root.unmount();
  });
}
