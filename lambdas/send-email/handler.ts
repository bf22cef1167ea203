// Lambda entry for POST /api/sendEmail. Configuration and the SES and DynamoDB clients are set up
// once per cold start; the endpoints come from the SDK's standard settings (AWS_ENDPOINT_URL_SESV2
// and AWS_ENDPOINT_URL_DYNAMODB locally), so the same code runs in AWS and on the local stack.
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { messagesPerClientPerDay, messagesPerSitePerDay } from '../shared/contact-mail.ts';
import { contactMailStore } from '../shared/contact-mail-store.ts';
import { contactStartStore } from '../shared/contact-start-store.ts';
import type { SendCommand } from '../shared/day-key-store.ts';
import { readMailConfig } from '../shared/mail-config.ts';
import { sendWithSes } from '../shared/ses-mail.ts';
import { upstreamBudget, withinBudget } from '../shared/time-budget.ts';
import { sendEmail } from './send-email.ts';

const config = readMailConfig(process.env);
const logger = new Logger();
const ses = new SESv2Client(awsClientSettings);
const dynamodb = new DynamoDBClient(awsClientSettings);

export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  logger.addContext(context);
  // Each call gets what is left of the function's time, so a slow call shortens the next.
  const budget = () => upstreamBudget(context.getRemainingTimeInMillis());
  const send: SendCommand = (call) => withinBudget(budget(), (abortSignal) => call(dynamodb, abortSignal));
  const starts = contactStartStore(config.tables, send);
  const mail = contactMailStore(config.tables, send);
  return sendEmail(event, context.awsRequestId, {
    now: () => new Date(),
    takeStart: (token, now, viewerKey) => starts.takeStart(token, now, viewerKey),
    countClientMessage: (day, client) => mail.countClientMessage(day, client, messagesPerClientPerDay),
    countSiteMessage: (day, site) => mail.countClientMessage(day, site, messagesPerSitePerDay),
    bookMail: (now) => mail.bookMail(now, config.dailyMailCeiling),
    defer: (message) => mail.defer(message),
    newId: () => randomBytes(16).toString('hex'),
    mailboxes: config.mailboxes,
    send: (email) => sendWithSes(ses, email, budget()),
    log: logger,
  });
}
