// Headers CloudFront adds to the requests it sends to the API, and the API's web ACL reads.

/** The visitor's address as CloudFront saw it (edge/api-viewer-request.js sets it). */
export const apiViewerAddressHeader = 'x-viewer-address';

/** The network that address is in (the same function sets it): an IPv4 address, or an IPv6 /48. */
export const apiViewerNetworkHeader = 'x-viewer-network';

/**
 * Carries a secret only CloudFront sends (an origin custom header): the web ACL refuses any
 * request without it, so the API's own execute-api address cannot be used around CloudFront.
 */
export const apiOriginVerifyHeader = 'x-origin-verify';
