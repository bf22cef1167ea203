import { useEffect, type ReactNode } from 'react';
import { appStartEvents } from './shared/app-start.ts';

/**
 * Tells the boot script the page is hydrated. It lives apart from entry-client.tsx because a
 * file that defines a component becomes its own Fast Refresh boundary in `npm run dev`: the
 * entry would then accept its own hot updates and run a second time beside the first.
 */
export function HydrationAnnouncer({ children }: { children: ReactNode }) {
  // Effects run after the whole tree has hydrated, children first.
  useEffect(() => {
    dispatchEvent(new Event(appStartEvents.hydrated));
  }, []);
  return children;
}
