import type { APIGatewayProxyResult } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { openapiDocument } from '../../contract/openapi-document.gen.ts';
import { validateResponseBody } from '../../contract/validators.ts';
import type { OperationLog } from '../shared/operation-log.ts';
import type { PutOutcome } from '../shared/put-if-absent.ts';
import type { RecordAdmission } from '../shared/record-cap.ts';
import type { VisitRecordItem } from '../save-tracking-data/visit-record-item.ts';
import { appSignature, appSignatureHeader } from './app-signature.ts';
import { saveSignUp, type SaveSignUpDependencies } from './save-sign-up.ts';
import { signUpIds, type SignUpReport } from './sign-up-item.ts';
import type { StoredTap } from './sign-up-tap.ts';

const appOrigin = 'https://app.fernly.example';
const secret = 'a-signing-secret-of-the-stage';
const now = new Date('2026-11-22T09:30:00.000Z');
const example =
  openapiDocument.paths['/saveSignUp'].post.requestBody.content['application/json'].examples.signUp.value;
const report: SignUpReport = {
  ...example,
  wherefrom: { ...example.wherefrom, history: [...example.wherefrom.history] },
};
const silentLog: OperationLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const tapCodes = { visitor: '0123456789abcdef', network: 'fedcba9876543210' };
/** The report's tap as saveTrackingData stored it, 9 minutes before the report. */
const tap: StoredTap = {
  id: signUpIds(report).tapId,
  receivedAt: new Date('2026-11-22T09:21:10.500Z'),
  codes: tapCodes,
};

interface Options {
  readonly taps?: readonly StoredTap[];
  readonly admission?: RecordAdmission;
  readonly put?: (item: VisitRecordItem) => Promise<PutOutcome>;
}

function dependencies({
  taps = [tap],
  admission = { kind: 'admitted', codes: { visitor: 'aaaaaaaaaaaaaaaa', network: 'bbbbbbbbbbbbbbbb' } },
  put = () => Promise.resolve('stored'),
}: Options = {}) {
  const written: VisitRecordItem[] = [];
  const admitted: unknown[] = [];
  /** Which report took each tap, as the short-lived table's marks say. */
  const taken = new Map<string, string>();
  const deps: SaveSignUpDependencies = {
    now: () => now,
    retentionDays: 396,
    appOrigin,
    signingSecret: () => Promise.resolve(secret),
    admit: (request) => {
      admitted.push(request);
      return Promise.resolve(admission);
    },
    findTap: (tapId) => Promise.resolve(taps.find((stored) => stored.id === tapId)),
    takeTap: (stored, reportId) => {
      const holder = taken.get(stored.id) ?? reportId;
      taken.set(stored.id, holder);
      return Promise.resolve(holder === reportId ? 'taken' : 'taken-by-another');
    },
    putIfAbsent: (item) => {
      written.push(item);
      return put(item);
    },
    log: silentLog,
  };
  return { deps, written, admitted, taken };
}

async function call(
  body: unknown,
  deps: SaveSignUpDependencies,
  headers: Record<string, string> = { Origin: appOrigin },
): Promise<{ result: APIGatewayProxyResult; body: unknown }> {
  const result = await saveSignUp(
    {
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      isBase64Encoded: false,
    },
    'req-1',
    deps,
  );
  const answer: unknown = JSON.parse(result.body);
  expect(validateResponseBody('saveSignUp', result.statusCode, answer)).toMatchObject({ ok: true });
  return { result, body: answer };
}

/** The headers of the web app's backend: a signature, no Origin. */
function signed(body: unknown, signedAt = now, key = secret): Record<string, string> {
  return { [appSignatureHeader]: appSignature(key, signedAt, Buffer.from(JSON.stringify(body))) };
}

