// Facts about how the API runs that the CDK stack, the local stack, the handlers and the site's
// privacy copy all depend on, named once here so they cannot drift apart.
import { contactLimits } from './openapi-document.gen.ts';

/** The service's name in logs, metrics and the web ACL. */
export const serviceName = 'fernly-api';

/** The API functions' timeout (the CDK stack and the local stack). API Gateway's own limit is 29 s. */
export const functionTimeoutMs = 10_000;

/** The privacy policy promises visit records are deleted this many months after they are recorded. */
export const trackingRetentionMonths = 13;

/** The same in days, for the table's expiry: an average month, rounded up, so never sooner. */
export const trackingRetentionDays = Math.ceil((trackingRetentionMonths * 365.25) / 12);

/**
 * The smallest count a statistics report shows as a number: below it a figure shows as "<10" and
 * is left out of shares, so no total points to a few people. The privacy policy promises it.
 */
export const reportMinimumCount = 10;

/** The stage `npm run deploy` deploys when none is named. */
export const productionStageName = 'production';

/**
 * A stage's CloudFormation stack (the CDK app deploys it; `npm run stats -- --stage` reads its
 * outputs). Production keeps the name it had before stages existed, so it is updated in place.
 */
export function stageStackName(stageName: string): string {
  return stageName === productionStageName ? 'Fernly' : `Fernly-${stageName}`;
}

/**
 * Contact mails one stage sends in a UTC day at most, whoever asks (openapi.yaml's
 * `x-contact-limits`): a flood from many addresses is deferred to later days here (and alarms), at a
 * cost of cents. Real traffic is a handful a day.
 */
export const dailyContactMailCeiling: number = contactLimits.mailsPerDay;

/** What the mail handler logs when the ceiling keeps a message for later; the stack's alarm counts it. */
export const mailCeilingReachedLog = 'Daily contact mail ceiling reached';

/**
 * When the deferred-message schedule runs (the CDK schedule and the local stack's timer): every hour, at
 * this minute. The first run of a UTC day mails the messages deferred to it; the others retry what
 * could not be sent, and delete the previous day's hash key once its tokens have expired.
 */
export const deferredMessageRunMinute = 5;

/** The deferred-message function's timeout: time to mail a whole day's ceiling at SES's usual 14 a second. */
export const deferredMessageTimeoutMs = 5 * 60_000;

/**
 * What the deferred-message schedule logs when a deferred message was not mailed on the day the visitor was
 * told, or expired unsent; the stack's alarm counts it.
 */
export const deferredMessageLateLog = 'Deferred contact message not mailed on its day';
