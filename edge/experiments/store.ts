// What the viewer-request function reads (edge/viewer-request.js), as keys and values of the
// CloudFront KeyValueStore, or of the local stack's file in the same import format: one key per
// address with an experiment switched on, and on preview stages the key that lets `?variant=`
// choose a variant. Decision 0040 explains when the store is filled and who changes it.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ExperimentDefinition } from './definition-shape.ts';
import { addressKey } from './address-key.ts';
import { dayStartMs } from './definitions.ts';

/** Where the build writes each variant's copy of its page, and the function rewrites the address to. */
export const variantCopiesPrefix = '/_experiments/';

/** The object key of a variant's copy: `/_experiments/home-landing/homepage1/index.html`. */
export function variantObjectKey(experimentId: string, variantName: string): string {
  return `${variantCopiesPrefix}${experimentId}/${variantName}/index.html`;
}

/** The store key of the experiment switched on at an address. */
export function liveExperimentKey(address: string): string {
  return `experiment:${addressKey(address)}`;
}

/** Present on preview stages and locally: `?variant=<name>` then shows that variant, for review. */
export const variantOverrideKey = 'variant-override';
/** The fingerprint of the entries the store was filled from, so a change of them refills it. */
export const definitionsKey = 'definitions';
/**
 * The variants whose copies the deployed site has, as `<experiment>/<variant>`: filled with the
 * site built from the same entries, so `npm run experiment -- start` can refuse a variant added to
 * the entries but not yet deployed, which would send its share of visitors to a missing page.
 */
export const variantPagesKey = 'variant-pages';

/** What a CloudFront KeyValueStore value may hold. */
const maxValueBytes = 1024;

/** Every variant of every entry: the build writes a copy for each, running or not. */
export function variantPages(list: readonly ExperimentDefinition[]): string[] {
  return list.flatMap((experiment) =>
    experiment.variants.map((variant) => `${experiment.id}/${variant.name}`),
  );
}

/** The variant pages a store value names, or none when it is missing or unreadable. */
export function parseVariantPages(value: string | undefined): Set<string> {
  if (value === undefined) return new Set();
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(value));
    return new Set(parsed.success ? parsed.data : []);
  } catch {
    return new Set();
  }
}

/** The main stack's output naming the stage's store, which `npm run experiment -- --stage` reads. */
export const experimentStoreArnOutput = 'ExperimentStoreArn';

/** What the function reads at an address: the experiment, its window and its variants' weights. */
export interface LiveExperiment {
  readonly id: string;
  /** Epoch milliseconds: the first day's midnight (UTC) and the midnight after the last day. */
  readonly from: number;
  readonly until: number;
  readonly variants: readonly (readonly [name: string, weight: number])[];
}

export function liveExperiment(definition: ExperimentDefinition): LiveExperiment {
  return {
    id: definition.id,
    from: dayStartMs(definition.start),
    until: dayStartMs(definition.end) + 86_400_000,
    variants: definition.variants.map((variant) => [variant.name, variant.weight] as const),
  };
}

const liveExperimentSchema = z.object({
  id: z.string(),
  from: z.number(),
  until: z.number(),
  variants: z.array(z.tuple([z.string(), z.number()])),
});

/** A stored value as the function reads it, or `unreadable` where the function would show the address's own page. */
export function parseLiveExperiment(value: string): LiveExperiment | 'unreadable' {
  try {
    const parsed = liveExperimentSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

export interface StoreItem {
  readonly key: string;
  readonly value: string;
}

/**
 * A short hash of the entries and of the keys the store is filled with: equal entries, equal
 * fingerprint, and a store filled before a key was added is filled again.
 */
export function definitionsFingerprint(list: readonly ExperimentDefinition[]): string {
  return createHash('sha256')
    .update(JSON.stringify({ keys: [definitionsKey, variantPagesKey], list }))
    .digest('hex')
    .slice(0, 12);
}

/**
 * The store's contents as the entries say: each running experiment switched on at its address,
 * the entries' fingerprint and variant pages, and on a preview stage the variant override.
 */
export function filledStore(
  list: readonly ExperimentDefinition[],
  options: { readonly preview: boolean },
): StoreItem[] {
  const items = [
    { key: definitionsKey, value: definitionsFingerprint(list) },
    { key: variantPagesKey, value: JSON.stringify(variantPages(list)) },
    ...(options.preview ? [{ key: variantOverrideKey, value: 'allowed' }] : []),
    ...list
      .filter((experiment) => experiment.status === 'running')
      .map((experiment) => ({
        key: liveExperimentKey(experiment.address),
        value: JSON.stringify(liveExperiment(experiment)),
      })),
  ];
  for (const item of items) {
    if (Buffer.byteLength(item.value) > maxValueBytes)
      throw new Error(
        `The experiment store's ${item.key} would hold ${Buffer.byteLength(item.value)} bytes; a CloudFront KeyValueStore value holds at most ${maxValueBytes}: fewer entries or variants in edge/experiments/experiments.ts.`,
      );
  }
  return items;
}

/** The KeyValueStore's import format, which the local stack's file uses too. */
export function importDocument(items: readonly StoreItem[]): string {
  return `${JSON.stringify({ data: items }, null, 2)}\n`;
}

const importDocumentSchema = z.object({
  data: z.array(z.object({ key: z.string(), value: z.string() })),
});

export function parseImportDocument(text: string): StoreItem[] {
  return importDocumentSchema.parse(JSON.parse(text)).data;
}
