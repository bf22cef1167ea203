// Turns openapi.yaml (OpenAPI 3.1, the only route table) into the document API Gateway imports:
// OpenAPI 3.0 with the Lambda proxy integration and a request validator on every operation, and
// gateway error responses shaped like the contract's error body. The document is the one contract/
// generates from openapi.yaml (npm test checks it is current), not a second reading of the file.
// The CDK app deploys it; the local stack validates request bodies with the same converted schemas.
import { appOriginCaller, calledFromExtension, preflightHeaders, preflightStatus } from './cross-origin.ts';
import {
  contractStatus,
  gatewayAnswers,
  gatewayErrorBody,
  gatewayResponseTypes,
  type GatewayAnswer,
} from './gateway-responses.ts';
import { openapiDocument } from './openapi-document.gen.ts';
import {
  type JsonObject,
  type JsonValue,
  isJsonObject,
  requireObject,
  requireString,
  toJsonValue,
} from './json-value.ts';

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The validator every operation gets: the contract's body schema and required parameters. A body
 * it refuses never reaches the handler, so such a 400 carries the contract's error code and
 * message but not the per-field `errors` list the handler would add (the field is optional).
 * Bodies sent with another content type are not validated and reach the handler, which answers 415.
 */
export const requestValidatorName = 'body-and-parameters';

export interface ApiGatewayDefinitionOptions {
  /** The Lambda invoke URI (may hold CloudFormation tokens) of the handler of an operation. */
  readonly integrationUri: (operationId: string) => string;
  /** The web app's origin, which the operations it calls name in their preflight (cross-origin.ts). */
  readonly appOrigin: string;
}

export interface ContractOperation {
  readonly operationId: string;
  readonly method: string;
  /** The full path as API Gateway serves it, with the server base path, e.g. `/api/sendEmail`. */
  readonly path: string;
}

/** The contract as plain JSON, which the conversion below walks. */
export function contractDocument(): JsonObject {
  return requireObject(toJsonValue(openapiDocument), 'openapi.yaml');
}

/** The contract's base path (`servers[0].url`), which CloudFront forwards unchanged. */
export function serverBasePath(document: JsonObject): string {
  const servers = document.servers;
  const first = Array.isArray(servers) ? servers[0] : undefined;
  const url = requireString(isJsonObject(first) ? first.url : undefined, 'servers[0].url');
  if (!/^\/[A-Za-z0-9_/-]*[A-Za-z0-9_-]$/.test(url)) {
    throw new Error(`servers[0].url must be a path such as /api, because the API shares the site origin`);
  }
  return url;
}

export function contractOperations(document: JsonObject): ContractOperation[] {
  const basePath = serverBasePath(document);
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(requireObject(document.paths, 'paths'))) {
    const pathItem = requireObject(item, `paths.${path}`);
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (operation === undefined) continue;
      const where = `paths.${path}.${method}`;
      const operationId = requireString(requireObject(operation, where).operationId, `${where}.operationId`);
      operations.push({ operationId, method: method.toUpperCase(), path: basePath + path });
    }
  }
  return operations;
}

/** Keywords the contract's schemas use that mean the same in OpenAPI 3.0 (JSON Schema draft 4). */
const sameInDraft4 = new Set([
  'type',
  'title',
  'description',
  'enum',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'required',
  'pattern',
]);

/**
 * Rewrites a schema of the contract (OpenAPI 3.1) into the OpenAPI 3.0 subset API Gateway's models
 * accept (JSON Schema draft 4): `examples` and the contact fields' `x-contact-field` (decision 0076)
 * go, and keywords beside a `$ref` (ignored by 3.0) are dropped. Only what the contract uses is converted; any other keyword stops the synth, naming
 * where it is, rather than reaching the gateway in a form it would misread.
 */
