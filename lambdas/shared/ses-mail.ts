// Sends a composed contact email through SES v2 within a time budget: the mail handler and the
// deferred-message schedule send the same way, to the one support inbox their roles allow.
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { ContactEmail } from '../send-email/contact-email.ts';
import { withinBudget } from './time-budget.ts';

/** Sends `email` and returns SES's message id. */
export async function sendWithSes(ses: SESv2Client, email: ContactEmail, budgetMs: number): Promise<string> {
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
