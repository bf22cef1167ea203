// What a repository ruleset and CODEOWNERS need from the repository and its organization, as GitHub
// reads them (decision 0059), for the runbook's step 9 (runbook-walk.ts): each required status
// check must be reported by a job of a workflow of the checkout that runs on every pull request to
// the branch, as GitHub Actions; each code owner must be a visible team of the organization with
// write access to the repository. GitHub accepts a ruleset that names a check nothing reports, or
// a CODEOWNERS line whose team does not exist: the first blocks every pull request for ever, the
// second drops the line's owner, and with it the review. So the walk stops on either.
import { parse } from 'yaml';
import { z } from 'zod';
import { type GitHubRepositoryModel, type GitHubRuleset, RunbookFailure, sentJson } from './empty-account.ts';
import type { RunbookStep } from './runbook-document.ts';
import type { Checkout } from './runbook-world.ts';

/** The GitHub App GitHub Actions reports workflow jobs' checks as, so no other app or token can pass them. */
export const githubActionsAppId = 15368;

const rulesetSchema = z.object({
  name: z.string().min(1),
  target: z.literal('branch'),
  enforcement: z.enum(['active', 'evaluate', 'disabled']),
  bypass_actors: z.array(z.unknown()).optional(),
  conditions: z.object({
    ref_name: z.object({ include: z.array(z.string()), exclude: z.array(z.string()) }),
  }),
  rules: z.array(z.object({ type: z.string(), parameters: z.record(z.string(), z.unknown()).optional() })),
});
type RulesetBody = z.infer<typeof rulesetSchema>;

const pullRequestParameters = z.object({ require_code_owner_review: z.boolean() });
const statusCheckParameters = z.object({
  required_status_checks: z.array(z.object({ context: z.string(), integration_id: z.number().optional() })),
});

/** The rule types the model knows what they need of; any other stops the walk. */
const knownRuleTypes = ['deletion', 'non_fast_forward', 'pull_request', 'required_status_checks'];

const workflowSchema = z.object({
  on: z.union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())]),
  jobs: z.record(z.string(), z.object({ name: z.string().optional(), strategy: z.unknown().optional() })),
});
const pullRequestFilterSchema = z
  .object({
    branches: z.array(z.string()).optional(),
    'branches-ignore': z.array(z.string()).optional(),
    paths: z.array(z.string()).optional(),
    'paths-ignore': z.array(z.string()).optional(),
    types: z.array(z.string()).optional(),
  })
  .nullable();

/** Whether a workflow's `on` runs it on every pull request to `branch`, whatever it changes. */
function runsOnEveryPullRequest(on: z.infer<typeof workflowSchema>['on'], branch: string): boolean {
  if (typeof on === 'string' || Array.isArray(on)) return [on].flat().includes('pull_request');
  if (!('pull_request' in on)) return false;
  const filter = pullRequestFilterSchema.parse(on.pull_request ?? null);
  if (filter === null) return true;
  // A path filter leaves some pull requests without the check, which then never reports.
  if (filter.paths !== undefined || filter['paths-ignore'] !== undefined) return false;
  if (filter.types !== undefined && !['opened', 'synchronize'].every((type) => filter.types?.includes(type)))
    return false;
  return (
    (filter.branches === undefined || filter.branches.includes(branch)) &&
    !(filter['branches-ignore'] ?? []).includes(branch)
  );
}

/** The checks the checkout's workflows report on every pull request to `branch`: each job's name or ID. */
function pullRequestChecks(checkout: Checkout, branch: string): string[] {
  return checkout
    .list('.github/workflows/')
    .filter((path) => /\.ya?ml$/.test(path))
    .flatMap((path) => {
      const workflow = workflowSchema.parse(parse(checkout.read(path) ?? ''));
      if (!runsOnEveryPullRequest(workflow.on, branch)) return [];
      // A matrix job reports one check per combination, each named with its values.
      return Object.entries(workflow.jobs)
        .filter(([, job]) => job.strategy === undefined)
        .map(([id, job]) => job.name ?? id);
    });
}

const codeOwnersPaths = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];

/**
 * What `codeowners/errors` answers for the checkout's CODEOWNERS (the first of GitHub's three
 * places), or undefined when there is none: every owner that is not a visible team of the
 * repository's organization with write access to it. The model knows no users, so it counts an
 * owner that is a person as unknown too.
 */
