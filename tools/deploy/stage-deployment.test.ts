// npm run deploy as the pipeline and a person run it: every `cdk` command it would run, recorded
// instead of run, against CloudFormation answers recorded from the API's documented shapes
// (aws-sdk-client-mock), for a first deploy, a later one, a role that may not read the stacks, a
// diff and a first deploy by hand of a stage without a domain.
import {
  CloudFormationClient,
  CloudFormationServiceException,
  DescribeStacksCommand,
  type DescribeStacksCommandOutput,
} from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { missingAlarmTargetMessage } from '../../cdk/alarm-target.ts';
import type { SiteAddresses } from '../../cdk/site-build-check.ts';
import { type DeployTools, runDeployCommand } from './stage-deployment.ts';
import type { JsonValue } from '../../contract/json-value.ts';

const account = '123456789012';
const stageRegion = 'eu-west-2';
const assemblyDir = '/tmp/fernly-test-assembly';
const webAclArn = `arn:aws:wafv2:us-east-1:${account}:global/webacl/fernly-site-staging/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b`;
const distributionId = 'E2QWRUHAPOMQZL';
const distributionDomainName = 'd111111abcdef8.cloudfront.net';

/** What DescribeStacks answers for a stack that exists, with the outputs its template declares. */
function describedStack(
  name: string,
  region: string,
  outputs: Record<string, string>,
): DescribeStacksCommandOutput {
  return {
    $metadata: { httpStatusCode: 200, requestId: 'b9b4b8a0-4c2e-4f5e-9a52-1c1f0c0e3b7d' },
    Stacks: [
      {
        StackName: name,
        StackId: `arn:aws:cloudformation:${region}:${account}:stack/${name}/5e8f3c40-6a2b-11f0-9c0d-0a1b2c3d4e5f`,
        StackStatus: 'UPDATE_COMPLETE',
        CreationTime: new Date('2026-11-20T10:00:00Z'),
        Outputs: Object.entries(outputs).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
      },
    ],
  };
}

/** CloudFormation's answer for a stack that does not exist: a ValidationError, in these words. */
const noSuchStack = (name: string) =>
  new CloudFormationServiceException({
    name: 'ValidationError',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
    message: `Stack with id ${name} does not exist`,
  });

const accessDenied = (name: string) =>
  new CloudFormationServiceException({
    name: 'AccessDenied',
    $fault: 'client',
    $metadata: { httpStatusCode: 403 },
    message: `User: arn:aws:sts::${account}:assumed-role/fernly-deploy-staging/GitHubActions is not authorized to perform: cloudformation:DescribeStacks on resource: arn:aws:cloudformation:${stageRegion}:${account}:stack/${name}/* because no identity-based policy allows the cloudformation:DescribeStacks action`,
  });

const outputsAfterDeploy: Record<string, { region: string; outputs: Record<string, string> }> = {
  'Fernly-staging-EdgeFirewall': { region: 'us-east-1', outputs: { WebAclArn: webAclArn } },
  'Fernly-staging': {
    region: stageRegion,
    outputs: {
      SiteUrl: 'https://staging.fernly.example',
      DistributionDomainName: distributionDomainName,
      DistributionId: distributionId,
    },
  },
  'Fernly-staging-EdgeAlarms': { region: 'us-east-1', outputs: {} },
};

const alarm = (actions: JsonValue[]): JsonValue => ({
  Type: 'AWS::CloudWatch::Alarm',
  Properties: { AlarmActions: actions, OKActions: actions },
});
const topic = { Ref: 'AlarmTopic' };
const stagingTemplates = new Map<string, JsonValue>([
  ['Fernly-staging-EdgeFirewall', { Resources: { WebAcl: { Type: 'AWS::WAFv2::WebACL' } } }],
  ['Fernly-staging', { Resources: { TableThrottles: alarm([topic]), WafBlocks: alarm([topic]) } }],
  ['Fernly-staging-EdgeAlarms', { Resources: { DistributionErrorRate: alarm([topic]) } }],
]);

interface Recorded {
  readonly tools: DeployTools;
  readonly cdk: string[][];
  readonly builds: SiteAddresses[];
  readonly outputs: Map<string, string>;
  readonly summary: string[];
  readonly untrusted: string[];
  /** Stacks the recorded `cdk deploy` commands created. */
  readonly deployed: Set<string>;
}

