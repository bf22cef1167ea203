import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openapiDocument } from './openapi-document.gen.ts';
import { apiOperations } from './operations.ts';
import { readRequestBody } from './requests.ts';

const examples = {
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
};

/** The raw body as a client sends it, with `\ud800` as the six characters of a JSON escape. */
function read(operationId: keyof typeof examples, rawBody: string) {
  return readRequestBody(operationId, 'application/json', new TextEncoder().encode(rawBody));
}

describe('readRequestBody and lone surrogates', () => {
  it('accepts each operation’s example, astral characters (a surrogate pair) included', () => {
    for (const operation of apiOperations) {
      expect(read(operation.operationId, JSON.stringify(examples[operation.operationId])).ok).toBe(true);
    }
    const withEmoji = { ...examples.sendEmail, name: 'Ana 🌱 \ud83c\udf31' };
    expect(read('sendEmail', JSON.stringify(withEmoji)).ok).toBe(true);
  });

  it.each([
    ['sendEmail', '{"name":"\\ud800"', '/name'],
    ['sendEmail', '{"message":"Contact from Website - lone \\udfff low"', '/message'],
    ['saveTrackingData', '{"userAgent":"\\ud83c"', '/userAgent'],
    ['saveTrackingData', '{"history":[{"referrer":"\\udc00"}]', '/history/0/referrer'],
  ] as const)('refuses %s with a raw %s… naming %s', (operationId, start, field) => {
    const example = JSON.stringify(examples[operationId]);
    // The escaped field comes last, so it replaces the example's own (JSON.parse keeps the last).
    const rawBody = `${example.slice(0, -1)},${start.slice(1)}}`;
    const answer = read(operationId, rawBody);
    expect(answer).toMatchObject({ ok: false, status: 400, body: { code: 'validation_failed' } });
    expect(answer.ok ? [] : answer.body.errors).toEqual([
      { field, message: 'must be well-formed Unicode, without lone surrogates' },
    ]);
  });

  it('refuses startContact’s empty object with a lone surrogate in a property name, naming the body', () => {
    const answer = read('startContact', '{"\\ud800":1}');
    expect(answer.ok ? [] : answer.body.errors).toEqual([
      { field: '', message: 'must have property names of well-formed Unicode, without lone surrogates' },
    ]);
  });

  it('names every ill-formed string, in the order they appear, and escapes the pointer', () => {
    const answer = read('sendEmail', '{"a/b":["ok","\\ud800"],"name":"\\udc00x","email":"\\ud800\\ud800"}');
    expect(answer.ok ? [] : answer.body.errors?.map((error) => error.field)).toEqual([
      '/a~1b/1',
      '/name',
      '/email',
    ]);
  });

  it('refuses a message exactly when it holds an unpaired surrogate, wherever it is', () => {
    const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
    const unit = fc.oneof(surrogate, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        const body = { ...examples.sendEmail, message: `Contact from Website - ${text}` };
        const answer = read('sendEmail', JSON.stringify(body));
        expect(answer.ok).toBe(text.isWellFormed());
        if (!answer.ok) {
          expect(answer.body.errors).toEqual([
            { field: '/message', message: 'must be well-formed Unicode, without lone surrogates' },
          ]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('walks a body nested thousands deep without overflowing the stack', () => {
    const depth = 10_000;
    const nested = `${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`;
    const answer = read('sendEmail', nested);
    expect(answer).toMatchObject({ ok: false, status: 400 });
  });
});
