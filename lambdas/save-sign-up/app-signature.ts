// How the web app's backend signs a sign-up report and how the handler checks it (decision 0062;
// the header and its scheme are openapi.yaml's `X-Fernly-Signature`): HMAC-SHA-256, under the
// stage's app signing secret, of the Unix time it was signed at, a full stop and the body exactly as
// sent. The time is accepted within the contract's tolerance of the server's clock, so a signed body
// seen in transit cannot be stored again on a later day; within it, a replay is the same report and
// is stored once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';

const [signatureParameter] = openapiDocument.paths['/saveSignUp'].post.parameters;

export const appSignatureHeader = signatureParameter.name;
const toleranceMs = signatureParameter['x-tolerance-seconds'] * 1000;
const headerPattern = new RegExp(signatureParameter.schema.pattern);

export type SignatureVerdict = 'valid' | 'malformed' | 'stale' | 'wrong';

function mac(secret: string, seconds: string, body: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(`${seconds}.`).update(body).digest();
}

/** The header's value for `body` signed at `signedAt`: what the web app's backend sends. */
export function appSignature(secret: string, signedAt: Date, body: Uint8Array): string {
  const seconds = String(Math.floor(signedAt.getTime() / 1000));
  return `t=${seconds},v1=${mac(secret, seconds, body).toString('hex')}`;
}

/** Whether `header` signs `body` under `secret`, at a time within the tolerance of `now`. */
export function verifyAppSignature(
  header: string,
  body: Uint8Array,
  secret: string,
  now: Date,
): SignatureVerdict {
  if (!headerPattern.test(header)) return 'malformed';
  const [time = '', signature = ''] = header.split(',');
  const seconds = time.slice('t='.length);
  if (Math.abs(now.getTime() - Number(seconds) * 1000) > toleranceMs) return 'stale';
  const given = Buffer.from(signature.slice('v1='.length), 'hex');
  return timingSafeEqual(given, mac(secret, seconds, body)) ? 'valid' : 'wrong';
}
