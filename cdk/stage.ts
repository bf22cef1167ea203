// Stages from one app: `-c stage=<name>` deploys a copy of everything beside the others in the
// same account and region. Production keeps its data when its stack goes (retention, deletion
// protection); any other stage is disposable, and `cdk destroy` removes its table and buckets too.
import { z } from 'zod';
import { productionStageName, stageStackName } from '../contract/service.ts';

export interface Stage {
  /** Lower-case letters and digits, starting with a letter: it goes into resource names. */
  readonly name: string;
  readonly production: boolean;
  /** The CloudFormation stack (contract/service.ts names it). */
  readonly stackName: string;
  /** A suffix for names that must be unique in the account, e.g. the REST API's. */
  readonly resourceSuffix: string;
}

const stageNameRule = 'must be 1 to 20 lower-case letters and digits, starting with a letter';
const stageNameSchema = z.string({ error: stageNameRule }).regex(/^[a-z][a-z0-9]{0,19}$/, stageNameRule);

/** Reads `-c stage=`; without one, the stage is production. */
export function parseStage(value: unknown): Stage {
  const parsed = stageNameSchema.safeParse(value ?? productionStageName);
  if (!parsed.success) {
    throw new Error(
      `-c stage ${parsed.error.issues[0]?.message ?? 'is invalid'} (got ${JSON.stringify(value)})`,
    );
  }
  const name = parsed.data;
  const production = name === productionStageName;
  return {
    name,
    production,
    stackName: stageStackName(name),
    resourceSuffix: production ? '' : `-${name}`,
  };
}

/** CloudFront's region: its web ACLs, certificates and metrics live there whatever the stage's. */
export const edgeRegion = 'us-east-1';

/** The stage's CloudFront firewall: a stack of its own in us-east-1 (edge-firewall-stack.ts). */
export const edgeFirewallStackName = (stage: Stage): string => `${stage.stackName}-EdgeFirewall`;

/** The stage's CloudFront alarms: a stack of its own in us-east-1 (edge-alarms-stack.ts). */
export const edgeAlarmsStackName = (stage: Stage): string => `${stage.stackName}-EdgeAlarms`;

export interface DeployedStack {
  readonly name: string;
  /** The stage's own region (the deploy's AWS_REGION), or CloudFront's. */
  readonly region: 'stage' | typeof edgeRegion;
}

/**
 * Every stack the pipeline deploys for a stage, in the order it deploys them: the firewall first,
 * whose web ACL the distribution is created with, the alarms last, which name the distribution.
 */
export function deployedStacks(stage: Stage): readonly DeployedStack[] {
  return [
    { name: edgeFirewallStackName(stage), region: edgeRegion },
    { name: stage.stackName, region: 'stage' },
    { name: edgeAlarmsStackName(stage), region: edgeRegion },
  ];
}

/** The names of `deployedStacks`, in deploy order. */
export function deployedStackNames(stage: Stage): readonly string[] {
  return deployedStacks(stage).map((stack) => stack.name);
}
