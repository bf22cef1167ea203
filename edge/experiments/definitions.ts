// The rules an experiment's entry keeps (edge/experiments/experiments.ts), checked wherever the entries
// are used: the build (against the pages it renders), the CDK app and the local stack (before
// they fill the store) and `npm run experiment`. Each broken rule is one message naming the entry.
import { z } from 'zod';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { addressKey } from './address-key.ts';
import { maxExperimentDays, type ExperimentDefinition } from './definition-shape.ts';

const { ExperimentId, VariantName } = openapiDocument.components.schemas;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/** Midnight UTC at the start of `day`, in milliseconds. */
export function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function isRealDay(day: string): boolean {
  const time = dayStartMs(day);
  return isoDay.test(day) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

const pagePath = z
  .string()
  .regex(/^\/[A-Za-z0-9/._-]*$/, 'must be a path of the site, such as / or /HomePage1');

const variantSchema = z.object({
  name: z
    .string()
    .max(VariantName.maxLength)
    .regex(new RegExp(VariantName.pattern), 'must be lower-case letters, digits and hyphens'),
  page: pagePath,
  weight: z.number().int('must be a whole percentage').min(0).max(100),
});

const experimentSchema = z
  .object({
    id: z
      .string()
      .max(ExperimentId.maxLength)
      .regex(new RegExp(ExperimentId.pattern), 'must be lower-case letters, digits and hyphens'),
    question: z.string().min(10).max(200),
    address: pagePath,
    status: z.enum(['running', 'stopped']),
    variants: z.array(variantSchema).min(2, 'needs a control and at least one other variant').max(6),
    start: z.string().refine(isRealDay, 'must be a day as YYYY-MM-DD'),
    end: z.string().refine(isRealDay, 'must be a day as YYYY-MM-DD'),
    goal: z.object({
      metric: z.enum(['tap', 'sign-up']),
      baselineRate: z.number().gt(0).lt(1),
      smallestLift: z.number().gt(0),
    }),
  })
  .superRefine((experiment, context) => {
    const problem = (message: string, path: (string | number)[]) => {
      context.addIssue({ code: 'custom', message, path });
    };
    const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
    if (total !== 100) problem(`the variants' weights add up to ${total}, not 100`, ['variants']);
    if (experiment.variants.filter((variant) => variant.weight > 0).length < 2)
      problem('at least two variants need a weight above 0', ['variants']);
    const [control] = experiment.variants;
    if (control !== undefined && addressKey(control.page) !== addressKey(experiment.address))
      problem(
        `the first variant is the control and must be the address's own page (${experiment.address}), not ${control.page}`,
        ['variants', 0, 'page'],
      );
    for (const [key, label] of [
      ['name', 'name'],
      ['page', 'page'],
    ] as const) {
      const seen = new Set<string>();
      experiment.variants.forEach((variant, index) => {
        const value = key === 'page' ? addressKey(variant.page) : variant.name;
        if (seen.has(value))
          problem(`two variants have the ${label} ${variant[key]}`, ['variants', index, key]);
        seen.add(value);
      });
    }
    if (isRealDay(experiment.start) && isRealDay(experiment.end)) {
      const days = (dayStartMs(experiment.end) - dayStartMs(experiment.start)) / dayMs + 1;
      if (days < 1) problem(`ends (${experiment.end}) before it starts (${experiment.start})`, ['end']);
      else if (days > maxExperimentDays)
        problem(`runs ${days} days; an experiment runs at most ${maxExperimentDays}`, ['end']);
    }
    const { baselineRate, smallestLift } = experiment.goal;
    if (baselineRate * (1 + smallestLift) >= 1)
      problem('the baseline rate with the smallest lift would reach 100%', ['goal', 'smallestLift']);
  });

const experimentsSchema = z.array(experimentSchema).superRefine((list, context) => {
  const byId = new Map<string, number>();
  list.forEach((experiment, index) => {
    if (byId.has(experiment.id))
      context.addIssue({
        code: 'custom',
        message: `two experiments have the id ${experiment.id}`,
        path: [index, 'id'],
      });
    byId.set(experiment.id, index);
    for (const other of list.slice(0, index)) {
      if (addressKey(other.address) !== addressKey(experiment.address)) continue;
      const overlap = other.start <= experiment.end && experiment.start <= other.end;
      if (overlap || (other.status === 'running' && experiment.status === 'running'))
        context.addIssue({
          code: 'custom',
          message: `two experiments on one address: ${experiment.id} and ${other.id} both test ${experiment.address}${overlap ? ' on the same days' : ' and are both running'}`,
          path: [index, 'address'],
        });
    }
  });
});

function issueMessages(error: z.ZodError, list: readonly unknown[]): string[] {
  return error.issues.map((issue) => {
    const [index, ...rest] = issue.path;
    const entry = typeof index === 'number' ? list[index] : undefined;
    const id =
      typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string'
        ? entry.id
        : `entry ${String(index)}`;
    const where = rest.length === 0 ? '' : ` ${rest.join('.')}`;
    return `experiment ${id}${where}: ${issue.message}`;
  });
}

/** Every broken rule of the entries, one message each; none when they are all sound. */
export function definitionProblems(list: readonly ExperimentDefinition[]): string[] {
  const parsed = experimentsSchema.safeParse(list);
  return parsed.success ? [] : issueMessages(parsed.error, list);
}

/** The entries, or an error listing every broken rule. */
export function checkedExperiments(list: readonly ExperimentDefinition[]): readonly ExperimentDefinition[] {
  const problems = definitionProblems(list);
  if (problems.length > 0)
    throw new Error(`edge/experiments/experiments.ts:\n  - ${problems.join('\n  - ')}`);
  return list;
}

interface SitePages {
  /** Every address the build pre-renders, as the routes name them. */
  readonly pages: readonly string[];
  /** The partners' pages, which show their partner's prices and are never replaced. */
  readonly partnerPages: readonly string[];
}

/**
 * What the build refuses beyond the entries' own rules: an address or variant that is no
 * pre-rendered page, or a partner's page, which must keep its partner's prices.
 */
export function pageProblems(list: readonly ExperimentDefinition[], site: SitePages): string[] {
  const pages = new Set(site.pages.map(addressKey));
  const partnerPages = new Set(site.partnerPages.map(addressKey));
  return list.flatMap((experiment) => {
    const problems: string[] = [];
    const check = (path: string, what: string) => {
      if (!pages.has(addressKey(path)))
        problems.push(`experiment ${experiment.id}: ${what} ${path} is not a pre-rendered page`);
      else if (partnerPages.has(addressKey(path)))
        problems.push(
          `experiment ${experiment.id}: ${what} ${path} is a partner's page, which keeps its partner's prices`,
        );
    };
    check(experiment.address, 'the address');
    for (const variant of experiment.variants.slice(1)) check(variant.page, `variant ${variant.name}'s page`);
    return problems;
  });
}
