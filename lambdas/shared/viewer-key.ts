// The client a contact request comes from: the viewer key CloudFront's function writes over
// whatever the client sent (edge/api-viewer-request.js), an IPv4 address or an IPv6 /64 written
// as its network address. A request without one did not come through the site's distribution,
// or the edge could not read the viewer's address; the contact operations refuse it.
import { isIP } from 'node:net';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { apiViewerAddressHeader } from '../../edge/api-headers.ts';
import { errorResponse } from './api-response.ts';
import { headerValue, type ApiRequest } from './parse-api-request.ts';

export function viewerKeyOf(request: Pick<ApiRequest, 'headers'>): string | undefined {
  const value = headerValue(request, apiViewerAddressHeader);
  return value !== undefined && isIP(value) !== 0 ? value : undefined;
}

/** The answer to a contact call without a viewer key: the web ACL's own words for a call around the site. */
export function withoutViewerKeyResponse(requestId: string): APIGatewayProxyResult {
  return errorResponse('forbidden', 'Call the API through the site.', { requestId });
}
