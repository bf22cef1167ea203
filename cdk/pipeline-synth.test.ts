// Every step the pipeline takes, offline, as deploy-stage.yml takes it (issue 30). For each stage,
// the synth job's command is read from the workflow with the stage's GitHub variables filled in
// and run through npm run deploy's own code; the `cdk synth` it would run is synthesized in-process
// through the app's entry (build-app.ts), every handler bundled by esbuild as the job bundles it
// (checked in each function's staged asset) and cdk-nag at synth, together with the stage's
// DeployAccess stack as the runbook's command adds it (-c githubRepository), once per test
// run for every test that reads the stage (cdk/test/synthesize-stages.ts); the deploy and diff
// jobs' commands are then run against that assembly, recording the `cdk` commands and answering
// CloudFormation's calls from recordings. Once, the real `npx cdk synth` runs the same command.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  CloudFormationClient,
  DescribeStacksCommand,
  type DescribeStacksCommandOutput,
} from '@aws-sdk/client-cloudformation';
import {
  ASSET_RESOURCE_METADATA_IS_BUNDLED_KEY,
  ASSET_RESOURCE_METADATA_PATH_KEY,
  PATH_METADATA_KEY,
} from 'aws-cdk-lib/cx-api';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiOperations } from '../contract/operations.ts';
import { deployAccessStackName } from './deploy-access-stack.ts';
import { pipelineCalls } from './pipeline-calls.ts';
import { deployedStackNames, deployedStacks, parseStage } from './stage.ts';
import { runDeployCommand } from '../tools/deploy/stage-deployment.ts';
import { stackBuildTimeoutMs } from './test/fernly-test-stack.ts';
import { type SynthesizedStage, synthesizedStage } from './test/synthesized-stages.ts';
import { deployWorkflow, recording } from './test/workflow-synth.ts';
import { deployArguments, representativeRun, stepWords } from './test/workflow-steps.ts';
import { resourcesOfType, stringAt, valueAt } from './test/template-query.ts';

/** The roles a stack's asset manifest says the CDK CLI assumes to upload each file. */
const assetManifestSchema = z.object({
  files: z.record(
    z.string(),
    z.object({ destinations: z.record(z.string(), z.object({ assumeRoleArn: z.string() })) }),
  ),
});

const cloudFormation = mockClient(CloudFormationClient);
// The mock replaces the client's send for the whole worker, which other test files share.
afterAll(() => {
  cloudFormation.restore();
});
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

/**
 * Each Node.js function of the stage's stacks: its construct path, whether CDK recorded its code as
 * bundled, and the directory its code is uploaded from (the assembly's `asset.<hash>`, for a
 * staged asset).
 */
function nodeFunctions(synthesized: SynthesizedStage) {
  const { assembly, assemblyDir } = synthesized;
  return assembly.stacks.flatMap(({ stackName }) =>
    resourcesOfType(synthesized.stack(stackName).template, 'AWS::Lambda::Function')
      .filter(({ properties }) => stringAt(properties, 'Runtime').startsWith('nodejs'))
      .map(({ resource, properties }) => ({
        path: stringAt(resource, 'Metadata', PATH_METADATA_KEY),
        bundled: valueAt(resource, 'Metadata', ASSET_RESOURCE_METADATA_IS_BUNDLED_KEY),
        stagedAs: valueAt(resource, 'Metadata', ASSET_RESOURCE_METADATA_PATH_KEY),
        assetDir: join(assemblyDir, `asset.${stringAt(properties, 'Code', 'S3Key').replace(/\.zip$/, '')}`),
      })),
  );
}

/** The synth job of `synthesized`, checked to be one `cdk synth` of the step's own assembly directory. */
function synthJob(synthesized: SynthesizedStage): NonNullable<SynthesizedStage['workflow']> {
  const { workflow } = synthesized;
  if (workflow === undefined) throw new Error(`${synthesized.name} was not synthesized as the workflow does`);
  expect(workflow.stepArguments.slice(0, 2)).toEqual(['--synth', 'cdk-assembly']);
  expect(workflow.cdkCommands.slice(1)).toEqual([]);
  return workflow;
}

