// SDK client settings shared by the handlers. API Gateway gives up after 29 s, so a slow or
// unreachable service must fail well before that for the caller to get a clear 503.
export const awsClientSettings = {
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
};
