// What `npm run experiment -- start|stop|status <id>` decides, apart from any store: given the
// entries, the experiment's store key as it is now and today's date, the one change to make (or
// the refusal) and the line or two that say what changed. edge/experiments/experiment-command.ts
// reads the key from the store and writes the change back.
import type { ExperimentDefinition } from './definition-shape.ts';
import { definitionProblems } from './definitions.ts';
import {
  type LiveExperiment,
  liveExperiment,
  liveExperimentKey,
  parseLiveExperiment,
  parseVariantPages,
} from './store.ts';

export type Subcommand = 'start' | 'stop' | 'status';

/** Where the store is, as the messages name it and as the command is given again. */
export interface StoreWhere {
  /** `on staging`, `on the local stack`. */
  readonly label: string;
  /** The command's own options, to repeat in advice: ` --stage staging`, or none. */
  readonly options: string;
}

type StoreChange =
  { readonly put: { readonly key: string; readonly value: string } } | { readonly delete: string };

/**
 * A store the command changes: the CloudFront KeyValueStore of a stage
 * (edge/experiments/key-value-store.ts) or the local stack's file (edge/experiments/local-store.ts).
 */
export interface ExperimentStore {
  readonly where: StoreWhere;
  /** The store's version (its ETag), read before the key, and the key's value. */
  read(key: string): Promise<{ readonly etag: string; readonly value: string | undefined }>;
  /** Makes the change only if the store is still at `etag`; otherwise throws StoreChangedError. */
  write(etag: string, change: StoreChange): Promise<void>;
}

/** Someone changed the store between the command's read and its write: nothing was changed. */
export class StoreChangedError extends Error {
  constructor(where: StoreWhere) {
    super(
      `The store ${where.label} changed while this command ran (someone else started, stopped or deployed): nothing was changed. Run the command again to act on what it holds now.`,
    );
    this.name = 'StoreChangedError';
  }
}

type Outcome =
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unchanged'; readonly message: string }
  | { readonly kind: 'change'; readonly change: StoreChange; readonly message: string };

const entriesFile = 'edge/experiments/experiments.ts';
const dayMs = 86_400_000;

function lastDay(live: LiveExperiment): string {
  return new Date(live.until - dayMs).toISOString().slice(0, 10);
}

/** `/ split 50/50 between / and /HomePage1 until 2027-02-22`, naming the entry's pages. */
function splitText(live: LiveExperiment, entry: ExperimentDefinition): string {
  const pages = live.variants.map(
    ([name]) => entry.variants.find((variant) => variant.name === name)?.page ?? `variant ${name}`,
  );
  const between = `${pages.slice(0, -1).join(', ')} and ${pages.at(-1) ?? ''}`;
  const weights = live.variants.map(([, weight]) => weight).join('/');
  return `${entry.address} split ${weights} between ${between} until ${lastDay(live)}`;
}

function sameLive(a: LiveExperiment, b: LiveExperiment): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The second line when the entry's status would undo the change at the next deploy that refills the store. */
function entryStatusNote(entry: ExperimentDefinition, nowRunning: boolean): string {
  const wanted = nowRunning ? 'running' : 'stopped';
  if (entry.status === wanted) return '';
  return `\nIts entry says ${entry.status}: a deploy that changes ${entriesFile} fills the store from it again, so set status: '${wanted}' there to keep it ${wanted}.`;
}

function start(
  entry: ExperimentDefinition,
  entries: readonly ExperimentDefinition[],
  current: LiveExperiment | 'unreadable' | undefined,
  deployedPages: ReadonlySet<string>,
  today: string,
  where: StoreWhere,
): Outcome {
  const problems = definitionProblems(entries).filter(
    (problem) =>
      problem.startsWith(`experiment ${entry.id} `) || problem.startsWith(`experiment ${entry.id}:`),
  );
  if (problems.length > 0)
    return {
      kind: 'refused',
      message: `${entry.id} breaks the rules of ${entriesFile}, so it was not started:\n  - ${problems.join('\n  - ')}`,
    };
  if (today < entry.start || today > entry.end)
    return {
      kind: 'refused',
      message: `${entry.id} may run from ${entry.start} to ${entry.end} (its entry in ${entriesFile}); today is ${today} (UTC), so it was not started.`,
    };
  const undeployed = entry.variants.filter((variant) => !deployedPages.has(`${entry.id}/${variant.name}`));
  if (undeployed.length > 0)
    return {
      kind: 'refused',
      message: `The site ${where.label} has no page for ${undeployed.map((variant) => `${variant.name} (${variant.page})`).join(', ')} of ${entry.id}: deploy the entries of ${entriesFile} first (locally, restart npm start), or its share of visitors would get a missing page; nothing changed.`,
    };
  const wanted = liveExperiment(entry);
  if (current !== undefined && current !== 'unreadable' && current.id !== entry.id)
    return {
      kind: 'refused',
      message: `${current.id} runs at ${entry.address} ${where.label}: stop it first (npm run experiment -- stop ${current.id}${where.options}); nothing changed.`,
    };
  if (current !== undefined && current !== 'unreadable' && sameLive(current, wanted))
    return {
      kind: 'unchanged',
      message: `${entry.id} already runs ${where.label}: ${splitText(wanted, entry)}; nothing changed.`,
    };
  const was =
    current === 'unreadable'
      ? ` (replacing an unreadable value at ${liveExperimentKey(entry.address)})`
      : current === undefined
        ? ''
        : ` (was ${splitText(current, entry)})`;
  return {
    kind: 'change',
    change: { put: { key: liveExperimentKey(entry.address), value: JSON.stringify(wanted) } },
    message: `${entry.id} ${current === undefined || current === 'unreadable' ? 'started' : 'updated'} ${where.label}: ${splitText(wanted, entry)}${was}${entryStatusNote(entry, true)}`,
  };
}

