import type { APIGatewayProxyResult } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import type { PutOutcome } from '../shared/put-if-absent.ts';
import type { RecordAdmission } from '../shared/record-cap.ts';
import type { VisitRecordItem } from '../save-tracking-data/visit-record-item.ts';
import { saveWebVitals, type SaveWebVitalsDependencies } from './save-web-vitals.ts';

const vitals =
  openapiDocument.paths['/saveWebVitals'].post.requestBody.content['application/json'].examples.leaving.value;
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const silentLog: OperationLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function dependencies(
  put: (item: VisitRecordItem) => Promise<PutOutcome> = () => Promise.resolve('stored'),
  admission: RecordAdmission = {
    kind: 'admitted',
    codes: { visitor: 'a'.repeat(16), network: 'b'.repeat(16) },
  },
) {
  const written: VisitRecordItem[] = [];
  const deps: SaveWebVitalsDependencies = {
    now: () => new Date('2026-11-22T09:16:00.000Z'),
    retentionDays: 396,
    admit: () => Promise.resolve(admission),
    putIfAbsent: (item) => {
      written.push(item);
      return put(item);
    },
    log: silentLog,
  };
  return { deps, written };
}

async function call(body: unknown, deps: SaveWebVitalsDependencies): Promise<APIGatewayProxyResult> {
  const result = await saveWebVitals(
    {
      headers: { 'Content-Type': 'application/json', 'User-Agent': phone },
      body: JSON.stringify(body),
      isBase64Encoded: false,
    },
    'req-1',
    deps,
  );
  expect(validateResponseBody('saveWebVitals', result.statusCode, JSON.parse(result.body))).toMatchObject({
    ok: true,
  });
  return result;
}

describe('saveWebVitals', () => {
  it('stores each figure with its element, the page and the browser, and nothing of the visitor', async () => {
    const { deps, written } = dependencies();
    expect((await call(vitals, deps)).statusCode).toBe(200);
    expect(written[0]?.attributes).toEqual({
      pk: { S: 'VISIT#2026-11-22' },
      sk: { S: written[0]?.id },
      receivedAt: { S: '2026-11-22T09:16:00.000Z' },
      expiresAt: { N: String(Date.parse('2026-11-22T09:16:00.000Z') / 1000 + 396 * 86_400) },
      action: { S: 'WebVitals' },
      page: { S: '/homepage1' },
      userAgent: { S: phone },
      lcp: { N: '1480' },
      lcpElement: { S: 'main>section.hero>picture>img' },
      inp: { N: '64' },
      inpElement: { S: 'main>section.hero>div>button.cta' },
      cls: { N: '0.02' },
      clsElement: { S: 'footer.site-footer' },
      ttfb: { N: '120' },
    });
  });

  it('stores what was measured only, and a retried beacon under the same id', async () => {
    const { deps, written } = dependencies();
    await call({ page: '/', timestamp: vitals.timestamp, ttfb: 95.3 }, deps);
    await call({ page: '/', timestamp: vitals.timestamp, ttfb: 95.3 }, deps);
    expect(Object.keys(written[0]?.attributes ?? {})).not.toContain('lcp');
    expect(written[0]?.id).toBe(written[1]?.id);
  });

  it('rounds each figure within DynamoDB’s number range', async () => {
    const { deps, written } = dependencies();
    await call({ page: '/', timestamp: vitals.timestamp, ttfb: 5e-324, cls: { value: 0.123456789 } }, deps);
    expect(written[0]?.attributes).toMatchObject({ ttfb: { N: '0' }, cls: { N: '0.1235' } });
  });

  it('drops the figures past the network’s records of the day with 429, storing nothing', async () => {
    const { deps, written } = dependencies(undefined, { kind: 'dropped', day: '2026-11-22' });
    const result = await call(vitals, deps);
    expect(result.statusCode).toBe(429);
    expect(JSON.parse(result.body)).toMatchObject({ code: 'quota_exceeded' });
    expect(written).toEqual([]);
  });

  it('refuses a figure out of range with 400 naming it, storing nothing', async () => {
    const { deps, written } = dependencies();
    const result = await call({ ...vitals, cls: { value: -1 } }, deps);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toMatchObject({ errors: [{ field: '/cls/value' }] });
    expect(written).toEqual([]);
  });
});
