// Facts about how the API runs that the CDK stack, the local stack, the handlers and the site's
// privacy copy all depend on, named once here so they cannot drift apart.

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
 * Contact mails one stage sends in a UTC day at most, whoever asks: a flood from many addresses
 * stops here (and alarms), at a cost of cents. Real traffic is a handful a day.
 */
export const dailyContactMailCeiling = 500;

/** What the mail handler logs when the ceiling refuses a message; the stack's alarm counts it. */
export const mailCeilingReachedLog = 'Daily contact mail ceiling reached';

/**
 * Days the site's access logs and the API firewall's records are kept: long enough to look into
 * abuse, short because they hold requests. The privacy policy states it.
 */
export const siteLogRetentionDays = 30;
