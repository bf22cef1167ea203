// `npm run dev` only: the mock API first, then the page's script (as the inline boot script starts
// it in the build), then the router takes the whole document over at once, so every component is
// React's and edits show through Fast Refresh without a reload. The build never loads this file.
import { startMockWorker } from '../../mocks/browser.ts';
import { pageBehaviours } from './page-behaviours.ts';
import { visitInBrowser } from './resolve-visit.ts';
import { pageScriptEvents } from './shared/page-script-protocol.ts';
import { startPageScript } from './site/page-script.ts';

const routerModule = '/web/src/router-start.tsx';

await startMockWorker();
startPageScript({ behaviours: pageBehaviours, visitOf: visitInBrowser, modules: { router: routerModule } });
await import('./router-start.tsx');
dispatchEvent(new CustomEvent(pageScriptEvents.navigate, { detail: window.location.href }));
