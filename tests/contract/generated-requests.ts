// Generated requests from the contract's schemas, shared by the contract tests (1,000 bad requests
// per operation) and the API fuzz bench (10,000): valid bodies, and bad ones of every kind with the
// status each must get.
import * as fc from 'fast-check';
import { contactMessageText, contactReasons } from '../../contract/contact-message.ts';
import { maxBodyBytes, type OperationId } from '../../contract/operations.ts';
import { validateRequestBody } from '../../contract/validators.ts';

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
const visitRecord = fc
  .tuple(
    snapshot,
    fc.array(snapshot, { maxLength: 10 }),
    // Optional: records from before these fields existed are still valid.
    fc.record(
      {
        page: fc.constantFrom('/', '/quay', '/homepage1', '/blog-page/starting-small', '/404'),
        affiliateSource: fc.constantFrom('quay', 'totum', 'perkbox'),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([latest, history, countable]) => ({ ...latest, history, ...countable }));
const milliseconds = fc.double({ min: 0, max: 600_000, noNaN: true });
const faultyElement = fc.string({ minLength: 1, maxLength: 256 });
const vital = (value: fc.Arbitrary<number>) =>
  fc.record({ value, element: faultyElement }, { requiredKeys: ['value'] });
export const validBodies: Record<OperationId, fc.Arbitrary<Record<string, unknown>>> = {
  saveTrackingData: visitRecord,
  saveSignUp: fc.record({ action: fc.constantFrom('SignUp', 'LogIn'), wherefrom: visitRecord }),
  saveWebVitals: fc.record(
    {
      page: fc.constantFrom('/', '/quay', '/homepage1', '/blog-page/starting-small', '/404'),
      timestamp: isoTimestamp,
      lcp: vital(milliseconds),
      inp: vital(milliseconds),
      cls: vital(fc.double({ min: 0, max: 100, noNaN: true })),
      ttfb: milliseconds,
    },
    { requiredKeys: ['page', 'timestamp'] },
  ),
  sendEmail: fc
    .record({
      name: fc.string({ minLength: 1, maxLength: 200 }),
      email: fc.oneof(fc.constant(''), fc.emailAddress()),
      reason: fc.constantFrom(...contactReasons),
      text: fc.string({ maxLength: 1000 }),
      timestamp: isoTimestamp,
      startToken: fc.stringMatching(/^[0-9a-f]{32}$/),
    })
    .map(({ name, email, reason, text, timestamp, startToken }) => ({
      name,
      email,
      message: contactMessageText(reason, text),
      timestamp,
      startToken,
      website: '',
    }))
    // fast-check's addresses and the contract's pattern may part on rare shapes; keep the valid.
    .filter((body) => validateRequestBody('sendEmail', body).ok),
  startContact: fc.constant({}),
};

export interface BadRequest {
  readonly kind: 'schema' | 'syntax' | 'media type' | 'size';
  readonly body: string;
  readonly contentType: string;
}

export function badRequests(operationId: OperationId): fc.Arbitrary<BadRequest> {
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

/** Property names a client may send: JSON Pointer's special characters, escapes, very long, any script. */
export const hostilePropertyName = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('/', '~', '0', '1', 'a'), maxLength: 60 }),
  fc.constantFrom('', '~1', '~0', '/', 'a/b~c', '~01', 'é/ü~'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 250, max: 20_286 }).map((length) => 'a/~'.repeat(length).slice(0, length)),
);

/** The status each kind of bad request must get. */
export const expectedStatus: Record<BadRequest['kind'], number> = {
  schema: 400,
  syntax: 400,
  'media type': 415,
  size: 413,
};
