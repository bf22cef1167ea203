// The sendEmail operation without its AWS wiring: handler.ts supplies the clock, the mailboxes,
// the records and the sending, so this runs unchanged in unit tests.
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { ContactFieldValues } from '../../contract/contact-fields.ts';
import { parseContactMessage } from '../../contract/contact-message.ts';
import { mailCeilingReachedLog } from '../../contract/service.ts';
import { acceptedResponse, errorResponse, deferredResponse } from '../shared/api-response.ts';
import { deferredMessage, secondsUntilDayEnds, type DeferredMessage } from '../shared/contact-mail.ts';
import type { Counted } from '../shared/count-up-to.ts';
import { utcDay, type StartRefusal } from '../shared/contact-start.ts';
import type { TakenStart } from '../shared/contact-start-store.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import { parseApiRequest, type ApiRequest } from '../shared/parse-api-request.ts';
import {
  classifyAwsError,
  errorName,
  retryAfterSeconds,
  serviceUnavailableResponse,
} from '../shared/upstream-failure.ts';
import { viewerKeyOf, withoutViewerKeyResponse } from '../shared/viewer-key.ts';
import { composeContactEmail, type ContactEmail, type Mailboxes } from './contact-email.ts';

export interface SendEmailDependencies {
  readonly now: () => Date;
  readonly mailboxes: Mailboxes;
  /** Marks the start token used if this client may send with it now; otherwise says why not. */
  readonly takeStart: (token: string, now: Date, viewerKey: string) => Promise<TakenStart>;
  /** Counts one more message of the client on the token's day, unless its daily messages are reached. */
  readonly countClientMessage: (day: string, client: string) => Promise<Counted>;
  /** The same for the client's site (its IPv6 /48), whose clients share their daily messages. */
  readonly countSiteMessage: (day: string, site: string) => Promise<Counted>;
  /** Counts the message on the first day it may be mailed with room: today, or a later day. */
  readonly bookMail: (now: Date) => Promise<{ readonly day: string } | 'full'>;
  /** Stores a message for the day it was booked on. */
  readonly defer: (mail: DeferredMessage) => Promise<void>;
  /** A new random id for a deferred message. */
  readonly newId: () => string;
  /** Sends the email and returns the mail service's message id. */
  readonly send: (email: ContactEmail) => Promise<string>;
  readonly log: OperationLog;
}

const startTokenErrors: Record<StartRefusal, string> = {
  unknown: 'is not one startContact issued, or has expired',
  expired: 'has expired: start a new message',
  used: 'was used already: start a new message',
  'other-client': 'was issued to another connection: start a new message',
};

const quotaMessages = {
  client: 'This connection has sent its messages for today. Try again tomorrow.',
  site: 'Your network has sent its messages for today. Try again tomorrow.',
} as const;

type Outcome =
  | { readonly kind: 'start'; readonly verdict: Exclude<TakenStart, { readonly kind: 'taken' }> }
  | { readonly kind: 'quota'; readonly of: 'client' | 'site'; readonly day: string }
  | { readonly kind: 'no-day-left' }
  | { readonly kind: 'mail'; readonly day: string };

/**
 * Takes the token, counts the client's message and then its site's (so a client past its own
 * messages takes none of its site's), then books a day to mail it on, stopping at the first refusal.
 */
async function admit(
  token: string,
  now: Date,
  viewerKey: string,
  dependencies: SendEmailDependencies,
): Promise<Outcome> {
  const taken = await dependencies.takeStart(token, now, viewerKey);
  if (taken.kind !== 'taken') return { kind: 'start', verdict: taken };
  if ((await dependencies.countClientMessage(taken.day, taken.client)) === 'limit-reached')
    return { kind: 'quota', of: 'client', day: taken.day };
  if ((await dependencies.countSiteMessage(taken.day, taken.site)) === 'limit-reached')
    return { kind: 'quota', of: 'site', day: taken.day };
  const booked = await dependencies.bookMail(now);
  return booked === 'full' ? { kind: 'no-day-left' } : { kind: 'mail', day: booked.day };
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
  const viewerKey = viewerKeyOf(request);
  if (viewerKey === undefined) {
    dependencies.log.warn('Refused contact message without a viewer key', {});
    return withoutViewerKeyResponse(requestId);
  }
  const now = dependencies.now();
  // Every refusal below is an answer the caller sees; no message is dropped behind a 2xx.
  let outcome: Outcome;
  try {
    outcome = await admit(parsed.body.startToken, now, viewerKey, dependencies);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('DynamoDB call failed', { failure, error: errorName(error) });
    return serviceUnavailableResponse(failure, requestId);
  }
  if (outcome.kind === 'start') return refusedStart(outcome.verdict, requestId, dependencies.log);
  if (outcome.kind === 'quota') {
    dependencies.log.warn('Refused contact message past the daily messages', { of: outcome.of });
    return errorResponse('quota_exceeded', quotaMessages[outcome.of], {
      requestId,
      retryAfterSeconds: secondsUntilDayEnds(outcome.day, now),
    });
  }
  if (outcome.kind === 'no-day-left') {
    dependencies.log.warn(mailCeilingReachedLog, { deferredTo: 'none' });
    return errorResponse(
      'service_unavailable',
      'The contact form is full for the coming days. Try again tomorrow.',
      {
        requestId,
        retryAfterSeconds: secondsUntilDayEnds(utcDay(now), now),
      },
    );
  }
  if (outcome.day !== utcDay(now))
    return deferToLater(parsed.body, outcome.day, now, requestId, dependencies);
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

function refusedStart(
  verdict: Exclude<TakenStart, { readonly kind: 'taken' }>,
  requestId: string,
  log: OperationLog,
): APIGatewayProxyResult {
  if (verdict.kind === 'too-soon') {
    log.warn('Refused contact message sent too soon', { retryAfterSeconds: verdict.retryAfterSeconds });
    return errorResponse('too_soon', 'The message was sent too soon after the form was shown.', {
      requestId,
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  log.warn('Refused contact message start token', { reason: verdict.reason });
  return errorResponse('validation_failed', 'The start token cannot send a message.', {
    requestId,
    errors: [{ field: '/startToken', message: startTokenErrors[verdict.reason] }],
  });
}

/** Past today's ceiling: the message is stored for the day it was booked on, and the visitor told which. */
async function deferToLater(
  message: ContactFieldValues,
  day: string,
  now: Date,
  requestId: string,
  dependencies: SendEmailDependencies,
): Promise<APIGatewayProxyResult> {
  const mail = deferredMessage(day, dependencies.newId(), message, now);
  try {
    await dependencies.defer(mail);
  } catch (error) {
    const failure = classifyAwsError(error);
    dependencies.log.error('DynamoDB write failed', { failure, error: errorName(error) });
    return serviceUnavailableResponse(failure, requestId);
  }
  dependencies.log.warn(mailCeilingReachedLog, { deferredTo: day });
  return deferredResponse({ id: mail.id, sendOn: day });
}
