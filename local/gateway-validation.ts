// API Gateway's request validation, locally: the request-body schemas of the very definition the
// synth gives API Gateway (OpenAPI 3.0, JSON Schema draft 4, converted by
// contract/api-gateway-definition.ts), checked by a draft-4 validator. A schema the conversion
// gets wrong is then wrong here too, where the local stack's tests can see it; the handlers'
// own validation (the contract's 3.1 schemas) runs after it, as it does behind the real gateway.
import Ajv, { type ValidateFunction } from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import {
  contractDocument,
  requestBodySchemaRefs,
  toApiGatewayDefinition,
} from '../contract/api-gateway-definition.ts';
import { requireObject } from '../contract/json-value.ts';
import type { OperationId } from '../contract/operations.ts';
import { isJsonMediaType } from '../contract/requests.ts';

const definitionId = 'api-gateway-definition';
// Only the body schemas are read here; the preflight's origin plays no part in them.
const definition = toApiGatewayDefinition(contractDocument(), {
  integrationUri: () => 'local',
  appOrigin: 'http://localhost',
});
const components = requireObject(definition.components, 'components');

const ajv = new Ajv({ allErrors: false, strict: true, strictTypes: false });
addFormats(ajv, ['date-time']);
ajv.addKeyword('components');
ajv.addSchema({ id: definitionId, components: { schemas: components.schemas ?? {} } });

const validators = new Map<string, ValidateFunction>(
  Object.entries(requestBodySchemaRefs(definition)).map(([operationId, ref]) => [
    operationId,
    ajv.compile({ $ref: `${definitionId}${ref}` }),
  ]),
);

/**
 * Whether API Gateway's validator lets the body through to the handler. Bodies of another media
 * type are not validated by the gateway (the handler answers them with 415); a JSON body must
 * parse and match the operation's converted schema.
 */
export function passesGatewayValidation(
  operationId: OperationId,
  contentType: string | undefined,
  body: Buffer,
): boolean {
  if (!isJsonMediaType(contentType)) return true;
  const validate = validators.get(operationId);
  if (validate === undefined) throw new Error(`The gateway definition has no body schema for ${operationId}`);
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return false;
  }
  return validate(json);
}
