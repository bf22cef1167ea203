import { BlockList, isIP } from 'node:net';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationUrlPath } from '../contract/operations.ts';
import { apiViewerAddressHeader, apiViewerNetworkHeader } from './api-headers.ts';
import {
  isViewerResponse,
  loadCloudFrontFunction,
  viewerRequestEvent,
} from './cloudfront-function-sandbox.ts';

const apiViewerRequest = loadCloudFrontFunction(new URL('./api-viewer-request.js', import.meta.url).pathname);

/** The key the function writes in `header` for a connection from `ip`, whatever the client sent. */
function keyOf(ip: string, header: string): string | undefined {
  const event = viewerRequestEvent('POST', operationUrlPath('sendEmail'), 'fernly.example');
  event.viewer.ip = ip;
  event.request.headers[header] = { value: '198.51.100.1' };
  const result = apiViewerRequest(event);
  if (isViewerResponse(result)) throw new Error('the request must go on to the API');
  expect(result.uri).toBe(operationUrlPath('sendEmail'));
  return result.headers[header]?.value;
}

const viewerKeyOf = (ip: string) => keyOf(ip, apiViewerAddressHeader);
const networkKeyOf = (ip: string) => keyOf(ip, apiViewerNetworkHeader);

function inNetwork(network: string, prefixLength: number, address: string): boolean {
  const blockList = new BlockList();
  blockList.addSubnet(network, prefixLength, 'ipv6');
  return blockList.check(address, 'ipv6');
}

const mappedIpv4 = (address: string) => inNetwork('::ffff:0:0', 96, address);

describe('the API viewer-request CloudFront Function', () => {
  it('names the IPv4 address CloudFront saw, over whatever the client sent', () => {
    const event = viewerRequestEvent('POST', operationUrlPath('sendEmail'), 'fernly.example');
    event.viewer.ip = '203.0.113.9';
    event.request.headers[apiViewerAddressHeader] = { value: '198.51.100.1' };
    event.request.headers['x-forwarded-for'] = { value: '192.0.2.7' };
    const result = apiViewerRequest(event);
    if (isViewerResponse(result)) throw new Error('the request must go on to the API');
    expect(result.headers[apiViewerAddressHeader]).toEqual({ value: '203.0.113.9' });
    expect(result.headers['x-forwarded-for']).toEqual({ value: '192.0.2.7' });
  });

  it.each([
    ['full', '2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2::'],
    ['compressed', '2001:db8:1:2::7', '2001:db8:1:2::'],
    ['upper case, zeros in the network', '2001:DB8:0:0:ABCD::1', '2001:db8::'],
    ['zeros in the middle of the network', '2001:0:0:1:5::9', '2001:0:0:1::'],
    ['a network of one zero group', '2001:db8:0:1::1', '2001:db8:0:1::'],
    ['its own network address', '2001:db8:1:2::', '2001:db8:1:2::'],
    ['loopback', '::1', '::'],
    ['with a dotted tail', '2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::'],
  ])('names the /64 of an IPv6 address written %s', (_, ip, key) => {
    expect(viewerKeyOf(ip)).toBe(key);
  });

  it.each([
    ['compressed', '::ffff:203.0.113.9'],
    ['in hex', '::ffff:cb00:7109'],
    ['full', '0:0:0:0:0:ffff:cb00:7109'],
  ])('names an IPv4-mapped IPv6 address written %s by its IPv4 address', (_, ip) => {
    expect(viewerKeyOf(ip)).toBe('203.0.113.9');
  });

  it.each([
    '',
    'localhost',
    '203.0.113',
    '203.0.113.256',
    '203.0.113.09',
    '203.0.113.9.1',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '2001:db8::g',
    'fe80::1%eth0',
    ':::',
    '1.2.3.4::',
    '[2001:db8::1]',
  ])('writes "unknown" for %j, never what the client sent and never nothing', (ip) => {
    expect(viewerKeyOf(ip)).toBe('unknown');
  });

  it('writes for every IPv6 address the network address of its /64, a valid IPv6 address in RFC 5952 form', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        const key = viewerKeyOf(ip) ?? '';
        if (mappedIpv4(ip)) {
          expect(isIP(key)).toBe(4);
          return;
        }
        // A valid address, which the WAF's FORWARDED_IP reads, in its one canonical text…
        expect(isIP(key)).toBe(6);
        expect(new URL(`http://[${key}]/`).hostname).toBe(`[${key}]`);
        // …that is the network address of the /64 holding the viewer's address.
        expect(key.endsWith('::')).toBe(true);
        expect(inNetwork(key, 64, ip)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives two addresses the same key exactly when they share a /64, however each is written', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const half = fc.tuple(group, group, group, group);
    const written = (groups: readonly number[], compressed: boolean) => {
      const full = groups.map((value) => value.toString(16).padStart(4, '0')).join(':');
      return compressed ? new URL(`http://[${full}]/`).hostname.slice(1, -1) : full;
    };
    fc.assert(
      fc.property(half, half, half, half, fc.boolean(), fc.boolean(), (network, other, id, otherId, a, b) => {
        // A zero network would hold the IPv4-mapped addresses, which are keyed apart.
        fc.pre(network.some((value) => value !== 0) && other.some((value) => value !== 0));
        const key = viewerKeyOf(written([...network, ...id], a));
        expect(viewerKeyOf(written([...network, ...otherId], b))).toBe(key);
        expect(viewerKeyOf(written([...other, ...id], b)) === key).toBe(network.join() === other.join());
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps every IPv4 address as it is, as the viewer key and as its network', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(viewerKeyOf(ip)).toBe(ip);
        expect(networkKeyOf(ip)).toBe(ip);
      }),
    );
    expect(networkKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkKeyOf('fe80::1%eth0')).toBe('unknown');
  });

  it('names the /48 of every IPv6 address as its network, over whatever the client sent, one key for all its /64s', () => {
    expect(networkKeyOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::');
    expect(networkKeyOf('2001:db8:1:ffff::1')).toBe('2001:db8:1::');
    expect(networkKeyOf('2001:db8:2::1')).toBe('2001:db8:2::');
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        fc.pre(!mappedIpv4(ip));
        const network = networkKeyOf(ip) ?? '';
        expect(isIP(network)).toBe(6);
        expect(inNetwork(network, 48, ip)).toBe(true);
        expect(inNetwork(network, 48, viewerKeyOf(ip) ?? '')).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});
