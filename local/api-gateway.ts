// The local stand-in for API Gateway in front of the handlers: what the deployed gateway does for
// /api/*, with the same route table, request schemas (the converted ones the synth deploys) and
// gateway answers.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyResult } from 'aws-lambda';
import {
  gatewayAnswers,
  gatewayErrorBody,
  type GatewayAnswer,
  type GatewayResponseType,
} from '../contract/gateway-responses.ts';
import { preflightHeaders, preflightStatus } from '../contract/cross-origin.ts';
import {
  apiBasePath,
  apiOperations,
  findOperation,
  maxBodyBytes,
  type Operation,
} from '../contract/operations.ts';
import { errorResponse } from '../lambdas/shared/api-response.ts';
import { headerValue } from '../lambdas/shared/parse-api-request.ts';
import { apiRequestHeaders } from './api-viewer.ts';
import { passesGatewayValidation } from './gateway-validation.ts';
import type { LambdaRuntime } from './lambda-runtime.ts';
import { buildProxyEvent } from './proxy-event.ts';

/** The API Gateway stage name the handlers see in their events. */
const stage = 'local';
/** API Gateway's own limit; a larger body is not even read. */
const gatewayMaxBodyBytes = 10 * 1024 * 1024;

interface RequestBody {
  readonly bytes: Buffer;
  readonly tooLarge: boolean;
}

function readBody(request: IncomingMessage): Promise<RequestBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      // Past the contract's limit the rest is drained, not kept, so the connection stays usable.
      if (received <= maxBodyBytes + 1) chunks.push(chunk);
      if (received > gatewayMaxBodyBytes) request.destroy();
    });
    request.once('end', () => {
      resolve({ bytes: Buffer.concat(chunks), tooLarge: received > maxBodyBytes });
    });
    request.once('error', reject);
  });
}

/** What CloudFront does to an origin's answer on its way to the viewer (distribution.ts). */
export type DistributionFilter = (result: APIGatewayProxyResult) => APIGatewayProxyResult;

function sendProxyResult(response: ServerResponse, result: APIGatewayProxyResult): void {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  const body = result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body, 'utf8');
  response.writeHead(result.statusCode, { ...headers, 'Content-Length': body.byteLength }).end(body);
}

/** What API Gateway answers by itself, from the same table the CDK app deploys. */
function gatewayAnswer(type: GatewayResponseType, requestId: string): APIGatewayProxyResult {
  const { code, message } = gatewayErrorBody(type, requestId);
  const answer: GatewayAnswer = gatewayAnswers[type];
  return errorResponse(code, message, { requestId, retryAfterSeconds: answer.retryAfterSeconds });
}

/**
 * One request to `/api/*`, as API Gateway handles it, and its answer as CloudFront passes it on: routed by the contract's operations, the body
 * limit and the contract's validation applied before any handler runs, and the gateway's own
 * answers (unknown route, handler failure or timeout) from the table the CDK app deploys.
 */
export async function handleApiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  runtime: LambdaRuntime,
  distribution: DistributionFilter,
  appOrigin: string,
): Promise<void> {
  const send = (result: APIGatewayProxyResult) => {
    sendProxyResult(response, distribution(result));
  };
  const operationPath = pathname.slice(apiBasePath.length);
  // The preflight of an operation the web app calls, which API Gateway answers itself (a mock
  // integration built from the same headers, contract/api-gateway-definition.ts).
  if (
    request.method === 'OPTIONS' &&
    apiOperations.some((candidate) => candidate.fromAppOrigin && candidate.path === operationPath)
  ) {
    request.resume();
    response.writeHead(preflightStatus, preflightHeaders(appOrigin)).end();
    return;
  }
  const operation: Operation | undefined = findOperation(request.method ?? 'GET', operationPath);
  const receivedAt = new Date();
  const requestId = randomUUID();
  if (!operation) {
    request.resume();
    send(gatewayAnswer('MISSING_AUTHENTICATION_TOKEN', requestId));
    return;
  }
  const body = await readBody(request);
  if (body.tooLarge) {
    send(
      errorResponse('payload_too_large', `The request body must be at most ${maxBodyBytes} bytes.`, {
        requestId,
      }),
    );
    return;
  }
  const event = buildProxyEvent(
    {
      method: operation.method,
      url: request.url ?? pathname,
      headers: apiRequestHeaders(request),
      body: body.bytes,
      receivedAt,
      requestId,
    },
    operation,
    stage,
  );
  // API Gateway's request validation, before any Lambda runs; like the real one it names no field.
  if (!passesGatewayValidation(operation.operationId, headerValue(event, 'content-type'), body.bytes)) {
    send(gatewayAnswer('BAD_REQUEST_BODY', requestId));
    return;
  }
  try {
    send(await runtime.invoke(operation.operationId, event));
  } catch (error) {
    // In AWS a handler that throws or passes its timeout is an integration failure.
    console.error(`[local-stack] ${operation.operationId} handler failed:`, error);
    send(gatewayAnswer('INTEGRATION_FAILURE', requestId));
  }
}
