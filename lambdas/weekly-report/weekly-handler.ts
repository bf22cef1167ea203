// Lambda entry of the owners' weekly report (cdk/constructs/visit-statistics.ts runs it every
// Monday): the week's report from the raw exports in Athena, mailed to the owners. Named apart
// from the API's `handler.ts` files, which each serve one contract operation.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { onAthena } from '../../report/athena-engine.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { readConfig, requiredVariable } from '../shared/read-config.ts';
import { sendWeeklyReport, weekOfEvent } from './weekly-report.ts';

const config = readConfig(
  z.object({
    ATHENA_DATABASE: requiredVariable(),
    ATHENA_WORK_GROUP: requiredVariable(),
    SENDER_ADDRESS: requiredVariable().pipe(z.email('must be an email address')),
    OWNERS_ADDRESS: requiredVariable().pipe(z.email('must be an email address')),
  }),
  process.env,
);
const logger = new Logger();
const ses = new SESv2Client(awsClientSettings);
/** The report's one query ends well within the function's time. */
const queryTimeoutMs = 5 * 60_000;

export async function handler(event: unknown, context: Context): Promise<{ messageId: string }> {
  logger.addContext(context);
  const week = weekOfEvent(event);
  const target = { database: config.ATHENA_DATABASE, workGroup: config.ATHENA_WORK_GROUP };
  return onAthena(target, queryTimeoutMs, async (engine) => {
    const messageId = await sendWeeklyReport(
      engine,
      ses,
      { sender: config.SENDER_ADDRESS, owners: config.OWNERS_ADDRESS },
      week,
    );
    logger.info('Sent the weekly report', { ...week, messageId });
    return { messageId };
  });
}
