// Serves the built site the way CloudFront and S3 will: the path goes through the same
// viewer-request function file, the object is looked up by that key, a missing one gets the 404
// page with status 404, and every answer carries the shared security and cache headers.
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { cacheControlFor } from '../../edge/cache-control.ts';
import {
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
} from '../../edge/cloudfront-function-sandbox.ts';
import { readSiteMeta, securityHeadersFor, type SiteMeta } from '../../edge/security-headers.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
};
const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
  '.vtt',
]);
const minimumCompressedBytes = 1024;

export interface StaticSiteOptions {
  readonly siteDir: string;
  readonly siteMetaPath: string;
}

export type StaticSite = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

interface CompressedFile {
  readonly version: string;
  readonly encoding: 'br' | 'gzip';
  readonly body: Buffer;
}

function fileVersion(stats: Stats): string {
  return `${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}`;
}

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** The single byte range of a `Range` header, or 'unsatisfiable'; undefined when there is none we serve. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'unsatisfiable';
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

export function createStaticSite(options: StaticSiteOptions): StaticSite {
  const viewerRequest = loadCloudFrontFunction();
  const compressed = new Map<string, CompressedFile>();
  let meta: { version: string; siteMeta?: SiteMeta } = { version: '' };

  // The build may run again while the stack is up; new inline-script hashes must reach the CSP.
  function currentSecurityHeaders(path: string): Readonly<Record<string, string>> {
    const version = fileVersion(statSync(options.siteMetaPath));
    const siteMeta =
      version === meta.version && meta.siteMeta ? meta.siteMeta : readSiteMeta(options.siteMetaPath);
    meta = { version, siteMeta };
    return securityHeadersFor(siteMeta, path);
  }

  function fileFor(objectKey: string): { path: string; stats: Stats } | undefined {
    let key: string;
    try {
      key = decodeURIComponent(objectKey);
    } catch {
      return undefined;
    }
    const path = join(options.siteDir, key);
    const inside = relative(options.siteDir, path);
    if (key.includes('\0') || inside.startsWith('..') || isAbsolute(inside)) return undefined;
    try {
      const stats = statSync(path);
      return stats.isFile() ? { path, stats } : undefined;
    } catch {
      return undefined;
    }
  }

  function compressedBody(path: string, stats: Stats, encoding: 'br' | 'gzip'): Buffer {
    const version = fileVersion(stats);
    const cacheKey = `${encoding}:${path}`;
    const cached = compressed.get(cacheKey);
    if (cached?.version === version) return cached.body;
    const content = readFileSync(path);
    const body =
      encoding === 'br'
        ? brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(content, { level: 9 });
    compressed.set(cacheKey, { version, encoding, body });
    return body;
  }

  async function sendFile(
    request: IncomingMessage,
    response: ServerResponse,
    objectKey: string,
    file: { path: string; stats: Stats },
    statusCode: number,
  ): Promise<void> {
    const extension = extname(file.path).toLowerCase();
    const version = fileVersion(file.stats);
    const encoding =
      compressibleExtensions.has(extension) && file.stats.size >= minimumCompressedBytes
        ? preferredEncoding(request.headers['accept-encoding'])
        : undefined;
    const etag = `"${version}${encoding ? `-${encoding}` : ''}"`;
    response.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', cacheControlFor(objectKey));
    response.setHeader('Last-Modified', file.stats.mtime.toUTCString());
    response.setHeader('ETag', etag);
    if (compressibleExtensions.has(extension)) response.setHeader('Vary', 'Accept-Encoding');

    if (
      statusCode === 200 &&
      request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)
    ) {
      response.writeHead(304).end();
      return;
    }
    if (encoding) {
      const body = compressedBody(file.path, file.stats, encoding);
      response.writeHead(statusCode, { 'Content-Encoding': encoding, 'Content-Length': body.byteLength });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.setHeader('Accept-Ranges', 'bytes');
    const range = statusCode === 200 ? byteRange(request.headers.range, file.stats.size) : undefined;
    if (range === 'unsatisfiable') {
      response.writeHead(416, { 'Content-Range': `bytes */${file.stats.size}` }).end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: file.stats.size - 1 };
    if (range) response.setHeader('Content-Range', `bytes ${start}-${end}/${file.stats.size}`);
    response.writeHead(range ? 206 : statusCode, { 'Content-Length': Math.max(0, end - start + 1) });
    if (request.method === 'HEAD' || file.stats.size === 0) {
      response.end();
      return;
    }
    try {
      await pipeline(createReadStream(file.path, { start, end }), response);
    } catch (error) {
      // A client that goes away mid-file (a video seek, a closed tab) is not a server error.
      if (!response.destroyed || response.writableFinished) throw error;
    }
  }

  return async (request, response) => {
    const uri = (request.url ?? '/').split('?')[0] ?? '/';
    // Chosen by the address asked for, as CloudFront picks a cache behaviour before its function runs.
    for (const [name, value] of Object.entries(currentSecurityHeaders(uri))) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method not allowed\n');
      return;
    }
    const result = viewerRequest(
      viewerRequestEvent(
        request.method,
        uri.startsWith('/') ? uri : `/${uri}`,
        request.headers.host ?? 'localhost',
      ),
    );
    if (isViewerResponse(result)) {
      for (const [name, header] of Object.entries(result.headers ?? {}))
        response.setHeader(name, header.value);
      response.writeHead(result.statusCode, result.statusDescription).end();
      return;
    }
    const file = fileFor(result.uri);
    if (file) {
      await sendFile(request, response, result.uri, file, 200);
      return;
    }
    const notFoundPage = fileFor('/404.html');
    if (notFoundPage) {
      await sendFile(request, response, '/404.html', notFoundPage, 404);
      return;
    }
    response
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Not found (and the site has no 404.html)\n');
  };
}
