// How every server of the API reads a request body before an operation sees it: the same
// content-type, size and schema checks, and the same contract error bodies, wherever it runs.
import {
  maxBodyBytes,
  type ApiError,
  type FieldError,
  type OperationId,
  type RequestBody,
} from './operations.ts';
import { validateRequestBody } from './validators.ts';

export type RejectedRequest = {
  readonly ok: false;
  readonly status: 400 | 413 | 415;
  readonly body: ApiError;
};
export type AcceptedRequest<Id extends OperationId> = { readonly ok: true; readonly value: RequestBody<Id> };

export function isJsonContentType(contentType: string | null | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json' || (mediaType?.endsWith('+json') ?? false);
}

export function validationFailed(errors: FieldError[]): ApiError {
  return { code: 'validation_failed', message: 'The request body does not match the schema.', errors };
}

export function readRequestBody<Id extends OperationId>(
  operationId: Id,
  contentType: string | null | undefined,
  bodyText: string,
): AcceptedRequest<Id> | RejectedRequest {
  if (!isJsonContentType(contentType)) {
    return {
      ok: false,
      status: 415,
      body: { code: 'unsupported_media_type', message: 'Send the body as application/json.' },
    };
  }
  if (new TextEncoder().encode(bodyText).byteLength > maxBodyBytes) {
    return {
      ok: false,
      status: 413,
      body: { code: 'payload_too_large', message: `The request body must be at most ${maxBodyBytes} bytes.` },
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return { ok: false, status: 400, body: validationFailed([{ field: '', message: 'must be valid JSON' }]) };
  }
  const result = validateRequestBody(operationId, parsed);
  if (!result.ok) return { ok: false, status: 400, body: validationFailed(result.errors) };
  return { ok: true, value: result.value };
}
