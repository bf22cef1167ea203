import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router.tsx';

// The mock API runs only in `npm run dev`; the production bundle drops this branch and the worker.
if (import.meta.env.DEV) await (await import('../../mocks/browser.ts')).startMockWorker();

const router = createAppRouter();

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
