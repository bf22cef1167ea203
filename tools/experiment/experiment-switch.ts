// What `npm run experiment` decides, apart from any store: given the entries, the experiment's
// store key as it is now and today's date, the one change `start` or `stop` makes (or the refusal)
// and the lines that say what changed, and for `status` what the store holds against its entry.
// tools/experiment/experiment-command.ts reads the key from the store and writes the change back.
import type { TermRow } from './command-text.ts';
import type { ExperimentDefinition } from '../../edge/experiments/definition-shape.ts';
import { dayStartMs, definitionProblems } from '../../edge/experiments/definitions.ts';
import type { StoreChange, StoreWhere } from '../../edge/experiments/experiment-store.ts';
import {
  type LiveExperiment,
  liveExperiment,
  liveExperimentKey,
  parseLiveExperiment,
  parseVariantPages,
} from '../../edge/experiments/store.ts';

export type Subcommand = 'start' | 'stop' | 'status';

/**
 * The first day `start` gives the experiment: its entry's, or today when that is earlier, which
 * only the local stack's store takes (`--from today`, decision 0066).
 */
export type StartFrom = 'entry' | 'today';

type Outcome =
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unchanged'; readonly message: string }
  | { readonly kind: 'change'; readonly change: StoreChange; readonly message: string };

/** The file of the entries, as the messages name it. */
export const entriesFile = 'edge/experiments/experiments.ts';
const dayMs = 86_400_000;

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function lastDay(live: LiveExperiment): string {
  return utcDay(live.until - dayMs);
}

/** The entry's page of each variant the store names. */
function pagesOf(live: LiveExperiment, entry: ExperimentDefinition): string[] {
  return live.variants.map(
    ([name]) => entry.variants.find((variant) => variant.name === name)?.page ?? `variant ${name}`,
  );
}

/** `/ and /HomePage1`, `/, /a or /b`. */
const listed = (items: readonly string[], conjunction = 'and') =>
  items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;

/** `/ split 50/50 between / and /HomePage1 until 2027-02-22`, naming the entry's pages. */
function splitText(live: LiveExperiment, entry: ExperimentDefinition): string {
  const weights = live.variants.map(([, weight]) => weight).join('/');
  return `${entry.address} split ${weights} between ${listed(pagesOf(live, entry))} until ${lastDay(live)}`;
}

function sameLive(a: LiveExperiment, b: LiveExperiment): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The stored value is the entry's but for a first day moved earlier, as `--from today` does. */
function startedEarly(stored: LiveExperiment, entry: ExperimentDefinition): boolean {
  const wanted = liveExperiment(entry);
  return stored.from < wanted.from && sameLive({ ...stored, from: wanted.from }, wanted);
}

/** The second line when the entry's status would undo the change at the next deploy that refills the store. */
function entryStatusNote(entry: ExperimentDefinition, nowRunning: boolean): string {
  const wanted = nowRunning ? 'running' : 'stopped';
  if (entry.status === wanted) return '';
  return `\nIts entry says ${entry.status}: a deploy that changes ${entriesFile} fills the store from it again, so set status: '${wanted}' there to keep it ${wanted}.`;
}

/**
 * Why `start --from today` is refused for a stage (decision 0066), and what to do instead. The
 * command says so before it opens the stage's store.
 */
export function earlyStartOnStage(entry: ExperimentDefinition, stage: string): string {
  const variant = entry.variants[1]?.name ?? entry.variants[0]?.name ?? '';
  return [
    `--from today starts an experiment before its days on the local stack only; nothing changed on ${stage}.`,
    `A stage runs ${entry.id} only in the days of its entry in ${entriesFile}, which is reviewed like any change and gives the verdict its days: to start it sooner there, change its start and deploy.`,
    `To look at a variant on a stage other than production, open ${entry.address}?variant=${variant}.`,
  ].join('\n');
}

/** What `start --from today` did on the local stack, and what a visitor of `npm start` now sees. */
function startedEarlyMessage(
  entry: ExperimentDefinition,
  wanted: LiveExperiment,
  was: string,
  today: string,
  where: StoreWhere,
): string {
  const variantLinks = entry.variants.map((variant) => `${entry.address}?variant=${variant.name}`);
  return [
    `${entry.id} started ${where.label} today, ${today}, before its entry's first day, ${entry.start}: ${splitText(wanted, entry)}${was}.`,
    `Its start moved for this local store only (${where.store}): its entry in ${entriesFile}, and every deployed stage, keep its first day, ${entry.start}.`,
    `A visitor of npm start's ${entry.address} now gets ${listed(pagesOf(wanted, entry), 'or')} at random and keeps it, by a cookie; one who chose Reject gets ${entry.address}. ${listed(variantLinks, 'or')} shows you that variant.`,
    `It runs until npm start finds the entries changed and fills the store from them again, or until:`,
    `  npm run experiment -- stop ${entry.id}${where.options}`,
    `Its verdict so far:`,
    `  npm run stats -- --experiment ${entry.id} --from ${today}${where.options}`,
  ].join('\n');
}

