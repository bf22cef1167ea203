// What an experiment's entry says (edge/experiments/experiments.ts). The shape alone, without its
// rules (edge/experiments/definitions.ts), so the router's bundle can read the tested addresses
// without a validator.

/**
 * The longest an experiment may run: Google asks that tests be temporary, and the cookie that keeps
 * a visitor's variant lives this long (web/src/shared/cookies.ts).
 */
export const maxExperimentDays = 90;

interface VariantDefinition {
  /** How records and reports name it: lower-case letters, digits and hyphens. */
  readonly name: string;
  /** The pre-rendered page shown, as the site names it (`/HomePage1`). */
  readonly page: string;
  /** Its share of the visitors assigned, in percent; the shares add up to 100. */
  readonly weight: number;
}

interface ExperimentGoal {
  /** What the verdict judges: visitors who tapped a call to action, or who then signed up in the app. */
  readonly metric: 'tap' | 'sign-up';
  /** The rate the control is expected to have, 0 to 1: with the lift, it sets the sample needed. */
  readonly baselineRate: number;
  /** The smallest relative change worth finding (0.25: from 8% to 10%). */
  readonly smallestLift: number;
}

export interface ExperimentDefinition {
  /** Lower-case letters, digits and hyphens; what records carry as `experiment`. */
  readonly id: string;
  /** What the owners want to learn: the report's title. */
  readonly question: string;
  /** The address tested, as visitors reach it; its own page is the first variant. */
  readonly address: string;
  /**
   * Whether the store is filled with it switched on. `npm run experiment -- start|stop` changes
   * the live store without a rebuild; a deploy that changes this file fills the store afresh.
   */
  readonly status: 'running' | 'stopped';
  /** The control (the address's own page) first. */
  readonly variants: readonly VariantDefinition[];
  /** The first and last UTC day it may run, `YYYY-MM-DD`: outside them the address shows its own page. */
  readonly start: string;
  readonly end: string;
  readonly goal: ExperimentGoal;
}
