// Lambda entry for POST /api/sendEmail. Configuration and the SES and DynamoDB clients are set up
// once per cold start; the endpoints come from the SDK's standard settings (AWS_ENDPOINT_URL_SESV2
// and AWS_ENDPOINT_URL_DYNAMODB locally), so the same code runs in AWS and on the local stack.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { contactStartStore } from '../shared/contact-start-store.ts';
import { readConfig, requiredVariable, wholeNumberVariable } from '../shared/read-config.ts';
import { upstreamBudget, withinBudget } from '../shared/time-budget.ts';
import type { ContactEmail } from './contact-email.ts';
import { sendEmail } from './send-email.ts';

const { senderAddress, supportAddress, tableName, dailyMailCeiling } = handlerVariables;
const config = readConfig(
  z.object({
    [senderAddress]: requiredVariable().pipe(z.email('must be an email address')),
    [supportAddress]: requiredVariable().pipe(z.email('must be an email address')),
    [tableName]: requiredVariable(),
    [dailyMailCeiling]: wholeNumberVariable(1, 50_000),
  }),
  process.env,
);
const logger = new Logger();
const ses = new SESv2Client(awsClientSettings);
const dynamodb = new DynamoDBClient(awsClientSettings);

async function send(email: ContactEmail, budgetMs: number): Promise<string> {
  const command = new SendEmailCommand({
    FromEmailAddress: email.from,
    Destination: { ToAddresses: [email.to] },
    ReplyToAddresses: email.replyTo === undefined ? [] : [email.replyTo],
    Content: {
      Simple: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: email.text, Charset: 'UTF-8' } },
      },
    },
  });
  const result = await withinBudget(budgetMs, (abortSignal) => ses.send(command, { abortSignal }));
  if (!result.MessageId) throw new Error('SES accepted the message without a message id');
  return result.MessageId;
}

export async function handler(event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> {
  logger.addContext(context);
  const budgetMs = upstreamBudget(context.getRemainingTimeInMillis());
  const store = contactStartStore(config[tableName], (call) =>
    withinBudget(budgetMs, (abortSignal) => call(dynamodb, abortSignal)),
  );
  return sendEmail(event, context.awsRequestId, {
    now: () => new Date(),
    takeStart: (token, now) => store.takeStart(token, now),
    countMail: (now) => store.countMail(now, config[dailyMailCeiling]),
    mailboxes: { sender: config[senderAddress], support: config[supportAddress] },
    send: (email) => send(email, budgetMs),
    log: logger,
  });
}
