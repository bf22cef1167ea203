import { describe, expect, it } from 'vitest';
import { apiBasePath, apiOperations } from './operations.ts';
import {
  contractOperations,
  contractDocument,
  requestBodySchemaRefs,
  requestValidatorName,
  serverBasePath,
  toApiGatewayDefinition,
  toDraft4Schema,
} from './api-gateway-definition.ts';
import { type JsonObject, type JsonValue, isJsonObject } from './json-value.ts';

const contract = contractDocument();
const integrationUri = (operationId: string) => `arn:test:lambda:${operationId}/invocations`;
const appOrigin = 'https://app.fernly.example';
const definition = toApiGatewayDefinition(contract, { integrationUri, appOrigin });

function at(value: JsonValue | undefined, ...keys: string[]): JsonValue | undefined {
  let current = value;
  for (const key of keys) current = isJsonObject(current) ? current[key] : undefined;
  return current;
}

function keysEverywhere(value: JsonValue, path: string[] = []): string[][] {
  if (Array.isArray(value)) return value.flatMap((item) => keysEverywhere(item, path));
  if (!isJsonObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    [...path, key],
    ...keysEverywhere(item, [...path, key]),
  ]);
}

describe('the contract as API Gateway imports it', () => {
  it('lists the contract operations below the server base path', () => {
    expect(serverBasePath(contract)).toBe(apiBasePath);
    expect(contractOperations(contract)).toEqual(
      apiOperations.map(({ operationId, path }) => ({
        operationId,
        method: 'POST',
        path: `${apiBasePath}${path}`,
      })),
    );
  });

  it('is OpenAPI 3.0 without servers, 3.1-only fields or examples', () => {
    expect(definition.openapi).toBe('3.0.1');
    expect(definition.servers).toBeUndefined();
    expect(at(definition, 'info', 'summary')).toBeUndefined();
    expect(at(definition, 'info', 'title')).toBe('Fernly website API');
    const examplePaths = keysEverywhere(definition).filter((path) => path.at(-1) === 'examples');
    expect(examplePaths).toEqual([]);
  });

  it('serves each operation at its full path with a proxy integration to its own handler', () => {
    expect(Object.keys(at(definition, 'paths') ?? {})).toEqual(
      apiOperations.map(({ path }) => `${apiBasePath}${path}`),
    );
    for (const { operationId, path } of contractOperations(contract)) {
      expect(at(definition, 'paths', path, 'post', 'operationId')).toBe(operationId);
      expect(at(definition, 'paths', path, 'post', 'x-amazon-apigateway-integration')).toEqual({
        type: 'aws_proxy',
        httpMethod: 'POST',
        uri: integrationUri(operationId),
        passthroughBehavior: 'when_no_match',
      });
      expect(at(definition, 'paths', path, 'post', 'x-amazon-apigateway-request-validator')).toBe(
        requestValidatorName,
      );
    }
  });

  it('defines the validator the operations name', () => {
    expect(definition['x-amazon-apigateway-request-validators']).toEqual({
      [requestValidatorName]: { validateRequestBody: true, validateRequestParameters: true },
    });
  });

  it('keeps the request schemas the validator checks', () => {
    expect(
      at(
        definition,
        'paths',
        `${apiBasePath}/sendEmail`,
        'post',
        'requestBody',
        'content',
        'application/json',
      ),
    ).toEqual({ schema: { $ref: '#/components/schemas/ContactMessage' } });
    const required = at(contract, 'components', 'schemas', 'ContactMessage', 'required');
    expect(required).toContain('startToken');
    expect(at(definition, 'components', 'schemas', 'ContactMessage', 'required')).toEqual(required);
    expect(at(definition, 'components', 'schemas', 'ContactMessage', 'additionalProperties')).toBe(false);
    expect(at(definition, 'components', 'schemas', 'ContactMessage', 'properties', 'startToken')).toEqual({
      $ref: '#/components/schemas/StartToken',
    });
    expect(at(definition, 'components', 'schemas', 'StartToken', 'pattern')).toBe('^[0-9a-f]{32}$');
  });

  it('names each operation’s body schema for the local stack’s gateway validation', () => {
    expect(requestBodySchemaRefs(definition)).toEqual({
      saveTrackingData: '#/components/schemas/VisitRecord',
      saveSignUp: '#/components/schemas/SignUpReport',
      saveWebVitals: '#/components/schemas/WebVitals',
      startContact: '#/components/schemas/ContactStart',
      sendEmail: '#/components/schemas/ContactMessage',
    });
  });

  it('answers the preflight of the operation the web app calls, naming its origin, and no other', () => {
    const signUp = `${apiBasePath}/saveSignUp`;
    expect(at(definition, 'paths', signUp, 'post', 'x-called-from')).toBeUndefined();
    expect(at(definition, 'paths', signUp, 'options', 'x-amazon-apigateway-integration')).toEqual({
      type: 'mock',
      requestTemplates: { 'application/json': '{"statusCode": 204}' },
      responses: {
        default: {
          statusCode: '204',
          responseParameters: {
            'method.response.header.Access-Control-Allow-Origin': `'${appOrigin}'`,
            'method.response.header.Vary': "'Origin'",
            'method.response.header.Access-Control-Allow-Methods': "'POST'",
            'method.response.header.Access-Control-Allow-Headers': "'content-type'",
            'method.response.header.Access-Control-Max-Age': "'600'",
          },
        },
      },
    });
    expect(
      Object.keys(at(definition, 'paths', signUp, 'options', 'responses', '204', 'headers') ?? {}),
    ).toEqual([
      'Access-Control-Allow-Origin',
      'Vary',
      'Access-Control-Allow-Methods',
      'Access-Control-Allow-Headers',
      'Access-Control-Max-Age',
    ]);
    const paths = at(definition, 'paths');
    const withPreflight = Object.entries(isJsonObject(paths) ? paths : {})
      .filter(([, item]) => at(item, 'options') !== undefined)
      .map(([path]) => path);
    expect(withPreflight).toEqual([signUp]);
  });

  it('answers its own validation and throttling errors with the contract error body', () => {
    const responses = at(definition, 'x-amazon-apigateway-gateway-responses');
    const template = (type: string): unknown => {
      const value = at(responses, type, 'responseTemplates', 'application/json');
      return JSON.parse(typeof value === 'string' ? value : 'null');
    };
    expect(at(responses, 'BAD_REQUEST_BODY', 'statusCode')).toBe('400');
    expect(template('BAD_REQUEST_BODY')).toEqual({
      code: 'validation_failed',
      message: 'The request body does not match the schema.',
      requestId: '$context.requestId',
    });
    expect(at(responses, 'THROTTLED', 'statusCode')).toBe('429');
    expect(template('THROTTLED')).toMatchObject({ code: 'too_many_requests' });
    expect(at(responses, 'THROTTLED', 'responseParameters', 'gatewayresponse.header.Retry-After')).toBe(
      "'60'",
    );
    expect(template('REQUEST_TOO_LARGE')).toMatchObject({ code: 'payload_too_large' });
    expect(template('UNSUPPORTED_MEDIA_TYPE')).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('does not change the parsed contract', () => {
    expect(contract.openapi).toBe('3.1.0');
    expect(contract.servers).toEqual([expect.objectContaining({ url: apiBasePath })]);
  });
});

describe('toApiGatewayDefinition on other documents', () => {
  const minimal = (extra: JsonObject): JsonObject => ({
    openapi: '3.1.0',
    info: {
      title: 'T',
      version: '1',
      summary: 'new in 3.1',
      contact: { email: 'support@fernly.example' },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/v1' }],
    paths: {
      '/things': { get: { operationId: 'listThings', responses: {} }, parameters: [] },
    },
    components: {
      responses: Object.fromEntries(
        ['BadRequest', 'PayloadTooLarge', 'UnsupportedMediaType', 'TooManyRequests'].map((name) => [
          name,
          { description: name, content: { 'application/json': { example: { code: name, message: name } } } },
        ]),
      ),
    },
    ...extra,
  });

  it('drops info.summary and the product’s own contact and license, and keeps every method', () => {
    const result = toApiGatewayDefinition(minimal({}), { integrationUri, appOrigin });
    expect(result.info).toEqual({ title: 'T', version: '1' });
    expect(at(result, 'paths', '/v1/things', 'get', 'x-amazon-apigateway-integration', 'httpMethod')).toBe(
      'POST',
    );
    expect(at(result, 'paths', '/v1/things', 'get', 'x-amazon-apigateway-integration', 'uri')).toBe(
      integrationUri('listThings'),
    );
  });

  it('refuses an absolute server URL, which would not share the site origin', () => {
    expect(() =>
      toApiGatewayDefinition(minimal({ servers: [{ url: 'https://api.example' }] }), {
        integrationUri,
        appOrigin,
      }),
    ).toThrow('servers[0].url must be a path such as /api');
  });

  it('refuses an operation without an operationId, which could not be mapped to a handler', () => {
    expect(() =>
      toApiGatewayDefinition(minimal({ paths: { '/x': { post: { responses: {} } } } }), {
        integrationUri,
        appOrigin,
      }),
    ).toThrow('paths./x.post.operationId must be a string');
  });

  it('refuses OpenAPI 2', () => {
    expect(() => toApiGatewayDefinition(minimal({ openapi: '2.0' }), { integrationUri, appOrigin })).toThrow(
      'openapi 2.0 is not OpenAPI 3',
    );
  });
});

describe('toDraft4Schema', () => {
  it('drops examples and whatever sits beside a $ref', () => {
    expect(
      toDraft4Schema({ type: 'string', maxLength: 40, examples: ['x'], description: 'kept' }, 's'),
    ).toEqual({
      type: 'string',
      maxLength: 40,
      description: 'kept',
    });
    expect(toDraft4Schema({ $ref: '#/components/schemas/T', description: 'ignored by 3.0' }, 's')).toEqual({
      $ref: '#/components/schemas/T',
    });
  });

  it('converts nested schemas but not property names that look like keywords', () => {
    expect(
      toDraft4Schema(
        {
          type: 'object',
          properties: { examples: { type: 'array', items: { type: 'integer' } } },
          additionalProperties: { anyOf: [{ maxLength: 0 }, { format: 'email', examples: ['a@b.c'] }] },
        },
        'schema',
      ),
    ).toEqual({
      type: 'object',
      properties: { examples: { type: 'array', items: { type: 'integer' } } },
      additionalProperties: { anyOf: [{ maxLength: 0 }, { format: 'email' }] },
    });
  });

  it.each([
    ['const', { const: 'fixed' }],
    ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }],
    ['oneOf', { oneOf: [{ type: 'string' }] }],
    ['type', { type: ['string', 'null'] }],
  ])('stops at %s, which the contract does not use and the gateway would misread', (keyword, schema) => {
    expect(() => toDraft4Schema(schema, 'components.schemas.T')).toThrow(`components.schemas.T.${keyword}`);
  });
});
