// The partitions of the one DynamoDB table, by the prefix of their partition key. The handlers
// write their items under these, and the CDK stack limits each handler's role to its own
// partitions (an IAM condition on dynamodb:LeadingKeys), so a handler cannot touch another's data.

export const tablePartitions = {
  /** Visit records, one partition per day received: `VISIT#2026-11-22`. */
  visit: 'VISIT#',
  /** The contact form's start records, one per token: `CONTACT_START#<token>`. */
  contactStart: 'CONTACT_START#',
  /** Contact mail sent or deferred to a day, one counter each: `MAIL_COUNT#2026-11-22`. */
  mailCount: 'MAIL_COUNT#',
  /**
   * Contact messages per client, and per site (an IPv6 /48), per day, by the keyed hash of either:
   * `CONTACT_QUOTA#2026-11-22#<hash>`.
   */
  contactQuota: 'CONTACT_QUOTA#',
} as const;

/**
 * The partitions of the short-lived table: what must be gone on time. The tracking table is
 * exported to S3 every day (decision 0019) and has point-in-time recovery, which keeps deleted
 * items restorable for 35 days, so neither the day's hash key nor a visitor's deferred message may
 * live there (decision 0029). What is needed for a day only (a viewer key's count of records, the
 * mark on a tap a report took) lives here too, so it never reaches the exports (decision 0062).
 */
export const shortLivedPartitions = {
  /** The random key of a UTC day's client hashes: `CLIENT_KEY#2026-11-22`. */
  clientKey: 'CLIENT_KEY#',
  /**
   * Contact messages deferred to the UTC day they are to be mailed: `KEPT_MAIL#2026-11-23`. The
   * prefix keeps the name deferred messages had before ("kept mail"): messages waiting in a
   * deployed table under it would otherwise be left unsent, and the senders' IAM conditions name it.
   */
  deferredMessage: 'KEPT_MAIL#',
  /** Records a viewer key stored on a UTC day, by its network code: `RECORD_COUNT#2026-11-22#<code>`. */
  recordCount: 'RECORD_COUNT#',
  /** A tap a sign-up or log-in report was stored against, by the tap's id: `USED_TAP#<id>`. */
  usedTap: 'USED_TAP#',
} as const;
