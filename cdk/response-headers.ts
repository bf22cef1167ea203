// Maps the header list of edge/security-headers.ts (the one the local server sends too) onto a
// CloudFront response headers policy. CloudFront takes the well-known security headers only in
// its typed security-headers block and the rest as custom headers.
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  type ResponseCustomHeadersBehavior,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { maxContentSecurityPolicyLength } from '../edge/security-headers.ts';

export interface ResponseHeadersBehaviors {
  readonly securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  readonly customHeadersBehavior: ResponseCustomHeadersBehavior | undefined;
}

function strictTransportSecurity(value: string): ResponseSecurityHeadersBehavior['strictTransportSecurity'] {
  const directives = value.split(';').map((directive) => directive.trim().toLowerCase());
  const maxAge = directives.map((directive) => /^max-age=(\d+)$/.exec(directive)?.[1]).find(Boolean);
  const known = directives.every(
    (directive) =>
      /^max-age=\d+$/.test(directive) || directive === 'includesubdomains' || directive === 'preload',
  );
  if (maxAge === undefined || !known) {
    throw new Error(
      `Strict-Transport-Security "${value}" is not max-age=<seconds>[; includeSubDomains][; preload]`,
    );
  }
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge)),
    includeSubdomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
    override: true,
  };
}

function enumValue<T extends string>(values: Record<string, T>, value: string, header: string): T {
  const match = Object.values(values).find(
    (candidate) => candidate.toLowerCase() === value.trim().toLowerCase(),
  );
  if (match === undefined) {
    throw new Error(`${header} "${value}" is not one of ${Object.values(values).join(', ')}`);
  }
  return match;
}

/**
 * Splits `headers` (name → value) into CloudFront's security and custom header behaviours,
 * all overriding whatever the origin sends. Throws on a value CloudFront cannot represent.
 */
export function responseHeadersBehaviors(
  headers: Readonly<Record<string, string>>,
): ResponseHeadersBehaviors {
  let securityHeadersBehavior: ResponseSecurityHeadersBehavior = {};
  const customHeaders: ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        if (value.length > maxContentSecurityPolicyLength) {
          throw new Error(
            `Content-Security-Policy is ${value.length} characters; CloudFront allows ${maxContentSecurityPolicyLength}. Reduce the distinct inline scripts and styles (each adds a hash).`,
          );
        }
        securityHeadersBehavior = {
          ...securityHeadersBehavior,
          contentSecurityPolicy: { contentSecurityPolicy: value, override: true },
        };
        break;
      case 'strict-transport-security':
        securityHeadersBehavior = {
          ...securityHeadersBehavior,
          strictTransportSecurity: strictTransportSecurity(value),
        };
        break;
      case 'x-content-type-options':
        if (value.trim().toLowerCase() !== 'nosniff')
          throw new Error(`X-Content-Type-Options "${value}" is not nosniff`);
        securityHeadersBehavior = { ...securityHeadersBehavior, contentTypeOptions: { override: true } };
        break;
      case 'referrer-policy':
        securityHeadersBehavior = {
          ...securityHeadersBehavior,
          referrerPolicy: { referrerPolicy: enumValue(HeadersReferrerPolicy, value, name), override: true },
        };
        break;
      case 'x-frame-options':
        securityHeadersBehavior = {
          ...securityHeadersBehavior,
          frameOptions: { frameOption: enumValue(HeadersFrameOption, value, name), override: true },
        };
        break;
      case 'x-xss-protection':
        throw new Error(
          'X-XSS-Protection is obsolete and can introduce leaks; rely on the Content-Security-Policy',
        );
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return {
    securityHeadersBehavior,
    customHeadersBehavior: customHeaders.length > 0 ? { customHeaders } : undefined,
  };
}
