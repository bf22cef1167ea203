import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { apiBasePath, maxBodyBytes, operationUrlPath, type OperationId } from '../../contract/operations.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import { server } from '../../mocks/node.ts';
import { scenarioHandlers, type MockScenario } from '../../mocks/scenarios.ts';

const origin = 'http://localhost';
const validBodies = {
  saveTrackingData:
    openapiDocument.paths['/saveTrackingData'].post.requestBody.content['application/json'].examples.visit
      .value,
  startContact:
    openapiDocument.paths['/startContact'].post.requestBody.content['application/json'].examples.start.value,
  sendEmail:
    openapiDocument.paths['/sendEmail'].post.requestBody.content['application/json'].examples.support.value,
  saveSignUp:
    openapiDocument.paths['/saveSignUp'].post.requestBody.content['application/json'].examples.signUp.value,
  saveWebVitals:
    openapiDocument.paths['/saveWebVitals'].post.requestBody.content['application/json'].examples.leaving
      .value,
} satisfies Record<OperationId, unknown>;
const operationIds = [
  'saveTrackingData',
  'startContact',
  'sendEmail',
  'saveSignUp',
  'saveWebVitals',
] as const satisfies readonly OperationId[];

async function post(operationId: OperationId, body: string, contentType = 'application/json') {
  const response = await fetch(`${origin}${operationUrlPath(operationId)}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  const payload: unknown = await response.json();
  return { status: response.status, payload, response };
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

describe.each(operationIds)('mock %s answers per contract', (operationId) => {
  it('accepts a valid body with 200 and an id', async () => {
    const { status, payload } = await post(operationId, JSON.stringify(validBodies[operationId]));
    expect(status).toBe(200);
    expect(validateResponseBody(operationId, status, payload)).toMatchObject({ ok: true });
  });

  it('lists each failing field in a 400', async () => {
    const { status, payload } = await post(
      operationId,
      JSON.stringify({ ...validBodies[operationId], timestamp: 'yesterday', surprise: 1 }),
    );
    expect(status).toBe(400);
    expect(validateResponseBody(operationId, status, payload)).toMatchObject({ ok: true });
    expect(payload).toMatchObject({
      code: 'validation_failed',
      errors: expect.arrayContaining([
        expect.objectContaining({ field: '/timestamp' }),
        expect.objectContaining({ field: '/surprise' }),
      ]) as unknown,
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { status, payload } = await post(operationId, '{"name":');
    expect(status).toBe(400);
    expect(validateResponseBody(operationId, status, payload)).toMatchObject({ ok: true });
  });

  it('answers 415 for another content type', async () => {
    const { status, payload } = await post(operationId, 'name=Alex', 'application/x-www-form-urlencoded');
    expect(status).toBe(415);
    expect(validateResponseBody(operationId, status, payload)).toMatchObject({ ok: true });
  });

  it('answers 413 for a body over the limit', async () => {
    const { status, payload } = await post(
      operationId,
      JSON.stringify({ padding: 'x'.repeat(maxBodyBytes) }),
    );
    expect(status).toBe(413);
    expect(validateResponseBody(operationId, status, payload)).toMatchObject({ ok: true });
  });
});

describe('error scenarios', () => {
  const documented = [
    ['unavailable', 503],
    ['upstream-failed', 502],
    ['rate-limited', 429],
  ] as const satisfies readonly (readonly [MockScenario, number])[];

  for (const [scenario, expectedStatus] of documented) {
    it(`"${scenario}" answers ${expectedStatus} with Retry-After and a contract error body`, async () => {
      server.use(...scenarioHandlers[scenario]);
      const { status, payload, response } = await post('sendEmail', JSON.stringify(validBodies.sendEmail));
      expect(status).toBe(expectedStatus);
      expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(validateResponseBody('sendEmail', status, payload)).toMatchObject({ ok: true });
    });
  }

  it('"deferred" answers sendEmail 202 with tomorrow, and still starts a message', async () => {
    server.use(...scenarioHandlers.deferred);
    const { status, payload } = await post('sendEmail', JSON.stringify(validBodies.sendEmail));
    expect(status).toBe(202);
    expect(validateResponseBody('sendEmail', status, payload)).toMatchObject({ ok: true });
    expect(payload).toMatchObject({ sendOn: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) });
    expect((await post('startContact', '{}')).status).toBe(200);
  });

  it('"network-error" makes fetch reject', async () => {
    server.use(...scenarioHandlers['network-error']);
    await expect(post('saveTrackingData', JSON.stringify(validBodies.saveTrackingData))).rejects.toThrow();
  });

  it('"slow" answers normally, late', async () => {
    server.use(...scenarioHandlers.slow);
    const started = performance.now();
    const { status } = await post('saveTrackingData', JSON.stringify(validBodies.saveTrackingData));
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
  });

  it('an override can be any contract answer', async () => {
    server.use(http.post(`*${operationUrlPath('sendEmail')}`, () => HttpResponse.json({ id: 'override' })));
    const { payload } = await post('sendEmail', JSON.stringify(validBodies.sendEmail));
    expect(payload).toEqual({ id: 'override' });
  });
});

it('fails a request the mocks do not know', async () => {
  await expect(fetch(`${origin}${apiBasePath}/deleteEverything`, { method: 'POST' })).rejects.toThrow();
});
