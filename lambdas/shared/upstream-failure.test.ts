import { describe, expect, it } from 'vitest';
import { UpstreamBudgetExceeded } from './time-budget.ts';
import { classifyAwsError, errorName, serviceUnavailableResponse } from './upstream-failure.ts';

function serviceError(name: string, httpStatusCode: number, throttling?: boolean) {
  const error = Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });
  return throttling === undefined ? error : Object.assign(error, { $retryable: { throttling } });
}

describe('classifyAwsError', () => {
  it('recognises throttling by name or by the SDK retry hint', () => {
    expect(classifyAwsError(serviceError('ProvisionedThroughputExceededException', 400))).toBe('throttled');
    expect(classifyAwsError(serviceError('TooManyRequestsException', 429))).toBe('throttled');
    expect(classifyAwsError(serviceError('SomethingNew', 400, true))).toBe('throttled');
  });

  it('treats no answer or a 5xx answer as unavailable', () => {
    const refusedConnection = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
    });
    expect(classifyAwsError(refusedConnection)).toBe('unavailable');
    expect(classifyAwsError(serviceError('InternalServerError', 500))).toBe('unavailable');
    expect(classifyAwsError('not even an error')).toBe('unavailable');
  });

  it('treats an answer cut off after a success status as unavailable: the outcome is unknown', () => {
    expect(classifyAwsError(serviceError('Error', 200))).toBe('unavailable');
  });

  it('treats a spent time budget as unavailable', () => {
    expect(classifyAwsError(new UpstreamBudgetExceeded(6_000))).toBe('unavailable');
  });

  it('treats other 4xx answers as a refusal', () => {
    expect(classifyAwsError(serviceError('MessageRejected', 400))).toBe('refused');
    expect(classifyAwsError(serviceError('AccessDeniedException', 403))).toBe('refused');
  });
});

describe('errorName', () => {
  it('names an error by its name and code without its message', () => {
    const error = Object.assign(new Error('alex@example.com is not verified'), { name: 'MessageRejected' });
    expect(errorName(error)).toBe('MessageRejected');
    expect(errorName(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe('Error ECONNREFUSED');
    expect(errorName(42)).toBe('unknown error');
  });
});

describe('serviceUnavailableResponse', () => {
  it('tells the client when to retry', () => {
    const response = serviceUnavailableResponse('throttled', 'req-1');
    expect(response.statusCode).toBe(503);
    expect(response.headers).toMatchObject({ 'Retry-After': '5' });
    expect(JSON.parse(response.body)).toEqual({
      code: 'service_unavailable',
      message: 'The service is busy. Try again in a few seconds.',
      requestId: 'req-1',
    });
  });
});
