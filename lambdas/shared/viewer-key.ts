// The client a contact request comes from: the viewer key CloudFront's function writes over
// whatever the client sent (edge/api-viewer-request.js), an IPv4 address or an IPv6 /64 written
// as its network address. A request without one did not come through the site's distribution,
// or the edge could not read the viewer's address; the contact operations refuse it. The contact
// form also shares its quota per site, the /48 a client's IPv6 network is in (decision 0063).
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

/** The groups of an IPv6 address that name a site: a /48, what a provider gives one home or organisation. */
const siteGroups = 3;

/** The eight 16-bit groups of an IPv6 address Node reads as one (`isIP` gives 6). */
function ipv6Groups(address: string): number[] {
  const groupsOf = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          // An IPv4 tail (`::ffff:192.0.2.1`) is the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const first = groupsOf(head);
  if (tail === undefined) return first;
  const last = groupsOf(tail);
  return [...first, ...Array.from({ length: 8 - first.length - last.length }, () => 0), ...last];
}

/**
 * The site a viewer key is in (decision 0063): for IPv6 its /48, `2001:db8:1::/48`; an IPv4 address
 * is a site of its own, `203.0.113.9/32`. Written with its prefix length, which no viewer key has,
 * so a site's keyed hash is never a client's.
 */
export function siteOf(viewerKey: string): string {
  if (isIP(viewerKey) === 4) return `${viewerKey}/32`;
  const groups = ipv6Groups(viewerKey).slice(0, siteGroups);
  return `${groups.map((group) => group.toString(16)).join(':')}::/48`;
}
