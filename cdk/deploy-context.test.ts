import { describe, expect, it } from 'vitest';
import { type DeployContextKey, defaultAddresses, parseDeployContext } from './deploy-context.ts';

const complete: Record<DeployContextKey, string> = {
  domainName: 'fernly.example',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  senderAddress: 'no-reply@fernly.example',
  supportAddress: 'support@fernly.example',
  ownersAddress: 'owners@fernly.example',
  appOrigin: 'https://app.fernly.example',
};
/** Keys a deployment may leave out. */
const optional: readonly string[] = ['ownersAddress'];

function reader(values: Partial<Record<DeployContextKey, unknown>>) {
  return (key: DeployContextKey): unknown => values[key];
}

function without(...keys: DeployContextKey[]): Partial<Record<DeployContextKey, string>> {
  return Object.fromEntries(Object.entries(complete).filter(([key]) => !keys.some((k) => k === key)));
}

describe('parseDeployContext', () => {
  it('accepts a complete deploy context', () => {
    expect(parseDeployContext(reader(complete), 'deploy-with-domain')).toEqual({
      siteDomain: {
        domainName: 'fernly.example',
        certificateArn: complete.certificateArn,
        hostedZoneId: 'Z0123456789ABCDEFGHIJ',
      },
      senderAddress: 'no-reply@fernly.example',
      supportAddress: 'support@fernly.example',
      ownersAddress: 'owners@fernly.example',
      mailDomain: 'fernly.example',
      appOrigin: 'https://app.fernly.example',
    });
  });

  it('sends the weekly report to the support inbox unless an owners’ inbox is given', () => {
    expect(
      parseDeployContext(reader({ ...complete, ownersAddress: undefined }), 'deploy-with-domain')
        .ownersAddress,
    ).toBe('support@fernly.example');
    expect(() =>
      parseDeployContext(reader({ ...complete, ownersAddress: 'owners' }), 'deploy-with-domain'),
    ).toThrow(/ownersAddress must be an email address/);
  });

  it('synthesizes without any context on the default CloudFront domain with the product addresses', () => {
    expect(parseDeployContext(reader({}), 'offline')).toEqual({
      siteDomain: undefined,
      ...defaultAddresses,
      ownersAddress: defaultAddresses.supportAddress,
      mailDomain: 'fernly.example',
    });
  });

  it.each(Object.keys(complete).filter((key) => !optional.includes(key)))(
    'names %s when a deployment lacks it',
    (key) => {
      const values = Object.fromEntries(Object.entries(complete).filter(([name]) => name !== key));
      expect(() => parseDeployContext(reader(values), 'deploy-with-domain')).toThrow(
        new RegExp(`${key} is missing: `),
      );
    },
  );

  it('lists every missing key at once', () => {
    const attempt = () => parseDeployContext(reader({}), 'deploy-with-domain');
    expect(attempt).toThrow(/domainName is missing/);
    expect(attempt).toThrow(/certificateArn is missing/);
    expect(attempt).toThrow(/hostedZoneId is missing/);
    expect(attempt).toThrow(/senderAddress is missing/);
    expect(attempt).toThrow(/supportAddress is missing/);
    expect(attempt).toThrow(/appOrigin is missing/);
    expect(attempt).toThrow(/Production goes out on its own domain/);
  });

  it('deploys a stage other than production without a domain, but never without its addresses', () => {
    const addresses = without('domainName', 'certificateArn', 'hostedZoneId');
    expect(parseDeployContext(reader(addresses), 'deploy')).toMatchObject({
      siteDomain: undefined,
      supportAddress: 'support@fernly.example',
    });
    const attempt = () => parseDeployContext(reader({}), 'deploy');
    expect(attempt).toThrow(/senderAddress is missing/);
    expect(attempt).not.toThrow(/domainName is missing/);
  });

  it('treats an empty value as missing', () => {
    expect(() => parseDeployContext(reader({ ...complete, hostedZoneId: '' }), 'deploy-with-domain')).toThrow(
      /hostedZoneId is missing/,
    );
  });

  it('needs the domain, certificate and zone together even for a synth', () => {
    expect(() => parseDeployContext(reader(without('certificateArn')), 'offline')).toThrow(
      /certificateArn is missing/,
    );
  });

  it('refuses a certificate outside us-east-1, where CloudFront cannot use it', () => {
    const certificateArn = complete.certificateArn.replace('us-east-1', 'eu-west-1');
    expect(() => parseDeployContext(reader({ ...complete, certificateArn }), 'deploy-with-domain')).toThrow(
      /certificateArn must be an ACM certificate ARN in us-east-1/,
    );
  });

  it.each([
    ['domainName', 'Fernly.Example'],
    ['domainName', 'https://fernly.example'],
    ['hostedZoneId', 'fernly.example'],
    ['senderAddress', 'no-reply'],
    ['supportAddress', 'support at fernly.example'],
    ['appOrigin', 'http://app.fernly.example'],
    ['appOrigin', 'https://app.fernly.example/start'],
  ] as const)('refuses %s = %s', (key, value) => {
    expect(() => parseDeployContext(reader({ ...complete, [key]: value }), 'deploy-with-domain')).toThrow(
      new RegExp(`${key} must be `),
    );
  });

  it('refuses a value that is not a string', () => {
    expect(() => parseDeployContext(reader({ ...complete, hostedZoneId: 42 }), 'deploy-with-domain')).toThrow(
      /hostedZoneId must be a string/,
    );
  });

  it('refuses a sender outside the domain, because SES only signs for the domain identity', () => {
    expect(() =>
      parseDeployContext(
        reader({ ...complete, senderAddress: 'team@elsewhere.example' }),
        'deploy-with-domain',
      ),
    ).toThrow(/senderAddress must be on fernly.example/);
  });

  it('accepts a sender on a subdomain and trims surrounding spaces', () => {
    const context = parseDeployContext(
      reader({ ...complete, senderAddress: ' hello@mail.fernly.example ' }),
      'deploy-with-domain',
    );
    expect(context.senderAddress).toBe('hello@mail.fernly.example');
    expect(context.mailDomain).toBe('fernly.example');
  });

  it('takes the mail domain from the sender when no site domain is given', () => {
    const context = parseDeployContext(reader({ senderAddress: 'hi@preview.fernly.example' }), 'offline');
    expect(context.siteDomain).toBeUndefined();
    expect(context.mailDomain).toBe('preview.fernly.example');
  });
});
