import type { APIGatewayProxyResult } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import type { PutOutcome } from '../shared/put-if-absent.ts';
import type { TrackingItem } from '../save-tracking-data/tracking-item.ts';
import { saveSignUp, type SaveSignUpDependencies } from './save-sign-up.ts';

const appOrigin = 'https://app.fernly.example';
const report =
  openapiDocument.paths['/saveSignUp'].post.requestBody.content['application/json'].examples.signUp.value;
const silentLog: OperationLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function dependencies(put: (item: TrackingItem) => Promise<PutOutcome> = () => Promise.resolve('stored')) {
  const written: TrackingItem[] = [];
  const deps: SaveSignUpDependencies = {
    now: () => new Date('2026-11-22T09:30:00.000Z'),
    retentionDays: 396,
    appOrigin,
    visitorOf: () => Promise.resolve('fedcba9876543210'),
    putIfAbsent: (item) => {
      written.push(item);
      return put(item);
    },
    log: silentLog,
  };
  return { deps, written };
}

async function call(
  body: unknown,
  deps: SaveSignUpDependencies,
  origin: string | null = appOrigin,
): Promise<{ result: APIGatewayProxyResult; body: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (origin !== null) headers.Origin = origin;
  const result = await saveSignUp(
    { headers, body: JSON.stringify(body), isBase64Encoded: false },
    'req-1',
    deps,
  );
  const answer: unknown = JSON.parse(result.body);
  expect(validateResponseBody('saveSignUp', result.statusCode, answer)).toMatchObject({ ok: true });
  return { result, body: answer };
}

describe('saveSignUp', () => {
  it('stores the sign-up with the tap’s page, partner and campaign, and names the web app’s origin', async () => {
    const { deps, written } = dependencies();
    const { result, body } = await call(report, deps);
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'Access-Control-Allow-Origin': appOrigin, Vary: 'Origin' });
    expect(body).toEqual({ id: written[0]?.id });
    expect(written[0]?.attributes).toMatchObject({
      pk: { S: 'VISIT#2026-11-22' },
      action: { S: 'SignUp' },
      visitor: { S: 'fedcba9876543210' },
      page: { S: '/quay' },
      affiliateSource: { S: 'quay' },
      queryString: { S: '?utm_source=quay&utm_medium=benefits&utm_campaign=spring' },
      referrer: { S: 'https://perks.example.com' },
    });
    expect(Object.keys(written[0]?.attributes ?? {})).not.toContain('history');
  });

  it('answers a retried report with the same id, and tells a log-in from a sign-up', async () => {
    const first = await call(report, dependencies().deps);
    const retry = await call(report, dependencies(() => Promise.resolve('duplicate')).deps);
    expect(retry.body).toEqual(first.body);
    const logIn = await call({ ...report, action: 'LogIn' }, dependencies().deps);
    expect(logIn.body).not.toEqual(first.body);
  });

  it('carries the experiment variant the tap was made under, so the verdict can count sign-ups', async () => {
    const { deps, written } = dependencies();
    const wherefrom = { ...report.wherefrom, experiment: 'home-landing', variant: 'homepage1' };
    await call({ ...report, wherefrom }, deps);
    expect(written[0]?.attributes).toMatchObject({
      experiment: { S: 'home-landing' },
      variant: { S: 'homepage1' },
    });
  });

  it('masks an e-mail address in the campaign before storing it', async () => {
    const { deps, written } = dependencies();
    const wherefrom = { ...report.wherefrom, queryString: '?utm_source=mail&utm_term=jane.doe%40corp.com' };
    await call({ ...report, wherefrom }, deps);
    expect(written[0]?.attributes.queryString).toEqual({ S: '?utm_source=mail&utm_term=%5Bemail%5D' });
  });

  it('refuses another origin, or none, with 403 and no CORS header, storing nothing', async () => {
    for (const origin of ['https://fernly.example', 'https://evil.example', null]) {
      const { deps, written } = dependencies();
      const { result } = await call(report, deps, origin);
      expect(result.statusCode).toBe(403);
      expect(result.headers).not.toHaveProperty('Access-Control-Allow-Origin');
      expect(written).toEqual([]);
    }
  });

  it('refuses a bad body with 400 the web app can read', async () => {
    const { deps, written } = dependencies();
    const { result, body } = await call({ ...report, action: 'Subscribed' }, deps);
    expect(result.statusCode).toBe(400);
    expect(result.headers).toMatchObject({ 'Access-Control-Allow-Origin': appOrigin });
    expect(body).toMatchObject({ errors: [{ field: '/action' }] });
    expect(written).toEqual([]);
  });

  it('answers 503 with Retry-After when the table fails', async () => {
    const throttled = Object.assign(new Error('slow down'), {
      name: 'ProvisionedThroughputExceededException',
      $metadata: { httpStatusCode: 400 },
    });
    const { result } = await call(report, dependencies(() => Promise.reject(throttled)).deps);
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({ 'Retry-After': '5', 'Access-Control-Allow-Origin': appOrigin });
  });
});
