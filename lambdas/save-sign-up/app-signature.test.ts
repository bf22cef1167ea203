import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appSignature, verifyAppSignature } from './app-signature.ts';

const secret = 'stage-secret';
const body = Buffer.from('{"action":"SignUp","wherefrom":{}}');
const signedAt = new Date('2026-11-22T09:30:00.000Z');

describe('appSignature', () => {
  it('is the time and HMAC-SHA-256 of the time, a full stop and the body, as openapi.yaml writes it', () => {
    const expected = createHmac('sha256', secret).update(`1795339800.${body.toString()}`).digest('hex');
    expect(appSignature(secret, signedAt, body)).toBe(`t=1795339800,v1=${expected}`);
  });
});

describe('verifyAppSignature', () => {
  const header = appSignature(secret, signedAt, body);

  it('accepts the body signed under the secret within five minutes either side of the server’s clock', () => {
    for (const offsetMs of [0, 300_000, -300_000]) {
      expect(verifyAppSignature(header, body, secret, new Date(signedAt.getTime() + offsetMs))).toBe('valid');
    }
  });

  it('refuses a signature older or newer than that as stale', () => {
    for (const offsetMs of [301_000, -301_000]) {
      expect(verifyAppSignature(header, body, secret, new Date(signedAt.getTime() + offsetMs))).toBe('stale');
    }
  });

  it('refuses another body, another secret or another time as wrong', () => {
    expect(verifyAppSignature(header, Buffer.from('{}'), secret, signedAt)).toBe('wrong');
    expect(verifyAppSignature(header, body, 'another-secret', signedAt)).toBe('wrong');
    const moved = header.replace('t=1795339800', 't=1795339801');
    expect(verifyAppSignature(moved, body, secret, signedAt)).toBe('wrong');
  });

  it('refuses a header not in the contract’s form as malformed', () => {
    for (const malformed of ['', 'v1=abc', `${header} `, header.toUpperCase(), header.slice(0, -1)]) {
      expect(verifyAppSignature(malformed, body, secret, signedAt)).toBe('malformed');
    }
  });
});
