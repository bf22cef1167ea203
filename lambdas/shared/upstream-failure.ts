// How a failed AWS SDK call is answered: the caller should wait and retry when the service is
// throttling or unreachable, and the contract separates those from a service that refused.
import { isThrottlingError } from '@smithy/core/retry';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { errorResponse } from './api-response.ts';

export type UpstreamFailure = 'throttled' | 'unavailable' | 'refused';

/** Seconds a client should wait, by kind of failure: throttling clears fast, outages less so. */
export const retryAfterSeconds: Record<UpstreamFailure, number> = {
  throttled: 5,
  unavailable: 30,
  refused: 60,
};

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

type ClassifiableError = Parameters<typeof isThrottlingError>[0];

/** An error the SDK's classifiers accept: theirs carry no cause but another error. */
function isSdkError(error: unknown): error is ClassifiableError {
  return error instanceof Error && (error.cause === undefined || error.cause instanceof Error);
}

export function classifyAwsError(error: unknown): UpstreamFailure {
  // The SDK's own test, the one its retry strategy uses: a 429, a throttling error name, or the
  // service marking the error as throttling.
  if (isSdkError(error) && isThrottlingError(error)) return 'throttled';
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
