/// <reference types="vite/client" />
import { setupWorker } from 'msw/browser';
import { apiBasePath } from '../contract/operations.ts';
import { handlers } from './handlers.ts';
import { isMockScenario, scenarioHandlers } from './scenarios.ts';

declare global {
  interface ImportMetaEnv {
    /** A scenario of mocks/scenarios.ts to switch on in `npm run dev`, e.g. `unavailable`. */
    readonly VITE_MOCK_SCENARIO?: string;
  }
}

/** Starts the mock API in the browser for `npm run dev`; never part of the production build. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  const scenario =
    new URLSearchParams(window.location.search).get('mock') ?? import.meta.env.VITE_MOCK_SCENARIO;
  if (isMockScenario(scenario)) {
    worker.use(...scenarioHandlers[scenario]);
    console.info(`[mocks] scenario "${scenario}" is on for every API call`);
  }
  await worker.start({
    quiet: true,
    // Vite's own module requests are not ours to mock; an unknown API call is.
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith(apiBasePath)) print.error();
    },
  });
}
