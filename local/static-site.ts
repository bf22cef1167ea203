// Serves the built site the way CloudFront and S3 will: the path goes through the same
// viewer-request function file its cache behaviour runs (the editor's own on /admin*, none on
// hashed assets), the object is looked up by that key, a missing one gets the
// not-found origin's answer (the 404 page with status 404), and every answer carries the shared
// security and cache headers. Express's
// static file serving and compression middleware do the HTTP work (decision 0013); what is ours is
// the CloudFront part.
import { readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler } from 'express';
import { cacheControlFor, isAssetPath } from '../edge/cache-control.ts';
import { editorViewerRequestCode, editorViewerRequestFunctionPath } from '../edge/editor-origin.ts';
import {
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
  type ViewerRequestFunction,
  type ViewerRequestParts,
} from '../edge/cloudfront-function-sandbox.ts';
import { notFoundAnswer, notFoundPagePath, notFoundStatus } from '../edge/not-found.ts';
import { isAdminPath, readSiteMeta, securityHeadersFor, type SiteMeta } from '../edge/security-headers.ts';
import { localStoreLookup } from '../edge/experiments/local-store.ts';

export interface StaticSiteOptions {
  readonly siteDir: string;
  readonly siteMetaPath: string;
  /** The KeyValueStore's stand-in (edge/experiments/local-store.ts), read as the function reads the store. */
  readonly experimentStorePath: string;
}

type FunctionValues = Record<string, { value: string }>;

/** A request's query, cookies and headers as CloudFront hands them to a function. */
function viewerRequestParts(request: Request): ViewerRequestParts {
  const querystring: FunctionValues = {};
  for (const [name, value] of new URL(request.originalUrl, 'http://localhost').searchParams)
    querystring[name] ??= { value };
  const cookies: FunctionValues = {};
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0)
      cookies[pair.slice(0, separator).trim()] ??= { value: pair.slice(separator + 1).trim() };
  }
  const headers: FunctionValues = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name !== 'cookie' && typeof value === 'string') headers[name] = { value };
  }
  return { querystring, cookies, headers };
}

/** The build may run again while the stack is up; new inline-script hashes must reach the CSP. */
function securityHeadersReader(siteMetaPath: string): (path: string) => Readonly<Record<string, string>> {
  let cached: { modifiedMs: number; siteMeta: SiteMeta } | undefined;
  return (path) => {
    const modifiedMs = statSync(siteMetaPath).mtimeMs;
    if (cached?.modifiedMs !== modifiedMs) cached = { modifiedMs, siteMeta: readSiteMeta(siteMetaPath) };
    return securityHeadersFor(cached.siteMeta, path);
  };
}

/**
 * The editor's origin under `npm start` (decision 0060): the stack's own port on a name of its own,
 * as admin.<domain> is deployed. Chromium and Firefox take every *.localhost name for this machine.
 */
export function localEditorOrigin(port: number): string {
  return `http://admin.localhost:${port}`;
}

/**
 * The editor's function for the port a request came in on: the editor's origin follows the port,
 * as the app's does (start.ts).
 */
function editorFunctionsByPort(): (port: number) => ViewerRequestFunction {
  const loaded = new Map<number, ViewerRequestFunction>();
  return (port) => {
    let editorRequest = loaded.get(port);
    if (editorRequest === undefined) {
      editorRequest = loadCloudFrontFunction(editorViewerRequestFunctionPath, {
        source: editorViewerRequestCode(localEditorOrigin(port)),
      });
      loaded.set(port, editorRequest);
    }
    return editorRequest;
  };
}

/** What CloudFront does before it reaches the bucket: headers, allowed methods, the viewer-request function. */
function edge(siteMetaPath: string, experimentStorePath: string): RequestHandler {
  const viewerRequest = loadCloudFrontFunction(undefined, {
    keyValueStore: localStoreLookup(experimentStorePath),
  });
  const editorRequest = editorFunctionsByPort();
  const securityHeaders = securityHeadersReader(siteMetaPath);
  return (request, response, next) => {
    // Chosen by the address asked for, as CloudFront picks a cache behaviour before its function runs.
    response.set(securityHeaders(request.path));
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed\n');
      return;
    }
    // The hashed assets' behaviour runs no function.
    if (isAssetPath(request.path)) {
      next();
      return;
    }
    const behaviourFunction = isAdminPath(request.path)
      ? editorRequest(request.socket.localPort ?? 0)
      : viewerRequest;
    const result = behaviourFunction(
      viewerRequestEvent(
        request.method,
        request.path,
        request.headers.host ?? 'localhost',
        viewerRequestParts(request),
      ),
    );
    if (isViewerResponse(result)) {
      for (const [name, header] of Object.entries(result.headers ?? {})) response.set(name, header.value);
      response.statusMessage = result.statusDescription ?? '';
      response.status(result.statusCode).end();
      return;
    }
    request.url = result.uri;
    next();
  };
}

export function createStaticSite(options: StaticSiteOptions): Express {
  const objectKey = (file: string) => `/${relative(options.siteDir, file).split(sep).join('/')}`;
  const site = express();
  site.disable('x-powered-by');
  site.use(edge(options.siteMetaPath, options.experimentStorePath));
  // Every answer is compressed afresh. Brotli quality 5 comes within 2% of quality 9's size at a fifth
  // of the time (the app's entry: 103.9 KB in 11 ms against 101.8 KB in 56 ms); the default, 4, sends 8% more.
  site.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } }));
  site.use(
    express.static(options.siteDir, {
      // The viewer-request function has already turned the address into an object key.
      index: false,
      redirect: false,
      dotfiles: 'allow',
      cacheControl: false,
      setHeaders: (response, file) => response.set('Cache-Control', cacheControlFor(objectKey(file))),
    }),
  );
  // The bucket has no object for the key: CloudFront's origin group asks the not-found origin,
  // whose answer this is (edge/not-found.ts).
  site.use((_request, response) => {
    let page: string;
    try {
      page = readFileSync(join(options.siteDir, notFoundPagePath), 'utf8');
    } catch {
      response.status(notFoundStatus).type('text/plain').send('Not found (and the site has no 404.html)\n');
      return;
    }
    const answer = notFoundAnswer(page);
    response.status(answer.statusCode).set(answer.headers).send(answer.body);
  });
  return site;
}
