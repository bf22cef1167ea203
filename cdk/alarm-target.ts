// Where the stack's alarms go: `-c alarmTopicArn=<an SNS topic>` the team already watches, or
// `-c alarmEmail=<address>` for a topic the stack creates with that address subscribed. Neither
// leaves the alarms in the console only.
import { z } from 'zod';

export type AlarmTarget = { readonly topicArn: string } | { readonly email: string } | undefined;

const topicArnSchema = z
  .string()
  .regex(/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/, 'must be an SNS topic ARN');

export function parseAlarmTarget(read: (key: 'alarmTopicArn' | 'alarmEmail') => unknown): AlarmTarget {
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
