// Every step the pipeline takes, offline, as deploy-stage.yml takes it (issue 30). For each stage,
// the synth job's command is read from the workflow with the stage's GitHub variables filled in
// and run through npm run deploy's own code; the `cdk synth` it would run is then synthesized
// in-process through the app's entry (build-app.ts), with cdk-nag, together with the stage's
// DeployAccess stack as the runbook's command adds it (-c githubRepository); the deploy and diff
// jobs' commands are then run against that assembly, recording the `cdk` commands and answering
// CloudFormation's calls from recordings. Once, the real `npx cdk synth` runs the same command.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  CloudFormationClient,
  DescribeStacksCommand,
  type DescribeStacksCommandOutput,
} from '@aws-sdk/client-cloudformation';
import { BUNDLING_STACKS, CloudAssembly } from 'aws-cdk-lib/cx-api';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './build-app.ts';
import { deployAccessStackName } from './deploy-access-stack.ts';
import { splitArguments } from './deploy-arguments.ts';
import { nodeDeployTools } from './deploy-tools.ts';
import type { SiteAddresses } from './site-build-check.ts';
import { pipelineCalls } from './pipeline-calls.ts';
import { deployedStackNames, deployedStacks, parseStage } from './stage.ts';
import { type DeployTools, runDeployCommand } from './stage-deployment.ts';
import {
  featureFlags,
  fixtureSiteDir,
  fixtureSiteMetaPath,
  stackBuildTimeoutMs,
} from './test/fernly-test-stack.ts';
import { deployArguments, representativeRun, stepWords } from './test/workflow-steps.ts';

const workflow = 'deploy-stage.yml';
/** The roles a stack's asset manifest says the CDK CLI assumes to upload each file. */
const assetManifestSchema = z.object({
  files: z.record(
    z.string(),
    z.object({ destinations: z.record(z.string(), z.object({ assumeRoleArn: z.string() })) }),
  ),
});
const githubRepository = 'fernly/website';
const workDir = mkdtempSync(join(tmpdir(), 'fernly-pipeline-'));
afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

interface Recording {
  readonly tools: DeployTools;
  readonly cdk: string[][];
  readonly builds: SiteAddresses[];
}

/** The real tools, but the CDK CLI and the site's build recorded instead of run. */
function recording(): Recording {
  const cdk: string[][] = [];
  const builds: SiteAddresses[] = [];
  return {
    cdk,
    builds,
    tools: {
      ...nodeDeployTools,
      runCdk: (args) => cdk.push([...args]),
      readCdk: (args) => {
        cdk.push([...args]);
        return 'There were no differences\n';
      },
      buildSite: (addresses) => builds.push(addresses),
      log: () => undefined,
      logUntrusted: () => undefined,
      setOutput: () => undefined,
      appendSummary: () => undefined,
    },
  };
}

/** The fixture site, recorded as built for `addresses` the way the real build records them. */
function fixtureSiteBuiltFor(stage: string, addresses: SiteAddresses | undefined): string[] {
  if (addresses === undefined) throw new Error('npm run deploy built no site');
  const meta = z.record(z.string(), z.unknown()).parse(JSON.parse(readFileSync(fixtureSiteMetaPath, 'utf8')));
  const path = join(workDir, `${stage}-site-meta.json`);
  writeFileSync(path, JSON.stringify({ ...meta, addresses }));
  return ['-c', `siteDir=${fixtureSiteDir}`, '-c', `siteMetaPath=${path}`];
}

const cloudFormation = mockClient(CloudFormationClient);
const described = (name: string, outputs: Record<string, string>): DescribeStacksCommandOutput => ({
  $metadata: { httpStatusCode: 200 },
  Stacks: [
    {
      StackName: name,
      StackStatus: 'CREATE_COMPLETE',
      CreationTime: new Date('2026-11-20T10:00:00Z'),
      Outputs: Object.entries(outputs).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
    },
  ],
});

/** The `cdk synth` command npm run deploy runs for the synth job's step of `stage`. */
async function synthCommand(stage: 'staging' | 'production') {
  const words = stepWords(workflow, 'synth', 'npm run --silent deploy', representativeRun(stage));
  const argv = deployArguments(words);
  expect(argv.slice(0, 2)).toEqual(['--synth', 'cdk-assembly']);
  const recorded = recording();
  await runDeployCommand(['--synth', join(workDir, stage), ...argv.slice(2)], recorded.tools);
  const [synth, ...others] = recorded.cdk;
  expect(others).toEqual([]);
  if (synth?.[0] !== 'synth') throw new Error(`npm run deploy ran ${JSON.stringify(synth)}, not cdk synth`);
  return [
    ...synth,
    ...fixtureSiteBuiltFor(stage, recorded.builds[0]),
    '-c',
    `githubRepository=${githubRepository}`,
  ];
}

