// Every AWS call the pipeline makes with a GitHub role's own credentials, in one place, so the
// offline IAM evaluation can check each is allowed for the role that makes it:
//
// - the deploy job (deploy role): npm run deploy reads the outputs of the stacks it has just
//   deployed (stage-deployment.ts), and `cdk deploy` assumes the stage's CDK bootstrap roles in
//   each region a stack lives in: the deploy role to run CloudFormation, the file-publishing role
//   to upload templates and assets. Everything else `cdk deploy` does is done as those roles, and
//   `--require-approval never` keeps it from reading the deployed templates first.
// - the diff job (diff role): `cdk diff --method template` reads each stack and its deployed
//   template. It first tries the stage's lookup role and, refused, carries on with the diff role's
//   own credentials; the list has what it needs, not what it tries.
//
// What CloudFormation does as the stage's execution policy follows from the templates instead.
// `sts:GetCallerIdentity`, which every AWS client may call, is left out.
import {
  type DeployedStack,
  deployedStacks,
  edgeFirewallStackName,
  edgeRegion,
  type Stage,
} from './stage.ts';

type PipelinePrincipal = 'deploy-role' | 'diff-role';

export interface PipelineCall {
  readonly principal: PipelinePrincipal;
  readonly action: string;
  readonly resource: string;
  /** Who makes the call, for what. */
  readonly reason: string;
}

export interface PipelineTarget {
  readonly stage: Stage;
  readonly account: string;
  /** The stage's own region (the workflow's AWS_REGION). */
  readonly region: string;
  /** The qualifier the stage was bootstrapped with (`cdk bootstrap --qualifier`). */
  readonly qualifier: string;
}

/** The stacks whose outputs npm run deploy reads: the firewall's web ACL, the distribution's ID and URL. */
const stacksReadByDeploy = (stage: Stage): readonly string[] => [
  edgeFirewallStackName(stage),
  stage.stackName,
];

export function pipelineCalls({ stage, account, region, qualifier }: PipelineTarget): PipelineCall[] {
  const regionOf = (stack: DeployedStack) => (stack.region === 'stage' ? region : stack.region);
  const stackArn = (stack: DeployedStack) =>
    `arn:aws:cloudformation:${regionOf(stack)}:${account}:stack/${stack.name}/*`;
  const bootstrapRole = (purpose: string, roleRegion: string) =>
    `arn:aws:iam::${account}:role/cdk-${qualifier}-${purpose}-role-${account}-${roleRegion}`;
  const stacks = deployedStacks(stage);
  const regions = [...new Set([region, edgeRegion])];
  const readByDeploy = stacksReadByDeploy(stage);

  return [
    ...regions.flatMap((roleRegion) => [
      {
        principal: 'deploy-role' as const,
        action: 'sts:AssumeRole',
        resource: bootstrapRole('deploy', roleRegion),
        reason: `cdk deploy runs CloudFormation in ${roleRegion} through the bootstrap's deploy role`,
      },
      {
        principal: 'deploy-role' as const,
        action: 'sts:AssumeRole',
        resource: bootstrapRole('file-publishing', roleRegion),
        reason: `cdk deploy uploads the templates and assets of the stacks in ${roleRegion}`,
      },
    ]),
    ...stacks
      .filter((stack) => readByDeploy.includes(stack.name))
      .map((stack) => ({
        principal: 'deploy-role' as const,
        action: 'cloudformation:DescribeStacks',
        resource: stackArn(stack),
        reason: `npm run deploy reads the outputs of ${stack.name} once it is deployed`,
      })),
    ...stacks.flatMap((stack) =>
      ['cloudformation:DescribeStacks', 'cloudformation:GetTemplate'].map((action) => ({
        principal: 'diff-role' as const,
        action,
        resource: stackArn(stack),
        reason: `cdk diff --method template reads ${stack.name} and its deployed template`,
      })),
    ),
  ];
}
