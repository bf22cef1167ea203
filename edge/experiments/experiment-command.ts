// `npm run experiment -- start|stop|status <id> [--stage <name>]`: switches an experiment of
// edge/experiments/experiments.ts on or off in the store the viewer-request function reads, or
// says what the store holds, without a rebuild: a stage's CloudFront KeyValueStore with --stage,
// otherwise the local stack's file, which a running `npm start` reads at the next request.
// experiment-cli.ts runs it with the real stores; the rules are experiment-switch.ts's.
import { parseArgs } from 'node:util';
import type { ExperimentDefinition } from './definition-shape.ts';
import {
  type ExperimentStore,
  experimentKey,
  experimentOutcome,
  StoreChangedError,
  type Subcommand,
} from './experiment-switch.ts';
import { variantPagesKey } from './store.ts';

export const usage = `Usage: npm run experiment -- start|stop|status <id> [--stage <name>] [--data-dir <dir>]

  start <id>        switch the experiment on at its address, with its entry's weights and days
                    (again after a change of weights or days in its entry, to apply them)
  stop <id>         switch it off: its address shows its own page to everyone
  status <id>       what the store holds for it, against what its entry says
  --stage <name>    a deployed stage's KeyValueStore, with your AWS credentials (they need the
                    stage's ExperimentSwitchPolicy); without it, the local stack's store
  --data-dir <dir>  the local stack's data folder, as given to npm start (default .data/)`;

const subcommands: readonly Subcommand[] = ['start', 'stop', 'status'];

function isSubcommand(value: string | undefined): value is Subcommand {
  return subcommands.some((subcommand) => subcommand === value);
}

type Target =
  { readonly kind: 'stage'; readonly stage: string } | { readonly kind: 'local'; readonly dataDir: string };

interface ExperimentCommand {
  readonly subcommand: Subcommand;
  readonly id: string;
  readonly target: Target;
}

/** The command, `help`, or an error whose message ends with the usage. */
export function parseExperimentCommand(args: readonly string[]): ExperimentCommand | 'help' {
  const fail = (why: string) => new Error(`${why}\n\n${usage}`);
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: {
        stage: { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw fail(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [subcommand, id, ...extra] = positionals;
  if (!isSubcommand(subcommand))
    throw fail(`The first argument must be start, stop or status, not ${JSON.stringify(subcommand ?? '')}.`);
  if (id === undefined || id === '') throw fail(`${subcommand} needs the experiment's id.`);
  if (extra.length > 0) throw fail(`Unexpected ${extra.join(' ')}.`);
  if (values.stage !== undefined && values['data-dir'] !== undefined)
    throw fail('Give --stage or --data-dir, not both: a stage has no data folder.');
  if (values.stage === '') throw fail('--stage needs a stage name.');
  return {
    subcommand,
    id,
    target:
      values.stage === undefined
        ? { kind: 'local', dataDir: values['data-dir'] ?? '.data/' }
        : { kind: 'stage', stage: values.stage },
  };
}

export interface ExperimentCommandTools {
  readonly entries: readonly ExperimentDefinition[];
  readonly now: () => number;
  readonly localStore: (dataDir: string) => ExperimentStore;
  readonly stageStore: (stage: string) => Promise<ExperimentStore>;
}

/** What to print and the exit code: 0 when the store holds what was asked, 1 otherwise. */
export async function runExperimentCommand(
  args: readonly string[],
  tools: ExperimentCommandTools,
): Promise<{ readonly exitCode: 0 | 1; readonly text: string }> {
  let command;
  try {
    command = parseExperimentCommand(args);
  } catch (error) {
    return { exitCode: 1, text: error instanceof Error ? error.message : String(error) };
  }
  if (command === 'help') return { exitCode: 0, text: usage };
  const { subcommand, id, target } = command;
  const key = experimentKey(tools.entries, id);
  const store =
    key === undefined
      ? undefined
      : target.kind === 'stage'
        ? await tools.stageStore(target.stage)
        : tools.localStore(target.dataDir);
  const read = key === undefined || store === undefined ? undefined : await store.read(key);
  const deployedPages =
    subcommand === 'start' && store !== undefined ? (await store.read(variantPagesKey)).value : undefined;
  const outcome = experimentOutcome({
    subcommand,
    id,
    entries: tools.entries,
    storedValue: read?.value,
    deployedPages,
    now: tools.now(),
    where: store?.where ?? { label: '', options: '' },
  });
  if (outcome.kind === 'refused') return { exitCode: 1, text: outcome.message };
  if (outcome.kind === 'change' && store !== undefined && read !== undefined) {
    try {
      await store.write(read.etag, outcome.change);
    } catch (error) {
      if (error instanceof StoreChangedError) return { exitCode: 1, text: error.message };
      throw error;
    }
  }
  return { exitCode: 0, text: outcome.message };
}
