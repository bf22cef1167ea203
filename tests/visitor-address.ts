// A visitor of its own for a test that stands in for many people on the local stack, which sees
// every client at 127.0.0.1 and counts contact messages per visitor (local/api-viewer.ts reads
// the address from its header).
import { randomInt } from 'node:crypto';

/** An IPv4 address from the range RFC 2544 sets aside for tests; an IPv4 address is its own viewer key. */
export function visitorAddress(): string {
  return `198.${String(18 + randomInt(2))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;
}