function recordingTools(templates: ReadonlyMap<string, JsonValue> = stagingTemplates): Recorded {
  const recorded = {
    cdk: [] as string[][],
    builds: [] as SiteAddresses[],
    outputs: new Map<string, string>(),
    summary: [] as string[],
    untrusted: [] as string[],
    deployed: new Set<string>(),
  };
  const tools: DeployTools = {
    runCdk: (args) => {
      recorded.cdk.push([...args]);
      if (args[0] === 'deploy' && args[1] !== undefined) recorded.deployed.add(args[1]);
    },
    readCdk: (args) => {
      recorded.cdk.push([...args]);
      return `Stack ${args[1] ?? ''}\nThere were no differences\n`;
    },
    buildSite: (addresses) => recorded.builds.push(addresses),
    readTemplates: () => templates,
    log: () => undefined,
    logUntrusted: (text) => recorded.untrusted.push(text),
    setOutput: (name, value) => recorded.outputs.set(name, value),
    appendSummary: (markdown) => recorded.summary.push(markdown),
  };
  return { tools, ...recorded };
}

const cloudFormation = mockClient(CloudFormationClient);

/** Answers as CloudFormation would once the recorded `cdk deploy` commands had run. */
function answerFromDeployed(deployed: ReadonlySet<string>) {
  cloudFormation.on(DescribeStacksCommand).callsFake(({ StackName }: { StackName?: string }) => {
    const name = StackName ?? '';
    const stack = outputsAfterDeploy[name];
    if (stack === undefined || !deployed.has(name)) throw noSuchStack(name);
    return describedStack(name, stack.region, stack.outputs);
  });
}

/** The stacks read, each with the region its client was for. */
async function readStacks(): Promise<string[]> {
  return Promise.all(
    cloudFormation.commandCalls(DescribeStacksCommand).map(async (call) => {
      const client: unknown = call.thisValue;
      const region = client instanceof CloudFormationClient ? await client.config.region() : '?';
      return `${call.args[0].input.StackName ?? ''} in ${region}`;
    }),
  );
}

