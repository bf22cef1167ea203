// The list of the pipeline's own AWS calls against what npm run deploy actually calls: run with
// recorded CloudFormation answers, every DescribeStacks it sends is on the deploy role's list, and
// every one on the list is sent. (pipeline-synth.test.ts checks the bootstrap roles against the
// roles a synthesized assembly names.)
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pipelineCalls } from './pipeline-calls.ts';
import { deployedStackNames, parseStage } from './stage.ts';
import { runDeployCommand } from '../tools/deploy/stage-deployment.ts';

const account = '111111111111';
const region = 'eu-west-2';
const stage = parseStage('staging');
const calls = pipelineCalls({ stage, account, region, qualifier: 'fernlystg' });

const cloudFormation = mockClient(CloudFormationClient);
// The mock replaces the client's send for the whole worker, which other test files share.
afterAll(() => {
  cloudFormation.restore();
});
beforeEach(() => {
  cloudFormation.reset();
  vi.stubEnv('AWS_REGION', region);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the pipeline’s own AWS calls', () => {
  it('are every DescribeStacks npm run deploy sends in the deploy job, and no more', async () => {
    const outputs = {
      WebAclArn: `arn:aws:wafv2:us-east-1:${account}:global/webacl/fernly-site-staging/0f1e`,
      DistributionId: 'E2QWRUHAPOMQZL',
      SiteUrl: 'https://staging.fernly.example',
    };
    cloudFormation.on(DescribeStacksCommand).callsFake(({ StackName }: { StackName?: string }) => ({
      Stacks: [
        {
          StackName,
          StackStatus: 'CREATE_COMPLETE',
          CreationTime: new Date('2026-11-20T10:00:00Z'),
          Outputs: Object.entries(outputs).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
        },
      ],
    }));
    const topic = { Ref: 'AlarmTopic' };
    const templates = new Map(
      deployedStackNames(stage).map((name) => [
        name,
        { Resources: { Alarm: { Type: 'AWS::CloudWatch::Alarm', Properties: { AlarmActions: [topic] } } } },
      ]),
    );
    await runDeployCommand(['--app', '/tmp/assembly', '-c', 'stage=staging'], {
      runCdk: () => undefined,
      readCdk: () => '',
      buildSite: () => undefined,
      readTemplates: () => templates,
      log: () => undefined,
      logUntrusted: () => undefined,
      setOutput: () => undefined,
      appendSummary: () => undefined,
    });
    const sent = await Promise.all(
      cloudFormation.commandCalls(DescribeStacksCommand).map(async (call) => {
        const client: unknown = call.thisValue;
        const clientRegion = client instanceof CloudFormationClient ? await client.config.region() : '?';
        return `arn:aws:cloudformation:${clientRegion}:${account}:stack/${call.args[0].input.StackName ?? ''}/*`;
      }),
    );
    const listed = calls
      .filter((call) => call.principal === 'deploy-role' && call.action === 'cloudformation:DescribeStacks')
      .map((call) => call.resource);
    expect(new Set(sent)).toEqual(new Set(listed));
  });

  it('let the diff role read each stack the stage deploys and its template, in the stack’s region', () => {
    const diffCalls = calls
      .filter((call) => call.principal === 'diff-role')
      .map((call) => `${call.action} ${call.resource}`);
    expect(diffCalls).toEqual(
      [
        `arn:aws:cloudformation:us-east-1:${account}:stack/Fernly-staging-EdgeFirewall/*`,
        `arn:aws:cloudformation:${region}:${account}:stack/Fernly-staging/*`,
        `arn:aws:cloudformation:us-east-1:${account}:stack/Fernly-staging-EdgeAlarms/*`,
      ].flatMap((arn) => [`cloudformation:DescribeStacks ${arn}`, `cloudformation:GetTemplate ${arn}`]),
    );
  });

  it('give every call a reason', () => {
    for (const call of calls) expect(call.reason.split(' ').length).toBeGreaterThan(5);
  });
});
