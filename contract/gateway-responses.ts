// What API Gateway answers by itself, before or instead of a handler: each of its response types
// the API can meet, mapped to one of the contract's error responses. The CDK app turns this table
// into the API's gateway responses and the local stack answers from it, so a client meets the
// contract's error body and a status its operation lists, whoever refused the request.
import { openapiDocument } from './openapi-document.gen.ts';
import type { ApiError } from './operations.ts';

type ResponseName = keyof typeof openapiDocument.components.responses;

export interface GatewayAnswer {
  /** The contract's response (components.responses) whose status, code and message are sent. */
  readonly response: Exclude<ResponseName, 'Accepted'>;
  /** Sent as Retry-After where the contract's response carries it. */
  readonly retryAfterSeconds?: number;
}

/** Seconds to wait after the gateway's own throttle: its token bucket refills within a minute. */
const throttleRetryAfterSeconds = 60;
/** Seconds to wait after a handler failed or ran out of time, as for an unavailable service. */
const integrationRetryAfterSeconds = 30;

export const gatewayAnswers = {
  BAD_REQUEST_BODY: { response: 'BadRequest' },
  BAD_REQUEST_PARAMETERS: { response: 'BadRequest' },
  REQUEST_TOO_LARGE: { response: 'PayloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { response: 'UnsupportedMediaType' },
  THROTTLED: { response: 'TooManyRequests', retryAfterSeconds: throttleRetryAfterSeconds },
  QUOTA_EXCEEDED: { response: 'TooManyRequests', retryAfterSeconds: throttleRetryAfterSeconds },
  // The web ACL's rate rule answers 429 itself; its common rules' blocks arrive here.
  WAF_FILTERED: { response: 'Forbidden' },
  ACCESS_DENIED: { response: 'Forbidden' },
  // REST APIs answer an unknown path, or a known path with another method, this way.
  MISSING_AUTHENTICATION_TOKEN: { response: 'NotFound' },
  RESOURCE_NOT_FOUND: { response: 'NotFound' },
  // A handler that threw, crashed or passed the function timeout.
  INTEGRATION_FAILURE: { response: 'ServiceUnavailable', retryAfterSeconds: integrationRetryAfterSeconds },
  INTEGRATION_TIMEOUT: { response: 'ServiceUnavailable', retryAfterSeconds: integrationRetryAfterSeconds },
  // Every other type: authorizer and key errors (4xx), configuration errors (5xx).
  DEFAULT_4XX: { response: 'Forbidden' },
  DEFAULT_5XX: { response: 'ServiceUnavailable', retryAfterSeconds: integrationRetryAfterSeconds },
} as const satisfies Record<string, GatewayAnswer>;

export type GatewayResponseType = keyof typeof gatewayAnswers;

export const gatewayResponseTypes = Object.keys(gatewayAnswers).filter(
  (type): type is GatewayResponseType => type in gatewayAnswers,
);

/**
 * The status every operation lists the response under. One status per response, the same in
 * every operation that lists it, or the table above could not answer for them all.
 */
export function contractStatus(response: ResponseName): number {
  const reference = `#/components/responses/${response}`;
  const statuses = new Set<string>();
  for (const item of Object.values(openapiDocument.paths)) {
    for (const [status, value] of Object.entries(item.post.responses)) {
      if (value.$ref === reference) statuses.add(status);
    }
  }
  const [status, ...others] = [...statuses];
  if (status === undefined || others.length > 0) {
    throw new Error(
      `openapi.yaml must list ${response} under one status, found ${[...statuses].join(', ') || 'none'}`,
    );
  }
  return Number(status);
}

/** The contract's error body for a gateway answer, with the request id given (a template variable in AWS). */
export function gatewayErrorBody(type: GatewayResponseType, requestId: string): ApiError {
  const { code, message } =
    openapiDocument.components.responses[gatewayAnswers[type].response].content['application/json'].example;
  return { code, message, requestId };
}
