// The command itself: its exit codes, and that a site missing what the checks ask fails it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runSmoke, smokeUsage } from './smoke.ts';

let server: Server;
let url: string;

beforeAll(async () => {
  // A plain file server's answers: every page the same, no security headers, no API.
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Plain</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  url = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function run(argv: string[]) {
  const lines: string[] = [];
  return runSmoke(argv, (line) => lines.push(line)).then((code) => ({ code, output: lines.join('\n') }));
}

it('fails a site without the security headers or the API, naming what failed', async () => {
  const { code, output } = await run(['--url', url]);
  expect(code).toBe(1);
  expect(output).toContain('✗ pages carry the security headers (A+ rules)');
  expect(output).toContain('Content-Security-Policy is missing');
  expect(output).toContain('✗ the API stores a valid visit record');
  expect(output).toMatch(/\d+ checks failed\.$/);
});

it('prints its usage for --help and exits 0, and exits 2 without a URL', async () => {
  expect(await run(['--help'])).toEqual({ code: 0, output: smokeUsage });
  const missing = await run([]);
  expect(missing.code).toBe(2);
  expect(missing.output).toContain('--url is required.');
  expect((await run(['--url', 'ftp://example.org'])).code).toBe(2);
});
