import { describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from './definition-shape.ts';
import { experimentOutcome, type Subcommand } from './experiment-switch.ts';
import { liveExperiment, variantPages } from './store.ts';
import { landingExperiment } from './experiment-fixture.ts';

const landing = landingExperiment({ end: '2027-02-22' });
const onStaging = { label: 'on staging', options: ' --stage staging' };
const inWindow = Date.parse('2026-12-05T09:30:00Z');
const live = JSON.stringify(liveExperiment(landing));

function outcome(
  subcommand: Subcommand,
  storedValue: string | undefined,
  options: {
    id?: string;
    entries?: readonly ExperimentDefinition[];
    now?: number;
    deployedPages?: string | undefined;
  } = {},
) {
  const entries = options.entries ?? [landing];
  return experimentOutcome({
    subcommand,
    id: options.id ?? 'home-landing',
    entries,
    storedValue,
    // The site as deployed from these same entries, unless a test says otherwise.
    deployedPages: 'deployedPages' in options ? options.deployedPages : JSON.stringify(variantPages(entries)),
    now: options.now ?? inWindow,
    where: onStaging,
  });
}

describe('starting an experiment', () => {
  it('puts its entry at its address and says so in one line', () => {
    expect(outcome('start', undefined)).toEqual({
      kind: 'change',
      change: { put: { key: 'experiment:/', value: live } },
      message: 'home-landing started on staging: / split 50/50 between / and /HomePage1 until 2027-02-22',
    });
  });

  it('refuses a variant the deployed site has no page for, and a store that does not say', () => {
    const withNewVariant = {
      ...landing,
      variants: [
        { name: 'home', page: '/', weight: 50 },
        { name: 'about', page: '/about', weight: 50 },
      ],
    };
    const deployed = JSON.stringify(variantPages([landing]));
    expect(outcome('start', undefined, { entries: [withNewVariant], deployedPages: deployed })).toEqual({
      kind: 'refused',
      message:
        'The site on staging has no page for about (/about) of home-landing: deploy the entries of edge/experiments/experiments.ts first (locally, restart npm start), or its share of visitors would get a missing page; nothing changed.',
    });
    expect(outcome('start', undefined, { deployedPages: undefined }).kind).toBe('refused');
    expect(outcome('start', undefined, { deployedPages: 'not json' }).kind).toBe('refused');
    expect(outcome('start', undefined, { deployedPages: deployed }).kind).toBe('change');
  });

  it('adds a second line when its entry would stop it again at the next deploy that refills the store', () => {
    const result = outcome('start', undefined, { entries: [{ ...landing, status: 'stopped' }] });
    expect(result.message.split('\n')).toEqual([
      'home-landing started on staging: / split 50/50 between / and /HomePage1 until 2027-02-22',
      "Its entry says stopped: a deploy that changes edge/experiments/experiments.ts fills the store from it again, so set status: 'running' there to keep it running.",
    ]);
  });

  it('changes nothing when it already runs as its entry says, and re-weights when the entry changed', () => {
    expect(outcome('start', live)).toEqual({
      kind: 'unchanged',
      message:
        'home-landing already runs on staging: / split 50/50 between / and /HomePage1 until 2027-02-22; nothing changed.',
    });
    const reweighted = {
      ...landing,
      variants: [
        { name: 'home', page: '/', weight: 70 },
        { name: 'homepage1', page: '/HomePage1', weight: 30 },
      ],
    };
    const result = outcome('start', live, { entries: [reweighted] });
    expect(result.kind).toBe('change');
    expect(result.message).toBe(
      'home-landing updated on staging: / split 70/30 between / and /HomePage1 until 2027-02-22 (was / split 50/50 between / and /HomePage1 until 2027-02-22)',
    );
  });

  it('refuses an id that is no entry, naming the entries', () => {
    expect(outcome('start', undefined, { id: 'home-landng' })).toEqual({
      kind: 'refused',
      message: 'No experiment home-landng in edge/experiments/experiments.ts; its entries: home-landing.',
    });
  });

  it('refuses an entry that breaks the rules, with each broken rule', () => {
    const broken = {
      ...landing,
      variants: [
        { name: 'home', page: '/', weight: 50 },
        { name: 'homepage1', page: '/HomePage1', weight: 40 },
      ],
    };
    expect(outcome('start', undefined, { entries: [broken] })).toEqual({
      kind: 'refused',
      message:
        "home-landing breaks the rules of edge/experiments/experiments.ts, so it was not started:\n  - experiment home-landing variants: the variants' weights add up to 90, not 100",
    });
  });

  it('refuses outside its days, the first and last day included in them', () => {
    expect(outcome('start', undefined, { now: Date.parse('2026-11-30T23:59:59Z') })).toEqual({
      kind: 'refused',
      message:
        'home-landing may run from 2026-12-01 to 2027-02-22 (its entry in edge/experiments/experiments.ts); today is 2026-11-30 (UTC), so it was not started.',
    });
    expect(outcome('start', undefined, { now: Date.parse('2027-02-23T00:00:00Z') }).kind).toBe('refused');
    expect(outcome('start', undefined, { now: Date.parse('2026-12-01T00:00:00Z') }).kind).toBe('change');
    expect(outcome('start', undefined, { now: Date.parse('2027-02-22T23:59:59Z') }).kind).toBe('change');
  });

  it('refuses to replace another experiment at the address, and replaces a value the edge cannot read', () => {
    const other = JSON.stringify({ ...liveExperiment(landing), id: 'home-hero' });
    expect(outcome('start', other)).toEqual({
      kind: 'refused',
      message:
        'home-hero runs at / on staging: stop it first (npm run experiment -- stop home-hero --stage staging); nothing changed.',
    });
    expect(outcome('start', '{not json')).toMatchObject({
      kind: 'change',
      message: expect.stringContaining('(replacing an unreadable value at experiment:/)') as unknown,
    });
  });
});

describe('stopping an experiment', () => {
  it('deletes its key and says the address shows its own page', () => {
    expect(outcome('stop', live)).toEqual({
      kind: 'change',
      change: { delete: 'experiment:/' },
      message:
        'home-landing stopped on staging: / shows its own page to everyone.\n' +
        "Its entry says running: a deploy that changes edge/experiments/experiments.ts fills the store from it again, so set status: 'stopped' there to keep it stopped.",
    });
  });

  it('changes nothing when it is not running, and leaves another experiment alone', () => {
    expect(outcome('stop', undefined)).toEqual({
      kind: 'unchanged',
      message: 'home-landing is not running on staging; nothing changed.',
    });
    const other = JSON.stringify({ ...liveExperiment(landing), id: 'home-hero' });
    expect(outcome('stop', other)).toEqual({
      kind: 'refused',
      message: '/ runs home-hero on staging, not home-landing; nothing changed.',
    });
  });
});

describe('the status of an experiment', () => {
  it('puts what the store holds against what the entry says', () => {
    expect(outcome('status', live).message).toBe(
      'home-landing runs on staging: / split 50/50 between / and /HomePage1 until 2027-02-22.\n' +
        'Its entry says running: / split 50/50 between / and /HomePage1 until 2027-02-22, from 2026-12-01.',
    );
    expect(outcome('status', undefined).message.split('\n')[0]).toBe(
      'home-landing is not running on staging.',
    );
  });

  it('says when the store is out of its days or differs from the entry', () => {
    const older = JSON.stringify({
      ...liveExperiment(landing),
      variants: [
        ['home', 80],
        ['homepage1', 20],
      ],
    });
    expect(outcome('status', older, { now: Date.parse('2027-03-01T00:00:00Z') }).message.split('\n')[0]).toBe(
      'home-landing runs on staging: / split 80/20 between / and /HomePage1 until 2027-02-22 (outside its days, so / shows its own page); start it again to apply its entry.',
    );
  });
});
