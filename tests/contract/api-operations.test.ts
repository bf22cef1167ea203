// The running local stack against openapi.yaml: every answer to valid and invalid requests is a
// documented status with a body that matches the contract, and generated bad bodies only ever get
// documented 4xx answers, never a 5xx.
import * as fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { apiOperations, maxBodyBytes, type Operation, type OperationId } from '../../contract/operations.ts';
import { escapePointerToken } from '../../contract/json-pointer.ts';
import { validateRequestBody, validateResponseBody } from '../../contract/validators.ts';
import { startTestStack, type TestStack } from '../integration/local-stack-fixture.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack.dispose();
});

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

async function post(operation: Operation, body: string, contentType = 'application/json'): Promise<Answer> {
  const response = await fetch(`${stack.url}/api${operation.path}`, {
    method: 'POST',
    headers: contentType === '' ? {} : { 'content-type': contentType },
    body,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Asserts the answer is documented for the operation, and returns its status. */
function expectContractAnswer(operation: Operation, answer: Answer): number {
  expect(operation.statuses, `status ${answer.status} is documented`).toContain(answer.status);
  expect(validateResponseBody(operation.operationId, answer.status, answer.body)).toMatchObject({ ok: true });
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  if ([429, 502, 503].includes(answer.status))
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  return answer.status;
}

function exampleValues(examples: Record<string, { value: unknown }>): unknown[] {
  return Object.values(examples).map((example) => example.value);
}

function requestExamples(operationId: OperationId): unknown[] {
  const item = Object.values(openapiDocument.paths).find(
    (candidate) => candidate.post.operationId === operationId,
  );
  if (!item) throw new Error(`openapi.yaml has no path for ${operationId}`);
  return exampleValues(item.post.requestBody.content['application/json'].examples);
}

const isoTimestamp = fc
  .date({
    min: new Date('2020-01-01T00:00:00.000Z'),
    max: new Date('2030-12-31T23:59:59.999Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());
const snapshot = fc.record({
  referrer: fc.oneof(fc.constant('Direct'), fc.webUrl()),
  queryString: fc.oneof(
    fc.constant(''),
    fc.webQueryParameters().map((query) => `?${query}`),
  ),
  userAgent: fc.string({ maxLength: 512 }),
  webView: fc.boolean(),
  action: fc.constantFrom('WebsiteVisit', 'DownloadClicked'),
  timestamp: isoTimestamp,
});
const validBodies: Record<OperationId, fc.Arbitrary<Record<string, unknown>>> = {
  saveTrackingData: fc
    .tuple(snapshot, fc.array(snapshot, { maxLength: 10 }))
    .map(([latest, history]) => ({ ...latest, history })),
  sendEmail: fc
    .record({
      name: fc.string({ minLength: 1, maxLength: 200 }),
      email: fc.oneof(fc.constant(''), fc.emailAddress()),
      reason: fc.constantFrom('General Inquiry', 'Support', 'Feedback'),
      text: fc.string({ maxLength: 1000 }),
      sentAt: fc.date({
        min: new Date('2026-01-01T00:00:00.000Z'),
        max: new Date('2026-12-31T00:00:00.000Z'),
        noInvalidDate: true,
      }),
      fillSeconds: fc.integer({ min: 3, max: 3600 }),
    })
    .map(({ name, email, reason, text, sentAt, fillSeconds }) => ({
      name,
      email,
      message: `Contact from Website ${reason} - ${text}`,
      timestamp: sentAt.toISOString(),
      startedAt: new Date(sentAt.getTime() - fillSeconds * 1000).toISOString(),
      website: '',
    })),
};

interface BadRequest {
  readonly kind: 'schema' | 'syntax' | 'media type' | 'size';
  readonly body: string;
  readonly contentType: string;
}

function badRequests(operationId: OperationId): fc.Arbitrary<BadRequest> {
  const invalid = (value: unknown) => !validateRequestBody(operationId, value).ok;
  const schema = (value: fc.Arbitrary<unknown>) =>
    value.filter(invalid).map((body): BadRequest => ({
      kind: 'schema',
      body: JSON.stringify(body),
      contentType: 'application/json',
    }));
  const valid = validBodies[operationId];
  const mutated = fc
    .tuple(
      valid,
      fc.string({ maxLength: 12 }),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom('drop', 'replace', 'add'),
    )
    .map(([body, key, value, change]) => {
      const keys = Object.keys(body);
      const target = keys[key.length % keys.length] ?? key;
      if (change === 'drop')
        return Object.fromEntries(Object.entries(body).filter(([name]) => name !== target));
      if (change === 'replace') return { ...body, [target]: value };
      return { ...body, [`extra${key}`]: value };
    });
  return fc.oneof(
    { weight: 4, arbitrary: schema(mutated) },
    { weight: 2, arbitrary: schema(fc.jsonValue({ maxDepth: 3 })) },
    {
      weight: 2,
      arbitrary: fc
        .string({ maxLength: 200 })
        .filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        })
        .map((body): BadRequest => ({
          kind: 'syntax',
          body,
          contentType: 'application/json; charset=utf-8',
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            '',
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/xml',
            'text/json',
          ),
        )
        .map(([body, contentType]): BadRequest => ({
          kind: 'media type',
          body: JSON.stringify(body),
          contentType,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.integer({ min: 1, max: 4096 })).map(([body, extra]): BadRequest => ({
        kind: 'size',
        body: JSON.stringify({ ...body, padding: 'x'.repeat(maxBodyBytes + extra) }),
        contentType: 'application/json',
      })),
    },
  );
}

const maxPointerLength = openapiDocument.components.schemas.FieldError.properties.field.maxLength;
const fieldErrorsSchema = z.object({ errors: z.array(z.object({ field: z.string() })).optional() });

/** Property names a client may send: JSON Pointer's special characters, escapes, very long, any script. */
const hostilePropertyName = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('/', '~', '0', '1', 'a'), maxLength: 60 }),
  fc.constantFrom('', '~1', '~0', '/', 'a/b~c', '~01', 'é/ü~'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 250, max: 20_286 }).map((length) => 'a/~'.repeat(length).slice(0, length)),
);

const expectedStatus: Record<BadRequest['kind'], number> = {
  schema: 400,
  syntax: 400,
  'media type': 415,
  size: 413,
};

describe.each(apiOperations.map((operation) => [operation.operationId, operation] as const))(
  '%s',
  (_, operation) => {
    it('accepts every request example in openapi.yaml', async () => {
      for (const example of requestExamples(operation.operationId)) {
        expect(expectContractAnswer(operation, await post(operation, JSON.stringify(example)))).toBe(200);
      }
    });

    it('accepts generated valid bodies', async () => {
      await fc.assert(
        fc.asyncProperty(validBodies[operation.operationId], async (body) => {
          expect(expectContractAnswer(operation, await post(operation, JSON.stringify(body)))).toBe(200);
        }),
        { numRuns: 50 },
      );
    });

    it('refuses a body one byte over the limit with 413, and one at the limit is judged by its content', async () => {
      const atLimit = JSON.stringify({ padding: 'x'.repeat(maxBodyBytes - '{"padding":""}'.length) });
      expect(Buffer.byteLength(atLimit)).toBe(maxBodyBytes);
      expect(expectContractAnswer(operation, await post(operation, atLimit))).toBe(400);
      expect(expectContractAnswer(operation, await post(operation, `${atLimit} `))).toBe(413);
    });

    it('names an unknown property of any name as an escaped JSON Pointer within the contract', async () => {
      await fc.assert(
        fc.asyncProperty(
          validBodies[operation.operationId],
          hostilePropertyName,
          fc.jsonValue({ maxDepth: 2 }),
          async (valid, name, value) => {
            if (name in valid) return;
            const answer = await post(operation, JSON.stringify({ ...valid, [name]: value }));
            expect(expectContractAnswer(operation, answer)).toBe(400);
            const fields = fieldErrorsSchema.parse(answer.body).errors?.map((error) => error.field) ?? [];
            const pointer = `/${escapePointerToken(name)}`;
            // A pointer within the limit comes back whole; a longer one is cut to the body itself.
            expect(fields).toContain(pointer.length <= maxPointerLength ? pointer : '');
          },
        ),
        { numRuns: 300 },
      );
    });

    it('answers 1,000 generated bad requests with the documented 4xx for each', async () => {
      await fc.assert(
        fc.asyncProperty(badRequests(operation.operationId), async (request) => {
          const answer = await post(operation, request.body, request.contentType);
          expect(expectContractAnswer(operation, answer)).toBe(expectedStatus[request.kind]);
        }),
        { numRuns: 1000 },
      );
    });
  },
);
