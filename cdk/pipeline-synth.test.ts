// Every step the pipeline takes, offline, as deploy-stage.yml takes it (issue 30). For each stage,
// the synth job's command is read from the workflow with the stage's GitHub variables filled in
// and run through npm run deploy's own code; the `cdk synth` it would run is synthesized in-process
// through the app's entry (build-app.ts), handlers bundled and cdk-nag at synth, together with the
// stage's DeployAccess stack as the runbook's command adds it (-c githubRepository), once per test
// run for every test that reads the stage (cdk/test/synthesize-stages.ts); the deploy and diff
// jobs' commands are then run against that assembly, recording the `cdk` commands and answering
// CloudFormation's calls from recordings. Once, the real `npx cdk synth` runs the same command.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  CloudFormationClient,
  DescribeStacksCommand,
  type DescribeStacksCommandOutput,
} from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deployAccessStackName } from './deploy-access-stack.ts';
import { pipelineCalls } from './pipeline-calls.ts';
import { deployedStackNames, deployedStacks, parseStage } from './stage.ts';
import { runDeployCommand } from './stage-deployment.ts';
import { stackBuildTimeoutMs } from './test/fernly-test-stack.ts';
import { type SynthesizedStage, synthesizedStage } from './test/synthesized-stages.ts';
import { deployWorkflow, recording } from './test/workflow-synth.ts';
import { deployArguments, representativeRun, stepWords } from './test/workflow-steps.ts';

/** The roles a stack's asset manifest says the CDK CLI assumes to upload each file. */
const assetManifestSchema = z.object({
  files: z.record(
    z.string(),
    z.object({ destinations: z.record(z.string(), z.object({ assumeRoleArn: z.string() })) }),
  ),
});

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
