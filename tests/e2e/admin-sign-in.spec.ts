// The editor's GitHub sign-in (decision 0052), end to end in Chromium with the real Sveltia CMS
// bundle: /admin with its own headers and the generated configuration, and the helper's own
// request handling (lambdas/editor-sign-in/sign-in.ts), served together on one origin by a server
// this test starts. Only GitHub is played by the test: its authorize page sends the window back
// with a code, its token exchange answers a token, and its API records what the editor sends.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminFiles } from '../../web/admin/admin-files.ts';
import { adminHeaders, type SiteMeta } from '../../edge/security-headers.ts';
import { answerSignIn } from '../../lambdas/editor-sign-in/sign-in.ts';
import { newState } from '../../lambdas/editor-sign-in/sign-in-rules.ts';
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';

const token = 'gho_e2eSignInToken';
const meta: SiteMeta = { scriptHashes: [], thirdPartyOrigins: { script: [], connect: [], img: [] } };

let server: Server;
let origin: string;
const exchanges: string[] = [];

async function answer(
  files: Map<string, string | Buffer>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', origin);
  if (url.pathname.startsWith('/api/cms-auth/')) {
    const signIn = await answerSignIn(
      {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        cookies: request.headers.cookie === undefined ? [] : [request.headers.cookie],
      },
      {
        siteOrigin: origin,
        oauthApp: () => Promise.resolve({ clientId: 'e2e-client', clientSecret: 'e2e-secret' }),
        exchangeCode: (body) => {
          exchanges.push(body);
          return Promise.resolve({ status: 200, body: { access_token: token, token_type: 'bearer' } });
        },
        newState,
      },
    );
    response.writeHead(signIn.statusCode, {
      ...signIn.headers,
      ...(signIn.cookies === undefined ? {} : { 'Set-Cookie': [...signIn.cookies] }),
    });
    response.end(signIn.body);
    return;
  }
  const file = files.get(url.pathname === '/admin/' ? '/admin/index.html' : url.pathname);
  if (file === undefined) {
    response.writeHead(404).end();
    return;
  }
  const type = url.pathname.endsWith('.woff2')
    ? 'font/woff2'
    : url.pathname.endsWith('.js')
      ? 'text/javascript; charset=utf-8'
      : url.pathname.endsWith('.json')
        ? 'application/json; charset=utf-8'
        : 'text/html; charset=utf-8';
  response.writeHead(200, { ...adminHeaders(meta), 'Content-Type': type }).end(file);
}

test.beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no port');
  origin = `http://127.0.0.1:${address.port}`;
  const files = new Map(
    (await adminFiles({ repo: 'fernly/website', branch: 'main' }, origin)).map((file) => [
      `/${file.path}`,
      file.content,
    ]),
  );
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void answer(files, request, response);
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// The editor's version check is out of reach offline, and GitHub's API, played here,
// refuses what follows the sign-in; none of it is the sign-in's.
test.use({
  allowedConsoleErrors: [
    [
      /unpkg\.com/,
      /data:image\/svg\+xml/,
      /ERR_NAME_NOT_RESOLVED/,
      /ERR_FAILED/,
      /status of 40[14]/,
      /Bad credentials/,
    ],
    { scope: 'test' },
  ],
});

const desk = runsOn(['desktop'], 'owners sign in to the editor at a desk');

test('an editor signs in with GitHub and the editor receives the token', desk, async ({ page, context }) => {
  const authorizeRequests: URL[] = [];
  await context.route('https://github.com/login/oauth/authorize**', async (route) => {
    const authorize = new URL(route.request().url());
    authorizeRequests.push(authorize);
    const back = new URL(authorize.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', 'e2e-code');
    back.searchParams.set('state', authorize.searchParams.get('state') ?? '');
    await route.fulfill({ status: 302, headers: { Location: back.href } });
  });
  const apiAuthorizations: string[] = [];
  await context.route('https://api.github.com/**', async (route) => {
    apiAuthorizations.push((await route.request().allHeaders()).authorization ?? '');
    await route.fulfill({ status: 401, json: { message: 'Bad credentials' } });
  });
  await context.route(/^https:\/\/(cdn\.jsdelivr\.net|unpkg\.com|www\.githubstatus\.com)\//, (route) =>
    route.abort(),
  );

  await page.goto(`${origin}/admin/`);
  const popupOpened = page.waitForEvent('popup');
  // The editor wraps the service's name in Unicode isolation marks.
  await page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ }).click();
  const popup = await popupOpened;

  await expect.poll(() => apiAuthorizations.some((value) => value.includes(token))).toBe(true);
  expect(authorizeRequests).toHaveLength(1);
  expect(authorizeRequests[0]?.searchParams.get('client_id')).toBe('e2e-client');
  expect(authorizeRequests[0]?.searchParams.get('redirect_uri')).toBe(`${origin}/api/cms-auth/callback`);
  expect(JSON.parse(exchanges.at(-1) ?? '{}')).toMatchObject({
    code: 'e2e-code',
    client_secret: 'e2e-secret',
  });
  // The editor closes the window once it has the token.
  await expect.poll(() => popup.isClosed()).toBe(true);
});
