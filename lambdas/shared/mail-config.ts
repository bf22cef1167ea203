// What both functions that send the contact form's mail read from their environment: the sendEmail
// operation, which sends or keeps a message, and the hourly run that sends what was kept.
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { readConfig, requiredVariable, wholeNumberVariable, type Environment } from './read-config.ts';

const { senderAddress, supportAddress, tableName, shortLivedTableName, dailyMailCeiling } = handlerVariables;

export interface MailConfig {
  readonly mailboxes: { readonly sender: string; readonly support: string };
  readonly tables: { readonly tracking: string; readonly shortLived: string };
  readonly dailyMailCeiling: number;
}

export function readMailConfig(environment: Environment): MailConfig {
  const config = readConfig(
    z.object({
      [senderAddress]: requiredVariable().pipe(z.email('must be an email address')),
      [supportAddress]: requiredVariable().pipe(z.email('must be an email address')),
      [tableName]: requiredVariable(),
      [shortLivedTableName]: requiredVariable(),
      [dailyMailCeiling]: wholeNumberVariable(1, 50_000),
    }),
    environment,
  );
  return {
    mailboxes: { sender: config[senderAddress], support: config[supportAddress] },
    tables: { tracking: config[tableName], shortLived: config[shortLivedTableName] },
    dailyMailCeiling: config[dailyMailCeiling],
  };
}
