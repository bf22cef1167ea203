// Each stage as the IAM tests see it deployed: its stacks as the pipeline synthesizes them, with
// the stage's bootstrap qualifier (synthesized once per run, synthesized-stages.ts), in an account
// of its own (decision 0025), and its DeployAccess stack's policies resolved for that account.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { requireObject, toJsonValue } from '../../contract/json-value.ts';
import { bootstrapQualifierContextKey, DeployAccessStack } from '../deploy-access-stack.ts';
import { EdgeAlarmsStack } from '../edge-alarms-stack.ts';
import { deployedStackNames, edgeAlarmsStackName, edgeRegion, parseStage } from '../stage.ts';
import { DeployedNames, partition } from './deployed-names.ts';
import { testAppContext } from './fernly-test-stack.ts';
import { previewAlarmEmail } from './stage-synthesis.ts';
import { synthesizedStage } from './synthesized-stages.ts';
import { githubRepository } from './workflow-synth.ts';
import { stageSettings } from './workflow-steps.ts';

// The least-privilege tests name each stage's account and qualifier from here.
export { stageSettings };

export const stageRegion = 'eu-west-2';

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

/**
 * The stage's EdgeAlarms stack as an administrator's `npm run deploy -- -c alarmEmail` makes it:
 * with the topic the stack creates and the address it subscribes (alarm-target.ts), which the
 * pipeline, given a topic, never creates. Small and unbundled, so built here.
 */
function mailedAlarms(stageName: StageName): DeployedNames {
  const { account, qualifier } = stageSettings[stageName];
  const stage = parseStage(stageName);
  const app = new App({ context: { ...testAppContext(), [bootstrapQualifierContextKey]: qualifier } });
  const stack = new EdgeAlarmsStack(app, edgeAlarmsStackName(stage), {
    stage,
    alarmTarget: { email: previewAlarmEmail },
  });
  return deployedNames(stack, account, edgeRegion);
}

/**
 * Every stack the pipeline deploys for the stage, as its synth job synthesizes them, the main stack
 * first (the tests read the stage's resources from it); then the alarm topic a deploy by hand with
 * an address creates.
 */
export async function stageStacks(stageName: StageName): Promise<DeployedNames[]> {
  const { account } = stageSettings[stageName];
  const stage = parseStage(stageName);
  const { assembly } = await synthesizedStage(stageName);
  const [edgeFirewall = '', main = '', edgeAlarms = ''] = deployedStackNames(stage);
  const deployed = [main, edgeFirewall, edgeAlarms].map((stackName) => {
    const artifact = assembly.getStackByName(stackName);
    const region = artifact.environment.region === edgeRegion ? edgeRegion : stageRegion;
    const template = requireObject(toJsonValue(artifact.template), stackName);
    return new DeployedNames({ account, region, stackName, template });
  });
  return [...deployed, mailedAlarms(stageName)];
}

/** The role the CDK bootstrap gives CloudFormation in the stage's account. */
export function executionRoleArn(stageName: StageName, region = stageRegion): string {
  const { account, qualifier } = stageSettings[stageName];
  return `arn:${partition}:iam::${account}:role/cdk-${qualifier}-cfn-exec-role-${account}-${region}`;
}
