// The running local stack against openapi.yaml: every answer to valid and invalid requests is a
// documented status with a body that matches the contract, and generated bad bodies only ever get
// documented 4xx answers, never a 5xx. The field list of a 400 comes from the handlers' gate,
// which the real API Gateway's own refusals do not reach; that list is checked on the gate itself.
import * as fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { apiOperations, maxBodyBytes, type Operation, type OperationId } from '../../contract/operations.ts';
import { escapePointerToken } from '../../contract/json-pointer.ts';
import { readRequestBody } from '../../contract/requests.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { localViewerAddressHeader } from '../../local/api-viewer.ts';
import { agedStartToken, startTestStack, type TestStack } from '../integration/local-stack-fixture.ts';
import { badRequests, expectedStatus, hostilePropertyName, validBodies } from './generated-requests.ts';
import { visitorAddress } from '../visitor-address.ts';

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

async function post(
  operation: Operation,
  body: string,
  contentType = 'application/json',
  visitor = visitorAddress(),
): Promise<Answer> {
  const headers: Record<string, string> = { [localViewerAddressHeader]: visitor };
  if (contentType !== '') headers['content-type'] = contentType;
  // The web app calls these from its own origin, as a browser names it (contract/cross-origin.ts).
  if (operation.fromAppOrigin) headers.origin = stack.appOrigin;
  const response = await fetch(`${stack.url}/api${operation.path}`, { method: 'POST', headers, body });
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

const trackingOperation = apiOperations.find((candidate) => candidate.operationId === 'saveTrackingData');
const wherefromSchema = z.looseObject({ wherefrom: z.looseObject({}) });

/**
 * A sendEmail body needs a start token the stack issued to its visitor and that is old enough; a
 * saveSignUp body needs its `wherefrom` stored as a tap first, as the site stores it before it opens
 * the web app; others pass as they are. Each comes from a visitor of its own, as many people's would.
 */
async function postValid(operation: Operation, body: unknown): Promise<Answer> {
  const visitor = visitorAddress();
  let sent = body;
  if (operation.operationId === 'sendEmail' && typeof body === 'object' && body !== null)
    sent = { ...body, startToken: await agedStartToken(stack, { viewerKey: visitor }) };
  const report = wherefromSchema.safeParse(body);
  if (operation.operationId === 'saveSignUp' && report.success && trackingOperation !== undefined) {
    const tap = { ...report.data.wherefrom, action: 'DownloadClicked' };
    expect((await post(trackingOperation, JSON.stringify(tap), 'application/json', visitor)).status).toBe(
      200,
    );
    sent = { ...report.data, wherefrom: tap };
  }
  return post(operation, JSON.stringify(sent), 'application/json', visitor);
}

const maxPointerLength = openapiDocument.components.schemas.FieldError.properties.field.maxLength;
const fieldErrorsSchema = z.object({ errors: z.array(z.object({ field: z.string() })).optional() });

describe.each(apiOperations.map((operation) => [operation.operationId, operation] as const))(
  '%s',
  (_, operation) => {
    it('accepts every request example in openapi.yaml', async () => {
      for (const example of requestExamples(operation.operationId)) {
        expect(expectContractAnswer(operation, await postValid(operation, example))).toBe(200);
      }
    });

    it('accepts generated valid bodies', async () => {
      await fc.assert(
        fc.asyncProperty(validBodies[operation.operationId], async (generated) => {
          expect(expectContractAnswer(operation, await postValid(operation, generated))).toBe(200);
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

    it('refuses an unknown property at the gateway, naming no field, as API Gateway does', async () => {
      const [valid] = fc.sample(validBodies[operation.operationId], 1);
      const answer = await post(operation, JSON.stringify({ ...valid, surprise: true }));
      expect(expectContractAnswer(operation, answer)).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed' });
      expect(fieldErrorsSchema.parse(answer.body).errors).toBeUndefined();
    });

    it('names an unknown property of any name as an escaped JSON Pointer within the contract, behind the gateway', () => {
      fc.assert(
        fc.property(
          validBodies[operation.operationId],
          hostilePropertyName,
          fc.jsonValue({ maxDepth: 2 }),
          (valid, name, value) => {
            if (name in valid) return;
            const body = new TextEncoder().encode(JSON.stringify({ ...valid, [name]: value }));
            const read = readRequestBody(operation.operationId, 'application/json', body);
            expect(read.ok).toBe(false);
            const fields = read.ok ? [] : (read.body.errors?.map((error) => error.field) ?? []);
            const pointer = `/${escapePointerToken(name)}`;
            // A pointer within the limit comes back whole; a longer one is cut to the body itself,
            // as is a name that is no well-formed Unicode or holds U+FFFD, which the body's text
            // is refused for before any schema reads it.
            const readable = name.isWellFormed() && !name.includes('\ufffd');
            expect(fields).toContain(readable && pointer.length <= maxPointerLength ? pointer : '');
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
