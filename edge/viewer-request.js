import cf from 'cloudfront';

// CloudFront Function (runtime cloudfront-js-2.0) on the site's default behaviour, viewer request.
// The local stack runs this same file in a sandbox, so routing is decided in one place only.
// Pages are stored as `<lower-case path>/index.html`; visitors may type any case (/Quay, /HomePage1)
// and may add a trailing slash. Anything with a file extension is an asset and is case-sensitive.
// A key that does not exist is answered with /404.html and status 404 by the not-found origin the
// bucket fails over to (edge/not-found.ts; the local server runs the same answer), not here.
//
// An address with an experiment switched on in the KeyValueStore (edge/experiments/store.ts) is
// answered with one variant's copy of its page, before the cache: the copy's own key is the cache
// key, so no visitor gets another's variant, and the address bar keeps the address. Crawlers,
// link previews and visitors who chose Reject get the address's own page; a visitor keeps the
// variant their cookie names (decisions 0040 and 0041).
//
// The editor has a host of its own, admin. before the site's (decision 0060), an alias of this
// distribution: there, every path but the editor's is sent to /admin/; and the site's host never
// serves the editor's files, in any letter case (editor-viewer-request.js sends /admin on).

/* eslint-disable @typescript-eslint/no-unused-vars -- CloudFront calls `handler` by name, and each
   catch names its error: the runtime's documented features do not include a catch without one. */

var store = cf.kvs();
var copies = '/_experiments/';
var crawler = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|inspectiontool|lighthouse/i;

function objectKeyForUri(uri) {
  var path = uri.replace(/\/+$/, '');
  if (path === '') return '/index.html';
  var lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return uri;
  return path.toLowerCase() + '/index.html';
}

// The page address as edge/experiments/definitions.ts keys it: `/index.html` → `/`, `/a/index.html` → `/a`.
function addressOf(objectKey) {
  return objectKey === '/index.html' ? '/' : objectKey.slice(0, -'/index.html'.length);
}

async function read(key) {
  try {
    return await store.get(key);
  } catch (missing) {
    return null;
  }
}

function parsed(value) {
  try {
    return JSON.parse(value);
  } catch (unreadable) {
    return null;
  }
}

// Whether a stored entry is one edge/experiments/store.ts writes, for variants whose copies the
// deployed site has (its variant-pages key): a value written by hand or for another build is
// none, and its address shows its own page rather than fail or send visitors to a missing copy.
function readable(experiment, pages) {
  if (experiment === null || typeof experiment !== 'object' || typeof experiment.id !== 'string')
    return false;
  if (typeof experiment.from !== 'number' || typeof experiment.until !== 'number') return false;
  var variants = experiment.variants;
  if (!Array.isArray(variants) || !Array.isArray(pages)) return false;
  var total = 0;
  for (var i = 0; i < variants.length; i++) {
    var variant = variants[i];
    if (!Array.isArray(variant) || typeof variant[0] !== 'string' || typeof variant[1] !== 'number')
      return false;
    if (!(variant[1] >= 0) || pages.indexOf(experiment.id + '/' + variant[0]) === -1) return false;
    total += variant[1];
  }
  return total > 0;
}

async function liveExperiment(address, now) {
  var value = await read('experiment:' + address);
  if (value === null) return null;
  var experiment = parsed(value);
  if (!readable(experiment, parsed(await read('variant-pages')))) return null;
  return now >= experiment.from && now < experiment.until ? experiment : null;
}

function cookie(request, name) {
  var found = request.cookies[name];
  return found ? found.value : '';
}

function weightOf(experiment, name) {
  for (var i = 0; i < experiment.variants.length; i++) {
    if (experiment.variants[i][0] === name) return experiment.variants[i][1];
  }
  return -1;
}

// `home-landing.homepage1~other.b`: each experiment the visitor is in, and their variant.
function keptVariant(cookieValue, experimentId) {
  var entries = cookieValue.split('~');
  for (var i = 0; i < entries.length; i++) {
    var dot = entries[i].indexOf('.');
    if (dot > 0 && entries[i].slice(0, dot) === experimentId) return entries[i].slice(dot + 1);
  }
  return null;
}

function drawn(experiment, random) {
  var total = 0;
  for (var i = 0; i < experiment.variants.length; i++) total += experiment.variants[i][1];
  var point = random * total;
  for (var j = 0; j < experiment.variants.length; j++) {
    point -= experiment.variants[j][1];
    if (point < 0) return experiment.variants[j][0];
  }
  return experiment.variants[experiment.variants.length - 1][0];
}

// The variant to show, or null for the address's own page.
async function variantFor(experiment, request) {
  var forced = request.querystring.variant;
  if (forced && weightOf(experiment, forced.value) >= 0 && (await read('variant-override')) !== null) {
    return forced.value;
  }
  var agent = request.headers['user-agent'];
  if (!agent || crawler.test(agent.value)) return null;
  if (cookie(request, 'analytics_consent') === 'denied') return null;
  var kept = keptVariant(cookie(request, 'experiment_variants'), experiment.id);
  if (kept !== null && weightOf(experiment, kept) > 0) return kept;
  return drawn(experiment, Math.random());
}

function toEditor() {
  return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/admin/' } } };
}

async function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : '';
  if (host.indexOf('admin.') === 0 || /^\/admin(\/|$)/i.test(request.uri)) return toEditor();
  // A copy is shown only in its address's place: asked for by its own key, it is no page.
  if (request.uri.toLowerCase().indexOf(copies) === 0) {
    request.uri = copies;
    return request;
  }
  var key = objectKeyForUri(request.uri);
  request.uri = key;
  if (key.slice(-11) !== '/index.html') return request;
  var experiment = await liveExperiment(addressOf(key), Date.now());
  if (experiment === null) return request;
  var variant = await variantFor(experiment, request);
  if (variant !== null) request.uri = copies + experiment.id + '/' + variant + '/index.html';
  return request;
}
