// The retention CloudWatch Logs takes for contract/request-logs.ts's days: it accepts only some
// numbers of days, so a value it does not offer fails the synth rather than round silently.
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { requestLogRetentionDays } from '../../contract/request-logs.ts';

function retentionOf(days: number): RetentionDays {
  const retention = Object.values(RetentionDays)
    .filter((value): value is RetentionDays => typeof value === 'number')
    .find((value) => value.valueOf() === days);
  if (retention === undefined) throw new Error(`CloudWatch Logs cannot keep logs for ${days} days`);
  return retention;
}

/** How long every log of requests is kept in CloudWatch Logs. */
export const requestLogRetention: RetentionDays = retentionOf(requestLogRetentionDays);
