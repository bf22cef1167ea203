import { describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import {
  earlyStartOnStage,
  experimentOutcome,
  experimentStatus,
  type StartFrom,
  unknownExperiment,
} from './experiment-switch.ts';
import type { StoreWhere } from '../../edge/experiments/experiment-store.ts';
import { liveExperiment, variantPages } from '../../edge/experiments/store.ts';
import { landingExperiment } from '../../edge/experiments/experiment-fixture.ts';

const landing = landingExperiment({ end: '2027-02-22' });
const onStaging: StoreWhere = {
  label: 'on staging',
  options: ' --stage staging',
  store: 'the KeyValueStore of stack Fernly-staging',
  local: false,
};
const onLocalStack: StoreWhere = {
  label: 'on the local stack',
  options: ' --data-dir /tmp/try',
  store: '/tmp/try/experiments-store.json',
  local: true,
};
const inWindow = Date.parse('2026-12-05T09:30:00Z');
const live = JSON.stringify(liveExperiment(landing));

function outcome(
  subcommand: 'start' | 'stop',
  storedValue: string | undefined,
  options: {
    entries?: readonly ExperimentDefinition[];
    now?: number;
    deployedPages?: string | undefined;
    from?: StartFrom;
    where?: StoreWhere;
  } = {},
) {
  const entries = options.entries ?? [landing];
  const [entry = landing] = entries;
  return experimentOutcome({
    subcommand,
    entry,
    entries,
    storedValue,
    // The site as deployed from these same entries, unless a test says otherwise.
    deployedPages: 'deployedPages' in options ? options.deployedPages : JSON.stringify(variantPages(entries)),
    now: options.now ?? inWindow,
    from: options.from ?? 'entry',
    where: options.where ?? onStaging,
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
    expect(unknownExperiment([landing], 'home-landng')).toBe(
      'No experiment home-landng in edge/experiments/experiments.ts; its entries: home-landing.',
    );
    expect(unknownExperiment([], 'home-landing')).toContain('its entries: none.');
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
        'home-hero runs at / on staging, so nothing changed; stop it first:\n  npm run experiment -- stop home-hero --stage staging',
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

describe('starting an experiment before its days, on the local stack', () => {
  const dayBefore = Date.parse('2026-11-28T15:00:00Z');

  it('shows the way when the entry’s first day is still to come, on the local stack alone', () => {
    expect(outcome('start', undefined, { now: dayBefore, where: onLocalStack }).message).toBe(
      'home-landing may run from 2026-12-01 to 2027-02-22 (its entry in edge/experiments/experiments.ts); today is 2026-11-28 (UTC), so it was not started.\n' +
        'To try it on the local stack before then:\n' +
        '  npm run experiment -- start home-landing --from today --data-dir /tmp/try',
    );
    expect(outcome('start', undefined, { now: dayBefore }).message).not.toContain('--from today');
    // Past its last day, starting early is no way out.
    const after = Date.parse('2027-02-23T00:00:00Z');
    expect(outcome('start', undefined, { now: after, where: onLocalStack }).message).not.toContain('--from');
  });

  it('puts its entry with today as the first day, and says the entry and the stages are unchanged', () => {
    const result = outcome('start', undefined, { now: dayBefore, from: 'today', where: onLocalStack });
    expect(result).toMatchObject({
      kind: 'change',
      change: {
        put: {
          key: 'experiment:/',
          value: JSON.stringify({ ...liveExperiment(landing), from: Date.parse('2026-11-28T00:00:00Z') }),
        },
      },
    });
    expect(result.message.split('\n')).toEqual([
      "home-landing started on the local stack today, 2026-11-28, before its entry's first day, 2026-12-01: / split 50/50 between / and /HomePage1 until 2027-02-22.",
      'Its start moved for this local store only (/tmp/try/experiments-store.json): its entry in edge/experiments/experiments.ts, and every deployed stage, keep its first day, 2026-12-01.',
      "A visitor of npm start's / now gets / or /HomePage1 at random and keeps it, by a cookie; one who chose Reject gets /. /?variant=home or /?variant=homepage1 shows you that variant.",
      'It runs until npm start finds the entries changed and fills the store from them again, or until:',
      '  npm run experiment -- stop home-landing --data-dir /tmp/try',
      'Its verdict so far:',
      '  npm run stats -- --experiment home-landing --from 2026-11-28 --data-dir /tmp/try',
    ]);
  });

  it('changes nothing when started early already, and starts as usual within the days', () => {
    const early = outcome('start', undefined, { now: dayBefore, from: 'today', where: onLocalStack });
    if (early.kind !== 'change' || !('put' in early.change)) throw new Error('not started');
    expect(
      outcome('start', early.change.put.value, { now: dayBefore, from: 'today', where: onLocalStack }),
    ).toEqual({
      kind: 'unchanged',
      message:
        'home-landing already runs on the local stack: / split 50/50 between / and /HomePage1 until 2027-02-22, from 2026-11-28; nothing changed.',
    });
    expect(outcome('start', undefined, { from: 'today', where: onLocalStack })).toEqual(
      outcome('start', undefined, { where: onLocalStack }),
    );
  });

  it('is refused for a stage, which keeps the days its entry gives', () => {
    expect(earlyStartOnStage(landing, 'staging').split('\n')).toEqual([
      '--from today starts an experiment before its days on the local stack only; nothing changed on staging.',
      'A stage runs home-landing only in the days of its entry in edge/experiments/experiments.ts, which is reviewed like any change and gives the verdict its days: to start it sooner there, change its start and deploy.',
      'To look at a variant on a stage other than production, open /?variant=homepage1.',
    ]);
  });
});

describe('the status of an experiment', () => {
  const status = (storedValue: string | undefined, now = inWindow, where = onStaging) =>
    Object.fromEntries(experimentStatus(landing, storedValue, now, where));

  it('puts what the store holds against what the entry says', () => {
    expect(status(live)).toEqual({
      State: 'on: visitors to / are split between its variants',
      Variants: 'home (/) 50%, homepage1 (/HomePage1) 50%',
      Days: '2026-12-01 to 2027-02-22 (UTC)',
      Entry: 'says running',
    });
    expect(status(undefined)).toEqual({
      State: 'off: / shows its own page to everyone',
      Variants: 'home (/) 50%, homepage1 (/HomePage1) 50%',
      Days: '2026-12-01 to 2027-02-22 (UTC)',
      Entry:
        'says running, so filling the store from the entries again (a deploy, or npm start, after they change) switches it on',
    });
  });

  it('says when it is switched on but outside its days, or the store differs from the entry', () => {
    const older = JSON.stringify({
      ...liveExperiment(landing),
      variants: [
        ['home', 80],
        ['homepage1', 20],
      ],
    });
    expect(status(older, Date.parse('2027-03-01T00:00:00Z'))).toMatchObject({
      State: 'switched on, but its days ended on 2027-02-22: / shows its own page to everyone',
      Variants: 'home (/) 80%, homepage1 (/HomePage1) 20%',
      Entry: "says running; its weights or days differ from the store's: start it again to apply them",
    });
    expect(status(live, Date.parse('2026-11-30T23:59:59Z')).State).toBe(
      'switched on from 2026-12-01; until then / shows its own page to everyone',
    );
  });

  it('names another experiment at the address and a value the edge cannot read', () => {
    const other = JSON.stringify({ ...liveExperiment(landing), id: 'home-hero' });
    expect(status(other).State).toBe('off: / runs home-hero');
    expect(status('{not json').State).toBe(
      'off: the value at experiment:/ is unreadable, so / shows its own page to everyone',
    );
  });

  it('tells an early start on the local stack from a store that differs from the entry', () => {
    const early = JSON.stringify({ ...liveExperiment(landing), from: Date.parse('2026-11-28T00:00:00Z') });
    const today = Date.parse('2026-11-28T15:00:00Z');
    expect(status(early, today, onLocalStack)).toMatchObject({
      State: 'on: visitors to / are split between its variants',
      Days: "2026-11-28 to 2027-02-22 (UTC), started early in this local store: its entry's first day is 2026-12-01",
      Entry: 'says running',
    });
    expect(status(early, today).Entry).toContain('start it again to apply them');
  });
});
