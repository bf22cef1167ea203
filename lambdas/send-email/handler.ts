// Lambda entry for POST /api/sendEmail. Configuration and the SES and DynamoDB clients are set up
// once per cold start; the endpoints come from the SDK's standard settings (AWS_ENDPOINT_URL_SESV2
// and AWS_ENDPOINT_URL_DYNAMODB locally), so the same code runs in AWS and on the local stack.
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { messagesPerClientPerDay } from '../shared/contact-mail.ts';
import { contactMailStore } from '../shared/contact-mail-store.ts';
import { contactStartStore } from '../shared/contact-start-store.ts';
import type { SendCommand } from '../shared/day-key-store.ts';
import { readConfig, requiredVariable, wholeNumberVariable } from '../shared/read-config.ts';
import { sendWithSes } from '../shared/ses-mail.ts';
import { upstreamBudget, withinBudget } from '../shared/time-budget.ts';
import { sendEmail } from './send-email.ts';

const { senderAddress, supportAddress, tableName, shortLivedTableName, dailyMailCeiling } = handlerVariables;
const config = readConfig(
  z.object({
    [senderAddress]: requiredVariable().pipe(z.email('must be an email address')),
    [supportAddress]: requiredVariable().pipe(z.email('must be an email address')),
    [tableName]: requiredVariable(),
    [shortLivedTableName]: requiredVariable(),
    [dailyMailCeiling]: wholeNumberVariable(1, 50_000),
  }),
  process.env,
);
const logger = new Logger();
const ses = new SESv2Client(awsClientSettings);
const dynamodb = new DynamoDBClient(awsClientSettings);
const tables = { tracking: config[tableName], shortLived: config[shortLivedTableName] };

export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  logger.addContext(context);
  // Each call gets what is left of the function's time, so a slow call shortens the next.
  const budget = () => upstreamBudget(context.getRemainingTimeInMillis());
  const send: SendCommand = (call) => withinBudget(budget(), (abortSignal) => call(dynamodb, abortSignal));
  const starts = contactStartStore(tables, send);
  const mail = contactMailStore(tables, send);
  return sendEmail(event, context.awsRequestId, {
    now: () => new Date(),
    takeStart: (token, now, viewerKey) => starts.takeStart(token, now, viewerKey),
    countClientMessage: (day, client) => mail.countClientMessage(day, client, messagesPerClientPerDay),
    bookMail: (now) => mail.bookMail(now, config[dailyMailCeiling]),
    keep: (kept) => mail.keep(kept),
    newId: () => randomBytes(16).toString('hex'),
    mailboxes: { sender: config[senderAddress], support: config[supportAddress] },
    send: (email) => sendWithSes(ses, email, budget()),
    log: logger,
  });
}