export function toDraft4Schema(schema: JsonValue, where: string): JsonValue {
  if (typeof schema === 'boolean') return schema;
  const source = requireObject(schema, where);
  if (typeof source.$ref === 'string') return { $ref: source.$ref };
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'examples' || key === 'x-contact-field') continue;
    if (key === 'type' && typeof value !== 'string') {
      throw new Error(`${where}.type must name one type for API Gateway`);
    }
    if (sameInDraft4.has(key)) {
      result[key] = value;
    } else if (key === 'properties') {
      result.properties = Object.fromEntries(
        Object.entries(requireObject(value, `${where}.properties`)).map(([name, property]) => [
          name,
          toDraft4Schema(property, `${where}.properties.${name}`),
        ]),
      );
    } else if (key === 'items' || key === 'additionalProperties') {
      result[key] = toDraft4Schema(value, `${where}.${key}`);
    } else if (key === 'anyOf' && Array.isArray(value)) {
      result.anyOf = value.map((item, index) => toDraft4Schema(item, `${where}.anyOf[${index}]`));
    } else {
      throw new Error(
        `${where}.${key} is not converted for API Gateway yet: teach toDraft4Schema in contract/api-gateway-definition.ts`,
      );
    }
  }
  return result;
}

/** Media types and headers: examples dropped, schemas converted. */
function convertSchemaHolder(holder: JsonValue, where: string): JsonValue {
  const object = requireObject(holder, where);
  if (typeof object.$ref === 'string') return { $ref: object.$ref };
  const result = omit(object, ['examples']);
  if (result.schema !== undefined) result.schema = toDraft4Schema(result.schema, `${where}.schema`);
  if (result.content !== undefined) result.content = convertMap(result.content, `${where}.content`);
  if (result.headers !== undefined) result.headers = convertMap(result.headers, `${where}.headers`);
  return result;
}

function convertMap(map: JsonValue, where: string): JsonObject {
  return Object.fromEntries(
    Object.entries(requireObject(map, where)).map(([key, value]) => [
      key,
      convertSchemaHolder(value, `${where}.${key}`),
    ]),
  );
}

function convertOperation(operation: JsonObject, where: string): JsonObject {
  const result: JsonObject = omit(operation, [calledFromExtension]);
  if (result.requestBody !== undefined) {
    result.requestBody = convertSchemaHolder(result.requestBody, `${where}.requestBody`);
  }
  if (result.responses !== undefined) result.responses = convertMap(result.responses, `${where}.responses`);
  return result;
}

/**
 * The preflight of an operation the web app calls from its own origin, answered by API Gateway
 * itself (a mock integration): the same headers whatever the Origin, since a browser on another
 * origin reads the allowed one and sends nothing; the handler refuses the POST of any other.
 */
function preflight(appOrigin: string): JsonObject {
  const headers = preflightHeaders(appOrigin);
  const status = String(preflightStatus);
  return {
    summary: 'CORS preflight for the web app’s origin',
    responses: {
      [status]: {
        description: 'The methods and headers the web app’s origin may use',
        headers: Object.fromEntries(
          Object.keys(headers).map((name) => [name, { schema: { type: 'string' } }]),
        ),
      },
    },
    'x-amazon-apigateway-integration': {
      type: 'mock',
      requestTemplates: { 'application/json': `{"statusCode": ${status}}` },
      responses: {
        default: {
          statusCode: status,
          responseParameters: Object.fromEntries(
            Object.entries(headers).map(([name, value]) => [`method.response.header.${name}`, `'${value}'`]),
          ),
        },
      },
    },
  };
}

/**
 * Errors API Gateway answers itself (before or instead of the Lambda) carry the contract's error
 * body and a status every operation lists (contract/gateway-responses.ts), so clients handle one
 * error shape whoever refused the request.
 */
function gatewayResponses(): JsonObject {
  return Object.fromEntries(
    gatewayResponseTypes.map((type) => {
      const answer: GatewayAnswer = gatewayAnswers[type];
      // A mapping template, not JSON: API Gateway substitutes $context.requestId.
      const template = JSON.stringify(gatewayErrorBody(type, '$context.requestId'));
      const response: JsonObject = {
        statusCode: String(contractStatus(answer.response)),
        responseTemplates: { 'application/json': template },
      };
      if (answer.retryAfterSeconds !== undefined) {
        response.responseParameters = {
          'gatewayresponse.header.Retry-After': `'${answer.retryAfterSeconds}'`,
        };
      }
      return [type, response];
    }),
  );
}