function start(
  entry: ExperimentDefinition,
  entries: readonly ExperimentDefinition[],
  current: LiveExperiment | 'unreadable' | undefined,
  deployedPages: ReadonlySet<string>,
  today: string,
  from: StartFrom,
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
  const early = from === 'today' && today < entry.start;
  if ((today < entry.start && !early) || today > entry.end)
    return {
      kind: 'refused',
      message: `${entry.id} may run from ${entry.start} to ${entry.end} (its entry in ${entriesFile}); today is ${today} (UTC), so it was not started.${
        today < entry.start && where.local
          ? `\nTo try it on the local stack before then:\n  npm run experiment -- start ${entry.id} --from today${where.options}`
          : ''
      }`,
    };
  const undeployed = entry.variants.filter((variant) => !deployedPages.has(`${entry.id}/${variant.name}`));
  if (undeployed.length > 0)
    return {
      kind: 'refused',
      message: `The site ${where.label} has no page for ${undeployed.map((variant) => `${variant.name} (${variant.page})`).join(', ')} of ${entry.id}: deploy the entries of ${entriesFile} first (locally, restart npm start), or its share of visitors would get a missing page; nothing changed.`,
    };
  const wanted = early ? { ...liveExperiment(entry), from: dayStartMs(today) } : liveExperiment(entry);
  if (current !== undefined && current !== 'unreadable' && current.id !== entry.id)
    return {
      kind: 'refused',
      message: `${current.id} runs at ${entry.address} ${where.label}, so nothing changed; stop it first:\n  npm run experiment -- stop ${current.id}${where.options}`,
    };
  if (current !== undefined && current !== 'unreadable' && sameLive(current, wanted))
    return {
      kind: 'unchanged',
      message: `${entry.id} already runs ${where.label}: ${splitText(wanted, entry)}${early ? `, from ${today}` : ''}; nothing changed.`,
    };
  const was =
    current === 'unreadable'
      ? ` (replacing an unreadable value at ${liveExperimentKey(entry.address)})`
      : current === undefined
        ? ''
        : ` (was ${splitText(current, entry)})`;
  const change = { put: { key: liveExperimentKey(entry.address), value: JSON.stringify(wanted) } };
  if (early)
    return { kind: 'change', change, message: startedEarlyMessage(entry, wanted, was, today, where) };
  return {
    kind: 'change',
    change,
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

/** The refusal of an id that is no entry, naming the entries there are. */
export function unknownExperiment(entries: readonly ExperimentDefinition[], id: string): string {
  return `No experiment ${id} in ${entriesFile}; its entries: ${entries.map((known) => known.id).join(', ') || 'none'}.`;
}

/** What `start` or `stop` does to the key of the experiment `entry`, whose value is `storedValue` now. */
export function experimentOutcome(request: {
  readonly subcommand: 'start' | 'stop';
  readonly entry: ExperimentDefinition;
  /** Every entry, for the rules that weigh one against the others. */
  readonly entries: readonly ExperimentDefinition[];
  readonly storedValue: string | undefined;
  /** What the store's variant-pages key holds: the variants the deployed site has pages for. */
  readonly deployedPages: string | undefined;
  readonly now: number;
  readonly from: StartFrom;
  readonly where: StoreWhere;
}): Outcome {
  const { subcommand, entry, entries, storedValue, deployedPages, now, from, where } = request;
  const current = storedValue === undefined ? undefined : parseLiveExperiment(storedValue);
  if (subcommand === 'stop') return stop(entry, current, where);
  return start(entry, entries, current, parseVariantPages(deployedPages), utcDay(now), from, where);
}

/** The entry's variants with their pages and weights: `home (/) 50%, homepage1 (/HomePage1) 50%`. */
function variantsText(variants: LiveExperiment['variants'], entry: ExperimentDefinition): string {
  return variants
    .map(([name, weight]) => {
      const page = entry.variants.find((variant) => variant.name === name)?.page;
      return `${name}${page === undefined ? '' : ` (${page})`} ${weight}%`;
    })
    .join(', ');
}

/**
 * The experiment's state in the store, as `status` lists it: whether it is on, its variants and
 * weights and its days as the store holds them (or, when it is off, as its entry gives them), and
 * what its entry says.
 */
export function experimentStatus(
  entry: ExperimentDefinition,
  storedValue: string | undefined,
  now: number,
  where: StoreWhere,
): TermRow[] {
  const current = storedValue === undefined ? undefined : parseLiveExperiment(storedValue);
  const stored =
    current !== undefined && current !== 'unreadable' && current.id === entry.id ? current : null;
  const shown = stored ?? liveExperiment(entry);
  const ownPage = `${entry.address} shows its own page to everyone`;
  const state =
    current === undefined
      ? `off: ${ownPage}`
      : current === 'unreadable'
        ? `off: the value at ${liveExperimentKey(entry.address)} is unreadable, so ${ownPage}`
        : stored === null
          ? `off: ${entry.address} runs ${current.id}`
          : now < stored.from
            ? `switched on from ${utcDay(stored.from)}; until then ${ownPage}`
            : now >= stored.until
              ? `switched on, but its days ended on ${lastDay(stored)}: ${ownPage}`
              : `on: visitors to ${entry.address} are split between its variants`;
  const early = stored !== null && where.local && startedEarly(stored, entry);
  const days = `${utcDay(shown.from)} to ${lastDay(shown)} (UTC)${
    early ? `, started early in this local store: its entry's first day is ${entry.start}` : ''
  }`;
  const switchedOn = stored !== null;
  const disagrees = (entry.status === 'running') !== switchedOn;
  const differs = stored !== null && !early && !sameLive(stored, liveExperiment(entry));
  const entryText = [
    `says ${entry.status}`,
    disagrees
      ? `, so filling the store from the entries again (a deploy, or npm start, after they change) switches it ${switchedOn ? 'off' : 'on'}`
      : '',
    differs ? `; its weights or days differ from the store's: start it again to apply them` : '',
  ].join('');
  return [
    ['State', state],
    ['Variants', variantsText(shown.variants, entry)],
    ['Days', days],
    ['Entry', entryText],
  ];
}