function stop(
  entry: ExperimentDefinition,
  current: LiveExperiment | 'unreadable' | undefined,
  where: StoreWhere,
): Outcome {
  if (current === undefined)
    return { kind: 'unchanged', message: `${entry.id} is not running ${where.label}; nothing changed.` };
  if (current !== 'unreadable' && current.id !== entry.id)
    return {
      kind: 'refused',
      message: `${entry.address} runs ${current.id} ${where.label}, not ${entry.id}; nothing changed.`,
    };
  return {
    kind: 'change',
    change: { delete: liveExperimentKey(entry.address) },
    message: `${entry.id} stopped ${where.label}: ${entry.address} shows its own page to everyone.${entryStatusNote(entry, false)}`,
  };
}

function status(
  entry: ExperimentDefinition,
  current: LiveExperiment | 'unreadable' | undefined,
  now: number,
  where: StoreWhere,
): Outcome {
  const wanted = liveExperiment(entry);
  const entryLine = `Its entry says ${entry.status}: ${splitText(wanted, entry)}, from ${entry.start}.`;
  let storeLine: string;
  if (current === undefined) storeLine = `${entry.id} is not running ${where.label}.`;
  else if (current === 'unreadable')
    storeLine = `${entry.id} is not running ${where.label}: the value at ${liveExperimentKey(entry.address)} is unreadable, so ${entry.address} shows its own page.`;
  else if (current.id !== entry.id)
    storeLine = `${entry.id} is not running ${where.label}: ${entry.address} runs ${current.id}.`;
  else {
    const outside =
      now < current.from || now >= current.until
        ? ` (outside its days, so ${entry.address} shows its own page)`
        : '';
    const differs = sameLive(current, wanted) ? '' : '; start it again to apply its entry';
    storeLine = `${entry.id} runs ${where.label}: ${splitText(current, entry)}${outside}${differs}.`;
  }
  return { kind: 'unchanged', message: `${storeLine}\n${entryLine}` };
}

/** What the subcommand does to the experiment `id`'s key, whose value is `storedValue` now. */
export function experimentOutcome(request: {
  readonly subcommand: Subcommand;
  readonly id: string;
  readonly entries: readonly ExperimentDefinition[];
  readonly storedValue: string | undefined;
  /** What the store's variant-pages key holds: the variants the deployed site has pages for. */
  readonly deployedPages: string | undefined;
  readonly now: number;
  readonly where: StoreWhere;
}): Outcome {
  const { subcommand, id, entries, storedValue, deployedPages, now, where } = request;
  const entry = entries.find((candidate) => candidate.id === id);
  if (entry === undefined)
    return {
      kind: 'refused',
      message: `No experiment ${id} in ${entriesFile}; its entries: ${entries.map((known) => known.id).join(', ') || 'none'}.`,
    };
  const current = storedValue === undefined ? undefined : parseLiveExperiment(storedValue);
  if (subcommand === 'start')
    return start(
      entry,
      entries,
      current,
      parseVariantPages(deployedPages),
      new Date(now).toISOString().slice(0, 10),
      where,
    );
  if (subcommand === 'stop') return stop(entry, current, where);
  return status(entry, current, now, where);
}

/** The store key the experiment `id` lives at, when it is an entry. */
export function experimentKey(entries: readonly ExperimentDefinition[], id: string): string | undefined {
  const entry = entries.find((candidate) => candidate.id === id);
  return entry === undefined ? undefined : liveExperimentKey(entry.address);
}
