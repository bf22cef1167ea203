// The repository's ruleset (.github/rulesets/main.json, in the format of GitHub's REST API for
// rulesets, applied by docs/deploying.md's runbook) and CODEOWNERS, read as GitHub reads them
// (decision 0059): nothing reaches main but through a pull request that passed the tests and the
// content-only check, and every changed path outside content/ needs a developer's approval. Each
// property is also shown to fail on a weakened copy, so none of these checks can pass by accident.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { deployBranchRef } from '../../contract/deploy-branch.ts';
import { githubActionsAppId } from '../../cdk/test/github-rulesets.ts';
import { editorFolder } from './content-only-rule.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

const ruleSchema = z.object({ type: z.string(), parameters: z.record(z.string(), z.unknown()).optional() });
const rulesetSchema = z.object({
  name: z.string(),
  target: z.string(),
  enforcement: z.string(),
  bypass_actors: z.array(z.unknown()),
  conditions: z.object({
    ref_name: z.object({ include: z.array(z.string()), exclude: z.array(z.string()) }),
  }),
  rules: z.array(ruleSchema),
});
type Ruleset = z.infer<typeof rulesetSchema>;
const ruleset: Ruleset = rulesetSchema.parse(JSON.parse(read('.github/rulesets/main.json')));

const pullRequestParameters = z.object({
  required_approving_review_count: z.number(),
  require_code_owner_review: z.boolean(),
  dismiss_stale_reviews_on_push: z.boolean(),
});
const statusCheckParameters = z.object({
  required_status_checks: z.array(z.object({ context: z.string(), integration_id: z.number().optional() })),
});

/** The check runs each workflow's jobs report to GitHub: a job's name, or its id. */
function jobCheckNames(workflowFile: string): string[] {
  const workflow = z
    .object({ jobs: z.record(z.string(), z.object({ name: z.string().optional() })) })
    .parse(parse(read(`.github/workflows/${workflowFile}`)));
  return Object.entries(workflow.jobs).map(([id, job]) => job.name ?? id);
}

/** The checks the ruleset must require: the tests and the content-only check. */
const requiredChecks = [...jobCheckNames('test.yml'), ...jobCheckNames('content-only.yml')];

/** Why `candidate` lets a change reach main that the rules above keep out; empty when it does not. */
function rulesetProblems(candidate: Ruleset): string[] {
  const problems: string[] = [];
  if (candidate.target !== 'branch' || candidate.enforcement !== 'active')
    problems.push('not an active branch ruleset');
  if (candidate.bypass_actors.length > 0) problems.push('someone may bypass it');
  const { include, exclude } = candidate.conditions.ref_name;
  if (!include.includes(deployBranchRef) || exclude.includes(deployBranchRef))
    problems.push(`it does not cover ${deployBranchRef}, the branch the pipeline deploys`);
  const rule = (type: string) => candidate.rules.find((found) => found.type === type);
  for (const type of ['deletion', 'non_fast_forward'])
    if (rule(type) === undefined) problems.push(`${type} is not forbidden`);
  const pullRequest = pullRequestParameters.safeParse(rule('pull_request')?.parameters);
  if (!pullRequest.success) problems.push('changes need no pull request');
  else {
    if (!pullRequest.data.require_code_owner_review) problems.push('code owners need not review their paths');
    if (!pullRequest.data.dismiss_stale_reviews_on_push)
      problems.push('an approval survives a later push to the pull request');
  }
  const checks = statusCheckParameters.safeParse(rule('required_status_checks')?.parameters);
  for (const context of requiredChecks) {
    const required = checks.success
      ? checks.data.required_status_checks.find((check) => check.context === context)
      : undefined;
    if (required === undefined) problems.push(`the check ${context} is not required`);
    else if (required.integration_id !== githubActionsAppId)
      problems.push(`the check ${context} may be reported by something other than GitHub Actions`);
  }
  return problems;
}

/** CODEOWNERS, as lines of a pattern and its owners (none: the path has no code owner). */
function codeOwnersLines(text: string): { pattern: string; owners: string[] }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [pattern = '', ...owners] = line.split(/\s+/);
      return { pattern, owners };
    });
}

/**
 * Whether a pattern of the forms this file uses matches a path: `*` (every file) or `/dir/`
 * (everything under a folder at the root). Any other form fails the test, so the model stays exact.
 */
function matches(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  if (/^\/[\w.-]+(\/[\w.-]+)*\/$/.test(pattern)) return path.startsWith(pattern.slice(1));
  throw new Error(`CODEOWNERS pattern ${pattern}: teach this test its meaning before using it`);
}

/** GitHub's rule: the last line whose pattern matches the path names its owners. */
function ownersOf(codeOwners: string, path: string): string[] {
  return codeOwnersLines(codeOwners).findLast(({ pattern }) => matches(pattern, path))?.owners ?? [];
}

const codeOwners = read('.github/CODEOWNERS');
const developers = '@fernly/developers';

