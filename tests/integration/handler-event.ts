// API Gateway proxy events and Lambda contexts for calling a handler directly.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { apiBasePath, findOperation } from '../../contract/operations.ts';
import { functionTimeoutMs } from '../../contract/service.ts';
import { lambdaContext } from '../../local/lambda-context.ts';
import { buildProxyEvent } from '../../local/proxy-event.ts';

export function jsonPostEvent(path: string, body: unknown, requestId = randomUUID()): APIGatewayProxyEvent {
  const operation = findOperation('POST', path);
  if (!operation) throw new Error(`openapi.yaml has no POST ${path}`);
  return buildProxyEvent(
    {
      method: 'POST',
      url: `${apiBasePath}${path}`,
      headers: { 'content-type': 'application/json', 'user-agent': 'integration-test' },
      body: Buffer.from(JSON.stringify(body)),
      receivedAt: new Date(),
      requestId,
    },
    operation,
    'test',
  );
}

export function contextFor(event: APIGatewayProxyEvent): Context {
  return lambdaContext('integration-test', event.requestContext.requestId, functionTimeoutMs);
}
