// `npm run experiment -- status [<id>] | start|stop <id> [--from today] [--stage <name>]`: switches
// an experiment of edge/experiments/experiments.ts on or off in the store the viewer-request
// function reads, or says what the store holds for each, without a rebuild: a stage's CloudFront
// KeyValueStore with --stage, otherwise the local stack's file, which a running `npm start` reads at
// the next request. experiment-cli.ts runs it with the real stores; the rules are
// experiment-switch.ts's.
import { parseArgs } from 'node:util';
import { layOut, type TextBlock } from './command-text.ts';
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import {
  earlyStartOnStage,
  entriesFile,
  experimentOutcome,
  experimentStatus,
  type StartFrom,
  type Subcommand,
  unknownExperiment,
} from './experiment-switch.ts';
import { type ExperimentStore, StoreChangedError } from '../../edge/experiments/experiment-store.ts';
import { defaultDataDir } from '../../edge/experiments/local-store.ts';
import { liveExperimentKey, variantPagesKey } from '../../edge/experiments/store.ts';

/** The usage, ending with the experiments there are. */
export function usage(entries: readonly ExperimentDefinition[]): TextBlock[] {
  return [
    'Usage: npm run experiment -- status [<id>] [options]',
    '       npm run experiment -- start|stop <id> [options]',
    '',
    [
      [
        'status [<id>]',
        'every experiment (or one) with its state in the store: on or off, its variants and weights, its days, and what its entry says',
      ],
      [
        'start <id>',
        "switch it on at its address, with its entry's weights and days (again after a change of them in its entry, to apply it)",
      ],
      ['stop <id>', 'switch it off: its address shows its own page to everyone'],
      [
        '--from today',
        "with start, on the local stack only: start it today, before its entry's first day, in the local store alone",
      ],
      [
        '--stage <name>',
        "a deployed stage's KeyValueStore, with your AWS credentials (they need the stage's ExperimentSwitchPolicy); without it, the local stack's store",
      ],
      [
        '--data-dir <dir>',
        `the local stack's data folder, as given to npm start (default ${defaultDataDir})`,
      ],
    ],
    '',
    `The experiments, in ${entriesFile}:`,
    entries.length === 0
      ? '  none'
      : entries.map((entry) => [
          entry.id,
          `${entry.address}, ${entry.start} to ${entry.end}: ${entry.variants.map((variant) => `${variant.name} ${variant.weight}%`).join(', ')}`,
        ]),
  ];
}

const subcommands: readonly Subcommand[] = ['start', 'stop', 'status'];

function isSubcommand(value: string | undefined): value is Subcommand {
  return subcommands.some((subcommand) => subcommand === value);
}

type Target =
  { readonly kind: 'stage'; readonly stage: string } | { readonly kind: 'local'; readonly dataDir: string };

type ExperimentCommand =
  | { readonly subcommand: 'status'; readonly id: string | null; readonly target: Target }
  | { readonly subcommand: 'stop'; readonly id: string; readonly target: Target }
  | { readonly subcommand: 'start'; readonly id: string; readonly from: StartFrom; readonly target: Target };

/** Bad arguments: the message says why, and the command prints the usage after it. */
class UsageError extends Error {}

/** The command, or `help`; throws a UsageError for bad arguments. */
export function parseExperimentCommand(args: readonly string[]): ExperimentCommand | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: {
        stage: { type: 'string' },
        'data-dir': { type: 'string' },
        from: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [subcommand, id, ...extra] = positionals;
  if (!isSubcommand(subcommand))
    throw new UsageError(
      `The first argument must be start, stop or status, not ${JSON.stringify(subcommand ?? '')}.`,
    );
  if (extra.length > 0) throw new UsageError(`Unexpected ${extra.join(' ')}.`);
  if (values.stage !== undefined && values['data-dir'] !== undefined)
    throw new UsageError('Give --stage or --data-dir, not both: a stage has no data folder.');
  if (values.stage === '') throw new UsageError('--stage needs a stage name.');
  if (values.from !== undefined && subcommand !== 'start')
    throw new UsageError('--from goes with start only.');
  if (values.from !== undefined && values.from !== 'today')
    throw new UsageError(
      `--from takes today, not ${JSON.stringify(values.from)}: an experiment starts early from the day it is started.`,
    );
  const target: Target =
    values.stage === undefined
      ? { kind: 'local', dataDir: values['data-dir'] ?? defaultDataDir }
      : { kind: 'stage', stage: values.stage };
  if (subcommand === 'status') return { subcommand, id: id === undefined || id === '' ? null : id, target };
  if (id === undefined || id === '') throw new UsageError(`${subcommand} needs the experiment's id.`);
  if (subcommand === 'stop') return { subcommand, id, target };
  return { subcommand, id, from: values.from === undefined ? 'entry' : 'today', target };
}

