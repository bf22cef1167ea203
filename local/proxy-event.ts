// The API Gateway REST "Lambda proxy" event for an HTTP request, as API Gateway would build it for
// the local stack's handlers.
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Operation } from '../contract/operations.ts';

export interface HttpRequestParts {
  readonly method: string;
  /** Path and query as received, e.g. `/api/sendEmail?x=1`. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body: Buffer;
  readonly receivedAt: Date;
  readonly requestId: string;
}

function singleValues(multi: Record<string, string[]>): Record<string, string> {
  // API Gateway's single-value maps keep the last value of a repeated header or parameter.
  return Object.fromEntries(
    Object.entries(multi).flatMap(([name, values]) => {
      const last = values.at(-1);
      return last === undefined ? [] : [[name, last]];
    }),
  );
}

export function buildProxyEvent(
  request: HttpRequestParts,
  operation: Operation,
  stage: string,
): APIGatewayProxyEvent {
  const url = new URL(request.url, 'http://localhost');
  const multiValueHeaders: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    multiValueHeaders[name] = typeof value === 'string' ? [value] : [...value];
  }
  const multiValueQuery: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (multiValueQuery[name] ??= []).push(value);
  const hasQuery = Object.keys(multiValueQuery).length > 0;
  const hasBody = request.body.byteLength > 0;
  const headers = singleValues(multiValueHeaders);
  return {
    resource: operation.path,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? singleValues(multiValueQuery) : null,
    multiValueQueryStringParameters: hasQuery ? multiValueQuery : null,
    pathParameters: null,
    stageVariables: null,
    body: hasBody ? request.body.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      protocol: 'HTTP/1.1',
      httpMethod: request.method,
      path: `/${stage}${operation.path}`,
      stage,
      requestId: request.requestId,
      requestTimeEpoch: request.receivedAt.getTime(),
      resourceId: operation.operationId,
      resourcePath: operation.path,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: '127.0.0.1',
        user: null,
        userAgent: headers['user-agent'] ?? null,
        userArn: null,
      },
    },
  };
}
