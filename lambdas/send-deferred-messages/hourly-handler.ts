// Lambda entry of the deferred-message schedule (cdk/constructs/deferred-contact-messages.ts runs it every hour;
// the local stack on a timer, local/deferred-message-schedule.ts). Named apart from the API's
// `handler.ts` files, which each serve one contract operation. Its clock is the schedule's own
// time, so a test or a retried run says which moment it acts for.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { z } from 'zod';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { contactMailStore } from '../shared/contact-mail-store.ts';
import { readMailConfig } from '../shared/mail-config.ts';
import { sendWithSes } from '../shared/ses-mail.ts';
import { upstreamBudgetMs, withinBudget } from '../shared/time-budget.ts';
import { sendDeferredMessages, type DeferredMessageRun } from './send-deferred-messages.ts';

const config = readMailConfig(process.env);
const logger = new Logger();
const ses = new SESv2Client(awsClientSettings);
const dynamodb = new DynamoDBClient(awsClientSettings);
const store = contactMailStore(config.tables, (call) =>
  withinBudget(upstreamBudgetMs, (abortSignal) => call(dynamodb, abortSignal)),
);

/** EventBridge's scheduled event: its `time` is when the run was scheduled. */
const scheduledEventSchema = z.object({ time: z.iso.datetime({ offset: true }) });

/** A send and its deletion must fit in what is left, with the answer's reserve. */
const reserveMs = 2 * upstreamBudgetMs;

export async function handler(event: unknown, context: Context): Promise<DeferredMessageRun> {
  logger.addContext(context);
  const parsed = scheduledEventSchema.safeParse(event);
  if (!parsed.success) throw new Error('Expected a scheduled event with a `time`');
  return sendDeferredMessages(new Date(parsed.data.time), {
    mailboxes: config.mailboxes,
    listDeferred: (day) => store.listDeferred(day),
    deleteDeferred: (mail) => store.deleteDeferred(mail),
    countMail: (day) => store.countMail(day, config.dailyMailCeiling),
    deleteDayKey: (day) => store.deleteDayKey(day),
    send: (email) => sendWithSes(ses, email, upstreamBudgetMs),
    hasTimeLeft: () => context.getRemainingTimeInMillis() > reserveMs,
    log: logger,
  });
}
