// Building the proxy results every operation answers with, in the shapes openapi.yaml gives.
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { Accepted, ApiError, ErrorCode, FieldError, Deferral } from '../../contract/operations.ts';

const jsonHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  // Answers describe one request; no cache in between should keep them.
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

const statusByCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  upstream_failed: 502,
  service_unavailable: 503,
  forbidden: 403,
  not_found: 404,
  too_soon: 429,
  quota_exceeded: 429,
};

export function acceptedResponse(id: string): APIGatewayProxyResult {
  const body: Accepted = { id };
  return { statusCode: 200, headers: jsonHeaders, body: JSON.stringify(body) };
}

/** Deferred to be mailed on a later day (202), which the body names. */
export function deferredResponse(body: Deferral): APIGatewayProxyResult {
  return { statusCode: 202, headers: jsonHeaders, body: JSON.stringify(body) };
}

export interface ErrorDetails {
  readonly requestId?: string;
  readonly errors?: readonly FieldError[];
  /** Sent as Retry-After; the contract requires it on 429, 502 and 503. */
  readonly retryAfterSeconds?: number;
}

export function errorResponse(
  code: ErrorCode,
  message: string,
  details: ErrorDetails = {},
): APIGatewayProxyResult {
  const body: ApiError = { code, message };
  if (details.requestId !== undefined) body.requestId = details.requestId;
  if (details.errors !== undefined) body.errors = [...details.errors];
  const headers: Record<string, string> = { ...jsonHeaders };
  if (details.retryAfterSeconds !== undefined) headers['Retry-After'] = String(details.retryAfterSeconds);
  return { statusCode: statusByCode[code], headers, body: JSON.stringify(body) };
}
