// Runs a CloudFront Function file the way the cloudfront-js-2.0 runtime does: a bare JavaScript
// realm with the ECMAScript built-ins and `console.log`, no `require` of Node modules, no timers,
// no network, no `eval`. The local stack and the tests call the function through this, so code
// that would fail at the edge fails here too.
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

export function loadCloudFrontFunction(path: string = viewerRequestFunctionPath): ViewerRequestFunction {
  const source = readFileSync(path, 'utf8');
  if (Buffer.byteLength(source) > cloudFrontFunctionMaxBytes) {
    throw new Error(
      `${path} is larger than the ${cloudFrontFunctionMaxBytes}-byte CloudFront Functions limit`,
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
    { codeGeneration: { strings: false, wasm: false }, name: 'cloudfront-js-2.0' },
  );
  new Script(source, { filename: path }).runInContext(sandbox);
  if (new Script('typeof handler').runInContext(sandbox) !== 'function') {
    throw new Error(`${path} does not define function handler(event)`);
  }
  // The event enters the sandbox's realm as JSON, as the runtime receives it, and the result
  // leaves the same way, so callers get plain objects of their own realm.
  const invoke = new Script('JSON.stringify(handler(JSON.parse(eventJson)))', { filename: 'invoke.js' });
  return (event) => {
    sandbox.eventJson = JSON.stringify(event);
    const resultJson: unknown = invoke.runInContext(sandbox);
    if (typeof resultJson !== 'string') throw new Error(`${path}: handler returned nothing`);
    const result: unknown = JSON.parse(resultJson);
    const response = viewerResponseSchema.safeParse(result);
    if (response.success) return response.data;
    return viewerRequestSchema.parse(result);
  };
}

/** A viewer-request event as CloudFront builds it, from the parts of an HTTP request it uses. */
export function viewerRequestEvent(method: string, uri: string, host: string): ViewerRequestEvent {
  return {
    version: '1.0',
    context: {
      eventType: 'viewer-request',
      distributionDomainName: host,
      distributionId: 'LOCAL',
      requestId: randomUUID(),
    },
    viewer: { ip: '127.0.0.1' },
    request: { method, uri, querystring: {}, headers: { host: { value: host } }, cookies: {} },
  };
}
