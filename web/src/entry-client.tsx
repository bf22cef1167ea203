import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { appStartEvents } from './app-start.ts';
import { createAppRouter } from './router.tsx';

// The mock API runs only in `npm run dev`; the production bundle drops this branch and the worker.
if (import.meta.env.DEV) await (await import('../../mocks/browser.ts')).startMockWorker();

function AnnounceHydrated({ children }: { children: ReactNode }) {
  // Effects run after the whole tree has hydrated, children first.
  useEffect(() => {
    dispatchEvent(new Event(appStartEvents.hydrated));
  }, []);
  return children;
}

const router = createAppRouter();

// In a transition, React hydrates in slices and yields between them, so a phone's main thread is
// never blocked for long and a tap during hydration is handled as soon as its part is ready.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <AnnounceHydrated>
        <RouterClient router={router} />
      </AnnounceHydrated>
    </StrictMode>,
  );
});
