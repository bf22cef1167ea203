import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  CloudFrontKeyValueStoreClient,
  ConflictException,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  ResourceNotFoundException,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { mockClient } from 'aws-sdk-client-mock';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseExperimentCommand, runExperimentCommand, usage } from './experiment-command.ts';
import { layOut } from './command-text.ts';
import { keyValueStore, stageStoreArn, stageWhere } from './key-value-store.ts';
import {
  fillLocalStore,
  localExperimentStore,
  localStoreLookup,
  localStorePath,
} from '../../edge/experiments/local-store.ts';
import {
  experimentStoreArnOutput,
  liveExperiment,
  variantPages,
  variantPagesKey,
} from '../../edge/experiments/store.ts';
import { landingExperiment } from '../../edge/experiments/experiment-fixture.ts';

const landing = landingExperiment({ status: 'stopped', end: '2027-02-22' });
const inWindow = Date.parse('2026-12-05T09:30:00Z');
const arn = 'arn:aws:cloudfront::222222222222:key-value-store/3c1e7a52-1b2c-4d5e-8f90-0123456789ab';

const cloudFormation = mockClient(CloudFormationClient);
const keyValueStores = mockClient(CloudFrontKeyValueStoreClient);
beforeEach(() => {
  cloudFormation.reset();
  keyValueStores.reset();
});
// The mocks replace the clients' send for the whole worker, which other test files share (0068).
afterAll(() => {
  cloudFormation.restore();
  keyValueStores.restore();
});

const folders: string[] = [];
function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'fernly-experiment-command-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tools(now = inWindow) {
  return {
    entries: [landing],
    now: () => now,
    localStore: (dir: string) => localExperimentStore(dir, [landing]),
    stageStore: async (stage: string) =>
      keyValueStore(
        new CloudFrontKeyValueStoreClient({ region: 'eu-west-2' }),
        await stageStoreArn(new CloudFormationClient({ region: 'eu-west-2' }), stage),
        stageWhere(stage),
      ),
    width: 100,
  };
}

describe('the command line', () => {
  it('reads a subcommand, an id and where the store is', () => {
    expect(parseExperimentCommand(['start', 'home-landing', '--stage', 'staging'])).toEqual({
      subcommand: 'start',
      id: 'home-landing',
      from: 'entry',
      target: { kind: 'stage', stage: 'staging' },
    });
    expect(parseExperimentCommand(['start', 'home-landing', '--from', 'today'])).toMatchObject({
      from: 'today',
      target: { kind: 'local', dataDir: '.data/' },
    });
    expect(parseExperimentCommand(['start', 'home-landing', '--from', '2026-11-30'])).toMatchObject({
      from: { day: '2026-11-30' },
    });
    expect(parseExperimentCommand(['status'])).toEqual({
      subcommand: 'status',
      id: null,
      target: { kind: 'local', dataDir: '.data/' },
    });
    expect(parseExperimentCommand(['status', 'home-landing'])).toEqual({
      subcommand: 'status',
      id: 'home-landing',
      target: { kind: 'local', dataDir: '.data/' },
    });
    expect(parseExperimentCommand(['--help'])).toBe('help');
  });

  it.each([
    [[], 'The first argument must be start, stop or status, not "".'],
    [['begin', 'home-landing'], 'The first argument must be start, stop or status, not "begin".'],
    [['start'], "start needs the experiment's id."],
    [['start', 'a', 'b'], 'Unexpected b.'],
    [['stop', 'a', '--stage', 'staging', '--data-dir', '.data/'], 'Give --stage or --data-dir, not both'],
    [['stop', 'a', '--stag', 'staging'], "Unknown option '--stag'"],
    [['stop', 'a', '--from', 'today'], '--from goes with start only.'],
    [['start', 'a', '--from', 'tomorrow'], '--from takes today or a day as YYYY-MM-DD, not "tomorrow"'],
    [['start', 'a', '--from', '2026-02-30'], '--from takes today or a day as YYYY-MM-DD, not "2026-02-30"'],
  ])('answers %j with why and the usage, and exit code 1', async (args, why) => {
    const result = await runExperimentCommand(args, tools());
    expect(result.exitCode).toBe(1);
    expect(result.text).toContain(why);
    expect(result.text.endsWith(layOut(usage([landing]), 100))).toBe(true);
  });

  it('lists every experiment with its address, days and variants after the usage', async () => {
    const help = await runExperimentCommand(['--help'], tools());
    expect(help.exitCode).toBe(0);
    expect(help.text.split('\n').slice(-2)).toEqual([
      'The experiments, in edge/experiments/experiments.ts:',
      '  home-landing  /, 2026-12-01 to 2027-02-22: home 50%, homepage1 50%',
    ]);
    expect(layOut(usage([]), 100).split('\n').at(-1)).toBe('  none');
  });

  it('lays its text out within the width it is given, the usage’s command lines included', async () => {
    const lines = (await runExperimentCommand(['--help'], { ...tools(), width: 50 })).text.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Usage: npm run experiment -- status [<id>] \\',
      '           [options]',
      '       npm run experiment -- start|stop <id> \\',
      '           [options]',
    ]);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(50);
    expect(lines).toContain('  --from <day>      with start, on the local stack');
  });
});