describe.each(['staging', 'production'] as const)('the pipeline of %s, offline', (stageName) => {
  const stage = parseStage(stageName);
  let assemblyDir = '';

  it(
    'synthesizes every stack the stage deploys, and its DeployAccess stack, with its qualifier and no cdk-nag error',
    async () => {
      const { context } = splitArguments(await synthCommand(stageName));
      const app = buildApp({ ...featureFlags(), ...Object.fromEntries(context), [BUNDLING_STACKS]: [] });
      // Throws, listing them, on any cdk-nag error (as `cdk synth` exits 1).
      const assembly = app.app.synth();
      assemblyDir = assembly.directory;
      expect(assembly.stacks.map((stack) => stack.stackName).sort()).toEqual(
        [...deployedStackNames(stage), deployAccessStackName(stage)].sort(),
      );
      // In deploy order, so `cdk destroy --all` removes the web ACL last.
      const dependencies = (name: string) => assembly.getStackByName(name).dependencies.map(({ id }) => id);
      const [firewall, main, alarms] = deployedStackNames(stage);
      expect(dependencies(main ?? '')).toContain(firewall);
      expect(dependencies(alarms ?? '')).toContain(main);
      const qualifier = representativeRun(stageName).vars.CDK_QUALIFIER ?? '';
      for (const name of deployedStackNames(stage)) {
        expect(assembly.getStackByName(name).assumeRoleArn).toContain(`cdk-${qualifier}-deploy-role`);
      }
    },
    stackBuildTimeoutMs,
  );

  it('names, in cdk/pipeline-calls.ts, every role the CDK CLI assumes to deploy it', () => {
    const { account, vars } = { account: '123456789012', vars: representativeRun(stageName).vars };
    const region = vars.AWS_REGION ?? '';
    const assumable = new Set(
      pipelineCalls({ stage, account, region, qualifier: vars.CDK_QUALIFIER ?? '' })
        .filter((call) => call.principal === 'deploy-role' && call.action === 'sts:AssumeRole')
        .map((call) => call.resource),
    );
    const assembly = new CloudAssembly(assemblyDir);
    const assumed = deployedStacks(stage).flatMap(({ name, region: stackRegion }) => {
      const artifact = assembly.getStackByName(name);
      const placeholders = (arn: string) =>
        arn
          .replaceAll('${AWS::Partition}', 'aws')
          .replaceAll('${AWS::AccountId}', account)
          .replaceAll('${AWS::Region}', stackRegion === 'stage' ? region : stackRegion);
      const assets = assetManifestSchema.parse(
        JSON.parse(readFileSync(join(assemblyDir, `${artifact.id}.assets.json`), 'utf8')),
      );
      return [
        artifact.assumeRoleArn ?? '',
        ...Object.values(assets.files).flatMap((file) =>
          Object.values(file.destinations).map((destination) => destination.assumeRoleArn),
        ),
      ].map(placeholders);
    });
    expect(assumed.length).toBeGreaterThan(deployedStacks(stage).length);
    for (const role of assumed) expect(assumable).toContain(role);
  });

  it('deploys that assembly as the deploy job runs it, each stack given the outputs before it', async () => {
    const argv = deployArguments(
      stepWords(workflow, 'deploy', 'npm run --silent deploy', representativeRun(stageName)),
    );
    expect(argv.slice(0, 2)).toEqual(['--app', 'cdk-assembly']);
    cloudFormation.reset();
    cloudFormation
      .on(DescribeStacksCommand, { StackName: `${stage.stackName}-EdgeFirewall` })
      .resolves(
        described(`${stage.stackName}-EdgeFirewall`, {
          WebAclArn: 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/fernly-site/0f1e',
        }),
      )
      .on(DescribeStacksCommand, { StackName: stage.stackName })
      .resolves(
        described(stage.stackName, { DistributionId: 'E2QWRUHAPOMQZL', SiteUrl: 'https://site.example' }),
      );
    const recorded = recording();
    await runDeployCommand(['--app', assemblyDir, ...argv.slice(2)], recorded.tools);
    expect(recorded.cdk.map((args) => args.slice(0, 2).join(' '))).toEqual(
      deployedStackNames(stage).map((name) => `deploy ${name}`),
    );
  });

  it('diffs that assembly as the diff job runs it', async () => {
    const argv = deployArguments(
      stepWords(workflow, 'diff', 'npm run --silent deploy', representativeRun(stageName)),
    );
    expect(argv.slice(0, 3)).toEqual(['--diff', '--app', 'cdk-assembly']);
    const recorded = recording();
    await runDeployCommand([...argv.slice(0, 2), assemblyDir, ...argv.slice(3)], recorded.tools);
    expect(recorded.cdk.map((args) => args.slice(0, 2).join(' '))).toEqual(
      deployedStackNames(stage).map((name) => `diff ${name}`),
    );
  });
});

describe('the real cdk synth', () => {
  const cdkDir = fileURLToPath(new URL('.', import.meta.url));

  it(
    'exits 0 for staging, with the synth job’s context, as the pipeline runs it',
    async () => {
      const args = await synthCommand('staging');
      const { stdout, stderr } = await promisify(execFile)('npx', ['cdk', ...args], {
        cwd: cdkDir,
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(`${stdout}${stderr}`).toMatch(/Successfully synthesized/);
    },
    stackBuildTimeoutMs,
  );
});
