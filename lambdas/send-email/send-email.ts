// The sendEmail operation without its AWS wiring: handler.ts supplies the clock, the mailboxes and
// the sending, so this runs unchanged in unit tests.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { acceptedResponse, errorResponse } from '../shared/api-response.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { parseApiRequest, type ApiRequest } from '../shared/parse-api-request.ts';
import {
  classifyAwsError,
  errorName,
  retryAfterSeconds,
  serviceUnavailableResponse,
} from '../shared/upstream-failure.ts';
import { parseContactMessage } from '../../contract/contact-message.ts';
import { composeContactEmail, type ContactEmail, type Mailboxes } from './contact-email.ts';
import { spamSignal } from './spam-rules.ts';

export interface SendEmailDependencies {
  readonly now: () => Date;
  readonly mailboxes: Mailboxes;
  /** Sends the email and returns the mail service's message id. */
  readonly send: (email: ContactEmail) => Promise<string>;
  readonly log: OperationLog;
}

export async function sendEmail(
  request: ApiRequest,
  requestId: string,
  dependencies: SendEmailDependencies,
): Promise<APIGatewayProxyResult> {
  const parsed = parseApiRequest('sendEmail', request, requestId);
  if (!parsed.ok) {
    dependencies.log.info('Refused contact message', { statusCode: parsed.response.statusCode });
    return parsed.response;
  }
  const spam = spamSignal(parsed.body);
  if (spam !== undefined) {
    dependencies.log.warn('Dropped contact message as spam', { signal: spam });
    return acceptedResponse(randomUUID());
  }
  const email = composeContactEmail(parsed.body, dependencies.mailboxes, dependencies.now());
  const facts = {
    reason: parseContactMessage(parsed.body.message).reason ?? 'none',
    hasReplyTo: email.replyTo !== undefined,
    messageLength: parsed.body.message.length,
  };
  try {
    const messageId = await dependencies.send(email);
    dependencies.log.info('Sent contact message', { ...facts, messageId });
    return acceptedResponse(messageId);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('SES send failed', { ...facts, failure, error: errorName(error) });
    if (failure !== 'refused') return serviceUnavailableResponse(failure, requestId);
    return errorResponse('upstream_failed', 'The mail service could not send the message. Try again later.', {
      requestId,
      retryAfterSeconds: retryAfterSeconds.refused,
    });
  }
}