beforeEach(() => {
  cloudFormation.reset();
  vi.stubEnv('AWS_REGION', stageRegion);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const pipelineDeploy = ['--app', assemblyDir, '-c', 'stage=staging', '--require-approval', 'never'];
const expectedDeploys = [
  [
    'deploy',
    'Fernly-staging-EdgeFirewall',
    '--exclusively',
    '--app',
    assemblyDir,
    '--require-approval',
    'never',
  ],
  [
    'deploy',
    'Fernly-staging',
    '--exclusively',
    '--app',
    assemblyDir,
    '--parameters',
    `Fernly-staging:EdgeWebAclArn=${webAclArn}`,
    '--require-approval',
    'never',
  ],
  [
    'deploy',
    'Fernly-staging-EdgeAlarms',
    '--exclusively',
    '--app',
    assemblyDir,
    '--parameters',
    `Fernly-staging-EdgeAlarms:DistributionId=${distributionId}`,
    '--require-approval',
    'never',
  ],
];

describe('the pipeline’s deploy of a synthesized assembly', () => {
  it('creates a new stage’s stacks in order, reading each one’s outputs only once it exists', async () => {
    const recorded = recordingTools();
    answerFromDeployed(recorded.deployed);
    await runDeployCommand(pipelineDeploy, recorded.tools);
    expect(recorded.cdk).toEqual(expectedDeploys);
    expect(await readStacks()).toEqual([
      'Fernly-staging-EdgeFirewall in us-east-1',
      `Fernly-staging in ${stageRegion}`,
      `Fernly-staging in ${stageRegion}`,
    ]);
    expect(recorded.outputs).toEqual(new Map([['site-url', 'https://staging.fernly.example']]));
    expect(recorded.builds).toEqual([]);
  });

  it('updates a deployed stage the same way, with what its stacks answer now', async () => {
    const recorded = recordingTools();
    answerFromDeployed(new Set(Object.keys(outputsAfterDeploy)));
    await runDeployCommand(pipelineDeploy, recorded.tools);
    expect(recorded.cdk).toEqual(expectedDeploys);
  });

  it('stops with what the role lacks when CloudFormation refuses to describe a stack', async () => {
    const recorded = recordingTools();
    cloudFormation
      .on(DescribeStacksCommand, { StackName: 'Fernly-staging-EdgeFirewall' })
      .rejects(accessDenied('Fernly-staging-EdgeFirewall'));
    await expect(runDeployCommand(pipelineDeploy, recorded.tools)).rejects.toThrow(
      /Could not read stack Fernly-staging-EdgeFirewall in us-east-1 \(AccessDenied: .*not authorized to perform: cloudformation:DescribeStacks.*\)\. The deploy role needs cloudformation:DescribeStacks on the stage’s stacks/,
    );
    expect(recorded.cdk).toEqual(expectedDeploys.slice(0, 1));
  });

  it('refuses an assembly whose alarms would notify nobody, before deploying anything', async () => {
    const silent = new Map(stagingTemplates);
    silent.set('Fernly-staging-EdgeAlarms', { Resources: { DistributionErrorRate: alarm([]) } });
    const recorded = recordingTools(silent);
    await expect(runDeployCommand(pipelineDeploy, recorded.tools)).rejects.toThrow(
      /alarm DistributionErrorRate of Fernly-staging-EdgeAlarms notifies nobody/,
    );
    expect(recorded.cdk).toEqual([]);
    expect(cloudFormation.commandCalls(DescribeStacksCommand)).toHaveLength(0);
  });

  it('refuses an assembly without one of the stage’s stacks', async () => {
    const recorded = recordingTools(new Map([...stagingTemplates].slice(1)));
    await expect(runDeployCommand(pipelineDeploy, recorded.tools)).rejects.toThrow(
      /has no stack Fernly-staging-EdgeFirewall/,
    );
  });

  it('takes no deploy context with an assembly, which was synthesized with its own', async () => {
    const recorded = recordingTools();
    await expect(
      runDeployCommand([...pipelineDeploy, '-c', 'domainName=other.example'], recorded.tools),
    ).rejects.toThrow(/give only -c stage \(got domainName\)/);
  });
});

describe('the pipeline’s diff', () => {
  it('diffs each stack against its deployed template, as text, and summarizes it without AWS calls of its own', async () => {
    const recorded = recordingTools();
    await runDeployCommand(['--diff', '--app', assemblyDir, '-c', 'stage=staging'], recorded.tools);
    expect(recorded.cdk).toEqual(
      ['Fernly-staging-EdgeFirewall', 'Fernly-staging', 'Fernly-staging-EdgeAlarms'].map((name) => [
        'diff',
        name,
        '--exclusively',
        '--app',
        assemblyDir,
        '--method',
        'template',
        '--no-color',
      ]),
    );
    expect(recorded.untrusted).toHaveLength(3);
    expect(recorded.summary).toHaveLength(1);
    expect(recorded.summary[0]).toContain('### What deploying staging will change');
    expect(recorded.summary[0]).toContain(
      '#### Fernly-staging-EdgeAlarms\n\n```\nStack Fernly-staging-EdgeAlarms',
    );
    expect(cloudFormation.commandCalls(DescribeStacksCommand)).toHaveLength(0);
  });
});

const stagingContext = [
  '-c',
  'stage=staging',
  '-c',
  '@aws-cdk/core:bootstrapQualifier=fernlystg',
  '-c',
  'domainName=staging.fernly.example',
  '-c',
  `certificateArn=arn:aws:acm:us-east-1:${account}:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789`,
  '-c',
  'hostedZoneId=Z0123456789ABCDEFGHIJ',
  '-c',
  'senderAddress=no-reply@staging.fernly.example',
  '-c',
  'supportAddress=support@fernly.example',
  '-c',
  'appOrigin=https://app.fernly.example',
  '-c',
  `alarmTopicArn=arn:aws:sns:${stageRegion}:${account}:fernly-alarms`,
  '-c',
  `edgeAlarmTopicArn=arn:aws:sns:us-east-1:${account}:fernly-alarms`,
];

/** The context without the three domain keys, as a stage on CloudFront's own domain has it. */
const withoutDomain = stagingContext.slice(0, 4).concat(stagingContext.slice(10));

describe('the pipeline’s synth', () => {
  it('builds the site for the stage’s addresses and synthesizes the stage for a deploy, offline', async () => {
    const recorded = recordingTools();
    await runDeployCommand(['--synth', assemblyDir, ...stagingContext], recorded.tools);
    expect(recorded.builds).toEqual([
      {
        siteOrigin: 'https://staging.fernly.example',
        productDomain: 'staging.fernly.example',
        appOrigin: 'https://app.fernly.example',
        supportEmail: 'support@fernly.example',
      },
    ]);
    expect(recorded.cdk).toEqual([
      ['synth', '--quiet', '--output', assemblyDir, ...stagingContext, '-c', 'deploy=true'],
    ]);
    expect(cloudFormation.commandCalls(DescribeStacksCommand)).toHaveLength(0);
  });

  it('leaves out the variables a stage leaves empty', async () => {
    const recorded = recordingTools();
    await runDeployCommand(
      [
        '--synth',
        assemblyDir,
        ...stagingContext,
        '-c',
        'edgeAlarmTopicArn=',
        '-c',
        'alarmTopicArn=',
        '-c',
        'alarmEmail=ops@fernly.example',
      ],
      recorded.tools,
    );
    expect(recorded.cdk[0]?.join(' ')).not.toMatch(/TopicArn/);
    expect(recorded.cdk[0]).toContain('alarmEmail=ops@fernly.example');
  });

  it('fails before building anything when the alarms would reach nobody', async () => {
    const recorded = recordingTools();
    const withoutTarget = stagingContext.slice(0, -4);
    await expect(
      runDeployCommand(['--synth', assemblyDir, ...withoutTarget], recorded.tools),
    ).rejects.toThrow(missingAlarmTargetMessage);
    expect(recorded.builds).toEqual([]);
    expect(recorded.cdk).toEqual([]);
  });

  it('needs the stage’s domain: a pipeline cannot wait for a distribution to learn one', async () => {
    const recorded = recordingTools();
    await expect(
      runDeployCommand(['--synth', assemblyDir, ...withoutDomain], recorded.tools),
    ).rejects.toThrow(/domainName is missing/);
  });
});

describe('a first deploy by hand of a stage without a domain', () => {
  it('creates the stacks without the site, then builds the site for the distribution’s domain and deploys it', async () => {
    const recorded = recordingTools();
    answerFromDeployed(recorded.deployed);
    await runDeployCommand([...withoutDomain, '--require-approval', 'never'], recorded.tools);
    expect(recorded.builds.map((addresses) => addresses.siteOrigin)).toEqual([
      'https://pending.invalid',
      `https://${distributionDomainName}`,
    ]);
    const synths = recorded.cdk.filter((args) => args[0] === 'synth');
    expect(synths.map((args) => args.slice(-4))).toEqual([
      ['-c', 'deploy=true', '-c', 'siteFiles=none'],
      ['-c', 'siteFiles=all', '-c', `distributionDomainName=${distributionDomainName}`],
    ]);
    expect(recorded.cdk.map((args) => `${args[0] ?? ''} ${args[1] ?? ''}`)).toEqual([
      'synth --quiet',
      'deploy Fernly-staging-EdgeFirewall',
      'deploy Fernly-staging',
      'deploy Fernly-staging-EdgeAlarms',
      'synth --quiet',
      'deploy Fernly-staging-EdgeFirewall',
      'deploy Fernly-staging',
      'deploy Fernly-staging-EdgeAlarms',
    ]);
    expect((await readStacks())[0]).toBe(`Fernly-staging in ${stageRegion}`);
  });

  it('takes only CloudFormation’s “does not exist” for a first deploy, not any other refusal', async () => {
    const recorded = recordingTools();
    cloudFormation.on(DescribeStacksCommand).rejects(
      new CloudFormationServiceException({
        name: 'ValidationError',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
        message:
          "1 validation error detected: Value 'Fernly-staging!' at 'stackName' failed to satisfy constraint",
      }),
    );
    await expect(runDeployCommand(withoutDomain, recorded.tools)).rejects.toThrow(
      /Could not read stack Fernly-staging in the stage’s region \(ValidationError: 1 validation error/,
    );
    expect(recorded.cdk).toEqual([]);
  });
});
