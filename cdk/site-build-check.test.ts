import { describe, expect, it } from 'vitest';
import { type DeployContext, parseDeployContext } from './deploy-context.ts';
import {
  type SiteAddresses,
  siteBuildEnvironment,
  siteBuildMismatch,
  stageSiteAddresses,
} from './site-build-check.ts';

const stagingContext: DeployContext = parseDeployContext(
  (key) =>
    ({
      domainName: 'staging.fernly.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789',
      hostedZoneId: 'Z0123456789ABCDEFGHIJ',
      senderAddress: 'no-reply@staging.fernly.org',
      supportAddress: 'help@fernly.org',
      ownersAddress: 'owners@fernly.org',
      appOrigin: 'https://app.staging.fernly.org',
    })[key],
  'deploy',
);

const previewContext: DeployContext = { ...stagingContext, siteDomain: undefined };

const meta = (addresses?: SiteAddresses) => ({
  scriptHashes: [],
  thirdPartyOrigins: { script: [], connect: [], img: [] },
  ...(addresses === undefined ? {} : { addresses }),
});

describe('stageSiteAddresses', () => {
  it('builds a stage with a domain for that domain, its app and its support address', () => {
    expect(stageSiteAddresses(stagingContext, 'd111111abcdef8.cloudfront.net')).toEqual({
      siteOrigin: 'https://staging.fernly.org',
      productDomain: 'staging.fernly.org',
      appOrigin: 'https://app.staging.fernly.org',
      supportEmail: 'help@fernly.org',
    });
  });

  it('builds a stage without a domain for the distribution’s own', () => {
    expect(stageSiteAddresses(previewContext, 'd111111abcdef8.cloudfront.net')).toMatchObject({
      siteOrigin: 'https://d111111abcdef8.cloudfront.net',
      productDomain: 'd111111abcdef8.cloudfront.net',
    });
    expect(() => stageSiteAddresses(previewContext, undefined)).toThrow(/distribution’s domain/);
  });

  it('hands the build each address under the variable the site configuration reads', () => {
    expect(siteBuildEnvironment(stageSiteAddresses(stagingContext, undefined))).toEqual({
      SITE_ORIGIN: 'https://staging.fernly.org',
      PRODUCT_DOMAIN: 'staging.fernly.org',
      APP_ORIGIN: 'https://app.staging.fernly.org',
      SUPPORT_EMAIL: 'help@fernly.org',
    });
  });
});

describe('siteBuildMismatch', () => {
  const staging = stageSiteAddresses(stagingContext, undefined);

  it('lets a site built for the stage’s addresses go out', () => {
    expect(siteBuildMismatch(meta(staging), staging)).toBeUndefined();
  });

  it('refuses a site built for other addresses, naming each one', () => {
    const builtByDefault: SiteAddresses = {
      siteOrigin: 'https://fernly.example',
      productDomain: 'fernly.example',
      appOrigin: 'https://app.fernly.example',
      supportEmail: 'help@fernly.org',
    };
    const problem = siteBuildMismatch(meta(builtByDefault), staging);
    expect(problem).toMatch(
      /siteOrigin: built for https:\/\/fernly\.example, this stage has https:\/\/staging\.fernly\.org/,
    );
    expect(problem).toMatch(/productDomain: built for fernly\.example/);
    expect(problem).toMatch(/appOrigin: built for https:\/\/app\.fernly\.example/);
    expect(problem).not.toMatch(/supportEmail/);
  });

  it('refuses a build that does not say what it was built for', () => {
    expect(siteBuildMismatch(meta(), staging)).toMatch(/does not say which addresses/);
  });
});