/** Paths of every part of the repository, and of content/. */
const pathsOutsideContent = [
  'cdk/fernly-stack.ts',
  'lambdas/editor-sign-in/sign-in.ts',
  'package.json',
  'package-lock.json',
  '.github/workflows/deploy.yml',
  '.github/CODEOWNERS',
  '.github/rulesets/main.json',
  'tests/pipeline/content-only-check.ts',
  'web/admin/cms-config.ts',
  'edge/security-headers.ts',
  'README.md',
  'contents/faq.yaml',
];
const contentPaths = ['content/faq.yaml', 'content/blog/starting-small.md', 'content/legal/terms.yaml'];

/** Why `text` lets a path outside content/ change without a developer, or gives content/ an owner. */
function codeOwnersProblems(text: string): string[] {
  return [
    ...pathsOutsideContent
      .filter((path) => !ownersOf(text, path).includes(developers))
      .map((path) => `${path} needs no developer's review`),
    ...contentPaths
      .filter((path) => ownersOf(text, path).length > 0)
      .map((path) => `${path} needs a review editors cannot give themselves`),
  ];
}

describe('the ruleset on main', () => {
  it('is in the REST API’s format, for the branch the pipeline deploys', () => {
    expect(ruleset.name).toBe('main');
    expect(ruleset.conditions.ref_name.include).toEqual([deployBranchRef]);
  });

  it('requires a pull request, the tests and the content-only check, and code owners’ reviews, with no bypass', () => {
    expect(requiredChecks).toEqual(['test', 'content-only']);
    expect(rulesetProblems(ruleset)).toEqual([]);
  });

  it.each<[string, (weakened: Ruleset) => Ruleset, string]>([
    [
      'a bypass',
      (r) => ({ ...r, bypass_actors: [{ actor_id: 5, actor_type: 'RepositoryRole' }] }),
      'someone may bypass it',
    ],
    ['evaluate mode', (r) => ({ ...r, enforcement: 'evaluate' }), 'not an active branch ruleset'],
    [
      'another branch',
      (r) => ({ ...r, conditions: { ref_name: { include: ['refs/heads/develop'], exclude: [] } } }),
      `it does not cover ${deployBranchRef}, the branch the pipeline deploys`,
    ],
    [
      'no pull request',
      (r) => ({ ...r, rules: r.rules.filter((rule) => rule.type !== 'pull_request') }),
      'changes need no pull request',
    ],
    [
      'no code owners',
      (r) => ({
        ...r,
        rules: r.rules.map((rule) =>
          rule.type === 'pull_request'
            ? { ...rule, parameters: { ...rule.parameters, require_code_owner_review: false } }
            : rule,
        ),
      }),
      'code owners need not review their paths',
    ],
    [
      'approvals that survive a push',
      (r) => ({
        ...r,
        rules: r.rules.map((rule) =>
          rule.type === 'pull_request'
            ? { ...rule, parameters: { ...rule.parameters, dismiss_stale_reviews_on_push: false } }
            : rule,
        ),
      }),
      'an approval survives a later push to the pull request',
    ],
    [
      'the content-only check dropped',
      (r) => ({
        ...r,
        rules: r.rules.map((rule) =>
          rule.type === 'required_status_checks'
            ? {
                ...rule,
                parameters: {
                  required_status_checks: [{ context: 'test', integration_id: githubActionsAppId }],
                },
              }
            : rule,
        ),
      }),
      'the check content-only is not required',
    ],
    [
      'a check any app may report',
      (r) => ({
        ...r,
        rules: r.rules.map((rule) =>
          rule.type === 'required_status_checks'
            ? {
                ...rule,
                parameters: {
                  required_status_checks: [
                    { context: 'test' },
                    { context: 'content-only', integration_id: githubActionsAppId },
                  ],
                },
              }
            : rule,
        ),
      }),
      'the check test may be reported by something other than GitHub Actions',
    ],
    [
      'force pushes',
      (r) => ({ ...r, rules: r.rules.filter((rule) => rule.type !== 'non_fast_forward') }),
      'non_fast_forward is not forbidden',
    ],
  ])('fails when weakened: %s', (_what, weaken, problem) => {
    expect(rulesetProblems(weaken(ruleset))).toContain(problem);
  });
});

describe('CODEOWNERS', () => {
  it('gives every path outside content/ to the developers, and content/ to no one', () => {
    expect(codeOwnersProblems(codeOwners)).toEqual([]);
    expect(ownersOf(codeOwners, `${editorFolder}pages/hero.yaml`)).toEqual([]);
  });

  it.each([
    ['cdk/ handed to no one', `${codeOwners}/cdk/\n`, "cdk/fernly-stack.ts needs no developer's review"],
    [
      'content/ listed first, then overruled',
      '/content/\n* @fernly/developers\n',
      'content/faq.yaml needs a review editors cannot give themselves',
    ],
    [
      'the workflows handed to an editor',
      `${codeOwners}/.github/ @fernly/editors\n`,
      ".github/workflows/deploy.yml needs no developer's review",
    ],
  ])('fails when weakened: %s', (_what, weakened, problem) => {
    expect(codeOwnersProblems(weakened)).toContain(problem);
  });

  it('holds only the forms of pattern this test understands', () => {
    for (const { pattern } of codeOwnersLines(codeOwners)) expect(() => matches(pattern, 'x')).not.toThrow();
    expect(() => matches('*.ts', 'x')).toThrow(/teach this test/);
  });
});
