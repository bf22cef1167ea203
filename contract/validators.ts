// Run-time validators compiled from the contract's own schemas, shared by the Lambda handlers,
// the local stack, the mocks and the tests, so that what the types promise is also checked.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { boundedPointer } from './json-pointer.ts';
import { openapiDocument } from './openapi-document.gen.ts';
import { apiOperations, type FieldError, type OperationId, type RequestBody } from './operations.ts';

const contractId = 'openapi.yaml';
const { schemas } = openapiDocument.components;
const maxFieldErrors = schemas.Error.properties.errors.maxItems;
const maxFieldLength = schemas.FieldError.properties.field.maxLength;
const maxMessageLength = schemas.FieldError.properties.message.maxLength;

const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
addFormats(ajv, ['date-time', 'date']);
// OpenAPI keywords and containers that carry no validation meaning.
ajv.addKeyword('example');
// What a field of the contact message is to the form, the mail and the store (decision 0076).
ajv.addKeyword('x-contact-field');
ajv.addKeyword('components');
ajv.addSchema({ $id: contractId, components: openapiDocument.components });

function pathItem(operationId: OperationId) {
  const operation = apiOperations.find((candidate) => candidate.operationId === operationId);
  const item = Object.entries(openapiDocument.paths).find(([path]) => path === operation?.path)?.[1];
  if (!item) throw new Error(`openapi.yaml has no path for operation ${operationId}`);
  return item.post;
}

function compileRequestValidator<Id extends OperationId>(operationId: Id): ValidateFunction<RequestBody<Id>> {
  const { $ref } = pathItem(operationId).requestBody.content['application/json'].schema;
  return ajv.compile<RequestBody<Id>>({ $ref: `${contractId}${$ref}` });
}

// A mapped type, so the compiler demands a validator for every operation in the contract.
const requestValidators: { [Id in OperationId]: ValidateFunction<RequestBody<Id>> } = {
  saveTrackingData: compileRequestValidator('saveTrackingData'),
  startContact: compileRequestValidator('startContact'),
  sendEmail: compileRequestValidator('sendEmail'),
  saveSignUp: compileRequestValidator('saveSignUp'),
  saveWebVitals: compileRequestValidator('saveWebVitals'),
};

function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  return (errors ?? []).slice(0, maxFieldErrors).map((error) => {
    const params: Record<string, unknown> = error.params;
    const { missingProperty, additionalProperty } = params;
    const child = missingProperty ?? additionalProperty;
    return {
      // Ajv escapes the path it reports; the property it names is raw (any string a client sent).
      field: boundedPointer(
        error.instancePath,
        typeof child === 'string' ? child : undefined,
        maxFieldLength,
      ),
      message: (error.message ?? 'is invalid').slice(0, maxMessageLength),
    };
  });
}

export type ValidationResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldError[] };

export function validateRequestBody<Id extends OperationId>(
  operationId: Id,
  body: unknown,
): ValidationResult<RequestBody<Id>> {
  const validate: ValidateFunction<RequestBody<Id>> = requestValidators[operationId];
  if (validate(body)) return { ok: true, value: body };
  return { ok: false, errors: toFieldErrors(validate.errors) };
}

const contactEmail = ajv.compile<string>({
  $ref: `${contractId}#/components/schemas/ContactMessage/properties/email`,
});

/** The contract's own test of a contact message's `email`: empty, or an address by `format: email`. */
export function isContractContactEmail(value: string): boolean {
  return contactEmail(value);
}

const responseValidators = new Map<string, ValidateFunction>();

/** Checks an answer against the schema the contract gives for that operation and status. */
export function validateResponseBody(
  operationId: OperationId,
  status: number,
  body: unknown,
): ValidationResult<unknown> {
  const responses: Record<string, { $ref: string }> = pathItem(operationId).responses;
  const response = responses[String(status)];
  if (!response) {
    return {
      ok: false,
      errors: [{ field: '', message: `status ${status} is not documented for ${operationId}` }],
    };
  }
  const pointer = `${response.$ref}/content/application~1json/schema`;
  let validate = responseValidators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${contractId}${pointer}` });
    responseValidators.set(pointer, validate);
  }
  if (validate(body)) return { ok: true, value: body };
  return { ok: false, errors: toFieldErrors(validate.errors) };
}