export function toApiGatewayDefinition(
  document: JsonObject,
  options: ApiGatewayDefinitionOptions,
): JsonObject {
  const version = requireString(document.openapi, 'openapi');
  if (!version.startsWith('3.')) throw new Error(`openapi ${version} is not OpenAPI 3`);
  const basePath = serverBasePath(document);

  const paths: JsonObject = {};
  for (const [path, item] of Object.entries(requireObject(document.paths, 'paths'))) {
    const pathItem: JsonObject = { ...requireObject(item, `paths.${path}`) };
    let fromAppOrigin = false;
    for (const method of httpMethods) {
      const operation = pathItem[method];
      if (operation === undefined) continue;
      const where = `paths.${path}.${method}`;
      const source = requireObject(operation, where);
      const converted = convertOperation(source, where);
      const operationId = requireString(converted.operationId, `${where}.operationId`);
      if (source[calledFromExtension] === appOriginCaller) fromAppOrigin = true;
      converted['x-amazon-apigateway-request-validator'] = requestValidatorName;
      converted['x-amazon-apigateway-integration'] = {
        type: 'aws_proxy',
        // Lambda is always invoked with POST, whatever the client's method.
        httpMethod: 'POST',
        uri: options.integrationUri(operationId),
        passthroughBehavior: 'when_no_match',
      };
      pathItem[method] = converted;
    }
    if (fromAppOrigin) pathItem.options = preflight(options.appOrigin);
    // API Gateway's importer ignores `servers`, so the base path goes into every path: CloudFront
    // forwards /api/* unchanged to the stage.
    paths[basePath + path] = pathItem;
  }

  const components = requireObject(document.components, 'components');
  const info = requireObject(document.info, 'info');
  // Dropped: `info.summary`, which OpenAPI 3.0 lacks, `servers`, whose path is now in every path,
  // and `info.contact` and `info.license`, which name the product's own addresses: a stage is
  // deployed for its own, and the gateway publishes neither.
  return {
    ...omit(document, ['servers']),
    // API Gateway imports OpenAPI 3.0.x only.
    openapi: '3.0.1',
    info: omit(info, ['summary', 'license', 'contact']),
    paths,
    components: {
      ...components,
      ...convertComponents(components, 'schemas', (schema, where) => toDraft4Schema(schema, where)),
      ...convertComponents(components, 'responses', convertSchemaHolder),
      ...convertComponents(components, 'headers', convertSchemaHolder),
    },
    'x-amazon-apigateway-request-validators': {
      [requestValidatorName]: { validateRequestBody: true, validateRequestParameters: true },
    },
    'x-amazon-apigateway-gateway-responses': gatewayResponses(),
  };
}

function omit(object: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

function convertComponents(
  components: JsonObject,
  section: string,
  convert: (value: JsonValue, where: string) => JsonValue,
): JsonObject {
  const entries = components[section];
  if (entries === undefined) return {};
  const where = `components.${section}`;
  return {
    [section]: Object.fromEntries(
      Object.entries(requireObject(entries, where)).map(([name, value]) => [
        name,
        convert(value, `${where}.${name}`),
      ]),
    ),
  };
}

/**
 * The request body schema of each operation in a converted definition (a `$ref` into its
 * components), by operationId: what the gateway's validator checks a JSON body against.
 */
export function requestBodySchemaRefs(definition: JsonObject): Record<string, string> {
  const refs: Record<string, string> = {};
  for (const [path, item] of Object.entries(requireObject(definition.paths, 'paths'))) {
    for (const [method, operation] of Object.entries(requireObject(item, `paths.${path}`))) {
      // A preflight (options) carries no body.
      if (method === 'options' || !httpMethods.some((known) => known === method)) continue;
      const where = `paths.${path}.${method}`;
      const converted = requireObject(operation, where);
      const content = requireObject(
        requireObject(converted.requestBody, `${where}.requestBody`).content,
        `${where}.requestBody.content`,
      );
      const schema = requireObject(
        requireObject(content['application/json'], `${where}.requestBody.content.application/json`).schema,
        `${where}.requestBody.content.application/json.schema`,
      );
      refs[requireString(converted.operationId, `${where}.operationId`)] = requireString(
        schema.$ref,
        `${where}.requestBody.content.application/json.schema.$ref`,
      );
    }
  }
  return refs;
}
