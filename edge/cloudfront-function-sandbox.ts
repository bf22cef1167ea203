// Runs a CloudFront Function file the way the cloudfront-js-2.0 runtime does: a bare JavaScript
// realm with the ECMAScript built-ins and `console.log`, no `require` of Node modules, no timers,
// no network, no `eval`, and of modules only the runtime's own `cloudfront`, whose KeyValueStore
// is emulated from a lookup the caller gives. The local stack and the tests call the function
// through this, so code that would fail at the edge fails here too.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Script, createContext } from 'node:vm';
import { z } from 'zod';

export const viewerRequestFunctionPath: string = new URL('./viewer-request.js', import.meta.url).pathname;

/** The CloudFront Functions size limit for a function's code. */
export const cloudFrontFunctionMaxBytes = 10 * 1024;

interface CloudFrontFunctionValue {
  value: string;
}

export interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, CloudFrontFunctionValue>;
  headers: Record<string, CloudFrontFunctionValue>;
  cookies: Record<string, CloudFrontFunctionValue>;
}

export interface ViewerRequestEvent {
  version: '1.0';
  context: {
    eventType: 'viewer-request';
    distributionDomainName: string;
    distributionId: string;
    requestId: string;
  };
  viewer: { ip: string };
  request: ViewerRequest;
}

export interface ViewerResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, CloudFrontFunctionValue>;
}

export type ViewerRequestFunction = (event: ViewerRequestEvent) => ViewerRequest | ViewerResponse;

export function isViewerResponse(result: ViewerRequest | ViewerResponse): result is ViewerResponse {
  return 'statusCode' in result;
}

const functionValue = z.object({ value: z.string() });
const functionValues = z.record(z.string(), functionValue);
const viewerRequestSchema = z.object({
  method: z.string(),
  uri: z.string().startsWith('/'),
  querystring: functionValues,
  headers: functionValues,
  cookies: functionValues,
});
const viewerResponseSchema = z.object({
  statusCode: z.number().int().min(100).max(599),
  statusDescription: z.string().optional(),
  headers: functionValues.optional(),
});

/**
 * The function's KeyValueStore, as it reads it: the value of a key, or undefined when the store
 * has no such key (the runtime's `get` then fails, as the emulation does).
 */
type KeyValueStoreLookup = (key: string) => string | undefined;

const noKeyValueStore: KeyValueStoreLookup = () => undefined;

/**
 * The one import the runtime offers, on the first line as its documentation writes it; the
 * sandbox runs the rest as a script with `cf` defined, since a vm module would need an
 * experimental Node flag.
 */
const cloudFrontImport = /^import cf from 'cloudfront';\n/;

/**
 * `cf.kvs()` with the runtime's `get` (rejecting for a missing key, parsing `{ format: 'json' }`)
 * and `exists`, built inside the sandbox so its promises settle in the sandbox's own microtask
 * queue, which Node drains as each call returns (`microtaskMode: 'afterEvaluate'`).
 */
const keyValueStoreModule = `(function (lookup) {
  return { kvs: function () { return {
    get: async function (key, options) {
      var value = lookup(String(key));
      if (value === undefined) throw new Error('KeyNotFound: ' + key);
      return options && options.format === 'json' ? JSON.parse(value) : value;
    },
    exists: async function (key) { return lookup(String(key)) !== undefined; },
  }; } };
})`;

/** An error thrown in the sandbox's realm, which is no Error of this one. */
function errorText(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : JSON.stringify(error);
}

export interface CloudFrontFunctionOptions {
  /** The KeyValueStore associated with the function; none by default. */
  readonly keyValueStore?: KeyValueStoreLookup;
  /** The code as deployed, when the deploy fills in part of the file (edge/editor-origin.ts). */
  readonly source?: string;
}

export function loadCloudFrontFunction(
  path: string = viewerRequestFunctionPath,
  options: CloudFrontFunctionOptions = {},
): ViewerRequestFunction {
  const source = options.source ?? readFileSync(path, 'utf8');
  if (Buffer.byteLength(source) > cloudFrontFunctionMaxBytes) {
    throw new Error(
      `${path} is larger than the ${cloudFrontFunctionMaxBytes}-byte CloudFront Functions limit`,
    );
  }
  const script = source.replace(cloudFrontImport, '\n');
  if (/^\s*(import|export)\s/m.test(script)) {
    throw new Error(
      `${path}: the runtime offers one import, "import cf from 'cloudfront';" on the first line`,
    );
  }
  const sandbox = createContext(
    {
      console: {
        log: (...values: unknown[]) => {
          console.log('[cloudfront-function]', ...values);
        },
      },
    },
    {
      codeGeneration: { strings: false, wasm: false },
      name: 'cloudfront-js-2.0',
      microtaskMode: 'afterEvaluate',
    },
  );
  if (script !== source) {
    const lookup = options.keyValueStore ?? noKeyValueStore;
    const makeModule: unknown = new Script(keyValueStoreModule).runInContext(sandbox);
    if (typeof makeModule !== 'function') throw new Error('The KeyValueStore emulation did not load');
    const cloudfrontModule: unknown = Reflect.apply(makeModule, undefined, [(key: string) => lookup(key)]);
    sandbox.cf = cloudfrontModule;
  }
  new Script(script, { filename: path }).runInContext(sandbox);
  if (new Script('typeof handler').runInContext(sandbox) !== 'function') {
    throw new Error(`${path} does not define function handler(event)`);
  }
  // The event enters the sandbox's realm as JSON, as the runtime receives it, and the result
  // leaves the same way, so callers get plain objects of their own realm. An async handler has
  // settled by the time the call returns: the emulated store answers at once, and the sandbox's
  // microtasks run before runInContext returns.
  const invoke = new Script(
    `resultJson = undefined; failure = undefined;
     Promise.resolve(handler(JSON.parse(eventJson))).then(
       function (result) { resultJson = JSON.stringify(result); },
       function (error) { failure = error; });`,
    { filename: 'invoke.js' },
  );
  return (event) => {
    sandbox.eventJson = JSON.stringify(event);
    invoke.runInContext(sandbox);
    const failure: unknown = sandbox.failure;
    if (failure !== undefined) throw new Error(`${path}: handler failed: ${errorText(failure)}`);
    const resultJson: unknown = sandbox.resultJson;
    if (typeof resultJson !== 'string') throw new Error(`${path}: handler returned nothing`);
    const result: unknown = JSON.parse(resultJson);
    const response = viewerResponseSchema.safeParse(result);
    if (response.success) return response.data;
    return viewerRequestSchema.parse(result);
  };
}

/** What a viewer request carries besides its method, address and host. */
export type ViewerRequestParts = Partial<Pick<ViewerRequest, 'querystring' | 'headers' | 'cookies'>>;

/** A viewer-request event as CloudFront builds it, from the parts of an HTTP request it uses. */
export function viewerRequestEvent(
  method: string,
  uri: string,
  host: string,
  parts: ViewerRequestParts = {},
): ViewerRequestEvent {
  return {
    version: '1.0',
    context: {
      eventType: 'viewer-request',
      distributionDomainName: host,
      distributionId: 'LOCAL',
      requestId: randomUUID(),
    },
    viewer: { ip: '127.0.0.1' },
    request: {
      method,
      uri,
      querystring: parts.querystring ?? {},
      headers: { ...parts.headers, host: { value: host } },
      cookies: parts.cookies ?? {},
    },
  };
}
