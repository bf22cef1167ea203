// Starts React the way the site's boot script starts the app (web/src/boot.ts): after the load
// event, at the next idle moment, so the floor and the app do their work at the same point of
// the page's life and their blocking times compare like for like.
import { idleStartTimeoutMs } from '../../../web/src/shared/page-script-protocol.ts';

function startReact() {
  requestIdleCallback(() => void import('./react-island.ts'), { timeout: idleStartTimeoutMs });
}

if (document.readyState === 'complete') startReact();
else addEventListener('load', startReact, { once: true });
