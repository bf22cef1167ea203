// A Lambda proxy event's body through the contract's request gate (contract/requests.ts), answered
// as a proxy result. Every handler runs it, behind API Gateway's own validation (locally,
// local/gateway-validation.ts), and answers with the failing fields named.
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { OperationId, RequestBody } from '../../contract/operations.ts';
import { readRequestBody } from '../../contract/requests.ts';
import { errorResponse } from './api-response.ts';

export interface ApiRequest {
  readonly headers: Readonly<Record<string, string | undefined>> | null;
  readonly body: string | null;
  readonly isBase64Encoded: boolean;
}

export type ParsedApiRequest<Id extends OperationId> =
  | { readonly ok: true; readonly body: RequestBody<Id> }
  | { readonly ok: false; readonly response: APIGatewayProxyResult };

export function headerValue(request: Pick<ApiRequest, 'headers'>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(request.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/** The body's bytes as the client sent them. */
export function requestBodyBytes(request: Pick<ApiRequest, 'body' | 'isBase64Encoded'>): Buffer {
  return Buffer.from(request.body ?? '', request.isBase64Encoded ? 'base64' : 'utf8');
}

export function parseApiRequest<Id extends OperationId>(
  operationId: Id,
  request: ApiRequest,
  requestId: string,
): ParsedApiRequest<Id> {
  const read = readRequestBody(operationId, headerValue(request, 'content-type'), requestBodyBytes(request));
  if (read.ok) return { ok: true, body: read.value };
  const { code, message, errors } = read.body;
  return {
    ok: false,
    response: errorResponse(code, message, errors ? { requestId, errors } : { requestId }),
  };
}
