// The environment variables the API handlers read, named once. Each handler reads its own with a
// schema keyed by these names, and the CDK stack and the local stack set them by the same names,
// so a renamed variable is one edit and a misspelt one a compile error.

export const handlerVariables = {
  /** The DynamoDB table of visit records (and the contact form's start, mail-count and quota records). */
  tableName: 'TABLE_NAME',
  /**
   * The DynamoDB table of what must be gone on time, or is needed for a day only: the day's hash
   * key, deferred contact messages, each network's count of records and the marks on taps reports took.
   */
  shortLivedTableName: 'SHORT_LIVED_TABLE_NAME',
  /** Days a visit record is kept before DynamoDB's TTL deletes it. */
  retentionDays: 'RETENTION_DAYS',
  /** The verified SES address contact mail is sent from. */
  senderAddress: 'SENDER_ADDRESS',
  /** The one inbox contact mail is sent to. */
  supportAddress: 'SUPPORT_ADDRESS',
  /** Contact mails a stage sends in a UTC day at most; past it messages are kept for a later day. */
  dailyMailCeiling: 'DAILY_MAIL_CEILING',
  /** The web app's origin: the one origin saveSignUp answers (contract/cross-origin.ts). */
  appOrigin: 'APP_ORIGIN',
  /**
   * The Secrets Manager secret the web app's backend signs sign-up reports with (saveSignUp's
   * `X-Fernly-Signature`); unset, signed reports are refused (the local stack has no Secrets Manager).
   */
  appSigningSecretArn: 'APP_SIGNING_SECRET_ARN',
  /** Powertools' name for the service in every log line. */
  serviceName: 'POWERTOOLS_SERVICE_NAME',
  /** Powertools' log level: DEBUG, INFO, WARN, ERROR or SILENT. */
  logLevel: 'POWERTOOLS_LOG_LEVEL',
} as const;

export type HandlerVariable = keyof typeof handlerVariables;

const variables = Object.keys(handlerVariables).filter(
  (key): key is HandlerVariable => key in handlerVariables,
);

/** An environment of handler variables, from values keyed by their names above. */
export function handlerEnvironment(
  values: Readonly<Partial<Record<HandlerVariable, string>>>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const variable of variables) {
    const value = values[variable];
    if (value !== undefined) environment[handlerVariables[variable]] = value;
  }
  return environment;
}

/** The environment of the origin secret's rotation function (lambdas/origin-secret/rotate.ts). */
export const originSecretRotationVariables = {
  /** The web ACL's regex pattern set of accepted values: its name and id. */
  patternSetName: 'PATTERN_SET_NAME',
  patternSetId: 'PATTERN_SET_ID',
  /** The distribution whose API origin sends the secret. */
  distributionId: 'DISTRIBUTION_ID',
  /** An operation's URL on the API stage's own address, which the rotation probes past CloudFront. */
  probeUrl: 'PROBE_URL',
} as const;

/** The environment of the editor's sign-in helper (lambdas/editor-sign-in/function-url-handler.ts). */
export const editorSignInVariables = {
  /** The Secrets Manager secret holding the GitHub App's client ID and client secret. */
  secretArn: 'GITHUB_APP_SECRET_ARN',
  /** The editor's origin (decision 0060): the only window the token is given to, and the callback URL's origin. */
  editorOrigin: 'EDITOR_ORIGIN',
  /** The repository editors change (`owner/name`): the only one the token may reach (decision 0059). */
  repository: 'EDITOR_REPOSITORY',
} as const;
