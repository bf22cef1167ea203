// CloudFront Function (runtime cloudfront-js-2.0), viewer request, on the editor's behaviours:
// /admin* and the sign-in helper's /api/cms-auth/*. The editor has an origin of its own, the site's
// host with admin. in front (decision 0060), so no page of the site can read an editor's token from
// its storage. Its host serves these paths; any other host is sent to the editor there (no one
// signs in on the site's host: the editor's sign-in window opens on its own), and a stage without
// a domain, which has no such host, serves no editor. The site's own function (viewer-request.js)
// sends the editor's host back to /admin/ for every other path.
//
// CloudFront Functions take no configuration, so the deploy writes the stage's editor origin into
// the line below (edge/editor-origin.ts, editorViewerRequestCode); the local stack writes its own.

var editorOrigin = '';

var editorPaths = /^\/admin(\/.*)?$/;

function answer(statusCode, statusDescription, headers) {
  return { statusCode: statusCode, statusDescription: statusDescription, headers: headers };
}

function redirect(location) {
  return answer(302, 'Found', { location: { value: location } });
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler` by name.
function handler(event) {
  var request = event.request;
  if (editorOrigin === '') return answer(404, 'Not Found', {});
  var host = request.headers.host ? request.headers.host.value : '';
  if (host !== editorOrigin.slice(editorOrigin.indexOf('//') + 2)) return redirect(editorOrigin + '/admin/');
  if (request.uri.indexOf('/admin') !== 0) return request;
  // The editor's files only: /admin, /admin/ and the files in it, never /administrator.
  if (!editorPaths.test(request.uri)) return redirect('/admin/');
  if (request.uri === '/admin' || request.uri === '/admin/') request.uri = '/admin/index.html';
  return request;
}