describe('the local stack’s store', () => {
  it('starts, reports and stops an experiment in the file the local edge reads at each request', async () => {
    const dir = dataDir();
    const lookup = localStoreLookup(localStorePath(dir));
    const started = await runExperimentCommand(['start', 'home-landing', '--data-dir', dir], tools());
    expect(started.exitCode).toBe(0);
    expect(started.text.split('\n')[0]).toBe(
      'home-landing started on the local stack: / split 50/50 between / and /HomePage1 until 2027-02-22',
    );
    expect(lookup('experiment:/')).toBe(JSON.stringify(liveExperiment(landing)));
    // The store was filled from the entries first, so `npm start` keeps it as it is.
    expect(lookup('definitions')).toBeDefined();

    const status = await runExperimentCommand(['status', 'home-landing', '--data-dir', dir], tools());
    expect(status.text.split('\n').slice(2, 4)).toEqual([
      'home-landing',
      '  State     on: visitors to / are split between its variants',
    ]);

    const stopped = await runExperimentCommand(['stop', 'home-landing', '--data-dir', dir], tools());
    expect(stopped).toEqual({
      exitCode: 0,
      text: 'home-landing stopped on the local stack: / shows its own page to everyone.',
    });
    expect(lookup('experiment:/')).toBeUndefined();
  });

  it('lists every experiment with its state when status is given no id', async () => {
    const hero = landingExperiment({ id: 'pricing-hero', address: '/pricing', end: '2027-02-22' });
    const both = {
      ...tools(),
      entries: [landing, hero],
      localStore: (dir: string) => localExperimentStore(dir, [landing, hero]),
    };
    const dir = dataDir();
    const status = await runExperimentCommand(['status', '--data-dir', dir], both);
    expect(status.exitCode).toBe(0);
    expect(status.text).toBe(
      [
        `Experiments on the local stack (${localStorePath(dir)}):`,
        '',
        'home-landing',
        '  State     off: / shows its own page to everyone',
        '  Variants  home (/) 50%, homepage1 (/HomePage1) 50%',
        '  Days      2026-12-01 to 2027-02-22 (UTC)',
        '  Entry     says stopped',
        '',
        'pricing-hero',
        '  State     on: visitors to /pricing are split between its variants',
        '  Variants  home (/) 50%, homepage1 (/HomePage1) 50%',
        '  Days      2026-12-01 to 2027-02-22 (UTC)',
        '  Entry     says running',
      ].join('\n'),
    );
    expect((await runExperimentCommand(['status', 'pricing-her', '--data-dir', dir], both)).text).toBe(
      'No experiment pricing-her in edge/experiments/experiments.ts; its entries: home-landing,\npricing-hero.',
    );
  });

  it('starts one before its days with --from today, and says so in its status', async () => {
    const dir = dataDir();
    const dayBefore = Date.parse('2026-11-28T12:00:00Z');
    const refused = await runExperimentCommand(
      ['start', 'home-landing', '--data-dir', dir],
      tools(dayBefore),
    );
    // The suggested command, joined as a shell joins its lines.
    expect(
      refused.text
        .replace(/ \\\n +/g, ' ')
        .split('\n')
        .slice(-1),
    ).toEqual([`  npm run experiment -- start home-landing --from today --data-dir ${dir}`]);
    const started = await runExperimentCommand(
      ['start', 'home-landing', '--from', 'today', '--data-dir', dir],
      tools(dayBefore),
    );
    expect(started.exitCode).toBe(0);
    expect(started.text).toContain(
      "home-landing started on the local stack today, 2026-11-28, before its entry's first day, 2026-12-01",
    );
    expect(JSON.parse(localStoreLookup(localStorePath(dir))('experiment:/') ?? '')).toEqual({
      ...liveExperiment(landing),
      from: Date.parse('2026-11-28T00:00:00Z'),
    });
    const status = await runExperimentCommand(['status', '--data-dir', dir], tools(dayBefore));
    expect(status.text).toContain('  State     on: visitors to / are split between its variants');
    expect(status.text).toContain(
      "  Days      2026-11-28 to 2027-02-22 (UTC), started early in this local store: its entry's first day",
    );
  });

  it('only reads for the status, even without a file', async () => {
    const dir = dataDir();
    const status = await runExperimentCommand(['status', 'home-landing', '--data-dir', dir], tools());
    expect(status.exitCode).toBe(0);
    expect(existsSync(localStorePath(dir))).toBe(false);
  });

  it('refuses outside the entry’s days and leaves the file as it was', async () => {
    const dir = dataDir();
    const before = Date.parse('2026-11-26T12:00:00Z');
    const result = await runExperimentCommand(['start', 'home-landing', '--data-dir', dir], tools(before));
    expect(result.exitCode).toBe(1);
    expect(localStoreLookup(localStorePath(dir))('experiment:/')).toBeUndefined();
  });

  it('writes nothing when the file changed since it was read', async () => {
    const dir = dataDir();
    const path = localStorePath(dir);
    fillLocalStore(path, [landing]);
    const store = localExperimentStore(dir, [landing]);
    const { etag } = await store.read('experiment:/');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"allowed"', '"allowed" '));
    const changedBySomeoneElse = readFileSync(path, 'utf8');
    await expect(store.write(etag, { delete: 'variant-override' })).rejects.toThrow(
      'The store on the local stack changed while this command ran',
    );
    expect(readFileSync(path, 'utf8')).toBe(changedBySomeoneElse);
  });
});

