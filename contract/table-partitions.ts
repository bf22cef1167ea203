// The partitions of the one DynamoDB table, by the prefix of their partition key. The handlers
// write their items under these, and the CDK stack limits each handler's role to its own
// partitions (an IAM condition on dynamodb:LeadingKeys), so a handler cannot touch another's data.

export const tablePartitions = {
  /** Visit records, one partition per day received: `VISIT#2026-11-22`. */
  visit: 'VISIT#',
  /** The contact form's start records, one per token: `CONTACT_START#<token>`. */
  contactStart: 'CONTACT_START#',
  /** Contact mail sent per day, one counter each: `MAIL_COUNT#2026-11-22`. */
  mailCount: 'MAIL_COUNT#',
} as const;
