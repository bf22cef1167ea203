// API Gateway proxy events and Lambda contexts for calling a handler directly.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { apiBasePath, findOperation } from '../../contract/operations.ts';
import { functionTimeoutMs } from '../../contract/service.ts';
import { apiViewerAddressHeader } from '../../edge/api-headers.ts';
import { lambdaContext } from '../../local/lambda-context.ts';
import { buildProxyEvent } from '../../local/proxy-event.ts';
import { loopbackViewerKey } from './local-stack-fixture.ts';

/** A POST as CloudFront passes it on: with the viewer key its function wrote. */
export function jsonPostEvent(
  path: string,
  body: unknown,
  {
    viewerKey = loopbackViewerKey,
    requestId = randomUUID(),
  }: { viewerKey?: string; requestId?: string } = {},
): APIGatewayProxyEvent {
  const operation = findOperation('POST', path);
  if (!operation) throw new Error(`openapi.yaml has no POST ${path}`);
  return buildProxyEvent(
    {
      method: 'POST',
      url: `${apiBasePath}${path}`,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'integration-test',
        [apiViewerAddressHeader]: viewerKey,
      },
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
