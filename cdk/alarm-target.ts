// Where the stack's alarms go: `-c alarmTopicArn=<an SNS topic>` the team already watches, or
// `-c alarmEmail=<address>` for a topic the stack creates with that address subscribed. CloudFront's
// alarm lives in us-east-1 (edge-alarms-stack.ts) and can only notify a topic there:
// `-c edgeAlarmTopicArn`, or the same topic or address. A deploy (`-c deploy=true`, npm run deploy)
// refuses to go out without a target.
import type { Stack } from 'aws-cdk-lib';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { z } from 'zod';

type DefinedAlarmTarget = { readonly topicArn: string } | { readonly email: string };
export type AlarmTarget = DefinedAlarmTarget | undefined;

const topicArnSchema = z
  .string()
  .regex(/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/, 'must be an SNS topic ARN');

type AlarmContextKey = 'alarmTopicArn' | 'alarmEmail' | 'edgeAlarmTopicArn';

export function parseAlarmTarget(read: (key: AlarmContextKey) => unknown): AlarmTarget {
  const topicArn = read('alarmTopicArn');
  const email = read('alarmEmail');
  if (topicArn !== undefined && email !== undefined) {
    throw new Error('Give -c alarmTopicArn or -c alarmEmail, not both.');
  }
  if (topicArn !== undefined) {
    const parsed = topicArnSchema.safeParse(topicArn);
    if (!parsed.success)
      throw new Error(`-c alarmTopicArn must be an SNS topic ARN (got ${JSON.stringify(topicArn)})`);
    return { topicArn: parsed.data };
  }
  if (email !== undefined) {
    const parsed = z.email().safeParse(email);
    if (!parsed.success)
      throw new Error(`-c alarmEmail must be an email address (got ${JSON.stringify(email)})`);
    return { email: parsed.data };
  }
  return undefined;
}

const regionOfTopic = (topicArn: string): string | undefined => topicArn.split(':')[3];

/** Where the alarms of a stack in `region` go: the same target, or `-c edgeAlarmTopicArn` there. */
export function parseRegionalAlarmTarget(
  read: (key: AlarmContextKey) => unknown,
  region: string,
): AlarmTarget {
  const regionalTopicArn = read('edgeAlarmTopicArn');
  const target =
    regionalTopicArn === undefined
      ? parseAlarmTarget(read)
      : parseAlarmTarget((key) => (key === 'alarmTopicArn' ? regionalTopicArn : undefined));
  if (target !== undefined && 'topicArn' in target && regionOfTopic(target.topicArn) !== region) {
    throw new Error(
      `CloudFront's alarm lives in ${region} and can only notify a topic there, but ${target.topicArn} ` +
        `is in ${regionOfTopic(target.topicArn) ?? 'no region'}: add -c edgeAlarmTopicArn=<a topic in ${region}>.`,
    );
  }
  return target;
}

export const missingAlarmTargetMessage =
  'A deploy needs somewhere for its alarms to go: -c alarmTopicArn=<SNS topic ARN> (and ' +
  '-c edgeAlarmTopicArn=<a topic in us-east-1> when that topic is elsewhere) or -c alarmEmail=<address>.';

/**
 * The alarm targets of a deploy, of the stage's stack and of its stacks in `edgeRegion`: a deploy
 * without one would leave every alarm in the console, where nobody is watching.
 */
export function parseDeployAlarmTargets(
  read: (key: AlarmContextKey) => unknown,
  edgeRegion: string,
): { readonly stage: DefinedAlarmTarget; readonly edge: DefinedAlarmTarget } {
  const stage = parseAlarmTarget(read);
  const edge = parseRegionalAlarmTarget(read, edgeRegion);
  if (stage === undefined || edge === undefined) throw new Error(missingAlarmTargetMessage);
  return { stage, edge };
}

/** Sends every alarm of `stack`, on alarm and on recovery, to the target's topic. */
export function notifyAlarms(stack: Stack, target: AlarmTarget): ITopic | undefined {
  if (target === undefined) return undefined;
  const topic =
    'topicArn' in target
      ? Topic.fromTopicArn(stack, 'AlarmTopic', target.topicArn)
      : subscribedTopic(stack, target.email);
  const notify = new SnsAction(topic);
  for (const alarm of stack.node.findAll().filter((construct) => construct instanceof Alarm)) {
    alarm.addAlarmAction(notify);
    alarm.addOkAction(notify);
  }
  return topic;
}

function subscribedTopic(stack: Stack, email: string): ITopic {
  const topic = new Topic(stack, 'AlarmTopic', { displayName: 'Fernly alarms', enforceSSL: true });
  topic.addSubscription(new EmailSubscription(email));
  return topic;
}