describe('saveSignUp from the web app’s origin', () => {
  it('stores the sign-up against its tap, with the tap’s codes, page, partner and campaign', async () => {
    const { deps, written, taken } = dependencies();
    const { result, body } = await call(report, deps);
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'Access-Control-Allow-Origin': appOrigin, Vary: 'Origin' });
    expect(body).toEqual({ id: written[0]?.id });
    expect(written[0]?.attributes).toMatchObject({
      pk: { S: 'VISIT#2026-11-22' },
      action: { S: 'SignUp' },
      // The tap's codes, not those of the network the web app reported from.
      visitor: { S: tapCodes.visitor },
      network: { S: tapCodes.network },
      page: { S: '/quay' },
      affiliateSource: { S: 'quay' },
      queryString: { S: '?utm_source=quay&utm_medium=benefits&utm_campaign=spring' },
      referrer: { S: 'https://perks.example.com' },
    });
    expect(Object.keys(written[0]?.attributes ?? {})).not.toContain('history');
    expect(taken.get(tap.id)).toBe(written[0]?.id);
  });

  it('refuses a report naming no stored tap with 400 naming /wherefrom, storing nothing (the forged sign-up)', async () => {
    const { deps, written, taken } = dependencies({ taps: [] });
    const { result, body } = await call(report, deps);
    expect(result.statusCode).toBe(400);
    expect(result.headers).toMatchObject({ 'Access-Control-Allow-Origin': appOrigin });
    expect(body).toMatchObject({ code: 'validation_failed', errors: [{ field: '/wherefrom' }] });
    expect(written).toEqual([]);
    expect(taken.size).toBe(0);
  });

  it('refuses a tap stored 24 hours or more before the report, and takes a younger one', async () => {
    const old = { ...tap, receivedAt: new Date(now.getTime() - 86_400_000) };
    const refused = dependencies({ taps: [old] });
    expect((await call(report, refused.deps)).result.statusCode).toBe(400);
    expect(refused.written).toEqual([]);
    const young = { ...tap, receivedAt: new Date(now.getTime() - 86_399_000) };
    expect((await call(report, dependencies({ taps: [young] }).deps)).result.statusCode).toBe(200);
  });

  it('refuses a record that is no tap, naming /wherefrom/action', async () => {
    const { deps, written } = dependencies();
    const { result, body } = await call(
      { ...report, wherefrom: { ...report.wherefrom, action: 'WebsiteVisit' } },
      deps,
    );
    expect(result.statusCode).toBe(400);
    expect(body).toMatchObject({ errors: [{ field: '/wherefrom/action' }] });
    expect(written).toEqual([]);
  });

  it('stores one report a tap: another is refused, the same one again answers its id', async () => {
    const { deps, written } = dependencies();
    const first = await call(report, deps);
    const logIn = await call({ ...report, action: 'LogIn' }, deps);
    expect(logIn.result.statusCode).toBe(400);
    expect(logIn.body).toMatchObject({ errors: [{ field: '/wherefrom' }] });
    expect(JSON.stringify(logIn.body)).toContain('another report');
    const retry = await call(report, deps);
    expect(retry.result.statusCode).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(written.map((item) => item.attributes.action)).toEqual([{ S: 'SignUp' }, { S: 'SignUp' }]);
  });

  it('carries the experiment variant the tap was made under, so the verdict can count sign-ups', async () => {
    const wherefrom = { ...report.wherefrom, experiment: 'home-landing', variant: 'homepage1' };
    const { deps, written } = dependencies({
      taps: [{ ...tap, id: signUpIds({ ...report, wherefrom }).tapId }],
    });
    await call({ ...report, wherefrom }, deps);
    expect(written[0]?.attributes).toMatchObject({
      experiment: { S: 'home-landing' },
      variant: { S: 'homepage1' },
    });
  });

  it('masks an e-mail address in the campaign before storing it', async () => {
    const wherefrom = { ...report.wherefrom, queryString: '?utm_source=mail&utm_term=jane.doe%40corp.com' };
    const { deps, written } = dependencies({
      taps: [{ ...tap, id: signUpIds({ ...report, wherefrom }).tapId }],
    });
    await call({ ...report, wherefrom }, deps);
    expect(written[0]?.attributes.queryString).toEqual({ S: '?utm_source=mail&utm_term=%5Bemail%5D' });
  });

  it('refuses another origin, or none, with 403 and no CORS header, counting and storing nothing', async () => {
    for (const origin of ['https://fernly.example', 'https://evil.example', null]) {
      const { deps, written, admitted } = dependencies();
      const { result } = await call(report, deps, origin === null ? {} : { Origin: origin });
      expect(result.statusCode).toBe(403);
      expect(result.headers).not.toHaveProperty('Access-Control-Allow-Origin');
      expect(written).toEqual([]);
      expect(admitted).toEqual([]);
    }
  });

  it('drops a report past its network’s records of the day with 429, taking no tap', async () => {
    const { deps, written, taken } = dependencies({ admission: { kind: 'dropped', day: '2026-11-22' } });
    const { result, body } = await call(report, deps);
    expect(result.statusCode).toBe(429);
    expect(body).toMatchObject({ code: 'quota_exceeded' });
    expect(result.headers).toMatchObject({ 'Access-Control-Allow-Origin': appOrigin, 'Retry-After': '3600' });
    expect(written).toEqual([]);
    expect(taken.size).toBe(0);
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
    const { result } = await call(report, dependencies({ put: () => Promise.reject(throttled) }).deps);
    expect(result.statusCode).toBe(503);
    expect(result.headers).toMatchObject({ 'Retry-After': '5', 'Access-Control-Allow-Origin': appOrigin });
  });
});

describe('saveSignUp signed by the web app’s backend', () => {
  it('stores a report without a stored tap, from no origin, counting no network, with no codes', async () => {
    const { deps, written, admitted, taken } = dependencies({ taps: [] });
    const { result } = await call(report, deps, signed(report));
    expect(result.statusCode).toBe(200);
    expect(written[0]?.attributes).toMatchObject({ action: { S: 'SignUp' }, page: { S: '/quay' } });
    expect(Object.keys(written[0]?.attributes ?? {})).not.toContain('visitor');
    expect(admitted).toEqual([]);
    expect(taken.size).toBe(0);
  });

  it('gives a signed report the codes of its tap when the site stored one', async () => {
    const { deps, written } = dependencies();
    await call(report, deps, signed(report));
    expect(written[0]?.attributes).toMatchObject({ visitor: { S: tapCodes.visitor } });
  });

  it('refuses a wrong, stale or malformed signature, or one where no secret is kept, with 403', async () => {
    const cases: [string, Record<string, string>, SaveSignUpDependencies['signingSecret']?][] = [
      ['another key', signed(report, now, 'not-the-secret')],
      ['another body', signed({ ...report, action: 'LogIn' })],
      ['six minutes old', signed(report, new Date(now.getTime() - 301_000))],
      ['malformed', { [appSignatureHeader]: 't=1,v1=zz' }],
      ['no secret kept', signed(report), () => Promise.resolve(undefined)],
    ];
    for (const [name, headers, signingSecret] of cases) {
      const { deps, written } = dependencies();
      const { result } = await call(report, signingSecret ? { ...deps, signingSecret } : deps, headers);
      expect(result.statusCode, name).toBe(403);
      expect(written, name).toEqual([]);
    }
  });
});
