// How every server of the API reads a request body before an operation sees it: the Lambda
// handlers, the local stack's stand-in for API Gateway validation and the mocks all run these
// checks in this order (size, media type, JSON, Unicode, schema) and answer with the same error
// bodies.
import {
  maxBodyBytes,
  type ApiError,
  type FieldError,
  type OperationId,
  type RequestBody,
} from './operations.ts';
import { boundedPointer, escapePointerToken } from './json-pointer.ts';
import { openapiDocument } from './openapi-document.gen.ts';
import { validateRequestBody } from './validators.ts';

const { schemas } = openapiDocument.components;
const maxFieldErrors = schemas.Error.properties.errors.maxItems;
const maxFieldLength = schemas.FieldError.properties.field.maxLength;

export type RejectedRequest = {
  readonly ok: false;
  readonly status: 400 | 413 | 415;
  readonly body: ApiError;
};
export type AcceptedRequest<Id extends OperationId> = { readonly ok: true; readonly value: RequestBody<Id> };

export function isJsonMediaType(contentType: string | null | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

const replacementCharacter = '\uFFFD';
const notUtf8: RejectedRequest = {
  ok: false,
  status: 400,
  body: {
    code: 'validation_failed',
    message: 'The request body is not valid UTF-8.',
    errors: [{ field: '', message: 'must be UTF-8 text without U+FFFD replacement characters' }],
  },
};

/**
 * Every string of a parsed body, property names included, that is not well-formed Unicode: a
 * lone surrogate, which valid UTF-8 cannot carry but a JSON escape (`"\ud800"`) can. Such a string
 * cannot be written to a mail or a file as text, so it is refused like any other bad value, named
 * by where it is (a bad property name by the object that holds it). The walk keeps its own stack:
 * a 32 KiB body can nest thousands of levels deep, past what recursion survives.
 */
function illFormedStrings(body: unknown): FieldError[] {
  const found: FieldError[] = [];
  const pending: { value: unknown; pointer: string }[] = [{ value: body, pointer: '' }];
  const report = (pointer: string, message: string) => {
    found.push({ field: boundedPointer(pointer, undefined, maxFieldLength), message });
  };
  for (let next = pending.pop(); next !== undefined && found.length < maxFieldErrors; next = pending.pop()) {
    const { value, pointer } = next;
    if (typeof value === 'string') {
      if (!value.isWellFormed()) report(pointer, 'must be well-formed Unicode, without lone surrogates');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const entries = Object.entries(value);
    if (entries.some(([name]) => !name.isWellFormed()))
      report(pointer, 'must have property names of well-formed Unicode, without lone surrogates');
    // Pushed last to first, so fields are named in the order they appear.
    for (const [name, item] of entries.reverse()) {
      if (name.isWellFormed())
        pending.push({ value: item, pointer: `${pointer}/${escapePointerToken(name)}` });
    }
  }
  return found;
}

/** `body` is the raw body: its size is checked before anything reads it. */
export function readRequestBody<Id extends OperationId>(
  operationId: Id,
  contentType: string | null | undefined,
  body: Uint8Array,
): AcceptedRequest<Id> | RejectedRequest {
  if (body.byteLength > maxBodyBytes) {
    return {
      ok: false,
      status: 413,
      body: { code: 'payload_too_large', message: `The request body must be at most ${maxBodyBytes} bytes.` },
    };
  }
  if (!isJsonMediaType(contentType)) {
    return {
      ok: false,
      status: 415,
      body: { code: 'unsupported_media_type', message: 'Send the body as application/json.' },
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return notUtf8;
  }
  // U+FFFD is what an earlier decoder leaves for bytes that were not UTF-8 (API Gateway hands
  // the handler text, not bytes), so the body is refused rather than stored with it.
  if (text.includes(replacementCharacter)) return notUtf8;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {
      ok: false,
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'The request body is not valid JSON.',
        errors: [{ field: '', message: 'must be a JSON document' }],
      },
    };
  }
  const illFormed = illFormedStrings(json);
  if (illFormed.length > 0) {
    return {
      ok: false,
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'The request body holds text that is not well-formed Unicode.',
        errors: illFormed,
      },
    };
  }
  const validation = validateRequestBody(operationId, json);
  if (!validation.ok) {
    return {
      ok: false,
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'The request body does not match the schema.',
        errors: validation.errors,
      },
    };
  }
  return { ok: true, value: validation.value };
}
