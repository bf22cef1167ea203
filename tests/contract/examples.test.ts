import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { apiOperations } from '../../contract/operations.ts';
import { validateRequestBody, validateResponseBody } from '../../contract/validators.ts';

function namedValues(examples: Record<string, { value: unknown }>): [string, unknown][] {
  return Object.entries(examples).map(([name, example]) => [name, example.value]);
}

function responseExample(ref: string): unknown {
  const name = ref.split('/').at(-1);
  const response = Object.entries(openapiDocument.components.responses).find(([key]) => key === name)?.[1];
  if (!response) throw new Error(`openapi.yaml has no response ${ref}`);
  return response.content['application/json'].example;
}

describe('every example in openapi.yaml matches its own schema', () => {
  for (const [path, item] of Object.entries(openapiDocument.paths)) {
    const operation = apiOperations.find((candidate) => candidate.path === path);
    if (!operation) throw new Error(`no operation for ${path}`);
    const requestExamples = namedValues(item.post.requestBody.content['application/json'].examples);

    it(`${operation.operationId} has request examples`, () => {
      expect(requestExamples.length).toBeGreaterThan(0);
    });

    for (const [name, value] of requestExamples) {
      it(`${operation.operationId} request example "${name}"`, () => {
        expect(validateRequestBody(operation.operationId, value)).toEqual({ ok: true, value });
      });
    }

    for (const [status, response] of Object.entries(item.post.responses)) {
      it(`${operation.operationId} ${status} response example`, () => {
        expect(
          validateResponseBody(operation.operationId, Number(status), responseExample(response.$ref)),
        ).toMatchObject({ ok: true });
      });
    }
  }

  it('rejects what the schema forbids, so the checks above can fail', () => {
    expect(validateResponseBody('sendEmail', 200, { id: 'x', extra: true })).toMatchObject({ ok: false });
    expect(
      validateResponseBody('saveTrackingData', 502, { code: 'upstream_failed', message: 'x' }),
    ).toMatchObject({
      ok: false,
    });
  });
});
