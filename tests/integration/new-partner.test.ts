// Adding a partner is one entry in web/src/features/partners/partners.ts and nothing else: a
// temporary copy of the repository gets a 4th partner with a trial of its own, is built, and the
// partner's page, prices, trial, banner, QR code, FAQ answer and legal listing are checked in the
// output; its address and cookie by the partner unit tests, run in the copy over the list that now
// includes it.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodePath, qrCodeSvg } from '../../web/prerender/qr-code-files.ts';
import { visibleText } from '../../web/prerender/site-files.ts';
import { plans } from '../../web/src/features/pricing/plans.ts';
import { pricingCopy, trialBannerCopy } from '../../web/src/features/pricing/pricing-copy.ts';
import { discountedPrice, formatGbp } from '../../web/src/features/pricing/prices.ts';
import { siteConfig } from '../../web/src/shared/site-config.ts';
import { buildWithGeneratedPosts, type GeneratedBuild } from '../../tools/bench/generated-site.ts';

const run = promisify(execFile);
const buildTimeoutMs = 300_000;

const fixtureDiscountPercent = 15;
const fixtureTrial = '14 days';
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

/** The one edit a new partner takes: its entry, at the end of the list. */
async function addFixturePartner(root: string): Promise<void> {
  const file = join(root, 'web/src/features/partners/partners.ts');
  const source = await readFile(file, 'utf8');
  const list = source.indexOf('export const partners: readonly Partner[] = [');
  const end = source.indexOf('\n];\n', list);
  if (list === -1 || end === -1)
    throw new Error(`${file} no longer holds its list as "export const partners"`);
  await writeFile(file, `${source.slice(0, end + 1)}${fixture}${source.slice(end + 1)}`);
}

let build: GeneratedBuild;
let page: string;
/** What afterAll removes: the build, if it was made. */
const finished: GeneratedBuild[] = [];

const builtText = async (path: string) => visibleText(await readFile(join(build.siteDir, path), 'utf8'));

beforeAll(async () => {
  build = await buildWithGeneratedPosts(0, addFixturePartner);
  finished.push(build);
  page = await readFile(join(build.siteDir, 'fernbank/index.html'), 'utf8');
}, buildTimeoutMs);

afterAll(async () => {
  await Promise.all(finished.map((made) => made.remove()));
});

describe('a 4th partner with a trial of its own, added as one entry', () => {
  it('gets its own pre-rendered page with its title, pointing search engines at the home page', () => {
    expect(page).toContain('<title>Fernly for FernBank members</title>');
    expect(page).toContain(`<link rel="canonical" href="${siteConfig.siteOrigin}/"`);
  });

  it('shows its discounted prices and its trial on every plan and in the closing band', () => {
    const text = visibleText(page);
    for (const plan of plans) {
      const price = formatGbp(discountedPrice(plan.priceGbp, fixtureDiscountPercent).amount);
      expect(text).toContain(`${fixtureTrial} ${pricingCopy.trialSuffix} ${price} / ${plan.period}`);
    }
    expect(text).toContain(`${trialBannerCopy.bodyPrefix} ${fixtureTrial} ${trialBannerCopy.bodySuffix}`);
  });

  it('shows the benefit banner its entry asks for', () => {
    const text = visibleText(page);
    const { titlePrefix, titleSuffix, body } = pricingCopy.partnerBanner;
    expect(text).toContain(`${titlePrefix} FernBank ${titleSuffix}`);
    expect(text).toContain(body(fixtureDiscountPercent));
  });

  it('has its trial in the FAQs’ answer on trials', async () => {
    expect(await builtText('faqs/index.html')).toContain(`${fixtureTrial} if you joined through FernBank`);
  });

  it('is listed in the legal pages, with its trial in the terms', async () => {
    expect(await builtText('terms-and-conditions/index.html')).toContain(
      `${fixtureTrial} if you join through our partner FernBank`,
    );
    expect(await builtText('privacy-policy/index.html')).toMatch(/Perkbox or FernBank\)/);
  });

  it('stays out of the sitemap, like the other partner pages', async () => {
    const sitemap = await readFile(join(build.siteDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/fernbank/i);
  });

  it('has a signup QR code in the download dialog carrying it', async () => {
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
    'is recognised at its address in any case, remembered in the cookie, and said in the FAQs and terms (the partner unit tests, in the copy)',
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
