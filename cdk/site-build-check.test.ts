import { describe, expect, it } from 'vitest';
import { siteBuildMismatch } from './site-build-check.ts';

const meta = (siteOrigin?: string) => ({
  scriptHashes: [],
  thirdPartyOrigins: { script: [], connect: [], img: [] },
  ...(siteOrigin === undefined ? {} : { siteOrigin }),
});

describe('siteBuildMismatch', () => {
  it('lets a site built for the deploy’s domain go out', () => {
    expect(
      siteBuildMismatch(meta('https://staging.fernly.example'), 'staging.fernly.example'),
    ).toBeUndefined();
  });

  it('refuses a site built for another origin, or one that does not say', () => {
    expect(siteBuildMismatch(meta('https://fernly.example'), 'staging.fernly.example')).toMatch(
      /built for https:\/\/fernly\.example, but this deploy is for https:\/\/staging\.fernly\.example.*SITE_ORIGIN=https:\/\/staging\.fernly\.example/,
    );
    expect(siteBuildMismatch(meta(), 'fernly.example')).toMatch(/unknown origin/);
  });
});
