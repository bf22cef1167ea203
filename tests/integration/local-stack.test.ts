// The local stack as a whole: static files through the viewer-request function with the shared
// headers, the API routed by the contract, data kept across restarts, nothing left listening.
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath, operationUrlPath } from '../../contract/operations.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { immutableAssetCacheControl, revalidateCacheControl } from '../../edge/cache-control.ts';
import { assetHeaders, documentHeaders } from '../../edge/security-headers.ts';
import { startLocalStack, type LocalStack } from '../../local/start.ts';
import { stateFileName } from '../../local/state-file.ts';
import { localDynamoDb, temporaryDirectory, writeTestSite } from './local-stack-fixture.ts';

const directory = temporaryDirectory('local-stack');
const siteDir = writeTestSite(directory.path);
const dataDir = join(directory.path, 'data');
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir, siteDir, build: false, logLevel: 'SILENT' });
});

afterAll(async () => {
  await stack.stop();
  directory.remove();
});

function canConnect(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

describe('static files', () => {
  it('maps page paths case-insensitively with or without a trailing slash', async () => {
    for (const path of ['/contact-us', '/Contact-Us/', '/CONTACT-US']) {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Contact us</title>');
    }
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const response = await fetch(`${stack.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<title>Page not found</title>');
    expect((await fetch(`${stack.url}/assets/App-Ab12Cd.js`)).status).toBe(404);
    expect((await fetch(`${stack.url}/%2e%2e/site-meta.json`)).status).toBe(404);
  });

  it('sends the shared security headers and the cache lifetime for the kind of file', async () => {
    const page = await fetch(`${stack.url}/`);
    const expected = documentHeaders({
      scriptHashes: [],
      thirdPartyOrigins: { script: [], connect: [], img: [] },
    });
    for (const [name, value] of Object.entries(expected)) expect(page.headers.get(name)).toBe(value);
    expect(page.headers.get('cache-control')).toBe(revalidateCacheControl);
    const asset = await fetch(`${stack.url}/assets/app-Ab12Cd.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers.get('cache-control')).toBe(immutableAssetCacheControl);
    for (const [name, value] of Object.entries(assetHeaders)) expect(asset.headers.get(name)).toBe(value);
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toContain('console.log');
    const brotli = await fetch(`${stack.url}/assets/app-Ab12Cd.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toContain('console.log');
  });

  it('revalidates with the ETag and serves byte ranges', async () => {
    const first = await fetch(`${stack.url}/`);
    const etag = first.headers.get('etag') ?? '';
    // As a browser revalidates; fetch() would otherwise add `Cache-Control: no-cache`, which asks
    // for the whole page again.
    const revalidation = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    expect((await fetch(`${stack.url}/`, { headers: revalidation })).status).toBe(304);
    const range = await fetch(`${stack.url}/`, {
      headers: { range: 'bytes=0-8', 'accept-encoding': 'identity' },
    });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('<!doctype');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${stack.url}/`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the API', () => {
  it('answers a path the contract does not have, or a wrong method, as API Gateway does: the contract 404', async () => {
    for (const [path, method] of [
      [`${apiBasePath}/deleteEverything`, 'POST'],
      [operationUrlPath('sendEmail'), 'GET'],
    ] as const) {
      const response = await fetch(`${stack.url}${path}`, { method });
      expect(response.status).toBe(404);
      // Through the distribution's rules (edge/not-found.ts): JSON, not the site's 404 page.
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body: unknown = await response.json();
      expect(validateResponseBody('sendEmail', 404, body)).toMatchObject({ ok: true });
      expect(body).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('lifecycle', () => {
  it('writes its endpoints to the data folder for tests that inspect its data', () => {
    const state: unknown = JSON.parse(readFileSync(join(dataDir, stateFileName), 'utf8'));
    expect(state).toMatchObject({
      url: stack.url,
      inboxUrl: stack.inboxUrl,
      dynamodbEndpoint: stack.dynamodb.endpoint,
      sesEndpoint: stack.ses.endpoint,
      tableName: stack.tableName,
    });
  });

  it('keeps stored records across a restart and leaves nothing listening when stopped', async () => {
    const timestamp = new Date().toISOString();
    const saved = await fetch(`${stack.url}${operationUrlPath('saveTrackingData')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        referrer: 'Direct',
        queryString: '',
        userAgent: 'restart',
        webView: false,
        action: 'WebsiteVisit',
        timestamp,
        history: [],
      }),
    });
    expect(saved.status).toBe(200);

    const endpoints = [stack.url, stack.dynamodb.endpoint, stack.ses.endpoint];
    await stack.stop();
    for (const endpoint of endpoints) expect(await canConnect(endpoint)).toBe(false);
    expect(existsSync(join(dataDir, stateFileName))).toBe(false);

    stack = await startLocalStack({ port: 0, dataDir, siteDir, build: false, logLevel: 'SILENT' });
    const dynamodb = localDynamoDb(stack.dynamodb.endpoint);
    try {
      const { Items } = await dynamodb.send(new ScanCommand({ TableName: stack.tableName }));
      expect(Items?.some((item) => item.timestamp?.S === timestamp)).toBe(true);
    } finally {
      dynamodb.destroy();
    }
  });

  it('names the taken port when it cannot listen', async () => {
    const port = Number(new URL(stack.url).port);
    await expect(
      startLocalStack({
        port,
        dataDir: join(directory.path, 'second'),
        siteDir,
        build: false,
        logLevel: 'SILENT',
      }),
    ).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`);
  });
});
