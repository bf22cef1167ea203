// What the site's and the API's web ACLs share: how a rate rule refuses, and what they record.
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/** The window a rate rule counts over; a refused client is told to wait it out. */
export const rateWindowSeconds = 300;

/**
 * The name of the 429 body in each web ACL's `customResponseBodies`; each ACL words it for its
 * readers (plain text for a page, the contract's error body for the API).
 */
export const tooManyRequestsBody = 'tooManyRequests';

export const refuseUntilTheWindowEnds: CfnWebACL.RuleActionProperty = {
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: tooManyRequestsBody,
      responseHeaders: [{ name: 'Retry-After', value: String(rateWindowSeconds) }],
    },
  },
};

/**
 * Metrics only, never sampled requests: a sample holds every header as sent (the viewer's address,
 * and on the API the origin secret) and cannot be redacted as a log is, and the privacy policy
 * says firewall records keep no address.
 */
export function metricsOnly(metricName: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: false };
}