describe('a stage’s KeyValueStore', () => {
  function deployedStage() {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'Fernly-staging' }).resolves({
      Stacks: [
        {
          StackName: 'Fernly-staging',
          CreationTime: new Date(),
          StackStatus: 'UPDATE_COMPLETE',
          Outputs: [{ OutputKey: experimentStoreArnOutput, OutputValue: arn }],
        },
      ],
    });
    keyValueStores
      .on(DescribeKeyValueStoreCommand, { KvsARN: arn })
      .resolves({ KvsARN: arn, ETag: 'ETAG1', ItemCount: 2, TotalSizeInBytes: 40, Created: new Date() });
    // The stage's site was deployed from these entries.
    keyValueStores.on(GetKeyCommand, { KvsARN: arn, Key: variantPagesKey }).resolves({
      Key: variantPagesKey,
      Value: JSON.stringify(variantPages([landing])),
      ItemCount: 2,
      TotalSizeInBytes: 40,
    });
  }
  const missingKey = new ResourceNotFoundException({ message: 'Key not found', $metadata: {} });

  it('finds the store by the stack’s output and starts the experiment with the ETag it read', async () => {
    deployedStage();
    keyValueStores.on(GetKeyCommand, { Key: 'experiment:/' }).rejects(missingKey);
    keyValueStores.on(UpdateKeysCommand).resolves({ ETag: 'ETAG2', ItemCount: 3, TotalSizeInBytes: 150 });
    const result = await runExperimentCommand(['start', 'home-landing', '--stage', 'staging'], tools());
    expect(result.text.split('\n')[0]).toBe(
      'home-landing started on staging: / split 50/50 between / and /HomePage1 until 2027-02-22',
    );
    expect(keyValueStores.commandCalls(GetKeyCommand)[0]?.args[0].input).toEqual({
      KvsARN: arn,
      Key: 'experiment:/',
    });
    expect(keyValueStores.commandCalls(UpdateKeysCommand).map((call) => call.args[0].input)).toEqual([
      {
        KvsARN: arn,
        IfMatch: 'ETAG1',
        Puts: [{ Key: 'experiment:/', Value: JSON.stringify(liveExperiment(landing)) }],
      },
    ]);
  });

  it('stops it by deleting its key', async () => {
    deployedStage();
    keyValueStores.on(GetKeyCommand).resolves({
      Key: 'experiment:/',
      Value: JSON.stringify(liveExperiment(landing)),
      ItemCount: 3,
      TotalSizeInBytes: 150,
    });
    keyValueStores.on(UpdateKeysCommand).resolves({ ETag: 'ETAG2', ItemCount: 2, TotalSizeInBytes: 40 });
    const result = await runExperimentCommand(['stop', 'home-landing', '--stage', 'staging'], tools());
    expect(result).toEqual({
      exitCode: 0,
      text: 'home-landing stopped on staging: / shows its own page to everyone.',
    });
    expect(keyValueStores.commandCalls(UpdateKeysCommand)[0]?.args[0].input).toEqual({
      KvsARN: arn,
      IfMatch: 'ETAG1',
      Deletes: [{ Key: 'experiment:/' }],
    });
  });

  it('refuses, and writes nothing, where the stage’s site has no page for a variant', async () => {
    deployedStage();
    keyValueStores.on(GetKeyCommand, { Key: 'experiment:/' }).rejects(missingKey);
    keyValueStores.on(GetKeyCommand, { KvsARN: arn, Key: variantPagesKey }).rejects(missingKey);
    const result = await runExperimentCommand(['start', 'home-landing', '--stage', 'staging'], tools());
    expect(result.exitCode).toBe(1);
    expect(result.text).toContain('The site on staging has no page for home (/), homepage1 (/HomePage1)');
    expect(keyValueStores.commandCalls(UpdateKeysCommand)).toEqual([]);
  });

  it('answers an ETag conflict with what happened and what to do, exit code 1', async () => {
    deployedStage();
    keyValueStores.on(GetKeyCommand, { Key: 'experiment:/' }).rejects(missingKey);
    keyValueStores
      .on(UpdateKeysCommand)
      .rejects(new ConflictException({ message: 'Resource is not in expected state', $metadata: {} }));
    expect(await runExperimentCommand(['start', 'home-landing', '--stage', 'staging'], tools())).toEqual({
      exitCode: 1,
      text:
        'The store on staging changed while this command ran (someone else started, stopped or deployed):\n' +
        'nothing was changed. Run the command again to act on what it holds now.',
    });
  });

  it('reads only, for the status', async () => {
    deployedStage();
    keyValueStores.on(GetKeyCommand, { Key: 'experiment:/' }).rejects(missingKey);
    const result = await runExperimentCommand(['status', 'home-landing', '--stage', 'staging'], tools());
    expect(result.text.split('\n').slice(0, 4)).toEqual([
      'Experiments on staging (the KeyValueStore of stack Fernly-staging):',
      '',
      'home-landing',
      '  State     off: / shows its own page to everyone',
    ]);
    expect(keyValueStores.commandCalls(UpdateKeysCommand)).toHaveLength(0);
  });

  it('refuses --from before it asks AWS anything: a stage keeps the days of the entry', async () => {
    deployedStage();
    const dayBefore = Date.parse('2026-11-28T12:00:00Z');
    const result = await runExperimentCommand(
      ['start', 'home-landing', '--from', 'today', '--stage', 'staging'],
      tools(dayBefore),
    );
    expect(result.exitCode).toBe(1);
    expect(result.text.split('\n')[0]).toBe(
      '--from starts an experiment before its days on the local stack only; nothing changed on staging.',
    );
    expect([...cloudFormation.calls(), ...keyValueStores.calls()]).toEqual([]);
  });

  it('names a stage that has no store yet', async () => {
    cloudFormation.on(DescribeStacksCommand).resolves({
      Stacks: [
        {
          StackName: 'Fernly-staging',
          CreationTime: new Date(),
          StackStatus: 'UPDATE_COMPLETE',
          Outputs: [],
        },
      ],
    });
    await expect(stageStoreArn(new CloudFormationClient({ region: 'eu-west-2' }), 'staging')).rejects.toThrow(
      'Stack Fernly-staging has no ExperimentStoreArn output: deploy stage staging first.',
    );
  });

  it('passes on any other refusal of the store as it came', async () => {
    keyValueStores
      .on(DescribeKeyValueStoreCommand)
      .resolves({ ETag: 'ETAG1', KvsARN: arn, ItemCount: 0, TotalSizeInBytes: 0, Created: new Date() });
    keyValueStores.on(GetKeyCommand).rejects(new Error('AccessDeniedException: not allowed'));
    const store = keyValueStore(
      new CloudFrontKeyValueStoreClient({ region: 'eu-west-2' }),
      arn,
      stageWhere('staging'),
    );
    await expect(store.read('experiment:/')).rejects.toThrow('not allowed');
  });
});
