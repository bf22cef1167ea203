import { describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import { experimentCopies } from './experiment-copies.ts';
import { landingExperiment } from '../../edge/experiments/experiment-fixture.ts';

const page = (title: string, path: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><title>${title}</title><meta property="og:url" content="https://fernly.example${path}"/><link rel="canonical" href="https://fernly.example${path}"/></head><body><h1>${title}</h1></body></html>`;
const files: Record<string, string> = {
  'index.html': page('Home', '/'),
  'about/index.html': page('About', '/about'),
  'homepage1/index.html': page('Get your plan', '/'),
};
const landing = landingExperiment({
  status: 'stopped',
  variants: [
    { name: 'home', page: '/', weight: 50 },
    { name: 'about', page: '/About', weight: 50 },
  ],
});

function copies(experiments: readonly ExperimentDefinition[], read = files) {
  return experimentCopies({
    experiments,
    pages: ['/', '/about', '/HomePage1', '/Quay'],
    partnerPages: ['/Quay'],
    siteOrigin: 'https://fernly.example',
    readSiteFile: (path) => {
      const html = read[path];
      return html === undefined ? Promise.reject(new Error(`no ${path}`)) : Promise.resolve(html);
    },
  });
}

describe('the build’s copies of each variant', () => {
  it('writes each variant’s page, marked, with the tested address as its canonical, for a stopped experiment too', async () => {
    const { files: written, problems } = await copies([landing]);
    expect(problems).toEqual([]);
    expect(written.map((file) => file.path)).toEqual([
      '_experiments/home-landing/home/index.html',
      '_experiments/home-landing/about/index.html',
    ]);
    const about = written[1]?.content ?? '';
    expect(about).toContain('<html lang="en-GB" data-experiment="home-landing" data-variant="about">');
    expect(about).toContain('<link rel="canonical" href="https://fernly.example/"/>');
    expect(about).toContain('<meta property="og:url" content="https://fernly.example/"/>');
    expect(about).toContain('<h1>About</h1>');
    expect(about).not.toContain('/about"');
  });

  it('refuses a variant that is no pre-rendered page, a partner’s page, and weights that do not add up', async () => {
    const broken = {
      ...landing,
      variants: [
        { name: 'home', page: '/', weight: 50 },
        { name: 'quay', page: '/quay', weight: 30 },
        { name: 'new', page: '/HomePage2', weight: 30 },
      ],
    };
    const { files: written, problems } = await copies([broken]);
    expect(written).toEqual([]);
    expect(problems).toEqual([
      "edge/experiments/experiments.ts: experiment home-landing variants: the variants' weights add up to 110, not 100",
      "edge/experiments/experiments.ts: experiment home-landing: variant quay's page /quay is a partner's page, which keeps its partner's prices",
      "edge/experiments/experiments.ts: experiment home-landing: variant new's page /HomePage2 is not a pre-rendered page",
    ]);
  });

  it('refuses two experiments on one address', async () => {
    const { problems } = await copies([landing, { ...landing, id: 'home-again' }]);
    expect(problems).toEqual([
      'edge/experiments/experiments.ts: experiment home-again address: two experiments on one address: home-again and home-landing both test / on the same days',
    ]);
  });

  it('says so when a page has no canonical link to point at the tested address', async () => {
    const { problems } = await copies([landing], {
      ...files,
      'about/index.html': '<html><body></body></html>',
    });
    expect(problems).toEqual(['/About: no <html> tag or canonical link to mark for home-landing']);
  });
});
