// How a failed AWS SDK call is answered: the caller should wait and retry when the service is
// throttling or unreachable, and the contract separates those from a service that refused.
import { errorResponse } from './api-response.ts';
import type { APIGatewayProxyResult } from 'aws-lambda';

export type UpstreamFailure = 'throttled' | 'unavailable' | 'refused';

const throttlingErrorNames = new Set([
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'LimitExceededException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
]);

/** Seconds a client should wait, by kind of failure: throttling clears fast, outages less so. */
export const retryAfterSeconds: Record<UpstreamFailure, number> = {
  throttled: 5,
  unavailable: 30,
  refused: 60,
};

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

export function classifyAwsError(error: unknown): UpstreamFailure {
  const name = field(error, 'name');
  if (typeof name === 'string' && throttlingErrorNames.has(name)) return 'throttled';
  if (field(field(error, '$retryable'), 'throttling') === true) return 'throttled';
  const status = field(field(error, '$metadata'), 'httpStatusCode');
  // No HTTP status means no answer at all: refused connection, reset, DNS failure or timeout. A
  // success status on an error means the answer was cut off in transit: the service may have
  // done its part, but nobody knows, so the caller should try again rather than give up.
  if (typeof status !== 'number' || status >= 500 || status < 400) return 'unavailable';
  return 'refused';
}

export function errorName(error: unknown): string {
  const name = field(error, 'name');
  const code = field(error, 'code');
  return [name, code].filter((part) => typeof part === 'string').join(' ') || 'unknown error';
}

export function serviceUnavailableResponse(
  failure: UpstreamFailure,
  requestId: string,
): APIGatewayProxyResult {
  return errorResponse('service_unavailable', 'The service is busy. Try again in a few seconds.', {
    requestId,
    retryAfterSeconds: retryAfterSeconds[failure],
  });
}
