// CloudFront Function (runtime cloudfront-js-2.0) on the site's default behaviour, viewer request.
// The local stack runs this same file in a sandbox, so routing is decided in one place only.
// Pages are stored as `<lower-case path>/index.html`; visitors may type any case (/Quay, /HomePage1)
// and may add a trailing slash. Anything with a file extension is an asset and is case-sensitive.
// A key that does not exist is answered with /404.html and status 404 by the not-found origin the
// bucket fails over to (edge/not-found.ts; the local server runs the same answer), not here.

function objectKeyForUri(uri) {
  var path = uri.replace(/\/+$/, '');
  if (path === '') return '/index.html';
  var lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return uri;
  return path.toLowerCase() + '/index.html';
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler` by name.
function handler(event) {
  var request = event.request;
  request.uri = objectKeyForUri(request.uri);
  return request;
}
