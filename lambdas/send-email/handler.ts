// Lambda entry for POST /api/sendEmail. Configuration and the SES client are set up once per cold
// start; the endpoint comes from the SDK's standard settings (AWS_ENDPOINT_URL_SESV2 locally), so
// the same code runs in AWS and on the local stack.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { z } from 'zod';
import { handlerVariables } from '../../contract/handler-environment.ts';
import { awsClientSettings } from '../shared/aws-client-settings.ts';
import { readConfig, requiredVariable } from '../shared/read-config.ts';
import { upstreamBudget, withinBudget } from '../shared/time-budget.ts';
import type { ContactEmail } from './contact-email.ts';
import { sendEmail } from './send-email.ts';

const { senderAddress, supportAddress } = handlerVariables;
const config = readConfig(
  z.object({
    [senderAddress]: requiredVariable().pipe(z.email('must be an email address')),
    [supportAddress]: requiredVariable().pipe(z.email('must be an email address')),
  }),
  process.env,
);
const logger = new Logger();
const ses = new SESv2Client(awsClientSettings);

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
  return sendEmail(event, context.awsRequestId, {
    now: () => new Date(),
    mailboxes: { sender: config[senderAddress], support: config[supportAddress] },
    send: (email) => send(email, budgetMs),
    log: logger,
  });
}
