// What CloudFront does to a request for /api/* before the API sees it: its viewer-request function
// (edge/api-viewer-request.js, run in the same sandbox as the site's) writes the viewer key over
// whatever the client sent. CloudFront takes the viewer's address from the connection; on one
// machine every visitor is 127.0.0.1, so a request to the local stack may name the address it
// stands in for in `x-local-viewer-address`, which only the local stack reads (the integration
// and end-to-end tests are many visitors from many networks).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { apiViewerAddressHeader } from '../edge/api-headers.ts';
import {
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
  type ViewerRequestFunction,
} from '../edge/cloudfront-function-sandbox.ts';

export const localViewerAddressHeader = 'x-local-viewer-address';

const functionPath = new URL('../edge/api-viewer-request.js', import.meta.url).pathname;
let apiViewerRequest: ViewerRequestFunction | undefined;

/** The request's headers as the API receives them from CloudFront. */
export function apiRequestHeaders(request: IncomingMessage): IncomingHttpHeaders {
  apiViewerRequest ??= loadCloudFrontFunction(functionPath);
  const { [localViewerAddressHeader]: standIn, ...headers } = request.headers;
  const event = viewerRequestEvent(
    request.method ?? 'GET',
    request.url ?? '/',
    request.headers.host ?? 'localhost',
  );
  event.viewer.ip = typeof standIn === 'string' ? standIn : (request.socket.remoteAddress ?? '');
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string') event.request.headers[name] = { value };
  }
  const result = apiViewerRequest(event);
  if (isViewerResponse(result)) throw new Error('The API viewer-request function answers no request itself');
  const viewerKey = result.headers[apiViewerAddressHeader]?.value;
  return { ...headers, [apiViewerAddressHeader]: viewerKey };
}
