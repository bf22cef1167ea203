// A call to action answers from the moment it shows, however little of the page has arrived
// (decision 0069). The page comes through a throttle that sends its HTML up to the end of the first
// "Start moving today" and holds the rest, the page's own script included, until the test lets it
// through: the tap is made with nothing after the button in the document, on a computer and on a
// phone. That every button's dialog comes before it, on every page, is tests/site/site-basics.test.ts's.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Page } from '@playwright/test';
import { operationUrlPath } from '../../contract/operations.ts';
import { appActionAttribute } from '../../web/src/shared/app-links.ts';
import { pageScriptReadyAttribute } from '../../web/src/shared/page-script-protocol.ts';
import { runsOn } from './devices.ts';
import { expect, test } from './fixtures.ts';
import { signupUrl, stubWebApp } from './home-support.ts';

/** Where a page is cut: right after the first signup call to action, its link and its button. */
function endOfFirstSignupCallToAction(html: string): number {
  const start = html.indexOf(`${appActionAttribute}="signup"`);
  const end = start === -1 ? -1 : html.indexOf('</button>', start);
  if (end === -1) throw new Error('The page has no signup call to action to cut after');
  return end + '</button>'.length;
}

/** Headers a proxy must not pass on: the body is sent decoded and in pieces. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

interface Throttle {
  readonly url: string;
  /** Lets the rest of every held page through. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A proxy in front of the site: a page (a request that accepts HTML) is sent up to the cut and held
 * there until release(); every other request passes straight through.
 */
async function startThrottle(siteUrl: string): Promise<Throttle> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const open = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void pass(request, Buffer.concat(chunks), response).catch(() => response.destroy());
    });
  });
  async function pass(request: IncomingMessage, body: Buffer, response: ServerResponse): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding')
        headers.set(name, value);
    }
    const upstream = await fetch(new URL(request.url ?? '/', siteUrl), {
      method: request.method ?? 'GET',
      headers,
      redirect: 'manual',
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    });
    for (const [name, value] of upstream.headers) {
      if (!hopByHop.has(name) && name !== 'set-cookie') response.setHeader(name, value);
    }
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length > 0) response.setHeader('set-cookie', cookies);
    response.writeHead(upstream.status);
    const content = Buffer.from(await upstream.arrayBuffer());
    const isPage = (request.headers.accept ?? '').includes('text/html') && request.method === 'GET';
    if (!isPage || upstream.status !== 200) {
      response.end(content);
      return;
    }
    const cut = endOfFirstSignupCallToAction(content.toString('utf8'));
    const head = Buffer.byteLength(content.toString('utf8').slice(0, cut));
    response.write(content.subarray(0, head));
    await released;
    response.end(content.subarray(head));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The throttle has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    release,
    close: () =>
      new Promise((resolve) => {
        for (const response of open) response.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}

let throttle: Throttle;
test.beforeEach(async ({ baseURL }) => {
  throttle = await startThrottle(baseURL ?? '');
});
test.afterEach(async () => {
  throttle.release();
  await throttle.close();
});

/** Nothing after the cut has arrived: the document is still loading and its script has not run. */
async function expectPageStillArriving(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      (mark) => ({ loading: document.readyState, ready: document.documentElement.hasAttribute(mark) }),
      pageScriptReadyAttribute,
    ),
  ).toEqual({ loading: 'loading', ready: false });
}

test(
  'on a computer, Start moving today opens its dialog the moment it shows, and the click is recorded once the page script arrives',
  runsOn(['desktop'], 'a computer’s call to action is a button that opens a dialog'),
  async ({ page }) => {
    await page.goto(`${throttle.url}/`, { waitUntil: 'commit' });
    const cta = page.getByRole('button', { name: 'Start moving today' }).first();
    await expect(cta).toBeVisible();
    await expectPageStillArriving(page);
    await cta.click();
    const dialog = page.getByRole('dialog', { name: 'Start Fernly on your phone' });
    await expect(dialog).toBeVisible();
    await expectPageStillArriving(page);

    const recorded = page.waitForRequest(
      (request) =>
        request.url().endsWith(operationUrlPath('saveTrackingData')) &&
        request.postData()?.includes('DownloadClicked') === true,
    );
    throttle.release();
    await expect(page.locator('html')).toHaveAttribute(pageScriptReadyAttribute, '');
    await recorded;
    const manual = await dialog
      .getByRole('link', { name: 'Open Fernly in this browser' })
      .getAttribute('href');
    expect(new URL(manual ?? '').searchParams.get('wherefrom')).toContain('DownloadClicked');
    await expect(dialog).toBeVisible();
  },
);

test(
  'on a phone, Start moving today opens the web app the moment it shows',
  runsOn(['phone'], 'a phone’s call to action is a link to the web app'),
  async ({ page }) => {
    await stubWebApp(page);
    await page.goto(`${throttle.url}/`, { waitUntil: 'commit' });
    const cta = page.getByRole('link', { name: 'Start moving today' }).first();
    await expect(cta).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start moving today' })).toHaveCount(0);
    await expectPageStillArriving(page);
    await cta.click();
    await page.waitForURL(`${signupUrl}**`);
  },
);

test(
  'once the page script has shown the page, a phone’s call to action is the button again',
  runsOn(['phone'], 'the link shows only on a narrow screen'),
  async ({ page }) => {
    throttle.release();
    await page.goto(`${throttle.url}/`);
    await expect(page.locator('html')).toHaveAttribute(pageScriptReadyAttribute, '');
    await expect(page.getByRole('button', { name: 'Start moving today' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start moving today' })).toHaveCount(0);
  },
);
