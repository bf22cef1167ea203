import type { APIGatewayProxyResult } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { validateResponseBody } from '../../contract/validators.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import type { PutOutcome } from '../shared/put-if-absent.ts';
import type { RecordAdmission } from '../shared/record-cap.ts';
import { saveTrackingData, type SaveTrackingDependencies } from './save-tracking-data.ts';
import type { VisitRecordItem } from './visit-record-item.ts';

const record = {
  referrer: 'Direct',
  queryString: '',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  webView: false,
  action: 'WebsiteVisit',
  timestamp: '2026-11-22T09:15:00.000Z',
  history: [],
};

const silentLog: OperationLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const codes = { visitor: '0123456789abcdef', network: 'fedcba9876543210' };
const admitted = (): Promise<RecordAdmission> => Promise.resolve({ kind: 'admitted', codes });

function dependencies(put: (item: VisitRecordItem) => Promise<PutOutcome>) {
  const written: VisitRecordItem[] = [];
  const deps: SaveTrackingDependencies = {
    now: () => new Date('2026-11-22T09:15:01.000Z'),
    retentionDays: 395,
    admit: admitted,
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
  deps: SaveTrackingDependencies,
): Promise<{ result: APIGatewayProxyResult; body: unknown }> {
  const result = await saveTrackingData(
    { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), isBase64Encoded: false },
    'req-1',
    deps,
  );
  const answer: unknown = JSON.parse(result.body);
  expect(validateResponseBody('saveTrackingData', result.statusCode, answer)).toMatchObject({ ok: true });
  return { result, body: answer };
}

describe('saveTrackingData', () => {
  it('writes the item and answers with its content-derived id', async () => {
    const { deps, written } = dependencies(() => Promise.resolve('stored'));
    const { result, body } = await call(record, deps);
    expect(result.statusCode).toBe(200);
    expect(written).toHaveLength(1);
    expect(body).toEqual({ id: written[0]?.id });
    expect(written[0]?.attributes.pk).toEqual({ S: 'VISIT#2026-11-22' });
    expect(written[0]?.attributes.visitor).toEqual({ S: '0123456789abcdef' });
    expect(written[0]?.attributes.network).toEqual({ S: 'fedcba9876543210' });
  });

  it('keeps a record that has no codes, without the attributes', async () => {
    const { deps, written } = dependencies(() => Promise.resolve('stored'));
    const admit = () => Promise.resolve<RecordAdmission>({ kind: 'admitted', codes: undefined });
    const { result } = await call(record, { ...deps, admit });
    expect(result.statusCode).toBe(200);
    expect(Object.keys(written[0]?.attributes ?? {})).not.toContain('visitor');
    expect(Object.keys(written[0]?.attributes ?? {})).not.toContain('network');
  });

  it('drops a record past the network’s records of the day with 429 until the day ends, writing nothing', async () => {
    const { deps, written } = dependencies(() => Promise.resolve('stored'));
    const admit = () => Promise.resolve<RecordAdmission>({ kind: 'dropped', day: '2026-11-22' });
    const { result, body } = await call(record, { ...deps, admit });
    expect(result.statusCode).toBe(429);
    expect(body).toMatchObject({ code: 'quota_exceeded' });
    // Capped at the contract's hour, though the day has 14 hours left.
    expect(result.headers).toMatchObject({ 'Retry-After': '3600' });
    expect(written).toEqual([]);
  });

  it('answers 503 when the day’s key cannot be read, writing nothing', async () => {
    const { deps, written } = dependencies(() => Promise.resolve('stored'));
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { result } = await call(record, { ...deps, admit: () => Promise.reject(unreachable) });
    expect(result.statusCode).toBe(503);
    expect(written).toEqual([]);
  });

  it('answers a retried identical record with the same success and id', async () => {
    const first = await call(record, dependencies(() => Promise.resolve('stored')).deps);
    const retry = await call(record, dependencies(() => Promise.resolve('duplicate')).deps);
    expect(retry.result.statusCode).toBe(200);
    expect(retry.body).toEqual(first.body);
  });

  it('refuses an invalid record without writing', async () => {
    const { deps, written } = dependencies(() => Promise.resolve('stored'));
    const { result } = await call({ ...record, action: 'Clicked' }, deps);
    expect(result.statusCode).toBe(400);
    expect(written).toEqual([]);
  });

  it('answers 503 with Retry-After when DynamoDB throttles or cannot be reached', async () => {
    const throttled = Object.assign(new Error('slow down'), {
      name: 'ProvisionedThroughputExceededException',
      $metadata: { httpStatusCode: 400 },
    });
    const { result } = await call(record, dependencies(() => Promise.reject(throttled)).deps);
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({ 'Retry-After': '5' });
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { result: down } = await call(record, dependencies(() => Promise.reject(unreachable)).deps);
    expect(down.statusCode).toBe(503);
    expect(down.headers).toMatchObject({ 'Retry-After': '30' });
  });
});
