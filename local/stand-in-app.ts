// The web app, as far as the site's statistics need it: a stand-in page at the app's paths
// (contract/web-app-paths.ts), on the local app origin, so the whole funnel runs under `npm
// start`. A call to action opens it with the `wherefrom` record, the tap the site has just stored;
// pressing its button reports the sign-up (or, at /app/, the log-in) to saveSignUp on the site's
// API, from this other origin, as the real web app does after its own sign-up, and the site stores
// it against that tap (decision 0062). It says plainly that it is a stand-in.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { operationUrlPath } from '../contract/operations.ts';
import { webAppPaths } from '../contract/web-app-paths.ts';

/** The local app origin: the stack's own port on another host name, so calls from it are cross-origin. */
export function localAppOrigin(port: number): string {
  return `http://localhost:${port}`;
}

/** Whether a request is for the stand-in app: the app origin's host, an app path. */
export function isStandInAppRequest(request: IncomingMessage, appOrigin: string): boolean {
  const { host, pathname } = new URL(request.url ?? '/', `http://${request.headers.host ?? ''}`);
  return host === new URL(appOrigin).host && pathname.startsWith('/app/');
}

const scriptPath = '/app/stand-in.js';

// Plain browser script, no build: reads `wherefrom` as the app does (URLSearchParams decodes
// it), and posts it with the action this page stands for.
const script = `
const form = document.querySelector('form');
const status = document.querySelector('[role="status"]');
const wherefromText = new URLSearchParams(location.search).get('wherefrom');
let wherefrom = null;
try { wherefrom = wherefromText === null ? null : JSON.parse(wherefromText); } catch { wherefrom = null; }
document.querySelector('[data-wherefrom]').textContent =
  wherefrom === null ? 'No wherefrom record: nothing will be reported.' : JSON.stringify(wherefrom, null, 2);
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (wherefrom === null) { status.textContent = 'Nothing to report: the page was opened without a wherefrom record.'; return; }
  status.textContent = 'Reporting…';
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: form.dataset.action, wherefrom }),
    });
    const body = await response.json();
    status.textContent = response.ok
      ? form.dataset.done + ' Reported to the site (record ' + body.id + ').'
      : 'The site refused the report (' + response.status + '): ' + body.message;
  } catch (error) {
    status.textContent = 'The report did not reach the site: ' + error;
  }
});
`;

function page(siteUrl: string, logIn: boolean): string {
  const action = logIn ? 'LogIn' : 'SignUp';
  const title = logIn ? 'Log in' : 'Create your account';
  const done = logIn ? 'Logged in.' : 'Signed up.';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Fernly web app (local stand-in)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 1rem; max-width: 40rem; line-height: 1.5; color: #1f2937; }
button { font: inherit; padding: .6rem 1.2rem; border-radius: .5rem; border: 2px solid #1d4ed8; background: #1d4ed8; color: white; }
button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
pre { white-space: pre-wrap; word-break: break-all; background: #f3f4f6; padding: .5rem; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>This is the local stack's stand-in for the Fernly web app. The real app reports a sign-up or log-in that started on the site; this page does only that.</p>
<form action="${siteUrl}${operationUrlPath('saveSignUp')}" data-action="${action}" data-done="${done}">
<button type="submit">${title}</button>
</form>
<p role="status"></p>
<h2>What the site sent</h2>
<pre data-wherefrom></pre>
</main>
<script src="${scriptPath}"></script>
</body>
</html>
`;
}

/** Answers a stand-in app request: its page, or its script. */
export function serveStandInApp(request: IncomingMessage, response: ServerResponse, siteUrl: string): void {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const headers = {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Its own script only, and calls to the site's API.
    'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src ${siteUrl}; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`,
  };
  if (pathname === scriptPath) {
    response.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' }).end(script);
    return;
  }
  const signUp = pathname === webAppPaths.signup;
  if (!signUp && pathname !== webAppPaths.login) {
    response
      .writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Not a page of the stand-in app\n');
    return;
  }
  response
    .writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' })
    .end(page(siteUrl, !signUp));
}
