import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydrationAnnouncer } from './hydration-announcer.tsx';
import { createAppRouter } from './router.tsx';

// No component is defined in this file (see hydration-announcer.tsx): the entry must run once.

// The mock API runs only in `npm run dev`; the production bundle drops this branch and the worker.
if (import.meta.env.DEV) await (await import('../../mocks/browser.ts')).startMockWorker();

const router = createAppRouter();

// In a transition, React hydrates in slices and yields between them, so a phone's main thread is
// never blocked for long and a tap during hydration is handled as soon as its part is ready.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydrationAnnouncer>
        <RouterClient router={router} />
      </HydrationAnnouncer>
    </StrictMode>,
  );
});
