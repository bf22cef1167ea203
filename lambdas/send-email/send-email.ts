// The sendEmail operation without its AWS wiring: handler.ts supplies the clock, the mailboxes and
// the sending, so this runs unchanged in unit tests.
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
import { mailCeilingReachedLog } from '../../contract/service.ts';
import { secondsUntilNextDay, type StartTokenVerdict } from '../shared/contact-start.ts';
import { composeContactEmail, type ContactEmail, type Mailboxes } from './contact-email.ts';

export interface SendEmailDependencies {
  readonly now: () => Date;
  readonly mailboxes: Mailboxes;
  /** Marks the start token used if it may send now; otherwise says why not. */
  readonly takeStart: (token: string, now: Date) => Promise<StartTokenVerdict>;
  /** Counts one more mail for the stage today, unless its daily ceiling is reached. */
  readonly countMail: (now: Date) => Promise<'counted' | 'ceiling-reached'>;
  /** Sends the email and returns the mail service's message id. */
  readonly send: (email: ContactEmail) => Promise<string>;
  readonly log: OperationLog;
}

const startTokenErrors = {
  unknown: 'is not one startContact issued, or has expired',
  expired: 'has expired: start a new message',
  used: 'was used already: start a new message',
} as const;

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
  const now = dependencies.now();
  // Every refusal below is an answer the caller sees; no message is dropped behind a 200.
  let verdict: StartTokenVerdict;
  let counted: 'counted' | 'ceiling-reached';
  try {
    verdict = await dependencies.takeStart(parsed.body.startToken, now);
    counted = verdict.kind === 'usable' ? await dependencies.countMail(now) : 'counted';
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('DynamoDB call failed', { failure, error: errorName(error) });
    return serviceUnavailableResponse(failure, requestId);
  }
  if (verdict.kind === 'too-soon') {
    dependencies.log.warn('Refused contact message sent too soon', {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
    return errorResponse('too_soon', 'The message was sent too soon after the form was shown.', {
      requestId,
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  if (verdict.kind === 'refused') {
    dependencies.log.warn('Refused contact message start token', { reason: verdict.reason });
    return errorResponse('validation_failed', 'The start token cannot send a message.', {
      requestId,
      errors: [{ field: '/startToken', message: startTokenErrors[verdict.reason] }],
    });
  }
  if (counted === 'ceiling-reached') {
    dependencies.log.warn(mailCeilingReachedLog, {});
    return errorResponse('service_unavailable', 'The contact form is closed for today. Try again tomorrow.', {
      requestId,
      retryAfterSeconds: secondsUntilNextDay(now),
    });
  }
  const email = composeContactEmail(parsed.body, dependencies.mailboxes, now);
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