describe.each(['staging', 'production'] as const)('the pipeline of %s, offline', (stageName) => {
  const stage = parseStage(stageName);

  it(
    'synthesizes every stack the stage deploys, and its DeployAccess stack, with its qualifier and no cdk-nag error',
    async () => {
      // The run's one synthesis of the stage, handlers bundled; it fails, listing them, on any
      // cdk-nag error (as `cdk synth` exits 1).
      const synthesized = await synthesizedStage(stageName);
      synthJob(synthesized);
      const { assembly } = synthesized;
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

  // Issue 41: a synth without bundling deploys nothing runnable, yet passes every template check.
  it(
    'bundles each of the repository’s functions with esbuild, as the synth job does: one module, no source',
    async () => {
      const functions = nodeFunctions(await synthesizedStage(stageName));
      // Each NodejsFunction of the repository's constructs has the construct ID Function; the
      // others are CDK's own handlers, shipped built.
      const own = functions.filter(({ path }) => path.endsWith('/Function/Resource'));
      expect(own.map(({ path }) => path)).toEqual(
        expect.arrayContaining(
          apiOperations.map(
            ({ operationId }) => `${stage.stackName}/WebsiteApi/${operationId}/Function/Resource`,
          ),
        ),
      );
      for (const { path, bundled, stagedAs, assetDir } of own) {
        expect(bundled, path).toBe(true);
        expect(stagedAs, path).toBe(basename(assetDir));
        const files = readdirSync(assetDir);
        expect(files, path).toContain('index.mjs');
        expect(
          files.filter((file) => /\.[cm]?tsx?$/.test(file)),
          path,
        ).toEqual([]);
        // A bundle imports nothing of its own beside it: every module of the handler is inside.
        expect(readFileSync(join(assetDir, 'index.mjs'), 'utf8'), path).not.toMatch(/from\s*["']\.\.?\//);
      }
      for (const { path, assetDir } of functions) expect(existsSync(assetDir), path).toBe(true);
    },
    stackBuildTimeoutMs,
  );

  it('names, in cdk/pipeline-calls.ts, every role the CDK CLI assumes to deploy it', async () => {
    const { assembly, assemblyDir } = await synthesizedStage(stageName);
    const { account, vars } = { account: '123456789012', vars: representativeRun(stageName).vars };
    const region = vars.AWS_REGION ?? '';
    const assumable = new Set(
      pipelineCalls({ stage, account, region, qualifier: vars.CDK_QUALIFIER ?? '' })
        .filter((call) => call.principal === 'deploy-role' && call.action === 'sts:AssumeRole')
        .map((call) => call.resource),
    );
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
    const { assemblyDir } = await synthesizedStage(stageName);
    const argv = deployArguments(
      stepWords(deployWorkflow, 'deploy', 'npm run --silent deploy', representativeRun(stageName)),
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
    const { assemblyDir } = await synthesizedStage(stageName);
    const argv = deployArguments(
      stepWords(deployWorkflow, 'diff', 'npm run --silent deploy', representativeRun(stageName)),
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
      const synthesized = await synthesizedStage('staging');
      const args = synthJob(synthesized).synthArguments;
      const { stdout, stderr } = await promisify(execFile)('npx', ['cdk', ...args], {
        cwd: cdkDir,
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(`${stdout}${stderr}`).toMatch(/Successfully synthesized/);
      // The templates the tests read from the run's one synthesis are the CLI's, to the byte.
      const outputAt = args.indexOf('--output');
      const output = args[outputAt + 1] ?? '';
      for (const stackName of deployedStackNames(parseStage('staging')))
        expect(readFileSync(join(output, `${stackName}.template.json`), 'utf8'), stackName).toBe(
          readFileSync(join(synthesized.assemblyDir, `${stackName}.template.json`), 'utf8'),
        );
    },
    stackBuildTimeoutMs,
  );
});
