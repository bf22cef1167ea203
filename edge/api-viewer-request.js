// CloudFront Function (runtime cloudfront-js-2.0) on /api/*, viewer request. It writes the
// viewer key over anything the client sent in `x-viewer-address`: the API's web ACL counts
// requests per key (FORWARDED_IP), and the contact handlers bind start tokens and count messages
// by a keyed hash of it (decision 0028). X-Forwarded-For is no key for that: its first entries are
// the client's own words, so made-up addresses there would dodge every per-visitor limit.
//
// The key is the address CloudFront saw for IPv4, and for IPv6 the /64 network it is in, written
// as that network's own address (`2001:db8:1:2::`): one subscriber's line or a host's
// allocation holds 2^64 addresses, so keying on whole IPv6 addresses would give one sender
// endless keys. The /64 is still a valid address, so the WAF counts per /64 too. An
// IPv4-mapped IPv6 address is its IPv4 address. Anything unreadable becomes `unknown`: the header
// is never left out (the WAF skips a rule for a request without it) and never the client's.
//
// It writes `x-viewer-network` the same way with the /48 for IPv6, a site's usual allocation
// (RFC 6177): the web ACL also counts per /48, so one holder of a /48 cannot spread its requests
// over 65,536 /64 keys and fill the API's throttles alone (decision 0064). An IPv4 address is its
// own network: a wider IPv4 prefix would be shared by unrelated customers.

var unknownViewer = 'unknown';

function ipv4Key(text) {
  var parts = text.split('.');
  if (parts.length !== 4) return null;
  for (var i = 0; i < 4; i++) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(parts[i]) || Number(parts[i]) > 255) return null;
  }
  return parts.join('.');
}

// The eight 16-bit groups of an IPv6 address in any of its text forms (RFC 4291 section 2.2:
// full, `::`-compressed, with a dotted IPv4 tail), or null. Zone indexes (`%eth0`) are refused.
function ipv6Groups(text) {
  if (!/^[0-9A-Fa-f:.]+$/.test(text)) return null;
  var halves = text.split('::');
  if (halves.length > 2) return null;
  var groups = [];
  var compressedAt = -1;
  for (var h = 0; h < halves.length; h++) {
    if (h === 1) compressedAt = groups.length;
    if (halves[h] === '') continue;
    var fields = halves[h].split(':');
    for (var f = 0; f < fields.length; f++) {
      var field = fields[f];
      var last = h === halves.length - 1 && f === fields.length - 1;
      if (last && field.indexOf('.') !== -1) {
        var ipv4 = ipv4Key(field);
        if (ipv4 === null) return null;
        var octets = ipv4.split('.').map(Number);
        groups.push(octets[0] * 256 + octets[1], octets[2] * 256 + octets[3]);
      } else if (/^[0-9A-Fa-f]{1,4}$/.test(field)) {
        groups.push(parseInt(field, 16));
      } else {
        return null;
      }
    }
  }
  if (compressedAt === -1) return groups.length === 8 ? groups : null;
  if (groups.length > 7) return null;
  var zeros = [];
  while (zeros.length + groups.length < 8) zeros.push(0);
  return groups.slice(0, compressedAt).concat(zeros, groups.slice(compressedAt));
}

// RFC 5952's one text form: lower case, no leading zeros, the longest run of two or more zero
// groups (the first of equals) written `::`.
function ipv6Text(groups) {
  var runStart = -1;
  var runLength = 0;
  for (var i = 0; i < 8; i++) {
    var length = 0;
    while (i + length < 8 && groups[i + length] === 0) length++;
    if (length > runLength && length >= 2) {
      runStart = i;
      runLength = length;
    }
  }
  var hex = groups.map(function (group) {
    return group.toString(16);
  });
  if (runStart === -1) return hex.join(':');
  return hex.slice(0, runStart).join(':') + '::' + hex.slice(runStart + runLength).join(':');
}

// The key of `ip` keeping `groupsKept` 16-bit groups of an IPv6 address: 4 for its /64, 3 for its /48.
function viewerKey(ip, groupsKept) {
  if (typeof ip !== 'string') return unknownViewer;
  var ipv4 = ipv4Key(ip);
  if (ipv4 !== null) return ipv4;
  var groups = ipv6Groups(ip);
  if (groups === null) return unknownViewer;
  var mapped = groups[0] === 0 && groups[1] === 0 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0;
  if (mapped && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  var network = groups.slice(0, groupsKept);
  while (network.length < 8) network.push(0);
  return ipv6Text(network);
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls `handler` by name.
function handler(event) {
  var request = event.request;
  request.headers['x-viewer-address'] = { value: viewerKey(event.viewer.ip, 4) };
  request.headers['x-viewer-network'] = { value: viewerKey(event.viewer.ip, 3) };
  return request;
}
