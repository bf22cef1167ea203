// The checks every operation applies to a request before it does anything: size, media type,
// JSON syntax and the contract's schema. The Lambda handlers run them, and so does the local
// stack's stand-in for API Gateway's request validation, so both refuse the same requests with
// the same answers.
import type { APIGatewayProxyResult } from 'aws-lambda';
import { maxBodyBytes, type OperationId, type RequestBody } from '../../contract/operations.ts';
import { validateRequestBody } from '../../contract/validators.ts';
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

export function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export function parseApiRequest<Id extends OperationId>(
  operationId: Id,
  request: ApiRequest,
  requestId: string,
): ParsedApiRequest<Id> {
  const raw = request.isBase64Encoded
    ? Buffer.from(request.body ?? '', 'base64')
    : Buffer.from(request.body ?? '', 'utf8');
  if (raw.byteLength > maxBodyBytes) {
    return {
      ok: false,
      response: errorResponse(
        'payload_too_large',
        `The request body must be at most ${maxBodyBytes} bytes.`,
        { requestId },
      ),
    };
  }
  if (!isJsonMediaType(headerValue(request, 'content-type'))) {
    return {
      ok: false,
      response: errorResponse('unsupported_media_type', 'Send the body as application/json.', { requestId }),
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return {
      ok: false,
      response: errorResponse('validation_failed', 'The request body is not valid JSON.', {
        requestId,
        errors: [{ field: '', message: 'must be a JSON document' }],
      }),
    };
  }
  const validation = validateRequestBody(operationId, json);
  if (!validation.ok) {
    return {
      ok: false,
      response: errorResponse('validation_failed', 'The request body does not match the schema.', {
        requestId,
        errors: validation.errors,
      }),
    };
  }
  return { ok: true, body: validation.value };
}
