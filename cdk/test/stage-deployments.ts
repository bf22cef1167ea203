// Each stage as the IAM tests see it deployed: its stacks synthesized with the stage's bootstrap
// qualifier, as the pipeline passes it, in an account of its own (decision 0025), and its
// DeployAccess stack's policies resolved for that account.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { requireObject, toJsonValue } from '../../contract/json-value.ts';
import { bootstrapQualifierContextKey, DeployAccessStack } from '../deploy-access-stack.ts';
import type { DeployContext } from '../deploy-context.ts';
import { buildApp } from '../build-app.ts';
import { edgeRegion, parseStage } from '../stage.ts';
import { DeployedNames, partition } from './deployed-names.ts';
import {
  deployContextWithDomain,
  fixtureSiteDir,
  fixtureSiteMetaPath,
  testAppContext,
} from './fernly-test-stack.ts';

export const stageRegion = 'eu-west-2';
const githubRepository = 'fernly/website';

export const stageSettings = {
  production: { account: '111111111111', qualifier: 'fernlyprd', deployContext: deployContextWithDomain },
  staging: {
    account: '222222222222',
    qualifier: 'fernlystg',
    deployContext: {
      ...deployContextWithDomain,
      siteDomain: {
        domainName: 'staging.fernly.example',
        certificateArn: 'arn:aws:acm:us-east-1:222222222222:certificate/1a1b2c3d-4e5f-6789-abcd-ef0123456789',
        hostedZoneId: 'Z1123456789ABCDEFGHIJ',
      },
      senderAddress: 'no-reply@staging.fernly.example',
      mailDomain: 'staging.fernly.example',
      appOrigin: 'https://app.staging.fernly.example',
    } satisfies DeployContext,
  },
} as const;

export type StageName = keyof typeof stageSettings;

export interface StageAccess {
  readonly names: DeployedNames;
  readonly stack: DeployAccessStack;
}

/** The stage's DeployAccess stack, alone in an app (it is deployed before anything else). */
export function stageAccess(stageName: StageName): StageAccess {
  const settings = stageSettings[stageName];
  const stage = parseStage(stageName);
  const stack = new DeployAccessStack(
    new App({ context: testAppContext() }),
    `${stage.stackName}-DeployAccess`,
    {
      stage,
      repository: githubRepository,
      bootstrapQualifier: settings.qualifier,
    },
  );
  return { stack, names: deployedNames(stack, settings.account, stageRegion) };
}

function deployedNames(stack: Stack, account: string, region: string): DeployedNames {
  const template = requireObject(toJsonValue(Template.fromStack(stack).toJSON()), stack.stackName);
  return new DeployedNames({ account, region, stackName: stack.stackName, template });
}

/** Every stack the pipeline deploys for the stage, synthesized as its pipeline does. */
export function stageStacks(stageName: StageName): DeployedNames[] {
  const settings = stageSettings[stageName];
  const domain = settings.deployContext.siteDomain;
  if (domain === undefined) throw new Error(`${stageName} has no domain`);
  const { edgeFirewall, main, edgeAlarms } = buildApp({
    ...testAppContext(),
    [bootstrapQualifierContextKey]: settings.qualifier,
    stage: stageName,
    domainName: domain.domainName,
    certificateArn: domain.certificateArn,
    hostedZoneId: domain.hostedZoneId,
    senderAddress: settings.deployContext.senderAddress,
    supportAddress: settings.deployContext.supportAddress,
    ownersAddress: settings.deployContext.ownersAddress,
    appOrigin: settings.deployContext.appOrigin,
    alarmEmail: 'ops@fernly.example',
    siteDir: fixtureSiteDir,
    siteMetaPath: fixtureSiteMetaPath,
  });
  // The main stack first: the tests read the stage's resources from it.
  return [main, edgeFirewall, edgeAlarms].map((stack) =>
    deployedNames(stack, settings.account, stack.region === edgeRegion ? edgeRegion : stageRegion),
  );
}

/** The role the CDK bootstrap gives CloudFormation in the stage's account. */
export function executionRoleArn(stageName: StageName, region = stageRegion): string {
  const { account, qualifier } = stageSettings[stageName];
  return `arn:${partition}:iam::${account}:role/cdk-${qualifier}-cfn-exec-role-${account}-${region}`;
}
