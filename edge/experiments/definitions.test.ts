import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';
import { checkedExperiments, definitionProblems, pageProblems } from './definitions.ts';
import { experiments } from './experiments.ts';
import { landingExperiment } from './experiment-fixture.ts';

const home = { name: 'home', page: '/', weight: 50 };
const homePage1 = { name: 'homepage1', page: '/HomePage1', weight: 50 };
const sound = landingExperiment({ variants: [home, homePage1] });

const site = { pages: ['/', '/HomePage1', '/about', '/Quay'], partnerPages: ['/Quay'] };

describe('experiment entries', () => {
  it('accepts the site’s own entries', () => {
    expect(definitionProblems(experiments)).toEqual([]);
    expect(checkedExperiments(experiments)).toBe(experiments);
  });

  it('refuses weights that do not add up to 100, naming the entry and the sum', () => {
    const entry = { ...sound, variants: [home, { ...homePage1, weight: 40 }] };
    expect(definitionProblems([entry])).toEqual([
      "experiment home-landing variants: the variants' weights add up to 90, not 100",
    ]);
  });

  it('refuses two experiments on one address on the same days', () => {
    const other = {
      ...sound,
      id: 'home-hero',
      status: 'stopped' as const,
      start: '2027-01-15',
      end: '2027-02-15',
    };
    expect(definitionProblems([sound, other])).toEqual([
      'experiment home-hero address: two experiments on one address: home-hero and home-landing both test / on the same days',
    ]);
    // One after the other is fine, as long as only one is switched on.
    const later = { ...other, start: '2027-02-01', end: '2027-03-01' };
    expect(definitionProblems([sound, later])).toEqual([]);
    expect(definitionProblems([sound, { ...later, status: 'running' }])).toHaveLength(1);
  });

  it('refuses a control that is not the address’s own page, and variants named or placed twice', () => {
    const swapped = { ...sound, variants: [...sound.variants].reverse() };
    expect(definitionProblems([swapped])).toEqual([
      "experiment home-landing variants.0.page: the first variant is the control and must be the address's own page (/), not /HomePage1",
    ]);
    const twice = { ...sound, variants: [home, { name: 'home', page: '/homepage1/', weight: 50 }] };
    expect(definitionProblems([twice])).toEqual([
      'experiment home-landing variants.1.name: two variants have the name home',
    ]);
  });

  it('refuses a window longer than 90 days, one that ends before it starts, and days that do not exist', () => {
    expect(definitionProblems([{ ...sound, end: '2027-03-01' }])).toEqual([
      'experiment home-landing end: runs 91 days; an experiment runs at most 90',
    ]);
    expect(definitionProblems([{ ...sound, end: '2026-11-30' }])).toEqual([
      'experiment home-landing end: ends (2026-11-30) before it starts (2026-12-01)',
    ]);
    expect(definitionProblems([{ ...sound, start: '2026-02-30' }])).toEqual([
      'experiment home-landing start: must be a day as YYYY-MM-DD',
    ]);
  });

  it('refuses an id or variant name the records could not carry', () => {
    expect(definitionProblems([{ ...sound, id: 'Home Landing' }])).toEqual([
      'experiment Home Landing id: must be lower-case letters, digits and hyphens',
    ]);
  });

  it('refuses a goal whose lifted rate would reach 100%', () => {
    expect(
      definitionProblems([{ ...sound, goal: { metric: 'tap', baselineRate: 0.8, smallestLift: 0.25 } }]),
    ).toEqual([
      'experiment home-landing goal.smallestLift: the baseline rate with the smallest lift would reach 100%',
    ]);
  });
});

describe('experiments against the pre-rendered pages', () => {
  it('accepts pages the build renders, in any letter case', () => {
    expect(pageProblems([sound], site)).toEqual([]);
    const about = { ...sound, variants: [home, { name: 'about', page: '/About/', weight: 50 }] };
    expect(pageProblems([about], site)).toEqual([]);
  });

  it('refuses a variant that is no pre-rendered page', () => {
    const entry = { ...sound, variants: [home, { name: 'new', page: '/HomePage2', weight: 50 }] };
    expect(pageProblems([entry], site)).toEqual([
      "experiment home-landing: variant new's page /HomePage2 is not a pre-rendered page",
    ]);
  });

  it('never replaces a partner’s page, nor shows one in another’s place', () => {
    const onPartner = {
      ...sound,
      address: '/Quay',
      variants: [{ name: 'quay', page: '/Quay', weight: 50 }, homePage1],
    };
    expect(pageProblems([onPartner], site)).toEqual([
      "experiment home-landing: the address /Quay is a partner's page, which keeps its partner's prices",
    ]);
    const partnerVariant = { ...sound, variants: [home, { name: 'quay', page: '/quay', weight: 50 }] };
    expect(pageProblems([partnerVariant], site)).toEqual([
      "experiment home-landing: variant quay's page /quay is a partner's page, which keeps its partner's prices",
    ]);
  });

  it('keys addresses as the edge does', () => {
    expect(addressKey('/HomePage1/')).toBe('/homepage1');
    expect(addressKey('/')).toBe('/');
    expect(addressKey('//')).toBe('/');
  });
});
