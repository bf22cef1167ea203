// What the logs of requests to the site keep, and for how long, in the words the privacy policy
// says them with: the CDK stack builds each log from these (cdk/constructs/contract-api.ts,
// static-site.ts, api-function.ts) and the policy fills its text from them
// (web/src/features/legal/privacy-policy-copy.ts), so neither changes without the other.
// CloudFront keeps no log of the requests it serves (decision 0064).

/**
 * Days each log of requests is kept: the API's access log and firewall records, the functions'
 * logs and the site bucket's access log. Long enough to look into a fault or abuse, short because
 * they describe requests.
 */
export const requestLogRetentionDays = 30;

/**
 * The API's access log: one line per request with these API Gateway `$context` fields, each with
 * the words the privacy policy names it with. No address, no query string, nothing the visitor sent.
 */
export const apiAccessLogFields = {
  requestId: 'a random number for the request',
  requestTime: 'when it came',
  httpMethod: 'its method',
  resourcePath: 'the operation it called',
  protocol: 'its HTTP version',
  status: 'the status of our answer',
  responseLength: 'the length of our answer',
} as const;

/**
 * What a firewall record leaves out, in the privacy policy's words; the web ACL's logging
 * configuration redacts the request's parts that carry each (cdk/constructs/contract-api.ts).
 */
export const firewallRecordOmissions = [
  'your IP address',
  'where you are',
  'the fingerprints of your connection',
  'your cookies',
  'the page you were on',
  'the query string',
] as const;

export type FirewallRecordOmission = (typeof firewallRecordOmissions)[number];