export interface ExperimentCommandTools {
  readonly entries: readonly ExperimentDefinition[];
  readonly now: () => number;
  readonly localStore: (dataDir: string) => ExperimentStore;
  readonly stageStore: (stage: string) => Promise<ExperimentStore>;
  /** The columns the text is laid out in: the terminal's, or 100 for a file or a pipe. */
  readonly width: number;
}

/** Each experiment asked for, with its state in the store. */
async function statusText(
  entries: readonly ExperimentDefinition[],
  store: ExperimentStore,
  now: number,
): Promise<TextBlock[]> {
  const blocks: TextBlock[] = [`Experiments ${store.where.label} (${store.where.store}):`];
  for (const entry of entries) {
    const { value } = await store.read(liveExperimentKey(entry.address));
    blocks.push('', entry.id, experimentStatus(entry, value, now, store.where));
  }
  return blocks;
}

/** What to print and the exit code: 0 when the store holds what was asked, 1 otherwise. */
export async function runExperimentCommand(
  args: readonly string[],
  tools: ExperimentCommandTools,
): Promise<{ readonly exitCode: 0 | 1; readonly text: string }> {
  const answer = (exitCode: 0 | 1, blocks: readonly TextBlock[]) => ({
    exitCode,
    text: layOut(blocks, tools.width),
  });
  let command;
  try {
    command = parseExperimentCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return answer(1, [error.message, '', ...usage(tools.entries)]);
  }
  if (command === 'help') return answer(0, usage(tools.entries));
  const { target } = command;
  // Opened only once the id is known to be an entry: a stage's store costs calls to AWS.
  const openStore = () =>
    target.kind === 'stage'
      ? tools.stageStore(target.stage)
      : Promise.resolve(tools.localStore(target.dataDir));
  const entryOf = (id: string) => tools.entries.find((entry) => entry.id === id);
  if (command.subcommand === 'status') {
    let listed = tools.entries;
    if (command.id !== null) {
      const entry = entryOf(command.id);
      if (entry === undefined) return answer(1, [unknownExperiment(tools.entries, command.id)]);
      listed = [entry];
    }
    return answer(0, await statusText(listed, await openStore(), tools.now()));
  }
  const entry = entryOf(command.id);
  if (entry === undefined) return answer(1, [unknownExperiment(tools.entries, command.id)]);
  if (command.subcommand === 'start' && command.from === 'today' && target.kind === 'stage')
    return answer(1, [earlyStartOnStage(entry, target.stage)]);
  const store = await openStore();
  const read = await store.read(liveExperimentKey(entry.address));
  const deployedPages =
    command.subcommand === 'start' ? (await store.read(variantPagesKey)).value : undefined;
  const outcome = experimentOutcome({
    subcommand: command.subcommand,
    entry,
    entries: tools.entries,
    storedValue: read.value,
    deployedPages,
    now: tools.now(),
    from: command.subcommand === 'start' ? command.from : 'entry',
    where: store.where,
  });
  if (outcome.kind === 'refused') return answer(1, [outcome.message]);
  if (outcome.kind === 'change') {
    try {
      await store.write(read.etag, outcome.change);
    } catch (error) {
      if (error instanceof StoreChangedError) return answer(1, [error.message]);
      throw error;
    }
  }
  return answer(0, [outcome.message]);
}
