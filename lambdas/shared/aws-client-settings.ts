// SDK client settings shared by the handlers, from the time budget (time-budget.ts): each attempt
// is cut off at its share of the budget instead of only logging a warning, which is what the
// SDK's requestTimeout does unless told to throw.
import { attemptTimeoutMs, connectionTimeoutMs, upstreamMaxAttempts } from './time-budget.ts';

export const awsClientSettings = {
  maxAttempts: upstreamMaxAttempts,
  requestHandler: {
    connectionTimeout: connectionTimeoutMs,
    requestTimeout: attemptTimeoutMs,
    throwOnRequestTimeout: true,
  },
};
