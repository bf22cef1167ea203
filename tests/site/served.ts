// What the site sends a browser, read over HTTP without one: for the site project's tests.
import { request } from 'node:http';
import { request as requestTls } from 'node:https';
import { Window, type Document } from 'happy-dom';
import { inject } from 'vitest';

/** Where the site under test answers (tests/site/site-stack.ts). */
export const siteUrl = (): string => inject('siteUrl');

export interface Served {
  readonly status: number;
  /** Every header line as it was sent, names lower-cased: a header sent twice is here twice. */
  readonly headerLines: readonly { readonly name: string; readonly value: string }[];
  readonly body: Buffer;
}

/** The first value of a header, as a browser's `headers()` reports a single one. */
export function header(served: Served, name: string): string | undefined {
  return served.headerLines.find((line) => line.name === name)?.value;
}

export const text = (served: Served): string => served.body.toString('utf8');

/**
 * One GET of `path` from the site, uncompressed, with a browser's Accept header (the edge answers a
 * page or the not-found page by it) and any `headers` given.
 */
export function get(path: string, headers: Record<string, string> = {}): Promise<Served> {
  return send('GET', path, headers);
}

/** One HEAD of `path`, as `curl -I` asks: the status and headers a GET would have, no body. */
export function head(path: string, headers: Record<string, string> = {}): Promise<Served> {
  return send('HEAD', path, headers);
}

function send(method: 'GET' | 'HEAD', path: string, headers: Record<string, string>): Promise<Served> {
  const url = new URL(path, siteUrl());
  const transport = url.protocol === 'https:' ? requestTls : request;
  return new Promise((resolve, reject) => {
    const outgoing = transport(
      url,
      {
        method,
        headers: { accept: 'text/html,*/*', 'accept-encoding': 'identity', ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = response.rawHeaders;
          const headerLines: { name: string; value: string }[] = [];
          for (let index = 0; index + 1 < raw.length; index += 2)
            headerLines.push({ name: (raw[index] ?? '').toLowerCase(), value: raw[index + 1] ?? '' });
          resolve({ status: response.statusCode ?? 0, headerLines, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const window = new Window({ settings: { disableJavaScriptFileLoading: true } });

/** A page's HTML as a document to query, with nothing run or fetched. */
export function parsed(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html');
}
