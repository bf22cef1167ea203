// Adding a partner is one entry in web/src/features/partners/partners.ts and nothing else: a temporary
// copy of the repository gets a fixture partner, is built, and the partner's page, prices, banner,
// trial and QR code are checked in the output, and its address and cookie by the partner unit
// tests, run in the copy over the list that now includes it.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodePath, qrCodeSvg } from '../../web/prerender/qr-code-files.ts';
import { visibleText } from '../../web/prerender/site-files.ts';
import { plans } from '../../web/src/features/pricing/plans.ts';
import { pricingCopy } from '../../web/src/features/pricing/pricing-copy.ts';
import { discountedPrice, formatGbp } from '../../web/src/features/pricing/prices.ts';
import { siteConfig } from '../../web/src/shared/site-config.ts';
import { buildWithGeneratedPosts, type GeneratedBuild } from '../bench/generated-site.ts';

const run = promisify(execFile);
const buildTimeoutMs = 300_000;

const fixtureDiscountPercent = 15;
const fixture = `  {
    slug: 'fernbank',
    path: '/FernBank',
    name: 'FernBank',
    discountPercent: ${fixtureDiscountPercent},
    trial: { count: 14, unit: 'day' },
    showsBanner: true,
    title: 'Fernly for FernBank members',
    description: 'FernBank members get ${fixtureDiscountPercent}% off every Fernly plan and a two-week free trial of exercise planning.',
  },
`;

async function addFixturePartner(root: string): Promise<void> {
  const file = join(root, 'web/src/features/partners/partners.ts');
  const source = await readFile(file, 'utf8');
  const end = '] as const satisfies readonly Partner[];';
  if (!source.includes(end)) throw new Error(`${file} no longer ends its list with "${end}"`);
  await writeFile(file, source.replace(end, `${fixture}${end}`));
}

let build: GeneratedBuild;
let page: string;
/** What afterAll removes: the build, if it was made. */
const finished: GeneratedBuild[] = [];

beforeAll(async () => {
  build = await buildWithGeneratedPosts(0, addFixturePartner);
  finished.push(build);
  page = await readFile(join(build.siteDir, 'fernbank/index.html'), 'utf8');
}, buildTimeoutMs);

afterAll(async () => {
  await Promise.all(finished.map((made) => made.remove()));
});

describe('a partner added as one entry', () => {
  it('gets its own pre-rendered page with its title, pointing search engines at the home page', () => {
    expect(page).toContain('<title>Fernly for FernBank members</title>');
    expect(page).toContain(`<link rel="canonical" href="${siteConfig.siteOrigin}/"`);
  });

  it('shows its discounted prices, its trial and its banner in the HTML', () => {
    const text = visibleText(page);
    for (const plan of plans) {
      expect(text).toContain(formatGbp(discountedPrice(plan.priceGbp, fixtureDiscountPercent).amount));
    }
    expect(text).toContain('14 days');
    const { titlePrefix, titleSuffix, body } = pricingCopy.partnerBanner;
    expect(text).toContain(`${titlePrefix} FernBank ${titleSuffix}`);
    expect(text).toContain(body(fixtureDiscountPercent));
  });

  it('stays out of the sitemap, like the other partner pages', async () => {
    const sitemap = await readFile(join(build.siteDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/fernbank/i);
  });

  it('has a signup QR code in the download dialog carrying its source', async () => {
    const signupDialog = /<dialog id="download-dialog-signup".*?<\/dialog>/s.exec(page)?.[0] ?? '';
    const codePath = /<img[^>]*data-qr-code=""[^>]*src="([^"]+)"/.exec(signupDialog)?.[1];
    const link = /<a href="([^"]+)" data-manual-link=""/.exec(signupDialog)?.[1]?.replaceAll('&amp;', '&');
    expect(codePath).toBe('/qr/signup-fernbank.svg');
    expect(new URL(link ?? '').searchParams.get('affiliate')).toBe('fernbank');
    // The code is the dialog's own link, drawn: the same module pattern as a code made from it here.
    const code = await readFile(join(build.siteDir, codePath ?? ''), 'utf8');
    expect(code).toBe(qrCodeSvg({ ...qrCodePath(link ?? ''), url: link ?? '' }));
  });

  it(
    'is recognised at its address in any case and remembered in the cookie (the partner unit tests, in the copy)',
    async () => {
      const { stdout } = await run(
        process.execPath,
        [
          join(build.root, 'node_modules/vitest/vitest.mjs'),
          'run',
          '--project',
          'unit',
          'web/src/features/partners/partners.test.ts',
          '-t',
          'partner FernBank',
        ],
        { cwd: build.root, env: { ...process.env, NO_COLOR: '1' } },
      );
      expect(stdout).toMatch(/Tests\s+6 passed/);
    },
    buildTimeoutMs,
  );
});
