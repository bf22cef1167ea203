// `npm test`'s build for its end-to-end run: the pages' calls to action open the local stack's
// stand-in web app (local/stand-in-app.ts) on the run's port, as `npm start` builds them, so the
// funnel to sign-up runs end to end (tests/e2e/statistics-funnel.spec.ts). The tests read where the
// calls to action lead from the built site (tests/e2e/home-support.ts).
import { fileURLToPath } from 'node:url';
import { buildSite } from '../local/site-build.ts';
import { localAppOrigin } from '../local/stand-in-app.ts';
import { e2ePort } from './e2e-port.ts';

await buildSite(fileURLToPath(new URL('..', import.meta.url)), {
  verbose: true,
  environment: { APP_ORIGIN: localAppOrigin(e2ePort) },
});
