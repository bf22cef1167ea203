// CloudFront Function (runtime cloudfront-js-2.0) on /api/*, viewer request. The API's web ACL
// counts requests per visitor by this header: the address CloudFront itself saw, written over
// anything the client sent. X-Forwarded-For is no key for that: its first entries are the
// client's own words, so made-up addresses there would dodge the per-visitor limit.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler` by name.
function handler(event) {
  var request = event.request;
  request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return request;
}