export function codeOwnersErrors(checkout: Checkout, github: GitHubRepositoryModel): string[] | undefined {
  const path = codeOwnersPaths.find((candidate) => checkout.read(candidate) !== undefined);
  if (path === undefined) return undefined;
  return (checkout.read(path) ?? '').split('\n').flatMap((line, index) => {
    const [, ...owners] = line.replace(/#.*/, '').trim().split(/\s+/);
    return owners
      .filter((owner) => {
        const [, organization, slug] = /^@([\w-]+)\/([\w-]+)$/.exec(owner) ?? [];
        const team = organization === github.owner ? github.teams.get(slug ?? '') : undefined;
        const permission = team?.repositories.get(github.name);
        return team?.privacy !== 'closed' || !['push', 'maintain', 'admin'].includes(permission ?? '');
      })
      .map(
        (owner) =>
          `Unknown owner on line ${index + 1} of ${path}: make sure ${owner} exists, is visible and has write access to the repository`,
      );
  });
}

/**
 * `rules/branches/<branch>`: the rules of the active rulesets that cover the branch, which must be
 * those the step says it lists ("it lists `deletion`, …").
 */
export function readBranchRules(github: GitHubRepositoryModel, branch: string, step: RunbookStep): void {
  const ref = `refs/heads/${branch}`;
  const shown = new Set(
    github.rulesets
      .filter(({ active, refs }) => active && refs.includes(ref))
      .flatMap(({ ruleTypes }) => ruleTypes),
  );
  const sentence = /it lists (.+?)\.\s/s.exec(step.text)?.[1] ?? '';
  const listed = [...sentence.matchAll(/`([a-z_]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((type) => knownRuleTypes.includes(type));
  if (listed.length === 0) throw new RunbookFailure('reads the rules back, but the step says none it lists');
  const missing = listed.filter((type) => !shown.has(type));
  if (missing.length > 0)
    throw new RunbookFailure(
      `answers ${[...shown].join(', ') || '[]'} for ${branch}, without the ${missing.join(', ')} the step says it lists`,
    );
}

/** The ruleset a command sends, read as GitHub's REST API reads it, or why GitHub would refuse it. */
function rulesetBody(text: string): RulesetBody {
  const parsed = rulesetSchema.safeParse(sentJson(text, 'a ruleset'));
  if (!parsed.success)
    throw new RunbookFailure(`sends a ruleset GitHub would refuse: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * The ruleset `text` holds, as the repository would keep it with `id`, once what it requires is
 * checked against the checkout and the organization.
 */
export function rulesetNeeds(
  text: string,
  id: number,
  checkout: Checkout,
  github: GitHubRepositoryModel,
): GitHubRuleset {
  const body = rulesetBody(text);
  if ((body.bypass_actors ?? []).length > 0)
    throw new RunbookFailure('lets someone bypass the ruleset, which the model does not know');
  const unknown = body.rules.map(({ type }) => type).filter((type) => !knownRuleTypes.includes(type));
  if (unknown.length > 0)
    throw new RunbookFailure(`has the rules ${unknown.join(', ')}, which the model does not know`);
  const refs = body.conditions.ref_name.include.filter(
    (ref) => !body.conditions.ref_name.exclude.includes(ref),
  );
  const rule = (type: string) => body.rules.find((found) => found.type === type)?.parameters;
  const checks = statusCheckParameters.safeParse(rule('required_status_checks'));
  for (const ref of refs) {
    const branch = ref.replace(/^refs\/heads\//, '');
    const reported = pullRequestChecks(checkout, branch);
    for (const { context, integration_id: app } of checks.success ? checks.data.required_status_checks : []) {
      if (!reported.includes(context))
        throw new RunbookFailure(
          `requires the check ${context}, which no job of .github/workflows/ reports on every pull request to ${branch} (they report ${reported.join(', ')}): no pull request could merge`,
        );
      if (app !== undefined && app !== githubActionsAppId)
        throw new RunbookFailure(
          `requires the check ${context} from the app ${app}, but GitHub Actions (${githubActionsAppId}) reports it: no pull request could merge`,
        );
    }
  }
  const pullRequest = pullRequestParameters.safeParse(rule('pull_request'));
  if (pullRequest.success && pullRequest.data.require_code_owner_review) {
    const errors = codeOwnersErrors(checkout, github);
    if (errors === undefined)
      throw new RunbookFailure('requires code owners’ reviews, and the repository has no CODEOWNERS');
    if (errors.length > 0)
      throw new RunbookFailure(
        `requires code owners’ reviews, but GitHub would drop owners of CODEOWNERS, and with them the reviews of their paths: ${errors.join('; ')}`,
      );
  }
  return {
    id,
    name: body.name,
    active: body.enforcement === 'active',
    refs,
    ruleTypes: body.rules.map(({ type }) => type),
  };
}
