import { describe, expect, it } from 'vitest';
import { contactMessageText } from '../../contract/contact-message.ts';
import { z } from 'zod';
import { validateResponseBody } from '../../contract/validators.ts';
import { parseApiRequest, type ApiRequest } from './parse-api-request.ts';

const contact = {
  name: 'Alex Morgan',
  email: 'alex@example.com',
  message: contactMessageText('Support', 'The reminders stopped.'),
  timestamp: '2026-11-22T10:02:11.000Z',
  startToken: '2f1c9a0e6b7d4c3e8a5f1b2c3d4e5f60',
};

function jsonRequest(body: string, contentType = 'application/json'): ApiRequest {
  return { headers: { 'Content-Type': contentType }, body, isBase64Encoded: false };
}

function refusal(request: ApiRequest) {
  const parsed = parseApiRequest('sendEmail', request, 'req-1');
  if (parsed.ok) throw new Error('expected the request to be refused');
  const body: unknown = JSON.parse(parsed.response.body);
  expect(validateResponseBody('sendEmail', parsed.response.statusCode, body)).toMatchObject({ ok: true });
  return { status: parsed.response.statusCode, body };
}

describe('parseApiRequest', () => {
  it('accepts a valid body sent as JSON, with or without a charset, in any header case', () => {
    expect(parseApiRequest('sendEmail', jsonRequest(JSON.stringify(contact)), 'req-1')).toEqual({
      ok: true,
      body: contact,
    });
    const lowerCase = {
      headers: { 'content-type': 'Application/JSON; charset=utf-8' },
      body: JSON.stringify(contact),
      isBase64Encoded: false,
    };
    expect(parseApiRequest('sendEmail', lowerCase, 'req-1')).toMatchObject({ ok: true });
  });

  it('decodes a base64-encoded body', () => {
    const request = {
      ...jsonRequest(Buffer.from(JSON.stringify(contact)).toString('base64')),
      isBase64Encoded: true,
    };
    expect(parseApiRequest('sendEmail', request, 'req-1')).toEqual({ ok: true, body: contact });
  });

  it('refuses a body over the size limit before looking at it', () => {
    expect(refusal(jsonRequest('x'.repeat(32_769), 'text/plain'))).toEqual({
      status: 413,
      body: {
        code: 'payload_too_large',
        message: 'The request body must be at most 32768 bytes.',
        requestId: 'req-1',
      },
    });
    expect(refusal(jsonRequest(JSON.stringify({ ...contact, message: 'é'.repeat(16_400) }))).status).toBe(
      413,
    );
  });

  it('refuses a body not sent as application/json', () => {
    expect(refusal(jsonRequest(JSON.stringify(contact), 'text/plain')).status).toBe(415);
    expect(refusal({ headers: null, body: JSON.stringify(contact), isBase64Encoded: false }).status).toBe(
      415,
    );
    expect(refusal(jsonRequest(JSON.stringify(contact), 'application/jsonp')).status).toBe(415);
  });

  it('refuses malformed JSON and an empty body as a validation failure of the whole body', () => {
    expect(refusal(jsonRequest('{"name":'))).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', errors: [{ field: '', message: 'must be a JSON document' }] },
    });
    expect(
      refusal({ headers: { 'content-type': 'application/json' }, body: null, isBase64Encoded: false }).status,
    ).toBe(400);
  });

  it('lists every failing field', () => {
    const { body } = refusal(
      jsonRequest(JSON.stringify({ ...contact, email: 'not an address', timestamp: 7, extra: 1 })),
    );
    expect(body).toMatchObject({ code: 'validation_failed', requestId: 'req-1' });
    const fields = z
      .object({ errors: z.array(z.object({ field: z.string() })) })
      .parse(body)
      .errors.map((error) => error.field);
    expect(fields).toContain('/email');
    expect(fields).toContain('/timestamp');
    expect(fields).toContain('/extra');
  });
});
