import { HeadersFrameOption, HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { maxContentSecurityPolicyLength, documentHeaders } from '../edge/security-headers.ts';
import { responseHeadersBehaviors } from './response-headers.ts';

const meta = {
  scriptHashes: ['sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='],
  styleHashes: ['sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc='],
  thirdPartyOrigins: { script: [], connect: [], img: [] },
};

describe('responseHeadersBehaviors', () => {
  const headers = documentHeaders(meta);
  const { securityHeadersBehavior, customHeadersBehavior } = responseHeadersBehaviors(headers);

  it('carries the shared Content-Security-Policy unchanged, with the script and style hashes', () => {
    expect(securityHeadersBehavior.contentSecurityPolicy).toEqual({
      contentSecurityPolicy: headers['Content-Security-Policy'],
      override: true,
    });
    const policy = securityHeadersBehavior.contentSecurityPolicy?.contentSecurityPolicy ?? '';
    expect(policy).toContain("script-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(policy).toContain("style-src 'self' 'sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc='");
    expect(policy).toMatch(/^default-src 'none'; /);
    expect(policy).toContain("base-uri 'none'");
  });

  it('parses HSTS into max age, subdomains and preload', () => {
    const hsts = securityHeadersBehavior.strictTransportSecurity;
    expect(hsts?.accessControlMaxAge.toSeconds()).toBe(63_072_000);
    expect(hsts).toMatchObject({ includeSubdomains: true, preload: true, override: true });
  });

  it('maps nosniff, the referrer policy and frame options to their typed settings', () => {
    expect(securityHeadersBehavior.contentTypeOptions).toEqual({ override: true });
    expect(securityHeadersBehavior.referrerPolicy).toEqual({
      referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      override: true,
    });
    expect(securityHeadersBehavior.frameOptions).toEqual({
      frameOption: HeadersFrameOption.DENY,
      override: true,
    });
  });

  it('sends the other headers as custom headers with the same values', () => {
    expect(customHeadersBehavior?.customHeaders).toEqual(
      ['Cross-Origin-Resource-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy'].map((header) => ({
        header,
        value: headers[header],
        override: true,
      })),
    );
  });

  it('has no custom headers when every header is a typed one', () => {
    expect(responseHeadersBehaviors({ 'X-Frame-Options': 'SAMEORIGIN' })).toEqual({
      securityHeadersBehavior: {
        frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true },
      },
      customHeadersBehavior: undefined,
    });
  });

  it('refuses a CSP longer than CloudFront accepts, which would fail only at deploy time', () => {
    const csp = `script-src 'self' ${"'sha256-x' ".repeat(200)}`;
    expect(csp.length).toBeGreaterThan(maxContentSecurityPolicyLength);
    expect(() => responseHeadersBehaviors({ 'Content-Security-Policy': csp })).toThrow(
      /CloudFront allows 1783/,
    );
  });

  it.each([
    ['Strict-Transport-Security', 'max-age=soon'],
    ['Strict-Transport-Security', 'max-age=100; always'],
    ['X-Content-Type-Options', 'sniff'],
    ['Referrer-Policy', 'everywhere'],
    ['X-Frame-Options', 'ALLOW-FROM https://example.org'],
    ['X-XSS-Protection', '1; mode=block'],
  ])('refuses %s: %s', (name, value) => {
    expect(() => responseHeadersBehaviors({ [name]: value })).toThrow(name);
  });
});
