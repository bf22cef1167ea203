// One source for a stage's addresses: the deploy derives the site's build settings from the
// stage (its domain, or CloudFront's own when it has none, its app origin and support address)
// and builds the site for them. The build records what it wrote into site-meta.json, and a deploy
// refuses a site built for other addresses (by default, fernly.example's).
import type { SiteMeta } from '../edge/security-headers.ts';
import type { DeployContext } from './deploy-context.ts';

export interface SiteAddresses {
  /** Canonical URLs, the sitemap, the feed and robots.txt. */
  readonly siteOrigin: string;
  /** The cookie domain, shared with the web app on its subdomain. */
  readonly productDomain: string;
  readonly appOrigin: string;
  readonly supportEmail: string;
}

/**
 * The addresses a stage's site is built for: on its domain, or on the distribution's own
 * (`d1234.cloudfront.net`) when it has none.
 */
export function stageSiteAddresses(
  context: DeployContext,
  distributionDomainName: string | undefined,
): SiteAddresses {
  const host = context.siteDomain?.domainName ?? distributionDomainName;
  if (host === undefined) {
    throw new Error('A stage without a domain is built for its distribution’s domain: none was given');
  }
  return {
    siteOrigin: `https://${host}`,
    productDomain: host,
    appOrigin: context.appOrigin,
    supportEmail: context.supportAddress,
  };
}

/** The build's environment (web/src/shared/site-config.ts reads these) for a stage's addresses. */
export function siteBuildEnvironment(addresses: SiteAddresses): Record<string, string> {
  return {
    SITE_ORIGIN: addresses.siteOrigin,
    PRODUCT_DOMAIN: addresses.productDomain,
    APP_ORIGIN: addresses.appOrigin,
    SUPPORT_EMAIL: addresses.supportEmail,
  };
}

/** Why the built site cannot go out under the stage's addresses, or undefined when it can. */
export function siteBuildMismatch(meta: SiteMeta, expected: SiteAddresses): string | undefined {
  const built = meta.addresses;
  if (built === undefined) {
    return 'The site’s build does not say which addresses it was built for (no addresses in site-meta.json): rebuild it with npm run deploy.';
  }
  const names = ['siteOrigin', 'productDomain', 'appOrigin', 'supportEmail'] as const;
  const differences = names
    .filter((name) => built[name] !== expected[name])
    .map((name) => `${name}: built for ${built[name]}, this stage has ${expected[name]}`);
  if (differences.length === 0) return undefined;
  return (
    `The site was built for other addresses than this stage’s, so its canonical URLs, sitemap, links ` +
    `or cookies would point elsewhere:\n  - ${differences.join('\n  - ')}\n` +
    'Deploy with npm run deploy, which builds the site for the stage.'
  );
}
